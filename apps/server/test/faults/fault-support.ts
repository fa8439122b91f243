import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPassword } from '../../src/db/seed/demo-data';

/**
 * The pieces the fault tests (decision 055) are built from: a private PostgreSQL cluster and a private Redis that
 * a test may stop and start without disturbing the machine's shared services, and the real server started as
 * its own process (`node --import tsx src/main.ts`), so a test can kill it with SIGKILL.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where Debian keeps the server binaries (initdb, pg_ctl, postgres); undefined when they are not installed. */
export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

export const redisServerAvailable = () => spawnSync('redis-server', ['--version']).status === 0;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool as the `postgres` user when we are root (initdb and postgres refuse to run as root). */
function runPostgresTool(bin: string, args: string[]) {
  const command = isRoot() ? 'runuser' : bin;
  const fullArgs = isRoot() ? ['-u', 'postgres', '--', bin, ...args] : args;
  execFileSync(command, fullArgs, { stdio: 'pipe', timeout: 60_000 });
}

export type PrivatePostgres = {
  url: string;
  stop: () => void;
  start: () => void;
  destroy: () => void;
};

/** A throw-away PostgreSQL cluster on a free port (trust authentication, socket in its own folder). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries are not installed (Debian package postgresql)');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'connect-fault-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  runPostgresTool(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const pgCtl = path.join(bin, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => runPostgresTool(pgCtl, ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => runPostgresTool(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PrivateRedis = { url: string; stop: () => Promise<void>; start: () => Promise<void> };

/** A throw-away Redis on a free port that keeps nothing on disk. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (
        spawnSync('redis-cli', ['-p', String(port), 'ping'])
          .stdout?.toString()
          .includes('PONG')
      )
        return;
      await sleep(100);
    }
    throw new Error('private redis did not start');
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    running.kill('SIGKILL');
    await new Promise((resolve) => running.once('exit', resolve));
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  log: () => string;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
};

/** Waits for `/readyz` to answer 200 (or `expected` status) within `ms`. */
export async function waitForReadiness(
  baseUrl: string,
  ms: number,
  expected = 200,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === expected) return;
      last = String(res.status);
    } catch (error) {
      last = error instanceof Error ? error.message : 'error';
    }
    await sleep(250);
  }
  throw new Error(`readiness did not become ${expected} within ${ms} ms (last: ${last})`);
}

/** The real server as a child process on a free port; `env` adds settings (DATABASE_URL, REDIS_URL, …). */
export async function startServerProcess(env: Record<string, string>, options: { ready?: boolean } = {}) {
  const port = await freePort();
  let output = '';
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '1000',
    JOBS_POLL_SECONDS: '0',
    ...env,
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'DATA_DIR']) if (!(key in env)) delete childEnv[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    child,
    log: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
  if (options.ready === false) return server;
  try {
    await waitForReadiness(baseUrl, 120_000, 200, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${error instanceof Error ? error.message : 'server did not start'}\n${output}`);
  }
  return server;
}

/** The exit code and output of a server process that is expected to refuse to start. */
export async function exitOfServerProcess(server: ServerProcess, ms = 60_000): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  return Promise.race([
    new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code))),
    sleep(ms).then(() => {
      throw new Error(`server did not exit within ${ms} ms:\n${server.log()}`);
    }),
  ]);
}

/** Signs a demo user in over HTTP and answers the bearer headers. */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  extraHeaders: Record<string, string> = {},
): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extraHeaders },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${body.accessToken}` };
}

export type Answer = { status: number; ms: number; body: string };

/** One request with a hard deadline: a request that hangs past it counts as status 0 ("hung"). */
export async function timedRequest(url: string, init: RequestInit = {}, deadlineMs = 10_000): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(deadlineMs) });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - started, body };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { status: name === 'TimeoutError' ? 0 : -1, ms: performance.now() - started, body: String(error) };
  }
}

/** Keeps `workers` loops calling `request` until `stop()`; collects every answer. */
export function keepCalling(workers: number, request: () => Promise<Answer>) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      answers.push(await request());
      await sleep(20);
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}
