import { closeSync, fsyncSync, mkdirSync, openSync, statfsSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Below this much free space the embedded database refuses to start (a seeded database takes about 40 MB). */
export const minimumFreeBytes = 64 * 1024 * 1024;

const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

function reason(error: unknown, dataDir: string): string {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  if (code === 'EROFS') return `DATA_DIR ${dataDir} is on a read-only file system`;
  if (code === 'EACCES' || code === 'EPERM') return `DATA_DIR ${dataDir} is not writable by this user`;
  if (code === 'ENOSPC' || code === 'EDQUOT') return `DATA_DIR ${dataDir} is on a full disk`;
  if (code === 'ENOTDIR' || code === 'EEXIST') return `DATA_DIR ${dataDir} is not a folder`;
  // mkdir -p on a read-only mount answers ENOENT for the missing folder.
  if (code === 'ENOENT') return `DATA_DIR ${dataDir} cannot be created (is its parent read-only?)`;
  return `DATA_DIR ${dataDir} cannot be used (${code || 'unknown error'})`;
}

/**
 * Checks at start-up that the data folder can be created and written, and (for the embedded database) that its
 * disk has room, so a read-only or full disk is one clear sentence instead of a stack trace from deep inside the
 * database (issue #15, decision 055). Answers the problem, or undefined when the folder is fine.
 */
export function checkDataDir(dataDir: string, options: { embeddedDatabase: boolean }): string | undefined {
  const hint = options.embeddedDatabase
    ? 'the embedded database keeps its files there: point DATA_DIR at a writable folder with room, or set DATABASE_URL to use PostgreSQL'
    : 'the generated session secret is kept there: point DATA_DIR at a writable folder, or set SESSION_SECRET';
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    const fd = openSync(probe, 'w');
    try {
      writeSync(fd, Buffer.alloc(4096));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      unlinkSync(probe);
    }
  } catch (error) {
    return `${reason(error, dataDir)}; ${hint}.`;
  }
  if (!options.embeddedDatabase) return undefined;
  const stats = statfsSync(dataDir);
  const free = stats.bavail * stats.bsize;
  if (free < minimumFreeBytes)
    return `DATA_DIR ${dataDir} has only ${mb(free)} free; the embedded database needs at least ${mb(minimumFreeBytes)}: free some space, point DATA_DIR at a disk with room, or set DATABASE_URL to use PostgreSQL.`;
  return undefined;
}
