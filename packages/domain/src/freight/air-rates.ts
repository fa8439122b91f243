import { roundHalf, type WeightUnit } from '../cargo/chargeable-weight';
import { centsForWeight, percentOf, poundsToKgGrams, toGrams } from './money';

/**
 * The air freight estimate of spec 2 §9 (pure). Money in integer cents, weights in grams (decision 043).
 *
 * - Chargeable weight: the larger of gross and volumetric weight, rounded up to the next 0.5 in the entered unit
 *   (the cargo panel's IATA reading, `cargo/chargeable-weight.ts`); pounds become kilograms ÷ 2.205 to 3 decimals.
 * - Breaks by chargeable kilograms: 0-45, 45-100, 100-300, 300-500, 500-1000, 1000 and over (`rate0` … `rate1000`,
 *   cents per kilogram; a weight on a boundary belongs to the higher break: 45 kg is charged at `rate45`).
 * - The higher-break rule (IATA): when a higher break's minimum weight times its rate is cheaper than the weight at
 *   its own break, that cheaper amount is charged, billed at the higher break's minimum weight.
 * - Freight minimum on the freight; the margin on top of it: K (cents per chargeable kilogram), FLAT (cents once),
 *   PERCENT (basis points of the freight after its minimum).
 * - Origin and destination handling: unit K (cents per chargeable kilogram) or S (cents per shipment), each raised
 *   to its minimum.
 */

export const airRateBreaks = [
  { key: 'rate0', fromKg: 0, toKg: 45 },
  { key: 'rate45', fromKg: 45, toKg: 100 },
  { key: 'rate100', fromKg: 100, toKg: 300 },
  { key: 'rate300', fromKg: 300, toKg: 500 },
  { key: 'rate500', fromKg: 500, toKg: 1000 },
  { key: 'rate1000', fromKg: 1000, toKg: null },
] as const;

export type AirRateBreak = (typeof airRateBreaks)[number];
export type AirRateKey = AirRateBreak['key'];

/** Per-charge unit codes: K per kilogram, S per shipment. */
export const chargeUnitCodes = ['K', 'S'] as const;
export type ChargeUnitCode = (typeof chargeUnitCodes)[number];
export const marginTypes = ['K', 'FLAT', 'PERCENT'] as const;
export type MarginType = (typeof marginTypes)[number];

/** A customer's air rates on one lane (spec 2 §3 customer rates), in cents (per kg for K) and basis points. */
export type AirRates = Record<AirRateKey, number> & {
  /** Cents per kg for K, cents once for FLAT, basis points for PERCENT (1250 = 12.50 %). */
  margin: number;
  marginType: MarginType;
  originCharge: number;
  originUnit: ChargeUnitCode;
  originMinimum: number;
  freightMinimum: number;
  destHandlingCharge: number;
  destHandlingUnit: ChargeUnitCode;
  destHandlingMin: number;
};

export type AirWeights = { weightUnit: WeightUnit; grossWeight: number; volumetricWeight: number };

export type ChargeableWeight = {
  weightUnit: WeightUnit;
  grossWeight: number;
  volumetricWeight: number;
  /** Which side set the chargeable weight (gross when they are equal). */
  basis: 'gross' | 'volumetric';
  /** Rounded up to the next 0.5 in the entered unit. */
  chargeableWeight: number;
  /** In kilograms: the chargeable weight itself (KG) or ÷ 2.205 to 3 decimals (LB). */
  chargeableGrams: number;
};

export function chargeableWeightOf(w: AirWeights): ChargeableWeight {
  const basis = w.volumetricWeight > w.grossWeight ? 'volumetric' : 'gross';
  const chargeableWeight = roundHalf(Math.max(w.grossWeight, w.volumetricWeight), 'up');
  const chargeableGrams = w.weightUnit === 'LB' ? poundsToKgGrams(chargeableWeight) : toGrams(chargeableWeight);
  return { ...w, basis, chargeableWeight, chargeableGrams };
}

/** The break a weight falls in (45 kg and over: rate45, and so on). */
export function breakFor(grams: number): AirRateBreak {
  let found: AirRateBreak = airRateBreaks[0];
  for (const b of airRateBreaks) if (grams >= b.fromKg * 1000) found = b;
  return found;
}

export type FreightBreakChoice = {
  /** The break the chargeable weight falls in. */
  weightBreak: AirRateBreak;
  /** The break charged: the weight's own, or a higher one when the higher-break rule applies. */
  appliedBreak: AirRateBreak;
  rateCents: number;
  /** The weight billed: the chargeable weight, or the higher break's minimum weight. */
  billedGrams: number;
  /** The freight at the weight's own break, before any minimum. */
  ownBreakCents: number;
  /** The freight charged before the minimum: the cheapest of the own break and every higher break's minimum. */
  freightCents: number;
  higherBreakApplied: boolean;
  /** What the higher-break rule saved against the own break (0 when it did not apply). */
  savingCents: number;
};

