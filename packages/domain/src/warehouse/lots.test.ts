import { describe, expect, it } from 'vitest';
import { allocatableQuantity, expiryState, pickFefo, receiptProblem } from './lots';

const today = '2026-11-25';
const lots = [
  { lotNumber: 'L-LATE', expiryDate: '2027-06-30', available: 40 },
  { lotNumber: 'L-OLD', expiryDate: '2026-11-20', available: 25 },
  { lotNumber: 'L-SOON', expiryDate: '2026-12-10', available: 10 },
  { lotNumber: 'L-NODATE', expiryDate: null, available: 5 },
  { lotNumber: '', expiryDate: null, available: 3 },
];

describe('expiryState', () => {
  it('expired on and before the expiry day, expiring soon within 30 days, ok after, none without a date', () => {
    expect(expiryState('2026-11-25', today)).toBe('expired');
    expect(expiryState('2026-11-01', today)).toBe('expired');
    expect(expiryState('2026-11-26', today)).toBe('expiringSoon');
    expect(expiryState('2026-12-25', today)).toBe('expiringSoon');
    expect(expiryState('2026-12-26', today)).toBe('ok');
    expect(expiryState(null, today)).toBe('none');
  });
});

describe('pickFefo', () => {
  it('takes the earliest expiry first and never an expired lot', () => {
    expect(pickFefo(lots, 12, today)).toEqual([
      { lotNumber: 'L-SOON', expiryDate: '2026-12-10', quantity: 10 },
      { lotNumber: 'L-LATE', expiryDate: '2027-06-30', quantity: 2 },
    ]);
  });

  it('dated lots first, then lots without a date, then stock without a lot', () => {
    expect(pickFefo(lots, 58, today)).toEqual([
      { lotNumber: 'L-SOON', expiryDate: '2026-12-10', quantity: 10 },
      { lotNumber: 'L-LATE', expiryDate: '2027-06-30', quantity: 40 },
      { lotNumber: 'L-NODATE', expiryDate: null, quantity: 5 },
      { lotNumber: '', expiryDate: null, quantity: 3 },
    ]);
  });

  it('answers null when only expired stock would cover the order', () => {
    expect(allocatableQuantity(lots, today)).toBe(58);
    expect(pickFefo(lots, 59, today)).toBeNull();
  });

  it('a lot expiring today is expired; ties go to the lot number', () => {
    const same = [
      { lotNumber: 'B', expiryDate: '2027-01-01', available: 1 },
      { lotNumber: 'A', expiryDate: '2027-01-01', available: 1 },
      { lotNumber: 'TODAY', expiryDate: today, available: 9 },
    ];
    expect(pickFefo(same, 2, today)?.map((p) => p.lotNumber)).toEqual(['A', 'B']);
    expect(pickFefo(same, 3, today)).toBeNull();
    expect(pickFefo(same, 0, today)).toEqual([]);
  });
});

describe('receiptProblem', () => {
  const lot = { trackLot: true, trackSerial: false, trackExpiry: true };
  const serial = { trackLot: false, trackSerial: true, trackExpiry: false };
  const line = { quantity: 2, lotNumber: '', expiryDate: null, serialNumbers: [] as string[] };

  it('a lot-tracked item needs its lot, and its expiry when tracked', () => {
    expect(receiptProblem(lot, line)).toBe('lotRequired');
    expect(receiptProblem(lot, { ...line, lotNumber: 'L1' })).toBe('expiryRequired');
    expect(receiptProblem(lot, { ...line, lotNumber: 'L1', expiryDate: '2027-01-01' })).toBeNull();
    expect(receiptProblem({ ...lot, trackExpiry: false }, { ...line, lotNumber: 'L1' })).toBeNull();
  });

  it('a serial-tracked item needs one distinct serial per unit', () => {
    expect(receiptProblem(serial, { ...line, serialNumbers: ['S1'] })).toBe('serialCountMismatch');
    expect(receiptProblem(serial, { ...line, serialNumbers: ['S1', 'S1'] })).toBe('serialDuplicate');
    expect(receiptProblem(serial, { ...line, serialNumbers: ['S1', 'S2'] }, new Set(['S2']))).toBe('serialDuplicate');
    expect(receiptProblem(serial, { ...line, serialNumbers: ['S1', 'S2'] })).toBeNull();
  });

  it('nothing received needs nothing; an untracked item needs nothing', () => {
    expect(receiptProblem(lot, { ...line, quantity: 0 })).toBeNull();
    expect(receiptProblem({ trackLot: false, trackSerial: false, trackExpiry: false }, line)).toBeNull();
  });
});
