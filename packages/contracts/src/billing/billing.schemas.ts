import { invoiceStatuses } from '@connect/domain/reference/enumerations';
import { z } from 'zod';
import { exportColumnsParam, exportFormatParam } from '../grid/grid-export.schemas';
import { messages } from '../errors/messages';
import { gridPageSchema, gridQuerySchema } from '../grid/grid-query.schemas';

/**
 * Billing (spec 1 billing and billingOnlinePymt permissions, account summary, guest mode; spec 2 invoice statuses,
 * payment method codes CC / ACH / IC, ACH account types, the master/detail sub-grid for 'Multiple Payments in
 * Process'). Money travels as integer cents (`…Cents`); the spec's account-summary names carry a decimal string.
 */

export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatusName = z.infer<typeof invoiceStatusSchema>;
export const paymentMethodSchema = z.enum(['CC', 'ACH', 'IC']);
export const achAccountTypeSchema = z.enum(['checking', 'savings']);
const cents = z.number().int();

/** GET invoice/accountSummary (spec 1 §3). */
export const accountSummarySchema = z.object({
  totalOutstanding: z.string(),
  noOfUnPaidInvoices: z.number().int(),
  creditLimit: z.string(),
  totalOutstandingCents: cents,
  creditLimitCents: cents,
  /** What the credit limit leaves: limit − outstanding, never below zero (0 without a credit limit). */
  availableCreditCents: cents,
  /** Open credit notes the customer can pay invoices with (payment method IC). */
  creditBalanceCents: cents,
  currency: z.literal('USD'),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const paymentInProcessSchema = z.object({
  id: z.string().uuid(),
  parent_id: z.string().uuid(),
  reference: z.string(),
  method: paymentMethodSchema,
  amountCents: cents,
  createdAt: z.string(),
});

export const invoiceRowSchema = z.object({
  id: z.string().uuid(),
  invoiceNumber: z.string(),
  direction: z.enum(['Outbound', 'Inbound']),
  houseBill: z.string(),
  shipmentId: z.string().uuid().nullable(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  currency: z.literal('USD'),
  totalCents: cents,
  paidCents: cents,
  balanceCents: cents,
  status: invoiceStatusSchema,
  /** The grid's row field of spec 2 §3: the sub-grid shows only for 'Multiple Payments in Process'. */
  paymentStatus: invoiceStatusSchema,
  daysPastDue: z.number().int(),
  payable: z.boolean(),
  children: z.array(paymentInProcessSchema),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

export const invoiceGridFields = [
  'invoiceNumber',
  'status',
  'direction',
  'houseBill',
  'invoiceDate',
  'dueDate',
  'totalCents',
  'paidCents',
  'balanceCents',
  'daysPastDue',
] as const;

export const listInvoicesQuerySchema = gridQuerySchema.extend({
  status: invoiceStatusSchema.optional(),
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;

/** GET /api/invoices/export: the list with the same status, filters and sort as a CSV, .xlsx or PDF file. */
export const exportInvoicesQuerySchema = listInvoicesQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: exportFormatParam, columns: exportColumnsParam(invoiceGridFields) });
export type ExportInvoicesQuery = z.infer<typeof exportInvoicesQuerySchema>;

export const listInvoicesResponseSchema = gridPageSchema(invoiceRowSchema);
export type ListInvoicesResponse = z.infer<typeof listInvoicesResponseSchema>;

export const paymentSummarySchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  method: paymentMethodSchema,
  status: z.enum(['pending', 'processing', 'succeeded', 'failed']),
  amountCents: cents,
  cardBrand: z.string(),
  last4: z.string(),
  createdAt: z.string(),
});

export const invoiceDetailSchema = invoiceRowSchema.extend({
  lines: z.array(
    z.object({ lineNo: z.number().int(), chargeCode: z.string(), description: z.string(), amountCents: cents }),
  ),
  payments: z.array(paymentSummarySchema.extend({ allocatedCents: cents })),
  companyCode: z.string(),
  companyName: z.string(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceIdParamsSchema = z.strictObject({
  invoiceId: z.string().uuid({ message: messages.recordNotFound }),
});

/** The Idempotency-Key header every payment request carries (8–100 letters, digits, '-' and '_'). */
export const idempotencyKeySchema = z
  .string({ message: 'An Idempotency-Key header is required' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: 'The Idempotency-Key header is 8 to 100 letters, digits, - or _' });

/**
 * A payment over one or more invoices. CC and ACH carry the provider's token (the card or account details go to
 * the provider, never to the portal); IC applies the company's invoice credit.
 */
export const createPaymentSchema = z.strictObject({
  invoices: z
    .array(z.strictObject({ invoiceId: z.string().uuid(), amountCents: z.number().int().min(1).max(2147483647) }))
    .min(1, { message: 'Choose at least one invoice' })
    .max(50),
  method: paymentMethodSchema,
  token: z
    .string()
    .regex(/^[a-z]{2,5}_[A-Za-z0-9]{8,64}$/)
    .optional(),
  payerEmail: z.union([z.literal(''), z.email({ message: messages.invalidEmail })]).default(''),
});
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;

export const paymentSchema = paymentSummarySchema.extend({
  failureMessage: z.string(),
  payerEmail: z.string(),
  allocations: z.array(z.object({ invoiceId: z.string().uuid(), invoiceNumber: z.string(), amountCents: cents })),
  message: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentIdParamsSchema = z.strictObject({
  paymentId: z.string().uuid({ message: messages.recordNotFound }),
});

/** The sandbox provider's stand-in for a processor's browser SDK: card and bank details become tokens. */
export const sandboxCardSchema = z.strictObject({
  number: z.string().max(30),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().max(4),
  name: z.string().max(100).default(''),
});
export const sandboxBankAccountSchema = z.strictObject({
  routingNumber: z.string().max(20),
  accountNumber: z.string().max(20),
  accountType: achAccountTypeSchema,
  holderName: z.string().max(100).default(''),
});
export const sandboxTokenSchema = z.object({ token: z.string(), brand: z.string(), last4: z.string() });

/** Guest mode (spec 1): the link's id (the key), companyCode and invoices become a short-lived guest session. */
export const guestSessionRequestSchema = z.strictObject({
  id: z.string().min(1).max(200),
  companyCode: z.string().min(1).max(50),
  invoices: z.string().min(1).max(2000),
});
export const guestSessionSchema = z.object({
  guestToken: z.string(),
  expiresAt: z.string(),
  companyCode: z.string(),
  companyName: z.string(),
});
export type GuestSession = z.infer<typeof guestSessionSchema>;

/** Statements (report billing_statement): a period (YTD, L6M, L3M, LM) or a month of the last 4 years. */
export const statementQuerySchema = z.union([
  z.strictObject({ period: z.enum(['YTD', 'L6M', 'L3M', 'LM']) }),
  z.strictObject({
    year: z.coerce.number().int().min(2000).max(2100),
    month: z.coerce.number().int().min(1).max(12),
  }),
]);
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementSchema = z.object({
  customer: z.object({ code: z.string(), name: z.string(), address: z.string() }),
  periodCode: z.string(),
  periodName: z.string(),
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  openingBalanceCents: cents,
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['Invoice', 'Payment', 'Credit']),
      reference: z.string(),
      description: z.string(),
      chargeCents: cents,
      creditCents: cents,
      balanceCents: cents,
    }),
  ),
  closingBalanceCents: cents,
  aging: z.object({
    currentCents: cents,
    days1to30Cents: cents,
    days31to60Cents: cents,
    days61to90Cents: cents,
    over90Cents: cents,
  }),
});
export type Statement = z.infer<typeof statementSchema>;

/** The report service call of spec 1 §7: POST Report/pdf { user_id, name, Parameters } → HTML. */
export const reportRequestSchema = z.strictObject({
  user_id: z.string().max(100).optional(),
  name: z.enum(['billing_statement', 'export_invoice', 'import_invoice']),
  Parameters: z.record(z.string(), z.string().max(100)),
});
