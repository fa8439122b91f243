import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, memberships, users } from '../../db/schema/identity';
import {
  reportCategories,
  reportDefinitions,
  reportPermissions,
  reportRoleReports,
  reportRoles,
  reportRoleUsers,
  reportRuns,
} from '../../db/schema/reports';
import type { ManagerScope } from './report-manager-scope';
import { idList, reportInCompanies, scopeMembers } from './report-scope-sql';
import { containsPattern } from '../../db/like-pattern';

/**
 * Reports' SQL. What a user reads of the catalogue always goes through `ReportAudience` (the selected company and
 * the user): a report shows only when a permission row names that company, or that user (granted by the forwarder
 * or in that company), or a role of that company holds it for the user. The admin functions
 * (report management) read and write every definition; only admin routes call them.
 */
export type ReportAudience = { companyId: string; userId: string };

const visibleTo = (audience: ReportAudience): SQL =>
  sql`(exists (select 1 from ${reportPermissions} p where p.report_id = ${reportDefinitions.id}
        and (p.company_id = ${audience.companyId} or (p.user_id = ${audience.userId}
          and (p.granted_in_company_id is null or p.granted_in_company_id = ${audience.companyId}))))
      or exists (select 1 from ${reportRoleReports} rr
        join ${reportRoles} r on r.id = rr.role_id
        join ${reportRoleUsers} ru on ru.role_id = r.id
       where rr.report_id = ${reportDefinitions.id} and r.company_id = ${audience.companyId}
         and ru.user_id = ${audience.userId}))`;

/**
 * The reports a company's report admin manages (decision 095): those that lie in one of their companies (given to
 * it, granted to a user in it, or in one of its report roles). Null for a portal admin (every report).
 */
export const manageableBy = (scope: ManagerScope): SQL | undefined =>
  scope.all ? undefined : reportInCompanies(sql`${reportDefinitions.id}`, idList(scope.companyIds));

const catalogueColumns = {
  id: reportDefinitions.id,
  name: reportDefinitions.name,
  description: reportDefinitions.description,
  kind: reportDefinitions.kind,
  url: reportDefinitions.url,
  builtIn: reportDefinitions.builtIn,
  categoryId: reportDefinitions.categoryId,
  categoryName: reportCategories.name,
  categorySort: reportCategories.sortOrder,
};
export type CatalogueRow = {
  id: string;
  name: string;
  description: string;
  kind: 'url' | 'builtIn';
  url: string;
  builtIn: string | null;
  categoryId: string | null;
  categoryName: string | null;
  categorySort: number | null;
};

/** The active reports the audience sees (every active one when `audience` is null: a portal admin). */
export async function findCatalogue(db: Database, audience: ReportAudience | null): Promise<CatalogueRow[]> {
  return db
    .select(catalogueColumns)
    .from(reportDefinitions)
    .leftJoin(reportCategories, eq(reportCategories.id, reportDefinitions.categoryId))
    .where(and(eq(reportDefinitions.active, true), audience ? visibleTo(audience) : undefined))
    .orderBy(asc(reportCategories.sortOrder), asc(reportCategories.name), asc(reportDefinitions.name));
}

/** The audience's reports, the ones this user ran most first (then by name), at most `limit`. */
export async function findTopReports(
  db: Database,
  audience: ReportAudience | null,
  userId: string,
  limit: number,
): Promise<CatalogueRow[]> {
  const runs = sql<number>`(select count(*) from ${reportRuns} r where r.user_id = ${userId}
      and (r.report_id = ${reportDefinitions.id}
        or (${reportDefinitions.builtIn} is not null and r.report_id is null and r.report_name = ${reportDefinitions.builtIn})))`;
  return db
    .select(catalogueColumns)
    .from(reportDefinitions)
    .leftJoin(reportCategories, eq(reportCategories.id, reportDefinitions.categoryId))
    .where(and(eq(reportDefinitions.active, true), audience ? visibleTo(audience) : undefined))
    .orderBy(desc(runs), asc(reportDefinitions.name))
    .limit(limit);
}

