/**
 * The built-in analytics' KPI formulas (issue #20, decision 067). Pure: the server's analytics module reads the
 * facts from the database in the caller's company scope and hands them here; the web page and the exports show
 * what these return. Money is integer cents, weights kg, emissions kg CO2e, durations days.
 */
import type { TransportMode } from '../reference/enumerations';

const dayMs = 86_400_000;

/** A lane: origin and destination codes (airport, port or city), e.g. "PVG → LAX". */
export function laneOf(originCode: string, destinationCode: string): string {
  return `${originCode.trim() || '?'} → ${destinationCode.trim() || '?'}`;
}

/** The month of a YYYY-MM-DD day or an instant (UTC), as YYYY-MM. */
export function monthOf(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 7) : value.toISOString().slice(0, 7);
}

/** The first and last day of a calendar quarter written YYYY-Qn (the quarterly business review), or undefined. */
export function quarterRange(quarter: string): { from: string; to: string } | undefined {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!match) return undefined;
  const year = Number(match[1]);
  const first = (Number(match[2]) - 1) * 3;
  const last = new Date(Date.UTC(year, first + 3, 0));
  return {
    from: `${match[1]}-${String(first + 1).padStart(2, '0')}-01`,
    to: last.toISOString().slice(0, 10),
  };
}

/** Rounds to `digits` decimals (half away from zero for positive values, as the reports print them). */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * The q-quantile (0 ≤ q ≤ 1) of sorted values, linear between the two nearest ranks (Hyndman & Fan type 7, the
 * default of R, NumPy and spreadsheets' PERCENTILE.INC). Undefined for no values.
 */
export function quantile(sorted: readonly number[], q: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] ?? 0;
  const high = sorted[above] ?? 0;
  return low + (high - low) * (position - below);
}

// Shipments

export type ShipmentFact = {
  mode: TransportMode;
  originCode: string;
  destinationCode: string;
  /** The house bill's date (YYYY-MM-DD): the shipment's month for counts, spend-free KPIs and CO2e. */
  billDate: string;
  chargeableWeightKg: number;
  /** Actual departure from origin (milestone 4, `dep`). */
  departedAt: Date | null;
  /** Actual arrival at destination (milestone 5, `ata`). */
  arrivedAt: Date | null;
  /** The first ETA announced: the estimate of the first arrival event recorded (milestone 5). */
  firstEta: Date | null;
  /** The latest ETA: the shipment's current `eta`. */
  latestEta: Date | null;
  /** The shipment's CO2e estimate (kg), null when it has none (`domain/shipments/emissions.ts`). */
  co2eKg: number | null;
};

export type ModeLaneCount = { mode: TransportMode; lane: string; shipments: number; chargeableWeightKg: number };

/** Shipments by mode and lane: how many, and their chargeable weight (kg, 2 decimals); most shipments first. */
export function shipmentsByModeAndLane(facts: readonly ShipmentFact[]): ModeLaneCount[] {
  const groups = new Map<string, ModeLaneCount>();
  for (const f of facts) {
    const lane = laneOf(f.originCode, f.destinationCode);
    const key = `${f.mode}|${lane}`;
    const group = groups.get(key) ?? { mode: f.mode, lane, shipments: 0, chargeableWeightKg: 0 };
    group.shipments += 1;
    group.chargeableWeightKg = roundTo(group.chargeableWeightKg + f.chargeableWeightKg, 2);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => b.shipments - a.shipments || a.mode.localeCompare(b.mode) || a.lane.localeCompare(b.lane),
  );
}

/** How late an arrival may be and still count as on time (hours after the ETA). */
export const onTimeGraceHours = 24;

export type OnTimeMeasure = {
  /** Arrived shipments that have this ETA. */
  measured: number;
  onTime: number;
  late: number;
  /** onTime / measured as a percentage (1 decimal), null when nothing was measured. */
  percent: number | null;
};
export type OnTimePerformance = { arrived: number; firstEta: OnTimeMeasure; latestEta: OnTimeMeasure };

function onTimeAgainst(facts: readonly ShipmentFact[], eta: (f: ShipmentFact) => Date | null, graceHours: number) {
  let measured = 0;
  let onTime = 0;
  for (const f of facts) {
    const expected = eta(f);
    if (!f.arrivedAt || !expected) continue;
    measured += 1;
    if (f.arrivedAt.getTime() <= expected.getTime() + graceHours * 3_600_000) onTime += 1;
  }
  return {
    measured,
    onTime,
    late: measured - onTime,
    percent: measured ? roundTo((onTime / measured) * 100, 1) : null,
  };
}

/**
 * On-time performance: of the shipments that arrived (actual arrival, milestone 5), the share whose arrival was no
 * later than the ETA plus the grace, once against the first ETA announced and once against the latest ETA.
 * The first measures the promise made at booking; the latest how well the last update held.
 */
