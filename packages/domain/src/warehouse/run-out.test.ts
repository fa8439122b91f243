import { describe, expect, it } from 'vitest';
import { projectRunOut } from './run-out';

const today = '2026-11-25';

describe('projectRunOut', () => {
  it('no warning when the stock covers every requested order', () => {
    expect(
      projectRunOut({
        today,
        available: 30,
        demands: [
          { date: '2026-11-27', quantity: 10, ref: 'OUT-1' },
          { date: '2026-12-01', quantity: 20, ref: 'OUT-2' },
        ],
        supplies: [],
      }),
    ).toBeNull();
  });

  it('worked example: 30 available, orders of 10 (27 Nov) and 25 (1 Dec), the ship arrives 4 Dec with 100', () => {
    // 27 Nov: 30 − 10 = 20; 1 Dec: 20 − 25 = −5 → runs out 1 Dec, 5 short, before the 4 Dec arrival.
    expect(
      projectRunOut({
        today,
        available: 30,
        demands: [
          { date: '2026-12-01', quantity: 25, ref: 'OUT-2' },
          { date: '2026-11-27', quantity: 10, ref: 'OUT-1' },
        ],
        supplies: [{ date: '2026-12-04', quantity: 100, ref: 'IN-9' }],
      }),
    ).toEqual({
      runsOutOn: '2026-12-01',
      orderRef: 'OUT-2',
      shortBy: 5,
      nextArrival: { date: '2026-12-04', ref: 'IN-9', quantity: 100 },
    });
  });

  it('goods arriving before (or on) the day of the order cover it', () => {
    const base = { today, available: 5, demands: [{ date: '2026-12-01', quantity: 20, ref: 'OUT-1' }] };
    expect(projectRunOut({ ...base, supplies: [{ date: '2026-11-30', quantity: 50, ref: 'IN-1' }] })).toBeNull();
    expect(projectRunOut({ ...base, supplies: [{ date: '2026-12-01', quantity: 50, ref: 'IN-1' }] })).toBeNull();
    expect(projectRunOut({ ...base, supplies: [{ date: '2026-12-02', quantity: 50, ref: 'IN-1' }] })).toEqual({
      runsOutOn: '2026-12-01',
      orderRef: 'OUT-1',
      shortBy: 15,
      nextArrival: { date: '2026-12-02', ref: 'IN-1', quantity: 50 },
    });
  });

  it('an arrival too small still leaves a later run-out, and names the next arrival after it', () => {
    // 10 + 5 (28 Nov) − 12 (29 Nov) = 3; − 8 (3 Dec) = −5; next arrival 10 Dec.
    expect(
      projectRunOut({
        today,
        available: 10,
        demands: [
          { date: '2026-11-29', quantity: 12, ref: 'OUT-1' },
          { date: '2026-12-03', quantity: 8, ref: 'OUT-2' },
        ],
        supplies: [
          { date: '2026-12-10', quantity: 40, ref: 'IN-2' },
          { date: '2026-11-28', quantity: 5, ref: 'IN-1' },
        ],
      }),
    ).toEqual({
      runsOutOn: '2026-12-03',
      orderRef: 'OUT-2',
      shortBy: 5,
      nextArrival: { date: '2026-12-10', ref: 'IN-2', quantity: 40 },
    });
  });

  it('past dates count as today; an inbound order without a date is not counted on', () => {
    expect(
      projectRunOut({
        today,
        available: 4,
        demands: [{ date: '2026-11-20', quantity: 6, ref: 'OUT-LATE' }],
        supplies: [{ date: null, quantity: 100, ref: 'IN-UNKNOWN' }],
      }),
    ).toEqual({ runsOutOn: today, orderRef: 'OUT-LATE', shortBy: 2, nextArrival: null });
    // Late goods (ETA passed) count as arriving today, before today's orders.
    expect(
      projectRunOut({
        today,
        available: 0,
        demands: [{ date: null, quantity: 6, ref: 'OUT-1' }],
        supplies: [{ date: '2026-11-22', quantity: 10, ref: 'IN-LATE' }],
      }),
    ).toBeNull();
  });

  it('short by the order only, when the stock was already below zero from an earlier short order', () => {
    // Stock 0: the first order is short by 3 → that is the warning (3 short), not the running total.
    expect(
      projectRunOut({
        today,
        available: 0,
        demands: [
          { date: '2026-11-26', quantity: 3, ref: 'OUT-1' },
          { date: '2026-11-27', quantity: 4, ref: 'OUT-2' },
        ],
        supplies: [],
      }),
    ).toEqual({ runsOutOn: '2026-11-26', orderRef: 'OUT-1', shortBy: 3, nextArrival: null });
  });
});
