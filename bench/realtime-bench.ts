import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPassword, demoUsers } from '@connect/server/src/db/seed/demo-data';
import {
  freePort,
  sleep,
  startPrivateRedis,
  startServerProcess,
  waitForReadiness,
  type PrivateRedis,
} from '@connect/server/test/faults/fault-support';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';

/**
 * Realtime at scale (issue #22): one event delivered to RT_CLIENTS sockets (default 10,000) spread evenly over two
 * instances that share a Redis, measured against a baseline in the same run.
 * - Connect: two server processes on a private PostgreSQL database (the machine's server) and a private Redis;
 *   every client is authenticated (the handshake's `token`, RT_SESSIONS sessions of one customer shared by the
 *   sockets, as tabs share one) and sends the portal's Origin. The event: an administrator changes a published
 *   portal message (`PUT /api/admin/messages/:id`), which broadcasts `msgToClient` `messages-changed` to every
 *   signed-in socket on every instance (the real path: route, database, Redis adapter).
 * - Baseline: two bare socket.io processes with the Redis adapter (realtime-baseline-server.ts), the same number
 *   of clients, the event sent by `POST /emit`.
 * Delivery time of a socket = the moment its client receives the event − the moment the trigger request was
 * sent (one clock: the clients and the trigger live in this process). RT_ROUNDS events (default 5), one second
 * apart; p50/p95/max over every delivery of every round. Memory per connection = the instance's RSS growth from
 * before the clients connected to after, divided by its sockets. The clients all run in this one process, so the
 * receiving side's event loop is part of every figure, on both sides alike.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const pgAdminUrl = process.env.RT_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const portalOrigin = 'http://connect.realtime-bench.example';

export type RealtimeSide = {
  name: string;
  clients: number;
  connectSeconds: number;
  rounds: number;
  deliveries: number;
  missed: number;
  p50: number;
  p95: number;
  max: number;
  /** Handshakes refused and tried again, and the first reasons. */
  refusedHandshakes: number;
  refusedReasons: string[];
  /** Per round: the last delivery (ms). */
  lastPerRound: number[];
  instances: { sockets: number; rssBeforeMb: number; rssAfterMb: number; kbPerConnection: number }[];
};

export type RealtimeResult = {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; fileLimit: string };
  clients: number;
  rounds: number;
  baseline: RealtimeSide;
  connect: RealtimeSide;
  ratios: { p50: number; p95: number; max: number; memoryPerConnection: number };
};

type Instance = { baseUrl: string; pid: number; stop: () => Promise<void> };

const rssKb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0);
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const round1 = (n: number) => Math.round(n * 10) / 10;

