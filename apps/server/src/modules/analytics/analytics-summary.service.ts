import {
  co2eBreakdown,
  laneOf,
  monthOf,
  onTimeGraceHours,
  onTimePerformance,
  quantile,
  roundTo,
  shipmentsByModeAndLane,
  spendByMonthAndLane,
  transitTimeByLane,
  type Co2eRow,
  type InvoiceFact,
  type LaneTransit,
  type ModeLaneCount,
  type ShipmentFact,
  type Spend,
  type SpendRow,
} from '@connect/domain/analytics/kpis';
import type { Database } from '../../db/client';
import { everyMinutes, type JobDefinition } from '../../lib/jobs';
import { findInvoiceFacts, findShipmentFacts, type InvoiceFactRow, type ShipmentFactRow } from './analytics.repository';
import { co2eKgOver, plannedDistanceKm } from '@connect/domain/shipments/emissions';
import {
  findShipmentMonths,
  findSpendMonths,
  findMonthChanges,
  findStaleMonthsOf,
  findStaleSummaryMonths,
  replaceSummaryMonth,
  type ShipmentMonthRow,
  type SpendMonthRow,
} from './analytics-summary.repository';

/**
 * The analytics' monthly summaries (issue #20, decision 096): one company-month is rebuilt from its raw rows with
 * the same rules as the KPIs (`domain/analytics/kpis.ts`), so a whole-month period reads a few hundred summary rows
 * instead of every shipment and invoice. The job rebuilds the months whose rows changed since their last rebuild.
 */

/** Planned distances by mode and pair of points (one batch of shipments: their ports and airports repeat). */
type DistanceCache = Map<string, number | undefined>;

/** A shipment's CO2e estimate (`domain/shipments/emissions.ts`), its planned distance worked out once per pair. */
function co2eOf(row: ShipmentFactRow, distances: DistanceCache): number | null {
  if (row.originLat === null || row.originLon === null || row.destinationLat === null || row.destinationLon === null)
    return null;
  const key = `${row.mode}|${row.originLat}|${row.originLon}|${row.destinationLat}|${row.destinationLon}`;
  if (!distances.has(key))
    distances.set(
      key,
      plannedDistanceKm(
        row.mode,
        { lat: row.originLat, lon: row.originLon },
        { lat: row.destinationLat, lon: row.destinationLon },
      ),
    );
  const distanceKm = distances.get(key);
  return distanceKm === undefined ? null : (co2eKgOver(row.mode, distanceKm, row.chargeableWeightKg) ?? null);
}

const shipmentFactOf = (row: ShipmentFactRow, distances: DistanceCache): ShipmentFact => ({
  mode: row.mode,
  originCode: row.originCode,
  destinationCode: row.destinationCode,
  billDate: row.billDate,
  chargeableWeightKg: row.chargeableWeightKg,
  departedAt: row.departedAt,
  arrivedAt: row.arrivedAt,
  firstEta: row.firstEta,
  latestEta: row.latestEta,
  co2eKg: co2eOf(row, distances),
});

/** A batch of shipments' facts, each mode and pair of points measured once (sea routes are the costly part). */
export function toShipmentFacts(rows: readonly ShipmentFactRow[]): ShipmentFact[] {
  const distances: DistanceCache = new Map();
  return rows.map((row) => shipmentFactOf(row, distances));
}

export const toInvoiceFact = (row: InvoiceFactRow): InvoiceFact => ({
  invoiceDate: row.invoiceDate,
  dueDate: row.dueDate,
  totalCents: row.totalCents,
  balanceCents: row.balanceCents,
  lane: row.originCode !== null && row.destinationCode !== null ? laneOf(row.originCode, row.destinationCode) : '',
});

const hourMs = 3_600_000;

/** The first and last day of the month of a YYYY-MM-DD day. */
export function monthBounds(day: string): { month: string; last: string } {
  const year = Number(day.slice(0, 4));
  const monthIndex = Number(day.slice(5, 7)) - 1;
  const last = new Date(Date.UTC(year, monthIndex + 1, 0)).toISOString().slice(0, 10);
  return { month: `${day.slice(0, 7)}-01`, last };
}

const onTime = (arrived: Date, eta: Date) => arrived.getTime() <= eta.getTime() + onTimeGraceHours * hourMs;

