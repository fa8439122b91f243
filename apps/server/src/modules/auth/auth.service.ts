import { authMessages } from '@connect/contracts/auth/auth-messages';
import type { ImpersonationData, SessionResponse, SessionUser } from '@connect/contracts/auth/auth.schemas';
import { checkPassword, type PasswordProblem } from '@connect/domain/identity/password-rules';
import { idleWarningSeconds } from '@connect/domain/portal/portal-constants';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../errors/app-error';
import type { AuthenticatedContext, CompanyMembership, Principal, ServiceContext } from '../../service-context';
import { signAccessToken, verifyAccessToken } from './access-token';
import {
  clearFailures,
  endImpersonations,
  findActiveImpersonation,
  findCompanyGroupName,
  findMemberships,
  findSession,
  findSessionWithUser,
  findUserByEmail,
  findUserById,
  insertAudit,
  insertImpersonation,
  insertRefreshToken,
  insertSession,
  recordFailure,
  revokeSession,
  revokeUserSessions,
  spendRefreshToken,
  summarizeFailures,
  touchSession,
  updateImpersonationCompany,
  updateUser,
  type SessionRow,
  type UserRow,
} from './auth.repository';
import { createSecureToken, hashToken } from './secure-token';

export const accessTokenSeconds = 600;
export const sessionLifetimeMs = 24 * 60 * 60 * 1000;
export const impersonationMinutes = 60;
const touchIntervalMs = 15_000;

/** Throttling (ASVS 2.2.1): increasing delays, at most 100 failures per account per hour, no permanent lock. */
export const throttle = {
  accountWindowMs: 60 * 60 * 1000,
  accountMaxFailures: 100,
  delayWindowMs: 15 * 60 * 1000,
  freeFailures: 3,
  maxDelaySeconds: 60,
  clientWindowMs: 15 * 60 * 1000,
  clientMaxFailures: 50,
};

// Verified against when the e-mail is unknown, so both answers take the same time.
const dummyHashPromise = hash('not-a-real-password-used-for-timing-only');

export type IssuedSession = { response: SessionResponse; refreshToken: string; refreshExpiresAt: Date };

type AuthCtx = Pick<ServiceContext, 'db' | 'config' | 'requestId' | 'clientKey' | 'userAgent' | 'sessionCache'>;

export function passwordProblemMessage(problem: PasswordProblem): string {
  switch (problem) {
    case 'tooShort':
      return 'Password must be at least 8 characters';
    case 'tooLong':
      return 'Password must be at most 256 characters';
    case 'common':
    case 'repetitive':
      return authMessages.passwordTooCommon;
    case 'containsEmail':
      return authMessages.passwordContainsEmail;
  }
}

export function assertAcceptablePassword(password: string, email: string, field = 'body.password'): void {
  const problem = checkPassword(password, { email });
  if (problem) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [{ path: field, message: passwordProblemMessage(problem) }] },
    });
  }
}

export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

