import { and, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema/identity';
import { invites } from '../../db/schema/sessions';

/** Companies by code (lower-cased keys), for the codes a file names. */
export async function findCompaniesByCodes(db: Database, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ id: companies.id, code: companies.code, name: companies.name })
    .from(companies)
    .where(inArray(sql`lower(${companies.code})`, codes));
}

/** Of these (lower-cased) addresses, those that belong to a user. */
export async function findUserEmails(db: Database, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return rows.map((r) => r.email);
}

/** Pending (neither used, revoked nor expired) invitations of these addresses: `email|companyId`, lower-cased. */
export async function findPendingInvitePairs(db: Database, emails: string[], now: Date): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${invites.email})`, companyId: invites.companyId })
    .from(invites)
    .where(
      and(
        inArray(sql`lower(${invites.email})`, emails),
        isNull(invites.usedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, now),
      ),
    );
  return new Set(rows.map((r) => `${r.email}|${r.companyId}`));
}

export async function insertBulkInvites(
  db: Database,
  rows: {
    email: string;
    companyId: string;
    permissions: string[];
    tokenHash: string;
    invitedByUserId: string;
    expiresAt: Date;
  }[],
): Promise<{ id: string; email: string }[]> {
  if (rows.length === 0) return [];
  return db.insert(invites).values(rows).returning({ id: invites.id, email: invites.email });
}

/** Serializes bulk invitations (a double click, two admins with one file): the second sees the first's rows. */
export async function lockBulkInvites(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('connect.admin.bulk-invite'))`);
}
