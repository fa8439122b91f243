import type { ImpersonationData, SessionResponse, SessionUser } from '@connect/contracts/auth/auth.schemas';
import { idleWarningSeconds } from '@connect/domain/portal/portal-constants';
import type { CompanyMembership, ServiceContext } from '../../context';
import { signAccessToken } from './access-token';
import {
  findActiveImpersonation,
  findCompanyGroupName,
  findMemberships,
  findUserById,
  type SessionRow,
  type UserRow,
} from './auth.repository';

/** What a session says about its user: the claims of spec 1 §6, the session response and impersonation data. */

export const accessTokenSeconds = 600;

export function idleLimitSeconds(
  ctx: Pick<ServiceContext, 'config'>,
  user: Pick<UserRow, 'inactivityTimeoutSeconds'>,
): number {
  return ctx.config.idleOverride.timeoutSeconds ?? user.inactivityTimeoutSeconds;
}

export function idleWarning(ctx: Pick<ServiceContext, 'config'>): number {
  return ctx.config.idleOverride.warningSeconds ?? idleWarningSeconds;
}

function permissionClaims(companies: CompanyMembership[], selected: CompanyMembership | null): string[] {
  const claims = new Set(selected?.permissions ?? []);
  claims.delete('inoutOrderCreation');
  for (const company of companies) {
    if (company.permissions.includes('inoutOrderCreation')) claims.add(`inoutOrderCreation_${company.code}`);
  }
  return [...claims].sort();
}

export async function describeUser(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  user: UserRow,
  selectedCompanyId: string | null,
  loaded?: { companies: CompanyMembership[]; companyGroupName: string | null },
) {
  const companies = loaded?.companies ?? (await findMemberships(ctx.db, user.id));
  const selected =
    companies.find((c) => c.id === selectedCompanyId) ??
    companies.find((c) => c.id === user.selectedCompanyId) ??
    companies[0] ??
    null;
  const companyGroupName = loaded
    ? loaded.companyGroupName
    : user.companyGroupId
      ? ((await findCompanyGroupName(ctx.db, user.companyGroupId)) ?? null)
      : null;
  return {
    companies,
    selected,
    permissions: permissionClaims(companies, selected),
    companyGroup:
      user.companyGroupId && companyGroupName
        ? { companyGroupId: user.companyGroupId, groupName: companyGroupName }
        : null,
    inactivityTimeout: idleLimitSeconds(ctx, user),
  };
}

function toSessionUser(user: UserRow, described: Awaited<ReturnType<typeof describeUser>>): SessionUser {
  return {
    userId: user.id,
    displayName: user.displayName,
    email: user.email,
    userType: user.userType,
    admin: user.isAdmin,
    permissions: described.permissions,
    selectedCompany: described.selected?.code ?? null,
    reportUrl: null,
    timezone: user.timeZone,
    locale: user.locale,
    personId: user.personId,
    companyGroup: described.companyGroup,
    inactivityTimeout: described.inactivityTimeout,
  };
}

/** The SessionResponse for a session: a new access token for the session's own user, and any impersonation. */
export async function issueSessionResponse(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  session: SessionRow,
  user: UserRow,
): Promise<SessionResponse> {
  const now = Date.now();
  const described = await describeUser(ctx, user, user.selectedCompanyId);
  const expiresAt = now + accessTokenSeconds * 1000;
  const accessToken = signAccessToken(
    {
      sub: user.id,
      sid: session.id,
      admin: user.isAdmin,
      userType: user.userType,
      permissions: described.permissions,
      companyGroup: described.companyGroup?.companyGroupId ?? null,
      selectedCompany: described.selected?.code ?? null,
      typ: 'access',
      exp: Math.floor(expiresAt / 1000),
    },
    ctx.config.sessionSecret,
    now,
  );
  const impersonation = await findActiveImpersonation(ctx.db, session.id, new Date(now));
  let impersonationData: ImpersonationData | null = null;
  if (impersonation) {
    const subject = await findUserById(ctx.db, impersonation.subjectUserId);
    if (subject) impersonationData = (await describeImpersonation(ctx, impersonation, subject)).data;
  }
  return { accessToken, expiresAt, user: toSessionUser(user, described), impersonation: impersonationData };
}

/** Impersonation data of spec 1 §3 and the token the client sends as x-req-imp. */
export async function describeImpersonation(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  impersonation: { id: string; sessionId: string; selectedCompanyId: string | null; expiresAt: Date },
  subject: UserRow,
): Promise<{ data: ImpersonationData; token: string }> {
  const described = await describeUser(ctx, subject, impersonation.selectedCompanyId);
  const token = signAccessToken(
    {
      sub: subject.id,
      sid: impersonation.sessionId,
      imp: impersonation.id,
      admin: false,
      userType: subject.userType,
      permissions: described.permissions,
      companyGroup: described.companyGroup?.companyGroupId ?? null,
      selectedCompany: described.selected?.code ?? null,
      typ: 'impersonation',
      exp: Math.floor(impersonation.expiresAt.getTime() / 1000),
    },
    ctx.config.sessionSecret,
  );
  return {
    token,
    data: {
      userId: subject.id,
      email: subject.email,
      displayName: subject.displayName,
      selectedCompanyCode: described.selected?.code ?? null,
      permissions: described.permissions,
      reportUrl: null,
      companyGroup: described.companyGroup,
      userType: subject.userType,
      expiresAt: impersonation.expiresAt.getTime(),
    },
  };
}
