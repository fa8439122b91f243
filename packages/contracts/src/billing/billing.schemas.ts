import { z } from 'zod';
import { exportColumnsParam, exportFormatParam } from '../grid/grid-export.schemas';
import { gridQuerySchema } from '../grid/grid-query.schemas';
import { invoiceStatusSchema } from './payments.schemas';

export * from './payments.schemas';

/**
 * Billing (spec 1 billing and billingOnlinePymt permissions, account summary, guest mode; spec 2 invoice statuses,
 * payment method codes CC / ACH / IC, ACH account types, the master/detail sub-grid for 'Multiple Payments in
 * Process'). Money travels as integer cents (`…Cents`); the spec's account-summary names carry a decimal string.
 */

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
