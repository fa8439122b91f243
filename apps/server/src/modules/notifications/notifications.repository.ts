import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, users } from '../../db/schema/identity';
import { notificationPreferences } from '../../db/schema/shipments';

/**
 * Active users of a company whose membership carries `permission` and who have not turned the event off
 * (no preference row means on: spec 1 §3 defaults).
 */
export async function findEventRecipients(
  db: Database,
  { companyId, eventTypeId, permission }: { companyId: string; eventTypeId: number; permission: string },
): Promise<{ userId: string; email: string; displayName: string }[]> {
  return db
    .select({ userId: users.id, email: users.email, displayName: users.displayName })
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
): Promise<{ userId: string; email: string; displayName: string }[]> {
  return db
    .select({ userId: users.id, email: users.email, displayName: users.displayName })
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
