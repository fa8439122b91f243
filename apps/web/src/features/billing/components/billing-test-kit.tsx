import type { AccountSummary, InvoiceDetail, InvoiceRow, Payment } from '@connect/contracts/billing/billing.schemas';
import { useLocation } from 'react-router';
import { signInForTest } from '../../../test/session';

/** Test data and helpers of the billing screens' component tests (stubbed fetch, a signed-in customer). */

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'Record Not Found' } }, 404);

export const invoiceId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const paymentId = 'b0000000-0000-4000-8000-0000000000f1';

export function makeInvoice(n: number, overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: invoiceId(n),
    invoiceNumber: `INV-${1000 + n}`,
    direction: 'Outbound',
    houseBill: `HB${5000 + n}`,
    shipmentId: null,
    invoiceDate: '2026-10-20',
    dueDate: '2026-11-19',
    currency: 'USD',
    totalCents: 125_000,
    paidCents: 0,
    balanceCents: 125_000,
    status: 'Current',
    paymentStatus: 'Current',
    daysPastDue: 0,
    payable: true,
    children: [],
    ...overrides,
  };
}

export function makeDetail(invoice: InvoiceRow, overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...invoice,
    lines: [
      { lineNo: 1, chargeCode: 'AFRT', description: 'Air freight DFW–SZX', amountCents: 100_000 },
      { lineNo: 2, chargeCode: 'FSC', description: 'Fuel surcharge', amountCents: 25_000 },
    ],
    payments: [],
    companyCode: 'LSCOMP',
    companyName: 'Lone Star Components LLC',
    ...overrides,
  };
}

export const summary: AccountSummary = {
  totalOutstanding: '12345.67',
  noOfUnPaidInvoices: 4,
  creditLimit: '50000.00',
  totalOutstandingCents: 1_234_567,
  creditLimitCents: 5_000_000,
  availableCreditCents: 250_000,
  currency: 'USD',
};

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: paymentId,
    reference: 'PAY-261123-7KQ2',
    method: 'CC',
    status: 'succeeded',
    amountCents: 175_000,
    cardBrand: 'Visa',
    last4: '4242',
    createdAt: '2026-11-23T10:15:00.000Z',
    failureMessage: '',
    payerEmail: 'dana.whitfield@lonestar-components.example',
    allocations: [
      { invoiceId: invoiceId(1), invoiceNumber: 'INV-1001', amountCents: 125_000 },
      { invoiceId: invoiceId(2), invoiceNumber: 'INV-1002', amountCents: 50_000 },
    ],
    message: 'Payment made successfully',
    ...overrides,
  };
}

export function signInCustomer(permissions = ['billing', 'billingOnlinePymt']) {
  signInForTest(permissions);
}

/** Where the router is: the test reads it to follow navigations. */
export function CurrentLocation() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

/** One request the stubbed fetch saw. */
export type SeenRequest = {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
};

/** Reads what fetch was called with (URL or string, plain header object, JSON body). */
export function readRequest(input: URL | string, init?: RequestInit): SeenRequest {
  const url = new URL(String(input));
  const headers = Object.fromEntries(
    Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return {
    method: init?.method ?? 'GET',
    path: url.pathname,
    search: url.search,
    headers,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}
