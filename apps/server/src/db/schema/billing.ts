import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { companies, users } from './identity';
import { shipments } from './shipments';

/**
 * An invoice of the forwarder to a customer company, money in integer cents (USD). `balance_cents` is what is
 * still owed: total − posted payments − applied credits; a credit note has a negative total and balance (spec 2
 * 'Credit Balance'). The status shown is derived from balance, due date and payments in process
 * (`packages/domain/src/billing/invoice-status.ts`).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull(),
    /** Outbound = export invoice (report export_invoice), Inbound = import invoice (import_invoice). */
    direction: text('direction', { enum: ['Outbound', 'Inbound'] }).notNull(),
    shipmentId: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    houseBill: text('house_bill').notNull().default(''),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    totalCents: integer('total_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.invoiceNumber),
    index('invoices_company_date_idx').on(t.companyId, sql`${t.invoiceDate} desc`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    chargeCode: text('charge_code').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.lineNo] })],
);

/**
 * A payment (card, ACH or invoice credit) over one or more invoices. The row is written first as 'pending' under
 * its idempotency key (unique per company), so a second request with the key finds it: the same body answers the
 * same payment, another body is a 422, and one still pending is a 409. Only brand and last four digits of a card
 * or account are kept, with the provider's intent id.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    method: text('method', { enum: ['CC', 'ACH', 'IC'] }).notNull(),
    status: text('status', { enum: ['pending', 'processing', 'succeeded', 'failed'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull().default(''),
    providerIntentId: text('provider_intent_id'),
    cardBrand: text('card_brand').notNull().default(''),
    last4: text('last4').notNull().default(''),
    achAccountType: text('ach_account_type').notNull().default(''),
    failureMessage: text('failure_message').notNull().default(''),
    payerUserId: uuid('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
    guestLinkId: uuid('guest_link_id'),
    payerEmail: text('payer_email').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When an instance last took the payment to process it (its lease; decision 055). */
    claimedAt: ts('claimed_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.companyId, t.idempotencyKey),
    uniqueIndex('payments_reference_idx').on(t.reference),
    uniqueIndex('payments_intent_idx').on(t.providerIntentId),
    index('payments_company_idx').on(t.companyId, sql`${t.createdAt} desc`),
  ],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * The money ledger: one row per posted movement (an invoice's charge, a payment posted to an invoice, a credit
 * applied), signed cents. Balances are kept on the invoice for reading; the ledger is what they are checked
 * against. Every movement also goes to the audit log.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['charge', 'payment', 'credit'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('ledger_entries_payment_invoice_idx')
      .on(t.paymentId, t.invoiceId, t.kind)
      .where(sql`${t.paymentId} is not null`),
  ],
);

/** Webhook events of the payment provider already handled (a replay changes nothing). */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/** A company's billing terms: its credit limit (account summary, spec 1 §3). */
export const billingAccounts = pgTable('billing_accounts', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  creditLimitCents: integer('credit_limit_cents').notNull().default(0),
});

/**
 * A 'Pay invoice' link of an invoice e-mail (guest mode): the key (≥ 128 bits) is stored only as a hash, scoped to
 * some invoices of one company, expiring. It is exchanged for a short-lived guest session so it does not stay in
 * the address bar, only on the device that opened it first, and ends once its invoices are paid.
 */
export const guestLinks = pgTable(
  'guest_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    invoiceIds: uuid('invoice_ids').array().notNull(),
    email: text('email').notNull().default(''),
    expiresAt: ts('expires_at').notNull(),
    exchangedAt: ts('exchanged_at'),
    /**
     * SHA-256 of the device cookie of the browser that first exchanged the link: later exchanges must come from
     * that device (issue #15), others are refused and audited.
     */
    deviceHash: text('device_hash'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_links_key_idx').on(t.keyHash)],
);

export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => guestLinks.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_sessions_token_idx').on(t.tokenHash)],
);
