import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema/identity';
import { invites } from '../../db/schema/sessions';

/** Invitations of every company, for the forwarder's admin (no tenant scope applies on /u/admin). */

const columns = {
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

export type AdminInvitationRow = {
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

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function select(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(invites)
    .innerJoin(companies, eq(companies.id, invites.companyId))
    .leftJoin(users, eq(users.id, invites.invitedByUserId))
    .where(where);
}

export async function findAdminInvitations(
  db: Database,
  filter: { openOnly: boolean; search?: string | undefined; companyCode?: string | undefined },
): Promise<AdminInvitationRow[]> {
  const term = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  return select(
    db,
    and(
      filter.openOnly ? and(isNull(invites.usedAt), isNull(invites.revokedAt)) : undefined,
      term ? or(ilike(invites.email, term), ilike(companies.name, term)) : undefined,
      filter.companyCode ? eq(sql`lower(${companies.code})`, filter.companyCode.toLowerCase()) : undefined,
    ),
  )
    .orderBy(desc(invites.lastSentAt), desc(invites.id))
    .limit(500);
}

export async function findAdminInvitation(db: Database, id: string): Promise<AdminInvitationRow | undefined> {
  const [row] = await select(db, eq(invites.id, id)).limit(1);
  return row;
}

/** The account of the invited address, when there is one (its history shows the invitation's changes). */
export async function findUserIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.id;
}