/** Shipment facts of one month grouped by mode and lane (exact integer sums). */
export function summariseShipments(month: string, facts: readonly ShipmentFact[]): ShipmentMonthRow[] {
  const groups = new Map<string, ShipmentMonthRow>();
  for (const f of facts) {
    const key = `${f.mode}|${f.originCode}|${f.destinationCode}`;
    const row: ShipmentMonthRow = groups.get(key) ?? {
      month,
      mode: f.mode,
      originCode: f.originCode,
      destinationCode: f.destinationCode,
      shipments: 0,
      weightCentiKg: 0,
      withEstimate: 0,
      co2eDeciKg: 0,
      arrived: 0,
      firstEtaMeasured: 0,
      firstEtaOnTime: 0,
      latestEtaMeasured: 0,
      latestEtaOnTime: 0,
      transitHours: {},
    };
    row.shipments += 1;
    row.weightCentiKg += Math.round(f.chargeableWeightKg * 100);
    if (f.co2eKg !== null) {
      row.withEstimate += 1;
      row.co2eDeciKg += Math.round(f.co2eKg * 10);
    }
    if (f.arrivedAt) {
      row.arrived += 1;
      if (f.firstEta) {
        row.firstEtaMeasured += 1;
        if (onTime(f.arrivedAt, f.firstEta)) row.firstEtaOnTime += 1;
      }
      if (f.latestEta) {
        row.latestEtaMeasured += 1;
        if (onTime(f.arrivedAt, f.latestEta)) row.latestEtaOnTime += 1;
      }
      if (f.departedAt) {
        const ms = f.arrivedAt.getTime() - f.departedAt.getTime();
        if (ms >= 0) {
          const hours = String(Math.round(ms / hourMs));
          row.transitHours[hours] = (row.transitHours[hours] ?? 0) + 1;
        }
      }
    }
    groups.set(key, row);
  }
  return [...groups.values()];
}

/** Invoice facts of one month grouped by lane. */
export function summariseSpend(month: string, invoices: readonly InvoiceFact[]): SpendMonthRow[] {
  const groups = new Map<string, SpendMonthRow>();
  for (const i of invoices) {
    const row = groups.get(i.lane) ?? { month, lane: i.lane, invoices: 0, totalCents: 0 };
    row.invoices += 1;
    row.totalCents += i.totalCents;
    groups.set(i.lane, row);
  }
  return [...groups.values()];
}

type DayRange = { from: string; to: string };

/** The shipment and spend summary rows of a range within one month, computed from its raw rows. */
async function summariseRange(db: Database, companyId: string, { from, to }: DayRange) {
  const { month } = monthBounds(from);
  const [shipments, invoices] = await Promise.all([
    findShipmentFacts(db, companyId, from, to),
    findInvoiceFacts(db, companyId, { dateColumn: 'invoice', from, to }),
  ]);
  return {
    shipments: summariseShipments(month, toShipmentFacts(shipments)),
    spend: summariseSpend(month, invoices.map(toInvoiceFact)),
  };
}

/** Rebuilds one company-month's summaries from the raw rows. */
export async function refreshSummaryMonth(db: Database, companyId: string, day: string): Promise<void> {
  const { month, last } = monthBounds(day);
  // The change notes seen before the rows are read: only these are spent, so a change committed meanwhile keeps
  // its note and the month stays stale (decision 108).
  const refreshedAt = new Date();
  const changeIds = await findMonthChanges(db, companyId, month);
  const { shipments, spend } = await summariseRange(db, companyId, { from: month, to: last });
  await replaceSummaryMonth(db, companyId, month, { refreshedAt, changeIds }, shipments, spend);
}

/** Rebuilds every stale company-month (at most `limit` per call); answers how many it rebuilt. */
export async function refreshStaleSummaries(db: Database, limit = 500): Promise<number> {
  const stale = (await findStaleSummaryMonths(db)).slice(0, limit);
  for (const { companyId, month } of stale) await refreshSummaryMonth(db, companyId, month);
  return stale.length;
}

