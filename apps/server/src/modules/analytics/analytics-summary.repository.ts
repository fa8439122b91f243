import type { TransportMode } from '@connect/domain/reference/enumerations';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows as rows } from '../../db/raw-rows';

/**
 * The analytics' monthly summaries (issue #20, decision 096): `analytics_shipment_months` (company, bill month,
 * mode, lane) and `analytics_spend_months` (company, invoice month, lane), rebuilt a month at a time from the raw
 * rows by `analytics-summary.service.ts` and read instead of them for whole-month periods.
 */

export type ShipmentMonthRow = {
  month: string;
  mode: TransportMode;
  originCode: string;
  destinationCode: string;
  shipments: number;
  /** Integer hundredths of a kg (exact sums). */
  weightCentiKg: number;
  withEstimate: number;
  /** Integer tenths of a kg CO2e (each shipment's estimate is to 0.1 kg). */
  co2eDeciKg: number;
  arrived: number;
  firstEtaMeasured: number;
  firstEtaOnTime: number;
  latestEtaMeasured: number;
  latestEtaOnTime: number;
  /** Transit time in whole hours → shipments. */
  transitHours: Record<string, number>;
};

export type SpendMonthRow = { month: string; lane: string; invoices: number; totalCents: number };

/**
 * Replaces one company-month's summary rows (both tables) and deletes the change notes the rebuild took before it
 * read the raw rows (`changeIds`), in one transaction: a note written meanwhile stays, and the month stays stale.
 */
