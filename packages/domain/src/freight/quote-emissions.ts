import { airports } from '../reference/airports';
import { seaports } from '../reference/seaports';
import { estimateShipmentEmissions } from '../shipments/emissions';
import { gramsToKg, poundsToKgGrams } from './money';

/**
 * The CO₂e of a quotation's cargo on its lane (issue #18, options side by side): the estimator's rule (decision 067's
 * factors; air GLEC-style great circle + 95 km, ocean by sea route) on the weight a carrier moves — for air the
 * chargeable weight (gross, or 1 m³ = 166.667 kg when volume is greater, IATA's 6 000 cm³/kg), for LCL the revenue
 * weight (1 m³ = 1 000 kg), for FCL the gross weight. Pounds become kilograms the estimator's way (÷ 2.205).
 * Null when a port is not known or the weight is missing.
 */

export type QuoteCargo = {
  mode: string;
  originCode: string;
  destinationCode: string;
  grossWeight: number;
  weightUnit: 'LB' | 'KG';
  volumeCbm: number;
};

const pointOf = new Map<string, { lat: number; lon: number }>([
  ...seaports.map((p) => [p.code, { lat: p.latitude, lon: p.longitude }] as const),
  ...airports.map((a) => [a.code, { lat: a.latitude, lon: a.longitude }] as const),
]);

const airKgPerCbm = 1_000_000 / 6000;

export function quoteCo2eKg(cargo: QuoteCargo): number | null {
  const grossKg =
    cargo.weightUnit === 'LB'
      ? gramsToKg(poundsToKgGrams(Math.max(0, cargo.grossWeight)))
      : Math.max(0, cargo.grossWeight);
  const volume = Math.max(0, cargo.volumeCbm);
  const air = cargo.mode === 'AIR';
  const ocean = cargo.mode === 'OCEAN-FCL' || cargo.mode === 'OCEAN-LCL';
  if (!air && !ocean && cargo.mode !== 'DOMESTIC') return null;
  const weightKg = air
    ? Math.max(grossKg, volume * airKgPerCbm)
    : cargo.mode === 'OCEAN-LCL'
      ? Math.max(grossKg, volume * 1000)
      : grossKg;
  const e = estimateShipmentEmissions({
    mode: air ? 'AIR' : ocean ? 'OCEAN' : 'DOMESTIC',
    origin: pointOf.get(cargo.originCode.toUpperCase()) ?? null,
    destination: pointOf.get(cargo.destinationCode.toUpperCase()) ?? null,
    chargeableWeightKg: weightKg,
  });
  return e ? e.co2eKg : null;
}
