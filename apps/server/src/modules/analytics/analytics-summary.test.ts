import {
  co2eBreakdown,
  onTimePerformance,
  quantile,
  shipmentsByModeAndLane,
  spendByMonthAndLane,
  transitTimeByLane,
  type ShipmentFact,
} from '@connect/domain/analytics/kpis';
import { periodRange } from '@connect/domain/billing/statement-periods';
import { estimateShipmentEmissions } from '@connect/domain/shipments/emissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf } from '../../../test/builders/identity';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findMonthChanges, findStaleSummaryMonths, replaceSummaryMonth } from './analytics-summary.repository';
import { findInvoiceFacts, findShipmentFacts, type ShipmentFactRow } from './analytics.repository';
import {
  monthBounds,
  periodKpis,
  refreshStaleSummaries,
  refreshSummaryMonth,
  splitPeriod,
  summaryKpis,
  toInvoiceFact,
} from './analytics-summary.service';

/**
 * The monthly summaries (issue #20, decision 096) equal the raw aggregates on the demo data: every company, bill
 * month, mode and lane counted straight in SQL from the shipments and invoices, independently of the rebuild.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

type Group = Record<string, string | number | null>;
const byKey = (groups: Group[], key: (g: Group) => string) => new Map(groups.map((g) => [key(g), g]));

/** The shipment aggregates per company, month, mode and lane: from the raw rows and from the summaries. */
async function shipmentGroups() {
  const raw = await queryRows<Group>(
    t.database.db,
    sql`with s as (
          select s.company_id, date_trunc('month', s.bill_date)::date::text as month, s.mode_code as mode,
                 s.origin_code, s.destination_code, s.chargeable_weight_kg, s.ata, s.eta, s.dep,
                 coalesce((select e.estimated_at from shipment_events e where e.shipment_id = s.id and e.event_code = 5
                             and e.estimated_at is not null order by e.created_at, e.id limit 1), s.eta) as first_eta
            from shipments s where s.deleted_at is null)
        select company_id::text, month, mode, origin_code, destination_code, count(*)::int as shipments,
               sum(chargeable_weight_kg)::text as weight, count(ata)::int as arrived,
               count(*) filter (where ata is not null and first_eta is not null)::int as first_measured,
               count(*) filter (where ata <= first_eta + interval '24 hours')::int as first_on_time,
               count(*) filter (where ata is not null and eta is not null)::int as latest_measured,
               count(*) filter (where ata <= eta + interval '24 hours')::int as latest_on_time,
               count(*) filter (where ata >= dep)::int as transit
          from s group by 1, 2, 3, 4, 5`,
  );
  const summary = await queryRows<Group>(
    t.database.db,
    sql`select company_id::text, month::text, mode, origin_code, destination_code, shipments,
               chargeable_weight_kg::text as weight, arrived, first_eta_measured as first_measured,
               first_eta_on_time as first_on_time, latest_eta_measured as latest_measured,
               latest_eta_on_time as latest_on_time,
               (select coalesce(sum(value::int), 0) from jsonb_each_text(transit_hours))::int as transit
          from analytics_shipment_months`,
  );
  return { raw, summary };
}

const shipmentKey = (g: Group) => `${g.company_id}|${g.month}|${g.mode}|${g.origin_code}|${g.destination_code}`;

function expectSameShipments(raw: Group[], summary: Group[]) {
  expect(raw.length).toBeGreaterThan(0);
  expect(summary.length).toBe(raw.length);
  const summaries = byKey(summary, shipmentKey);
  for (const want of raw) {
    const got = summaries.get(shipmentKey(want));
    expect(got, shipmentKey(want)).toBeDefined();
    expect({ ...got, weight: Number(got?.weight) }).toEqual({ ...want, weight: Number(want.weight) });
  }
}

