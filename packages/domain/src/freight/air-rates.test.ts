import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  airRateBreaks,
  breakFor,
  chargeableWeightOf,
  chooseFreightBreak,
  estimateAir,
  ownBreakFreightCents,
  priceAirGrams,
  type AirRates,
} from './air-rates';

/** A lane tariff in cents: 5.50 / 4.20 / 3.80 / 3.40 / 3.10 / 2.90 per kg. */
const rates: AirRates = {
  rate0: 550,
  rate45: 420,
  rate100: 380,
  rate300: 340,
  rate500: 310,
  rate1000: 290,
  margin: 10,
  marginType: 'K',
  originCharge: 15,
  originUnit: 'K',
  originMinimum: 3500,
  freightMinimum: 7500,
  destHandlingCharge: 4500,
  destHandlingUnit: 'S',
  destHandlingMin: 0,
};
const kg = (n: number) => Math.round(n * 1000);
const freightOf = (grams: number, r: AirRates = rates) => chooseFreightBreak(r, grams);

describe('air rate breaks, worked by hand (spec 2 §9)', () => {
  it('puts a weight in its break; a boundary weight belongs to the higher break', () => {
    expect(airRateBreaks.map((b) => b.key)).toEqual(['rate0', 'rate45', 'rate100', 'rate300', 'rate500', 'rate1000']);
    const cases: [number, string][] = [
      [0, 'rate0'],
      [44.999, 'rate0'],
      [45, 'rate45'],
      [99.5, 'rate45'],
      [100, 'rate100'],
      [299.999, 'rate100'],
      [300, 'rate300'],
      [500, 'rate500'],
      [999.5, 'rate500'],
      [1000, 'rate1000'],
      [25_000, 'rate1000'],
    ];
    for (const [w, key] of cases) expect(breakFor(kg(w)).key, `${w} kg`).toBe(key);
  });

  it('charges every break at its own rate when no higher break is cheaper', () => {
    // [kg, break, cents]: 34 × 5.50 = 187.00 (45 × 4.20 = 189.00 is dearer); 45 × 4.20; 90 × 4.20 = 378.00
    // (100 × 3.80 = 380.00 dearer); 150 × 3.80; 400 × 3.40; 700 × 3.10; 1500 × 2.90.
    const cases: [number, string, number][] = [
      [34, 'rate0', 18_700],
      [45, 'rate45', 18_900],
      [90, 'rate45', 37_800],
      [150, 'rate100', 57_000],
      [400, 'rate300', 136_000],
      [700, 'rate500', 217_000],
      [1500, 'rate1000', 435_000],
    ];
    for (const [w, key, cents] of cases) {
      const f = freightOf(kg(w));
      expect(f.appliedBreak.key, `${w} kg`).toBe(key);
      expect(f.higherBreakApplied).toBe(false);
      expect(f.freightCents).toBe(cents);
      expect(f.billedGrams).toBe(kg(w));
      expect(f.savingCents).toBe(0);
    }
  });

  it("applies the higher-break rule: the next break's minimum weight when that is cheaper, and says what it saved", () => {
    // 40 kg: 220.00 at rate0 vs 45 kg × 4.20 = 189.00 → saves 31.00. 95 kg: 399.00 vs 100 × 3.80 = 380.00.
    // 290 kg: 1102.00 vs 300 × 3.40 = 1020.00. 480 kg: 1632.00 vs 500 × 3.10 = 1550.00. 950 kg: 2945.00 vs 2900.00.
    const cases: [number, string, number, number][] = [
      [40, 'rate45', 18_900, 3_100],
      [95, 'rate100', 38_000, 1_900],
      [290, 'rate300', 102_000, 8_200],
      [480, 'rate500', 155_000, 8_200],
      [950, 'rate1000', 290_000, 4_500],
    ];
    for (const [w, key, cents, saving] of cases) {
      const f = freightOf(kg(w));
      expect(f.appliedBreak.key, `${w} kg`).toBe(key);
      expect(f.higherBreakApplied).toBe(true);
      expect(f.billedGrams).toBe(f.appliedBreak.fromKg * 1000);
      expect(f.freightCents).toBe(cents);
      expect(f.ownBreakCents - f.freightCents).toBe(saving);
      expect(f.savingCents).toBe(saving);
    }
  });

  it('looks past the next break when a later one is cheaper still (a tariff with a steep 100 kg rate)', () => {
    const steep = { ...rates, rate45: 500, rate100: 150 };
    // 40 kg: 220.00 at rate0; 45 × 5.00 = 225.00; 100 × 1.50 = 150.00 → rate100.
    const f = freightOf(kg(40), steep);
    expect(f.appliedBreak.key).toBe('rate100');
    expect(f.freightCents).toBe(15_000);
    expect(f.savingCents).toBe(7_000);
  });

  it('tells how much more the next break would cost (ship 45 kg for 2.00 more)', () => {
    const e = priceAirGrams(rates, kg(34));
    expect(e.nextBreak).toMatchObject({ nextBreak: { key: 'rate45' }, freightCents: 18_900, extraCents: 200 });
    expect(priceAirGrams(rates, kg(1500)).nextBreak).toBeNull();
  });
});

