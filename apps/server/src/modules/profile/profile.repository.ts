import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyGroupMembers, companyGroups } from '../../db/schema/identity';
import { salesPersons } from '../../db/schema/sessions';

/** Companies by code, limited to the caller's own company codes (the tenant scope). */
export async function findCompaniesInScope(db: Database, companyCodes: string[]) {
  if (companyCodes.length === 0) return [];
  return db.select().from(companies).where(inArray(companies.code, companyCodes)).orderBy(companies.name);
}

export async function findGroupCompanyCodes(db: Database, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ code: companies.code })
    .from(companyGroupMembers)
    .innerJoin(companies, eq(companies.id, companyGroupMembers.companyId))
    .where(eq(companyGroupMembers.groupId, groupId));
  return rows.map((r) => r.code);
}

export async function findGroup(db: Database, groupId: string) {
  const [row] = await db.select().from(companyGroups).where(eq(companyGroups.id, groupId));
  return row;
}

export async function findSalesPersonsForCompanies(db: Database, companyCodes: string[]) {
  if (companyCodes.length === 0) return [];
  return db
    .selectDistinct({
      fullName: salesPersons.fullName,
      emailAddress: salesPersons.emailAddress,
      phone: salesPersons.phone,
    })
    .from(companies)
    .innerJoin(salesPersons, eq(salesPersons.id, companies.salesPersonId))
    .where(inArray(companies.code, companyCodes));
}
