import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, refreshCookieOf, signIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseEnv } from '../config/env';

const officeAddress = '203.0.113.7';
const assets = Array.from({ length: 21 }, (_, i) => `chunk-${i}-a1b2c3.js`);

function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'connect-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  for (const asset of assets) writeFileSync(path.join(dist, 'assets', asset), 'export {};');
  return dist;
}

/**
 * One full page load as the browser makes it (issue #23 item 1): the HTML page, its assets, the start-up reads,
 * the token refresh and the page's data. Answers every status, and the refresh cookie to use next time.
 */
async function loadPage(
  t: TestApp,
  cookie: string,
  address: string,
  data: readonly string[] = ['/api/customer/profile', '/api/customer/companies'],
): Promise<{ statuses: number[]; cookie: string }> {
  const statuses: number[] = [];
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers, remoteAddress: address });
    statuses.push(res.statusCode);
    return res;
  };
  await get('/billing/invoices');
  for (const asset of assets) await get(`/assets/${asset}`);
  await get('/api/legacy/edge/common/configuration');
  await get('/api/legacy/edge/common/localization');
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { cookie },
    remoteAddress: address,
  });
  statuses.push(refreshed.statusCode);
  const token = (refreshed.json() as { accessToken?: string }).accessToken ?? '';
  const auth = { authorization: `Bearer ${token}` };
  for (const url of data) await get(url, auth);
  return { statuses, cookie: refreshed.statusCode === 200 ? refreshCookieOf(refreshed.headers['set-cookie']) : cookie };
}

describe('limits on what is abused, not on ordinary browsing', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webDist();
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets one user load a page 60 times in a minute', async () => {
    let { cookie } = await signIn(t.app, demo.customer, undefined, officeAddress);
    for (let load = 0; load < 60; load += 1) {
      const page = await loadPage(t, cookie, officeAddress, [
        '/api/customer/profile',
        '/api/invoice/accountSummary',
        '/api/invoices?pageNumber=1&pageSize=25',
      ]);
      expect(
        page.statuses.filter((status) => status >= 400),
        `load ${load + 1}`,
      ).toEqual([]);
      cookie = page.cookie;
    }
  });

  it('lets ten users behind one address browse at the same time', async () => {
    const users = [demo.admin, demo.employee, demo.customer, demo.limited, demo.group];
    const cookies: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const email = users[i % users.length] ?? demo.customer;
      cookies.push((await signIn(t.app, email, undefined, officeAddress)).cookie);
    }
    for (let round = 0; round < 12; round += 1) {
      for (let user = 0; user < cookies.length; user += 1) {
        const page = await loadPage(t, cookies[user] ?? '', officeAddress);
        expect(
          page.statuses.filter((status) => status >= 400),
          `round ${round + 1}, user ${user + 1}`,
        ).toEqual([]);
        cookies[user] = page.cookie;
      }
    }
  });
});

describe('the API budget per signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => t.close());

  it('refuses a user past the budget with Retry-After, while a colleague at the same address carries on', async () => {
    const dana = await signIn(t.app, demo.customer, undefined, officeAddress);
    const marco = await signIn(t.app, demo.limited, undefined, officeAddress);
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/customer/profile', headers, remoteAddress: officeAddress });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await call(dana.headers);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(last?.json()).error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect((await call(marco.headers)).statusCode).toBe(200);
  });
});

describe('the HTML page and static files', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webDist();
    t = await createTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('are never limited, and never answer JSON', async () => {
    for (let i = 0; i < 10; i += 1) {
      const page = await t.app.inject({ method: 'GET', url: '/shipment/dashboard', remoteAddress: officeAddress });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const asset = await t.app.inject({ method: 'GET', url: `/assets/${assets[0]}`, remoteAddress: officeAddress });
      expect(asset.statusCode).toBe(200);
    }
  });

  it('while unknown API paths from one address are limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/api/probe-me', remoteAddress: '198.51.100.9' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([404, 404, 429]);
  });
});

describe('refresh per session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('allows 60 refreshes a minute per session; another session at the same address is unaffected', async () => {
    const first = await signIn(t.app, demo.customer, undefined, officeAddress);
    const second = await signIn(t.app, demo.employee, undefined, officeAddress);
    const refresh = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie }, remoteAddress: officeAddress });
    let cookie = first.cookie;
    for (let i = 0; i < 60; i += 1) {
      const res = await refresh(cookie);
      expect(res.statusCode, `refresh ${i + 1}`).toBe(200);
      cookie = refreshCookieOf(res.headers['set-cookie']);
    }
    expect((await refresh(cookie)).statusCode).toBe(429);
    expect((await refresh(second.cookie)).statusCode).toBe(200);
  });
});

describe('sign-in limits per account and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => t.close());

  const reset = (email: string, address: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: address });

  it('counts reset mails per account whatever the address', async () => {
    const target = 'Dana.Whitfield@lonestar-components.example';
    const statuses = [];
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      statuses.push((await reset(target, address)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await reset(demo.limited, '192.0.2.3')).statusCode).toBe(200);
  });

  it('counts per address across accounts, five times the per-account limit', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await reset(`someone${i}@example.com`, '192.0.2.50')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('X-Forwarded-For (TRUST_PROXY)', () => {
  const probe = (t: TestApp, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'GET',
      url: '/api/legacy/edge/common/configuration',
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('is ignored by default, in production too: a new header value is not a new client', async () => {
    const t = await createTestApp({
      env: { PUBLIC_RATE_LIMIT_MAX: '2', NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' },
    });
    try {
      const statuses = [];
      for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) statuses.push((await probe(t, forged)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('is believed from the configured proxy only', async () => {
    const t = await createTestApp({ env: { PUBLIC_RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.0.0.0/8' } });
    try {
      const viaProxy = [];
      for (const client of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
        viaProxy.push((await probe(t, client, '10.1.2.3')).statusCode);
      expect(viaProxy).toEqual([200, 200, 200]);
      const direct = [];
      for (const forged of ['4.4.4.4', '5.5.5.5', '6.6.6.6'])
        direct.push((await probe(t, forged, '192.0.2.77')).statusCode);
      expect(direct).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('takes a hop count or addresses, and refuses "true" and nonsense', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must name the proxy addresses/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY must be a hop count or addresses/);
  });
});
