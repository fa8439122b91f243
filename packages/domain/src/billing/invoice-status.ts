/**
 * The payment status of an invoice (spec 2 §reference data: Past Due, Payment Posted, In Process, Current,
 * Credit Balance, Multiple Payments in Process), derived from its balance, due date and the payments still being
 * processed, and whether the payer may pay it now.
 */
import type { InvoiceStatus } from '../reference/enumerations';
import { parseCalendarDay } from '../text/dates';
import { assertCents, type Cents } from './money';

export type InvoiceStatusInput = {
  readonly totalCents: Cents;
  /** What is still owed: the invoice total less the payments posted (negative when overpaid). */
  readonly balanceCents: Cents;
  /** YYYY-MM-DD. */
  readonly dueDate: string;
  /** Payments made in the portal that the bank or card processor has not settled yet. */
  readonly paymentsInProcess: number;
  /** YYYY-MM-DD, the caller's calendar day. */
  readonly today: string;
};

/** Days since 1970-01-01 of a strict YYYY-MM-DD day; throws a RangeError for anything else. */
function dayNumber(value: string, name: string): number {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseCalendarDay(value) : undefined;
  if (!day) throw new RangeError(`${name} must be a YYYY-MM-DD day: ${value}`);
  return Date.UTC(day.year, day.month - 1, day.day) / 86_400_000;
}

/**
 * The first rule that matches wins:
 * 1. balance below 0 → Credit Balance;
 * 2. two or more payments in process → Multiple Payments in Process;
 * 3. one payment in process → In Process;
 * 4. balance 0 → Payment Posted;
 * 5. due date before today → Past Due (an invoice due today is still Current);
 * 6. otherwise Current.
 * Throws a RangeError for amounts that are not whole cents, a negative or fractional payment count, or dates
 * that are not YYYY-MM-DD days.
 */
export function deriveInvoiceStatus(input: InvoiceStatusInput): InvoiceStatus {
  const { totalCents, balanceCents, dueDate, paymentsInProcess, today } = input;
  assertCents(totalCents);
  assertCents(balanceCents);
  if (!Number.isInteger(paymentsInProcess) || paymentsInProcess < 0) {
    throw new RangeError(`paymentsInProcess must be a whole number of payments: ${paymentsInProcess}`);
  }
  const due = dayNumber(dueDate, 'dueDate');
  const now = dayNumber(today, 'today');
  if (balanceCents < 0) return 'Credit Balance';
  if (paymentsInProcess >= 2) return 'Multiple Payments in Process';
  if (paymentsInProcess === 1) return 'In Process';
  if (balanceCents === 0) return 'Payment Posted';
  return due < now ? 'Past Due' : 'Current';
}

/**
 * Whether the payer may start a payment on the invoice now.
 *
 * - Past Due and Current: yes, while a balance remains (they always have one when derived above).
 * - In Process: yes when a balance remains. The spec's own 'Multiple Payments in Process' status (with its
 *   sub-grid of payments) shows that a second payment on an invoice in process is an intended flow, e.g. to
 *   settle what a partial payment left open. `balanceCents` must then be what remains after the payment in
 *   process; the amount check (`checkPaymentRequest`) keeps the new payment within it.
 * - Multiple Payments in Process: no. With two payments already in flight the risk of paying twice outweighs
 *   the convenience; the payer waits until they are posted.
 * - Payment Posted and Credit Balance: no, nothing is owed.
 */
export function isPayable(status: InvoiceStatus, balanceCents: Cents): boolean {
  assertCents(balanceCents);
  if (balanceCents <= 0) return false;
  return status === 'Past Due' || status === 'Current' || status === 'In Process';
}

/** Whole days the invoice is past its due date on `today`: 0 up to and including the due date. */
export function daysPastDue(dueDate: string, today: string): number {
  return Math.max(0, dayNumber(today, 'today') - dayNumber(dueDate, 'dueDate'));
}