export async function replaceSummaryMonth(
  db: Database,
  companyId: string,
  month: string,
  rebuild: { refreshedAt: Date; changeIds: readonly number[] },
  shipments: readonly ShipmentMonthRow[],
  spend: readonly SpendMonthRow[],
): Promise<void> {
  const at = rebuild.refreshedAt.toISOString();
  await db.transaction(async (tx) => {
    if (rebuild.changeIds.length)
      await tx.execute(
        sql`delete from analytics_month_changes where id in (${sql.join(
          rebuild.changeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    await tx.execute(
      sql`delete from analytics_shipment_months where company_id = ${companyId} and month = ${month}::date`,
    );
    await tx.execute(
      sql`delete from analytics_spend_months where company_id = ${companyId} and month = ${month}::date`,
    );
    if (shipments.length)
      await tx.execute(sql`insert into analytics_shipment_months (company_id, month, mode, origin_code, destination_code,
          shipments, chargeable_weight_kg, with_estimate, co2e_kg, arrived, first_eta_measured, first_eta_on_time,
          latest_eta_measured, latest_eta_on_time, transit_hours, refreshed_at)
        values ${sql.join(
          shipments.map(
            (r) => sql`(${companyId}, ${month}::date, ${r.mode}, ${r.originCode}, ${r.destinationCode}, ${r.shipments},
              ${r.weightCentiKg}::numeric / 100, ${r.withEstimate}, ${r.co2eDeciKg}::numeric / 10, ${r.arrived},
              ${r.firstEtaMeasured}, ${r.firstEtaOnTime}, ${r.latestEtaMeasured}, ${r.latestEtaOnTime},
              ${JSON.stringify(r.transitHours)}::jsonb, ${at}::timestamptz)`,
          ),
          sql`, `,
        )}`);
    if (spend.length)
      await tx.execute(sql`insert into analytics_spend_months (company_id, month, lane, invoices, total_cents, refreshed_at)
        values ${sql.join(
          spend.map(
            (r) => sql`(${companyId}, ${month}::date, ${r.lane}, ${r.invoices}, ${r.totalCents}, ${at}::timestamptz)`,
          ),
          sql`, `,
        )}`);
  });
}

type RawShipmentMonth = {
  month: string;
  mode: ShipmentMonthRow['mode'];
  origin_code: string;
  destination_code: string;
  shipments: number;
  weight_centi: string;
  with_estimate: number;
  co2e_deci: string;
  arrived: number;
  first_eta_measured: number;
  first_eta_on_time: number;
  latest_eta_measured: number;
  latest_eta_on_time: number;
  transit_hours: Record<string, number> | string;
};

/** A company's shipment summaries for the months from `fromMonth` to `toMonth` (first days, inclusive). */
export async function findShipmentMonths(
  db: Database,
  companyId: string,
  fromMonth: string,
  toMonth: string,
): Promise<ShipmentMonthRow[]> {
  const raw = await rows<RawShipmentMonth>(
    db,
    sql`select month::text as month, mode, origin_code, destination_code, shipments,
               (chargeable_weight_kg * 100)::bigint::text as weight_centi, with_estimate,
               (co2e_kg * 10)::bigint::text as co2e_deci, arrived, first_eta_measured, first_eta_on_time,
               latest_eta_measured, latest_eta_on_time, transit_hours
          from analytics_shipment_months
         where company_id = ${companyId} and month >= ${fromMonth}::date and month <= ${toMonth}::date`,
  );
  return raw.map((r) => ({
    month: r.month,
    mode: r.mode,
    originCode: r.origin_code,
    destinationCode: r.destination_code,
    shipments: Number(r.shipments),
    weightCentiKg: Number(r.weight_centi),
    withEstimate: Number(r.with_estimate),
    co2eDeciKg: Number(r.co2e_deci),
    arrived: Number(r.arrived),
    firstEtaMeasured: Number(r.first_eta_measured),
    firstEtaOnTime: Number(r.first_eta_on_time),
    latestEtaMeasured: Number(r.latest_eta_measured),
    latestEtaOnTime: Number(r.latest_eta_on_time),
    transitHours: typeof r.transit_hours === 'string' ? JSON.parse(r.transit_hours) : r.transit_hours,
  }));
}

/** A company's spend summaries for the months from `fromMonth` to `toMonth` (first days, inclusive). */
export async function findSpendMonths(
  db: Database,
  companyId: string,
  fromMonth: string,
  toMonth: string,
): Promise<SpendMonthRow[]> {
  const raw = await rows<{ month: string; lane: string; invoices: number; total_cents: string }>(
    db,
    sql`select month::text as month, lane, invoices, total_cents::text as total_cents from analytics_spend_months
         where company_id = ${companyId} and month >= ${fromMonth}::date and month <= ${toMonth}::date`,
  );
  return raw.map((r) => ({
    month: r.month,
    lane: r.lane,
    invoices: Number(r.invoices),
    totalCents: Number(r.total_cents),
  }));
}

/**
 * The company-months a change made stale (decision 108: the triggers of migration 0036 note every company-month a
 * statement on `shipments` or `invoices` touched): what the refresh job rebuilds, newest month first.
 */
export async function findStaleSummaryMonths(db: Database): Promise<{ companyId: string; month: string }[]> {
  return rows<{ companyId: string; month: string }>(
    db,
    sql`select distinct company_id as "companyId", month::text as month
          from analytics_month_changes order by month desc, "companyId"`,
  );
}

/** The months in [from, to] of one company that a change made stale: what a read rebuilds first (an index read). */
export async function findStaleMonthsOf(db: Database, companyId: string, from: string, to: string): Promise<string[]> {
  const stale = await rows<{ month: string }>(
    db,
    sql`select distinct month::text as month from analytics_month_changes
         where company_id = ${companyId} and month >= ${from}::date and month <= ${to}::date`,
  );
  return stale.map((s) => s.month);
}

/** The change notes of one company-month visible now: a rebuild takes them before it reads the raw rows. */
export async function findMonthChanges(db: Database, companyId: string, month: string): Promise<number[]> {
  const notes = await rows<{ id: string | number }>(
    db,
    sql`select id from analytics_month_changes where company_id = ${companyId} and month = ${month}::date`,
  );
  return notes.map((n) => Number(n.id));
}