/** One active report the audience sees (null for a portal admin's unrestricted read). */
export async function findVisibleReport(db: Database, audience: ReportAudience | null, reportId: string) {
  const [row] = await db
    .select(catalogueColumns)
    .from(reportDefinitions)
    .leftJoin(reportCategories, eq(reportCategories.id, reportDefinitions.categoryId))
    .where(
      and(
        eq(reportDefinitions.id, reportId),
        eq(reportDefinitions.active, true),
        audience ? visibleTo(audience) : undefined,
      ),
    );
  return row;
}

export async function insertReportRun(db: Database, run: typeof reportRuns.$inferInsert) {
  await db.insert(reportRuns).values(run);
}

/** A company's name and postal address (the invoice's bill-to), by id. */
export async function findCompanyAddress(db: Database, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) return undefined;
  return {
    name: row.name,
    address: [
      row.streetAddress1,
      row.city,
      [row.stateProvince, row.postalCode].filter(Boolean).join(' '),
      row.countryCode,
    ]
      .filter(Boolean)
      .join(', '),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report management

export async function findCategories(db: Database, scope: ManagerScope) {
  return db
    .select({
      id: reportCategories.id,
      name: reportCategories.name,
      sortOrder: reportCategories.sortOrder,
      reportCount: count(reportDefinitions.id),
    })
    .from(reportCategories)
    .leftJoin(reportDefinitions, and(eq(reportDefinitions.categoryId, reportCategories.id), manageableBy(scope)))
    .groupBy(reportCategories.id)
    .orderBy(asc(reportCategories.sortOrder), asc(reportCategories.name));
}

export async function findCategoryByName(db: Database, name: string) {
  const [row] = await db
    .select({ id: reportCategories.id })
    .from(reportCategories)
    .where(sql`lower(${reportCategories.name}) = lower(${name})`);
  return row;
}

export async function insertCategory(db: Database, values: { name: string; sortOrder: number }) {
  const [row] = await db.insert(reportCategories).values(values).returning({ id: reportCategories.id });
  return row?.id ?? '';
}

export async function updateCategory(db: Database, id: string, values: { name: string; sortOrder: number }) {
  const rows = await db
    .update(reportCategories)
    .set(values)
    .where(eq(reportCategories.id, id))
    .returning({ id: reportCategories.id });
  return rows.length > 0;
}

export async function deleteCategory(db: Database, id: string) {
  const rows = await db
    .delete(reportCategories)
    .where(eq(reportCategories.id, id))
    .returning({ id: reportCategories.id });
  return rows.length > 0;
}

/**
 * The definitions in the scope, with who sees each: for a company's report admin only their companies and the
 * user grants made in them (to users still members there); for a portal admin every company and user.
 */
export async function findDefinitions(db: Database, scope: ManagerScope, ids?: string[]) {
  const rows = await db
    .select({
      id: reportDefinitions.id,
      name: reportDefinitions.name,
      description: reportDefinitions.description,
      categoryId: reportDefinitions.categoryId,
      categoryName: reportCategories.name,
      kind: reportDefinitions.kind,
      url: reportDefinitions.url,
      builtIn: reportDefinitions.builtIn,
      active: reportDefinitions.active,
      updatedAt: reportDefinitions.updatedAt,
    })
    .from(reportDefinitions)
    .leftJoin(reportCategories, eq(reportCategories.id, reportDefinitions.categoryId))
    .where(and(ids ? inArray(reportDefinitions.id, ids) : undefined, manageableBy(scope)))
    .orderBy(asc(reportDefinitions.name));
  if (rows.length === 0) return [];
  const reportIds = rows.map((r) => r.id);
  const [companyRows, userRows] = await Promise.all([
    db
      .select({ reportId: reportPermissions.reportId, id: companies.id, code: companies.code, name: companies.name })
      .from(reportPermissions)
      .innerJoin(companies, eq(companies.id, reportPermissions.companyId))
      .where(
        and(
          inArray(reportPermissions.reportId, reportIds),
          scope.all ? undefined : inArray(companies.id, scope.companyIds),
        ),
      )
      .orderBy(asc(companies.code)),
    db
      .select({
        reportId: reportPermissions.reportId,
        id: users.id,
        email: users.email,
        displayName: users.displayName,
      })
      .from(reportPermissions)
      .innerJoin(users, eq(users.id, reportPermissions.userId))
      .where(
        and(
          inArray(reportPermissions.reportId, reportIds),
          scope.all
            ? undefined
            : sql`${reportPermissions.grantedInCompanyId} in (${idList(scope.companyIds)}) and exists (select 1
                from ${memberships} gm where gm.user_id = ${reportPermissions.userId}
                and gm.company_id = ${reportPermissions.grantedInCompanyId})`,
        ),
      )
      .orderBy(asc(users.email)),
  ]);
  const uniqueUsers = userRows.filter(
    (u, i) => userRows.findIndex((o) => o.reportId === u.reportId && o.id === u.id) === i,
  );
  return rows.map((r) => ({
    ...r,
    companies: companyRows.filter((c) => c.reportId === r.id).map(({ reportId: _, ...c }) => c),
    users: uniqueUsers.filter((u) => u.reportId === r.id).map(({ reportId: _, ...u }) => u),
  }));
}

export async function findDefinitionByName(db: Database, name: string) {
  const [row] = await db
    .select({ id: reportDefinitions.id })
    .from(reportDefinitions)
    .where(sql`lower(${reportDefinitions.name}) = lower(${name})`);
  return row;
}

export type DefinitionValues = {
  name: string;
  description: string;
  categoryId: string | null;
  kind: 'url' | 'builtIn';
  url: string;
  builtIn: string | null;
  active: boolean;
};

export async function insertDefinition(db: Database, values: DefinitionValues) {
  const [row] = await db.insert(reportDefinitions).values(values).returning({ id: reportDefinitions.id });
  return row?.id ?? '';
}

export async function updateDefinition(db: Database, id: string, values: DefinitionValues) {
  const rows = await db
    .update(reportDefinitions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reportDefinitions.id, id))
    .returning({ id: reportDefinitions.id });
  return rows.length > 0;
}

