import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@connect/server/src/app';
import { loadConfig } from '@connect/server/src/config/env';
import { createDatabase, schema, type Database, type DatabaseHandle } from '@connect/server/src/db/client';
import { prepareDatabase } from '@connect/server/src/db/prepare';
import { demoPassword } from '@connect/server/src/db/seed/demo-data';
import { allocateLines } from '@connect/server/src/modules/warehouse/warehouse-allocation.service';
import {
  fileNumberTaken,
  findCompanyAddress,
  findOrderById,
  insertOrder,
  insertOrderEvent,
  replaceOrderLines,
  updateOrder,
} from '@connect/server/src/modules/warehouse/warehouse-orders.repository';
import {
  findCompanyItems,
  findInventoryPage,
  findItemBalances,
  findItemById,
  hasWarehouseAccount,
  lockBalances,
  type InventoryListFilter,
} from '@connect/server/src/modules/warehouse/warehouse.repository';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { measure, percentile, round, settleDatabase } from './shipments/load-test';
import { type Measurement } from './shipments/results';
import { seedWarehouseScale } from './warehouse-scale';

/**
 * The warehouse at scale (issue #19): 100,000 SKUs and 1,000,000 inventory movements for one company (Dana's
 * LSCOMP, at MGL-DFW), generated with generate_series (warehouse/scale-data.ts), with their maintained balances,
 * on PostgreSQL and on PGlite. In the same run on the same database, the real app (auth, zod, service, repository,
 * audit and notifications) and a bare Fastify route calling the same repository functions with the same arguments
 * answer:
 * - GET /api/wms/inventory (first page of 20 with its total) and ?q= (search by a fragment of SKU or description);
 * - GET /api/wms/inventory/:itemId (an item's on hand / allocated / available: one balance row, never a ledger sum);
 * - POST /api/wms/outbound-orders with 50 lines (the order is written and allocated at once under row locks).
 * Reports p50/p95/p99, answers per second and ours / baseline (target ≥ 0.8), and the plans (EXPLAIN ANALYZE) of
 * the look-ups. BENCH_SECONDS (8), BENCH_CONNECTIONS (10), BENCH_WAREHOUSE_DATABASES (postgres,pglite),
 * BENCH_WAREHOUSE_DATABASE_URL (a database it drops and creates: connect_warehouse_bench). Nothing is asserted.
 */

type Scenario = { name: string; ours: Measurement; baseline: Measurement; ratio: number; p95Ratio: number };
export type WarehouseBenchResult = { database: string; seconds: number; scenarios: Scenario[]; plans: string[] };

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const minSamples = Number(process.env.BENCH_MIN_SAMPLES ?? 20);
const lineCount = 50;

function warehouseDatabaseUrl() {
  return process.env.BENCH_WAREHOUSE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/connect_warehouse_bench';
}

async function freshPostgres(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

/** `connections` clients POSTing for `duration` s, each body from `body(i)` (a fresh file number per order). */
async function measurePost(
  url: string,
  headers: Record<string, string>,
  body: (i: number) => unknown,
  settle: () => Promise<void>,
): Promise<Measurement> {
  let n = 0;
  const post = async () => {
    const start = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body(n++)),
    });
    const text = await res.text();
    return { ms: performance.now() - start, ok: res.ok, text };
  };
  for (let i = 0; i < 2; i += 1) {
    const warm = await post();
    if (!warm.ok) throw new Error(`${url} answered: ${warm.text.slice(0, 300)}`);
  }
  const times: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  const until = started + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until || times.length + failures.length < minSamples) {
        const r = await post();
        times.push(r.ms);
        if (!r.ok) failures.push(r.text.slice(0, 120));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await settle();
  const sorted = Float64Array.from(times).sort();
  return {
    rps: round(times.length / seconds),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    requests: times.length,
    errors: failures.length,
    failures: failures.slice(0, 3).join(' | '),
    mode: 'duration',
  };
}

/**
 * EXPLAIN ANALYZE of every statement `call` runs: a Drizzle over the same driver whose logger records them (the
 * repository's own SQL, not a copy), each run again under EXPLAIN with its parameters.
 */
