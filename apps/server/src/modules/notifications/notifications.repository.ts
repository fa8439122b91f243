import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, users } from '../../db/schema/identity';
import { notificationDigestItems } from '../../db/schema/profile';
import { notificationPreferences } from '../../db/schema/shipments';

/** A recipient with the channels and frequency of their preference (no row: both channels, at once). */
export type Recipient = {
  userId: string;
  email: string;
  displayName: string;
  /** Their My Profile language: their notices are worded in it (decision 100). */
  locale: string;
  emailEnabled: boolean;
  portalEnabled: boolean;
  frequency: 'immediate' | 'daily';
  timeZone: string;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
};

const recipientColumns = {
  userId: users.id,
  email: users.email,
  displayName: users.displayName,
  locale: users.locale,
  emailEnabled: sql<boolean>`coalesce(${notificationPreferences.emailEnabled}, true)`,
  portalEnabled: sql<boolean>`coalesce(${notificationPreferences.portalEnabled}, true)`,
  frequency: sql<'immediate' | 'daily'>`coalesce(${notificationPreferences.frequency}, 'immediate')`,
  timeZone: users.timeZone,
  quietHoursStart: users.quietHoursStart,
  quietHoursEnd: users.quietHoursEnd,
};

/**
 * Active users of a company whose membership carries `permission` and who have not turned the event off
 * (no preference row means on: spec 1 §3 defaults).
 */
export async function findEventRecipients(
  db: Database,
  { companyId, eventTypeId, permission }: { companyId: string; eventTypeId: number; permission: string },
): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, users.id),
        eq(notificationPreferences.companyId, companyId),
        eq(notificationPreferences.eventTypeId, eventTypeId),
      ),
    )
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(users.status, 'active'),
        sql`exists (select 1 from unnest(${memberships.permissions}) p where lower(p) = ${permission.toLowerCase()})`,
        sql`coalesce(${notificationPreferences.enabled}, true)`,
      ),
    )
    .orderBy(users.email);
}

/** Sets one user's choice for several event ids of one company. */
export async function upsertPreferences(
  db: Database,
  {
    userId,
    companyId,
    eventTypeIds,
    enabled,
  }: { userId: string; companyId: string; eventTypeIds: readonly number[]; enabled: boolean },
): Promise<void> {
  if (eventTypeIds.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(eventTypeIds.map((eventTypeId) => ({ userId, companyId, eventTypeId, enabled })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.companyId, notificationPreferences.eventTypeId],
      set: { enabled, updatedAt: sql`now()` },
    });
}

export type PreferenceRow = {
  companyId: string;
  eventTypeId: number;
  enabled: boolean;
  emailEnabled: boolean;
  portalEnabled: boolean;
  frequency: 'immediate' | 'daily';
};

/** Sets one user's choices (with channels and frequency) for several companies and events, in one statement. */
export async function upsertPreferenceRows(
  db: Database,
  userId: string,
  rows: readonly PreferenceRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ userId, ...row })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.companyId, notificationPreferences.eventTypeId],
      set: {
        enabled: sql`excluded.enabled`,
        emailEnabled: sql`excluded.email_enabled`,
        portalEnabled: sql`excluded.portal_enabled`,
        frequency: sql`excluded.frequency`,
        updatedAt: sql`now()`,
      },
    });
}

export async function findPreferences(
  db: Database,
  { userId, companyIds }: { userId: string; companyIds: readonly string[] },
) {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, userId), inArray(notificationPreferences.companyId, [...companyIds])),
    );
}

/**
 * The forwarder's active employees who have not turned the event off for this company (2222 Booking Submitted is
 * for employees only: spec 1 §3). Admins who are not employees do not get it.
 */
export async function findStaffRecipients(
  db: Database,
  { companyId, eventTypeId }: { companyId: string; eventTypeId: number },
): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, users.id),
        eq(notificationPreferences.companyId, companyId),
        eq(notificationPreferences.eventTypeId, eventTypeId),
      ),
    )
    .where(
      and(
        eq(users.userType, 'EMPLOYEE'),
        eq(users.status, 'active'),
        sql`coalesce(${notificationPreferences.enabled}, true)`,
      ),
    )
    .orderBy(users.email);
}

/**
 * Keeps a notice for a user's digest (daily frequency) or until their quiet hours end: its code and values
 * (`notice`, worded when it goes out) and its title and body as worded now.
 */
export async function insertDigestItem(
  db: Database,
  item: {
    userId: string;
    companyId: string | null;
    eventTypeId: number;
    title: string;
    body: string;
    link: string;
    notice: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(notificationDigestItems).values(item);
}

/** Active users with notices not yet sent, with their language, zone and quiet hours. */
export async function findUsersWithPendingItems(db: Database) {
  return db
    .selectDistinct({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      locale: users.locale,
      timeZone: users.timeZone,
      quietHoursStart: users.quietHoursStart,
      quietHoursEnd: users.quietHoursEnd,
    })
    .from(notificationDigestItems)
    .innerJoin(users, eq(users.id, notificationDigestItems.userId))
    .where(and(isNull(notificationDigestItems.sentAt), eq(users.status, 'active')));
}

/** A user's unsent notices, oldest first, with the frequency the user now keeps for each (no row: at once). */
export async function findPendingItems(db: Database, userId: string) {
  return db
    .select({
      id: notificationDigestItems.id,
      eventTypeId: notificationDigestItems.eventTypeId,
      title: notificationDigestItems.title,
      body: notificationDigestItems.body,
      link: notificationDigestItems.link,
      notice: notificationDigestItems.notice,
      createdAt: notificationDigestItems.createdAt,
      frequency: sql<'immediate' | 'daily'>`coalesce(${notificationPreferences.frequency}, 'immediate')`,
    })
    .from(notificationDigestItems)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, notificationDigestItems.userId),
        eq(notificationPreferences.companyId, notificationDigestItems.companyId),
        eq(notificationPreferences.eventTypeId, notificationDigestItems.eventTypeId),
      ),
    )
    .where(and(eq(notificationDigestItems.userId, userId), isNull(notificationDigestItems.sentAt)))
    .orderBy(asc(notificationDigestItems.createdAt), asc(notificationDigestItems.id));
}

/** Marks notices sent; only those still unsent (a second runner cannot send them twice). Returns the ids marked. */
export async function markItemsSent(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(notificationDigestItems)
    .set({ sentAt: sql`now()` })
    .where(and(inArray(notificationDigestItems.id, [...ids]), isNull(notificationDigestItems.sentAt)))
    .returning({ id: notificationDigestItems.id });
  return rows.map((r) => r.id);
}

export async function findQuietHours(db: Database, userId: string) {
  const [row] = await db
    .select({ start: users.quietHoursStart, end: users.quietHoursEnd, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function updateQuietHours(
  db: Database,
  userId: string,
  { start, end }: { start: string | null; end: string | null },
): Promise<void> {
  await db.update(users).set({ quietHoursStart: start, quietHoursEnd: end }).where(eq(users.id, userId));
}