/** The freight at the cheapest break for a weight (the higher-break rule); ties keep the lower break. */
export function chooseFreightBreak(rates: Record<AirRateKey, number>, grams: number): FreightBreakChoice {
  const weightBreak = breakFor(grams);
  const ownBreakCents = centsForWeight(rates[weightBreak.key], grams);
  let best = { b: weightBreak as AirRateBreak, billedGrams: grams, cents: ownBreakCents };
  for (const b of airRateBreaks) {
    if (b.fromKg * 1000 <= grams) continue;
    const cents = centsForWeight(rates[b.key], b.fromKg * 1000);
    if (cents < best.cents) best = { b, billedGrams: b.fromKg * 1000, cents };
  }
  return {
    weightBreak,
    appliedBreak: best.b,
    rateCents: rates[best.b.key],
    billedGrams: best.billedGrams,
    ownBreakCents,
    freightCents: best.cents,
    higherBreakApplied: best.b !== weightBreak,
    savingCents: ownBreakCents - best.cents,
  };
}

export type AirLineCode = 'ORIGIN' | 'FREIGHT' | 'DEST_HANDLING';

export type AirChargeLine = {
  code: AirLineCode;
  unit: ChargeUnitCode;
  /** Cents per kilogram (K) or per shipment (S). */
  rateCents: number;
  /** The kilograms the rate was multiplied by (K), in grams; null for S. */
  quantityGrams: number | null;
  /** Rate × quantity (or the rate once), before the minimum. */
  calculatedCents: number;
  minimumCents: number;
  minimumApplied: boolean;
  /** Freight only: the margin added after the minimum. */
  margin: { type: MarginType; value: number; cents: number } | null;
  amountCents: number;
};

export type NextBreakHint = {
  /** The next break up from the one charged. */
  nextBreak: AirRateBreak;
  rateCents: number;
  /** The freight for the next break's minimum weight, and how much more than the freight charged now. */
  freightCents: number;
  extraCents: number;
};

export type AirEstimate = {
  chargeable: ChargeableWeight;
  freight: FreightBreakChoice;
  lines: AirChargeLine[];
  /** The sum of the lines. */
  totalCents: number;
  /** Shipping up to the next break's minimum weight: what it would add (ship more for little or nothing). */
  nextBreak: NextBreakHint | null;
};

function handlingLine(
  code: 'ORIGIN' | 'DEST_HANDLING',
  unit: ChargeUnitCode,
  rateCents: number,
  minimumCents: number,
  grams: number,
): AirChargeLine {
  const calculatedCents = unit === 'K' ? centsForWeight(rateCents, grams) : rateCents;
  const amountCents = Math.max(calculatedCents, minimumCents);
  return {
    code,
    unit,
    rateCents,
    quantityGrams: unit === 'K' ? grams : null,
    calculatedCents,
    minimumCents,
    minimumApplied: minimumCents > calculatedCents,
    margin: null,
    amountCents,
  };
}

export function marginCents(type: MarginType, value: number, freightCents: number, grams: number): number {
  if (type === 'K') return centsForWeight(value, grams);
  if (type === 'FLAT') return value;
  return percentOf(freightCents, value);
}

/** The estimate for a chargeable weight in kilograms (grams) — the rule the explained estimate is built on. */
export function priceAirGrams(rates: AirRates, grams: number): Omit<AirEstimate, 'chargeable'> {
  const freight = chooseFreightBreak(rates, grams);
  const baseFreight = Math.max(freight.freightCents, rates.freightMinimum);
  const margin = marginCents(rates.marginType, rates.margin, baseFreight, grams);
  const freightLine: AirChargeLine = {
    code: 'FREIGHT',
    unit: 'K',
    rateCents: freight.rateCents,
    quantityGrams: freight.billedGrams,
    calculatedCents: freight.freightCents,
    minimumCents: rates.freightMinimum,
    minimumApplied: rates.freightMinimum > freight.freightCents,
    margin: { type: rates.marginType, value: rates.margin, cents: margin },
    amountCents: baseFreight + margin,
  };
  const lines = [
    handlingLine('ORIGIN', rates.originUnit, rates.originCharge, rates.originMinimum, grams),
    freightLine,
    handlingLine('DEST_HANDLING', rates.destHandlingUnit, rates.destHandlingCharge, rates.destHandlingMin, grams),
  ];
  const index = airRateBreaks.indexOf(freight.appliedBreak);
  const next = airRateBreaks[index + 1];
  const nextBreak: NextBreakHint | null = next
    ? (() => {
        const cents = centsForWeight(rates[next.key], next.fromKg * 1000);
        return {
          nextBreak: next,
          rateCents: rates[next.key],
          freightCents: cents,
          extraCents: cents - freight.freightCents,
        };
      })()
    : null;
  return { freight, lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0), nextBreak };
}

/** The explained air estimate from the entered weights. */
export function estimateAir(rates: AirRates, weights: AirWeights): AirEstimate {
  const chargeable = chargeableWeightOf(weights);
  return { chargeable, ...priceAirGrams(rates, chargeable.chargeableGrams) };
}

/** The freight of a weight at its own break only (no higher-break rule): what the rule is measured against. */
export function ownBreakFreightCents(rates: Record<AirRateKey, number>, grams: number): number {
  return centsForWeight(rates[breakFor(grams).key], grams);
}
