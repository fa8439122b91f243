import { describe, expect, it } from 'vitest';
import { co2eKgOver, estimateShipmentEmissions, plannedDistanceKm } from './emissions';
import { greatCircleKm } from './geo';
import { planSeaRoute } from './sea-route';

// Coordinates as in reference/airports.ts and reference/seaports.ts; Dallas and Houston city centres.
const lax = { lat: 33.9416, lon: -118.4085 };
const ord = { lat: 41.9742, lon: -87.9073 };
const jfk = { lat: 40.6413, lon: -73.7781 };
const lhr = { lat: 51.47, lon: -0.4543 };
const shanghai = { lat: 31.35, lon: 121.6 };
const losAngelesPort = { lat: 33.74, lon: -118.265 };
const rotterdam = { lat: 51.95, lon: 4.14 };
const dallas = { lat: 32.7767, lon: -96.797 };
const houston = { lat: 29.7604, lon: -95.3698 };

describe('greatCircleKm', () => {
  it('puts JFK to LHR at about 5,555 km (within 0.5 %)', () => {
    const km = greatCircleKm(jfk, lhr);
    expect(Math.abs(km - 5555) / 5555).toBeLessThan(0.005);
    expect(km).toBeCloseTo(5540.02, 1); // on the 6,371.0088 km sphere
  });

  it('is symmetric, zero for one point, and half the circumference for antipodes', () => {
    expect(greatCircleKm(lax, ord)).toBeCloseTo(greatCircleKm(ord, lax), 9);
    expect(greatCircleKm(lax, lax)).toBe(0);
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371.0088, 6);
  });

  it('takes the short way across the antimeridian', () => {
    // 1° of longitude on the equator, not 359°.
    expect(greatCircleKm({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo((Math.PI * 6371.0088) / 180, 6);
  });
});

describe('estimateShipmentEmissions', () => {
  it('air LAX → ORD, 500 kg: (great circle + 95 km) × 0.5 t × 0.5313 kg/t-km', () => {
    const estimate = estimateShipmentEmissions({ mode: 'AIR', origin: lax, destination: ord, chargeableWeightKg: 500 });
    // Great circle 2,801.93 km; planned 2,896.93 km; 2,896.93 × 0.5 × 0.5313 = 769.56 kg.
    expect(estimate?.greatCircleKm).toBeCloseTo(2801.93, 2);
    expect(estimate?.distanceKm).toBeCloseTo(2896.93, 2);
    expect(estimate?.tonnes).toBe(0.5);
    expect(estimate?.factorKgPerTonneKm).toBe(0.5313);
    expect(estimate?.basis).toBe('air');
    expect(estimate?.route).toEqual({ kind: 'greatCircle', km: estimate?.greatCircleKm, via: [] });
    expect(estimate?.adjustment).toEqual({ kind: 'addKm', km: 95 });
    expect(estimate?.co2eKg).toBe(769.6);
    expect(estimate?.method).toBe(
      'GLEC-style estimate: 2,897 km planned air distance (2,802 km great circle + 95 km) × 0.5 t chargeable weight' +
        ' × 0.5313 kg CO2e per t-km (UK government conversion factor).',
    );
    expect(estimate?.source).toMatch(
      /^UK Government GHG Conversion Factors .*Open Government Licence v3\.0: freight flights/,
    );
  });

  it('ocean Shanghai → Los Angeles, 12,000 kg: sea route × 1.15 × 12 t × 0.01266 kg/t-km', () => {
    const estimate = estimateShipmentEmissions({
      mode: 'OCEAN',
      origin: shanghai,
      destination: losAngelesPort,
      chargeableWeightKg: 12_000,
    });
    const sea = planSeaRoute(shanghai, losAngelesPort);
    expect(sea).toBeDefined();
    // Across the North Pacific (through the Korea and Tsugaru straits): a little longer than the 10,438 km great
    // circle, no canal.
    expect(estimate?.greatCircleKm).toBeCloseTo(10438.32, 2);
    expect(estimate?.route).toEqual({ kind: 'seaRoute', km: sea?.distanceKm, via: sea?.via });
    expect(estimate?.route.via.some((name) => name.endsWith('Canal'))).toBe(false);
    expect(estimate?.route.km).toBeGreaterThanOrEqual(10438.32);
    expect(estimate?.route.km).toBeLessThan(10438.32 * 1.1);
    expect(estimate?.adjustment).toEqual({ kind: 'multiply', factor: 1.15 });
    expect(estimate?.distanceKm).toBeCloseTo((sea?.distanceKm ?? 0) * 1.15, 6);
    expect(estimate?.co2eKg).toBe(Math.round((sea?.distanceKm ?? 0) * 1.15 * 12 * 0.01266 * 10) / 10);
    expect(estimate?.method).toMatch(
      /^GLEC-style estimate: [\d,]+ km planned ocean distance \([\d,]+ km sea route via Korea Strait, Tsugaru Strait × 1\.15\) × 12 t/,
    );
    expect(estimate?.source).toMatch(/container ship/);
  });

  it('ocean Shanghai → Rotterdam sails through Malacca and Suez: about twice the great circle, named in the method', () => {
    const estimate = estimateShipmentEmissions({
      mode: 'OCEAN',
      origin: shanghai,
      destination: rotterdam,
      chargeableWeightKg: 10_000,
    });
    expect(estimate?.basis).toBe('ocean');
    expect(estimate?.route.kind).toBe('seaRoute');
    expect(estimate?.route.via).toContain('Suez Canal');
    expect(estimate?.route.km).toBeGreaterThan(1.8 * (estimate?.greatCircleKm ?? Infinity));
    expect(estimate?.method).toContain('sea route via ');
    expect(estimate?.method).toContain('Suez Canal');
  });

  it('road Dallas → Houston, 8,000 kg: great circle × 1.05 × 8 t × 0.10163 kg/t-km, the same for DOMESTIC and SURFACE', () => {
    const domestic = estimateShipmentEmissions({
      mode: 'DOMESTIC',
      origin: dallas,
      destination: houston,
      chargeableWeightKg: 8000,
    });
    // Great circle 361.78 km; planned 379.87 km; 379.87 × 8 × 0.10163 = 308.85 kg.
    expect(domestic?.greatCircleKm).toBeCloseTo(361.78, 2);
    expect(domestic?.distanceKm).toBeCloseTo(379.87, 2);
    expect(domestic?.co2eKg).toBe(308.8);
    expect(domestic?.method).toContain('380 km planned road distance (362 km great circle × 1.05) × 8 t');
    expect(
      estimateShipmentEmissions({ mode: 'SURFACE', origin: dallas, destination: houston, chargeableWeightKg: 8000 }),
    ).toEqual(domestic);
  });

  it('rounds to one decimal and still counts the 95 km for an air shipment that starts and ends at one airport', () => {
    const estimate = estimateShipmentEmissions({ mode: 'AIR', origin: lax, destination: lax, chargeableWeightKg: 1 });
    expect(estimate?.distanceKm).toBe(95);
    expect(estimate?.co2eKg).toBe(0.1); // 95 × 0.001 × 0.5313 = 0.0505
  });

  it('is undefined when a point or the weight is missing or invalid, or the mode is unknown', () => {
    const base = { mode: 'AIR' as const, origin: lax, destination: ord, chargeableWeightKg: 500 };
    expect(estimateShipmentEmissions({ ...base, origin: undefined })).toBeUndefined();
    expect(estimateShipmentEmissions({ ...base, destination: null })).toBeUndefined();
    expect(estimateShipmentEmissions({ ...base, origin: { lat: Number.NaN, lon: 0 } })).toBeUndefined();
    expect(estimateShipmentEmissions({ ...base, destination: { lat: 91, lon: 0 } })).toBeUndefined();
    expect(estimateShipmentEmissions({ ...base, destination: { lat: 0, lon: 181 } })).toBeUndefined();
    expect(estimateShipmentEmissions({ ...base, chargeableWeightKg: undefined })).toBeUndefined();
    expect(estimateShipmentEmissions({ ...base, chargeableWeightKg: null })).toBeUndefined();
    expect(estimateShipmentEmissions({ ...base, chargeableWeightKg: 0 })).toBeUndefined();
    expect(estimateShipmentEmissions({ ...base, chargeableWeightKg: -5 })).toBeUndefined();
    expect(estimateShipmentEmissions({ ...base, chargeableWeightKg: Number.NaN })).toBeUndefined();
    expect(estimateShipmentEmissions({ ...base, chargeableWeightKg: Number.POSITIVE_INFINITY })).toBeUndefined();
    expect(
      estimateShipmentEmissions({ ...base, mode: 'RAIL' as unknown as 'AIR' }), // a mode from outside the union
    ).toBeUndefined();
  });
});

describe('plannedDistanceKm and co2eKgOver (the estimate of many shipments, a distance per pair of points)', () => {
  it('give exactly the estimate’s distance and CO2e for every mode, pair of points and weight', () => {
    const pairs = [
      [lax, ord],
      [jfk, lhr],
      [shanghai, losAngelesPort],
      [rotterdam, shanghai],
      [dallas, houston],
    ] as const;
    for (const mode of ['AIR', 'OCEAN', 'DOMESTIC', 'SURFACE'] as const)
      for (const [origin, destination] of pairs) {
        const distanceKm = plannedDistanceKm(mode, origin, destination);
        for (const kg of [0.4, 1, 333.33, 1234.5, 12_000, 25_000.75]) {
          const estimate = estimateShipmentEmissions({ mode, origin, destination, chargeableWeightKg: kg });
          expect(distanceKm).toBe(estimate?.distanceKm);
          expect(co2eKgOver(mode, distanceKm ?? NaN, kg)).toBe(estimate?.co2eKg);
        }
      }
  });

  it('answer undefined where the estimate does', () => {
    expect(plannedDistanceKm('AIR', null, ord)).toBeUndefined();
    expect(plannedDistanceKm('AIR', lax, { lat: 91, lon: 0 })).toBeUndefined();
    expect(plannedDistanceKm('RAIL' as unknown as 'AIR', lax, ord)).toBeUndefined(); // a mode from outside the union
    for (const kg of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])
      expect(co2eKgOver('AIR', 1000, kg)).toBeUndefined();
  });
});
