import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoUsers } from '@connect/server/src/db/seed/demo-data';
import pg from 'pg';
import {
  signInOverHttp,
  startPrivateRedis,
  startServerProcess,
  timedRequest,
  type ServerProcess,
} from '@connect/server/test/faults/fault-support';

/**
 * Load (issue #15, decision 055): simulated customers doing a realistic mix for a fixed time.
 * 1. PostgreSQL (the machine's server, a fresh database), two instances sharing a private Redis, LOAD_USERS
 *    users (default 200) for LOAD_SECONDS (default 60): every route's count, errors and p50/p95/p99.
 * 2. PGlite alone (one instance, embedded): steps of 10, 25, 50, 100, 200 users for LOAD_STEP_SECONDS (default 20)
 *    each, to find the number of users at which the p99 of all calls passes one second.
 * Each user signs in once, then loops: think 250–750 ms, pick an action by weight. Payments use the sandbox of the
 * user's own instance (tokens live in its memory), so each user stays on one instance, as a sticky balancer would.
 * Results: printed, and bench/results/load.json. Rate limits are raised: this measures capacity, not the limiter.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const users = Number(process.env.LOAD_USERS ?? 200);
const stepSeconds = Number(process.env.LOAD_STEP_SECONDS ?? 20);
const steps = (process.env.LOAD_STEPS ?? '10,25,50,100,200').split(',').map(Number);
const pgAdminUrl = process.env.LOAD_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Sample = { route: string; status: number; ms: number };
type RouteFigures = {
  route: string;
  calls: number;
  errors: number;
  /** The statuses of the failed calls and how many of each (0: no answer within 30 s, -1: connection error). */
  errorStatuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
};

/**
 * Each simulated user comes from an address of its own, as real customers do: the servers trust the loopback
 * proxy (`TRUST_PROXY`), and every call of user i carries `X-Forwarded-For: 10.<i>` — so the limits per address
 * (anonymous calls such as the sandbox's card tokens) count per person, not for the whole run at once.
 */
const limits = {
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_MAX: '1000000',
  PUBLIC_RATE_LIMIT_MAX: '1000000',
  TRUST_PROXY: 'loopback',
};
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
/** Every simulated user is Dana Whitfield of Lone Star Components (her own session each), whose invoices are paid. */
const customer = demoUsers.find((u) => u.email.startsWith('dana.whitfield@'))?.email ?? '';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

function figures(samples: Sample[]): RouteFigures[] {
  const byRoute = new Map<string, Sample[]>();
  for (const s of samples) byRoute.set(s.route, [...(byRoute.get(s.route) ?? []), s]);
  byRoute.set('all', samples);
  return [...byRoute.entries()].map(([route, list]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const failed = list.filter((s) => s.status < 200 || s.status >= 400);
    const errorStatuses: Record<string, number> = {};
    for (const s of failed) errorStatuses[String(s.status)] = (errorStatuses[String(s.status)] ?? 0) + 1;
    return {
      route,
      calls: list.length,
      errors: failed.length,
      errorStatuses,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
    };
  });
}

/** Open invoices for the payments of the run (one per payment a user may make). */
async function openInvoices(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ id: string }>(
      `insert into invoices (company_id, invoice_number, direction, invoice_date, due_date, total_cents, balance_cents)
       select c.id, 'LOAD-' || md5(random()::text) || '-' || n, 'Outbound', current_date - 20, current_date + 10, 1500, 1500
         from companies c, generate_series(1, $1) n where c.code = 'LSCOMP' returning id`,
      [count],
    );
    return rows.rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** One simulated customer on one instance until `until`. */
