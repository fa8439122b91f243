import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type RunningServer = { baseUrl: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
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

async function waitForReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Seeding the demo data takes a while on a busy two-core machine, more so with one server per journey worker.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

/**
 * Starts the real server (built web app, fresh embedded database with demo data) on a free port. `env`
 * adds variables, e.g. the test-only short idle timeout; a function receives the port (e.g. for PUBLIC_URL).
 */
export async function startServer(
  extra: Record<string, string> | ((port: number) => Record<string, string>) = {},
): Promise<RunningServer> {
  const port = await freePort();
  const env = typeof extra === 'function' ? extra(port) : extra;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'connect-e2e-'));
  let log = '';
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    RATE_LIMIT_MAX: '5000',
    // The journeys sign in more often than a person would within a minute.
    AUTH_RATE_LIMIT_MAX: '500',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  delete childEnv.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseUrl, child, () => log);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => {
        if (child.exitCode !== null) r(undefined);
        else child.once('exit', r);
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