describe('minimums, margins and unit codes', () => {
  it('raises freight and origin to their minimums; K margin per chargeable kg; S destination once', () => {
    // 10 kg: freight 55.00 → minimum 75.00, margin 10 × 0.10 = 1.00; origin 10 × 0.15 = 1.50 → minimum 35.00;
    // destination 45.00 per shipment. Total 76.00 + 35.00 + 45.00 = 156.00.
    const e = priceAirGrams(rates, kg(10));
    const [origin, freight, dest] = e.lines;
    expect(origin).toMatchObject({
      code: 'ORIGIN',
      unit: 'K',
      calculatedCents: 150,
      minimumApplied: true,
      amountCents: 3_500,
    });
    expect(freight).toMatchObject({
      code: 'FREIGHT',
      calculatedCents: 5_500,
      minimumCents: 7_500,
      minimumApplied: true,
      margin: { type: 'K', value: 10, cents: 100 },
      amountCents: 7_600,
    });
    expect(dest).toMatchObject({ code: 'DEST_HANDLING', unit: 'S', quantityGrams: null, amountCents: 4_500 });
    expect(e.totalCents).toBe(15_600);
  });

  it('charges the K margin on the chargeable weight even when a higher break is billed', () => {
    // 40 kg billed as 45 kg: freight 189.00 + margin 40 × 0.10 = 4.00; origin 6.00 → 35.00; dest 45.00 → 273.00
    const e = priceAirGrams(rates, kg(40));
    expect(e.lines[1]).toMatchObject({ quantityGrams: 45_000, margin: { cents: 400 }, amountCents: 19_300 });
    expect(e.totalCents).toBe(27_300);
  });

  it('adds a FLAT margin once and a PERCENT margin of the freight after its minimum (half up to the cent)', () => {
    const flat = priceAirGrams({ ...rates, marginType: 'FLAT', margin: 2_500 }, kg(150));
    expect(flat.lines[1]).toMatchObject({ calculatedCents: 57_000, margin: { cents: 2_500 }, amountCents: 59_500 });
    // 12.50 % of 189.00 = 23.625 → 23.63
    const pct = priceAirGrams({ ...rates, marginType: 'PERCENT', margin: 1_250 }, kg(45));
    expect(pct.lines[1]).toMatchObject({ margin: { type: 'PERCENT', cents: 2_363 }, amountCents: 21_263 });
    // on the minimum: 10 kg → freight 75.00, 12.50 % = 9.375 → 9.38
    const onMin = priceAirGrams({ ...rates, marginType: 'PERCENT', margin: 1_250 }, kg(10));
    expect(onMin.lines[1]).toMatchObject({ minimumApplied: true, margin: { cents: 938 }, amountCents: 8_438 });
  });

  it('prices a K destination charge per kg up to its minimum, and an S origin charge once', () => {
    const r: AirRates = {
      ...rates,
      originUnit: 'S',
      originCharge: 4_000,
      destHandlingUnit: 'K',
      destHandlingCharge: 20,
      destHandlingMin: 4_000,
    };
    const small = priceAirGrams(r, kg(150)); // 150 × 0.20 = 30.00 → 40.00
    expect(small.lines[0]).toMatchObject({ unit: 'S', amountCents: 4_000, minimumApplied: false });
    expect(small.lines[2]).toMatchObject({ calculatedCents: 3_000, minimumApplied: true, amountCents: 4_000 });
    const big = priceAirGrams(r, kg(300)); // 60.00
    expect(big.lines[2]).toMatchObject({ calculatedCents: 6_000, minimumApplied: false, amountCents: 6_000 });
    expect(big.totalCents).toBe(big.lines.reduce((s, l) => s + l.amountCents, 0));
  });
});

