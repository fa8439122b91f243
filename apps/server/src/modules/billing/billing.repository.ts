import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { billingAccounts, invoiceLines, invoices, paymentAllocations, payments } from '../../db/schema/billing';
import { companies } from '../../db/schema/identity';
import { scopedId, type ScopedId } from '../../lib/scoped';

/** An invoice read under the caller's billing scope: its id reaches the invoice's lines and payments. */
export type InvoiceId = ScopedId<'invoice'>;

/** The companies whose invoices a caller may see; a guest is further limited to the linked invoices. */
export type BillingScope = { companyIds: string[]; invoiceIds?: string[] };

const scopeWhere = (scope: BillingScope) =>
  and(
    inArray(invoices.companyId, scope.companyIds),
    scope.invoiceIds ? inArray(invoices.id, scope.invoiceIds) : undefined,
  );

/**
 * The outer invoice's id, always table-qualified: Drizzle writes a select field's own column unqualified, which
 * inside these subqueries would bind to `payments.id`.
 */
const outerInvoiceId = sql.raw('"invoices"."id"');

/** Money of payments still pending or processing on an invoice: reserved, not yet posted. */
const reservedSql = sql<number>`coalesce((
  select sum(a.amount_cents) from ${paymentAllocations} a join ${payments} p on p.id = a.payment_id
  where a.invoice_id = ${outerInvoiceId} and p.status in ('pending', 'processing')), 0)::int`;
const inProcessSql = sql<number>`(
  select count(distinct a.payment_id) from ${paymentAllocations} a join ${payments} p on p.id = a.payment_id
  where a.invoice_id = ${outerInvoiceId} and p.status in ('pending', 'processing'))::int`;

/**
 * The status of spec 2 in SQL, for filtering and sorting; the same order of rules as `deriveInvoiceStatus` in
 * the domain package (the route tests check both agree on every demo invoice).
 */
const statusSql = sql<string>`case
  when ${invoices.balanceCents} < 0 then 'Credit Balance'
  when ${inProcessSql} >= 2 then 'Multiple Payments in Process'
  when ${inProcessSql} = 1 then 'In Process'
  when ${invoices.balanceCents} = 0 then 'Payment Posted'
  when ${invoices.dueDate} < current_date then 'Past Due'
  else 'Current' end`;

export const invoiceGridColumns: GridColumns = {
  invoiceNumber: { column: invoices.invoiceNumber, kind: 'text' },
  status: { column: statusSql, kind: 'text' },
  direction: { column: invoices.direction, kind: 'text' },
  houseBill: { column: invoices.houseBill, kind: 'text' },
  invoiceDate: { column: invoices.invoiceDate, kind: 'date' },
  dueDate: { column: invoices.dueDate, kind: 'date' },
  totalCents: { column: invoices.totalCents, kind: 'number' },
  paidCents: { column: sql`(${invoices.totalCents} - ${invoices.balanceCents})`, kind: 'number' },
  balanceCents: { column: invoices.balanceCents, kind: 'number' },
  daysPastDue: { column: sql`greatest(current_date - ${invoices.dueDate}, 0)`, kind: 'number' },
};

const rowSelection = {
  invoice: invoices,
  reservedCents: reservedSql,
  inProcess: inProcessSql,
};
export type InvoiceRecord = Omit<typeof invoices.$inferSelect, 'id'> & {
  id: InvoiceId;
  reservedCents: number;
  inProcess: number;
};
const flatten = (r: {
  invoice: typeof invoices.$inferSelect;
  reservedCents: number;
  inProcess: number;
}): InvoiceRecord => ({
  ...r.invoice,
  id: scopedId<'invoice'>(r.invoice.id),
  reservedCents: Number(r.reservedCents),
  inProcess: Number(r.inProcess),
});