export async function deleteDefinition(db: Database, id: string) {
  const rows = await db
    .delete(reportDefinitions)
    .where(eq(reportDefinitions.id, id))
    .returning({ id: reportDefinitions.id });
  return rows.length > 0;
}

export async function categoryExists(db: Database, id: string) {
  const [row] = await db.select({ id: reportCategories.id }).from(reportCategories).where(eq(reportCategories.id, id));
  return Boolean(row);
}

/** How many of the ids name existing companies and users within the scope (its companies and their members). */
export async function countTargets(db: Database, scope: ManagerScope, companyIds: string[], userIds: string[]) {
  const [c] = companyIds.length
    ? await db
        .select({ n: count() })
        .from(companies)
        .where(and(inArray(companies.id, companyIds), scope.all ? undefined : inArray(companies.id, scope.companyIds)))
    : [{ n: 0 }];
  const [u] = userIds.length
    ? await db
        .select({ n: count() })
        .from(users)
        .where(
          and(
            inArray(users.id, userIds),
            scope.all ? undefined : sql`${users.id} in ${scopeMembers(scope.companyIds)}`,
          ),
        )
    : [{ n: 0 }];
  return { companies: Number(c?.n ?? 0), users: Number(u?.n ?? 0) };
}

/** The scope's companies a report lies in (decision 095): a company's report admin grants it only there. */
export async function findReportCompanies(db: Database, companyIds: string[], reportId: string) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, companyIds), reportInCompanies(sql`${reportId}::uuid`, sql`${companies.id}`)));
  return rows.map((r) => r.id);
}

