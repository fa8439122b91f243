import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyGroupMembers, companyGroups, users } from '../../db/schema/identity';

/** Company groups for the forwarder's admin (admins manage every group: no tenant scope applies here). */

export async function findGroups(db: Database, groupId?: string) {
  const groups = await db
    .select()
    .from(companyGroups)
    .where(groupId ? eq(companyGroups.id, groupId) : undefined)
    .orderBy(asc(companyGroups.code));
  const ids = groups.map((g) => g.id);
  if (ids.length === 0) return [];
  const [members, people] = await Promise.all([
    db
      .select({ groupId: companyGroupMembers.groupId, companyCode: companies.code, name: companies.name })
      .from(companyGroupMembers)
      .innerJoin(companies, eq(companies.id, companyGroupMembers.companyId))
      .where(inArray(companyGroupMembers.groupId, ids))
      .orderBy(asc(companies.code)),
    db
      .select({ groupId: users.companyGroupId, userId: users.id, email: users.email, displayName: users.displayName })
      .from(users)
      .where(inArray(users.companyGroupId, ids))
      .orderBy(asc(users.email)),
  ]);
  return groups.map((g) => ({
    id: g.id,
    code: g.code,
    name: g.name,
    companies: members.filter((m) => m.groupId === g.id).map(({ companyCode, name }) => ({ companyCode, name })),
    users: people
      .filter((p) => p.groupId === g.id)
      .map(({ userId, email, displayName }) => ({ userId, email, displayName })),
  }));
}

export async function findCompanyIdsByCodes(db: Database, codes: string[]) {
  return db
    .select({ id: companies.id, code: companies.code })
    .from(companies)
    .where(
      inArray(
        sql`lower(${companies.code})`,
        codes.map((c) => c.toLowerCase()),
      ),
    );
}

/** Inserts a group unless its code (case-insensitive) is taken; answers its id, or undefined when taken. */
export async function insertGroup(db: Database, values: { code: string; name: string }): Promise<string | undefined> {
  const [taken] = await db
    .select({ id: companyGroups.id })
    .from(companyGroups)
    .where(eq(sql`lower(${companyGroups.code})`, values.code.toLowerCase()))
    .limit(1);
  if (taken) return undefined;
  const [row] = await db.insert(companyGroups).values(values).onConflictDoNothing().returning({ id: companyGroups.id });
  return row?.id;
}

export async function renameGroup(db: Database, groupId: string, name: string): Promise<boolean> {
  const rows = await db
    .update(companyGroups)
    .set({ name })
    .where(eq(companyGroups.id, groupId))
    .returning({ id: companyGroups.id });
  return rows.length === 1;
}

/** Makes the group's companies exactly these; answers the codes added and removed. */
export async function setGroupCompanies(db: Database, groupId: string, companyIds: string[]) {
  const before = await db
    .select({ companyId: companyGroupMembers.companyId })
    .from(companyGroupMembers)
    .where(eq(companyGroupMembers.groupId, groupId));
  await db
    .delete(companyGroupMembers)
    .where(and(eq(companyGroupMembers.groupId, groupId), notInArray(companyGroupMembers.companyId, companyIds)));
  await db
    .insert(companyGroupMembers)
    .values(companyIds.map((companyId) => ({ groupId, companyId })))
    .onConflictDoNothing();
  const had = new Set(before.map((b) => b.companyId));
  return {
    added: companyIds.filter((id) => !had.has(id)),
    removed: [...had].filter((id) => !companyIds.includes(id)),
  };
}

/** Makes the group's users exactly these (users leaving it belong to no group); answers who joined and left. */
export async function setGroupUsers(db: Database, groupId: string, userIds: string[]) {
  const left = await db
    .update(users)
    .set({ companyGroupId: null, updatedAt: sql`now()` })
    .where(and(eq(users.companyGroupId, groupId), notInArray(users.id, userIds)))
    .returning({ id: users.id });
  const joined = await db
    .update(users)
    .set({ companyGroupId: groupId, updatedAt: sql`now()` })
    .where(and(inArray(users.id, userIds), sql`${users.companyGroupId} is distinct from ${groupId}`))
    .returning({ id: users.id });
  return { joined: joined.map((j) => j.id), left: left.map((l) => l.id) };
}

export async function countUsers(db: Database, userIds: string[]): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  return rows.length;
}
