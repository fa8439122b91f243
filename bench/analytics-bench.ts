import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { buildApp } from '@connect/server/src/app';
import { loadConfig } from '@connect/server/src/config/env';
import { prepareDatabase } from '@connect/server/src/db/prepare';
import {
  findInvoiceFacts,
  findMovements,
  findOpenInvoices,
  findShipmentFacts,
} from '@connect/server/src/modules/analytics/analytics.repository';
import { periodKpis, rawKpis, summaryKpis } from '@connect/server/src/modules/analytics/analytics-summary.service';
import { periodRange } from '@connect/domain/billing/statement-periods';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { benchCompanies, benchPassword, benchUserEmail, bigCompanyCode, openScaleDatabase } from './scale-shipments';
import { ensureBenchIdentities } from './shipments/bench-identities';
import { createPostgresDatabaseIfMissing } from './shipments/load-postgres';
import { measure, percentile, round, rowsOf, settleDatabase } from './shipments/load-test';

/**
 * The analytics at the 1M-shipment scale (issue #20): 1,000,000 shipments over the scale data's 200 companies
 * (BENCH0001 holds 30 %, 300,000, as `scale-shipments.ts` has them) with one invoice per shipment of BENCH0001,
 * seeded in SQL with generate_series into their own database (`connect_analytics_bench` or ANALYTICS_BENCH_URL)
 * so that the run takes minutes. Then, on PostgreSQL:
 * 1. each analytics query's database time for BENCH0001 over each period (p95 of BENCH_ANALYTICS_RUNS runs), and
 *    the shipment and spend KPIs computed from the raw rows (before decision 096) and from the summaries;
 * 2. GET /api/analytics/kpis through the real app against a bare Fastify route running the service's same three
 *    reads (summary KPIs, open invoices, the warehouse ledger)
 *    (the ratio of their request rates, target ≥ 0.8).
 *
 * `node --import tsx analytics-bench.ts` (from bench/); prints a JSON summary.
 */
const url = process.env.ANALYTICS_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/connect_analytics_bench';
const rows = Number(process.env.BENCH_SCALE_ROWS ?? 1_000_000);
const runs = Number(process.env.BENCH_ANALYTICS_RUNS ?? 20);
const markerKey = 'bench_analytics_seed';
const log = (line: string) => console.error(`[analytics-bench] ${line}`);

async function seed(handle: ReturnType<typeof openScaleDatabase>) {
  const db = handle.db;
  const [marker] = await rowsOf<{ value: { rows?: number } }>(
    db,
    sql`select value from app_settings where key = ${markerKey}`,
  );
  if (marker?.value.rows === rows) {
    log(`${rows} shipments already seeded`);
    return;
  }
  const companies = benchCompanies(rows);
  await ensureBenchIdentities(db, companies);
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from invoices where company_id in (select id from companies where code like 'BENCH%')`);
    await tx.execute(
      sql`delete from shipments where company_id in (select id from companies where code like 'BENCH%')`,
    );
    // Three in ten shipments belong to BENCH0001, the rest spread over BENCH0002…BENCH0200; bill dates over three
    // years; six lanes per mode; about one in five arrives after its first ETA.
    await tx.execute(sql`
      with c as (select array_agg(id order by code) as ids from companies where code like 'BENCH%')
      insert into shipments (company_id, document_no, mode_code, origin_code, destination_code, origin_country,
                             destination_country, carrier_code, service_level_code, chargeable_weight_kg,
                             gross_weight_kg, bill_date, dep, eta, ata, origin_lat, origin_lon,
                             destination_lat, destination_lon)
      select case when g % 10 < 3 then c.ids[1] else c.ids[2 + (g % 199)] end,
             'AB' || lpad(g::text, 8, '0'),
             (array['AIR', 'OCEAN', 'DOMESTIC'])[1 + g % 3],
             (array['DFW', 'LAX', 'ORD', 'MIA', 'JFK', 'SEA'])[1 + (g / 3) % 6],
             (array['FRA', 'NRT', 'GRU', 'MEX', 'LHR', 'SIN'])[1 + (g / 7) % 6],
             'US', (array['DE', 'JP', 'BR', 'MX', 'GB', 'SG'])[1 + (g / 7) % 6],
             (array['AA', 'LH', 'MSC', 'UPS'])[1 + g % 4], 'STD',
             (50 + g % 950)::numeric, (40 + g % 900)::numeric,
             current_date - (g % 1095),
             (current_date - (g % 1095))::timestamp + interval '1 day',
             (current_date - (g % 1095))::timestamp + interval '6 days',
             case when g % 17 = 0 then null
                  else (current_date - (g % 1095))::timestamp + interval '6 days' + ((g % 5) - 1) * interval '1 day' end,
             32.9, -97.0, 50.0, 8.6
        from generate_series(1, ${rows}) g, c`);
    await tx.execute(sql`
      insert into invoices (company_id, invoice_number, direction, invoice_date, due_date, total_cents,
                            balance_cents, shipment_id)
      select s.company_id, 'IB' || s.document_no, 'Outbound', s.bill_date + 2, s.bill_date + 32,
             10000 + (abs(hashtext(s.document_no)) % 500000), case when abs(hashtext(s.document_no)) % 9 = 0
             then 10000 else 0 end, s.id
        from shipments s join companies c on c.id = s.company_id where c.code = ${bigCompanyCode}`);
    await tx.execute(sql`update memberships set permissions = array['shipment', 'report', 'billing']
                          where user_id = (select id from users where email = ${benchUserEmail})`);
    await tx.execute(sql`insert into app_settings (key, value) values (${markerKey}, ${JSON.stringify({ rows })}::jsonb)
                         on conflict (key) do update set value = excluded.value`);
  });
  await db.execute(sql`analyze shipments`);
  await db.execute(sql`analyze invoices`);
  log(`seeded ${rows} shipments in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

type Query = { name: string; run: () => Promise<unknown> };

async function databaseTimes(queries: Query[]) {
  const result: Record<string, { p50: number; p95: number; rows: number }> = {};
  for (const q of queries) {
    await q.run(); // warm
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      const answer = await q.run();
      times.push(performance.now() - start);
      count = Array.isArray(answer) ? answer.length : 1;
    }
    const sorted = Float64Array.from(times).sort();
    result[q.name] = { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), rows: count };
    log(`${q.name}: p95 ${result[q.name]?.p95} ms (${count} rows)`);
  }
  return result;
}

