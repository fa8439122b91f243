import { describe, expect, it } from 'vitest';
import { parseSessionCacheEvent, SessionCache, type SessionCacheEvent } from './session-cache';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SessionCache', () => {
  it('answers a loaded value until the TTL runs out, then loads again', async () => {
    const time = clock();
    const cache = new SessionCache<string>({ ttlMs: 1000, now: time.now });
    let loads = 0;
    const load = async () => ({ value: `v${++loads}`, userId: 'u1' });
    expect(await cache.load('s1', load)).toBe('v1');
    time.advance(999);
    expect(await cache.load('s1', load)).toBe('v1');
    time.advance(1);
    expect(await cache.load('s1', load)).toBe('v2');
    expect(loads).toBe(2);
  });

  it('does not keep what a missing session loads, and keeps nothing when turned off', async () => {
    const cache = new SessionCache<string>({ ttlMs: 1000 });
    expect(await cache.load('gone', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
    const off = new SessionCache<string>({ ttlMs: 0 });
    expect(off.enabled).toBe(false);
    expect(await off.load('s1', async () => ({ value: 'v', userId: 'u' }))).toBe('v');
    expect(off.size).toBe(0);
  });

  it('forgets one session, or every session of a user, and tells the other instances', async () => {
    const told: SessionCacheEvent[] = [];
    const cache = new SessionCache<string>({ ttlMs: 60_000, onForget: (e) => told.push(e) });
    const put = (sid: string, userId: string) => cache.load(sid, async () => ({ value: sid, userId }));
    await put('a1', 'alice');
    await put('a2', 'alice');
    await put('b1', 'bob');
    cache.forgetSession('a1');
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')]).toEqual([undefined, 'a2', 'b1']);
    cache.forgetUser('alice');
    expect([cache.get('a2'), cache.get('b1')]).toEqual([undefined, 'b1']);
    cache.apply({ kind: 'user', id: 'bob' });
    expect(cache.size).toBe(0);
    expect(told).toEqual([
      { kind: 'session', id: 'a1' },
      { kind: 'user', id: 'alice' },
    ]);
  });

  it('does not keep a value loaded while a forget happened (the load may have read the row before the write)', async () => {
    const cache = new SessionCache<string>({ ttlMs: 60_000 });
    const gate = deferred<void>();
    const loading = cache.load('s1', async () => {
      await gate.promise;
      return { value: 'stale', userId: 'u1' };
    });
    cache.forgetUser('u1');
    gate.resolve();
    expect(await loading).toBe('stale');
    expect(cache.get('s1')).toBeUndefined();
    expect(await cache.load('s1', async () => ({ value: 'fresh', userId: 'u1' }))).toBe('fresh');
    expect(cache.get('s1')).toBe('fresh');
  });

  it('updates a cached value in place and drops the oldest entry beyond the limit', async () => {
    const cache = new SessionCache<{ touched: number }>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.load('s1', async () => ({ value: { touched: 1 }, userId: 'u1' }));
    cache.update('s1', () => ({ touched: 2 }));
    expect(cache.get('s1')).toEqual({ touched: 2 });
    await cache.load('s2', async () => ({ value: { touched: 1 }, userId: 'u2' }));
    await cache.load('s3', async () => ({ value: { touched: 1 }, userId: 'u3' }));
    expect(cache.size).toBe(2);
    expect(cache.get('s1')).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.size).toBe(2);
  });
});

describe('parseSessionCacheEvent', () => {
  it('reads the three kinds of message and ignores anything else', () => {
    expect(parseSessionCacheEvent('{"kind":"session","id":"s1","from":"i1"}')).toEqual({
      event: { kind: 'session', id: 's1' },
      from: 'i1',
    });
    expect(parseSessionCacheEvent('{"kind":"user","id":"u1"}')?.event).toEqual({ kind: 'user', id: 'u1' });
    expect(parseSessionCacheEvent('{"kind":"all"}')?.event).toEqual({ kind: 'all' });
    for (const bad of [
      'not json',
      'null',
      '[]',
      '{"kind":"user"}',
      '{"kind":"drop","id":"x"}',
      `{"kind":"session","id":"${'x'.repeat(65)}"}`,
    ])
      expect(parseSessionCacheEvent(bad)).toBeUndefined();
  });
});
