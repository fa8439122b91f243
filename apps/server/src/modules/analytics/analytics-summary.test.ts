import {
  co2eBreakdown,
  onTimePerformance,
  quantile,
  shipmentsByModeAndLane,
  spendByMonthAndLane,
  transitTimeByLane,
} from '@connect/domain/analytics/kpis';
import { periodRange } from '@connect/domain/billing/statement-periods';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf } from '../../../test/builders/identity';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findStaleSummaryMonths } from './analytics-summary.repository';
import { findInvoiceFacts, findShipmentFacts } from './analytics.repository';
import { refreshStaleSummaries, summaryKpis, toInvoiceFact, toShipmentFact } from './analytics-summary.service';

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

  it('answer a whole-months period’s KPIs as the domain computes them over the raw rows', async () => {
    const lscomp = await companyIdOf(t.database.db, 'LSCOMP');
    const today = new Date().toISOString().slice(0, 10);
    for (const period of ['L6M', 'L3M', 'LM'] as const) {
      const { from, to } = periodRange(period, today);
      const facts = (await findShipmentFacts(t.database.db, lscomp, from, to)).map(toShipmentFact);
      const invoices = (await findInvoiceFacts(t.database.db, lscomp, { dateColumn: 'invoice', from, to })).map(
        toInvoiceFact,
      );
      const got = await summaryKpis(t.database.db, lscomp, from, to);
      expect(got.shipmentCount, period).toBe(facts.length);
      expect(got.onTime).toEqual(onTimePerformance(facts));
      expect(got.shipments).toEqual(shipmentsByModeAndLane(facts));
      expect(got.spend).toEqual(spendByMonthAndLane(invoices));
      expect(got.co2e).toEqual(co2eBreakdown(facts));
      const exact = transitTimeByLane(facts);
      expect(got.transit.map((l) => [l.mode, l.lane, l.shipments])).toEqual(
        exact.map((l) => [l.mode, l.lane, l.shipments]),
      );
      for (const [i, lane] of got.transit.entries())
        expect(Math.abs(lane.medianDays - (exact[i]?.medianDays ?? NaN))).toBeLessThanOrEqual(0.1);
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
});
