import { describe, expect, it } from 'vitest';
import { estimateShipmentEmissions } from '../shipments/emissions';
import { quoteCo2eKg, type QuoteCargo } from './quote-emissions';

const air: QuoteCargo = {
  mode: 'AIR',
  originCode: 'DFW',
  destinationCode: 'GRU',
  grossWeight: 100,
  weightUnit: 'KG',
  volumeCbm: 0.2,
};

describe('quoteCo2eKg', () => {
  it('uses the air chargeable weight: gross, or 166.667 kg per m³ when the volume is greater', () => {
    const byGross = quoteCo2eKg(air);
    expect(byGross).toBeGreaterThan(0);
    // 1 m³ is 166.667 kg: more than the 100 kg gross, so the volume decides.
    const byVolume = quoteCo2eKg({ ...air, volumeCbm: 1 });
    expect(byVolume).toBeCloseTo(((byGross ?? 0) * 166.667) / 100, 0);
    expect(byVolume).toBeGreaterThan(byGross ?? 0);
  });

  it('converts pounds the estimator way (÷ 2.205): 220.5 lb is 100 kg', () => {
    expect(quoteCo2eKg({ ...air, grossWeight: 220.5, weightUnit: 'LB' })).toBe(quoteCo2eKg(air));
  });

  it('prices ocean on the sea route: FCL by gross weight, LCL by revenue weight (1 m³ = 1 000 kg)', () => {
    const fcl: QuoteCargo = {
      mode: 'OCEAN-FCL',
      originCode: 'USHOU',
      destinationCode: 'BRSSZ',
      grossWeight: 10_000,
      weightUnit: 'KG',
      volumeCbm: 30,
    };
    const direct = estimateShipmentEmissions({
      mode: 'OCEAN',
      origin: { lat: 29.685, lon: -95.0 },
      destination: { lat: -23.96, lon: -46.305 },
      chargeableWeightKg: 10_000,
    });
    expect(quoteCo2eKg(fcl)).toBe(direct?.co2eKg);
    const lcl = quoteCo2eKg({ ...fcl, mode: 'OCEAN-LCL', grossWeight: 2_000, volumeCbm: 3 });
    const lclDirect = estimateShipmentEmissions({
      mode: 'OCEAN',
      origin: { lat: 29.685, lon: -95.0 },
      destination: { lat: -23.96, lon: -46.305 },
      chargeableWeightKg: 3_000,
    });
    expect(lcl).toBe(lclDirect?.co2eKg);
    // Air emits far more per kilogram than the sea.
    expect((quoteCo2eKg({ ...air, grossWeight: 10_000, volumeCbm: 0 }) ?? 0) / (quoteCo2eKg(fcl) ?? 1)).toBeGreaterThan(
      10,
    );
  });

  it('is null for an unknown port, no weight or an unknown mode, and never throws on a negative figure', () => {
    expect(quoteCo2eKg({ ...air, originCode: 'ZZZ' })).toBeNull();
    expect(quoteCo2eKg({ ...air, grossWeight: 0, volumeCbm: 0 })).toBeNull();
    expect(quoteCo2eKg({ ...air, mode: 'RAIL' })).toBeNull();
    expect(quoteCo2eKg({ ...air, grossWeight: -5, weightUnit: 'LB', volumeCbm: 0 })).toBeNull();
  });
});