export async function findInvoicesPage(
  db: Database,
  filter: { scope: BillingScope; filters: readonly GridFilter[]; sort: readonly GridSort[]; status?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: InvoiceRecord[]; total: number }> {
  const where = and(
    scopeWhere(filter.scope),
    gridWhere(invoiceGridColumns, filter.filters),
    filter.status ? sql`${statusSql} = ${filter.status}` : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(rowSelection)
      .from(invoices)
      .where(where)
      .orderBy(...gridOrderBy(invoiceGridColumns, filter.sort, [desc(invoices.invoiceDate), desc(invoices.id)]))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  return { rows: rows.map(flatten), total: Number(totals[0]?.value ?? 0) };
}

export async function findInvoicesByIds(
  db: Database,
  scope: BillingScope,
  ids: string[],
  options: { forUpdate?: boolean } = {},
): Promise<InvoiceRecord[]> {
  if (ids.length === 0) return [];
  const where = and(scopeWhere(scope), inArray(invoices.id, ids));
  if (options.forUpdate) {
    // Locked in id order, so two payments over the same invoices cannot deadlock. Locked first and read after:
    // under READ COMMITTED a locking statement that waited re-reads the locked rows but its subqueries (the
    // reserved amounts) keep the snapshot taken before the wait, which misses the other payment's allocations.
    await db.select({ id: invoices.id }).from(invoices).where(where).orderBy(asc(invoices.id)).for('update');
  }
  const rows = await db.select(rowSelection).from(invoices).where(where).orderBy(asc(invoices.id));
  return rows.map(flatten);
}

export async function findInvoiceLines(db: Database, invoiceId: InvoiceId) {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.lineNo));
}

/** In-process payments of invoices (the master/detail sub-grid rows). */
export async function findInProcessPayments(db: Database, invoiceIds: InvoiceId[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: paymentAllocations.invoiceId,
      paymentId: payments.id,
      reference: payments.reference,
      method: payments.method,
      amountCents: paymentAllocations.amountCents,
      createdAt: payments.createdAt,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(inArray(paymentAllocations.invoiceId, invoiceIds), inArray(payments.status, ['pending', 'processing'])))
    .orderBy(asc(payments.createdAt));
}

/** Every payment allocated to an invoice, newest first. */
export async function findInvoicePayments(db: Database, invoiceId: InvoiceId) {
  return db
    .select({ payment: payments, allocatedCents: paymentAllocations.amountCents })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(eq(paymentAllocations.invoiceId, invoiceId))
    .orderBy(desc(payments.createdAt));
}

export async function findCompany(db: Database, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/** Outstanding balance, unpaid invoices and credit (credit notes' negative balances) of a company. */
export async function summarizeAccount(db: Database, companyId: string) {
  const [row] = await db
    .select({
      outstanding: sql<number>`coalesce(sum(greatest(${invoices.balanceCents}, 0)), 0)::bigint`,
      unpaid: sql<number>`count(*) filter (where ${invoices.balanceCents} > 0)::int`,
      credit: sql<number>`coalesce(-sum(least(${invoices.balanceCents}, 0)), 0)::bigint`,
    })
    .from(invoices)
    .where(eq(invoices.companyId, companyId));
  const [account] = await db
    .select({ creditLimitCents: billingAccounts.creditLimitCents })
    .from(billingAccounts)
    .where(eq(billingAccounts.companyId, companyId));
  return {
    outstandingCents: Number(row?.outstanding ?? 0),
    unpaidInvoices: Number(row?.unpaid ?? 0),
    creditCents: Number(row?.credit ?? 0),
    creditLimitCents: account?.creditLimitCents ?? 0,
  };
}

/** The company's credit notes with credit left, oldest first, locked (an IC payment draws on them). */
export async function findCreditNotes(db: Database, companyId: string): Promise<(typeof invoices.$inferSelect)[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), lt(invoices.balanceCents, 0)))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id))
    .for('update');
}

export async function addToInvoiceBalance(db: Database, invoiceId: string, deltaCents: number): Promise<void> {
  await db
    .update(invoices)
    .set({ balanceCents: sql`${invoices.balanceCents} + ${deltaCents}`, updatedAt: new Date() })
    .where(eq(invoices.id, invoiceId));
}
