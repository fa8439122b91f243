import type { AccountSession, AccountSessionsResponse } from '@connect/contracts/account/account.schemas';
import Bowser from 'bowser';
import { AppError, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { insertAudit } from './auth.repository';
import { forgetCachedUser } from './live-session.service';
import { idleLimitSeconds, idleWarning } from './session-claims.service';
import {
  findLiveSessionsOfUser,
  revokeOtherSessionsOfUser,
  revokeSessionOfUser,
  type UserSessionRow,
} from './sessions.repository';

/**
 * Your sessions (issue #16, decision 036): the caller's own live sessions, each revocable, and "sign out
 * everywhere else". A revoked session is refused on its next request: the session cache forgets it in the same
 * request (decision 015) and the route closes its realtime socket. Not while impersonating: the staff member's
 * sessions are not the customer's.
 */

function deviceOf(type: string | undefined): AccountSession['device'] {
  return type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
}

/** Browser, system and device of a user agent, read by a maintained parser (bowser); empty when unknown. */
export function describeUserAgent(userAgent: string): Pick<AccountSession, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: '', os: '', device: 'other' };
  const parsed = Bowser.parse(userAgent);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: join(parsed.browser.name, major),
    os: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
    device: deviceOf(parsed.platform.type),
  };
}

function ownCaller(ctx: SignedInContext): { userId: string; sessionId: string } {
  if (ctx.auth.impersonation)
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.account.notWhileImpersonating' });
  return { userId: ctx.auth.actor.userId, sessionId: ctx.auth.sessionId };
}

function toAccountSession(row: UserSessionRow, currentId: string): AccountSession {
  return {
    id: row.id,
    ...describeUserAgent(row.userAgent),
    clientAddress: row.clientAddress,
    signInMethod: row.signInMethod,
    startedAt: row.createdAt.getTime(),
    lastActivityAt: row.lastActivityAt.getTime(),
    current: row.id === currentId,
  };
}

export async function listMySessions(ctx: SignedInContext): Promise<AccountSessionsResponse> {
  const caller = ownCaller(ctx);
  const now = Date.now();
  // A session idle past the user's limit is over (it ends on its next request): not listed.
  const idleMs = (idleLimitSeconds(ctx, ctx.auth.user) + idleWarning(ctx)) * 1000;
  const rows = await findLiveSessionsOfUser(ctx.db, caller.userId, new Date(now));
  const items = rows
    .filter((row) => row.id === caller.sessionId || now - row.lastActivityAt.getTime() <= idleMs)
    .map((row) => toAccountSession(row, caller.sessionId));
  // This device first, then by last activity.
  items.sort((a, b) => Number(b.current) - Number(a.current));
  return { items };
}

/** Ends one of the caller's sessions (also the current one); a foreign, unknown or ended id is a 404. */
export async function revokeMySession(ctx: SignedInContext, sessionId: string) {
  const caller = ownCaller(ctx);
  const revoked = await revokeSessionOfUser(ctx.db, { userId: caller.userId, sessionId }, 'revoked-by-user');
  if (!revoked) throw new AppError('NOT_FOUND');
  ctx.sessionCache?.forgetSession(sessionId);
  await insertAudit(ctx.db, {
    action: 'auth.session.revoked',
    actorUserId: caller.userId,
    subjectUserId: null,
    entityType: 'session',
    entityId: sessionId,
    requestId: ctx.requestId,
  });
  return said('server.account.sessionEnded');
}

/** Ends every other session of the caller; answers the message and the ids ended (their sockets are closed). */
export async function revokeMyOtherSessions(ctx: SignedInContext) {
  const caller = ownCaller(ctx);
  const ended = await revokeOtherSessionsOfUser(
    ctx.db,
    { userId: caller.userId, keepSessionId: caller.sessionId },
    'signed-out-elsewhere',
  );
  forgetCachedUser(ctx, caller.userId);
  await insertAudit(ctx.db, {
    action: 'auth.session.revokedOthers',
    actorUserId: caller.userId,
    subjectUserId: null,
    entityType: 'session',
    entityId: caller.sessionId,
    requestId: ctx.requestId,
    details: { count: ended.length },
  });
  return { result: said('server.account.otherSessionsEnded', { count: ended.length }), ended };
}
