/**
 * A shipment's estimated greenhouse-gas emissions, the GLEC Framework way (Smart Freight Centre; ISO 14083), with the
 * UK government's openly licensed conversion factors (decision 067):
 *
 *   emissions (kg CO2e) = planned distance (km) × weight (t) × intensity (kg CO2e per t-km)
 *
 * It is a default-value estimate (the lowest data tier of GLEC/ISO 14083) for the shipment details screen, not a
 * carrier's reported figure. Pure: no I/O, no packages.
 */
import type { TransportMode } from '../reference/enumerations';
import { greatCircleKm, isGeoPoint, type GeoPoint } from './geo';
import { planSeaRoute } from './sea-route';

/** Which default the estimate follows; the screen words its method sentence by it. */
export type EmissionBasis = 'air' | 'ocean' | 'road';

/** How the route's length becomes the planned distance the intensity applies to. */
export type DistanceAdjustment = { kind: 'addKm'; km: number } | { kind: 'multiply'; factor: number };

/** The route a distance is measured on: the great circle, or for ocean the sea route through canals and straits. */
export type MeasuredRoute = { kind: 'greatCircle' | 'seaRoute'; km: number; via: string[] };

export type EmissionRule = {
  basis: EmissionBasis;
  /** Intensity in kg CO2e per tonne-km (UK government factor, tank-to-wheel). */
  factorKgPerTonneKm: number;
  /** Where the intensity comes from, shown with the estimate. */
  source: string;
  adjustment: DistanceAdjustment;
  measure: (origin: GeoPoint, destination: GeoPoint) => MeasuredRoute;
};

/**
 * Distances, by the GLEC Framework's conventions (ISO 14083 Table 3, as quoted in CLECAT's ISO 14083 guide):
 * - air: the great-circle distance (GCD) between the airports plus 95 km for taxiing, holding and routing;
 * - sea: the shortest feasible distance (SFD) + 15 % (Clean Cargo found sailed distances 15 % above the shortest
 *   feasible port-to-port route). The SFD here is the sea route of `planSeaRoute`: the shortest path through a
 *   graph of open-sea waypoints, canals and straits (Shanghai to Rotterdam via Malacca and Suez, New Orleans to
 *   Ningbo via Panama), not the great circle, which for such pairs crosses continents and is about half as long;
 * - road: SFD + 5 % for diversions and out-of-route driving, here applied to the GCD.
 * We have no road routing engine, so for road the GCD stands in for the SFD; road networks are commonly 10 to 30 %
 * longer than the GCD (Dallas to Houston: 380 km here, about 385 km by I-45). Replace it with a routed distance
 * when one is available.
 */
export const airDistanceAdditionKm = 95;
export const oceanDistanceFactor = 1.15;
export const roadDistanceFactor = 1.05;

/**
 * Default intensities, kg CO2e per tonne-km, from the UK government's GHG conversion factors for company reporting
 * (Department for Energy Security and Net Zero, 'Freighting goods' sheet, full set; Crown copyright, Open Government
 * Licence v3.0, which allows commercial reuse with attribution). Decision 067 records the source and why it
 * replaced the GLEC Module 2 defaults (Smart Freight Centre allows those for non-commercial use only).
 * - air 0.5313: 'Freight flights', International, to/from non-UK, without RF (ISO 14083 and GLEC leave out the
 *   non-CO2 effects of aviation, so the radiative-forcing variant is not used).
 * - ocean 0.01266: 'Cargo ship', Container ship.
 * - road 0.10163: 'HGV (all diesel)', All HGVs, average laden.
 * These are the sheet's direct (tank-to-wheel) factors; the well-to-tank share (sheet 'WTT- delivery vehs &
 * freight') is not added, so the figures are TTW, not WTW. The method (distances, t-km allocation) stays GLEC-style.
 */
export const conversionFactorSource =
  'UK Government GHG Conversion Factors for Company Reporting (DESNZ), Freighting goods; Crown copyright, Open Government Licence v3.0';

const greatCircle = (origin: GeoPoint, destination: GeoPoint): MeasuredRoute => ({
  kind: 'greatCircle',
  km: greatCircleKm(origin, destination),
  via: [],
});

/** The sea route between two ports; the great circle only if no sea route could be planned. */
function seaRoute(origin: GeoPoint, destination: GeoPoint): MeasuredRoute {
  const route = planSeaRoute(origin, destination);
  return route ? { kind: 'seaRoute', km: route.distanceKm, via: route.via } : greatCircle(origin, destination);
}

const air: EmissionRule = {
  basis: 'air',
  factorKgPerTonneKm: 0.5313,
  source: `${conversionFactorSource}: freight flights, international, without RF, 531.3 g CO2e/t-km`,
  adjustment: { kind: 'addKm', km: airDistanceAdditionKm },
  measure: greatCircle,
};
const ocean: EmissionRule = {
  basis: 'ocean',
  factorKgPerTonneKm: 0.01266,
  source: `${conversionFactorSource}: cargo ship, container ship, 12.66 g CO2e/t-km`,
  adjustment: { kind: 'multiply', factor: oceanDistanceFactor },
  measure: seaRoute,
};
const road: EmissionRule = {
  basis: 'road',
  factorKgPerTonneKm: 0.10163,
  source: `${conversionFactorSource}: HGV (all diesel), all HGVs, average laden, 101.63 g CO2e/t-km`,
  adjustment: { kind: 'multiply', factor: roadDistanceFactor },
  measure: greatCircle,
};

