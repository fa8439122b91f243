import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions } from '../../db/schema/sessions';
import { demo, refreshCookieOf, signIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, password: string, ip = '10.0.0.2') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/customer/profile', headers });

describe('sign-in', () => {
  it("answers the session with the spec's claims and sets an HttpOnly, SameSite refresh cookie", async () => {
    const res = await login(demo.customer, 'Connect-Demo-2025');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: demo.customer,
      userType: 'CUSTOMER',
      admin: false,
      selectedCompany: 'LSCOMP',
      inactivityTimeout: 3600,
    });
    expect(body.user.permissions).toEqual(
      expect.arrayContaining(['shipment', 'billing', 'booking', 'inoutOrderCreation_LSCOMP']),
    );
    expect(body.user.permissions).not.toContain('inoutOrderCreation');
    expect(body.expiresAt).toBeGreaterThan(Date.now());
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^connect_rt=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const wrong = await login(demo.limited, 'not-the-password', '10.0.1.1');
    const unknown = await login('nobody@nowhere.example', 'not-the-password', '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong.body)).toMatchObject({ code: 'auth/wrong-password' });
    expect(errorOf(unknown.body).message).toBe(errorOf(wrong.body).message);
  });

  it('rejects an invalid e-mail and unknown fields', async () => {
    const res = await login('not-an-email', 'x');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).details?.fields).toContainEqual({
      path: 'body.email',
      message: 'Invalid Email',
      messageKey: 'errors.invalidEmail',
    });
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demo.customer, password: 'x', admin: true },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('never writes the password to the database', async () => {
    await login(demo.limited, 'a-distinctive-wrong-password', '10.0.9.9');
    const dump = await t.database.db.execute(sql`select * from login_failures`);
    expect(JSON.stringify(dump)).not.toContain('a-distinctive-wrong-password');
  });
});

