import { profileSchema } from '@connect/contracts/profile/profile.schemas';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db/client';
import { sessions } from '../db/schema/sessions';
import { demo, signIn, type SignedIn } from '../../test/auth-helpers';
import { createPostgresTestDatabase, createTestApp, type TestApp } from '../../test/test-app';
import { sessionCacheChannel } from './session-cache';

// Decision 015: a loaded session answers later requests for up to SESSION_CACHE_MS; every write the app makes
// to a session, its user or memberships forgets it at once, here and (with Redis) on the other instances.

const sidOf = (s: SignedIn) =>
  JSON.parse(Buffer.from(s.token.split('.')[1] ?? '', 'base64url').toString()).sid as string;

async function profileStatus(t: TestApp, s: SignedIn): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/customer/profile', headers: s.headers })).statusCode;
}

/** Revokes a session in the database directly, as another process would: the app is not told. */
async function revokeBehindTheAppsBack(t: TestApp, s: SignedIn) {
  await t.database.db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'test' })
    .where(eq(sessions.id, sidOf(s)));
}

describe('session cache (one instance, 5 s TTL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_CACHE_MS: '5000' } });
  });
  afterAll(async () => t.close());

  it('answers from the cache within the TTL: a row changed behind the app is not read again', async () => {
    const s = await signIn(t.app, demo.customer, undefined, '10.9.0.1');
    expect(await profileStatus(t, s)).toBe(200);
    await revokeBehindTheAppsBack(t, s);
    expect(await profileStatus(t, s)).toBe(200);
    t.app.sessionCache.clear();
    expect(await profileStatus(t, s)).toBe(401);
  });

  it('refuses a session at once after logout, with the cache warm', async () => {
    const s = await signIn(t.app, demo.customer, undefined, '10.9.0.2');
    expect(await profileStatus(t, s)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: s.headers });
    expect(out.statusCode).toBe(204);
    expect(await profileStatus(t, s)).toBe(401);
  });

  it("refuses every session of a user at once when an admin disables the user, and reads the user's new state", async () => {
    const admin = await signIn(t.app, demo.admin, undefined, '10.9.0.3');
    const customer = await signIn(t.app, demo.limited, undefined, '10.9.0.3');
    const second = await signIn(t.app, demo.limited, undefined, '10.9.0.3');
    expect(await profileStatus(t, customer)).toBe(200);
    expect(await profileStatus(t, second)).toBe(200);
    const id = customer.session.user.userId;
    const setStatus = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/status`,
        headers: admin.headers,
        payload: { status },
      });
    expect((await setStatus('disabled')).statusCode).toBe(200);
    expect(await profileStatus(t, customer)).toBe(401);
    expect(await profileStatus(t, second)).toBe(401);
    expect((await setStatus('active')).statusCode).toBe(200);
    expect(await profileStatus(t, await signIn(t.app, demo.limited, undefined, '10.9.0.3'))).toBe(200);
  });

  it('refuses the other sessions at once after a password change', async () => {
    const one = await signIn(t.app, demo.group, undefined, '10.9.0.4');
    const other = await signIn(t.app, demo.group, undefined, '10.9.0.4');
    expect(await profileStatus(t, other)).toBe(200);
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-change',
        headers: one.headers,
        payload: { currentPassword, newPassword },
      });
    const changed = await change('Connect-Demo-2025', 'Harbour-Crane-Ledger-77');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await profileStatus(t, other)).toBe(401);
    expect(await profileStatus(t, one)).toBe(200);
    expect((await change('Harbour-Crane-Ledger-77', 'Connect-Demo-2025')).statusCode).toBe(200);
  });

  it('answers the newly selected company on the next request', async () => {
    const group = await signIn(t.app, demo.group, undefined, '10.9.0.5');
    const company = async () =>
      profileSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/customer/profile', headers: group.headers })).json(),
      ).company?.companyCode;
    expect(await company()).toBe('LSCOMP');
    const select = await t.app.inject({
      method: 'POST',
      url: '/api/customer/updateSelectedCompany',
      headers: group.headers,
      payload: { selectedCompany: 'PRELEC' },
    });
    expect(select.statusCode).toBe(200);
    expect(await company()).toBe('PRELEC');
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/updateSelectedCompany',
      headers: group.headers,
      payload: { selectedCompany: 'LSCOMP' },
    });
  });
});

describe('session cache turned off (SESSION_CACHE_MS=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_CACHE_MS: '0' } });
  });
  afterAll(async () => t.close());

  it('reads the session row on every request', async () => {
    const s = await signIn(t.app, demo.customer, undefined, '10.9.1.1');
    expect(await profileStatus(t, s)).toBe(200);
    await revokeBehindTheAppsBack(t, s);
    expect(await profileStatus(t, s)).toBe(401);
    expect(t.app.sessionCache.size).toBe(0);
  });
});

// Two instances on one PostgreSQL database and one Redis: only the PostgreSQL run can share a database.
const template = inject('testDatabaseTemplate');
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(template.kind === 'postgres')('session cache across instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const url = await createPostgresTestDatabase();
    a = await createTestApp({
      env: { SESSION_CACHE_MS: '5000', REDIS_URL: redisUrl },
      database: await createDatabase({ kind: 'postgres', url, poolSize: 2 }),
    });
    b = await createTestApp({
      env: { SESSION_CACHE_MS: '5000', REDIS_URL: redisUrl },
      database: await createDatabase({ kind: 'postgres', url, poolSize: 2 }),
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a logout on one instance is refused by the other, which had the session cached', async () => {
    const s = await signIn(a.app, demo.customer, undefined, '10.9.2.1');
    expect(await profileStatus(b, s)).toBe(200);
    // Wait for the forget on the channel as an observer, then for instance b to have applied it.
    const observer = new Redis(redisUrl);
    const heard = new Promise<string>((resolve) => observer.on('message', (_channel, message) => resolve(message)));
    await observer.subscribe(sessionCacheChannel);
    try {
      const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: s.headers });
      expect(out.statusCode).toBe(204);
      expect(JSON.parse(await heard)).toMatchObject({ kind: 'session', id: sidOf(s) });
    } finally {
      observer.disconnect();
    }
    // b received the same message; its TTL (5 s) has not run out, so only the message can make this 401.
    await expect.poll(() => profileStatus(b, s), { timeout: 3000, interval: 50 }).toBe(401);
  });
});