export function onTimePerformance(facts: readonly ShipmentFact[], graceHours = onTimeGraceHours): OnTimePerformance {
  return {
    arrived: facts.filter((f) => f.arrivedAt).length,
    firstEta: onTimeAgainst(facts, (f) => f.firstEta, graceHours),
    latestEta: onTimeAgainst(facts, (f) => f.latestEta, graceHours),
  };
}

export type LaneTransit = {
  mode: TransportMode;
  lane: string;
  shipments: number;
  /** Days, 1 decimal. */
  medianDays: number;
  p25Days: number;
  p75Days: number;
  /** The spread: interquartile range p75 − p25, days. */
  spreadDays: number;
  minDays: number;
  maxDays: number;
};

/**
 * Transit time by lane: actual departure (milestone 4) to actual arrival (milestone 5) in days, per mode and lane,
 * its median and spread (interquartile range, type-7 quartiles). Shipments missing either date, or arriving
 * before they departed (bad data), are left out. Busiest lanes first.
 */
export function transitTimeByLane(facts: readonly ShipmentFact[]): LaneTransit[] {
  const groups = new Map<string, { mode: TransportMode; lane: string; days: number[] }>();
  for (const f of facts) {
    if (!f.departedAt || !f.arrivedAt) continue;
    const days = (f.arrivedAt.getTime() - f.departedAt.getTime()) / dayMs;
    if (days < 0) continue;
    const lane = laneOf(f.originCode, f.destinationCode);
    const key = `${f.mode}|${lane}`;
    const group = groups.get(key) ?? { mode: f.mode, lane, days: [] };
    group.days.push(days);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ mode, lane, days }) => {
      const sorted = [...days].sort((a, b) => a - b);
      const p25 = quantile(sorted, 0.25) ?? 0;
      const p75 = quantile(sorted, 0.75) ?? 0;
      return {
        mode,
        lane,
        shipments: sorted.length,
        medianDays: roundTo(quantile(sorted, 0.5) ?? 0, 1),
        p25Days: roundTo(p25, 1),
        p75Days: roundTo(p75, 1),
        spreadDays: roundTo(p75 - p25, 1),
        minDays: roundTo(sorted[0] ?? 0, 1),
        maxDays: roundTo(sorted[sorted.length - 1] ?? 0, 1),
      };
    })
    .sort((a, b) => b.shipments - a.shipments || a.mode.localeCompare(b.mode) || a.lane.localeCompare(b.lane));
}

export type Co2eRow = { key: string; shipments: number; co2eKg: number };
export type Co2eBreakdown = {
  totalKg: number;
  /** Shipments without an estimate (a point or the weight missing): not in the totals. */
  withoutEstimate: number;
  byMode: Co2eRow[];
  byLane: Co2eRow[];
  byMonth: Co2eRow[];
};

function sumBy(facts: readonly ShipmentFact[], keyOf: (f: ShipmentFact) => string): Co2eRow[] {
  const groups = new Map<string, Co2eRow>();
  for (const f of facts) {
    if (f.co2eKg === null) continue;
    const key = keyOf(f);
    const row = groups.get(key) ?? { key, shipments: 0, co2eKg: 0 };
    row.shipments += 1;
    row.co2eKg = roundTo(row.co2eKg + f.co2eKg, 1);
    groups.set(key, row);
  }
  return [...groups.values()];
}

/**
 * CO2e by mode, lane and month (bill date's month): the sum of the shipments' estimates (GLEC-style distance ×
 * chargeable tonnes × the UK government factor of the mode), kg to 1 decimal. Modes and lanes largest first,
 * months in order.
 */
export function co2eBreakdown(facts: readonly ShipmentFact[]): Co2eBreakdown {
  const largest = (a: Co2eRow, b: Co2eRow) => b.co2eKg - a.co2eKg || a.key.localeCompare(b.key);
  const estimated = facts.filter((f) => f.co2eKg !== null);
  return {
    totalKg: roundTo(
      estimated.reduce((sum, f) => sum + (f.co2eKg ?? 0), 0),
      1,
    ),
    withoutEstimate: facts.length - estimated.length,
    byMode: sumBy(estimated, (f) => f.mode).sort(largest),
    byLane: sumBy(estimated, (f) => `${f.mode} ${laneOf(f.originCode, f.destinationCode)}`).sort(largest),
    byMonth: sumBy(estimated, (f) => monthOf(f.billDate)).sort((a, b) => a.key.localeCompare(b.key)),
  };
}

// Invoices

export type InvoiceFact = {
  invoiceDate: string;
  dueDate: string;
  totalCents: number;
  balanceCents: number;
  /** The invoice's shipment lane, or '' when the invoice has no shipment. */
  lane: string;
};

export type SpendRow = { key: string; invoices: number; totalCents: number };
export type Spend = { totalCents: number; byMonth: SpendRow[]; byLane: SpendRow[] };