/** The job that keeps the summaries current (every minute). */
export function analyticsSummaryJobs(db: () => Database): JobDefinition[] {
  return [
    {
      name: 'analytics-summaries',
      next: everyMinutes(1),
      run: async () => {
        await refreshStaleSummaries(db());
      },
    },
  ];
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A period [from, to] split into its whole months (first day of the first to last day of the last, or null when
 * it has none) and its edges: the part of a month at either end that the period covers only in part, each within
 * one month. L6M, L3M, LM and quarters are whole months; YTD is January up to last month plus this month's edge.
 */
export function splitPeriod(from: string, to: string): { months: DayRange | null; edges: DayRange[] } {
  if (from > to) return { months: null, edges: [] };
  const head = monthBounds(from);
  const tail = monthBounds(to);
  if (head.month === tail.month)
    return from === head.month && to === tail.last
      ? { months: { from, to }, edges: [] }
      : { months: null, edges: [{ from, to }] };
  const edges: DayRange[] = [];
  let months: DayRange = { from, to };
  if (from !== head.month) {
    edges.push({ from, to: head.last });
    months = { ...months, from: shiftDay(head.last, 1) };
  }
  if (to !== tail.last) {
    edges.push({ from: tail.month, to });
    months = { ...months, to: shiftDay(tail.month, -1) };
  }
  return { months: months.from <= months.to ? months : null, edges };
}

/** The shipment and spend KPIs computed by the domain over the period's raw rows. */
export async function rawKpis(db: Database, companyId: string, from: string, to: string) {
  const [shipmentRows, invoiceRows] = await Promise.all([
    findShipmentFacts(db, companyId, from, to),
    findInvoiceFacts(db, companyId, { dateColumn: 'invoice', from, to }),
  ]);
  const facts = toShipmentFacts(shipmentRows);
  return {
    shipmentCount: facts.length,
    onTime: onTimePerformance(facts),
    transit: transitTimeByLane(facts),
    shipments: shipmentsByModeAndLane(facts),
    spend: spendByMonthAndLane(invoiceRows.map(toInvoiceFact)),
    co2e: co2eBreakdown(facts),
  };
}

/**
 * The shipment and spend KPIs of any period: from the summaries when it holds a whole month (its edges from their
 * raw rows, see `summaryKpis`), else (a range within a month or across one month end) from the raw rows.
 */
export async function periodKpis(db: Database, companyId: string, from: string, to: string) {
  return splitPeriod(from, to).months ? summaryKpis(db, companyId, from, to) : rawKpis(db, companyId, from, to);
}

const percentOf = (part: number, whole: number) => (whole ? roundTo((part / whole) * 100, 1) : null);

/**
 * The shipment and spend KPIs of a period in the shapes of the domain's functions over raw facts: its whole months
 * from the summaries (stale months rebuilt first), the partial months at its edges (YTD's current month, a range's
 * first and last month) summarised from their raw rows the same way, then all added up. Every count, weight, CO2e
 * and spend equals the raw computation; transit quartiles come from the hour histogram (to the hour).
 */
export async function summaryKpis(db: Database, companyId: string, from: string, to: string) {
  const { months, edges } = splitPeriod(from, to);
  if (months)
    for (const month of await findStaleMonthsOf(db, companyId, months.from, months.to))
      await refreshSummaryMonth(db, companyId, month);
  const [shipmentMonths, spendMonths, edgeMonths] = await Promise.all([
    months ? findShipmentMonths(db, companyId, months.from, months.to) : [],
    months ? findSpendMonths(db, companyId, months.from, months.to) : [],
    Promise.all(edges.map((edge) => summariseRange(db, companyId, edge))),
  ]);
  return kpisOfMonths(
    [...shipmentMonths, ...edgeMonths.flatMap((e) => e.shipments)],
    [...spendMonths, ...edgeMonths.flatMap((e) => e.spend)],
  );
}

/** The KPIs added up from monthly summary rows (any months, each row counted once). */
function kpisOfMonths(months: readonly ShipmentMonthRow[], spendMonths: readonly SpendMonthRow[]) {
  const lanes = new Map<string, ModeLaneCount & { centi: number; hours: Map<number, number> }>();
  const co2e = {
    byMode: new Map<string, Co2eRow>(),
    byLane: new Map<string, Co2eRow>(),
    byMonth: new Map<string, Co2eRow>(),
  };
  let shipmentCount = 0;
  let withEstimate = 0;
  let co2eDeci = 0;
  const onTime = { arrived: 0, fm: 0, fo: 0, lm: 0, lo: 0 };
  const addCo2e = (groups: Map<string, Co2eRow>, key: string, shipments: number, deci: number) => {
    const row = groups.get(key) ?? { key, shipments: 0, co2eKg: 0 };
    row.shipments += shipments;
    row.co2eKg = roundTo(row.co2eKg + deci / 10, 1);
    groups.set(key, row);
  };
  for (const m of months) {
    const lane = laneOf(m.originCode, m.destinationCode);
    const key = `${m.mode}|${lane}`;
    const group = lanes.get(key) ?? {
      mode: m.mode,
      lane,
      shipments: 0,
      chargeableWeightKg: 0,
      centi: 0,
      hours: new Map(),
    };
    group.shipments += m.shipments;
    group.centi += m.weightCentiKg;
    for (const [h, n] of Object.entries(m.transitHours))
      group.hours.set(Number(h), (group.hours.get(Number(h)) ?? 0) + n);
    lanes.set(key, group);
    shipmentCount += m.shipments;
    onTime.arrived += m.arrived;
    onTime.fm += m.firstEtaMeasured;
    onTime.fo += m.firstEtaOnTime;
    onTime.lm += m.latestEtaMeasured;
    onTime.lo += m.latestEtaOnTime;
    if (m.withEstimate > 0) {
      withEstimate += m.withEstimate;
      co2eDeci += m.co2eDeciKg;
      addCo2e(co2e.byMode, m.mode, m.withEstimate, m.co2eDeciKg);
      addCo2e(co2e.byLane, `${m.mode} ${lane}`, m.withEstimate, m.co2eDeciKg);
      addCo2e(co2e.byMonth, monthOf(m.month), m.withEstimate, m.co2eDeciKg);
    }
  }
  const busiest = <T extends { shipments: number; mode: string; lane: string }>(a: T, b: T) =>
    b.shipments - a.shipments || a.mode.localeCompare(b.mode) || a.lane.localeCompare(b.lane);
  const largest = (a: Co2eRow, b: Co2eRow) => b.co2eKg - a.co2eKg || a.key.localeCompare(b.key);
  const shipments: ModeLaneCount[] = [...lanes.values()]
    .map(({ mode, lane, shipments: n, centi }) => ({ mode, lane, shipments: n, chargeableWeightKg: centi / 100 }))
    .sort(busiest);
  const transit: LaneTransit[] = [];
  for (const { mode, lane, hours } of lanes.values()) {
    const sorted = [...hours.entries()]
      .sort((a, b) => a[0] - b[0])
      .flatMap(([h, n]) => Array.from({ length: n }, () => h / 24));
    if (!sorted.length) continue;
    const p25 = quantile(sorted, 0.25) ?? 0;
    const p75 = quantile(sorted, 0.75) ?? 0;
    transit.push({
      mode,
      lane,
      shipments: sorted.length,
      medianDays: roundTo(quantile(sorted, 0.5) ?? 0, 1),
      p25Days: roundTo(p25, 1),
      p75Days: roundTo(p75, 1),
      spreadDays: roundTo(p75 - p25, 1),
      minDays: roundTo(sorted[0] ?? 0, 1),
      maxDays: roundTo(sorted[sorted.length - 1] ?? 0, 1),
    });
  }
  transit.sort(busiest);
  const measure = (measured: number, on: number) => ({
    measured,
    onTime: on,
    late: measured - on,
    percent: percentOf(on, measured),
  });
  const byMonth = new Map<string, SpendRow>();
  const byLane = new Map<string, SpendRow>();
  let totalCents = 0;
  for (const s of spendMonths) {
    totalCents += s.totalCents;
    for (const [groups, key] of [
      [byMonth, monthOf(s.month)],
      [byLane, s.lane],
    ] as const) {
      const row = groups.get(key) ?? { key, invoices: 0, totalCents: 0 };
      row.invoices += s.invoices;
      row.totalCents += s.totalCents;
      groups.set(key, row);
    }
  }
  const spend: Spend = {
    totalCents,
    byMonth: [...byMonth.values()].sort((a, b) => a.key.localeCompare(b.key)),
    byLane: [...byLane.values()].sort((a, b) => b.totalCents - a.totalCents || a.key.localeCompare(b.key)),
  };
  return {
    shipmentCount,
    onTime: {
      arrived: onTime.arrived,
      firstEta: measure(onTime.fm, onTime.fo),
      latestEta: measure(onTime.lm, onTime.lo),
    },
    transit,
    shipments,
    spend,
    co2e: {
      totalKg: co2eDeci / 10,
      withoutEstimate: shipmentCount - withEstimate,
      byMode: [...co2e.byMode.values()].sort(largest),
      byLane: [...co2e.byLane.values()].sort(largest),
      byMonth: [...co2e.byMonth.values()].sort((a, b) => a.key.localeCompare(b.key)),
    },
  };
}
