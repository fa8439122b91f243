import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { queryRows } from './query-rows';

/** The planner's EXPLAIN of a Drizzle query, one line per plan row, on PGlite and PostgreSQL alike. */
export async function planOf(db: Database, query: { getSQL: () => SQL }): Promise<string> {
  return (await queryRows<Record<string, string>>(db, sql`explain ${query.getSQL()}`))
    .map((row) => Object.values(row)[0] ?? '')
    .join('\n');
}
