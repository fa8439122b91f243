import { authMessages } from '@connect/contracts/auth/auth-messages';
import type { ImpersonationData, SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { hash, verify } from '@node-rs/argon2';
import { AppError, said } from '../../errors/app-error';
import type { SignedInContext, ServiceContext } from '../../context';
import { verifyAccessToken } from './access-token';
import {
  clearFailures,
  endImpersonations,
  findMemberships,
  findRefreshTokenSessionId,
  findSession,
  findUserByEmail,
  findUserById,
  insertAudit,
  insertImpersonation,
  insertRefreshToken,
  insertSession,
  recordFailure,
  revokeUserSessions,
  spendRefreshToken,
  summarizeFailures,
  updateImpersonationCompany,
  updateUser,
  type UserRow,
} from './auth.repository';
import { endSession, forgetCachedUser, loadLiveSession } from './live-session.service';
import { assertAcceptablePassword, hashPassword } from './passwords.service';
import { createSecureToken, hashToken } from './secure-token';
import { describeImpersonation, issueSessionResponse } from './session-claims.service';
import { requireSecondFactor } from '../mfa/mfa-flow.service';
import { assertPasswordAllowedForEmail, assertPasswordAllowedForUser } from '../sso/sso-policy.service';

export type { UserRow };

/** Sign-in, token refresh, logout, the caller's own session changes and impersonation (decision 007). */

export const sessionLifetimeMs = 24 * 60 * 60 * 1000;

export const impersonationMinutes = 60;

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

type AuthCtx = Pick<
  ServiceContext,
  'db' | 'config' | 'requestId' | 'clientKey' | 'clientAddress' | 'userAgent' | 'sessionCache'
>;

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

/** Refuses (429 with the wait) while the key has failed too often: the same delays as sign-in. */
export async function assertAccountNotThrottled(ctx: AuthCtx, key: string): Promise<void> {
  await assertNotThrottled(ctx, key, ctx.clientKey ?? 'unknown');
}

/** Counts a failed proof (a wrong second-factor code) against the key and the client. */
export async function recordAccountFailure(ctx: AuthCtx, key: string): Promise<void> {
  await recordFailure(ctx.db, key, ctx.clientKey ?? 'unknown');
}

/** The user, when active. */
export async function findActiveUser(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<UserRow | undefined> {
  const user = await findUserById(ctx.db, userId);
  return user?.status === 'active' ? user : undefined;
}

/**
 * Checks the signed-in person's own password again (a step-up before security changes), throttled like sign-in.
 * Refused while impersonating: a staff member never changes a customer's sign-in.
 */
export async function verifyOwnPassword(ctx: SignedInContext, password: string): Promise<UserRow> {
  if (ctx.auth.impersonation)
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.auth.refusedWhileImpersonating' });
  const key = `step-up:${ctx.auth.actor.userId}`;
  await assertAccountNotThrottled(ctx, key);
  const user = await findUserById(ctx.db, ctx.auth.actor.userId);
  if (!user?.passwordHash || !(await verify(user.passwordHash, password).catch(() => false))) {
    await recordAccountFailure(ctx, key);
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [{ path: 'body.password', message: authMessages.currentPasswordWrong }] },
    });
  }
  await clearFailures(ctx.db, key);
  return user;
}

/** A new session; `signInMethod` says how it was proven ('password', or the second factor's kind). */
export async function startSession(ctx: AuthCtx, user: UserRow, signInMethod = 'password'): Promise<IssuedSession> {
  const refreshExpiresAt = new Date(Date.now() + sessionLifetimeMs);
  const session = await insertSession(ctx.db, {
    userId: user.id,
    expiresAt: refreshExpiresAt,
    userAgent: (ctx.userAgent ?? '').slice(0, 300),
    clientAddress: (ctx.clientAddress ?? '').slice(0, 100),
    signInMethod,
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
  // A company that requires its single sign-on refuses passwords (by domain first, so nothing says who exists).
  await assertPasswordAllowedForEmail(ctx, emailKey);
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
  await assertPasswordAllowedForUser(ctx, user.id);
  const memberships = await findMemberships(ctx.db, user.id);
  const hasPermissions = memberships.some((m) => m.permissions.length > 0);
  if (!hasPermissions && !user.isAdmin && user.userType !== 'EMPLOYEE') {
    await insertAudit(ctx.db, {
      action: 'auth.login.denied',
      actorUserId: user.id,
      subjectUserId: null,
      requestId: ctx.requestId,
    });
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.auth.accessDenied' });
  }
  // A second factor when the user has one, or its set-up first when the company requires one (issue #16).
  await requireSecondFactor(ctx, user.id);
  const issued = await startSession(ctx, user);
  await insertAudit(ctx.db, {
    action: 'auth.login',
    actorUserId: user.id,
    subjectUserId: null,
    requestId: ctx.requestId,
  });
  return issued;
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

/** The session behind a refresh cookie, if the token is known: refreshes are counted per session. */
export async function sessionOfRefreshToken(
  ctx: AuthCtx,
  refreshToken: string | undefined,
): Promise<string | undefined> {
  if (!refreshToken) return undefined;
  return findRefreshTokenSessionId(ctx.db, hashToken(refreshToken));
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

/** The session response for the caller's own session (after a claims change). */
export async function currentSessionResponse(ctx: SignedInContext): Promise<SessionResponse> {
  const { session, user } = await loadLiveSession(ctx, ctx.auth.sessionId);
  return issueSessionResponse(ctx, session, user);
}

/** POST customer/updateSelectedCompany: only a company of the caller's own (404 otherwise, like a missing one). */
export async function updateSelectedCompany(ctx: SignedInContext, companyCode: string): Promise<SessionResponse> {
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
  ctx: SignedInContext,
  input: { currentPassword: string; newPassword: string },
): Promise<{ message: string }> {
  if (ctx.auth.impersonation)
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.auth.refusedWhileImpersonating' });
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
  return said('server.auth.passwordChanged');
}

/** Starts impersonating `subjectUserId` in the caller's session (60 minutes); audited with actor and subject. */
export async function startImpersonation(
  ctx: SignedInContext,
  subjectUserId: string,
): Promise<{ token: string; data: ImpersonationData }> {
  const subject = await findUserById(ctx.db, subjectUserId);
  if (!subject || subject.status !== 'active' || subject.userType !== 'CUSTOMER' || subject.isAdmin) {
    throw new AppError('NOT_FOUND', { messageKey: 'errors.noUserFound' });
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
export async function stopImpersonation(ctx: SignedInContext): Promise<SessionResponse> {
  await endImpersonations(ctx.db, ctx.auth.sessionId);
  await insertAudit(ctx.db, {
    action: 'impersonation.end',
    actorUserId: ctx.auth.actor.userId,
    subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
    requestId: ctx.requestId,
  });
  return currentSessionResponse(ctx);
}
