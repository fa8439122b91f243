import { AppError } from '../../errors/app-error';
import type { LiveSession, Principal, ServiceContext } from '../../context';
import { verifyAccessToken } from './access-token';
import {
  findActiveImpersonation,
  findSessionWithUser,
  findUserById,
  revokeCompanyPasswordSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
  type SessionRow,
  type UserRow,
} from './auth.repository';
import { describeUser, idleLimitSeconds, idleWarning } from './session-claims.service';

/**
 * The session behind every request: read through the session cache (decision 015), ended for idleness, a
 * disabled user or a revocation, and the caller (`Principal`) it resolves to.
 */

const touchIntervalMs = 15_000;

function isIdle(ctx: Pick<ServiceContext, 'config'>, session: SessionRow, user: UserRow, now: number): boolean {
  const limitMs = (idleLimitSeconds(ctx, user) + idleWarning(ctx)) * 1000;
  return now - session.lastActivityAt.getTime() > limitMs;
}

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
  options: { fresh?: boolean } = {},
): Promise<LiveSession | undefined> {
  const read = () => findSessionWithUser(ctx.db, sessionId);
  if (!ctx.sessionCache || options.fresh) return read();
  return ctx.sessionCache.load(sessionId, async () => {
    const found = await read();
    return found && { value: found, userId: found.user.id };
  });
}

export async function endSession(ctx: Pick<ServiceContext, 'db' | 'sessionCache'>, sessionId: string, reason: string) {
  await revokeSession(ctx.db, sessionId, reason);
  ctx.sessionCache?.forgetSession(sessionId);
}

export async function loadLiveSession(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'sessionCache'>,
  sessionId: string,
): Promise<LiveSession> {
  let found = await readLiveSession(ctx, sessionId);
  const now = Date.now();
  // Ending a session for idleness is decided on the row as it is now, not on a cached copy another instance
  // may have touched since.
  if (found && ctx.sessionCache && isIdle(ctx, found.session, found.user, now))
    found = await readLiveSession(ctx, sessionId, { fresh: true });
  if (!found || found.session.revokedAt || found.session.expiresAt.getTime() <= now)
    throw new AppError('auth/id-token-expired');
  const { session, user } = found;
  if (user.status !== 'active') {
    await endSession(ctx, session.id, 'user-disabled');
    throw new AppError('auth/id-token-expired');
  }
  if (isIdle(ctx, session, user, now)) {
    await endSession(ctx, session.id, 'idle');
    throw new AppError('auth/id-token-expired', { messageKey: 'server.auth.sessionEnded' });
  }
  return found;
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
  const { session } = live;
  const now = new Date();
  if (input.countsAsActivity && now.getTime() - session.lastActivityAt.getTime() > touchIntervalMs) {
    await touchSession(ctx.db, session.id, now);
    ctx.sessionCache?.update(session.id, (cached) => ({
      ...cached,
      session: { ...cached.session, lastActivityAt: now },
    }));
  }
  if (input.impersonationToken) return impersonatingPrincipal(ctx, live, input.impersonationToken, now);
  const known = ownPrincipals.get(live);
  if (known) return known;
  const principal = deepFreeze(await principalOf(ctx, live, { effective: live.user, impersonation: null }));
  ownPrincipals.set(live, principal);
  return principal;
}

/**
 * The caller a session resolves to when its own user is calling (no impersonation), kept with the session cache's
 * entry it was computed from (decision 106): the entry is the key, so every forget of the entry (sign-out,
 * revocation, permissions, memberships, selected company, company group, disabling, decision 015) or its TTL also
 * drops this, and the next request computes it from the newly read rows. An idle touch replaces the entry too (one
 * recomputation per touch). Frozen, as every request of the session shares it.
 */
const ownPrincipals = new WeakMap<LiveSession, Principal>();

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || value instanceof Date) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/** While impersonating: the subject, its memberships and the impersonation are read on every request, as before. */
async function impersonatingPrincipal(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  live: LiveSession,
  impersonationToken: string,
  now: Date,
): Promise<Principal> {
  const { session } = live;
  const impClaims = verifyAccessToken(impersonationToken, ctx.config.sessionSecret, 'impersonation');
  const active = await findActiveImpersonation(ctx.db, session.id, now);
  if (!impClaims || impClaims.sid !== session.id || !active || active.id !== impClaims.imp) {
    throw new AppError('IMPERSONATION_ENDED');
  }
  const subject = await findUserById(ctx.db, active.subjectUserId);
  if (!subject || subject.status !== 'active') throw new AppError('IMPERSONATION_ENDED');
  return principalOf(ctx, live, {
    effective: subject,
    impersonation: { id: active.id, expiresAt: active.expiresAt },
    selectedCompanyId: active.selectedCompanyId ?? subject.selectedCompanyId,
  });
}

async function principalOf(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  live: LiveSession,
  as: { effective: UserRow; impersonation: Principal['impersonation']; selectedCompanyId?: string | null },
): Promise<Principal> {
  const { session, user } = live;
  const { effective, impersonation } = as;
  const actor = {
    userId: user.id,
    email: user.email,
    displayName: user.displayName,
    userType: user.userType,
    isAdmin: user.isAdmin,
    timeZone: user.timeZone,
  };
  const selectedCompanyId = impersonation ? (as.selectedCompanyId ?? null) : user.selectedCompanyId;
  // The caller's own memberships came with the session; an impersonated subject's are read separately.
  const described = await describeUser(ctx, effective, selectedCompanyId, impersonation ? undefined : live);
  return {
    sessionId: session.id,
    signInMethod: session.signInMethod,
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

/** Ends every session of a user (disable, password reset). */
export async function endUserSessions(
  ctx: Pick<ServiceContext, 'db' | 'sessionCache'>,
  userId: string,
  reason: string,
): Promise<void> {
  await revokeUserSessions(ctx.db, userId, reason);
  forgetCachedUser(ctx, userId);
}

/** Ends a company's members' sessions not begun through its single sign-on, once the company requires it. */
export async function endCompanyPasswordSessions(
  ctx: Pick<ServiceContext, 'db' | 'sessionCache'>,
  companyId: string,
  reason: string,
): Promise<number> {
  const userIds = await revokeCompanyPasswordSessions(ctx.db, companyId, reason);
  for (const userId of userIds) forgetCachedUser(ctx, userId);
  return userIds.length;
}