/** Spend: invoice totals (integer cents) by invoice month and by lane (invoices without a shipment: lane ''). */
export function spendByMonthAndLane(invoices: readonly InvoiceFact[]): Spend {
  const add = (groups: Map<string, SpendRow>, key: string, cents: number) => {
    const row = groups.get(key) ?? { key, invoices: 0, totalCents: 0 };
    row.invoices += 1;
    row.totalCents += cents;
    groups.set(key, row);
  };
  const months = new Map<string, SpendRow>();
  const lanes = new Map<string, SpendRow>();
  let totalCents = 0;
  for (const i of invoices) {
    if (!Number.isInteger(i.totalCents)) throw new RangeError(`invoice total must be whole cents: ${i.totalCents}`);
    totalCents += i.totalCents;
    add(months, monthOf(i.invoiceDate), i.totalCents);
    add(lanes, i.lane, i.totalCents);
  }
  return {
    totalCents,
    byMonth: [...months.values()].sort((a, b) => a.key.localeCompare(b.key)),
    byLane: [...lanes.values()].sort((a, b) => b.totalCents - a.totalCents || a.key.localeCompare(b.key)),
  };
}

export const ageingBuckets = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];
export type AgeingRow = { bucket: AgeingBucket; invoices: number; balanceCents: number };

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / dayMs);

/** Days past due on `today` (0 or less: not yet due). */
export function daysPastDue(dueDate: string, today: string): number {
  return dayNumber(today) - dayNumber(dueDate);
}

/** The ageing bucket of an invoice by days past its due date: not yet due, 1–30, 31–60, 61–90, over 90. */
export function ageingBucketOf(days: number): AgeingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/**
 * Invoice ageing on `today`: the open balance (balance > 0, integer cents) of the invoices by days past due.
 * Credit balances and paid invoices are not owed and are left out. Every bucket is listed, empty ones with 0.
 */
export function invoiceAgeing(invoices: readonly InvoiceFact[], today: string): AgeingRow[] {
  const rows = new Map(ageingBuckets.map((bucket) => [bucket, { bucket, invoices: 0, balanceCents: 0 }]));
  for (const i of invoices) {
    if (i.balanceCents <= 0) continue;
    const row = rows.get(ageingBucketOf(daysPastDue(i.dueDate, today)));
    if (!row) continue;
    row.invoices += 1;
    row.balanceCents += i.balanceCents;
  }
  return ageingBuckets.map((bucket) => rows.get(bucket) ?? { bucket, invoices: 0, balanceCents: 0 });
}

// Warehouse

export type MovementFact = {
  kind: 'received' | 'allocated' | 'released' | 'shipped' | 'adjusted';
  /** Positive, except an adjustment, which carries its sign. */
  quantity: number;
  /** The day of the movement (YYYY-MM-DD). */
  day: string;
};

/** How a movement changes units on hand: received +, shipped −, adjusted by its sign; allocations do not. */
export function onHandChange(m: MovementFact): number {
  if (m.kind === 'received') return m.quantity;
  if (m.kind === 'shipped') return -m.quantity;
  if (m.kind === 'adjusted') return m.quantity;
  return 0;
}

export type ThroughputMonth = { month: string; unitsReceived: number; unitsShipped: number };
export type WarehouseThroughput = {
  unitsReceived: number;
  unitsShipped: number;
  byMonth: ThroughputMonth[];
  openingOnHand: number;
  closingOnHand: number;
  averageOnHand: number;
  /** Units shipped ÷ average units on hand ((opening + closing) ÷ 2), 2 decimals; null when nothing was held. */
  stockTurns: number | null;
};

/**
 * Warehouse throughput and stock turns over a period [from, to]: units received and shipped (by month), and
 * stock turns = units shipped ÷ average units on hand. Units on hand at the ends are worked back from today's
 * balance through the ledger: closing = now − changes after `to`, opening = closing − changes within the period.
 * `movements` are those from `from` on (later ones included).
 */
export function warehouseThroughput(
  movements: readonly MovementFact[],
  onHandNow: number,
  period: { from: string; to: string },
): WarehouseThroughput {
  let after = 0;
  let within = 0;
  const months = new Map<string, ThroughputMonth>();
  let unitsReceived = 0;
  let unitsShipped = 0;
  for (const m of movements) {
    if (m.day < period.from) continue;
    if (m.day > period.to) {
      after += onHandChange(m);
      continue;
    }
    within += onHandChange(m);
    if (m.kind !== 'received' && m.kind !== 'shipped') continue;
    const month = monthOf(m.day);
    const row = months.get(month) ?? { month, unitsReceived: 0, unitsShipped: 0 };
    if (m.kind === 'received') {
      row.unitsReceived += m.quantity;
      unitsReceived += m.quantity;
    } else {
      row.unitsShipped += m.quantity;
      unitsShipped += m.quantity;
    }
    months.set(month, row);
  }
  const closingOnHand = onHandNow - after;
  const openingOnHand = closingOnHand - within;
  const averageOnHand = (openingOnHand + closingOnHand) / 2;
  return {
    unitsReceived,
    unitsShipped,
    byMonth: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
    openingOnHand,
    closingOnHand,
    averageOnHand,
    stockTurns: averageOnHand > 0 ? roundTo(unitsShipped / averageOnHand, 2) : null,
  };
}