async function startBaselineInstance(redisUrl: string): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'realtime-baseline-server.ts')],
    {
      env: { ...process.env, PORT: String(port), REDIS_URL: redisUrl },
      stdio: 'inherit',
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForReadiness(baseUrl, 60_000, 200, child);
  return {
    baseUrl,
    pid: child.pid as number,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

type Clients = { sockets: Socket[]; received: Float64Array; close: () => void };
/** Handshakes refused and tried again (with the first few reasons), and sockets closed by a server during the run. */
const refused = { count: 0, reasons: [] as string[] };

/** Opens `count` websocket clients, client i on instance i % 2, `batch` handshakes at a time. */
async function openClients(
  instances: Instance[],
  count: number,
  query: (i: number) => Record<string, string>,
  eventType: string,
): Promise<Clients> {
  const sockets: Socket[] = [];
  const received = new Float64Array(count).fill(-1);
  const batch = Number(process.env.RT_CONNECT_BATCH ?? 200);
  for (let start = 0; start < count; start += batch) {
    const opened = Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
      const i = start + k;
      const instance = instances[i % instances.length] as Instance;
      const socket = connectSocket(instance.baseUrl, {
        path: '/api/socket.io',
        transports: ['websocket'],
        query: query(i),
        extraHeaders: { origin: portalOrigin },
        reconnection: false,
        forceNew: true,
        timeout: 60_000,
      });
      socket.on('msgToClient', (message: { type?: string }) => {
        if (message.type === eventType && received[i] === -1) received[i] = performance.now();
      });
      sockets.push(socket);
      // A refused handshake is tried again (up to 5 times, as the browser's client reconnects) and counted.
      return new Promise<void>((resolve, reject) => {
        let attempts = 0;
        socket.once('connect', () => resolve());
        socket.on('connect_error', (error: Error) => {
          attempts += 1;
          refused.count += 1;
          if (refused.reasons.length < 5) refused.reasons.push(error.message);
          if (attempts >= 5) reject(new Error(`client ${i}: ${error.message}`));
          else setTimeout(() => socket.connect(), 500 * attempts);
        });
      });
    });
    await Promise.all(opened);
  }
  return {
    sockets,
    received,
    close: () => {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

/** Connects the clients, measures memory, sends RT_ROUNDS events and collects the delivery times. */
async function measureSide(
  name: string,
  instances: Instance[],
  count: number,
  rounds: number,
  query: (i: number) => Record<string, string>,
  eventType: string,
  trigger: () => Promise<void>,
): Promise<RealtimeSide> {
  await sleep(2_000);
  const before = instances.map((instance) => rssKb(instance.pid));
  refused.count = 0;
  refused.reasons = [];
  const started = performance.now();
  const clients = await openClients(instances, count, query, eventType);
  const connectSeconds = (performance.now() - started) / 1000;
  await sleep(3_000);
  const after = instances.map((instance) => rssKb(instance.pid));
  const delays: number[] = [];
  const lastPerRound: number[] = [];
  let missed = 0;
  try {
    for (let r = 0; r < rounds; r += 1) {
      clients.received.fill(-1);
      const sentAt = performance.now();
      await trigger();
      const deadline = Date.now() + 30_000;
      while (clients.received.includes(-1) && Date.now() < deadline) await sleep(10);
      let last = 0;
      for (const at of clients.received) {
        if (at < 0) missed += 1;
        else {
          delays.push(at - sentAt);
          last = Math.max(last, at - sentAt);
        }
      }
      lastPerRound.push(Math.round(last));
      console.log(`${name}, round ${r + 1}: last delivery ${Math.round(last)} ms`);
      await sleep(1_000);
    }
  } finally {
    clients.close();
  }
  delays.sort((a, b) => a - b);
  return {
    name,
    clients: count,
    connectSeconds: round1(connectSeconds),
    rounds,
    deliveries: delays.length,
    missed,
    p50: Math.round(percentile(delays, 50)),
    p95: Math.round(percentile(delays, 95)),
    max: Math.round(delays.at(-1) ?? 0),
    refusedHandshakes: refused.count,
    refusedReasons: [...new Set(refused.reasons)],
    lastPerRound,
    instances: instances.map((_, k) => {
      const sockets = Math.ceil((count - k) / instances.length);
      const growth = (after[k] ?? 0) - (before[k] ?? 0);
      return {
        sockets,
        rssBeforeMb: round1((before[k] ?? 0) / 1024),
        rssAfterMb: round1((after[k] ?? 0) / 1024),
        kbPerConnection: round1(growth / sockets),
      };
    }),
  };
}

async function baselineSide(redis: PrivateRedis, count: number, rounds: number): Promise<RealtimeSide> {
  const instances = [await startBaselineInstance(redis.url), await startBaselineInstance(redis.url)];
  try {
    const emitter = instances[0] as Instance;
    return await measureSide(
      'baseline',
      instances,
      count,
      rounds,
      () => ({}),
      'bench',
      async () => {
        const res = await fetch(`${emitter.baseUrl}/emit`, { method: 'POST' });
        if (res.status !== 200) throw new Error(`emit answered ${res.status}`);
      },
    );
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portalOrigin },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function connectSide(redis: PrivateRedis, count: number, rounds: number): Promise<RealtimeSide> {
  const name = `connect_realtime_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: redis.url,
    PUBLIC_URL: portalOrigin,
    LOG_LEVEL: 'error',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
  };
  const servers = [];
  try {
    // The demo data is loaded by a process of its own, so the measured instances start without the seed's garbage.
    await (await startServerProcess({ ...env, SEED_DEMO: 'true' })).stop();
    servers.push(await startServerProcess({ ...env, SEED_DEMO: 'false' }));
    servers.push(await startServerProcess({ ...env, SEED_DEMO: 'false' }));
    const instances: Instance[] = servers.map((s) => ({
      baseUrl: s.baseUrl,
      pid: s.child.pid as number,
      stop: s.stop,
    }));
    const customer = demoUsers.find((u) => u.email.startsWith('dana.whitfield@'))?.email ?? '';
    const adminEmail = demoUsers.find((u) => u.email.startsWith('admin@'))?.email ?? '';
    const sessions = Number(process.env.RT_SESSIONS ?? 10);
    const tokens: string[] = [];
    for (let s = 0; s < sessions; s += 1) tokens.push(await signIn(instances[s % 2]?.baseUrl as string, customer));
    // The administrator's published message; each round changes it, which announces `messages-changed`.
    const adminHeaders = {
      authorization: `Bearer ${await signIn(instances[0]?.baseUrl as string, adminEmail)}`,
      'content-type': 'application/json',
      origin: portalOrigin,
    };
    const draft = {
      texts: { 'en-US': { subject: 'Realtime benchmark', body: '<p>One event to every socket.</p>' } },
      defaultLocale: 'en-US',
      audience: { kind: 'everyone', values: [] },
      severity: 'info',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
    };
    const base = instances[0]?.baseUrl as string;
    const created = await fetch(`${base}/api/admin/messages`, {
      method: 'POST',
      headers: adminHeaders,
      body: JSON.stringify(draft),
    });
    if (created.status !== 200) throw new Error(`message draft answered ${created.status}: ${await created.text()}`);
    const messageId = ((await created.json()) as { id: string }).id;
    const published = await fetch(`${base}/api/admin/messages/${messageId}/publish`, {
      method: 'POST',
      headers: adminHeaders,
      body: '{}',
    });
    if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
    return await measureSide(
      'Connect',
      instances,
      count,
      rounds,
      (i) => ({ token: tokens[i % tokens.length] as string }),
      'messages-changed',
      async () => {
        const res = await fetch(`${base}/api/admin/messages/${messageId}`, {
          method: 'PUT',
          headers: adminHeaders,
          body: JSON.stringify(draft),
        });
        if (res.status !== 200) throw new Error(`message change answered ${res.status}: ${await res.text()}`);
      },
    );
  } finally {
    // What the instances logged as errors (a refused handshake says why here).
    for (const server of servers)
      for (const line of server
        .log()
        .split('\n')
        .filter((l) => l.includes('"level":50'))
        .slice(0, 5))
        console.error(line.slice(0, 400));
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function runRealtimeBenchmark(
  options: { clients?: number; rounds?: number } = {},
): Promise<RealtimeResult> {
  const clients = options.clients ?? Number(process.env.RT_CLIENTS ?? 10_000);
  const rounds = options.rounds ?? Number(process.env.RT_ROUNDS ?? 5);
  // A private Redis: socket.io's adapter talks over pub/sub channels, which no database number separates.
  const redis = await startPrivateRedis();
  try {
    const baseline = await baselineSide(redis, clients, rounds);
    const connect = await connectSide(redis, clients, rounds);
    const kb = (side: RealtimeSide) =>
      side.instances.reduce((sum, i) => sum + i.kbPerConnection, 0) / side.instances.length;
    const ratio = (ours: number, theirs: number) => Math.round((ours / Math.max(theirs, 1)) * 100) / 100;
    return {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        memoryGb: round1(totalmem() / 2 ** 30),
        node: process.version,
        fileLimit: process.env.RT_FILE_LIMIT ?? 'see ulimit -n',
      },
      clients,
      rounds,
      baseline,
      connect,
      ratios: {
        p50: ratio(connect.p50, baseline.p50),
        p95: ratio(connect.p95, baseline.p95),
        max: ratio(connect.max, baseline.max),
        memoryPerConnection: ratio(kb(connect), kb(baseline)),
      },
    };
  } finally {
    await redis.stop();
  }
}

export function reportRealtimeBenchmark(result: RealtimeResult) {
  console.log(`\nRealtime: ${result.clients} sockets over two instances, ${result.rounds} events`);
  console.log(
    '| side | connect s | refused handshakes | deliveries | missed | p50 ms | p95 ms | max ms | KB per connection (A · B) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const side of [result.baseline, result.connect])
    console.log(
      `| ${side.name} | ${side.connectSeconds} | ${side.refusedHandshakes} | ${side.deliveries} | ${side.missed} | ${side.p50} | ${side.p95} | ${side.max} | ${side.instances.map((i) => i.kbPerConnection).join(' · ')} |`,
    );
  console.log(
    `ratios Connect / baseline: p50 ${result.ratios.p50}, p95 ${result.ratios.p95}, max ${result.ratios.max}, memory per connection ${result.ratios.memoryPerConnection}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runRealtimeBenchmark();
  reportRealtimeBenchmark(result);
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(path.join(here, 'results', 'realtime.json'), JSON.stringify(result, null, 2));
  if (result.connect.missed > 0 || result.baseline.missed > 0) {
    console.error('some sockets did not receive an event');
    process.exitCode = 1;
  }
}
