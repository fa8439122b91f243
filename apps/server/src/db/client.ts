import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as audit from './schema/audit';
import * as grid from './schema/grid';
import * as identity from './schema/identity';
import * as reference from './schema/reference';
import * as sessions from './schema/sessions';
import * as settings from './schema/settings';
import * as shipmentTables from './schema/shipments';
import * as addressbook from './schema/addressbook';
import * as billingTables from './schema/billing';
import * as bookingTables from './schema/bookings';

export const schema = {
  ...identity,
  ...audit,
  ...settings,
  ...reference,
  ...sessions,
  ...grid,
  ...shipmentTables,
  ...addressbook,
  ...bookingTables,
  ...billingTables,
};
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  { kind: 'embedded'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string; poolSize?: number };

export type DatabaseHandle = {
  kind: 'embedded' | 'postgres';
  db: Database;
  /** Throws when the database cannot be reached. */
  ping: () => Promise<void>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Embedded only: the data directory as a tarball (used to clone a migrated template in tests). */
  dump?: () => Promise<Blob>;
};

function createEmbedded(options: { dataDir?: string; loadDataDir?: Blob }): DatabaseHandle {
  let dataDir: string | undefined;
  let unlock: (() => void) | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    kind: 'embedded',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock?.();
      }
    },
    dump: async () => client.dumpDataDir('none'),
  };
}

function createPostgres(options: { url: string; poolSize?: number }): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.kind === 'embedded' ? createEmbedded(options) : createPostgres(options);
}
