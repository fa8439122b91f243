import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, memberships, users } from '../../db/schema/identity';

export type UserMembershipRow = { companyId: string; companyCode: string; name: string; permissions: string[] };

export async function findUserForPermissions(
  db: Database,
  userId: string,
): Promise<{ id: string; email: string; displayName: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The user's companies with their permissions, by company code; locked for the change when in a transaction. */
export async function findMembershipsOfUser(db: Database, userId: string): Promise<UserMembershipRow[]> {
  return db
    .select({
      companyId: memberships.companyId,
      companyCode: companies.code,
      name: companies.name,
      permissions: memberships.permissions,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(companies.code)
    .for('update', { of: memberships });
}

export async function setMembershipPermissions(
  db: Database,
  where: { userId: string; companyId: string },
  permissions: string[],
): Promise<void> {
  await db
    .update(memberships)
    .set({ permissions })
    .where(and(eq(memberships.userId, where.userId), eq(memberships.companyId, where.companyId)));
}
