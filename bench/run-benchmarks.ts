import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@connect/server/src/app';
import { loadConfig } from '@connect/server/src/config/env';
import { createDatabase } from '@connect/server/src/db/client';
import { prepareDatabase } from '@connect/server/src/db/prepare';
import { demoPassword } from '@connect/server/src/db/seed/demo-data';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { reportExportBenchmark, runExportBenchmark } from './export-bench';
import { runGridBenchmark } from './grid-bench';
import { formatTable, runLighthouseBenchmark } from './lighthouse-bench';
import { profileBaselineHandler } from './profile-baseline';
import { reportRealtimeBenchmark, runRealtimeBenchmark } from './realtime-bench';
import { reportShipmentsBenchmark, runShipmentsBenchmark, shipmentsBenchFailed } from './shipments-bench';
import { runWarehouseBenchmark, warehouseBenchFailed } from './warehouse-bench';

/**
 * Benchmarks report ratios against a baseline measured in the same run on the same machine, never
 * absolute thresholds.
 * 1. GET /api/legacy/edge/common/configuration on the real app (helmet, rate limiter, request ids, the
 *    settings cache) against a bare Fastify route returning the same JSON.
 * 2. GET /api/customer/profile signed in (token check, session row, user, companies, permissions) against a
 *    bare Fastify route running the same SQL on the same database without the framework around it.
 * 3. CSV and .xlsx export of 100,000 rows through the server's export helpers against the libraries used
 *    directly (export-bench.ts).
 * 4. The grid in Chromium (grid-bench.ts).
 * 5. Shipments at 1,000,000 rows on PostgreSQL and PGlite: list at depth 0 / 10,000 / 250,000, global search,
 *    public tracking, each against a bare route calling the same repository function (shipments-bench.ts;
 *    generates the scale data on first use, see scale-shipments.ts).
 * 6. Realtime at scale: one event to RT_CLIENTS sockets over two instances with Redis on PostgreSQL, against bare
 *    socket.io with the Redis adapter (realtime-bench.ts; BENCH_REALTIME=0 skips it).
 * 7. The warehouse at 100,000 SKUs and 1,000,000 movements on PostgreSQL and PGlite: inventory list and search, an
 *    item's available quantity, allocating a 50-line order, each against a bare route on the same repository
 *    functions (warehouse-bench.ts; BENCH_WAREHOUSE=0 skips it).
 */
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Row = { scenario: string; name: string; rps: number; p50: number; p99: number; errors: number };

async function measure(
  scenario: string,
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  await autocannon({ url, connections, duration: 1, headers }); // warm-up
  const result = await autocannon({ url, connections, duration, headers });
  return {
    scenario,
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'connect-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    // The benchmarks measure the API, not payments: the sandbox stands in for the processor (decision 026).
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const database = createDatabase({ kind: 'embedded' });
  await prepareDatabase(database, { seedDemo: true });
  const app = await buildApp({ config, database, migrated: true, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const configurationPath = '/api/legacy/edge/common/configuration';
  const configurationBody = await (await fetch(appUrl + configurationPath)).text();
  const login = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dana.whitfield@lonestar-components.example', password: demoPassword }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };

  const bare = Fastify({ logger: false });
  bare.get(configurationPath, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(configurationBody),
  );
  bare.get('/profile', profileBaselineHandler(database.db, config.sessionSecret));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  console.log(`${connections} connections, ${duration} s each, same machine, same run`);
  const rows = [
    await measure('configuration', 'bare Fastify, same JSON', bareUrl + configurationPath),
    await measure('configuration', 'Connect', appUrl + configurationPath),
    await measure('signed-in profile', 'bare Fastify, same SQL', `${bareUrl}/profile`, auth),
    await measure('signed-in profile', 'Connect', `${appUrl}/api/customer/profile`, auth),
  ];
  console.table(rows);
  const ratios: Record<string, number> = {};
  for (const scenario of new Set(rows.map((r) => r.scenario))) {
    const [baseline, ours] = rows.filter((r) => r.scenario === scenario);
    if (!baseline || !ours) continue;
    ratios[scenario] = Number((ours.rps / baseline.rps).toFixed(2));
    console.log(`${scenario}: ours / baseline requests per second = ${ratios[scenario]}`);
  }
  const exportResults = await runExportBenchmark({
    rows: Number(process.env.BENCH_EXPORT_ROWS ?? 100_000),
    runs: Number(process.env.BENCH_EXPORT_RUNS ?? 3),
  });
  reportExportBenchmark(exportResults);
  // The grid in Chromium (skipped with BENCH_GRID=0, e.g. on a machine without Chromium).
  const grid = process.env.BENCH_GRID === '0' ? null : await runGridBenchmark();
  if (grid) {
    console.log(
      `grid, ${grid.rows} rows: first paint ${Math.round(grid.ours.paintedMs)} ms vs ${Math.round(grid.baseline.paintedMs)} ms ` +
        `(ratio ${grid.ratios.firstPaint.toFixed(3)}), DOM rows ${grid.ours.domRows} vs ${grid.baseline.domRows}, ` +
        `scroll p95 frame ${grid.ours.scroll.p95FrameMs.toFixed(1)} ms vs ${grid.baseline.scroll.p95FrameMs.toFixed(1)} ms`,
    );
  }

  // Lighthouse on the public and signed-in pages (skipped with BENCH_LIGHTHOUSE=0; lighthouse-bench.ts).
  const lighthouse = process.env.BENCH_LIGHTHOUSE === '0' ? null : await runLighthouseBenchmark();
  if (lighthouse) console.log(formatTable(lighthouse));

  // Shipments at 1,000,000 rows (skipped with BENCH_SHIPMENTS=0; the first run generates the data, ~10 min).
  const shipments = process.env.BENCH_SHIPMENTS === '0' ? null : await runShipmentsBenchmark({ duration, connections });
  if (shipments) reportShipmentsBenchmark(shipments);

  // Realtime at scale (skipped with BENCH_REALTIME=0; needs the machine's PostgreSQL and redis-server).
  const realtime = process.env.BENCH_REALTIME === '0' ? null : await runRealtimeBenchmark();
  if (realtime) reportRealtimeBenchmark(realtime);

  // The warehouse at 100,000 SKUs / 1,000,000 movements (skipped with BENCH_WAREHOUSE=0; seeds its own databases).
  const warehouse = process.env.BENCH_WAREHOUSE === '0' ? null : await runWarehouseBenchmark();

  const resultsDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        duration,
        connections,
        rows,
        ratios,
        exports: exportResults,
        grid,
        lighthouse,
        shipments,
        realtime,
        warehouse,
      },
      null,
      2,
    ),
  );

  await bare.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  const realtimeMissed = realtime ? realtime.connect.missed + realtime.baseline.missed : 0;
  if (
    rows.some((r) => r.errors > 0) ||
    (shipments && shipmentsBenchFailed(shipments)) ||
    (warehouse && warehouseBenchFailed(warehouse)) ||
    realtimeMissed > 0
  ) {
    console.error('some requests failed: the numbers are not comparable');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
