import { type Database } from '@connect/server/src/db/client';
import { companies, memberships, users } from '@connect/server/src/db/schema/identity';
import { hashPassword } from '@connect/server/src/modules/auth/passwords.service';
import { and, eq, like } from 'drizzle-orm';
import { type BenchCompany } from './companies';
import { benchPassword, benchUserEmail } from './scale-config';

/** The bench companies and the signed-in bench user of the scale data, written into a target. */

/** The companies with their fixed ids, the bench user and its two memberships (idempotent). */
export async function ensureBenchIdentities(db: Database, list: BenchCompany[]): Promise<void> {
  await db
    .insert(companies)
    .values(
      list.map((c) => ({
        id: c.companyId,
        code: c.code,
        name: c.name,
        streetAddress1: c.streetAddress1,
        city: c.city,
        stateProvince: c.stateProvince,
        postalCode: c.postalCode,
        countryCode: c.countryCode,
        email: `logistics@${c.code.toLowerCase()}.example`,
      })),
    )
    .onConflictDoNothing();
  const existing = await db
    .select({ id: companies.id, code: companies.code })
    .from(companies)
    .where(like(companies.code, 'BENCH%'));
  const idOf = new Map(existing.map((c) => [c.code, c.id]));
  const wrong = list.find((c) => idOf.get(c.code) !== c.companyId);
  if (wrong)
    throw new Error(`company ${wrong.code} exists with another id: drop the bench database or data folder and rerun`);
  const [big, small] = list;
  if (!big || !small) throw new Error('no bench companies');
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, benchUserEmail));
  let userId = found?.id;
  if (!userId) {
    const [row] = await db
      .insert(users)
      .values({
        email: benchUserEmail,
        displayName: 'Bench User',
        userType: 'CUSTOMER',
        status: 'active',
        passwordHash: await hashPassword(benchPassword),
        selectedCompanyId: big.companyId,
      })
      .returning({ id: users.id });
    userId = row?.id;
  }
  if (!userId) throw new Error('bench user was not created');
  await db.update(users).set({ selectedCompanyId: big.companyId, status: 'active' }).where(eq(users.id, userId));
  for (const company of [big, small]) {
    await db
      .insert(memberships)
      .values({ userId, companyId: company.companyId, permissions: ['shipment'] })
      .onConflictDoNothing();
    await db
      .update(memberships)
      .set({ permissions: ['shipment'] })
      .where(and(eq(memberships.userId, userId), eq(memberships.companyId, company.companyId)));
  }
}