describe('throttling', () => {
  const email = 'throttle.target@lonestar-components.example';

  it('adds increasing delays after three failures, for the right password too', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'wrong-password', '10.1.0.1')).statusCode).toBe(401);
    const fourth = await login(email, 'wrong-password', '10.1.0.1');
    expect(fourth.statusCode).toBe(429);
    expect(errorOf(fourth.body)).toMatchObject({ code: 'auth/too-many-requests', details: { retryAfterSeconds: 1 } });
  });

  it('allows at most 100 failures per account per hour, and never locks the owner out for good', async () => {
    const key = demo.group;
    const old = new Date(Date.now() - 30 * 60_000);
    await t.database.db
      .insert(loginFailures)
      .values(Array.from({ length: 100 }, () => ({ emailKey: key, clientKey: 'elsewhere', occurredAt: old })));
    const blocked = await login(key, 'Connect-Demo-2025', '10.1.0.2');
    expect(blocked.statusCode).toBe(429);
    await t.database.db
      .update(loginFailures)
      .set({ occurredAt: new Date(Date.now() - 61 * 60_000) })
      .where(sql`${loginFailures.emailKey} = ${key}`);
    const later = await login(key, 'Connect-Demo-2025', '10.1.0.2');
    expect(later.statusCode).toBe(200);
  });

  it('limits one client trying many accounts', async () => {
    await t.database.db.insert(loginFailures).values(
      Array.from({ length: 50 }, (_, i) => ({
        emailKey: `spray${i}@x.example`,
        clientKey: 'spray',
        occurredAt: new Date(),
      })),
    );
    const { createHash } = await import('node:crypto');
    const clientKey = createHash('sha256').update('10.66.0.1').digest('hex').slice(0, 32);
    await t.database.db
      .update(loginFailures)
      .set({ clientKey })
      .where(sql`${loginFailures.clientKey} = 'spray'`);
    const res = await login(demo.limited, 'Connect-Demo-2025', '10.66.0.1');
    expect(res.statusCode).toBe(429);
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token on every use', async () => {
    const s = await signIn(t.app, demo.customer);
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: s.cookie } });
    expect(first.statusCode).toBe(200);
    const next = refreshCookieOf(first.headers['set-cookie']);
    expect(next).not.toBe(s.cookie);
    expect(first.json().accessToken).not.toBe(s.token);
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: next } });
    expect(second.statusCode).toBe(200);
  });

  it('detects reuse of a spent refresh token and ends that session', async () => {
    const s = await signIn(t.app, demo.customer);
    const rotated = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: s.cookie } });
    const fresh = refreshCookieOf(rotated.headers['set-cookie']);
    const replay = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: s.cookie } });
    expect(replay.statusCode).toBe(401);
    expect(String(replay.headers['set-cookie'])).toContain('connect_rt=;');
    const legit = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: fresh } });
    expect(legit.statusCode).toBe(401);
    expect((await profile({ authorization: `Bearer ${rotated.json().accessToken}` })).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with a forged one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: 'connect_rt=forged-token-value' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('logout and idle expiry', () => {
  it('ends the session at once: the access token and the refresh cookie stop working', async () => {
    const s = await signIn(t.app, demo.customer);
    expect((await profile(s.headers)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...s.headers, cookie: s.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await profile(s.headers)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: s.cookie } })).statusCode,
    ).toBe(401);
  });

  it('ends a session idle for longer than the timeout plus the 60 s warning', async () => {
    const s = await signIn(t.app, demo.customer);
    expect((await profile(s.headers)).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(s.token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    await t.database.db
      .update(sessions)
      .set({ lastActivityAt: new Date(Date.now() - (3600 + 60 + 5) * 1000) })
      .where(sql`${sessions.id} = ${sid}`);
    // Written behind the app's back: the session cache would see it after its TTL (decision 015); not waiting.
    t.app.sessionCache.clear();
    const res = await profile(s.headers);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res.body).code).toBe('auth/id-token-expired');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: s.cookie } })).statusCode,
    ).toBe(401);
  });

  it('keeps a session whose idle time is within the warning period', async () => {
    const s = await signIn(t.app, demo.customer);
    const sid = JSON.parse(Buffer.from(s.token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    await t.database.db
      .update(sessions)
      .set({ lastActivityAt: new Date(Date.now() - (3600 + 30) * 1000) })
      .where(sql`${sessions.id} = ${sid}`);
    // Written behind the app's back: the session cache would see it after its TTL (decision 015); not waiting.
    t.app.sessionCache.clear();
    expect((await profile(s.headers)).statusCode).toBe(200);
  });

  it('rejects a tampered access token', async () => {
    const s = await signIn(t.app, demo.limited, 'Connect-Demo-2025', '10.3.0.1');
    const [h, p, sig] = s.token.split('.');
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, admin: true })).toString('base64url')}.${sig}`;
    expect((await profile({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password, refuses a common one, and ends the other sessions', async () => {
    const a = await signIn(t.app, demo.limited, 'Connect-Demo-2025', '10.4.0.1');
    const b = await signIn(t.app, demo.limited, 'Connect-Demo-2025', '10.4.0.2');
    const change = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password-change', headers: a.headers, payload: body });
    const wrong = await change({ currentPassword: 'nope', newPassword: 'coffee beans from campinas' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong.body).details?.fields).toEqual([
      {
        path: 'body.currentPassword',
        message: 'The current password is incorrect.',
        messageKey: 'server.auth.currentPasswordWrong',
      },
    ]);
    const common = await change({ currentPassword: 'Connect-Demo-2025', newPassword: 'password123' });
    expect(errorOf(common.body).details?.fields?.[0]?.message).toBe(
      'This password is too common. Choose a longer or less predictable one.',
    );
    const ok = await change({ currentPassword: 'Connect-Demo-2025', newPassword: 'coffee beans from campinas' });
    expect(ok.statusCode).toBe(200);
    expect((await profile(a.headers)).statusCode).toBe(200);
    expect((await profile(b.headers)).statusCode).toBe(401);
    expect((await login(demo.limited, 'coffee beans from campinas', '10.4.0.3')).statusCode).toBe(200);
    expect((await login(demo.limited, 'Connect-Demo-2025', '10.4.0.4')).statusCode).toBe(401);
  });
});