async function plansOf(handle: DatabaseHandle, call: (db: Database) => Promise<unknown>): Promise<string> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ sql: query, params }) };
  // Cast: the handle's Drizzle keeps its driver client as $client (pg pool or PGlite), not in its declared type.
  const client = (handle.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const db =
    handle.kind === 'postgres'
      ? drizzleNodePg(client as pg.Pool, { schema, casing: 'snake_case', logger })
      : drizzlePglite(client as PGlite, { schema, casing: 'snake_case', logger });
  await call(db as unknown as Database);
  const plans: string[] = [];
  for (const q of captured.filter((c) => /^\s*(select|insert|update|delete|with)\b/i.test(c.sql))) {
    const result = await (client as { query: (t: string, p?: unknown[]) => Promise<{ rows: unknown[] }> }).query(
      `EXPLAIN ANALYZE ${q.sql}`,
      q.params,
    );
    const lines = result.rows.map((r) => String(Object.values(r as Record<string, unknown>)[0] ?? ''));
    plans.push(`${q.sql.slice(0, 160)}…\n${lines.join('\n')}`);
  }
  return plans.join('\n\n');
}

async function benchDatabase(name: 'postgres' | 'pglite', log: (line: string) => void): Promise<WarehouseBenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'connect-warehouse-bench-'));
  const url = warehouseDatabaseUrl();
  if (name === 'postgres') await freshPostgres(url);
  const database: DatabaseHandle =
    name === 'postgres'
      ? createDatabase({ kind: 'postgres', url, poolSize: 2 * connections + 2 })
      : createDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'pglite') });
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(name === 'postgres' ? { DATABASE_URL: url } : {}),
  });
  await prepareDatabase(database, { seedDemo: true });
  const db = database.db;
  const seeded = await seedWarehouseScale(db, log, name);
  const app = await buildApp({ config, database, migrated: true, logger: false });
  const bare = Fastify({ logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await fetch(`${appUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dana.whitfield@lonestar-components.example', password: demoPassword }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };

    const { companyId, warehouseId, shipToId, itemIds, userId } = seeded;
    const scope = { kind: 'company' as const, companyIds: [companyId] };
    const listFilter = (q?: string): InventoryListFilter => ({ scope, filters: [], sort: [], ...(q ? { q } : {}) });
    const search = 'part 4217';
    const itemId = itemIds[Math.min(4216, itemIds.length - 1)] ?? '';
    const actor = { byName: 'Dana Whitfield', createdBy: userId };
    const orderBody = (prefix: string) => (i: number) => ({
      warehouseId,
      fileNumber: `${prefix}${i}`.slice(0, 20),
      referenceNo: `SO-${i}`.slice(0, 20),
      shipToAddressId: shipToId,
      requestedDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      serviceLevel: 'STD',
      notes: '',
      lines: Array.from({ length: lineCount }, (_, l) => ({
        itemId: itemIds[(i * lineCount + l * 7919) % itemIds.length] ?? '',
        quantity: 1,
      })),
    });

    bare.get('/list', async () => findInventoryPage(db, listFilter(), { offset: 0, limit: 20 }));
    bare.get('/search', async () => findInventoryPage(db, listFilter(search), { offset: 0, limit: 20 }));
    bare.get('/item', async () => {
      const item = await findItemById(db, scope, itemId);
      if (!item) throw new Error('no item');
      return { item, balances: await findItemBalances(db, itemId) };
    });
    // The same statements as insertOutboundOrderIn in one transaction, without auth, validation, audit or notices.
    bare.post('/allocate', async (request, reply) => {
      const values = request.body as ReturnType<ReturnType<typeof orderBody>>;
      const orderId = await db.transaction(async (tx) => {
        if (!(await hasWarehouseAccount(tx, companyId, values.warehouseId))) throw new Error('warehouse');
        if (await fileNumberTaken(tx, companyId, 'OUTBOUND', values.fileNumber)) throw new Error('file number');
        const ids = [...new Set(values.lines.map((l) => l.itemId))];
        if ((await findCompanyItems(tx, companyId, ids)).length !== ids.length) throw new Error('items');
        const address = await findCompanyAddress(tx, companyId, values.shipToAddressId);
        const order = await insertOrder(tx, {
          warehouseId,
          fileNumber: values.fileNumber,
          referenceNo: values.referenceNo,
          shipToAddressId: address?.id ?? null,
          shipTo: address ? { name: address.name, address: address.address, city: address.city } : null,
          requestedDate: values.requestedDate,
          serviceLevel: values.serviceLevel,
          companyId,
          direction: 'OUTBOUND',
          status: 'OUTBOUND',
          createdBy: userId,
        });
        await replaceOrderLines(
          tx,
          order.id,
          values.lines.map((l) => ({ ...l, lotNumber: '' })),
        );
        await insertOrderEvent(tx, { orderId: order.id, status: 'OUTBOUND', ...actor });
        const detail = await findOrderById(tx, { kind: 'staff' }, order.id);
        if (!detail || !(await allocateLines(tx, detail, actor)).ok) throw new Error('not allocated');
        await updateOrder(tx, order.id, { status: 'ALLOCATED' });
        await insertOrderEvent(tx, { orderId: order.id, status: 'ALLOCATED', ...actor });
        return order.id;
      });
      return reply.code(201).send({ order: await findOrderById(db, { kind: 'staff' }, orderId) });
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

    const settle = () => settleDatabase(database);
    const options = { duration, connections, minSamples };
    const scenarios: Scenario[] = [];
    const record = (scenario: string, baseline: Measurement, ours: Measurement) => {
      const s = {
        name: scenario,
        ours,
        baseline,
        ratio: round(ours.rps / baseline.rps, 2),
        p95Ratio: round(ours.p95 / baseline.p95, 2),
      };
      scenarios.push(s);
      log(
        `${name} ${scenario}: bare p50/p95/p99 ${baseline.p50}/${baseline.p95}/${baseline.p99} ms, ${baseline.rps} req/s` +
          ` (${baseline.errors} errors); Connect ${ours.p50}/${ours.p95}/${ours.p99} ms, ${ours.rps} req/s` +
          ` (${ours.errors} errors${ours.failures ? `: ${ours.failures}` : ''}); ratio req/s ${s.ratio}, p95 ${s.p95Ratio}`,
      );
    };
    for (const [scenario, base, ours] of [
      ['inventory list (page 1 of 20, with total)', '/list', '/api/wms/inventory?pageNumber=1&pageSize=20'],
      [
        `inventory search (q=${search})`,
        '/search',
        `/api/wms/inventory?pageNumber=1&pageSize=20&q=${encodeURIComponent(search)}`,
      ],
      ['item available quantity (detail)', '/item', `/api/wms/inventory/${itemId}`],
    ] as const) {
      const baseline = await measure(bareUrl + base, options, settle);
      record(scenario, baseline, await measure(appUrl + ours, { ...options, headers }, settle));
    }
    const baseline = await measurePost(`${bareUrl}/allocate`, {}, orderBody(`WB-BARE-${name}-`), settle);
    const ours = await measurePost(`${appUrl}/api/wms/outbound-orders`, headers, orderBody(`WB-APP-${name}-`), settle);
    record(`allocate an outbound order of ${lineCount} lines`, baseline, ours);

    const plans = [
      `list:\n${await plansOf(database, (d) => findInventoryPage(d, listFilter(), { offset: 0, limit: 20 }))}`,
      `search:\n${await plansOf(database, (d) => findInventoryPage(d, listFilter(search), { offset: 0, limit: 20 }))}`,
      `item:\n${await plansOf(database, async (d) => [await findItemById(d, scope, itemId), await findItemBalances(d, itemId)])}`,
      `allocation lock:\n${await plansOf(database, (d) => d.transaction((tx) => lockBalances(tx, [{ itemId, warehouseId, companyId }])))}`,
    ];
    for (const plan of plans) log(`--- plan (${name}) ${plan}`);
    return { database: name, seconds: seeded.seconds, scenarios, plans };
  } finally {
    await app.close();
    await bare.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runWarehouseBenchmark(log: (line: string) => void = (line) => console.log(line)) {
  const names = (process.env.BENCH_WAREHOUSE_DATABASES ?? 'postgres,pglite').split(',').map((d) => d.trim()) as (
    'postgres' | 'pglite'
  )[];
  const results: WarehouseBenchResult[] = [];
  log(`${connections} connections, ${duration} s each side, same run, same database`);
  for (const name of names) {
    try {
      results.push(await benchDatabase(name, log));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (name === 'postgres' && (code === 'ECONNREFUSED' || code === 'ENOTFOUND')) {
        log(`warehouse: no PostgreSQL answers at ${warehouseDatabaseUrl()}: skipped`);
        continue;
      }
      throw error;
    }
  }
  return results;
}

export const warehouseBenchFailed = (results: WarehouseBenchResult[]) =>
  results.some((r) => r.scenarios.some((s) => s.ours.errors + s.baseline.errors > 0));

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const results = await runWarehouseBenchmark();
  if (warehouseBenchFailed(results)) {
    console.error('some requests failed: the numbers are not comparable');
    process.exit(1);
  }
}
