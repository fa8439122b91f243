import { and, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

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
