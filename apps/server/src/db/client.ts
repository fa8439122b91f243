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
  /** Connections of the pool (metrics, decision 061); the embedded database is one connection. */
  poolStats: () => { total: number; idle: number; waiting: number; max: number };
  /** Receives the duration in seconds of each statement the driver runs (metrics, decision 061). */
  observeQueries: (listener: ((seconds: number) => void) | undefined) => void;
};

type QueryListener = ((seconds: number) => void) | undefined;

/**
 * Wraps a driver's `query` so each statement's duration reaches the listener: promise and callback forms;
 * submittables (cursors, streams) pass through untimed. Decision 061.
 */
function timedQuery<T extends { query: (...args: never[]) => unknown }>(target: T, listener: () => QueryListener) {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]): unknown => {
    const observe = listener();
    const first = args[0] as { submit?: unknown } | undefined;
    if (!observe || (first && typeof first === 'object' && typeof first.submit === 'function'))
      return original(...args);
    const started = process.hrtime.bigint();
    const done = () => observe(Number(process.hrtime.bigint() - started) / 1e9);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const callback = last as (...result: unknown[]) => unknown;
      return original(...args.slice(0, -1), (...result: unknown[]) => {
        done();
        return callback(...result);
      });
    }
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(done, done);
    return result;
  };
  (target as { query: unknown }).query = timed;
}

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
  let listener: QueryListener;
  timedQuery(client, () => listener);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    kind: 'embedded',
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    observeQueries: (next) => {
      listener = next;
    },
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
  let listener: QueryListener;
  pool.on('connect', (client) => timedQuery(client, () => listener));
  const max = options.poolSize ?? 10;
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    observeQueries: (next) => {
      listener = next;
    },
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
