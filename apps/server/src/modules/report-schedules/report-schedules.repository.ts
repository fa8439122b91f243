import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, memberships, users } from '../../db/schema/identity';
import { reportDeliveries, reportSchedules } from '../../db/schema/report-schedules';

export type ScheduleRow = typeof reportSchedules.$inferSelect;
export type ScheduleValues = Omit<
  typeof reportSchedules.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'lastRunAt' | 'ownerUserId'
>;
export type DeliveryValues = typeof reportDeliveries.$inferInsert;

const lastStatus = sql<string | null>`(select d.status from ${reportDeliveries} d
  where d.schedule_id = ${reportSchedules.id} order by d.started_at desc limit 1)`;

export async function findSchedules(db: Database, id?: string) {
  return db
    .select({
      schedule: reportSchedules,
      companyCode: companies.code,
      companyName: companies.name,
      ownerName: users.displayName,
      lastStatus,
    })
    .from(reportSchedules)
    .innerJoin(companies, eq(companies.id, reportSchedules.companyId))
    .innerJoin(users, eq(users.id, reportSchedules.ownerUserId))
    .where(id ? eq(reportSchedules.id, id) : undefined)
    .orderBy(reportSchedules.name, reportSchedules.createdAt);
}

export async function findScheduleById(db: Database, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
  return row;
}

export async function findCompanyById(db: Database, id: string) {
  const [row] = await db
    .select({ id: companies.id, code: companies.code, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** How many of the users are members of the company. */
export async function countCompanyMembers(db: Database, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return 0;
  const rows = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), inArray(memberships.userId, userIds)));
  return rows.length;
}

export async function findUsersByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, displayName: users.displayName, status: users.status })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findUserContact(db: Database, id: string) {
  const [row] = await db
    .select({ email: users.email, displayName: users.displayName, status: users.status, locale: users.locale })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function insertSchedule(db: Database, ownerUserId: string, values: ScheduleValues): Promise<string> {
  const [row] = await db
    .insert(reportSchedules)
    .values({ ...values, ownerUserId })
    .returning({ id: reportSchedules.id });
  return row!.id;
}

export async function updateSchedule(db: Database, id: string, values: ScheduleValues): Promise<boolean> {
  const rows = await db
    .update(reportSchedules)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(reportSchedules.id, id))
    .returning({ id: reportSchedules.id });
  return rows.length === 1;
}

export async function deleteSchedule(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(reportSchedules).where(eq(reportSchedules.id, id)).returning({ id: reportSchedules.id });
  return rows.length === 1;
}

/** The active schedules whose time has come (candidates; each is then claimed on its own). */
export async function findDueSchedules(db: Database, limit: number) {
  return db
    .select({ id: reportSchedules.id, nextRunAt: reportSchedules.nextRunAt })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.active, true), lte(reportSchedules.nextRunAt, sql`now()`)))
    .orderBy(reportSchedules.nextRunAt)
    .limit(limit);
}

/**
 * The one statement that decides which instance runs a due schedule: it moves a due `next_run_at` on to the next
 * run (in the future). Of several instances claiming the same due schedule, exactly one UPDATE still finds it due;
 * on PostgreSQL the others wait for its row lock and then see the moved time (READ COMMITTED re-checks the WHERE).
 */
export async function claimSchedule(db: Database, id: string, next: Date | null) {
  const rows = await db
    .update(reportSchedules)
    .set({ nextRunAt: next, lastRunAt: sql`now()` })
    .where(
      and(eq(reportSchedules.id, id), eq(reportSchedules.active, true), lte(reportSchedules.nextRunAt, sql`now()`)),
    )
    .returning();
  return rows[0];
}

export async function markRan(db: Database, id: string) {
  await db
    .update(reportSchedules)
    .set({ lastRunAt: sql`now()` })
    .where(eq(reportSchedules.id, id));
}

export async function insertDelivery(db: Database, values: DeliveryValues): Promise<string> {
  const [row] = await db.insert(reportDeliveries).values(values).returning({ id: reportDeliveries.id });
  return row!.id;
}

export async function findDeliveries(db: Database, scheduleId: string, limit = 100) {
  return db
    .select({
      id: reportDeliveries.id,
      trigger: reportDeliveries.trigger,
      status: reportDeliveries.status,
      rowCount: reportDeliveries.rowCount,
      fileName: reportDeliveries.fileName,
      hasFile: sql<boolean>`${reportDeliveries.file} is not null`,
      error: reportDeliveries.error,
      sentTo: reportDeliveries.sentTo,
      startedAt: reportDeliveries.startedAt,
      finishedAt: reportDeliveries.finishedAt,
    })
    .from(reportDeliveries)
    .where(eq(reportDeliveries.scheduleId, scheduleId))
    .orderBy(desc(reportDeliveries.startedAt))
    .limit(limit);
}

/** A delivery of this schedule (another schedule's delivery id is not found). */
export async function findDelivery(db: Database, scheduleId: string, deliveryId: string) {
  const [row] = await db
    .select()
    .from(reportDeliveries)
    .where(and(eq(reportDeliveries.id, deliveryId), eq(reportDeliveries.scheduleId, scheduleId)));
  return row;
}

export async function findDeliveryById(db: Database, deliveryId: string) {
  const [row] = await db.select().from(reportDeliveries).where(eq(reportDeliveries.id, deliveryId));
  return row;
}

export async function setDeliveryOutcome(
  db: Database,
  id: string,
  status: (typeof reportDeliveries.$inferSelect)['status'],
  sentTo: (typeof reportDeliveries.$inferSelect)['sentTo'],
) {
  await db
    .update(reportDeliveries)
    .set({ status, sentTo, finishedAt: sql`now()` })
    .where(eq(reportDeliveries.id, id));
}