describe('analytics monthly summaries', () => {
  it('equal the raw shipment and invoice aggregates of every company, month, mode and lane', async () => {
    expect(await refreshStaleSummaries(t.database.db)).toBeGreaterThan(0);
    expect(await findStaleSummaryMonths(t.database.db)).toEqual([]);
    const { raw, summary } = await shipmentGroups();
    expectSameShipments(raw, summary);

    const rawSpend = await queryRows<Group>(
      t.database.db,
      sql`select i.company_id::text, date_trunc('month', i.invoice_date)::date::text as month,
                 case when s.id is null then ''
                      else coalesce(nullif(trim(s.origin_code), ''), '?') || ' → ' ||
                           coalesce(nullif(trim(s.destination_code), ''), '?') end as lane,
                 count(*)::int as invoices, sum(i.total_cents)::text as total
            from invoices i
            left join shipments s on s.id = i.shipment_id and s.company_id = i.company_id and s.deleted_at is null
           group by 1, 2, 3`,
    );
    const summarySpend = await queryRows<Group>(
      t.database.db,
      sql`select company_id::text, month::text, lane, invoices, total_cents::text as total from analytics_spend_months`,
    );
    expect(rawSpend.length).toBeGreaterThan(0);
    expect(summarySpend.length).toBe(rawSpend.length);
    const spendKey = (g: Group) => `${g.company_id}|${g.month}|${g.lane}`;
    const spends = byKey(summarySpend, spendKey);
    for (const want of rawSpend) expect(spends.get(spendKey(want)), spendKey(want)).toEqual(want);
  });

  it('hold CO2e for the shipments that have an estimate, and transit histograms whose median is within an hour', async () => {
    await refreshStaleSummaries(t.database.db);
    const lscomp = await companyIdOf(t.database.db, 'LSCOMP');
    const [estimates] = await queryRows<{ raw: number; summary: number; co2e: string }>(
      t.database.db,
      sql`select (select count(*)::int from shipments where company_id = ${lscomp} and deleted_at is null
                    and chargeable_weight_kg > 0 and origin_lat is not null and origin_lon is not null
                    and destination_lat is not null and destination_lon is not null) as raw,
                 (select sum(with_estimate)::int from analytics_shipment_months where company_id = ${lscomp}) as summary,
                 (select sum(co2e_kg)::text from analytics_shipment_months where company_id = ${lscomp}) as co2e`,
    );
    expect(estimates?.summary).toBe(estimates?.raw);
    expect(Number(estimates?.co2e)).toBeGreaterThan(0);

    // The busiest lane's exact median transit (hours) against the histogram's.
    const lanes = await queryRows<{ mode: string; origin_code: string; destination_code: string; hours: string }>(
      t.database.db,
      sql`select mode_code as mode, origin_code, destination_code,
                 string_agg((extract(epoch from ata - dep) / 3600)::text, ',' order by ata - dep) as hours
            from shipments where company_id = ${lscomp} and deleted_at is null and ata >= dep
           group by 1, 2, 3 order by count(*) desc limit 1`,
    );
    const lane = lanes[0];
    expect(lane).toBeDefined();
    const exact = quantile(lane?.hours.split(',').map(Number) ?? [], 0.5) ?? NaN;
    const histograms = await queryRows<{ transit_hours: Record<string, number> | string }>(
      t.database.db,
      sql`select transit_hours from analytics_shipment_months where company_id = ${lscomp} and mode = ${lane?.mode}
             and origin_code = ${lane?.origin_code} and destination_code = ${lane?.destination_code}`,
    );
    const hours: number[] = [];
    for (const { transit_hours } of histograms) {
      const histogram = typeof transit_hours === 'string' ? JSON.parse(transit_hours) : transit_hours;
      for (const [h, n] of Object.entries(histogram as Record<string, number>))
        hours.push(...Array.from({ length: n }, () => Number(h)));
    }
    hours.sort((a, b) => a - b);
    expect(hours.length).toBe(lane?.hours.split(',').length);
    expect(Math.abs((quantile(hours, 0.5) ?? NaN) - exact)).toBeLessThanOrEqual(0.5);
  });

  it('rebuild a month again after one of its shipments changes', async () => {
    await refreshStaleSummaries(t.database.db);
    const [changed] = await queryRows<{ company_id: string; month: string }>(
      t.database.db,
      sql`update shipments set chargeable_weight_kg = chargeable_weight_kg + 12.34, updated_at = now() + interval '1 second'
           where id = (select id from shipments where deleted_at is null order by bill_date desc, id limit 1)
           returning company_id::text, date_trunc('month', bill_date)::date::text as month`,
    );
    expect(await findStaleSummaryMonths(t.database.db)).toEqual([
      { companyId: changed?.company_id, month: changed?.month },
    ]);
    expect(await refreshStaleSummaries(t.database.db)).toBe(1);
    const { raw, summary } = await shipmentGroups();
    expectSameShipments(raw, summary);
  });

  it('note both months when a shipment moves to another bill month, and the month of a shipment deleted outright', async () => {
    await refreshStaleSummaries(t.database.db);
    expect(await findStaleSummaryMonths(t.database.db)).toEqual([]);
    // No updated_at is touched: the triggers note every statement, whoever writes it (decision 108).
    const [moved] = await queryRows<{ company_id: string; month: string }>(
      t.database.db,
      sql`update shipments set bill_date = bill_date - interval '40 days'
           where id = (select id from shipments where deleted_at is null and extract(day from bill_date) > 10
                        order by bill_date desc, id offset 3 limit 1)
           returning company_id::text, date_trunc('month', bill_date + interval '40 days')::date::text as month`,
    );
    const stale = await findStaleSummaryMonths(t.database.db);
    expect(stale).toHaveLength(2);
    expect(stale).toContainEqual({ companyId: moved?.company_id, month: moved?.month });
    expect(new Set(stale.map((m) => m.companyId))).toEqual(new Set([moved?.company_id]));
    expect(await refreshStaleSummaries(t.database.db)).toBe(2);
    const [gone] = await queryRows<{ company_id: string; month: string }>(
      t.database.db,
      sql`delete from shipments where id = (select id from shipments s where deleted_at is null
             and not exists (select 1 from invoices i where i.shipment_id = s.id) order by bill_date, id limit 1)
           returning company_id::text, date_trunc('month', bill_date)::date::text as month`,
    );
    expect(gone).toBeDefined();
    expect(await findStaleSummaryMonths(t.database.db)).toEqual([{ companyId: gone?.company_id, month: gone?.month }]);
    await refreshStaleSummaries(t.database.db);
    expect(await findStaleSummaryMonths(t.database.db)).toEqual([]);
    const { raw, summary } = await shipmentGroups();
    expectSameShipments(raw, summary);
  });

  it('keep a month stale when a change is noted while its rebuild reads the rows', async () => {
    await refreshStaleSummaries(t.database.db);
    const [target] = await queryRows<{ company_id: string; month: string; id: string }>(
      t.database.db,
      sql`select company_id::text, date_trunc('month', bill_date)::date::text as month, id::text from shipments
           where deleted_at is null order by bill_date desc, id offset 5 limit 1`,
    );
    const companyId = target?.company_id ?? '';
    const month = target?.month ?? '';
    await t.database.db.execute(
      sql`update shipments set total_pieces = total_pieces + 1 where id = ${target?.id}::uuid`,
    );
    const seen = await findMonthChanges(t.database.db, companyId, month);
    expect(seen.length).toBeGreaterThan(0);
    // A change committed after the rebuild took its notes (and so maybe after it read the rows).
    await t.database.db.execute(
      sql`update shipments set total_pieces = total_pieces - 1 where id = ${target?.id}::uuid`,
    );
    await replaceSummaryMonth(t.database.db, companyId, month, { refreshedAt: new Date(), changeIds: seen }, [], []);
    expect(await findStaleSummaryMonths(t.database.db)).toEqual([{ companyId, month }]);
    expect(await refreshStaleSummaries(t.database.db)).toBe(1);
    expect(await findStaleSummaryMonths(t.database.db)).toEqual([]);
    const { raw, summary } = await shipmentGroups();
    expectSameShipments(raw, summary);
  });

  it('split a period into its whole months and the partial months at its edges', () => {
    expect(splitPeriod('2026-01-01', '2026-12-04')).toEqual({
      months: { from: '2026-01-01', to: '2026-11-30' },
      edges: [{ from: '2026-12-01', to: '2026-12-04' }],
    });
    expect(splitPeriod('2026-01-01', '2026-12-31')).toEqual({
      months: { from: '2026-01-01', to: '2026-12-31' },
      edges: [],
    });
    expect(splitPeriod('2028-01-15', '2028-03-31')).toEqual({
      months: { from: '2028-02-01', to: '2028-03-31' },
      edges: [{ from: '2028-01-15', to: '2028-01-31' }],
    });
    expect(splitPeriod('2027-11-10', '2028-03-01')).toEqual({
      months: { from: '2027-12-01', to: '2028-02-29' },
      edges: [
        { from: '2027-11-10', to: '2027-11-30' },
        { from: '2028-03-01', to: '2028-03-01' },
      ],
    });
    expect(splitPeriod('2028-02-01', '2028-02-29')).toEqual({
      months: { from: '2028-02-01', to: '2028-02-29' },
      edges: [],
    });
    expect(splitPeriod('2028-02-01', '2028-02-28')).toEqual({
      months: null,
      edges: [{ from: '2028-02-01', to: '2028-02-28' }],
    });
    expect(splitPeriod('2028-01-20', '2028-02-10')).toEqual({
      months: null,
      edges: [
        { from: '2028-01-20', to: '2028-01-31' },
        { from: '2028-02-01', to: '2028-02-10' },
      ],
    });
    expect(splitPeriod('2028-01-31', '2028-02-01').months).toBeNull();
    expect(splitPeriod('2028-03-01', '2028-02-01')).toEqual({ months: null, edges: [] });
  });

  it('answer a whole-months period’s KPIs as the domain computes them over the raw rows', async () => {
    const lscomp = await companyIdOf(t.database.db, 'LSCOMP');
    const today = new Date().toISOString().slice(0, 10);
    for (const period of ['L6M', 'L3M', 'LM'] as const) {
      const { from, to } = periodRange(period, today);
      await expectRawKpis(await summaryKpis(t.database.db, lscomp, from, to), lscomp, { from, to });
    }
    // A change is read at once: the stale month is rebuilt before the summaries answer.
    const { from, to } = periodRange('L3M', today);
    const before = await summaryKpis(t.database.db, lscomp, from, to);
    await queryRows(
      t.database.db,
      sql`update invoices set total_cents = total_cents + 101, updated_at = now() + interval '1 second'
           where id = (select id from invoices where company_id = ${lscomp} and invoice_date between ${from}::date and ${to}::date
                        order by id limit 1) returning id`,
    );
    expect((await summaryKpis(t.database.db, lscomp, from, to)).spend.totalCents).toBe(before.spend.totalCents + 101);
  });

  it('answer YTD with a partial current month and mid-month ranges as the domain computes them over the raw rows', async () => {
    const lscomp = await companyIdOf(t.database.db, 'LSCOMP');
    // Today's YTD; a YTD that ended mid-month (shipments and invoices on both sides of its end); a range from the
    // 10th of one month to the 20th of another with whole months between.
    const ranges = [
      { ...periodRange('YTD', new Date().toISOString().slice(0, 10)), edgeRows: false },
      { ...periodRange('YTD', midMonthYtdEnd()), edgeRows: true },
      { from: monthsAgo(5, 10), to: monthsAgo(2, 20), edgeRows: true },
    ];
    for (const { from, to, edgeRows } of ranges) {
      const { months, edges } = splitPeriod(from, to);
      expect(months, `${from}..${to}`).not.toBeNull();
      const { facts, invoices } = await expectRawKpis(await periodKpis(t.database.db, lscomp, from, to), lscomp, {
        from,
        to,
      });
      if (!edgeRows) continue;
      // The edges hold rows, and the month the period ends in has rows after its end that must be left out.
      const inEdges = (day: string) => edges.some((e) => e.from <= day && day <= e.to);
      expect(facts.filter((f) => inEdges(f.billDate)).length, `${from}..${to}`).toBeGreaterThan(0);
      expect(invoices.filter((i) => inEdges(i.invoiceDate)).length, `${from}..${to}`).toBeGreaterThan(0);
      const later = await findShipmentFacts(t.database.db, lscomp, dayAfter(to), monthBounds(to).last);
      expect(later.length, `${from}..${to}`).toBeGreaterThan(0);
    }
    // Without a whole month (within a month, or across one month end) the raw rows answer, and the edges' own
    // summaries agree with them.
    for (const { from, to } of [
      { from: monthsAgo(3, 5), to: monthsAgo(3, 25) },
      { from: monthsAgo(2, 20), to: monthsAgo(1, 10) },
    ]) {
      expect(splitPeriod(from, to).months).toBeNull();
      const raw = await periodKpis(t.database.db, lscomp, from, to);
      const { facts } = await expectRawKpis(raw, lscomp, { from, to });
      expect(raw.transit).toEqual(transitTimeByLane(facts));
      await expectRawKpis(await summaryKpis(t.database.db, lscomp, from, to), lscomp, { from, to });
    }
  });

  it('read YTD’s whole months from the summaries, rebuilt when stale, and its partial month from the raw rows', async () => {
    const lscomp = await companyIdOf(t.database.db, 'LSCOMP');
    const { from, to } = periodRange('YTD', midMonthYtdEnd());
    const { months, edges } = splitPeriod(from, to);
    if (!months) throw new Error(`no whole month in ${from}..${to}`);
    const before = await periodKpis(t.database.db, lscomp, from, to);
    const weightOf = (kpis: typeof before) => kpis.shipments.reduce((sum, l) => sum + l.chargeableWeightKg, 0);

    // A whole month's summary row is what the period reads: altered there, the answer follows it.
    const [altered] = await queryRows<{ month: string }>(
      t.database.db,
      sql`update analytics_shipment_months set chargeable_weight_kg = chargeable_weight_kg + 1000
           where (company_id, month, mode, origin_code, destination_code) = (
             select company_id, month, mode, origin_code, destination_code from analytics_shipment_months
              where company_id = ${lscomp} and month between ${months.from}::date and ${months.to}::date
              order by month, mode, origin_code, destination_code limit 1)
           returning month::text`,
    );
    expect(altered).toBeDefined();
    expect(weightOf(await periodKpis(t.database.db, lscomp, from, to))).toBeCloseTo(weightOf(before) + 1000, 2);
    await refreshSummaryMonth(t.database.db, lscomp, altered?.month ?? from);
    expect(await periodKpis(t.database.db, lscomp, from, to)).toEqual(before);

    // An invoice changed in a whole month (its summary stale) and one in the partial month: both read at once.
    const changeInvoice = async (range: { from: string; to: string }, cents: number) => {
      const [changed] = await queryRows<{ id: string }>(
        t.database.db,
        sql`update invoices set total_cents = total_cents + ${cents}, updated_at = now() + interval '1 second'
             where id = (select id from invoices where company_id = ${lscomp}
                           and invoice_date between ${range.from}::date and ${range.to}::date order by id limit 1)
             returning id::text`,
      );
      expect(changed, `${range.from}..${range.to}`).toBeDefined();
    };
    await changeInvoice(months, 101);
    const edge = edges[0];
    if (!edge) throw new Error(`no partial month in ${from}..${to}`);
    await changeInvoice(edge, 202);
    const after = await periodKpis(t.database.db, lscomp, from, to);
    expect(after.spend.totalCents).toBe(before.spend.totalCents + 303);
    await expectRawKpis(after, lscomp, { from, to });
  });
});

