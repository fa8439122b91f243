import type { InvoiceRow } from '@connect/contracts/billing/payments.schemas';
import {
  checkPaymentRequest,
  maxInvoicesPerPayment,
  type PayableInvoice,
  type PaymentProblem,
} from '@connect/domain/billing/allocation';
import { sumCents, toCents, type Cents } from '@connect/domain/billing/money';
import { formatUsdCents } from '@/entities/display/format';
import type { PaymentMethodCode } from '@connect/domain/reference/enumerations';
import type { UiKey } from '@/lib/i18n-keys';

/** One invoice on the payment screen and the amount the payer typed for it (as typed, e.g. '1,250.00'). */
export type PaymentLineDraft = { invoice: InvoiceRow; amountText: string };

/** A translated message: an i18n key and its values. */
export type Message = { key: UiKey; values?: Record<string, string | number> };

/**
 * What is left to pay on an invoice once its payments in process settle: the balance less the payments in
 * process (the rows of its sub-grid), never below 0.
 */
export function openBalanceCents(invoice: InvoiceRow): Cents {
  const inProcess = sumCents(invoice.children.map((payment) => payment.amountCents));
  return Math.max(0, invoice.balanceCents - inProcess);
}

/** Cents as the text of an amount box: 125050 → '1250.50'. */
export function centsToInput(cents: Cents): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** A new line for an invoice: the whole open balance. */
export function draftLine(invoice: InvoiceRow): PaymentLineDraft {
  return { invoice, amountText: centsToInput(openBalanceCents(invoice)) };
}

/** The invoice as the domain's payment check reads it (its open balance). */
export function toPayableInvoice(invoice: InvoiceRow): PayableInvoice {
  return {
    id: invoice.id,
    number: invoice.invoiceNumber,
    balanceCents: openBalanceCents(invoice),
    status: invoice.status,
  };
}

/** The amount of a line in cents; with partial payments off it is always the whole open balance. */
export function lineAmountCents(line: PaymentLineDraft, partialAllowed: boolean): Cents | undefined {
  return partialAllowed ? toCents(line.amountText) : openBalanceCents(line.invoice);
}

/** The amount box's own problem (typed text, above 0, within the open balance), before the whole request. */
export function checkLineAmount(line: PaymentLineDraft, partialAllowed: boolean): Message | undefined {
  // Nothing left to pay: the payment check says 'Invoice already paid', whatever was typed.
  if (!partialAllowed || openBalanceCents(line.invoice) <= 0) return undefined;
  if (line.amountText.trim() === '') return { key: 'billing.payment.errors.required' };
  const cents = toCents(line.amountText);
  if (cents === undefined) return { key: 'billing.payment.errors.amountInvalid' };
  if (cents <= 0) return { key: 'billing.payment.errors.amountPositive' };
  const open = openBalanceCents(line.invoice);
  if (open > 0 && cents > open) {
    return { key: 'billing.payment.errors.amountOverBalance', values: { balance: formatUsdCents(open) } };
  }
  return undefined;
}

const catalogue: Record<string, UiKey> = {
  'Invoice already added': 'errors.invoiceAlreadyAdded',
  'Invoice already paid': 'errors.invoiceAlreadyPaid',
  'Record Not Found': 'errors.recordNotFound',
  'Select at least one invoice to pay': 'billing.payment.errors.noInvoices',
  'The amount is more than the credit available': 'billing.payment.errors.overCredit',
  'Enter an amount greater than $0.00': 'billing.payment.errors.amountPositive',
};

/** A problem of the domain's payment check as a translated message (the catalogue's texts by their keys). */
export function problemMessage(problem: PaymentProblem, invoices: readonly InvoiceRow[]): Message {
  const known = catalogue[problem.message];
  if (known) return { key: known };
  const invoice = invoices.find((i) => i.id === problem.invoiceId);
  const balance = invoice ? formatUsdCents(openBalanceCents(invoice)) : '';
  if (problem.message.includes('already has payments in process'))
    return { key: 'billing.payment.errors.multipleInProcess' };
  if (problem.message.startsWith('Partial payments are not allowed'))
    return { key: 'billing.payment.errors.partialNotAllowed', values: { balance } };
  if (problem.message.startsWith('The amount is more than the balance'))
    return { key: 'billing.payment.errors.amountOverBalance', values: { balance } };
  if (problem.message.startsWith('At most'))
    return { key: 'billing.payment.errors.tooMany', values: { max: maxInvoicesPerPayment } };
  if (problem.message.startsWith('The total is more than')) return { key: 'billing.payment.errors.totalTooLarge' };
  return { key: 'billing.payment.errors.notPayable' };
}

export type LinesCheck = {
  /** Per invoice id: the first problem of its line. */
  lineErrors: Record<string, Message>;
  /** Problems of the whole request (no invoice, too many, over the credit). */
  formErrors: Message[];
  /** The request to send when there is no problem. */
  request: { invoiceId: string; amountCents: Cents }[] | null;
  totalCents: Cents;
};

/**
 * Checks the lines with the amount boxes' own rules and then the domain's payment check (spec 2 messages
 * 'Invoice already added', 'Invoice already paid'; partial payments only when the configuration allows them).
 */
export function checkLines(
  lines: readonly PaymentLineDraft[],
  options: { partialAllowed: boolean; method: PaymentMethodCode; availableCreditCents: Cents },
): LinesCheck {
  const lineErrors: Record<string, Message> = {};
  const amounts: { invoiceId: string; amountCents: Cents }[] = [];
  for (const line of lines) {
    const own = checkLineAmount(line, options.partialAllowed);
    if (own && !lineErrors[line.invoice.id]) lineErrors[line.invoice.id] = own;
    amounts.push({ invoiceId: line.invoice.id, amountCents: lineAmountCents(line, options.partialAllowed) ?? 0 });
  }
  const invoices = lines.map((line) => line.invoice);
  const check = checkPaymentRequest({
    invoices: invoices.map(toPayableInvoice),
    lines: amounts,
    partialAllowed: options.partialAllowed,
    method: options.method,
    availableCreditCents: options.availableCreditCents,
  });
  const formErrors: Message[] = [];
  if (!check.ok) {
    for (const problem of check.problems) {
      const message = problemMessage(problem, invoices);
      if (!problem.invoiceId) formErrors.push(message);
      else if (!lineErrors[problem.invoiceId]) lineErrors[problem.invoiceId] = message;
    }
  }
  const ok = check.ok && Object.keys(lineErrors).length === 0;
  const totalCents = amounts.reduce((total, line) => total + Math.max(0, line.amountCents), 0);
  return { lineErrors, formErrors, request: ok ? amounts : null, totalCents };
}

/**
 * Why an invoice cannot be added to the payment: 'Invoice already added' when it is on the list, 'Invoice
 * already paid' (or another reason of the domain check) when it has nothing to pay; undefined when it can be added.
 */
export function addInvoiceProblem(lines: readonly PaymentLineDraft[], candidate: InvoiceRow): Message | undefined {
  if (lines.some((line) => line.invoice.id === candidate.id)) return { key: 'errors.invoiceAlreadyAdded' };
  const open = openBalanceCents(candidate);
  const check = checkPaymentRequest({
    invoices: [toPayableInvoice(candidate)],
    lines: [{ invoiceId: candidate.id, amountCents: Math.max(open, 1) }],
    partialAllowed: true,
    method: 'CC',
    availableCreditCents: 0,
  });
  if (check.ok) return undefined;
  const problem = check.problems[0];
  return problem ? problemMessage(problem, [candidate]) : undefined;
}