describe('chargeable weight and pounds (÷ 2.205 to 3 decimals)', () => {
  it('takes the larger of gross and volumetric, up to the next 0.5, and says which', () => {
    expect(chargeableWeightOf({ weightUnit: 'KG', grossWeight: 44.2, volumetricWeight: 30 })).toMatchObject({
      basis: 'gross',
      chargeableWeight: 44.5,
      chargeableGrams: 44_500,
    });
    expect(chargeableWeightOf({ weightUnit: 'LB', grossWeight: 50, volumetricWeight: 289.13 })).toMatchObject({
      basis: 'volumetric',
      chargeableWeight: 289.5,
      chargeableGrams: 131_293, // 289.5 / 2.205 = 131.29251…
    });
  });

  it('prices 100 lb as 45.351 kg at rate45 (190.47)', () => {
    const e = estimateAir(rates, { weightUnit: 'LB', grossWeight: 100, volumetricWeight: 80 });
    expect(e.chargeable.chargeableGrams).toBe(45_351);
    expect(e.freight.appliedBreak.key).toBe('rate45');
    expect(e.freight.freightCents).toBe(19_047); // 45.351 × 4.20 = 190.4742
  });

  it('prices 88 lb (39.909 kg) with the higher break: 219.50 at rate0 against 189.00 at 45 kg', () => {
    const e = estimateAir(rates, { weightUnit: 'LB', grossWeight: 88, volumetricWeight: 0 });
    expect(e.chargeable.chargeableGrams).toBe(39_909);
    expect(e.freight).toMatchObject({
      ownBreakCents: 21_950,
      freightCents: 18_900,
      savingCents: 3_050,
      higherBreakApplied: true,
    });
  });

  it('prices the same cargo in KG and LB to within the conversion (300 kg = 661.5 lb → 300.000 kg)', () => {
    const inKg = estimateAir(rates, { weightUnit: 'KG', grossWeight: 300, volumetricWeight: 0 });
    const inLb = estimateAir(rates, { weightUnit: 'LB', grossWeight: 661.5, volumetricWeight: 0 });
    expect(inLb.chargeable.chargeableGrams).toBe(300_000);
    expect(inLb.totalCents).toBe(inKg.totalCents);
    expect(inKg.freight.freightCents).toBe(102_000);
  });
});

const arbRates = fc.record({
  rate0: fc.integer({ min: 0, max: 2_000 }),
  rate45: fc.integer({ min: 0, max: 2_000 }),
  rate100: fc.integer({ min: 0, max: 2_000 }),
  rate300: fc.integer({ min: 0, max: 2_000 }),
  rate500: fc.integer({ min: 0, max: 2_000 }),
  rate1000: fc.integer({ min: 0, max: 2_000 }),
  margin: fc.integer({ min: 0, max: 5_000 }),
  marginType: fc.constantFrom('K' as const, 'FLAT' as const, 'PERCENT' as const),
  originCharge: fc.integer({ min: 0, max: 10_000 }),
  originUnit: fc.constantFrom('K' as const, 'S' as const),
  originMinimum: fc.integer({ min: 0, max: 20_000 }),
  freightMinimum: fc.integer({ min: 0, max: 50_000 }),
  destHandlingCharge: fc.integer({ min: 0, max: 10_000 }),
  destHandlingUnit: fc.constantFrom('K' as const, 'S' as const),
  destHandlingMin: fc.integer({ min: 0, max: 20_000 }),
});
const arbGrams = fc.integer({ min: 1, max: 3_000_000 });

describe('air rate properties (fast-check)', () => {
  it('the price never falls when the weight rises', () => {
    fc.assert(
      fc.property(arbRates, arbGrams, arbGrams, (r, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(priceAirGrams(r, lo).totalCents).toBeLessThanOrEqual(priceAirGrams(r, hi).totalCents);
      }),
      { numRuns: 2_000 },
    );
  });

  it('break prices alone fall with more weight exactly where the higher-break rule applies, and it closes the gap', () => {
    fc.assert(
      fc.property(arbRates, arbGrams, arbGrams, (r, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const own = ownBreakFreightCents(r, lo);
        const chosen = chooseFreightBreak(r, lo);
        if (own > ownBreakFreightCents(r, hi)) {
          expect(chosen.higherBreakApplied).toBe(true);
          expect(chosen.freightCents).toBeLessThanOrEqual(chooseFreightBreak(r, hi).freightCents);
        }
        expect(chosen.savingCents).toBe(own - chosen.freightCents);
        expect(chosen.savingCents > 0).toBe(chosen.higherBreakApplied);
      }),
      { numRuns: 2_000 },
    );
  });

  it('every estimate equals the sum of its lines, each line at least its minimum', () => {
    fc.assert(
      fc.property(
        arbRates,
        fc.constantFrom('LB' as const, 'KG' as const),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (r, unit, g, v) => {
          const e = estimateAir(r, { weightUnit: unit, grossWeight: g / 100, volumetricWeight: v / 100 });
          expect(e.totalCents).toBe(e.lines.reduce((s, l) => s + l.amountCents, 0));
          for (const l of e.lines) {
            expect(Number.isSafeInteger(l.amountCents)).toBe(true);
            expect(l.amountCents).toBeGreaterThanOrEqual(l.minimumCents);
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
