/**
 * Checking what a payer asks to pay (billing payment and guest payment screens): the invoices chosen, the amount
 * for each, and the payment method (CC card, ACH bank account, IC invoice credit). Messages come from the spec's
 * catalogue where it has one ('Invoice already added', 'Invoice already paid', 'Record Not Found'); the others
 * are ours.
 */
import { invoiceStatuses, type InvoiceStatus, type PaymentMethodCode } from '../reference/enumerations';
import { isPayable } from './invoice-status';
import { assertCents, formatUsd, maxInputCents, type Cents } from './money';

/** The most invoices one payment may settle. */
export const maxInvoicesPerPayment = 50;

export type PayableInvoice = {
  readonly id: string;
  readonly number: string;
  readonly balanceCents: Cents;
  /** One of the spec's invoice statuses; any other text makes the invoice unpayable. */
  readonly status: string;
};

export type PaymentLine = { readonly invoiceId: string; readonly amountCents: Cents };

export type PaymentRequest = {
  /** The invoices the payer may see, as loaded for this payment (a line naming any other is refused). */
  readonly invoices: readonly PayableInvoice[];
  readonly lines: readonly PaymentLine[];
  /** The partial-payment feature flag of the environment (spec 2: value not shown). */
  readonly partialAllowed: boolean;
  readonly method: PaymentMethodCode;
  /** The invoice credit the payer holds; only used for method IC. */
  readonly availableCreditCents: Cents;
};

export type PaymentProblem = { readonly invoiceId?: string; readonly message: string };

export type PaymentCheck =
  | { readonly ok: true; readonly totalCents: Cents }
  | { readonly ok: false; readonly problems: readonly PaymentProblem[] };

const isInvoiceStatus = (value: string): value is InvoiceStatus =>
  (invoiceStatuses as readonly string[]).includes(value);

/** The problem of one line, or undefined when it can be paid as asked. */
function checkLine(
  line: PaymentLine,
  invoice: PayableInvoice | undefined,
  partialAllowed: boolean,
): string | undefined {
  if (!invoice) return 'Record Not Found';
  assertCents(invoice.balanceCents);
  if (invoice.balanceCents <= 0) return 'Invoice already paid';
  if (!isInvoiceStatus(invoice.status) || !isPayable(invoice.status, invoice.balanceCents)) {
    return invoice.status === 'Multiple Payments in Process'
      ? `Invoice ${invoice.number} already has payments in process: wait until they are posted`
      : `Invoice ${invoice.number} cannot be paid now`;
  }
  if (!Number.isSafeInteger(line.amountCents) || line.amountCents <= 0) return 'Enter an amount greater than $0.00';
  if (line.amountCents > invoice.balanceCents) {
    return `The amount is more than the balance of ${invoice.number} (${formatUsd(invoice.balanceCents)})`;
  }
  if (line.amountCents < invoice.balanceCents && !partialAllowed) {
    return `Partial payments are not allowed: pay the full balance of ${invoice.number}`;
  }
  return undefined;
}

/**
 * Checks a payment request and answers its total, or every problem found (per line, in the order of the lines,
 * after the problems of the whole request):
 * - at least one line and at most `maxInvoicesPerPayment` invoices;
 * - each invoice known, named once ('Invoice already added' for the second line), with a balance above 0
 *   ('Invoice already paid') and a payable status (`isPayable`);
 * - each amount in whole cents above 0 and at most the balance; below the balance only when partial payments
 *   are allowed;
 * - the total at most `maxInputCents`, and for IC at most the credit available.
 * Throws a RangeError when a balance or the available credit is not whole cents (bad data, not bad input).
 */
export function checkPaymentRequest(request: PaymentRequest): PaymentCheck {
  const { invoices, lines, partialAllowed, method, availableCreditCents } = request;
  assertCents(availableCreditCents);
  const problems: PaymentProblem[] = [];
  const invoicesById = new Map<string, PayableInvoice>();
  for (const invoice of invoices) if (!invoicesById.has(invoice.id)) invoicesById.set(invoice.id, invoice);

  const distinctIds = new Set(lines.map((line) => line.invoiceId));
  if (lines.length === 0) problems.push({ message: 'Select at least one invoice to pay' });
  if (distinctIds.size > maxInvoicesPerPayment) {
    problems.push({ message: `At most ${maxInvoicesPerPayment} invoices can be paid in one payment` });
  }

  const seen = new Set<string>();
  let totalCents = 0;
  for (const line of lines) {
    const { invoiceId } = line;
    if (seen.has(invoiceId)) {
      problems.push({ invoiceId, message: 'Invoice already added' });
      continue;
    }
    seen.add(invoiceId);
    const message = checkLine(line, invoicesById.get(invoiceId), partialAllowed);
    if (message === undefined) totalCents += line.amountCents;
    else problems.push({ invoiceId, message });
  }

  if (totalCents > maxInputCents) problems.push({ message: `The total is more than ${formatUsd(maxInputCents)}` });
  if (method === 'IC' && totalCents > availableCreditCents) {
    problems.push({ message: 'The amount is more than the credit available' });
  }
  return problems.length === 0 ? { ok: true, totalCents } : { ok: false, problems };
}
