import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process has the embedded database's folder open; a second one would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Connect server (process ${pid}). ` +
        'Stop that server, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

const lockFileName = 'connect.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; ESRCH: no such process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's folder for this process: PGlite has no lock of its own, and two processes on one
 * folder (a second `npm start`) corrupt it. A lock file left by a process that no longer runs is taken over.
 * Returns the release, which removes the lock file if it is still this process's.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, lockFileName);
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        if (readPid(file) === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder !== undefined && isRunning(holder)) throw new DataDirInUseError(dataDir, holder);
      try {
        unlinkSync(file); // left by a process that ended without closing
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
