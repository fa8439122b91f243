import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, ledgerEntries, paymentAllocations, payments, providerEvents } from '../../db/schema/billing';
import { users } from '../../db/schema/identity';

export type PaymentRecord = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** Inserts the payment under its idempotency key; answers undefined when the key is taken (the caller reads it). */
export async function insertPaymentOnce(db: Database, values: NewPayment): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.companyId, payments.idempotencyKey] })
    .returning();
  return row;
}

/**
 * Takes over a payment left `pending` by an instance whose lease ran out (it died between its steps): one atomic
 * UPDATE, so of several retries racing for it exactly one gets it (and a fresh lease).
 */
export async function takeOverStalePayment(db: Database, id: string, leaseSeconds: number) {
  const [row] = await db
    .update(payments)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'pending'),
        sql`${payments.claimedAt} < now() - make_interval(secs => ${leaseSeconds})`,
      ),
    )
    .returning();
  return row;
}

/** Whether the payment already holds its invoices (its reservation step was done before). */
export async function hasAllocations(db: Database, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ paymentId: paymentAllocations.paymentId })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, paymentId))
    .limit(1);
  return Boolean(row);
}

export async function findPaymentByKey(db: Database, companyId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export async function findPayment(db: Database, scope: { companyIds: string[] }, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.companyId, scope.companyIds), eq(payments.id, id)))
    .limit(1);
  return row;
}

export async function findPaymentByIntent(db: Database, intentId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(payments).where(eq(payments.providerIntentId, intentId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function lockPayment(db: Database, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
  return row;
}

export async function updatePayment(db: Database, id: string, values: Partial<NewPayment>) {
  const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
  return row;
}

export async function deletePayment(db: Database, id: string): Promise<void> {
  await db.delete(payments).where(eq(payments.id, id));
}

export async function insertAllocations(
  db: Database,
  rows: { paymentId: string; invoiceId: string; amountCents: number }[],
) {
  if (rows.length > 0) await db.insert(paymentAllocations).values(rows);
}

export async function findAllocations(db: Database, paymentId: string) {
  return db
    .select({
      invoiceId: paymentAllocations.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      amountCents: paymentAllocations.amountCents,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(invoices.invoiceNumber);
}

/** A ledger movement; a payment posts once per invoice and kind (unique index), so a replay adds nothing. */
export async function insertLedgerEntry(db: Database, entry: typeof ledgerEntries.$inferInsert): Promise<boolean> {
  const rows = await db.insert(ledgerEntries).values(entry).onConflictDoNothing().returning({ id: ledgerEntries.id });
  return rows.length > 0;
}

/** Records a provider event; false when it was handled before (a replay). */
export async function recordProviderEvent(db: Database, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(providerEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return rows.length > 0;
}

/**
 * The language a payment's receipt mail is written in: the portal user the mail goes to (by e-mail, any case), else
 * the user who paid; undefined when neither is a user (a guest paying for a stranger).
 */
export async function findReceiptLocale(
  db: Database,
  payment: Pick<PaymentRecord, 'payerEmail' | 'payerUserId'>,
): Promise<string | undefined> {
  const byEmail = sql<boolean>`lower(${users.email}) = lower(${payment.payerEmail})`;
  const rows = await db
    .select({ locale: users.locale, byEmail })
    .from(users)
    .where(or(byEmail, payment.payerUserId ? eq(users.id, payment.payerUserId) : undefined));
  return (rows.find((r) => r.byEmail) ?? rows[0])?.locale;
}
