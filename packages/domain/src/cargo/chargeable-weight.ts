/**
 * The chargeable weight calculator of spec 2 §4, §5, §9 (pure; the cargo details panel and the booking form use
 * it). Each row's dimensions are of one piece; its gross weight is of one piece too, so a row weighs
 * grossWeight × qty (docs/decisions/011-chargeable-weight.md).
 */
export type MeasureUnit = 'IN' | 'CM';
export type WeightUnit = 'LB' | 'KG';

export type CargoRow = {
  rowindex: number;
  qty: number;
  length: number;
  width: number;
  height: number;
  grossWeight: number;
  boxPackaging: boolean;
};

/** Cubic units per cubic foot (IN) or cubic metre (CM): spec 2 §9. */
export const volumeDivisors: Record<MeasureUnit, number> = { IN: 1728, CM: 1_000_000 };
/** Volumetric divisors: 366 in³ per kg, 6000 cm³ per kg (IATA). */
export const volumetricDivisors: Record<MeasureUnit, number> = { IN: 366, CM: 6000 };
export const kgToLb = 2.20462;
export const lbToKg = 0.453592;
export const inToCm = 2.54;
/** Box packaging adds 35 per unit of qty (spec 2 §9). */
export const boxPackagingPerUnit = 35;

/** Which reading of the spec's formula: see the decision record. */
export type ChargeableReading = 'nearest-half' | 'iata-up';

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * f) / f;
};

/** A row's volume: L × W × H × qty ÷ 1728 (IN, cubic feet) or ÷ 1,000,000 (CM, m³), 3 decimals. Read-only in the grid. */
export function rowVolume(row: CargoRow, unit: MeasureUnit): number {
  return round((row.length * row.width * row.height * row.qty) / volumeDivisors[unit], 3);
}

const cubic = (row: CargoRow) => row.length * row.width * row.height * row.qty;

/** All rows' raw cubic units, L × W × H × qty summed (in³ for IN, cm³ for CM), 2 decimals: the tooltip's working. */
export function totalCubicUnits(rows: readonly CargoRow[]): number {
  return round(
    rows.reduce((sum, r) => sum + cubic(r), 0),
    2,
  );
}

/** Rounds to the nearest 0.5 (first reading) or up to the next 0.5 (second reading, IATA). */
export function roundHalf(value: number, mode: 'nearest' | 'up'): number {
  const halves = value * 2;
  return (mode === 'up' ? Math.ceil(round(halves, 9)) : Math.round(halves)) / 2;
}

export type FreightSummary = {
  weightUnit: WeightUnit;
  volumeUnit: MeasureUnit;
  totalQty: number;
  totalGrossWeight: number;
  totalVolume: number;
  totalVolumetricWeight: number;
  totalChargeableWeight: number;
  boxPackagingTotal: number;
  /** How the total was reached, for the tooltip beside it. */
  working: { divisor: number; factor: number; rounding: 'nearest 0.5' | 'up to the next 0.5' };
};

/**
 * Totals of the cargo rows in the chosen units.
 * - 'nearest-half' (the first reading, literally): volumetric = cubic units ÷ 366 or ÷ 6000, compared with the
 *   gross weight as entered, whatever its unit, rounded to the nearest 0.5.
 * - 'iata-up' (the second reading): volumetric kilograms = cubic units ÷ 366 or ÷ 6000, × 2.20462 when weights
 *   are in LB, so both sides are in the same unit; the larger, rounded up to the next 0.5.
 */
export function summarizeCargo(
  rows: readonly CargoRow[],
  units: { volumeUnit: MeasureUnit; weightUnit: WeightUnit },
  reading: ChargeableReading = 'iata-up',
): FreightSummary {
  const { volumeUnit, weightUnit } = units;
  const totalQty = rows.reduce((sum, r) => sum + r.qty, 0);
  const totalGrossWeight = round(
    rows.reduce((sum, r) => sum + r.grossWeight * r.qty, 0),
    2,
  );
  const totalCubic = rows.reduce((sum, r) => sum + cubic(r), 0);
  const totalVolume = round(totalCubic / volumeDivisors[volumeUnit], 3);
  const divisor = volumetricDivisors[volumeUnit];
  const factor = reading === 'iata-up' && weightUnit === 'LB' ? kgToLb : 1;
  const volumetric = (totalCubic / divisor) * factor;
  const larger = Math.max(totalGrossWeight, volumetric);
  return {
    weightUnit,
    volumeUnit,
    totalQty,
    totalGrossWeight,
    totalVolume,
    totalVolumetricWeight: round(volumetric, 2),
    totalChargeableWeight: roundHalf(larger, reading === 'iata-up' ? 'up' : 'nearest'),
    boxPackagingTotal: rows.reduce((sum, r) => sum + (r.boxPackaging ? boxPackagingPerUnit * r.qty : 0), 0),
    working: { divisor, factor, rounding: reading === 'iata-up' ? 'up to the next 0.5' : 'nearest 0.5' },
  };
}

/** Every row in other units (spec 2 §4: changing a unit recomputes all rows); dimensions and weights 2 decimals. */
export function convertRows(
  rows: readonly CargoRow[],
  from: { volumeUnit: MeasureUnit; weightUnit: WeightUnit },
  to: { volumeUnit: MeasureUnit; weightUnit: WeightUnit },
): CargoRow[] {
  const length = from.volumeUnit === to.volumeUnit ? 1 : to.volumeUnit === 'CM' ? inToCm : 1 / inToCm;
  const weight = from.weightUnit === to.weightUnit ? 1 : to.weightUnit === 'KG' ? lbToKg : kgToLb;
  return rows.map((r) => ({
    ...r,
    length: round(r.length * length, 2),
    width: round(r.width * length, 2),
    height: round(r.height * length, 2),
    grossWeight: round(r.grossWeight * weight, 2),
  }));
}
