import type { SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** Rows of a raw SQL query in a test, on PGlite and node-postgres alike (both answer `{ rows }`). */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