/**
 * Replaces who sees a report within the scope. A company's report admin replaces the rows of their companies and
 * the user grants made in them; each user is granted in every one of `reportCompanies` they belong to, and
 * everything other companies granted stays. A portal admin replaces the company rows and takes the report from
 * users left out; a user kept keeps their grants as they are (a company's grant stays that company's), a user
 * added gets the forwarder's grant.
 */
export async function replacePermissions(
  db: Database,
  scope: ManagerScope,
  target: { reportId: string; reportCompanies: string[] },
  companyIds: string[],
  userIds: string[],
) {
  const { reportId } = target;
  await db.transaction(async (tx) => {
    if (scope.all) {
      await tx.delete(reportPermissions).where(
        and(
          eq(reportPermissions.reportId, reportId),
          userIds.length
            ? sql`(${reportPermissions.companyId} is not null
                  or ${reportPermissions.userId} not in (${idList(userIds)}))`
            : undefined,
        ),
      );
      const kept = await tx
        .select({ userId: reportPermissions.userId })
        .from(reportPermissions)
        .where(eq(reportPermissions.reportId, reportId));
      const keptIds = new Set(kept.map((k) => k.userId));
      const rows = [
        ...companyIds.map((companyId) => ({ reportId, companyId })),
        ...userIds.filter((userId) => !keptIds.has(userId)).map((userId) => ({ reportId, userId })),
      ];
      if (rows.length) await tx.insert(reportPermissions).values(rows);
      return;
    }
    await tx.delete(reportPermissions).where(
      and(
        eq(reportPermissions.reportId, reportId),
        sql`(${reportPermissions.companyId} in (${idList(scope.companyIds)})
            or ${reportPermissions.grantedInCompanyId} in (${idList(scope.companyIds)}))`,
      ),
    );
    const grants = userIds.length
      ? await tx
          .select({ userId: memberships.userId, companyId: memberships.companyId })
          .from(memberships)
          .where(and(inArray(memberships.userId, userIds), inArray(memberships.companyId, target.reportCompanies)))
      : [];
    const rows = [
      ...companyIds.map((companyId) => ({ reportId, companyId })),
      ...grants.map((g) => ({ reportId, userId: g.userId, grantedInCompanyId: g.companyId })),
    ];
    if (rows.length) await tx.insert(reportPermissions).values(rows);
  });
}

export async function findRunsPage(
  db: Database,
  scope: ManagerScope,
  query: { pageNumber: number; pageSize: number; reportName?: string | undefined },
) {
  const where = and(
    query.reportName ? sql`${reportRuns.reportName} ilike ${containsPattern(query.reportName)}` : undefined,
    scope.all ? undefined : inArray(reportRuns.companyId, scope.companyIds),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reportRuns.id,
        reportName: reportRuns.reportName,
        format: reportRuns.format,
        outcome: reportRuns.outcome,
        parameters: reportRuns.parameters,
        ranAt: reportRuns.ranAt,
        userEmail: users.email,
        userName: users.displayName,
        companyCode: companies.code,
      })
      .from(reportRuns)
      .innerJoin(users, eq(users.id, reportRuns.userId))
      .leftJoin(companies, eq(companies.id, reportRuns.companyId))
      .where(where)
      .orderBy(desc(reportRuns.ranAt), desc(reportRuns.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(reportRuns).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The scope's companies, and their active customer users, for the permissions and roles forms. */
export async function findAudienceChoices(db: Database, scope: ManagerScope) {
  const [companyRows, userRows] = await Promise.all([
    db
      .select({ id: companies.id, code: companies.code, name: companies.name })
      .from(companies)
      .where(scope.all ? undefined : inArray(companies.id, scope.companyIds))
      .orderBy(asc(companies.code)),
    db
      .select({ id: users.id, email: users.email, displayName: users.displayName })
      .from(users)
      .where(
        and(
          eq(users.userType, 'CUSTOMER'),
          eq(users.status, 'active'),
          scope.all ? undefined : sql`${users.id} in ${scopeMembers(scope.companyIds)}`,
        ),
      )
      .orderBy(asc(users.email)),
  ]);
  return { companies: companyRows, users: userRows };
}