/** Day `day` of the month `months` before the current one (UTC), YYYY-MM-DD. */
function monthsAgo(months: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day)).toISOString().slice(0, 10);
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The end of a past YTD with a whole month in it and a partial last month: the 15th, two or three months ago. */
const midMonthYtdEnd = () => (monthsAgo(2, 15).slice(5, 7) === '01' ? monthsAgo(3, 15) : monthsAgo(2, 15));

/** A shipment's facts with its own CO2e estimate, as the shipment details screen computes it. */
function rawShipmentFact(row: ShipmentFactRow): ShipmentFact {
  const { originLat, originLon, destinationLat, destinationLon, ...fact } = row;
  const point = (lat: number | null, lon: number | null) => (lat === null || lon === null ? null : { lat, lon });
  const estimate = estimateShipmentEmissions({
    mode: row.mode,
    origin: point(originLat, originLon),
    destination: point(destinationLat, destinationLon),
    chargeableWeightKg: row.chargeableWeightKg,
  });
  return { ...fact, co2eKg: estimate?.co2eKg ?? null };
}

/**
 * Checks KPIs against the domain's computation over the period's raw rows: counts, weights, on-time, CO2e and
 * spend equal; transit lanes and counts equal, their quartiles within 0.1 day (the summaries' histogram is in
 * whole hours). Answers the raw facts.
 */
