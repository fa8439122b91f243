import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { companies, memberships, users } from '../../db/schema/identity';
import { containsPattern } from '../../db/like-pattern';

export type AdminUserFilter = {
  search?: string;
  companyCode?: string;
  userType?: 'EMPLOYEE' | 'CUSTOMER' | 'ADMIN';
  status?: 'invited' | 'active' | 'disabled';
  filters: readonly GridFilter[];
  sort: readonly GridSort[];
  offset: number;
  limit: number;
};

/** The users grid's columns as SQL: what its filters and sort may name. */
const userGridColumns: GridColumns = {
  displayName: { column: users.displayName, kind: 'text' },
  email: { column: users.email, kind: 'text' },
  userType: { column: users.userType, kind: 'text' },
  admin: { column: users.isAdmin, kind: 'boolean' },
  status: { column: users.status, kind: 'text' },
  companies: {
    column: sql`(select string_agg(c.code, ', ' order by c.code) from ${memberships} m join ${companies} c on c.id = m.company_id where m.user_id = ${users.id})`,
    kind: 'text',
  },
  createdAt: { column: users.createdAt, kind: 'date' },
};

/** Users for the forwarder's admin (admins see every company's users: no tenant scope applies here). */
export async function findUsersPage(db: Database, filter: AdminUserFilter) {
  const term = filter.search ? containsPattern(filter.search) : undefined;
  const companyUserIds = filter.companyCode
    ? db
        .select({ id: memberships.userId })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(eq(companies.code, filter.companyCode))
    : undefined;
  const where = and(
    term ? or(ilike(users.displayName, term), ilike(users.email, term)) : undefined,
    companyUserIds ? inArray(users.id, companyUserIds) : undefined,
    filter.userType === 'ADMIN' ? eq(users.isAdmin, true) : undefined,
    filter.userType && filter.userType !== 'ADMIN' ? eq(users.userType, filter.userType) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
    gridWhere(userGridColumns, filter.filters),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(
        ...gridOrderBy(userGridColumns, filter.sort, [desc(users.createdAt), sql`${users.email}`, sql`${users.id}`]),
      )
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const memberRows = ids.length
    ? await db
        .select({
          userId: memberships.userId,
          companyCode: companies.code,
          name: companies.name,
          permissions: memberships.permissions,
        })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(inArray(memberships.userId, ids))
        .orderBy(companies.code)
    : [];
  return { rows, memberRows, total: Number(total?.value ?? 0) };
}

export async function setUserStatus(db: Database, userId: string, status: 'active' | 'disabled'): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}
