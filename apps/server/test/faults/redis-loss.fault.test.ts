import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../auth-helpers';
import {
  postgresBinDir,
  redisServerAvailable,
  signInOverHttp,
  sleep,
  startPrivatePostgres,
  startPrivateRedis,
  startServerProcess,
  timedRequest,
  type PrivatePostgres,
  type PrivateRedis,
  type ServerProcess,
} from './fault-support';

/**
 * Issue #15, reliability: Redis lost and back while two instances serve the portal. Without Redis every call still
 * answers (rate limits are skipped rather than failing, realtime stays local to each instance), nothing hangs; once
 * Redis is back the instances share their limits and their realtime again without a restart.
 */

const origin = 'http://portal.example.test';
const perAccountLimit = 6;
/** The API's limit per signed-in user (RATE_LIMIT_MAX): its counter lives in Redis, shared by the instances. */
const perUserLimit = 15;
let database: PrivatePostgres;
let redis: PrivateRedis;
let a: ServerProcess;
let b: ServerProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await startPrivatePostgres();
  redis = await startPrivateRedis();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    PUBLIC_URL: origin,
    AUTH_RATE_LIMIT_MAX: String(perAccountLimit),
    RATE_LIMIT_MAX: String(perUserLimit),
  };
  a = await startServerProcess({ ...env, SEED_DEMO: 'true' });
  b = await startServerProcess({ ...env, SEED_DEMO: 'false' });
}, 240_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  database?.destroy();
});

/** A realtime socket on `server` for the session of `headers`; resolves once connected. */
async function openSocket(server: ServerProcess, headers: Record<string, string>): Promise<Socket> {
  const token = (headers.authorization ?? '').replace('Bearer ', '');
  const socket = connect(server.baseUrl, {
    path: '/api/socket.io',
    transports: ['websocket'],
    query: { token, isImpersonated: 'false', impersonatedToken: '' },
    extraHeaders: { origin },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** Why the socket was closed within `ms` ('still open' if it was not); start it before the call that closes it. */
const closedWithin = (socket: Socket, ms: number) =>
  Promise.race([
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason))),
    sleep(ms).then(() => 'still open'),
  ]);

const logout = (server: ServerProcess, headers: Record<string, string>) =>
  timedRequest(`${server.baseUrl}/api/auth/logout`, { method: 'POST', headers }, 5000);

/**
 * API calls of one signed-in user, alternating between the instances, until the first 429: with the counter shared
 * through Redis it comes right after the limit; with a counter per instance only after twice as many.
 */
async function callsUntilLimited(headers: Record<string, string>, max: number) {
  const statuses: number[] = [];
  for (let i = 0; i < max; i += 1) {
    const server = i % 2 === 0 ? a : b;
    const answer = await timedRequest(`${server.baseUrl}/api/invoices?pageSize=1`, { headers }, 5000);
    statuses.push(answer.status);
    if (answer.status === 429) return { calls: i + 1, statuses };
  }
  return { calls: max, statuses };
}

/** Wrong-password sign-ins for one unknown account, alternating between the instances, until the first 429. */
async function attemptsUntilLimited(max: number): Promise<{ attempts: number; statuses: number[] }> {
  const email = `nobody-${randomUUID().slice(0, 8)}@example.test`;
  const statuses: number[] = [];
  for (let i = 0; i < max; i += 1) {
    const server = i % 2 === 0 ? a : b;
    const answer = await timedRequest(
      `${server.baseUrl}/api/auth/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password-1' }),
      },
      5000,
    );
    statuses.push(answer.status);
    if (answer.status === 429) return { attempts: i + 1, statuses };
  }
  return { attempts: max, statuses };
}

describe.runIf(postgresBinDir() && redisServerAvailable())('Redis lost and back', () => {
  it('keeps answering without Redis and shares limits and realtime again once it is back', async () => {
    // With Redis: a session ended on one instance closes its socket on the other; limits are shared.
    const first = await signInOverHttp(a.baseUrl, demo.customer);
    const firstSocket = await openSocket(b, first);
    const firstClosed = closedWithin(firstSocket, 5000);
    expect((await logout(a, first)).status).toBe(204);
    expect(await firstClosed).toBe('io server disconnect');
    const prober = await signInOverHttp(a.baseUrl, demo.group);
    const shared = await callsUntilLimited(prober, perUserLimit * 2 + 2);
    expect(shared.statuses.at(-1)).toBe(429);
    expect(shared.calls).toBe(perUserLimit + 1);

    await redis.stop();
    await sleep(500);
    // Without Redis: every call answers at once, none with a server error; signing in and out still work.
    const during = await signInOverHttp(b.baseUrl, demo.limited);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        timedRequest(`${(i % 2 === 0 ? a : b).baseUrl}/api/invoices?pageSize=10`, { headers: during }, 5000),
      ),
    );
    expect(answers.map((x) => x.status)).toEqual(answers.map(() => 200));
    expect(Math.max(...answers.map((x) => x.ms))).toBeLessThan(5000);
    const limitedWithout = await attemptsUntilLimited(perAccountLimit + 1);
    expect(limitedWithout.statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const localSocket = await openSocket(b, during);
    const localClosed = closedWithin(localSocket, 5000);
    expect((await logout(b, during)).status).toBe(204);
    expect(await localClosed).toBe('io server disconnect');

    await redis.start();
    // ioredis reconnects on its own; give it a few of its retry steps.
    // Each try signs a different person in (sign-in is limited per account).
    const people = [demo.employee, demo.admin, demo.customer, demo.limited];
    let recovered = false;
    for (let attempt = 0; attempt < 20 && !recovered; attempt += 1) {
      await sleep(1000);
      const again = await signInOverHttp(a.baseUrl, people[attempt % people.length] ?? demo.admin);
      const socket = await openSocket(b, again);
      const closed = closedWithin(socket, 1500);
      await logout(a, again);
      recovered = (await closed) === 'io server disconnect';
    }
    expect(recovered).toBe(true);
    // The restarted Redis starts its counters afresh, and both instances count into it again.
    const sharedAgain = await callsUntilLimited(prober, perUserLimit * 2 + 2);
    expect(sharedAgain.statuses.at(-1)).toBe(429);
    expect(sharedAgain.calls).toBe(perUserLimit + 1);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  });
});