function idleLimitSeconds(
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

async function describeUser(
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

async function assertNotThrottled(ctx: AuthCtx, emailKey: string, clientKey: string): Promise<void> {
  const now = Date.now();
  const [account, recent, client] = await Promise.all([
    summarizeFailures(ctx.db, { emailKey }, new Date(now - throttle.accountWindowMs)),
    summarizeFailures(ctx.db, { emailKey }, new Date(now - throttle.delayWindowMs)),
    summarizeFailures(ctx.db, { clientKey }, new Date(now - throttle.clientWindowMs)),
  ]);
  let waitSeconds = 0;
  if (account.count >= throttle.accountMaxFailures) waitSeconds = 60;
  if (client.count >= throttle.clientMaxFailures) waitSeconds = Math.max(waitSeconds, 60);
  if (recent.count >= throttle.freeFailures && recent.last) {
    const delay = Math.min(2 ** (recent.count - throttle.freeFailures), throttle.maxDelaySeconds);
    const elapsed = (now - recent.last.getTime()) / 1000;
    if (elapsed < delay) waitSeconds = Math.max(waitSeconds, Math.ceil(delay - elapsed));
  }
  if (waitSeconds > 0) throw new AppError('auth/too-many-requests', { details: { retryAfterSeconds: waitSeconds } });
}

async function startSession(ctx: AuthCtx, user: UserRow): Promise<IssuedSession> {
  const refreshExpiresAt = new Date(Date.now() + sessionLifetimeMs);
  const session = await insertSession(ctx.db, {
    userId: user.id,
    expiresAt: refreshExpiresAt,
    userAgent: (ctx.userAgent ?? '').slice(0, 300),
  });
  const refresh = createSecureToken();
  await insertRefreshToken(ctx.db, session.id, refresh.hash);
  return { response: await issueSessionResponse(ctx, session, user), refreshToken: refresh.token, refreshExpiresAt };
}

/** Sign-in with e-mail and password. Same answer for a wrong password and an unknown e-mail. */
export async function login(ctx: AuthCtx, input: { email: string; password: string }): Promise<IssuedSession> {
  const emailKey = input.email.trim().toLowerCase();
  const clientKey = ctx.clientKey ?? 'unknown';
  await assertNotThrottled(ctx, emailKey, clientKey);
  const user = await findUserByEmail(ctx.db, emailKey);
  const passwordOk = user?.passwordHash
    ? await verify(user.passwordHash, input.password).catch(() => false)
    : (await verify(await dummyHashPromise, input.password).catch(() => false), false);
  if (!user || !passwordOk) {
    await recordFailure(ctx.db, emailKey, clientKey);
    await insertAudit(ctx.db, {
      action: 'auth.login.failed',
      actorUserId: user?.id ?? null,
      subjectUserId: null,
      requestId: ctx.requestId,
    });
    throw new AppError('auth/wrong-password');
  }
  await clearFailures(ctx.db, emailKey);
  if (user.status !== 'active') throw new AppError('ACCESS_DENIED');
  const memberships = await findMemberships(ctx.db, user.id);
  const hasPermissions = memberships.some((m) => m.permissions.length > 0);
  if (!hasPermissions && !user.isAdmin && user.userType !== 'EMPLOYEE') {
    await insertAudit(ctx.db, {
      action: 'auth.login.denied',
      actorUserId: user.id,
      subjectUserId: null,
      requestId: ctx.requestId,
    });
    throw new AppError('ACCESS_DENIED', { message: authMessages.accessDenied });
  }
  const issued = await startSession(ctx, user);
  await insertAudit(ctx.db, {
    action: 'auth.login',
    actorUserId: user.id,
    subjectUserId: null,
    requestId: ctx.requestId,
  });
  return issued;
}

function isIdle(ctx: Pick<ServiceContext, 'config'>, session: SessionRow, user: UserRow, now: number): boolean {
  const limitMs = (idleLimitSeconds(ctx, user) + idleWarning(ctx)) * 1000;
  return now - session.lastActivityAt.getTime() > limitMs;
}

/** A session as every request needs it: the row, its user, the user's memberships and company group. */
export type LiveSession = {
  session: SessionRow;
  user: UserRow;
  companies: CompanyMembership[];
  companyGroupName: string | null;
};

type CacheCtx = Pick<ServiceContext, 'sessionCache'>;

/**
 * Forgets what the session cache holds of a user (decision 015). Every write to a user, the user's sessions or
 * memberships calls this after it is committed, before the request answers.
 */
export function forgetCachedUser(ctx: CacheCtx, userId: string): void {
  ctx.sessionCache?.forgetUser(userId);
}

async function readLiveSession(
  ctx: Pick<ServiceContext, 'db' | 'sessionCache'>,
  sessionId: string,
  fresh = false,
): Promise<LiveSession | undefined> {
  const read = () => findSessionWithUser(ctx.db, sessionId);
  if (!ctx.sessionCache || fresh) return read();
  return ctx.sessionCache.load(sessionId, async () => {
    const found = await read();
    return found && { value: found, userId: found.user.id };
  });
}

async function endSession(ctx: Pick<ServiceContext, 'db' | 'sessionCache'>, sessionId: string, reason: string) {
  await revokeSession(ctx.db, sessionId, reason);
  ctx.sessionCache?.forgetSession(sessionId);
}

async function loadLiveSession(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'sessionCache'>,
  sessionId: string,
): Promise<LiveSession> {
  let found = await readLiveSession(ctx, sessionId);
  const now = Date.now();
  // Ending a session for idleness is decided on the row as it is now, not on a cached copy another instance
  // may have touched since.
  if (found && ctx.sessionCache && isIdle(ctx, found.session, found.user, now))
    found = await readLiveSession(ctx, sessionId, true);
  if (!found || found.session.revokedAt || found.session.expiresAt.getTime() <= now)
    throw new AppError('auth/id-token-expired');
  const { session, user } = found;
  if (user.status !== 'active') {
    await endSession(ctx, session.id, 'user-disabled');
    throw new AppError('auth/id-token-expired');
  }
  if (isIdle(ctx, session, user, now)) {
    await endSession(ctx, session.id, 'idle');
    throw new AppError('auth/id-token-expired', { message: authMessages.sessionEnded });
  }
  return found;
}

/** Rotates the refresh token. A token used twice revokes its session (reuse detection). */
export async function refreshSession(ctx: AuthCtx, refreshToken: string | undefined): Promise<IssuedSession> {
  if (!refreshToken) throw new AppError('auth/id-token-expired');
  const spent = await spendRefreshToken(ctx.db, hashToken(refreshToken));
  if (spent.status === 'unknown') throw new AppError('auth/id-token-expired');
  if (spent.status === 'reused') {
    await endSession(ctx, spent.sessionId, 'refresh-reuse');
    const session = await findSession(ctx.db, spent.sessionId);
    await insertAudit(ctx.db, {
      action: 'auth.refresh.reuse',
      actorUserId: session?.userId ?? null,
      subjectUserId: null,
      requestId: ctx.requestId,
    });
    throw new AppError('auth/id-token-expired');
  }
  const { session, user } = await loadLiveSession(ctx, spent.sessionId);
  const refresh = createSecureToken();
  await insertRefreshToken(ctx.db, session.id, refresh.hash);
  return {
    response: await issueSessionResponse(ctx, session, user),
    refreshToken: refresh.token,
    refreshExpiresAt: session.expiresAt,
  };
}

/** Ends the session named by the access token, or else by the refresh token. Always succeeds. */
export async function logout(
  ctx: AuthCtx,
  input: { bearer?: string; refreshToken?: string },
): Promise<string | undefined> {
  let sessionId: string | undefined;
  if (input.bearer) sessionId = verifyAccessToken(input.bearer, ctx.config.sessionSecret, 'access')?.sid;
  if (!sessionId && input.refreshToken) {
    const spent = await spendRefreshToken(ctx.db, hashToken(input.refreshToken));
    if (spent.status !== 'unknown') sessionId = spent.sessionId;
  }
  if (!sessionId) return undefined;
  const session = await findSession(ctx.db, sessionId);
  await endImpersonations(ctx.db, sessionId);
  await endSession(ctx, sessionId, 'logout');
  if (session)
    await insertAudit(ctx.db, {
      action: 'auth.logout',
      actorUserId: session.userId,
      subjectUserId: null,
      requestId: ctx.requestId,
    });
  return sessionId;
}

/**
 * Resolves the caller of a request from the Bearer token (and x-req-imp while impersonating), checking the
 * session row on every request (through the session cache, which every logout, password change, disabling and
 * idle expiry empties for the user at once: decision 015).
 */
export async function authenticate(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'sessionCache'>,
  input: { bearer: string; impersonationToken?: string; countsAsActivity: boolean },
): Promise<Principal> {
  const claims = verifyAccessToken(input.bearer, ctx.config.sessionSecret, 'access');
  if (!claims) throw new AppError('auth/id-token-expired');
  const live = await loadLiveSession(ctx, claims.sid);
  const { session, user } = live;
  const now = new Date();
  if (input.countsAsActivity && now.getTime() - session.lastActivityAt.getTime() > touchIntervalMs) {
    await touchSession(ctx.db, session.id, now);
    ctx.sessionCache?.update(session.id, (cached) => ({
      ...cached,
      session: { ...cached.session, lastActivityAt: now },
    }));
  }
  const actor = {
    userId: user.id,
    email: user.email,
    displayName: user.displayName,
    userType: user.userType,
    isAdmin: user.isAdmin,
  };

  let effective = user;
  let impersonation: Principal['impersonation'] = null;
  let selectedCompanyId = user.selectedCompanyId;
  if (input.impersonationToken) {
    const impClaims = verifyAccessToken(input.impersonationToken, ctx.config.sessionSecret, 'impersonation');
    const active = await findActiveImpersonation(ctx.db, session.id, now);
    if (!impClaims || impClaims.sid !== session.id || !active || active.id !== impClaims.imp) {
      throw new AppError('IMPERSONATION_ENDED');
    }
    const subject = await findUserById(ctx.db, active.subjectUserId);
    if (!subject || subject.status !== 'active') throw new AppError('IMPERSONATION_ENDED');
    effective = subject;
    impersonation = { id: active.id, expiresAt: active.expiresAt };
    selectedCompanyId = active.selectedCompanyId ?? subject.selectedCompanyId;
  }
  // The caller's own memberships came with the session; an impersonated subject's are read separately.
  const described = await describeUser(ctx, effective, selectedCompanyId, impersonation ? undefined : live);
  return {
    sessionId: session.id,
    actor,
    user: {
      userId: effective.id,
      email: effective.email,
      displayName: effective.displayName,
      userType: effective.userType,
      isAdmin: impersonation ? false : effective.isAdmin,
      companyGroupId: effective.companyGroupId,
      companyGroupName: described.companyGroup?.groupName ?? null,
      locale: effective.locale,
      timeZone: effective.timeZone,
      inactivityTimeoutSeconds: described.inactivityTimeout,
      personId: effective.personId,
    },
    impersonation,
    companies: described.companies,
    selectedCompany: described.selected,
    permissions: described.permissions,
  };
}

/** The session response for the caller's own session (after a claims change). */
export async function currentSessionResponse(ctx: AuthenticatedContext): Promise<SessionResponse> {
  const { session, user } = await loadLiveSession(ctx, ctx.auth.sessionId);
  return issueSessionResponse(ctx, session, user);
}

/** POST customer/updateSelectedCompany: only a company of the caller's own (404 otherwise, like a missing one). */
export async function updateSelectedCompany(ctx: AuthenticatedContext, companyCode: string): Promise<SessionResponse> {
  const company = ctx.auth.companies.find((c) => c.code === companyCode);
  if (!company) throw new AppError('NOT_FOUND');
  if (ctx.auth.impersonation) await updateImpersonationCompany(ctx.db, ctx.auth.impersonation.id, company.id);
  else {
    await updateUser(ctx.db, ctx.auth.user.userId, { selectedCompanyId: company.id });
    forgetCachedUser(ctx, ctx.auth.user.userId);
  }
  await insertAudit(ctx.db, {
    action: 'customer.selectCompany',
    actorUserId: ctx.auth.actor.userId,
    subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
    companyId: company.id,
    requestId: ctx.requestId,
  });
  return currentSessionResponse(ctx);
}

/** Password change for a signed-in user: needs the current password; refused while impersonating. */
export async function changePassword(
  ctx: AuthenticatedContext,
  input: { currentPassword: string; newPassword: string },
): Promise<{ message: string }> {
  if (ctx.auth.impersonation) throw new AppError('ACCESS_DENIED', { message: authMessages.refusedWhileImpersonating });
  const user = await findUserById(ctx.db, ctx.auth.actor.userId);
  if (!user?.passwordHash || !(await verify(user.passwordHash, input.currentPassword).catch(() => false))) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [{ path: 'body.currentPassword', message: authMessages.currentPasswordWrong }] },
    });
  }
  assertAcceptablePassword(input.newPassword, user.email, 'body.newPassword');
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await revokeUserSessions(ctx.db, user.id, 'password-changed', ctx.auth.sessionId);
  forgetCachedUser(ctx, user.id);
  await insertAudit(ctx.db, {
    action: 'auth.password.change',
    actorUserId: user.id,
    subjectUserId: null,
    requestId: ctx.requestId,
  });
  return { message: authMessages.passwordChanged };
}

