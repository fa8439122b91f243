import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { companies } from '../../db/schema/identity';
import { quotationHistory, quotationOptions, quotations } from '../../db/schema/quotations';

export type QuotationRecord = typeof quotations.$inferSelect;
export type NewQuotation = typeof quotations.$inferInsert;
export type QuotationWithCompany = QuotationRecord & { companyCode: string; companyName: string };
export type QuotationOptionRecord = typeof quotationOptions.$inferSelect;

/**
 * Whose quotations a caller may touch: a customer's selected company, or every company for the forwarder's staff.
 * Always passed, so forgetting the scope is a type error.
 */
export type QuotationScope = { kind: 'company'; companyIds: string[] } | { kind: 'staff' };

const scopeWhere = (scope: QuotationScope): SQL | undefined =>
  scope.kind === 'company' ? inArray(quotations.companyId, scope.companyIds) : undefined;

export const quotationGridColumns: GridColumns = {
  number: { column: quotations.number, kind: 'text' },
  status: { column: quotations.status, kind: 'text' },
  companyCode: { column: companies.code, kind: 'text' },
  mode: { column: quotations.mode, kind: 'text' },
  originCode: { column: quotations.originCode, kind: 'text' },
  destinationCode: { column: quotations.destinationCode, kind: 'text' },
  cargoReadyDate: { column: quotations.cargoReadyDate, kind: 'date' },
  validUntil: { column: quotations.validUntil, kind: 'date' },
  createdAt: { column: quotations.createdAt, kind: 'date' },
  updatedAt: { column: quotations.updatedAt, kind: 'date' },
};

export type QuotationListFilter = {
  scope: QuotationScope;
  filters: readonly GridFilter[];
  sort: readonly GridSort[];
  status?: QuotationRecord['status'];
};

const withCompany = { quotation: quotations, companyCode: companies.code, companyName: companies.name };
const flatten = (r: {
  quotation: QuotationRecord;
  companyCode: string;
  companyName: string;
}): QuotationWithCompany => ({
  ...r.quotation,
  companyCode: r.companyCode,
  companyName: r.companyName,
});

export async function findQuotationsPage(
  db: Database,
  filter: QuotationListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: QuotationWithCompany[]; total: number }> {
  const where = and(
    scopeWhere(filter.scope),
    gridWhere(quotationGridColumns, filter.filters),
    filter.status ? eq(quotations.status, filter.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(withCompany)
      .from(quotations)
      .innerJoin(companies, eq(companies.id, quotations.companyId))
      .where(where)
      .orderBy(...gridOrderBy(quotationGridColumns, filter.sort, [desc(quotations.updatedAt), desc(quotations.id)]))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ value: count() })
      .from(quotations)
      .innerJoin(companies, eq(companies.id, quotations.companyId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: Number(totals[0]?.value ?? 0) };
}

export async function findQuotationById(
  db: Database,
  scope: QuotationScope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<QuotationWithCompany | undefined> {
  const query = db
    .select(withCompany)
    .from(quotations)
    .innerJoin(companies, eq(companies.id, quotations.companyId))
    .where(and(scopeWhere(scope), eq(quotations.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: quotations }) : await query;
  return row ? flatten(row) : undefined;
}

export async function findQuotationByNumber(
  db: Database,
  scope: QuotationScope,
  number: string,
  options: { forUpdate?: boolean } = {},
): Promise<QuotationWithCompany | undefined> {
  const query = db
    .select(withCompany)
    .from(quotations)
    .innerJoin(companies, eq(companies.id, quotations.companyId))
    .where(and(scopeWhere(scope), eq(quotations.number, number)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: quotations }) : await query;
  return row ? flatten(row) : undefined;
}

/** Quotations by status (and the open offers past their expiry) in the scope. */
export async function countQuotations(db: Database, scope: QuotationScope, now: Date) {
  const rows = await db
    .select({ status: quotations.status, expiresAt: quotations.expiresAt, value: count() })
    .from(quotations)
    .where(scopeWhere(scope))
    .groupBy(quotations.status, quotations.expiresAt);
  return rows.map((r) => ({
    status: r.status,
    expired: r.status === 'offered' && r.expiresAt !== null && r.expiresAt.getTime() <= now.getTime(),
    count: Number(r.value),
  }));
}

export async function insertQuotation(db: Database, values: NewQuotation): Promise<QuotationRecord> {
  const [row] = await db.insert(quotations).values(values).returning();
  if (!row) throw new Error('quotation insert returned nothing');
  return row;
}

export async function updateQuotation(db: Database, id: string, values: Partial<NewQuotation>): Promise<void> {
  await db
    .update(quotations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(quotations.id, id));
}

export async function numberExists(db: Database, number: string): Promise<boolean> {
  const [row] = await db.select({ id: quotations.id }).from(quotations).where(eq(quotations.number, number)).limit(1);
  return Boolean(row);
}

export async function findOptions(db: Database, quotationId: string): Promise<QuotationOptionRecord[]> {
  return db
    .select()
    .from(quotationOptions)
    .where(eq(quotationOptions.quotationId, quotationId))
    .orderBy(asc(quotationOptions.position));
}

/** Replaces the offer's options (a revised offer starts its options afresh). */
export async function replaceOptions(
  db: Database,
  quotationId: string,
  options: Omit<typeof quotationOptions.$inferInsert, 'quotationId'>[],
): Promise<void> {
  await db.delete(quotationOptions).where(eq(quotationOptions.quotationId, quotationId));
  if (options.length > 0) await db.insert(quotationOptions).values(options.map((o) => ({ ...o, quotationId })));
}

export async function insertHistory(db: Database, values: typeof quotationHistory.$inferInsert): Promise<void> {
  await db.insert(quotationHistory).values(values);
}

export async function findHistory(db: Database, quotationId: string) {
  return db
    .select()
    .from(quotationHistory)
    .where(eq(quotationHistory.quotationId, quotationId))
    .orderBy(asc(quotationHistory.at), asc(quotationHistory.id));
}
