import { invoiceStatuses } from '@connect/domain/reference/enumerations';
import { z } from 'zod';
import { messages } from '../errors/messages';
import { gridPageSchema } from '../grid/grid-page.schemas';

/**
 * What paying invoices needs (decision 115): invoice rows and details, payments, the sandbox's tokens and the guest
 * session. The guest payment page loads this module alone, without the billing grid's query and export schemas
 * (`billing.schemas.ts`, which re-exports everything here).
 */

export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatusName = z.infer<typeof invoiceStatusSchema>;
export const paymentMethodSchema = z.enum(['CC', 'ACH', 'IC']);
export const achAccountTypeSchema = z.enum(['checking', 'savings']);
const cents = z.number().int();

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
