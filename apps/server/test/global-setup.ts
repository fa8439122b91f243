import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import {
  databaseUrlFor,
  quoteIdent,
  testDatabaseAdminUrl,
  withAdminClient,
  type TestDatabaseTemplate,
} from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Migrates and seeds one template database per run; each test file then starts from a copy of it
 * (a PGlite data-dir dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test workers, not this setup (which runs in the main process): read it from
  // the project's configuration.
  const kind = (project.config.env?.TEST_DB_KIND ?? process.env.TEST_DB_KIND) === 'postgres' ? 'postgres' : 'embedded';
  if (kind === 'embedded') {
    const dir = mkdtempSync(path.join(tmpdir(), 'connect-test-'));
    const handle = createDatabase({ kind: 'embedded' });
    await prepareDatabase(handle, { seedDemo: true });
    const dump = await handle.dump!();
    await handle.close();
    const dumpPath = path.join(dir, 'template.tar');
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabaseTemplate', { kind: 'embedded', dumpPath });
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = testDatabaseAdminUrl();
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const templateName = `connect_tpl_${runId}`;
  try {
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(templateName)}`));
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${adminUrl} (set TEST_DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const handle = createDatabase({ kind: 'postgres', url: databaseUrlFor(adminUrl, templateName), poolSize: 2 });
  await prepareDatabase(handle, { seedDemo: true });
  await handle.close();
  project.provide('testDatabaseTemplate', { kind: 'postgres', adminUrl, templateName, runId });
  return async () => {
    await withAdminClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`connect_%${runId}%`],
      );
      for (const row of rows) {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(row.datname)} WITH (FORCE)`);
      }
    });
  };
}
