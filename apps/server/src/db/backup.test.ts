import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresTestDatabase } from '../../test/test-app';
import { backupDatabase, BackupError, defaultBackupFile, restoreDatabase, type BackupTarget } from './backup';
import { createDatabase } from './client';

/**
 * `npm run db:backup` / `db:restore` on the run's database kind: a backup restored over a changed database brings
 * back the same rows.
 */
const template = inject('testDatabaseTemplate');
let work: string;
let target: BackupTarget;

const open = () => createDatabase(target.kind === 'embedded' ? { kind: 'embedded', dataDir: target.dataDir } : target);

async function counts(): Promise<{ shipments: number; users: number; sample: string }> {
  const handle = open();
  try {
    const shipments = await handle.db.execute<{ n: string }>(sql`select count(*)::text as n from shipments`);
    const users = await handle.db.execute<{ n: string }>(sql`select count(*)::text as n from users`);
    const sample = await handle.db.execute<{ doc: string }>(
      sql`select document_no as doc from shipments order by document_no limit 1`,
    );
    const rows = <T>(r: unknown) => (r as { rows?: T[] }).rows ?? (r as T[]);
    return {
      shipments: Number(rows<{ n: string }>(shipments)[0]?.n),
      users: Number(rows<{ n: string }>(users)[0]?.n),
      sample: rows<{ doc: string }>(sample)[0]?.doc ?? '',
    };
  } finally {
    await handle.close();
  }
}

async function damage(): Promise<void> {
  const handle = open();
  try {
    await handle.db.execute(sql`delete from shipment_containers`);
    await handle.db.execute(sql`update shipments set document_no = 'CHANGED-' || document_no`);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'connect-backup-'));
  if (template.kind === 'embedded') {
    const dataDir = path.join(work, 'data');
    const seeded = createDatabase({
      kind: 'embedded',
      dataDir,
      loadDataDir: new Blob([readFileSync(template.dumpPath)]),
    });
    await seeded.ping();
    await seeded.close();
    target = { kind: 'embedded', dataDir };
  } else {
    target = { kind: 'postgres', url: await createPostgresTestDatabase() };
  }
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(`backup and restore (${template.kind})`, () => {
  it('restores the rows a backup holds over a changed database', async () => {
    const before = await counts();
    expect(before.shipments).toBeGreaterThan(100);
    const file = path.join(work, 'backups', 'nightly');
    const written = await backupDatabase(target, file);
    expect(written.bytes).toBeGreaterThan(1000);

    await damage();
    const damaged = await counts();
    expect(damaged.sample.startsWith('CHANGED-')).toBe(true);

    await restoreDatabase(target, file);
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('refuses a file that is no backup, or one of the other database kind, and changes nothing', async () => {
    const before = await counts();
    const junk = path.join(work, 'junk.tar');
    writeFileSync(junk, 'not a backup at all'.repeat(50));
    await expect(restoreDatabase(target, junk)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(target, junk)).rejects.toThrow(/is not a Connect backup/);
    const other = path.join(work, 'other');
    writeFileSync(other, target.kind === 'embedded' ? Buffer.from('PGDMP\u0001\u000e\u0000') : tarHeader());
    await expect(restoreDatabase(target, other)).rejects.toThrow(/is a backup of the/);
    await expect(restoreDatabase(target, path.join(work, 'missing.tar'))).rejects.toThrow(/No backup at/);
    expect(await counts()).toEqual(before);
  }, 60_000);

  it('names backups by kind and time', () => {
    const file = defaultBackupFile('postgres', new Date('2026-11-24T13:05:09Z'), '/var/backups/connect');
    expect(file).toBe('/var/backups/connect/connect-postgres-20261124-130509.dump');
  });
});

/** The first 512 bytes of a tar archive: enough to look like the embedded kind's backup. */
function tarHeader(): Buffer {
  const header = Buffer.alloc(512);
  header.write('ustar', 257, 'latin1');
  return header;
}