async function simulateUser(
  server: ServerProcess,
  email: string,
  address: string,
  until: number,
  invoices: string[],
  out: Sample[],
) {
  const base = server.baseUrl;
  const started = performance.now();
  const from = { 'x-forwarded-for': address };
  let headers: Record<string, string>;
  try {
    headers = { ...(await signInOverHttp(base, email, from)), ...from };
    out.push({ route: 'POST /api/auth/login', status: 200, ms: performance.now() - started });
  } catch {
    out.push({ route: 'POST /api/auth/login', status: -1, ms: performance.now() - started });
    return;
  }
  const json = { ...headers, 'content-type': 'application/json' };
  let shipmentIds: string[] = [];
  const call = async (route: string, url: string, init: RequestInit = {}) => {
    const answer = await timedRequest(`${base}${url}`, init, 30_000);
    out.push({ route, status: answer.status, ms: answer.ms });
    return answer;
  };
  const actions: [number, () => Promise<unknown>][] = [
    [
      30,
      async () => {
        const answer = await call('GET /api/shipments', '/api/shipments?pageSize=25', { headers });
        if (answer.status === 200)
          shipmentIds = ((JSON.parse(answer.body) as { items?: { id: string }[] }).items ?? []).map((s) => s.id);
      },
    ],
    [15, () => call('GET /api/Shipment/globalSearch/:keyword', '/api/Shipment/globalSearch/SZX', { headers })],
    [
      20,
      () => {
        const id = shipmentIds[Math.floor(Math.random() * shipmentIds.length)];
        return id
          ? call('GET /api/shipments/:id', `/api/shipments/${id}`, { headers })
          : call('GET /api/shipments', '/api/shipments?pageSize=25', { headers });
      },
    ],
    [15, () => call('GET /api/invoices', '/api/invoices?pageSize=25', { headers })],
    [5, () => call('GET /api/shipments/export', '/api/shipments/export?format=csv', { headers })],
    [
      8,
      () =>
        call('POST /api/bookings (draft)', '/api/bookings', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ mode: 'AIR', originCode: 'DFW', cargo: [] }),
        }),
    ],
    [
      7,
      async () => {
        const invoice = invoices.pop();
        if (!invoice) return call('GET /api/invoices', '/api/invoices?pageSize=25', { headers });
        const token = await call('POST /api/payments/sandbox/card-tokens', '/api/payments/sandbox/card-tokens', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...from },
          body: JSON.stringify({
            number: '4242424242424242',
            expMonth: 12,
            expYear: new Date().getFullYear() + 2,
            cvc: '123',
          }),
        });
        if (token.status !== 201) return token;
        return call('POST /api/payments', '/api/payments', {
          method: 'POST',
          headers: { ...json, 'idempotency-key': `load-${invoice}` },
          body: JSON.stringify({
            method: 'CC',
            token: (JSON.parse(token.body) as { token: string }).token,
            invoices: [{ invoiceId: invoice, amountCents: 1500 }],
          }),
        });
      },
    ],
  ];
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 250 + Math.random() * 500));
    let pick = Math.random() * total;
    for (const [weight, action] of actions) {
      pick -= weight;
      if (pick <= 0) {
        await action();
        break;
      }
    }
  }
}

async function runUsers(servers: ServerProcess[], count: number, forSeconds: number, invoices: string[]) {
  const samples: Sample[] = [];
  const until = Date.now() + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      simulateUser(servers[i % servers.length] as ServerProcess, customer, addressOf(i + 1), until, invoices, samples),
    ),
  );
  return figures(samples);
}

function printTable(title: string, rows: RouteFigures[]) {
  console.log(`\n${title}`);
  console.log('| route | calls | errors | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    const statuses = Object.entries(r.errorStatuses).map(([status, n]) => `${n}× ${status}`);
    const errors = statuses.length > 0 ? `${r.errors} (${statuses.join(', ')})` : '0';
    console.log(`| ${r.route} | ${r.calls} | ${errors} | ${r.p50} | ${r.p95} | ${r.p99} |`);
  }
}

async function postgresTwoInstances() {
  const name = `connect_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  const redis = await startPrivateRedis();
  const servers: ServerProcess[] = [];
  try {
    const env = { ...limits, DATABASE_URL: url.toString(), REDIS_URL: redis.url, LOG_LEVEL: 'error' };
    servers.push(await startServerProcess({ ...env, SEED_DEMO: 'true' }));
    servers.push(await startServerProcess({ ...env, SEED_DEMO: 'false' }));
    const invoices = await openInvoices(url.toString(), users * 10);
    const rows = await runUsers(servers, users, seconds, invoices);
    printTable(`PostgreSQL, two instances and Redis: ${users} users for ${seconds} s`, rows);
    return rows;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await redis.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function pgliteKnee() {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'connect-load-'));
  const server = await startServerProcess({ ...limits, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'error' });
  const results: { users: number; all: RouteFigures }[] = [];
  try {
    for (const count of steps) {
      // The embedded database is the server's alone (no inserts from outside): this part makes no payments.
      const rows = await runUsers([server], count, stepSeconds, []);
      const all = rows.find((r) => r.route === 'all') as RouteFigures;
      results.push({ users: count, all });
      console.log(
        `PGlite, ${count} users: ${all.calls} calls, ${all.errors} errors, p50 ${all.p50} ms, p99 ${all.p99} ms`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const knee = results.find((r) => r.all.p99 > 1000)?.users;
  console.log(
    knee ? `PGlite: p99 passes 1 s at ${knee} users` : `PGlite: p99 stays under 1 s up to ${steps.at(-1)} users`,
  );
  return { steps: results, kneeUsers: knee ?? null };
}

async function main() {
  const postgres = process.env.LOAD_POSTGRES === '0' ? null : await postgresTwoInstances();
  const pglite = process.env.LOAD_PGLITE === '0' ? null : await pgliteKnee();
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'load.json'),
    JSON.stringify({ date: new Date().toISOString(), users, seconds, postgres, pglite }, null, 2),
  );
  const errors = postgres?.find((r) => r.route === 'all')?.errors ?? 0;
  if (errors > 0) {
    console.error(`\n${errors} calls failed under load on PostgreSQL`);
    process.exitCode = 1;
  }
}

await main();
