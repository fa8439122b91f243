import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { clearConfigurationCache } from '../src/modules/configuration/configuration.service';
import { databaseUrlFor, quoteIdent, withAdminClient } from './test-database';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

/** A fresh database copied from the run's migrated and seeded template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'embedded') {
    const blob = new Blob([readFileSync(template.dumpPath)]);
    return createDatabase({ kind: 'embedded', loadDataDir: blob });
  }
  return createDatabase({ kind: 'postgres', url: await createPostgresTestDatabase(), poolSize: 4 });
}

/** PostgreSQL runs only: a fresh database copied from the template; answers its URL (to open several handles). */
export async function createPostgresTestDatabase(): Promise<string> {
  const template = inject('testDatabaseTemplate');
  if (template.kind !== 'postgres') throw new Error('not a PostgreSQL test run');
  const name = `connect_t_${template.runId}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(template.adminUrl, (client) =>
    client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template.templateName)}`),
  );
  return databaseUrlFor(template.adminUrl, name);
}

export function testEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'connect-data-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'connect-no-web-build'),
    ...overrides,
  };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    migrated?: boolean;
    /** Receives every log line (JSON) at LOG_LEVEL, with the app's own redaction (tests that scan logs). */
    logLines?: (line: string) => void;
  } = {},
): Promise<TestApp> {
  clearConfigurationCache();
  const env = testEnv(options.env);
  const config = loadConfig(env);
  const database = options.database ?? (await createTestDatabase());
  const capture = options.logLines;
  const base = loggerOptions(config);
  const logger =
    capture && typeof base === 'object' ? { ...base, stream: { write: (line: string) => capture(line) } } : undefined;
  const app = await buildApp({ config, database, migrated: options.migrated ?? true, ...(logger ? { logger } : {}) });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
