import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, memberships, users } from '../../db/schema/identity';
import {
  reportDefinitions,
  reportPermissions,
  reportRoleReports,
  reportRoles,
  reportRoleUsers,
} from '../../db/schema/reports';
import type { ManagerScope } from './report-manager-scope';
import { grantedIn, idList } from './report-scope-sql';

/**
 * Report roles' SQL (decision 095). Every read and write names the manager's scope: a company's report admin
 * reaches only the roles of their companies.
 */
const inScope = (scope: ManagerScope) => (scope.all ? undefined : inArray(reportRoles.companyId, scope.companyIds));

export async function findRoles(db: Database, scope: ManagerScope, ids?: string[]) {
  const roles = await db
    .select({
      id: reportRoles.id,
      companyId: reportRoles.companyId,
      companyCode: companies.code,
      name: reportRoles.name,
    })
    .from(reportRoles)
    .innerJoin(companies, eq(companies.id, reportRoles.companyId))
    .where(and(inScope(scope), ids ? inArray(reportRoles.id, ids) : undefined))
    .orderBy(asc(companies.code), asc(reportRoles.name));
  if (roles.length === 0) return [];
  const roleIds = roles.map((r) => r.id);
  const [reportRows, userRows] = await Promise.all([
    db
      .select({ roleId: reportRoleReports.roleId, id: reportDefinitions.id, name: reportDefinitions.name })
      .from(reportRoleReports)
      .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportRoleReports.reportId))
      .where(inArray(reportRoleReports.roleId, roleIds))
      .orderBy(asc(reportDefinitions.name)),
    db
      .select({ roleId: reportRoleUsers.roleId, id: users.id, email: users.email, displayName: users.displayName })
      .from(reportRoleUsers)
      .innerJoin(users, eq(users.id, reportRoleUsers.userId))
      .where(inArray(reportRoleUsers.roleId, roleIds))
      .orderBy(asc(users.email)),
  ]);
  return roles.map((r) => ({
    ...r,
    reports: reportRows.filter((x) => x.roleId === r.id).map(({ roleId: _, ...x }) => x),
    users: userRows.filter((x) => x.roleId === r.id).map(({ roleId: _, ...x }) => x),
  }));
}

export async function findRoleByName(db: Database, companyId: string, name: string) {
  const [row] = await db
    .select({ id: reportRoles.id })
    .from(reportRoles)
    .where(and(eq(reportRoles.companyId, companyId), sql`lower(${reportRoles.name}) = lower(${name})`));
  return row;
}

/**
 * How many of the reports a role of `companyId` may hold: any report for a portal admin; for a company's report
 * admin, the reports given to that company or granted in it to one of its users (decision 095).
 */
export async function countRoleReports(db: Database, scope: ManagerScope, companyId: string, reportIds: string[]) {
  if (reportIds.length === 0) return 0;
  const given = sql`exists (select 1 from ${reportPermissions} p where p.report_id = ${reportDefinitions.id}
      and (p.company_id = ${companyId} or ${grantedIn(idList([companyId]))}))`;
  const rows = await db
    .select({ id: reportDefinitions.id })
    .from(reportDefinitions)
    .where(and(inArray(reportDefinitions.id, reportIds), scope.all ? undefined : given));
  return rows.length;
}

/** How many of the users are members of the company. */
export async function countMembers(db: Database, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return 0;
  const rows = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), inArray(memberships.userId, userIds)));
  return rows.length;
}

export type RoleValues = { companyId: string; name: string; reportIds: string[]; userIds: string[] };

/** Creates (id null) or replaces a role with its reports and users; false when the role to replace is gone. */
export async function saveRole(db: Database, id: string | null, values: RoleValues): Promise<string | null> {
  return db.transaction(async (tx) => {
    let roleId = id;
    if (roleId === null) {
      const [row] = await tx
        .insert(reportRoles)
        .values({ companyId: values.companyId, name: values.name })
        .returning({ id: reportRoles.id });
      roleId = row?.id ?? null;
    } else {
      const rows = await tx
        .update(reportRoles)
        .set({ companyId: values.companyId, name: values.name })
        .where(eq(reportRoles.id, roleId))
        .returning({ id: reportRoles.id });
      if (rows.length === 0) return null;
      await tx.delete(reportRoleReports).where(eq(reportRoleReports.roleId, roleId));
      await tx.delete(reportRoleUsers).where(eq(reportRoleUsers.roleId, roleId));
    }
    if (roleId === null) return null;
    const rid = roleId;
    if (values.reportIds.length)
      await tx.insert(reportRoleReports).values(values.reportIds.map((reportId) => ({ roleId: rid, reportId })));
    if (values.userIds.length)
      await tx.insert(reportRoleUsers).values(values.userIds.map((userId) => ({ roleId: rid, userId })));
    return rid;
  });
}

export async function deleteRole(db: Database, id: string) {
  const rows = await db.delete(reportRoles).where(eq(reportRoles.id, id)).returning({ id: reportRoles.id });
  return rows.length > 0;
}
