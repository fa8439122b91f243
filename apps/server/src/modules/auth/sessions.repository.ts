import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { impersonations, sessions } from '../../db/schema/sessions';

/** Your sessions (decision 036): a user's live sessions and ending them. Every query is bound to the user. */

export type UserSessionRow = Pick<
  typeof sessions.$inferSelect,
  'id' | 'userAgent' | 'clientAddress' | 'signInMethod' | 'createdAt' | 'lastActivityAt'
>;

/** The user's sessions that are neither revoked nor expired, most recently active first. */
export async function findLiveSessionsOfUser(db: Database, userId: string, now: Date): Promise<UserSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      clientAddress: sessions.clientAddress,
      signInMethod: sessions.signInMethod,
      createdAt: sessions.createdAt,
      lastActivityAt: sessions.lastActivityAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastActivityAt));
}

/**
 * Revokes one live session of the user (the user's own only: a foreign or unknown id changes nothing) and ends
 * its impersonations; answers whether a session was revoked.
 */
export async function revokeSessionOfUser(
  db: Database,
  where: { userId: string; sessionId: string },
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(
        and(
          eq(sessions.id, where.sessionId),
          eq(sessions.userId, where.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .returning({ id: sessions.id });
    if (rows.length === 0) return false;
    await tx
      .update(impersonations)
      .set({ endedAt: new Date() })
      .where(and(eq(impersonations.sessionId, where.sessionId), isNull(impersonations.endedAt)));
    return true;
  });
}

/** Revokes every live session of the user but one; answers the ids revoked. */
export async function revokeOtherSessionsOfUser(
  db: Database,
  where: { userId: string; keepSessionId: string | undefined },
  reason: string,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, where.userId),
        isNull(sessions.revokedAt),
        where.keepSessionId ? ne(sessions.id, where.keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
