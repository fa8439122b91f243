import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../test/auth-helpers';
import { demoPassword } from './db/seed/demo-data';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue #15 item 7: `Cache-Control: no-store` on the sign-in answer, the profile and every answer carrying
 * personal or financial data. The rule is central (decision 029): every API answer is `no-store` unless its route
 * opts into caching (public reference data) or sets its own header (files: `private, no-store`); errors never cache.
 */

let t: TestApp;
let customer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [customer, admin] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.admin, undefined, '10.0.0.2'),
  ]);
});
afterAll(async () => t.close());

describe('Cache-Control on API answers', () => {
  it('the sign-in answer, the refresh and the profile are never stored', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demo.employee, password: 'wrong password' },
      remoteAddress: '10.0.0.9',
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demo.customer, password: demoPassword },
      remoteAddress: '10.0.0.8',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: customer.cookie },
    });
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const profile = await t.app.inject({ method: 'GET', url: '/api/customer/profile', headers: customer.headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('every GET of the API answers no-store, signed in or not, unless it is public reference data', async () => {
    const gets = t.app
      .routeTable()
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes(':') && r.access !== 'public');
    expect(gets.length).toBeGreaterThan(15);
    for (const route of gets) {
      const who = route.access === 'admin' || route.access === 'staff' ? admin : customer;
      for (const headers of [who.headers, {}]) {
        const res = await t.app.inject({ method: 'GET', url: route.url, headers });
        expect(res.statusCode, `${route.url} ${res.body.slice(0, 120)}`).toBeLessThan(500);
        expect(res.headers['cache-control'], `${route.url} answered ${res.statusCode}`).toBe('no-store');
      }
    }
  });

  it('invoices, shipments and errors are no-store; files keep private, no-store; reference data may be cached', async () => {
    for (const url of ['/api/invoices', '/api/invoice/accountSummary', '/api/shipments', '/api/customer/companies']) {
      const res = await t.app.inject({ method: 'GET', url, headers: customer.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/invoices/00000000-0000-4000-8000-000000000000',
      headers: customer.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const invalid = await t.app.inject({ method: 'GET', url: '/api/invoices?pageSize=0', headers: customer.headers });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/addressbook/addresses/export?format=csv&columns=name',
      headers: customer.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    const countries = await t.app.inject({ method: 'GET', url: '/api/reference/countries' });
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['cache-control']).toBe('public, max-age=300');
    const refused = await t.app.inject({ method: 'GET', url: '/api/reference/countries?search=%00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
