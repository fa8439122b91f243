import { describe, expect, it } from 'vitest';
import {
  ageingBucketOf,
  co2eBreakdown,
  daysPastDue,
  invoiceAgeing,
  laneOf,
  onTimePerformance,
  quantile,
  quarterRange,
  shipmentsByModeAndLane,
  spendByMonthAndLane,
  transitTimeByLane,
  warehouseThroughput,
  type ShipmentFact,
} from './kpis';

const at = (iso: string) => new Date(iso);
const shipment = (patch: Partial<ShipmentFact>): ShipmentFact => ({
  mode: 'AIR',
  originCode: 'PVG',
  destinationCode: 'LAX',
  billDate: '2026-07-01',
  chargeableWeightKg: 100,
  departedAt: null,
  arrivedAt: null,
  firstEta: null,
  latestEta: null,
  co2eKg: null,
  ...patch,
});

describe('quarterRange', () => {
  it('answers the first and last day of a calendar quarter', () => {
    expect(quarterRange('2026-Q3')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(quarterRange('2028-Q1')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(quarterRange('2026-Q4')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterRange('2026-Q5')).toBeUndefined();
    expect(quarterRange('26-Q1')).toBeUndefined();
  });
});

describe('quantile (type 7)', () => {
  it('interpolates between ranks like PERCENTILE.INC', () => {
    // [1, 2, 3, 4]: median 2.5; p25 at position 0.75 → 1.75; p75 at 2.25 → 3.25.
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(quantile([7], 0.25)).toBe(7);
    expect(quantile([], 0.5)).toBeUndefined();
  });
});

describe('onTimePerformance', () => {
  it('measures arrivals against the first and the latest ETA with a 24-hour grace', () => {
    const facts = [
      // First ETA Jul 10; re-announced Jul 12; arrived Jul 12 06:00: late against the first, on time against the latest.
      shipment({
        arrivedAt: at('2026-07-12T06:00:00Z'),
        firstEta: at('2026-07-10T00:00:00Z'),
        latestEta: at('2026-07-12T00:00:00Z'),
      }),
      // Arrived 23 h after both ETAs: on time against both (within the grace).
      shipment({
        arrivedAt: at('2026-07-05T23:00:00Z'),
        firstEta: at('2026-07-05T00:00:00Z'),
        latestEta: at('2026-07-05T00:00:00Z'),
      }),
      // Arrived 25 h after: late against both.
      shipment({
        arrivedAt: at('2026-07-06T01:00:00Z'),
        firstEta: at('2026-07-05T00:00:00Z'),
        latestEta: at('2026-07-05T00:00:00Z'),
      }),
      // Arrived without any ETA: counted as arrived, not measured.
      shipment({ arrivedAt: at('2026-07-06T01:00:00Z') }),
      // Not arrived: not measured.
      shipment({ firstEta: at('2026-07-05T00:00:00Z'), latestEta: at('2026-07-05T00:00:00Z') }),
    ];
    const result = onTimePerformance(facts);
    expect(result.arrived).toBe(4);
    expect(result.firstEta).toEqual({ measured: 3, onTime: 1, late: 2, percent: 33.3 });
    expect(result.latestEta).toEqual({ measured: 3, onTime: 2, late: 1, percent: 66.7 });
    expect(onTimePerformance(facts, 0).latestEta).toEqual({ measured: 3, onTime: 0, late: 3, percent: 0 });
    expect(onTimePerformance([]).firstEta.percent).toBeNull();
  });
});

describe('transitTimeByLane', () => {
  it('gives the median and the interquartile spread per mode and lane, in days', () => {
    const dep = at('2026-07-01T00:00:00Z');
    const arrivedAfter = (days: number) => at(new Date(dep.getTime() + days * 86_400_000).toISOString());
    const facts = [2, 3, 4, 10].map((d) => shipment({ departedAt: dep, arrivedAt: arrivedAfter(d) }));
    facts.push(shipment({ mode: 'OCEAN', departedAt: dep, arrivedAt: arrivedAfter(20) }));
    facts.push(shipment({ departedAt: dep })); // not arrived: left out
    facts.push(shipment({ departedAt: arrivedAfter(5), arrivedAt: dep })); // arrived before it left: left out
    const [air, ocean] = transitTimeByLane(facts);
    // [2, 3, 4, 10]: median 3.5; p25 2.75; p75 5.5; spread 2.75 → 2.8 (rounded after subtracting).
    expect(air).toEqual({
      mode: 'AIR',
      lane: 'PVG → LAX',
      shipments: 4,
      medianDays: 3.5,
      p25Days: 2.8,
      p75Days: 5.5,
      spreadDays: 2.8,
      minDays: 2,
      maxDays: 10,
    });
    expect(ocean).toMatchObject({ mode: 'OCEAN', shipments: 1, medianDays: 20, spreadDays: 0 });
  });
});

describe('shipmentsByModeAndLane', () => {
  it('counts shipments and adds chargeable weight per mode and lane, busiest first', () => {
    const rows = shipmentsByModeAndLane([
      shipment({ chargeableWeightKg: 100.25 }),
      shipment({ chargeableWeightKg: 50.5 }),
      shipment({ mode: 'OCEAN', originCode: 'SHA', destinationCode: 'RTM', chargeableWeightKg: 12000 }),
      shipment({ originCode: '', destinationCode: 'ORD', chargeableWeightKg: 1 }),
    ]);
    expect(rows).toEqual([
      { mode: 'AIR', lane: 'PVG → LAX', shipments: 2, chargeableWeightKg: 150.75 },
      { mode: 'AIR', lane: '? → ORD', shipments: 1, chargeableWeightKg: 1 },
      { mode: 'OCEAN', lane: 'SHA → RTM', shipments: 1, chargeableWeightKg: 12000 },
    ]);
    expect(laneOf(' PVG ', 'LAX')).toBe('PVG → LAX');
  });
});

describe('co2eBreakdown', () => {
  it('sums estimates by mode, lane and month and counts the shipments without one', () => {
    const result = co2eBreakdown([
      shipment({ co2eKg: 769.6, billDate: '2026-07-03' }),
      shipment({ co2eKg: 100.05, billDate: '2026-08-01' }),
      shipment({ mode: 'OCEAN', originCode: 'SHA', destinationCode: 'RTM', co2eKg: 1823.7, billDate: '2026-07-20' }),
      shipment({ co2eKg: null }),
    ]);
    expect(result.totalKg).toBe(2693.4); // 769.6 + 100.05 + 1823.7 = 2693.35 → 2693.4
    expect(result.withoutEstimate).toBe(1);
    expect(result.byMode).toEqual([
      { key: 'OCEAN', shipments: 1, co2eKg: 1823.7 },
      { key: 'AIR', shipments: 2, co2eKg: 869.7 },
    ]);
    expect(result.byLane.map((r) => r.key)).toEqual(['OCEAN SHA → RTM', 'AIR PVG → LAX']);
    expect(result.byMonth).toEqual([
      { key: '2026-07', shipments: 2, co2eKg: 2593.3 },
      { key: '2026-08', shipments: 1, co2eKg: 100.1 },
    ]);
  });
});

describe('spendByMonthAndLane', () => {
  it('adds integer cents by invoice month and lane', () => {
    const spend = spendByMonthAndLane([
      { invoiceDate: '2026-07-31', dueDate: '2026-08-30', totalCents: 123_45, balanceCents: 0, lane: 'PVG → LAX' },
      { invoiceDate: '2026-08-01', dueDate: '2026-08-31', totalCents: 10_00, balanceCents: 0, lane: 'PVG → LAX' },
      { invoiceDate: '2026-08-15', dueDate: '2026-09-14', totalCents: 500_01, balanceCents: 0, lane: '' },
    ]);
    expect(spend.totalCents).toBe(633_46);
    expect(spend.byMonth).toEqual([
      { key: '2026-07', invoices: 1, totalCents: 123_45 },
      { key: '2026-08', invoices: 2, totalCents: 510_01 },
    ]);
    expect(spend.byLane).toEqual([
      { key: '', invoices: 1, totalCents: 500_01 },
      { key: 'PVG → LAX', invoices: 2, totalCents: 133_45 },
    ]);
    expect(() =>
      spendByMonthAndLane([
        { invoiceDate: '2026-07-01', dueDate: '2026-07-01', totalCents: 1.5, balanceCents: 0, lane: '' },
      ]),
    ).toThrow(RangeError);
  });
});

describe('invoiceAgeing', () => {
  it('puts open balances in buckets by days past due on the day asked', () => {
    const today = '2026-10-31';
    expect(daysPastDue('2026-10-01', today)).toBe(30);
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucketOf)).toEqual([
      'current',
      'days1to30',
      'days1to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
    ]);
    const invoice = (dueDate: string, balanceCents: number) => ({
      invoiceDate: '2026-01-01',
      dueDate,
      totalCents: balanceCents,
      balanceCents,
      lane: '',
    });
    const rows = invoiceAgeing(
      [
        invoice('2026-11-15', 100_00), // not due yet
        invoice('2026-10-31', 1), // due today: current
        invoice('2026-10-01', 50_00), // 30 days
        invoice('2026-09-30', 25_00), // 31 days
        invoice('2026-06-01', 7_50), // 152 days
        invoice('2026-06-01', -20_00), // credit balance: not owed
        invoice('2026-06-01', 0), // paid
      ],
      today,
    );
    expect(rows).toEqual([
      { bucket: 'current', invoices: 2, balanceCents: 100_01 },
      { bucket: 'days1to30', invoices: 1, balanceCents: 50_00 },
      { bucket: 'days31to60', invoices: 1, balanceCents: 25_00 },
      { bucket: 'days61to90', invoices: 0, balanceCents: 0 },
      { bucket: 'over90', invoices: 1, balanceCents: 7_50 },
    ]);
  });
});

