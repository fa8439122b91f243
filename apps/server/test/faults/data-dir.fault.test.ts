import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOfServerProcess, startServerProcess } from './fault-support';

/**
 * Issue #15, reliability: the embedded database's folder on a read-only or a full disk. The server stops at once
 * with one sentence naming DATA_DIR and what to do, not a stack trace from inside the database. The disks are small
 * tmpfs mounts (the machine's tests run as root; elsewhere the test is skipped).
 */

const mounts: string[] = [];

function canMount(): boolean {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  const probe = mkdtempSync(path.join(tmpdir(), 'connect-mount-probe-'));
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status === 0;
  if (ok) spawnSync('umount', [probe]);
  rmSync(probe, { recursive: true, force: true });
  return ok;
}

/** A tmpfs of `size` mounted on a fresh folder; `readOnly` mounts it read-only (after creating `data` in it). */
function mountDisk(size: string, readOnly: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'connect-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  mounts.push(dir);
  mkdirSync(path.join(dir, 'data'));
  if (readOnly) execFileSync('mount', ['-o', 'remount,ro', dir]);
  return dir;
}

afterAll(() => {
  for (const dir of mounts) {
    spawnSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  }
});

async function startAndExit(dataDir: string) {
  const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' }, { ready: false });
  const code = await exitOfServerProcess(server, 60_000);
  return { code, log: server.log() };
}

describe.runIf(canMount())('the embedded database on a bad disk', () => {
  it('refuses to start on a read-only folder with a clear message', async () => {
    const disk = mountDisk('8m', true);
    for (const dataDir of [path.join(disk, 'data'), path.join(disk, 'data', 'new-folder')]) {
      const { code, log } = await startAndExit(dataDir);
      expect(code).toBe(1);
      expect(log).toContain(`DATA_DIR ${dataDir}`);
      expect(log).toMatch(/read-only|cannot be created/);
      expect(log).toContain('DATABASE_URL');
      expect(log).not.toMatch(/\n\s+at /);
    }
  });

  it('refuses to start on a disk without room with a clear message', async () => {
    const disk = mountDisk('16m', false);
    const dataDir = path.join(disk, 'data');
    const { code, log } = await startAndExit(dataDir);
    expect(code).toBe(1);
    expect(log).toMatch(
      new RegExp(`DATA_DIR ${dataDir} has only \\d+ MB free; the embedded database needs at least 64 MB`),
    );
    expect(log).not.toMatch(/\n\s+at /);
  });
});
