import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  airRatesQuerySchema,
  freightFiltersParams,
  type FreightObject,
} from '@connect/contracts/freight/freight.schemas';
import { estimateAir } from '@connect/domain/freight/air-rates';
import { buildApp } from '@connect/server/src/app';
import { loadConfig } from '@connect/server/src/config/env';
import { createDatabase } from '@connect/server/src/db/client';
import { prepareDatabase } from '@connect/server/src/db/prepare';
import { demoPassword } from '@connect/server/src/db/seed/demo-data';
import type { SignedInContext } from '@connect/server/src/context';
import { getAirRates, listAirportCodes } from '@connect/server/src/modules/freight/freight.service';
import {
  airDestinationsQuery,
  airOriginsQuery,
  findAirLane,
  findAirOrigins,
  findPortRestriction,
} from '@connect/server/src/modules/freight/freight.repository';
import { sql, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import { measure, rowsOf, settleDatabase } from './shipments/load-test';

/**
 * The freight estimator with 10,000 tariff lanes (issue #18): 200 customer companies with an air tariff of 50 lanes
 * each (10,000 lanes), Dana's company (LSCOMP) one of the tariffs' customers, on PGlite. In the same run, the real
 * app (auth, zod, service, repository) and a bare Fastify route calling the same repository functions with the same
 * arguments (no auth, no validation) answer
 * - GET /api/freight/Rates (the estimate: lane look-up and the domain's estimate; the company's special customer list
 *   is kept in memory by the app, so the bare route reads it once too) and
 * - GET /api/freight/AirportCodes?type=origin (the first cascading look-up).
 * A second baseline, "bare service", calls the app's own service functions (the same SQL and the same answer,
 * built once from a hand-made caller) without the plumbing (bearer check, zod on query and answer, hooks): its ratio
 * is what the plumbing costs. Reports p50/p95/p99, requests per second and ours / each baseline, and the plans
 * (EXPLAIN) of the cascading look-ups.
 * BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 10). Nothing is asserted. BENCH_PROFILE=<folder> also
 * writes a CPU profile of each Connect scenario there (`<scenario>.cpuprofile`, open in Chrome's DevTools).
 */

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const profileDir = process.env.BENCH_PROFILE;

/** Runs `work` under the V8 profiler when BENCH_PROFILE is set, writing `<name>.cpuprofile`. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!profileDir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.join(profileDir, `${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'connect-freight-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const database = createDatabase({ kind: 'embedded' });
  await prepareDatabase(database, { seedDemo: true });
  const db = database.db;
  const rows = async <T>(query: SQL) => ({ rows: await rowsOf<T>(db, query) });

  // 10,000 lanes: 200 tariffs of 50 lanes (10 origins × 5 destinations), one company each; LSCOMP on tariff 7.
  await db.execute(sql`insert into companies (code, name, country_code, city)
    select 'FB' || g, 'Freight bench ' || g, 'US', 'Dallas' from generate_series(1, 200) g`);
  await db.execute(sql`insert into freight_tariffs (tariff_number, kind, valid_from, valid_to)
    select 'AF-FB-' || g, 'AIR', current_date - 10, current_date + 100 from generate_series(1, 200) g`);
  await db.execute(sql`insert into freight_tariff_customers (tariff_id, company_id)
    select t.id, c.id from freight_tariffs t join companies c on c.code = 'FB' || split_part(t.tariff_number, '-', 3)
    where t.tariff_number like 'AF-FB-%'`);
  await db.execute(sql`insert into freight_tariff_customers (tariff_id, company_id)
    select t.id, c.id from freight_tariffs t, companies c where t.tariff_number = 'AF-FB-7' and c.code = 'LSCOMP'`);
  await db.execute(sql`insert into freight_air_lanes (tariff_id, origin_port, destination_port, service_level,
      rate0, rate45, rate100, rate300, rate500, rate1000, margin, margin_type, origin_charge, origin_unit,
      origin_minimum, freight_minimum, dest_handling_charge, dest_handling_unit, dest_handling_min, transit_days)
    select t.id, 'O' || lpad((g % 10)::text, 2, '0'), 'D' || lpad((g / 10)::text, 2, '0'), 'Express',
      500, 420, 390, 350, 320, 300, 10, 'K', 15, 'K', 3500, 9000, 4500, 'S', 0, 4
    from freight_tariffs t, generate_series(0, 49) g where t.tariff_number like 'AF-FB-%'`);
  await db.execute(sql`analyze`);
  const [count] = (await rows<{ n: number }>(sql`select count(*)::int as n from freight_air_lanes`)).rows;
  const [company] = (await rows<{ id: string }>(sql`select id from companies where code = 'LSCOMP'`)).rows;
  const scope = { companyId: company?.id ?? '', today: new Date().toISOString().slice(0, 10) };

  const app = await buildApp({ config, database, migrated: true, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dana.whitfield@lonestar-components.example', password: demoPassword }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };

  const freight: Partial<FreightObject> = {
    mode: 'Air',
    serviceLevel: 'Express',
    originPort: 'O03',
    destinationPort: 'D01',
    weightUnit: 'KG',
    volumeUnit: 'CM',
    totalGrossWeight: 40,
    totalVolumetricWeight: 0,
  };
  const bare = Fastify({ logger: false });
  // The special customer list is read once, as the app keeps it in memory (decision 090): the same SQL per request.
  await findPortRestriction(db, scope.companyId);
  bare.get('/rates', async () => {
    const lane = await findAirLane(db, scope, { originPort: 'O03', destinationPort: 'D01', serviceLevel: 'Express' });
    if (!lane) throw new Error('no lane');
    const e = estimateAir(lane, { weightUnit: 'KG', grossWeight: 40, volumetricWeight: 0 });
    return { tariffNumber: lane.tariffNumber, totalCents: e.totalCents, lines: e.lines };
  });
  bare.get('/origins', async () => ({ originAirportCode: await findAirOrigins(db, scope) }));
  // The service with a caller made by hand: Dana in LSCOMP with the freight permission, the query parsed once.
  const caller = {
    db,
    config,
    requestId: 'bench',
    auth: { selectedCompany: { id: scope.companyId, code: 'LSCOMP', permissions: ['freight-manager'] } },
  } as unknown as SignedInContext;
  const parsedFreight = airRatesQuerySchema.parse(Object.fromEntries(freightFiltersParams(freight))).filters;
  bare.get('/rates-service', () => getAirRates(caller, parsedFreight));
  bare.get('/origins-service', () => listAirportCodes(caller, { type: 'origin' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const options = { duration, connections, minSamples: 20 };
  const settle = () => settleDatabase(database);
  const scenarios = [
    {
      name: 'estimate (Rates)',
      ours: `${appUrl}/api/freight/Rates?${freightFiltersParams(freight)}`,
      base: '/rates',
      service: '/rates-service',
    },
    {
      name: 'origins (AirportCodes)',
      ours: `${appUrl}/api/freight/AirportCodes?type=origin`,
      base: '/origins',
      service: '/origins-service',
    },
  ];
  console.log(`${count?.n ?? 0} air lanes; ${connections} connections, ${duration} s each, PGlite, same run`);
  for (const s of scenarios) {
    const baseline = await measure(bareUrl + s.base, options, settle);
    const service = await measure(bareUrl + s.service, options, settle);
    const ours = await profiled(s.name, () => measure(s.ours, { ...options, headers }, settle));
    console.log(
      `${s.name}: bare p50/p95/p99 ${baseline.p50}/${baseline.p95}/${baseline.p99} ms, ${baseline.rps} req/s` +
        ` (${baseline.errors} errors); bare service ${service.p50}/${service.p95}/${service.p99} ms,` +
        ` ${service.rps} req/s (${service.errors} errors); Connect ${ours.p50}/${ours.p95}/${ours.p99} ms,` +
        ` ${ours.rps} req/s (${ours.errors} errors); ratio req/s ${(ours.rps / baseline.rps).toFixed(2)},` +
        ` p95 ${(ours.p95 / baseline.p95).toFixed(2)}; against the bare service: req/s` +
        ` ${(ours.rps / service.rps).toFixed(2)}, p95 ${(ours.p95 / service.p95).toFixed(2)}`,
    );
  }
  for (const [name, query] of [
    ['origins', airOriginsQuery(db, scope)],
    ['destinations', airDestinationsQuery(db, scope, 'O03')],
  ] as const) {
    const plan = (await rows<Record<string, string>>(sql`explain analyze ${query.getSQL()}`)).rows
      .map((r) => Object.values(r)[0] ?? '')
      .join('\n');
    console.log(`--- plan: ${name}\n${plan}`);
  }
  await app.close();
  await bare.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
