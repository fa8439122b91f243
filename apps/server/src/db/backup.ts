import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, type DatabaseOptions } from './client';

/**
 * Backups of either database (issue #15; decision 033): the embedded one as PGlite's own data-folder tarball,
 * PostgreSQL through pg_dump's custom format. A restore replaces the whole database with the backup's; the
 * embedded folder it replaces is kept beside it (`pgdata.before-restore-<time>`) until the operator removes it.
 */

export type BackupTarget = Extract<DatabaseOptions, { kind: 'embedded' }> | { kind: 'postgres'; url: string };

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/** Where a backup goes when no file is named: `backups/connect-<kind>-<UTC time>.<ext>` under the working folder. */
export function defaultBackupFile(kind: 'embedded' | 'postgres', now = new Date(), folder = 'backups'): string {
  return path.resolve(folder, `connect-${kind}-${stamp(now)}.${kind === 'embedded' ? 'tar' : 'dump'}`);
}

/** A URL's password never reaches a message or a log. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(the DATABASE_URL)';
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} is not installed: install the PostgreSQL client tools (Debian: postgresql-client)`
            : `${command} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** libpq reads the connection from the environment, so the URL (and its password) is never on a command line. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  return {
    ...process.env,
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    PGUSER: decodeURIComponent(parsed.username) || process.env.PGUSER || 'postgres',
    ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.searchParams.get('sslmode') ? { PGSSLMODE: parsed.searchParams.get('sslmode') ?? undefined } : {}),
  };
}

/** Writes a backup of the database to `file` and answers its path and size. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<{ file: string; bytes: number }> {
  mkdirSync(path.dirname(file), { recursive: true });
  if (target.kind === 'embedded') {
    // Opening the folder takes its lock: a running server must be stopped first (DataDirInUseError says so).
    const handle = createDatabase({ kind: 'embedded', ...(target.dataDir ? { dataDir: target.dataDir } : {}) });
    try {
      await handle.ping();
      const dump = await handle.dump!();
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await handle.close();
    }
  } else {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
      libpqEnv(target.url),
    ).catch((error: unknown) => {
      throw new BackupError(
        `Backup of ${withoutPassword(target.url)} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
  return { file, bytes: statSync(file).size };
}

/** A backup's kind by its first bytes: a tar archive (PGlite) or pg_dump's custom format. */
function kindOfBackup(file: string): 'embedded' | 'postgres' | undefined {
  const head = readFileSync(file).subarray(0, 512);
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'embedded';
  return undefined;
}

/** Replaces the database's content with the backup's. */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}`);
  const kind = kindOfBackup(file);
  if (kind !== target.kind) {
    throw new BackupError(
      kind
        ? `${file} is a backup of the ${kind} database; this instance uses the ${target.kind} one`
        : `${file} is not a Connect backup (neither a data-folder archive nor a pg_dump file)`,
    );
  }
  if (target.kind === 'embedded') {
    if (!target.dataDir) throw new BackupError('The embedded database needs its DATA_DIR to be restored into');
    const pgdata = path.join(target.dataDir, 'pgdata');
    const kept = `${pgdata}.before-restore-${stamp(new Date())}`;
    // Take the folder's lock before touching it, so a running server is never pulled from under itself.
    const probe = createDatabase({ kind: 'embedded', dataDir: target.dataDir });
    await probe.close();
    if (existsSync(pgdata)) renameSync(pgdata, kept);
    const restored = createDatabase({
      kind: 'embedded',
      dataDir: target.dataDir,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    try {
      await restored.db.execute(sql`select 1 from "drizzle"."__drizzle_migrations" limit 1`);
      await restored.close();
    } catch (error) {
      await restored.close().catch(() => undefined);
      rmSync(pgdata, { recursive: true, force: true });
      if (existsSync(kept)) renameSync(kept, pgdata);
      throw new BackupError(
        `The backup could not be opened; the database is unchanged: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return;
  }
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      // Without --dbname pg_restore prints SQL instead of restoring; the name alone carries no secret.
      `--dbname=${libpqEnv(target.url).PGDATABASE ?? ''}`,
      file,
    ],
    { ...libpqEnv(target.url), PGOPTIONS: '--client-min-messages=warning' },
  ).catch((error: unknown) => {
    throw new BackupError(
      `Restore into ${withoutPassword(target.url)} failed (nothing was changed): ${error instanceof Error ? error.message : String(error)}`,
    );
  });
}
