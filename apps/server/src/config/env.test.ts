import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'connect-env-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('uses the documented defaults on an empty environment (embedded database, port 8080)', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'embedded', dataDir });
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('generates a session secret once in embedded mode and keeps it in the data folder', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('names the variable of every bad value', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', DATA_DIR: tempDir() });
    expect(problems).toHaveLength(3);
    expect(problems.some((p) => p.startsWith('PORT '))).toBe(true);
    expect(problems.some((p) => p.startsWith('DATABASE_URL '))).toBe(true);
    expect(problems.some((p) => p.startsWith('REDIS_URL '))).toBe(true);
    expect(problemsOf({ PORT: '70000', DATA_DIR: tempDir() })).toEqual(['PORT must be between 0 and 65535']);
    expect(problemsOf({ SEED_DEMO: 'maybe', DATA_DIR: tempDir() })).toEqual(['SEED_DEMO must be true or false']);
    expect(problemsOf({ SESSION_CACHE_MS: '9000', DATA_DIR: tempDir() })).toEqual([
      'SESSION_CACHE_MS must be between 0 and 5000',
    ]);
  });

  it('never echoes a secret value in its message', () => {
    const problems = problemsOf({ SESSION_SECRET: 'short-secret-value', DATA_DIR: tempDir() });
    expect(problems).toEqual(['SESSION_SECRET must be at least 32 characters']);
    expect(problems.join(' ')).not.toContain('short-secret-value');
  });

  it('requires SESSION_SECRET in production and does not write one', () => {
    const dataDir = tempDir();
    // A real payment provider is configured, so the only problem left is the session secret (payments-env.test.ts).
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdef',
    };
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: dataDir, ...stripe })).toEqual([
      'SESSION_SECRET is required when NODE_ENV=production',
    ]);
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  });

  it('switches to PostgreSQL with DATABASE_URL and then seeds demo data only when asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/connect', DATA_DIR: tempDir() });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db.internal:5432/connect' });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://a@b/c', SEED_DEMO: 'true', DATA_DIR: tempDir() }).seedDemo).toBe(
      true,
    );
  });
});
