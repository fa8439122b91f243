import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dashboardCompanyWidgets, dashboardUserWidgets } from '../../db/schema/dashboard';
import { companies } from '../../db/schema/identity';

/** A personal layout belongs to one user in one company: both are always part of the scope. */
export type UserLayoutScope = { userId: string; companyId: string };

export type UserWidgetRow = { type: string; sequenceId: number; isDeleted: boolean };
export type CompanyWidgetRow = { type: string; sequenceId: number };

export async function findUserWidgets(db: Database, scope: UserLayoutScope): Promise<UserWidgetRow[]> {
  return db
    .select({
      type: dashboardUserWidgets.type,
      sequenceId: dashboardUserWidgets.sequenceId,
      isDeleted: dashboardUserWidgets.isDeleted,
    })
    .from(dashboardUserWidgets)
    .where(and(eq(dashboardUserWidgets.userId, scope.userId), eq(dashboardUserWidgets.companyId, scope.companyId)))
    .orderBy(asc(dashboardUserWidgets.sequenceId), asc(dashboardUserWidgets.type));
}

/** Replaces the user's whole layout in this company (one transaction: never half a layout). */
export async function replaceUserWidgets(db: Database, scope: UserLayoutScope, rows: UserWidgetRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(dashboardUserWidgets)
      .where(and(eq(dashboardUserWidgets.userId, scope.userId), eq(dashboardUserWidgets.companyId, scope.companyId)));
    if (rows.length > 0) await tx.insert(dashboardUserWidgets).values(rows.map((row) => ({ ...scope, ...row })));
  });
}

export async function deleteUserWidgets(db: Database, scope: UserLayoutScope): Promise<void> {
  await db
    .delete(dashboardUserWidgets)
    .where(and(eq(dashboardUserWidgets.userId, scope.userId), eq(dashboardUserWidgets.companyId, scope.companyId)));
}

export async function findCompanyWidgets(db: Database, companyId: string): Promise<CompanyWidgetRow[]> {
  return db
    .select({ type: dashboardCompanyWidgets.type, sequenceId: dashboardCompanyWidgets.sequenceId })
    .from(dashboardCompanyWidgets)
    .where(eq(dashboardCompanyWidgets.companyId, companyId))
    .orderBy(asc(dashboardCompanyWidgets.sequenceId), asc(dashboardCompanyWidgets.type));
}

export async function replaceCompanyWidgets(
  db: Database,
  scope: { companyId: string; updatedBy: string },
  rows: CompanyWidgetRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(dashboardCompanyWidgets).where(eq(dashboardCompanyWidgets.companyId, scope.companyId));
    if (rows.length > 0) await tx.insert(dashboardCompanyWidgets).values(rows.map((row) => ({ ...scope, ...row })));
  });
}

export async function findCompanyIdOfCode(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, code));
  return row?.id;
}
