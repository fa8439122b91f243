import { and, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';
import { invites } from '../../db/schema/sessions';

export async function insertAuditEntry(
  db: Database,
  entry: {
    action: string;
    actorUserId: string | null;
    subjectUserId: string | null;
    companyId: string | null;
    requestId: string;
    details: Record<string, unknown>;
    entityType?: string;
    entityId?: string;
  },
): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function findAuditEntries(db: Database, filter: { userId: string; action?: string; limit: number }) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        or(eq(auditLog.actorUserId, filter.userId), eq(auditLog.subjectUserId, filter.userId)),
        filter.action ? eq(auditLog.action, filter.action) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}

/**
 * A user's history for the admin (issue #17): the admins' changes with the user as subject, and every audit row of
 * an invitation to the user's address (an invitation exists before its user does), newest first, with the actor.
 */
export async function findAdminHistoryOfUser(db: Database, where: { userId: string; email: string; limit: number }) {
  const inviteIds = db
    .select({ id: sql<string>`${invites.id}::text` })
    .from(invites)
    .where(eq(sql`lower(${invites.email})`, where.email.toLowerCase()));
  return db
    .select({
      id: auditLog.id,
      occurredAt: auditLog.occurredAt,
      action: auditLog.action,
      details: auditLog.details,
      actorUserId: auditLog.actorUserId,
      actorName: users.displayName,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      or(
        and(eq(auditLog.subjectUserId, where.userId), like(auditLog.action, 'admin.%')),
        and(eq(auditLog.entityType, 'invite'), inArray(auditLog.entityId, inviteIds)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(where.limit);
}

export async function findUserEmail(db: Database, userId: string): Promise<{ email: string } | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