/** Ends every session of a user (disable, password reset). */
export async function endUserSessions(
  ctx: Pick<ServiceContext, 'db' | 'sessionCache'>,
  userId: string,
  reason: string,
): Promise<void> {
  await revokeUserSessions(ctx.db, userId, reason);
  forgetCachedUser(ctx, userId);
}

/** Starts impersonating `subjectUserId` in the caller's session (60 minutes); audited with actor and subject. */
export async function startImpersonation(
  ctx: AuthenticatedContext,
  subjectUserId: string,
): Promise<{ token: string; data: ImpersonationData }> {
  const subject = await findUserById(ctx.db, subjectUserId);
  if (!subject || subject.status !== 'active' || subject.userType !== 'CUSTOMER' || subject.isAdmin) {
    throw new AppError('NOT_FOUND', { message: 'No user found' });
  }
  const expiresAt = new Date(Date.now() + impersonationMinutes * 60_000);
  const row = await insertImpersonation(ctx.db, {
    sessionId: ctx.auth.sessionId,
    actorUserId: ctx.auth.actor.userId,
    subjectUserId: subject.id,
    selectedCompanyId: subject.selectedCompanyId,
    expiresAt,
  });
  await insertAudit(ctx.db, {
    action: 'impersonation.start',
    actorUserId: ctx.auth.actor.userId,
    subjectUserId: subject.id,
    entityType: 'impersonation',
    entityId: row.id,
    requestId: ctx.requestId,
  });
  return describeImpersonation(
    ctx,
    { id: row.id, sessionId: ctx.auth.sessionId, selectedCompanyId: subject.selectedCompanyId, expiresAt },
    subject,
  );
}

/** Ends impersonation in the caller's session and answers the staff member's own session. */
export async function stopImpersonation(ctx: AuthenticatedContext): Promise<SessionResponse> {
  await endImpersonations(ctx.db, ctx.auth.sessionId);
  await insertAudit(ctx.db, {
    action: 'impersonation.end',
    actorUserId: ctx.auth.actor.userId,
    subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
    requestId: ctx.requestId,
  });
  return currentSessionResponse(ctx);
}
