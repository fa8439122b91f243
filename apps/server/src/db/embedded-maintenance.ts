import { sql } from 'drizzle-orm';
import { everyMinutes, type JobDefinition } from '../lib/jobs';
import type { Database, DatabaseHandle } from './client';
import { rawRows } from './raw-rows';

/**
 * Vacuum for the embedded database (decision 110). PGlite runs PostgreSQL in one process without autovacuum, and
 * its statistics counters are never flushed (`pg_stat_user_tables` stays at zero), so nothing marks pages
 * all-visible or refreshes the planner's statistics: index-only reads (the inventory count of decision 103) visit
 * the heap, and plans keep the row estimates of the last ANALYZE. This job does autovacuum's work the way PGlite
 * allows: a table whose pages are largely not all-visible any more (written since its last vacuum: inserts,
 * updates and deletes all clear the bit) is vacuumed and analysed. PostgreSQL has its own autovacuum: there the
 * job is not registered.
 */

/** A table is vacuumed once this many of its pages (8 KB) are not all-visible… */
export const vacuumMinimumPages = 128;
/** …and they are at least this share of its pages. */
export const vacuumPageShare = 0.2;

type TableVisibility = { table: string; pages: number; allVisible: number };

/** The application's tables whose pages written since their last vacuum pass the thresholds, largest share first. */
export async function tablesNeedingVacuum(db: Database): Promise<string[]> {
  const tables = await rawRows<TableVisibility>(
    db,
    sql`select c.relname as "table",
               (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
               c.relallvisible as "allVisible"
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'`,
  );
  return tables
    .map((t) => ({ table: t.table, pages: Number(t.pages), stale: Number(t.pages) - Number(t.allVisible) }))
    .filter((t) => t.stale >= vacuumMinimumPages && t.stale >= t.pages * vacuumPageShare)
    .sort((a, b) => b.stale / b.pages - a.stale / a.pages)
    .map((t) => t.table);
}

/** Vacuums and analyses every table that needs it (one statement each: VACUUM cannot run in a transaction). */
export async function vacuumEmbedded(db: Database): Promise<string[]> {
  const tables = await tablesNeedingVacuum(db);
  for (const table of tables) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  return tables;
}

/** The embedded database's vacuum job (every hour); none on PostgreSQL. */
export function embeddedMaintenanceJobs(database: Pick<DatabaseHandle, 'kind' | 'db'>): JobDefinition[] {
  if (database.kind !== 'embedded') return [];
  return [
    {
      name: 'embedded-vacuum',
      next: everyMinutes(60),
      run: async () => {
        await vacuumEmbedded(database.db);
      },
    },
  ];
}
