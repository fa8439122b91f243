import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaFactors } from '../../db/schema/account-security';
import { companies, memberships } from '../../db/schema/identity';

/** Does one of the user's companies require a second factor that the user has not set up? One round trip. */
export async function isSecondFactorMissing(db: Database, userId: string): Promise<boolean> {
  const enrolled = db
    .select({ one: sql`1` })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)));
  const [row] = await db
    .select({
      missing: sql<boolean | null>`coalesce(bool_or(${companies.mfaRequired}), false) and not exists(${enrolled})`,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId));
  return row?.missing === true;
}
