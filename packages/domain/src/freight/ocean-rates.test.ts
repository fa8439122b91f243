import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateOcean, type OceanRateDetail } from './ocean-rates';

const details: OceanRateDetail[] = [
  { chargeCode: 'OFR', description: 'Ocean freight', amountCents: 185_000, isPerUnit: true },
  { chargeCode: 'BAF', description: 'Bunker adjustment', amountCents: 32_000, isPerUnit: true },
  { chargeCode: 'DOC', description: 'Documentation', amountCents: 7_500, isPerUnit: false },
];

describe("ocean FCL estimate (20' GP, spec 2 §9)", () => {
  it('multiplies per-unit amounts by the container count and charges the others once', () => {
    // 3 × 1850.00 + 3 × 320.00 + 75.00 = 6585.00
    const e = estimateOcean(details, 3);
    expect(e.lines.map((l) => [l.chargeCode, l.quantity, l.lineCents])).toEqual([
      ['OFR', 3, 555_000],
      ['BAF', 3, 96_000],
      ['DOC', 1, 7_500],
    ]);
    expect(e.totalCents).toBe(658_500);
    expect(estimateOcean(details, 1).totalCents).toBe(224_500);
  });

  it('refuses a count below 1 or not whole', () => {
    expect(() => estimateOcean(details, 0)).toThrow(RangeError);
    expect(() => estimateOcean(details, 1.5)).toThrow(RangeError);
  });

  it('is the sum of its lines and never falls when containers are added', () => {
    const detail = fc.record({
      chargeCode: fc.string({ maxLength: 5 }),
      description: fc.string({ maxLength: 10 }),
      amountCents: fc.integer({ min: 0, max: 10_000_000 }),
      isPerUnit: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(detail, { maxLength: 8 }), fc.integer({ min: 1, max: 99 }), (ds, n) => {
        const e = estimateOcean(ds, n);
        expect(e.totalCents).toBe(e.lines.reduce((s, l) => s + l.lineCents, 0));
        expect(estimateOcean(ds, n + 1).totalCents).toBeGreaterThanOrEqual(e.totalCents);
      }),
    );
  });
});
