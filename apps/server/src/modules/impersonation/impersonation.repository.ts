import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, memberships, users } from '../../db/schema/identity';
import { containsPattern } from '../../db/like-pattern';

/** Active customer users with their companies (for staff choosing whom to impersonate). */
export async function findCustomerUsers(db: Database, filter: { search?: string; userId?: string; limit: number }) {
  const term = filter.search ? containsPattern(filter.search) : undefined;
  return db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      userType: users.userType,
      createdAt: users.createdAt,
      companyCodes: sql<
        string[]
      >`coalesce(array_agg(${companies.code} order by ${companies.code}) filter (where ${companies.code} is not null), '{}')`,
      companyNames: sql<
        string[]
      >`coalesce(array_agg(${companies.name} order by ${companies.code}) filter (where ${companies.code} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(users.userType, 'CUSTOMER'),
        eq(users.isAdmin, false),
        eq(users.status, 'active'),
        filter.userId ? eq(users.id, filter.userId) : undefined,
        term ? or(ilike(users.displayName, term), ilike(users.email, term), ilike(companies.name, term)) : undefined,
      ),
    )
    .groupBy(users.id)
    .orderBy(asc(users.displayName))
    .limit(filter.limit);
}
