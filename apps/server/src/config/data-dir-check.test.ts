import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDataDir } from './data-dir-check';
import { ConfigError, loadConfig } from './env';

describe('data folder check at start-up', () => {
  it('accepts a writable folder with room and leaves nothing behind', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'connect-dd-')), 'data');
    expect(checkDataDir(dir, { embeddedDatabase: true })).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names DATA_DIR and the way out when the folder is a file or sits inside one', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'connect-dd-')), 'plain-file');
    writeFileSync(file, 'x');
    expect(checkDataDir(file, { embeddedDatabase: true })).toMatch(
      new RegExp(`^DATA_DIR ${file} is not a folder; .*DATABASE_URL to use PostgreSQL\\.$`),
    );
    expect(checkDataDir(path.join(file, 'data'), { embeddedDatabase: false })).toMatch(
      /is not a folder; the generated session secret is kept there: .*SESSION_SECRET\.$/,
    );
  });

  it('stops loadConfig with that one sentence, and skips the check when nothing is kept in the folder', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'connect-dd-')), 'plain-file');
    writeFileSync(file, 'x');
    let caught: unknown;
    try {
      loadConfig({ DATA_DIR: file, NODE_ENV: 'test' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems).toEqual([expect.stringMatching(`^DATA_DIR ${file} is not a folder`)]);
    const config = loadConfig({
      DATA_DIR: file,
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
    });
    expect(config.database.kind).toBe('postgres');
  });
});
