import type { SsoCompany, SsoSettings, SsoSettingsInput } from '@connect/contracts/sso/sso.schemas';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { sealSecret } from '../../lib/secret-box';
import { recordAdminAction } from '../audit/audit.service';
import { endCompanyPasswordSessions } from '../auth/live-session.service';
import { isLoopbackHttp } from './sso-oidc';
import {
  deleteConnection,
  findCompaniesWithSso,
  findCompany,
  findConnection,
  findDomainsOfOthers,
  findDomainsOfStaff,
  upsertConnection,
} from './sso.repository';

/** A company's single sign-on settings on /u/admin (decision 093): admin-only, audited, the secret never answered. */

export const ssoSecretPurpose = 'sso-client-secret';

export function ssoRedirectUri(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/sso/callback`;
}

const sameUrl = (a: string, b: string) => new URL(a).href.replace(/\/+$/, '') === new URL(b).href.replace(/\/+$/, '');

export async function listSsoCompanies(ctx: SignedInContext): Promise<{ items: SsoCompany[] }> {
  return { items: await findCompaniesWithSso(ctx.db) };
}

async function companyOrNotFound(ctx: SignedInContext, companyId: string) {
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}

export async function getSsoSettings(ctx: SignedInContext, companyId: string): Promise<{ settings: SsoSettings }> {
  const company = await companyOrNotFound(ctx, companyId);
  const found = await findConnection(ctx.db, companyId);
  return {
    settings: {
      companyId: company.id,
      companyCode: company.code,
      companyName: company.name,
      configured: found !== undefined,
      issuer: found?.connection.issuer ?? '',
      clientId: found?.connection.clientId ?? '',
      clientSecretSet: found !== undefined,
      domains: found?.domains ?? [],
      defaultPermissions: found?.connection.defaultPermissions ?? [],
      enabled: found?.connection.enabled ?? false,
      ssoRequired: found?.connection.ssoRequired ?? false,
      redirectUri: ssoRedirectUri(ctx.config.publicUrl),
    },
  };
}

export async function saveSsoSettings(ctx: SignedInContext, companyId: string, input: SsoSettingsInput) {
  const company = await companyOrNotFound(ctx, companyId);
  if (
    new URL(input.issuer).protocol !== 'https:' &&
    !(ctx.config.nodeEnv !== 'production' && isLoopbackHttp(input.issuer))
  )
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [fieldIssue('body.issuer', 'server.sso.issuerInvalid')] },
    });
  const domains = [...new Set(input.domains)];
  const wasRequired = await ctx.db.transaction(async (tx) => {
    const existing = await findConnection(tx, companyId);
    // The sealed secret is kept only for the same provider: sent to a new issuer's token endpoint, it would leave
    // through a settings change although no call ever answers it.
    const sameIssuer = existing !== undefined && sameUrl(existing.connection.issuer, input.issuer);
    if (!sameIssuer && !input.clientSecret)
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: [fieldIssue('body.clientSecret', 'server.sso.secretRequired')] },
      });
    // A staff member's or admin's domain would refuse their password (and SSO never signs them in): a lock-out.
    const ofStaff = await findDomainsOfStaff(tx, domains);
    if (ofStaff.length > 0)
      throw new AppError('CONFLICT', {
        details: {
          fields: ofStaff.map((domain) =>
            fieldIssue(`body.domains.${domains.indexOf(domain)}`, 'server.sso.domainOfStaff', { domain }),
          ),
        },
      });
    const taken = await findDomainsOfOthers(tx, companyId, domains);
    if (taken.length > 0)
      throw new AppError('CONFLICT', {
        details: {
          fields: taken.map((domain) =>
            fieldIssue(`body.domains.${domains.indexOf(domain)}`, 'server.sso.domainTaken', { domain }),
          ),
        },
      });
    const clientSecretSealed = input.clientSecret
      ? sealSecret(ctx.config.sessionSecret, ssoSecretPurpose, input.clientSecret)
      : (existing?.connection.clientSecretSealed ?? '');
    await upsertConnection(
      tx,
      {
        companyId,
        issuer: input.issuer,
        clientId: input.clientId,
        clientSecretSealed,
        defaultPermissions: [...new Set(input.defaultPermissions)],
        enabled: input.enabled,
        ssoRequired: input.ssoRequired,
      },
      domains,
    );
    await recordAdminAction(
      ctx,
      {
        action: existing ? 'admin.sso.updated' : 'admin.sso.created',
        companyId: company.id,
        entityType: 'sso-connection',
        entityId: company.id,
        details: {
          issuer: input.issuer,
          clientId: input.clientId,
          secretChanged: input.clientSecret !== undefined,
          domains,
          defaultPermissions: input.defaultPermissions,
          enabled: input.enabled,
          ssoRequired: input.ssoRequired,
        },
      },
      tx,
    );
    return existing?.connection.enabled === true && existing.connection.ssoRequired;
  });
  // Passwords are refused from now on: the sessions they began end too (as a password reset ends them).
  if (input.enabled && input.ssoRequired && !wasRequired)
    await endCompanyPasswordSessions(ctx, companyId, 'sso-required');
  return { ...(await getSsoSettings(ctx, companyId)), ...said('server.sso.settingsSaved') };
}

export async function removeSsoSettings(ctx: SignedInContext, companyId: string) {
  const company = await companyOrNotFound(ctx, companyId);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteConnection(tx, companyId))) throw new AppError('NOT_FOUND');
    await recordAdminAction(
      ctx,
      { action: 'admin.sso.removed', companyId: company.id, entityType: 'sso-connection', entityId: company.id },
      tx,
    );
  });
  return said('server.sso.settingsRemoved');
}
