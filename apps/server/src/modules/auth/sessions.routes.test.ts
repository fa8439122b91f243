import { accountSessionsResponseSchema } from '@connect/contracts/account/account.schemas';
import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { sessions } from '../../db/schema/sessions';
import { demo, impersonationHeaders, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCustomerUser, signInAs, type BuiltUser } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { describeUserAgent } from './sessions.service';

let t: TestApp;
let user: BuiltUser;
let other: BuiltUser;
beforeAll(async () => {
  // The session cache is on (SESSION_CACHE_MS defaults to 1 s): a revocation must still be seen at once.
  t = await createTestApp();
  user = await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['shipment'] });
  other = await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['shipment'] });
});
afterAll(async () => t.close());

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInWith(u: BuiltUser, userAgent: string, ip: string): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: u.email, password: u.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = (res.json() as { accessToken: string }).accessToken;
  return { session: res.json(), token, cookie: '', headers: { authorization: `Bearer ${token}` } };
}

const list = async (who: SignedIn) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return accountSessionsResponseSchema.parse(res.json()).items;
};
const revoke = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: who.headers });
const profile = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/customer/profile', headers: who.headers });

describe('Your sessions', () => {
  it('names browser and system from the user agent', () => {
    expect(describeUserAgent(chrome)).toEqual({ browser: 'Chrome 131', os: 'Windows 10', device: 'desktop' });
    expect(describeUserAgent(iphone)).toMatchObject({ browser: 'Safari 17', device: 'mobile' });
    expect(describeUserAgent(iphone).os).toMatch(/^iOS 17/);
    expect(describeUserAgent('')).toEqual({ browser: '', os: '', device: 'other' });
  });

  it("lists the caller's own live sessions, this device first, with address and times", async () => {
    const desk = await signInWith(user, chrome, '10.20.0.1');
    const phone = await signInWith(user, iphone, '10.20.0.2');
    await signInWith(other, chrome, '10.20.0.3');
    const items = await list(desk);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ current: true, browser: 'Chrome 131', clientAddress: '10.20.0.1' });
    expect(items[1]).toMatchObject({ current: false, device: 'mobile', clientAddress: '10.20.0.2' });
    expect(items[0]?.signInMethod).toBe('password');
    expect(items[0]?.startedAt).toBeLessThanOrEqual(Date.now());
    expect((await list(phone)).find((s) => s.current)?.clientAddress).toBe('10.20.0.2');
    // A session idle past the user's limit (an hour here) is over: no longer listed.
    const phoneId = items[1]?.id ?? '';
    await t.database.db
      .update(sessions)
      .set({ lastActivityAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(sessions.id, phoneId));
    expect((await list(desk)).map((s) => s.id)).not.toContain(phoneId);
  });

  it("refuses another user's session and an unknown id with 404, and leaves them alive", async () => {
    const mine = await signInWith(user, chrome, '10.21.0.1');
    const theirs = await signInWith(other, chrome, '10.21.0.2');
    const theirId = (await list(theirs)).find((s) => s.current)?.id ?? '';
    const foreign = await revoke(mine, theirId);
    expect(foreign.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(foreign.json()).error.code).toBe('NOT_FOUND');
    expect((await revoke(mine, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke(mine, 'not-a-uuid')).statusCode).toBe(400);
    expect((await profile(theirs)).statusCode).toBe(200);
  });

  it('refuses a revoked session at once on its next request (through the session cache)', async () => {
    const a = await signInWith(user, chrome, '10.22.0.1');
    const b = await signInWith(user, iphone, '10.22.0.2');
    // b's session is now in the session cache.
    expect((await profile(b)).statusCode).toBe(200);
    const bId = (await list(b)).find((s) => s.current)?.id ?? '';
    const res = await revoke(a, bId);
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(b)).statusCode).toBe(401);
    expect((await profile(a)).statusCode).toBe(200);
    expect((await list(a)).map((s) => s.id)).not.toContain(bId);
    // Revoked twice: it is no longer a live session.
    expect((await revoke(a, bId)).statusCode).toBe(404);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.session.revoked'), eq(auditLog.entityId, bId)));
    expect(audited).toHaveLength(1);
  });

  it('signs every other session out and keeps this one', async () => {
    const keep = await signInWith(other, chrome, '10.23.0.1');
    const gone1 = await signInWith(other, iphone, '10.23.0.2');
    const gone2 = await signInAs(t.app, other);
    expect((await profile(gone1)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      headers: keep.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { messageKey: string }).messageKey).toBe('server.account.otherSessionsEnded');
    expect((await profile(gone1)).statusCode).toBe(401);
    expect((await profile(gone2)).statusCode).toBe(401);
    expect((await profile(keep)).statusCode).toBe(200);
    expect((await list(keep)).map((s) => s.current)).toEqual([true]);
  });

  it('is refused while impersonating: the staff member’s sessions are not the customer’s', async () => {
    const admin = await signIn(t.app, demo.admin);
    const headers = await impersonationHeaders(t.app, admin, demo.customer);
    const res = await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers });
    expect(res.statusCode).toBe(403);
    const others = await t.app.inject({ method: 'POST', url: '/api/account/sessions/sign-out-others', headers });
    expect(others.statusCode).toBe(403);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
  });
});
