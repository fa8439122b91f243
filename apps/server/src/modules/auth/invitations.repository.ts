import { and, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema/identity';
import { invites } from '../../db/schema/sessions';
import { containsPattern } from '../../db/like-pattern';

/**
 * Invite Colleagues (decision 036): a company's invitations. Every query takes the company (or the caller's
 * companies) it may touch, so an id of another company's invitation finds nothing. The forwarder's admin
 * (/u/admin, issue #17) reads the same rows of every company through the two reads named so.
 */

const invitationColumns = {
  id: invites.id,
  email: invites.email,
  companyId: invites.companyId,
  companyCode: companies.code,
  companyName: companies.name,
  permissions: invites.permissions,
  message: invites.message,
  sendCount: invites.sendCount,
  createdAt: invites.createdAt,
  lastSentAt: invites.lastSentAt,
  expiresAt: invites.expiresAt,
  usedAt: invites.usedAt,
  revokedAt: invites.revokedAt,
  invitedBy: users.displayName,
};

export type InvitationRow = {
  id: string;
  email: string;
  companyId: string;
  companyCode: string;
  companyName: string;
  permissions: string[];
  message: string;
  sendCount: number;
  createdAt: Date;
  lastSentAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  invitedBy: string | null;
};

function selectInvitations(db: Database) {
  return db
    .select(invitationColumns)
    .from(invites)
    .innerJoin(companies, eq(companies.id, invites.companyId))
    .leftJoin(users, eq(users.id, invites.invitedByUserId));
}

export async function findInvitationsOfCompany(db: Database, companyId: string): Promise<InvitationRow[]> {
  return selectInvitations(db).where(eq(invites.companyId, companyId)).orderBy(desc(invites.createdAt)).limit(500);
}

/** Invitations of every company, for the forwarder's admin (no tenant scope applies on /u/admin). */
export async function findInvitationsOfEveryCompany(
  db: Database,
  filter: { openOnly: boolean; search?: string | undefined; companyCode?: string | undefined },
): Promise<InvitationRow[]> {
  const term = filter.search ? containsPattern(filter.search) : undefined;
  return selectInvitations(db)
    .where(
      and(
        filter.openOnly ? and(isNull(invites.usedAt), isNull(invites.revokedAt)) : undefined,
        term ? or(ilike(invites.email, term), ilike(companies.name, term)) : undefined,
        filter.companyCode ? eq(sql`lower(${companies.code})`, filter.companyCode.toLowerCase()) : undefined,
      ),
    )
    .orderBy(desc(invites.lastSentAt), desc(invites.id))
    .limit(500);
}

/** One invitation of any company, for the forwarder's admin. */
export async function findInvitationOfAnyCompany(db: Database, id: string): Promise<InvitationRow | undefined> {
  const [row] = await selectInvitations(db).where(eq(invites.id, id)).limit(1);
  return row;
}

export async function findInvitationInCompanies(
  db: Database,
  where: { id: string; companyIds: string[] },
): Promise<InvitationRow | undefined> {
  if (where.companyIds.length === 0) return undefined;
  const [row] = await selectInvitations(db)
    .where(and(eq(invites.id, where.id), inArray(invites.companyId, where.companyIds)))
    .limit(1);
  return row;
}

/** Of these (lower-cased) addresses, those that already have an account. */
export async function findExistingAccountEmails(db: Database, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return rows.map((r) => r.email);
}

/** Of these (lower-cased) addresses, those with a pending invitation to the company. */
export async function findPendingInvitationEmails(
  db: Database,
  where: { companyId: string; emails: string[]; now: Date },
): Promise<string[]> {
  if (where.emails.length === 0) return [];
  const rows = await db
    .select({ email: sql<string>`lower(${invites.email})` })
    .from(invites)
    .where(
      and(
        eq(invites.companyId, where.companyId),
        inArray(sql`lower(${invites.email})`, where.emails),
        isNull(invites.usedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, where.now),
      ),
    );
  return rows.map((r) => r.email);
}

export async function insertInvitations(
  db: Database,
  rows: {
    email: string;
    companyId: string;
    permissions: string[];
    tokenHash: string;
    invitedByUserId: string;
    expiresAt: Date;
    message: string;
  }[],
): Promise<{ id: string; email: string }[]> {
  return db.insert(invites).values(rows).returning({ id: invites.id, email: invites.email });
}

/** Neither accepted nor revoked (an expired one may still be sent again or revoked). */
const open = (id: string) => and(eq(invites.id, id), isNull(invites.usedAt), isNull(invites.revokedAt));

/**
 * Gives an open invitation a new token (the old link stops working), a new expiry and one more send, unless
 * another request sent it since it was read (`sendCount`); answers whether it did.
 */
export async function reissueInvitation(
  db: Database,
  where: { id: string; sendCount: number },
  values: { tokenHash: string; expiresAt: Date; lastSentAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      sendCount: sql`${invites.sendCount} + 1`,
      lastSentAt: values.lastSentAt,
    })
    .where(and(open(where.id), eq(invites.sendCount, where.sendCount)))
    .returning({ id: invites.id });
  return rows.length === 1;
}

/** Revokes an open invitation; its token is replaced by one nobody holds, so the old link is dead. */
export async function revokeInvitation(db: Database, where: { id: string }, deadTokenHash: string): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ revokedAt: new Date(), tokenHash: deadTokenHash })
    .where(open(where.id))
    .returning({ id: invites.id });
  return rows.length === 1;
}
