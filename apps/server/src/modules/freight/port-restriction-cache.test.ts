import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { cachedPortRestriction, restrictionTtlMs } from './port-restriction-cache';

// Only the handle's identity matters to the cache: two distinct objects stand for two databases.
const dbA = {} as Database;
const dbB = {} as Database;

describe('cachedPortRestriction', () => {
  it('reads a company’s list once per minute, per company and per database', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const loads: string[] = [];
    const loader = (label: string, list: 'DFW_ONLY' | 'CVG_ONLY' | null) => async () => {
      loads.push(label);
      return list;
    };
    expect(await cachedPortRestriction(dbA, 'c1', loader('A c1', 'DFW_ONLY'), now)).toBe('DFW_ONLY');
    expect(await cachedPortRestriction(dbA, 'c1', loader('A c1 again', 'CVG_ONLY'), now)).toBe('DFW_ONLY');
    // No list is cached too (most companies have none).
    expect(await cachedPortRestriction(dbA, 'c2', loader('A c2', null), now)).toBeNull();
    expect(await cachedPortRestriction(dbA, 'c2', loader('A c2 again', 'CVG_ONLY'), now)).toBeNull();
    // Another database's company of the same id is its own.
    expect(await cachedPortRestriction(dbB, 'c1', loader('B c1', 'CVG_ONLY'), now)).toBe('CVG_ONLY');
    expect(loads).toEqual(['A c1', 'A c2', 'B c1']);

    clock += restrictionTtlMs - 1;
    expect(await cachedPortRestriction(dbA, 'c1', loader('A c1 late', 'CVG_ONLY'), now)).toBe('DFW_ONLY');
    clock += 1;
    expect(await cachedPortRestriction(dbA, 'c1', loader('A c1 expired', 'CVG_ONLY'), now)).toBe('CVG_ONLY');
    expect(loads).toEqual(['A c1', 'A c2', 'B c1', 'A c1 expired']);
  });

  it('does not keep a failed read', async () => {
    const db = {} as Database;
    await expect(
      cachedPortRestriction(db, 'c1', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cachedPortRestriction(db, 'c1', async () => 'CVG_ONLY')).toBe('CVG_ONLY');
  });
});