describe('warehouseThroughput', () => {
  it('works the on-hand units back from today and divides units shipped by the average', () => {
    // Period July–September. Today 120 on hand. After the period: +30 received, −10 shipped (net +20) → closing 100.
    // Within: +200 received, −150 shipped, −10 adjusted, allocations ignored (net +40) → opening 60.
    // Average (60 + 100) / 2 = 80; turns 150 / 80 = 1.875 → 1.88.
    const result = warehouseThroughput(
      [
        { kind: 'received', quantity: 200, day: '2026-07-02' },
        { kind: 'allocated', quantity: 90, day: '2026-07-05' },
        { kind: 'shipped', quantity: 90, day: '2026-07-06' },
        { kind: 'shipped', quantity: 60, day: '2026-09-30' },
        { kind: 'adjusted', quantity: -10, day: '2026-08-15' },
        { kind: 'received', quantity: 30, day: '2026-10-02' },
        { kind: 'shipped', quantity: 10, day: '2026-10-03' },
        { kind: 'received', quantity: 999, day: '2026-06-30' }, // before the period: ignored
      ],
      120,
      { from: '2026-07-01', to: '2026-09-30' },
    );
    expect(result).toEqual({
      unitsReceived: 200,
      unitsShipped: 150,
      byMonth: [
        { month: '2026-07', unitsReceived: 200, unitsShipped: 90 },
        { month: '2026-09', unitsReceived: 0, unitsShipped: 60 },
      ],
      openingOnHand: 60,
      closingOnHand: 100,
      averageOnHand: 80,
      stockTurns: 1.88,
    });
    expect(warehouseThroughput([], 0, { from: '2026-07-01', to: '2026-09-30' }).stockTurns).toBeNull();
  });
});
