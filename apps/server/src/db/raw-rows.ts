import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a raw SQL statement (`db.execute`), typed by the caller. PGlite and node-postgres both answer
 * `{ rows }`, but drizzle's union of the two drivers' result types does not say so: this is the one place that
 * says it, instead of a cast at every raw query.
 */
export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
