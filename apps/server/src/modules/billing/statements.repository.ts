import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, ledgerEntries, payments } from '../../db/schema/billing';

/** The company's balance before a day: every ledger movement dated earlier. */
export async function sumLedgerBefore(db: Database, companyId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::bigint` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.companyId, companyId), lt(ledgerEntries.createdAt, sql`${day}::date`)));
  return Number(row?.total ?? 0);
}

/** Ledger movements of the days from … to (both included), oldest first, with their invoice and payment. */
export async function findLedgerBetween(db: Database, companyId: string, range: { from: string; to: string }) {
  const rows = await db
    .select({
      day: sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      invoiceNumber: sql<string>`coalesce(${invoices.invoiceNumber}, '')`,
      direction: sql<string>`coalesce(${invoices.direction}, '')`,
      houseBill: sql<string>`coalesce(${invoices.houseBill}, '')`,
      paymentReference: sql<string>`coalesce(${payments.reference}, '')`,
    })
    .from(ledgerEntries)
    .leftJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        gte(ledgerEntries.createdAt, sql`${range.from}::date`),
        lt(ledgerEntries.createdAt, sql`${range.to}::date + 1`),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) }));
}

/** Open balances by days past due on a day (current, 1–30, 31–60, 61–90, over 90). */
export async function findAgingBalances(db: Database, companyId: string, day: string) {
  const late = sql`(${day}::date - ${invoices.dueDate})`;
  const bucket = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${invoices.balanceCents}) filter (where ${condition}), 0)::bigint`;
  const [row] = await db
    .select({
      current: bucket(sql`${late} <= 0`),
      d30: bucket(sql`${late} between 1 and 30`),
      d60: bucket(sql`${late} between 31 and 60`),
      d90: bucket(sql`${late} between 61 and 90`),
      over: bucket(sql`${late} > 90`),
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), sql`${invoices.balanceCents} > 0`));
  return {
    currentCents: Number(row?.current ?? 0),
    days1to30Cents: Number(row?.d30 ?? 0),
    days31to60Cents: Number(row?.d60 ?? 0),
    days61to90Cents: Number(row?.d90 ?? 0),
    over90Cents: Number(row?.over ?? 0),
  };
}
