import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'connect-lock-'));
  folders.push(folder);
  return folder;
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded data folder is used by one server at a time', () => {
  it('refuses a second embedded database on a folder in use, naming the process, and frees it on close', async () => {
    const dataDir = newFolder();
    const first = createDatabase({ kind: 'embedded', dataDir });
    await first.ping();
    expect(readFileSync(path.join(dataDir, 'connect.pid'), 'utf8')).toBe(String(process.pid));

    let refused: unknown;
    try {
      createDatabase({ kind: 'embedded', dataDir });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toBe(
      `The data folder ${dataDir} is in use by another Connect server (process ${process.pid}). ` +
        'Stop that server, or start this one with another DATA_DIR.',
    );

    await first.close();
    expect(existsSync(path.join(dataDir, 'connect.pid'))).toBe(false);
    const second = createDatabase({ kind: 'embedded', dataDir });
    await second.ping(); // the data written by the first is readable: the folder was not damaged
    await second.close();
  });

  it('takes over a lock left by a process that no longer runs, or an unreadable one', () => {
    const dataDir = newFolder();
    const file = path.join(dataDir, 'connect.pid');
    // The largest pid Linux can hand out is 4,194,304; this one cannot exist.
    writeFileSync(file, '2147483646');
    const release = lockDataDir(dataDir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);

    writeFileSync(file, 'not a pid');
    const again = lockDataDir(dataDir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    again();
  });

  it('does not remove a lock that another process took after this one released it', () => {
    const dataDir = newFolder();
    const file = path.join(dataDir, 'connect.pid');
    const release = lockDataDir(dataDir);
    writeFileSync(file, String(process.ppid)); // e.g. a new server started after a crash of this one
    release();
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));
  });
});