async function expectRawKpis(
  got: Awaited<ReturnType<typeof summaryKpis>>,
  companyId: string,
  { from, to }: { from: string; to: string },
) {
  const period = `${from}..${to}`;
  const facts = (await findShipmentFacts(t.database.db, companyId, from, to)).map(rawShipmentFact);
  const invoices = (await findInvoiceFacts(t.database.db, companyId, { dateColumn: 'invoice', from, to })).map(
    toInvoiceFact,
  );
  expect(facts.length, period).toBeGreaterThan(0);
  expect(invoices.length, period).toBeGreaterThan(0);
  expect(got.shipmentCount, period).toBe(facts.length);
  expect(got.onTime, period).toEqual(onTimePerformance(facts));
  expect(got.shipments, period).toEqual(shipmentsByModeAndLane(facts));
  expect(got.spend, period).toEqual(spendByMonthAndLane(invoices));
  expect(got.co2e, period).toEqual(co2eBreakdown(facts));
  const exact = transitTimeByLane(facts);
  expect(
    got.transit.map((l) => [l.mode, l.lane, l.shipments]),
    period,
  ).toEqual(exact.map((l) => [l.mode, l.lane, l.shipments]));
  for (const [i, lane] of got.transit.entries())
    for (const key of ['medianDays', 'p25Days', 'p75Days', 'spreadDays', 'minDays', 'maxDays'] as const)
      expect(Math.abs(lane[key] - (exact[i]?.[key] ?? NaN)), `${period} ${lane.lane} ${key}`).toBeLessThanOrEqual(
        0.1 + 1e-9,
      );
  return { facts, invoices };
}
