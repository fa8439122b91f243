import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { embeddedMaintenanceJobs, tablesNeedingVacuum, vacuumEmbedded } from './embedded-maintenance';

/** The embedded database's vacuum job (decision 110) on the run's database: PGlite, or PostgreSQL without it. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // PostgreSQL's own autovacuum must not step in between the writes and the checks.
  await t.database.db.execute(
    sql`create table maintenance_probe (id int primary key, note text not null) with (autovacuum_enabled = false)`,
  );
});

afterAll(async () => {
  await t.database.db.execute(sql`drop table if exists maintenance_probe`);
  await t.close();
});

/** How many heap pages an index-only count of the probe visits (0 once its pages are all-visible). */
async function heapFetches(): Promise<number> {
  await t.database.db.execute(sql`set enable_seqscan = off`);
  await t.database.db.execute(sql`set enable_bitmapscan = off`);
  try {
    const plan = await queryRows<Record<string, string>>(
      t.database.db,
      sql`explain (analyze, costs off, timing off, summary off) select count(id) from maintenance_probe where id > 0`,
    );
    const lines = plan.map((row) => Object.values(row)[0] ?? '');
    expect(lines.join('\n')).toContain('Index Only Scan');
    const fetches = lines.map((line) => /Heap Fetches: (\d+)/.exec(line)?.[1]).find((n) => n !== undefined);
    return Number(fetches ?? NaN);
  } finally {
    await t.database.db.execute(sql`reset enable_seqscan`);
    await t.database.db.execute(sql`reset enable_bitmapscan`);
  }
}

describe('embedded vacuum', () => {
  it('runs only on the embedded database', () => {
    const jobs = embeddedMaintenanceJobs(t.database).map((job) => job.name);
    expect(jobs).toEqual(t.database.kind === 'embedded' ? ['embedded-vacuum'] : []);
  });

  it('vacuums a table written since its last vacuum, so an index-only read skips the heap, then leaves it be', async () => {
    await t.database.db.execute(sql`vacuum (analyze) maintenance_probe`);
    await t.database.db.execute(
      sql`insert into maintenance_probe select g, repeat('x', 40) from generate_series(1, 60000) g`,
    );
    expect(await tablesNeedingVacuum(t.database.db)).toContain('maintenance_probe');
    expect(await heapFetches()).toBeGreaterThan(0);
    const vacuumed = await vacuumEmbedded(t.database.db);
    expect(vacuumed).toContain('maintenance_probe');
    expect(await heapFetches()).toBe(0);
    expect(await tablesNeedingVacuum(t.database.db)).not.toContain('maintenance_probe');
    // Statistics are fresh too: the planner's row estimate is the table's size.
    const [stats] = await queryRows<{ reltuples: number }>(
      t.database.db,
      sql`select reltuples from pg_class where relname = 'maintenance_probe'`,
    );
    expect(Number(stats?.reltuples)).toBe(60000);
    // A few rows updated afterwards stay under the thresholds: nothing to do.
    await t.database.db.execute(sql`update maintenance_probe set note = 'y' where id <= 10`);
    expect(await tablesNeedingVacuum(t.database.db)).not.toContain('maintenance_probe');
  });
});
