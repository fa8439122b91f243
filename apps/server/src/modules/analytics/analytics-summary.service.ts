import { onTimeGraceHours, type InvoiceFact, type ShipmentFact } from '@connect/domain/analytics/kpis';
import type { Database } from '../../db/client';
import { everyMinutes, type JobDefinition } from '../../lib/jobs';
import { findInvoiceFacts, findShipmentFacts } from './analytics.repository';
import {
  findStaleSummaryMonths,
  replaceSummaryMonth,
  type ShipmentMonthRow,
  type SpendMonthRow,
} from './analytics-summary.repository';
import { toInvoiceFact, toShipmentFact } from './analytics.service';

/**
 * The analytics' monthly summaries (issue #20, decision 096): one company-month is rebuilt from its raw rows with
 * the same rules as the KPIs (`domain/analytics/kpis.ts`), so a whole-month period reads a few hundred summary rows
 * instead of every shipment and invoice. The job rebuilds the months whose rows changed since their last rebuild.
 */

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

/** Rebuilds one company-month's summaries from the raw rows. */
export async function refreshSummaryMonth(db: Database, companyId: string, day: string): Promise<void> {
  const { month, last } = monthBounds(day);
  // Changes made while the rows are read are newer than this and make the month stale again.
  const refreshedAt = new Date();
  const [shipments, invoices] = await Promise.all([
    findShipmentFacts(db, companyId, month, last),
    findInvoiceFacts(db, companyId, { dateColumn: 'invoice', from: month, to: last }),
  ]);
  await replaceSummaryMonth(
    db,
    companyId,
    month,
    refreshedAt,
    summariseShipments(month, shipments.map(toShipmentFact)),
    summariseSpend(month, invoices.map(toInvoiceFact)),
  );
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