async function main() {
  const began = performance.now();
  await createPostgresDatabaseIfMissing(url);
  const handle = openScaleDatabase({ kind: 'postgres', url }, 24);
  await prepareDatabase(handle, { seedDemo: false });
  await seed(handle);
  const db = handle.db;
  const [company] = await rowsOf<{ id: string; n: number }>(
    db,
    sql`select c.id, (select count(*)::int from shipments s where s.company_id = c.id) as n
          from companies c where c.code = ${bigCompanyCode}`,
  );
  if (!company) throw new Error('no bench company');
  const today = new Date().toISOString().slice(0, 10);
  // The monthly summaries (decision 096): the first whole-months read rebuilds the company's stale months.
  const buildStarted = performance.now();
  const six = periodRange('L6M', today);
  await summaryKpis(db, company.id, six.from, six.to);
  const summaryBuildMs = round(performance.now() - buildStarted);
  log(`summaries of L6M built in ${summaryBuildMs} ms`);
  const queries: Query[] = [];
  for (const period of ['YTD', 'L6M', 'L3M', 'LM'] as const) {
    const { from, to } = periodRange(period, today);
    queries.push(
      { name: `shipment facts ${period}`, run: () => findShipmentFacts(db, company.id, from, to) },
      {
        name: `invoice facts ${period}`,
        run: () => findInvoiceFacts(db, company.id, { dateColumn: 'invoice', from, to }),
      },
      { name: `movements ${period}`, run: () => findMovements(db, company.id, from) },
      // Before and after the summaries: every raw row with the domain's KPIs, and the summaries of the whole months
      // with the raw rows of a partial month (YTD's current month).
      { name: `raw KPIs ${period}`, run: () => rawKpis(db, company.id, from, to) },
      { name: `summary KPIs ${period}`, run: () => summaryKpis(db, company.id, from, to) },
    );
  }
  // YTD's worst case: a partial month of 29 or 30 days read raw (ending the day before last month's last day).
  const lastMonth = periodRange('LM', today);
  const lateYtd = periodRange(
    'YTD',
    new Date(Date.parse(`${lastMonth.to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
  );
  queries.push(
    { name: `raw KPIs YTD to ${lateYtd.to}`, run: () => rawKpis(db, company.id, lateYtd.from, lateYtd.to) },
    { name: `summary KPIs YTD to ${lateYtd.to}`, run: () => summaryKpis(db, company.id, lateYtd.from, lateYtd.to) },
  );
  queries.push({ name: 'open invoices', run: () => findOpenInvoices(db, company.id) });
  const times = await databaseTimes(queries);

  // The route against a bare Fastify route running the same reads (the default period, L3M).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'connect-analytics-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
    TRACKING_RATE_LIMIT_MAX: '100000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    DATABASE_URL: url,
  });
  const app = await buildApp({ config, database: handle, migrated: true, logger: false });
  const bare = Fastify({ logger: false });
  const { from, to } = periodRange('L3M', today);
  // The service's own three reads (decision 096): the period's KPIs from the summaries, the open invoices and the
  // warehouse ledger — the same SQL as the route, without its bearer check, zod and the domain's arithmetic.
  bare.get('/baseline', async () => {
    const [kpis, open, movements] = await Promise.all([
      periodKpis(db, company.id, from, to),
      findOpenInvoices(db, company.id),
      findMovements(db, company.id, from),
    ]);
    return { shipments: kpis.shipmentCount, open: open.length, movements: movements.movements.length };
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
    const login = await fetch(`${appUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: benchUserEmail, password: benchPassword }),
    });
    if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const options = { duration: Number(process.env.BENCH_DURATION ?? 15), connections: 4, minSamples: 20 };
    const settle = () => settleDatabase(handle);
    await settle();
    const baseline = await measure(`${bareUrl}/baseline`, options, settle);
    await settle();
    const ours = await measure(
      `${appUrl}/api/analytics/kpis?period=L3M`,
      {
        ...options,
        headers: { authorization: `Bearer ${accessToken}` },
      },
      settle,
    );
    const summary = {
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
      rows,
      companyShipments: company.n,
      runs,
      summaryBuildMs,
      databaseTimes: times,
      worstP95: Math.max(...Object.values(times).map((t) => t.p95)),
      route: { baseline, ours, ratio: round(ours.rps / baseline.rps, 2) },
      seconds: round((performance.now() - began) / 1000, 0),
    };
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await bare.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
