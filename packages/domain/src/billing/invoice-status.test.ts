import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceStatuses } from '../reference/enumerations';
import { daysPastDue, deriveInvoiceStatus, isPayable } from './invoice-status';

const base = { totalCents: 100_000, balanceCents: 100_000, dueDate: '2028-02-29', paymentsInProcess: 0 };

describe('deriveInvoiceStatus', () => {
  it('is Current up to and including the due date, Past Due the day after', () => {
    expect(deriveInvoiceStatus({ ...base, today: '2028-02-28' })).toBe('Current');
    expect(deriveInvoiceStatus({ ...base, today: '2028-02-29' })).toBe('Current');
    expect(deriveInvoiceStatus({ ...base, today: '2028-03-01' })).toBe('Past Due');
    expect(deriveInvoiceStatus({ ...base, dueDate: '2027-12-31', today: '2028-01-01' })).toBe('Past Due');
  });
  it('is Payment Posted at a zero balance, even past the due date', () => {
    expect(deriveInvoiceStatus({ ...base, balanceCents: 0, today: '2028-06-01' })).toBe('Payment Posted');
  });
  it('shows payments in process before the balance and the due date', () => {
    expect(deriveInvoiceStatus({ ...base, paymentsInProcess: 1, today: '2028-06-01' })).toBe('In Process');
    expect(deriveInvoiceStatus({ ...base, balanceCents: 40_000, paymentsInProcess: 1, today: '2028-01-01' })).toBe(
      'In Process',
    );
    expect(deriveInvoiceStatus({ ...base, balanceCents: 0, paymentsInProcess: 1, today: '2028-01-01' })).toBe(
      'In Process',
    );
    expect(deriveInvoiceStatus({ ...base, paymentsInProcess: 2, today: '2028-01-01' })).toBe(
      'Multiple Payments in Process',
    );
    expect(deriveInvoiceStatus({ ...base, paymentsInProcess: 5, today: '2028-06-01' })).toBe(
      'Multiple Payments in Process',
    );
  });
  it('puts a credit balance before everything else', () => {
    expect(deriveInvoiceStatus({ ...base, balanceCents: -1, today: '2028-01-01' })).toBe('Credit Balance');
    expect(deriveInvoiceStatus({ ...base, balanceCents: -2_500, paymentsInProcess: 3, today: '2028-06-01' })).toBe(
      'Credit Balance',
    );
  });
  it('throws on fractional cents, bad payment counts and bad dates', () => {
    const today = '2028-01-01';
    expect(() => deriveInvoiceStatus({ ...base, balanceCents: 10.5, today })).toThrow(RangeError);
    expect(() => deriveInvoiceStatus({ ...base, totalCents: Number.NaN, today })).toThrow(RangeError);
    expect(() => deriveInvoiceStatus({ ...base, paymentsInProcess: -1, today })).toThrow(RangeError);
    expect(() => deriveInvoiceStatus({ ...base, paymentsInProcess: 1.5, today })).toThrow(RangeError);
    expect(() => deriveInvoiceStatus({ ...base, dueDate: '2027-02-29', today })).toThrow('dueDate');
    expect(() => deriveInvoiceStatus({ ...base, today: '01/01/2028' })).toThrow('today');
    expect(() => deriveInvoiceStatus({ ...base, today: '2028-01-01T10:00:00Z' })).toThrow('today');
  });
  it('always answers one of the spec statuses, following the first-match rules', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.nat(4),
        day,
        day,
        (balanceCents, paymentsInProcess, dueDate, today) => {
          const status = deriveInvoiceStatus({
            totalCents: 1_000_000,
            balanceCents,
            dueDate,
            paymentsInProcess,
            today,
          });
          expect(invoiceStatuses).toContain(status);
          if (balanceCents < 0) expect(status).toBe('Credit Balance');
          else if (paymentsInProcess > 0)
            expect(status).toBe(paymentsInProcess === 1 ? 'In Process' : 'Multiple Payments in Process');
          else if (balanceCents === 0) expect(status).toBe('Payment Posted');
          else expect(status).toBe(dueDate < today ? 'Past Due' : 'Current');
        },
      ),
    );
  });
});

describe('isPayable', () => {
  it('lets Past Due, Current and In Process invoices with a balance be paid', () => {
    expect(isPayable('Past Due', 100)).toBe(true);
    expect(isPayable('Current', 100)).toBe(true);
    expect(isPayable('In Process', 60_000)).toBe(true);
  });
  it('refuses an invoice with nothing left to pay or several payments in flight', () => {
    expect(isPayable('In Process', 0)).toBe(false);
    expect(isPayable('Multiple Payments in Process', 60_000)).toBe(false);
    expect(isPayable('Payment Posted', 0)).toBe(false);
    expect(isPayable('Credit Balance', -500)).toBe(false);
    expect(isPayable('Current', 0)).toBe(false);
  });
  it('throws on fractional cents', () => {
    expect(() => isPayable('Current', 0.5)).toThrow(RangeError);
  });
});

describe('daysPastDue', () => {
  it('counts whole days after the due date', () => {
    expect(daysPastDue('2028-02-29', '2028-02-28')).toBe(0);
    expect(daysPastDue('2028-02-29', '2028-02-29')).toBe(0);
    expect(daysPastDue('2028-02-29', '2028-03-01')).toBe(1);
    expect(daysPastDue('2027-12-31', '2028-12-31')).toBe(366);
    expect(daysPastDue('2025-03-08', '2025-03-10')).toBe(2); // across the US daylight-saving change
  });
  it('throws on invalid days', () => {
    expect(() => daysPastDue('2028-13-01', '2028-01-01')).toThrow(RangeError);
    expect(() => daysPastDue('2028-01-01', '')).toThrow(RangeError);
  });
});
