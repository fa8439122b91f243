import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPaymentRequest, maxInvoicesPerPayment, type PayableInvoice, type PaymentRequest } from './allocation';

const invoices: PayableInvoice[] = [
  { id: 'a', number: 'INV-1001', balanceCents: 125_000, status: 'Past Due' },
  { id: 'b', number: 'INV-1002', balanceCents: 40_050, status: 'Current' },
  { id: 'c', number: 'INV-1003', balanceCents: 0, status: 'Payment Posted' },
  { id: 'd', number: 'INV-1004', balanceCents: -2_000, status: 'Credit Balance' },
  { id: 'e', number: 'INV-1005', balanceCents: 10_000, status: 'In Process' },
  { id: 'f', number: 'INV-1006', balanceCents: 10_000, status: 'Multiple Payments in Process' },
  { id: 'g', number: 'INV-1007', balanceCents: 10_000, status: 'On Hold' },
];

const request = (overrides: Partial<PaymentRequest>): PaymentRequest => ({
  invoices,
  lines: [],
  partialAllowed: false,
  method: 'CC',
  availableCreditCents: 0,
  ...overrides,
});

describe('checkPaymentRequest', () => {
  it('answers the total of full payments', () => {
    const lines = [
      { invoiceId: 'a', amountCents: 125_000 },
      { invoiceId: 'b', amountCents: 40_050 },
    ];
    expect(checkPaymentRequest(request({ lines }))).toEqual({ ok: true, totalCents: 165_050 });
    expect(checkPaymentRequest(request({ lines, method: 'ACH' }))).toEqual({ ok: true, totalCents: 165_050 });
  });
  it('refuses the same invoice twice and an invoice already paid, with the spec texts', () => {
    const result = checkPaymentRequest(
      request({
        lines: [
          { invoiceId: 'a', amountCents: 125_000 },
          { invoiceId: 'c', amountCents: 100 },
          { invoiceId: 'a', amountCents: 125_000 },
          { invoiceId: 'd', amountCents: 100 },
        ],
      }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { invoiceId: 'c', message: 'Invoice already paid' },
        { invoiceId: 'a', message: 'Invoice already added' },
        { invoiceId: 'd', message: 'Invoice already paid' },
      ],
    });
  });
  it('wants an amount above zero and within the balance', () => {
    const result = checkPaymentRequest(
      request({
        partialAllowed: true,
        lines: [
          { invoiceId: 'a', amountCents: 0 },
          { invoiceId: 'b', amountCents: 40_051 },
          { invoiceId: 'e', amountCents: -5 },
        ],
      }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { invoiceId: 'a', message: 'Enter an amount greater than $0.00' },
        { invoiceId: 'b', message: 'The amount is more than the balance of INV-1002 ($400.50)' },
        { invoiceId: 'e', message: 'Enter an amount greater than $0.00' },
      ],
    });
    expect(checkPaymentRequest(request({ lines: [{ invoiceId: 'a', amountCents: 10.5 }] }))).toEqual({
      ok: false,
      problems: [{ invoiceId: 'a', message: 'Enter an amount greater than $0.00' }],
    });
  });
  it('takes a partial amount only when partial payments are allowed', () => {
    const lines = [{ invoiceId: 'a', amountCents: 25_000 }];
    expect(checkPaymentRequest(request({ lines }))).toEqual({
      ok: false,
      problems: [{ invoiceId: 'a', message: 'Partial payments are not allowed: pay the full balance of INV-1001' }],
    });
    expect(checkPaymentRequest(request({ lines, partialAllowed: true }))).toEqual({ ok: true, totalCents: 25_000 });
  });
  it('lets an invoice in process be paid, but not one with several payments in flight or an unknown status', () => {
    expect(checkPaymentRequest(request({ lines: [{ invoiceId: 'e', amountCents: 10_000 }] }))).toEqual({
      ok: true,
      totalCents: 10_000,
    });
    expect(
      checkPaymentRequest(
        request({
          lines: [
            { invoiceId: 'f', amountCents: 10_000 },
            { invoiceId: 'g', amountCents: 10_000 },
          ],
        }),
      ),
    ).toEqual({
      ok: false,
      problems: [
        { invoiceId: 'f', message: 'Invoice INV-1006 already has payments in process: wait until they are posted' },
        { invoiceId: 'g', message: 'Invoice INV-1007 cannot be paid now' },
      ],
    });
  });
  it('refuses an invoice that is not among those loaded', () => {
    expect(checkPaymentRequest(request({ lines: [{ invoiceId: 'zz', amountCents: 100 }] }))).toEqual({
      ok: false,
      problems: [{ invoiceId: 'zz', message: 'Record Not Found' }],
    });
  });
  it('keeps an invoice credit payment within the credit available', () => {
    const lines = [
      { invoiceId: 'a', amountCents: 125_000 },
      { invoiceId: 'b', amountCents: 40_050 },
    ];
    expect(checkPaymentRequest(request({ lines, method: 'IC', availableCreditCents: 165_050 }))).toEqual({
      ok: true,
      totalCents: 165_050,
    });
    expect(checkPaymentRequest(request({ lines, method: 'IC', availableCreditCents: 165_049 }))).toEqual({
      ok: false,
      problems: [{ message: 'The amount is more than the credit available' }],
    });
    // The credit only limits method IC.
    expect(checkPaymentRequest(request({ lines, method: 'CC', availableCreditCents: 0 }))).toEqual({
      ok: true,
      totalCents: 165_050,
    });
  });
  it('wants between one and fifty invoices', () => {
    expect(checkPaymentRequest(request({ lines: [] }))).toEqual({
      ok: false,
      problems: [{ message: 'Select at least one invoice to pay' }],
    });
    const many = Array.from({ length: maxInvoicesPerPayment + 1 }, (_, i) => ({
      id: `i${i}`,
      number: `INV-${i}`,
      balanceCents: 100,
      status: 'Current',
    }));
    const pay = (count: number) =>
      checkPaymentRequest(
        request({
          invoices: many,
          lines: many.slice(0, count).map((invoice) => ({ invoiceId: invoice.id, amountCents: 100 })),
        }),
      );
    expect(pay(50)).toEqual({ ok: true, totalCents: 5_000 });
    expect(pay(51)).toEqual({
      ok: false,
      problems: [{ message: 'At most 50 invoices can be paid in one payment' }],
    });
  });
  it('refuses a total above the largest amount', () => {
    const big = [
      { id: 'x', number: 'INV-X', balanceCents: 2_000_000_000, status: 'Current' },
      { id: 'y', number: 'INV-Y', balanceCents: 2_000_000_000, status: 'Current' },
    ];
    const lines = big.map((invoice) => ({ invoiceId: invoice.id, amountCents: invoice.balanceCents }));
    expect(checkPaymentRequest(request({ invoices: big, lines }))).toEqual({
      ok: false,
      problems: [{ message: 'The total is more than $21,474,836.47' }],
    });
  });
  it('throws on balances or credit that are not whole cents', () => {
    const bad = [{ id: 'x', number: 'INV-X', balanceCents: 0.5, status: 'Current' }];
    expect(() => checkPaymentRequest(request({ invoices: bad, lines: [{ invoiceId: 'x', amountCents: 1 }] }))).toThrow(
      RangeError,
    );
    expect(() => checkPaymentRequest(request({ availableCreditCents: Number.NaN }))).toThrow(RangeError);
  });
  it('accepts exactly the requests whose lines are all fine, and then totals them', () => {
    const invoice = fc.record({
      balanceCents: fc.integer({ min: -1_000, max: 100_000 }),
      status: fc.constantFrom('Past Due', 'Current', 'In Process', 'Multiple Payments in Process', 'Payment Posted'),
    });
    fc.assert(
      fc.property(
        fc.array(invoice, { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(9), fc.integer({ min: -10, max: 110_000 })), { maxLength: 10 }),
        fc.boolean(),
        (drawn, picks, partialAllowed) => {
          const list = drawn.map((inv, i) => ({ ...inv, id: `i${i}`, number: `INV-${i}` }));
          const lines = picks.map(([at, amountCents]) => ({ invoiceId: `i${at % list.length}`, amountCents }));
          const result = checkPaymentRequest(request({ invoices: list, lines, partialAllowed }));
          const ids = lines.map((line) => line.invoiceId);
          const fine =
            lines.length > 0 &&
            new Set(ids).size === ids.length &&
            lines.every((line) => {
              const inv = list.find((candidate) => candidate.id === line.invoiceId);
              return (
                inv !== undefined &&
                inv.balanceCents > 0 &&
                ['Past Due', 'Current', 'In Process'].includes(inv.status) &&
                line.amountCents > 0 &&
                line.amountCents <= inv.balanceCents &&
                (partialAllowed || line.amountCents === inv.balanceCents)
              );
            });
          expect(result.ok).toBe(fine);
          if (result.ok) expect(result.totalCents).toBe(lines.reduce((sum, line) => sum + line.amountCents, 0));
        },
      ),
    );
  });
});
