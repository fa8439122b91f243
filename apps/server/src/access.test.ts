import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Walks the whole route table: every non-public route rejects an anonymous call (401), every admin route
 * rejects a customer and an employee (403), every staff route rejects a customer (403).
 */
let t: TestApp;
let customer: SignedIn;
let employee: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, demo.customer);
  employee = await signIn(t.app, demo.employee);
});
afterAll(async () => t.close());

const sample = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'sample'));
const routes = () => t.app.routeTable().filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');

describe('the route table', () => {
  it('has protected routes to check', () => {
    expect(routes().filter((r) => r.access === 'signedIn').length).toBeGreaterThan(5);
    expect(routes().filter((r) => r.access === 'admin').length).toBeGreaterThan(3);
  });

  it('rejects anonymous calls to every non-public route with 401', async () => {
    for (const route of routes().filter((r) => r.access !== 'public' && r.access !== 'guest')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: sample(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("refuses every guest route without a live guest key ('invalid url'), except the link exchange itself", async () => {
    const guestRoutes = routes().filter((r) => r.access === 'guest' && r.url !== '/api/guest/session');
    expect(guestRoutes.length).toBeGreaterThan(0);
    for (const route of guestRoutes) {
      for (const headers of [{}, { 'x-req-key': 'not-a-guest-key' }, customer.headers]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: sample(route.url),
          headers: { ...headers, 'idempotency-key': 'access-test-key-1' },
          // A valid body, so the refusal is the key's and not the schema's.
          payload:
            route.method === 'GET'
              ? undefined
              : {
                  method: 'CC',
                  token: 'tok_abcdefgh1234',
                  invoices: [{ invoiceId: '00000000-0000-4000-8000-000000000000', amountCents: 100 }],
                },
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect((res.json() as { error: { message: string } }).error.message).toBe('invalid url');
      }
    }
  });

  it('rejects customers and employees on every admin route with 403', async () => {
    for (const route of routes().filter((r) => r.access === 'admin')) {
      for (const who of [customer, employee]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: sample(route.url),
          headers: who.headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('rejects customers on every staff route with 403', async () => {
    for (const route of routes().filter((r) => r.access === 'staff')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: sample(route.url),
        headers: customer.headers,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('rejects a signed-in session on every integration route: only an API key opens them', async () => {
    const integrationRoutes = routes().filter((r) => r.access === 'integration');
    expect(integrationRoutes.length).toBeGreaterThan(0);
    for (const route of integrationRoutes) {
      for (const who of [customer, employee]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: sample(route.url),
          headers: who.headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });
});
