import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@connect/server/src/app';
import { loadConfig } from '@connect/server/src/config/env';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { explainScenarios } from './explain';
import { measure, round, rowsOf, settleDatabase } from './load-test';
import { benchTargets } from './report';
import { type DatabaseName, type DatabaseResult, type ScenarioResult } from './results';
import { benchPassword, benchUserEmail, type ScaleTarget } from './scale-config';
import { ensureScaleData, openScaleDatabase } from './scale-data';
import { pageSize, scenarioParameters, shipmentScenarios } from './scenarios';

/**
 * The shipments benchmark on one database: the real app and a bare Fastify route per scenario on the same
 * database, checked to answer the same rows, each measured under load, then the database time of every statement.
 */

export async function benchDatabase(
  name: DatabaseName,
  target: ScaleTarget,
  options: {
    duration: number;
    connections: number;
    minSamples: number;
    explainRuns: number;
    log: (line: string) => void;
  },
): Promise<DatabaseResult> {
  const { log } = options;
  const scale = await ensureScaleData(target, { log });
  // Two pool connections per client (the list runs its page and its count at once), opened before each run: with
  // the app's pool of 10 a request queued more than 5 s behind slow queries fails (500) instead of being measured.
  const handle = openScaleDatabase(target, 2 * options.connections + 2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'connect-shipments-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    // The benchmarks measure the API, not payments: the sandbox stands in for the processor (decision 026).
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
    TRACKING_RATE_LIMIT_MAX: '100000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
  });
  const app = await buildApp({ config, database: handle, migrated: true, logger: false });
  const bare = Fastify({ logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const db = handle.db;

    const found = await scenarioParameters(db, name);
    const { company, parameters } = found;
    log(`${name}: ${JSON.stringify(parameters)}`);

    const scenarios = shipmentScenarios(found);
    scenarios.forEach((s, i) => bare.get(`/baseline/${i}`, async () => s.baseline(db)));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

    const signIn = async () => {
      const response = await fetch(`${appUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: benchUserEmail, password: benchPassword }),
      });
      if (!response.ok) throw new Error(`${name}: sign-in answered ${response.status}: ${await response.text()}`);
      const { accessToken } = (await response.json()) as { accessToken: string };
      return { authorization: `Bearer ${accessToken}` };
    };

    // The same rows both ways: the app's page at a cursor starts where the offset page starts.
    const auth = await signIn();
    const firstId = async (request: string) => {
      const response = await fetch(appUrl + request, { headers: auth });
      if (!response.ok) throw new Error(`${name}: ${request} answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { items?: { id: string }[] } | { id: string }[];
      return (Array.isArray(body) ? body : (body.items ?? []))[0]?.id;
    };
    const [row250k] = await rowsOf<{ id: string }>(
      db,
      sql`select id::text as id from shipments where company_id = ${company.id} and deleted_at is null
          order by bill_date desc, id desc offset 250000 limit 1`,
    );
    const keysetFirst = await firstId(scenarios[3]?.request ?? '');
    if (!keysetFirst || keysetFirst !== row250k?.id)
      throw new Error(`${name}: the cursor page at 250,000 starts at ${keysetFirst}, row 250,000 is ${row250k?.id}`);
    // Offset paging stops at row 10,000: the old 17-second page at depth 250,000 is now refused at once.
    const tooDeep = await fetch(`${appUrl}/api/shipments?pageNumber=${250_000 / pageSize + 1}`, { headers: auth });
    if (tooDeep.status !== 400) throw new Error(`${name}: offset page at 250,000 answered ${tooDeep.status}, not 400`);
    const baselineFirst = ((await scenarios[3]?.baseline(db)) as { rows: { id: string }[] }).rows[0]?.id;
    if (baselineFirst !== keysetFirst) throw new Error(`${name}: the baseline's page differs from the app's`);

    const results: ScenarioResult[] = [];
    for (const [i, s] of scenarios.entries()) {
      log(`${name}: ${s.scenario}`);
      const settle = async () => {
        await settleDatabase(handle);
        if (handle.kind === 'postgres')
          await Promise.all(
            Array.from({ length: 2 * options.connections }, () => db.execute(sql`select pg_sleep(0.02)`)),
          );
      };
      await settle();
      const baseline = await measure(`${bareUrl}/baseline/${i}`, options, settle);
      const headers = s.signedIn ? await signIn() : {}; // access tokens live 10 minutes: a fresh one each time
      const ours = await measure(appUrl + s.request, { ...options, headers }, settle);
      results.push({
        scenario: s.scenario,
        request: s.request,
        baseline,
        ours,
        ratio: round(ours.rps / baseline.rps, 2),
      });
    }

    const { explains, searchTimes } = await explainScenarios(handle, name, scenarios, options.explainRuns);

    const targets = benchTargets(name, results, searchTimes);
    return { database: name, scale, parameters, scenarios: results, explains, targets };
  } finally {
    await bare.close();
    await app.close(); // closes the database too
    rmSync(dataDir, { recursive: true, force: true });
  }
}