/** The rule per transport mode. DOMESTIC and SURFACE shipments travel by truck. */
export const emissionRules: Readonly<Record<TransportMode, Readonly<EmissionRule>>> = {
  AIR: air,
  OCEAN: ocean,
  DOMESTIC: road,
  SURFACE: road,
};

export type EstimateShipmentEmissionsOptions = {
  mode: TransportMode;
  origin?: GeoPoint | null;
  destination?: GeoPoint | null;
  chargeableWeightKg?: number | null;
};

export type ShipmentEmissions = {
  basis: EmissionBasis;
  /** Planned distance after the mode's adjustment, km. */
  distanceKm: number;
  /** Great-circle distance between the two points, km. */
  greatCircleKm: number;
  /** The route the adjustment was applied to: its kind, length (km) and the canals and straits it passes. */
  route: MeasuredRoute;
  adjustment: DistanceAdjustment;
  /** Chargeable weight in tonnes. */
  tonnes: number;
  factorKgPerTonneKm: number;
  /** Estimated emissions, kg CO2e, rounded to 0.1 kg. */
  co2eKg: number;
  /** One sentence saying how the figure was computed. */
  method: string;
  /** Where the intensity factor comes from. */
  source: string;
};

function formatKm(km: number): string {
  return `${Math.round(km).toLocaleString('en-US')} km`;
}

function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
}

const ruleOf = (mode: TransportMode) => (Object.hasOwn(emissionRules, mode) ? emissionRules[mode] : undefined);

const isPositiveWeight = (kg: number | null | undefined): kg is number =>
  typeof kg === 'number' && Number.isFinite(kg) && kg > 0;

const adjustedKm = (km: number, adjustment: DistanceAdjustment) =>
  adjustment.kind === 'addKm' ? km + adjustment.km : km * adjustment.factor;

/**
 * The planned distance (km) of a mode between two points, as `estimateShipmentEmissions` has it: the measured route
 * after the mode's adjustment; undefined for an unknown mode or a point missing or off the globe. The same for every
 * shipment of a mode and pair of points, so a caller estimating many shipments can work it out once per pair.
 */
export function plannedDistanceKm(
  mode: TransportMode,
  origin: GeoPoint | null | undefined,
  destination: GeoPoint | null | undefined,
): number | undefined {
  const rule = ruleOf(mode);
  if (!rule || !isGeoPoint(origin) || !isGeoPoint(destination)) return undefined;
  return adjustedKm(rule.measure(origin, destination).km, rule.adjustment);
}

/**
 * The estimate in kg CO2e (rounded to 0.1 kg) over a planned distance: distance × chargeable tonnes × the mode's
 * factor, exactly `estimateShipmentEmissions`'s figure; undefined for an unknown mode or a weight missing, not a
 * number or not above zero.
 */
export function co2eKgOver(
  mode: TransportMode,
  distanceKm: number,
  chargeableWeightKg: number | null | undefined,
): number | undefined {
  const rule = ruleOf(mode);
  if (!rule || !isPositiveWeight(chargeableWeightKg)) return undefined;
  const tonnes = chargeableWeightKg / 1000;
  return Math.round(distanceKm * tonnes * rule.factorKgPerTonneKm * 10) / 10;
}

/**
 * Estimates a shipment's emissions from its two ends, mode and chargeable weight, or undefined when a point is
 * missing or off the globe, the weight is missing, not a number or not above zero, or the mode is unknown.
 * GLEC asks for the actual gross weight; chargeable weight is never below it, so the estimate errs high.
 */
export function estimateShipmentEmissions(options: EstimateShipmentEmissionsOptions): ShipmentEmissions | undefined {
  const { mode, origin, destination, chargeableWeightKg } = options;
  const rule = ruleOf(mode);
  if (!rule || !isGeoPoint(origin) || !isGeoPoint(destination)) return undefined;
  if (!isPositiveWeight(chargeableWeightKg)) return undefined;
  const gcd = greatCircleKm(origin, destination);
  const route = rule.measure(origin, destination);
  const { adjustment } = rule;
  const distanceKm = adjustedKm(route.km, adjustment);
  const tonnes = chargeableWeightKg / 1000;
  const co2eKg = co2eKgOver(mode, distanceKm, chargeableWeightKg) ?? 0;
  const measured =
    route.kind === 'seaRoute'
      ? `${formatKm(route.km)} sea route${route.via.length > 0 ? ` via ${route.via.join(', ')}` : ''}`
      : `${formatKm(route.km)} great circle`;
  const adjusted =
    adjustment.kind === 'addKm' ? `${measured} + ${adjustment.km} km` : `${measured} × ${adjustment.factor}`;
  const method =
    `GLEC-style estimate: ${formatKm(distanceKm)} planned ${rule.basis} distance (${adjusted})` +
    ` × ${formatNumber(tonnes)} t chargeable weight × ${formatNumber(rule.factorKgPerTonneKm)} kg CO2e per t-km` +
    ' (UK government conversion factor).';
  return {
    basis: rule.basis,
    distanceKm,
    greatCircleKm: gcd,
    route,
    adjustment,
    tonnes,
    factorKgPerTonneKm: rule.factorKgPerTonneKm,
    co2eKg,
    method,
    source: rule.source,
  };
}
