import { adminUsersResponseSchema } from '@connect/contracts/admin/admin.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
});
afterAll(async () => t.close());

const users = async (query: string) =>
  adminUsersResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: admin.headers })).json(),
  );

describe('user administration', () => {
  it('lists, searches and filters users by company and type', async () => {
    expect((await users('')).total).toBe(5);
    expect((await users('?search=whitfield')).items.map((u) => u.email)).toEqual([demo.customer]);
    const lscomp = (await users('?companyCode=LSCOMP')).items.map((u) => u.email).sort();
    expect(lscomp).toEqual([demo.customer, demo.group].sort());
    expect((await users('?userType=ADMIN')).items.map((u) => u.email)).toEqual([demo.admin]);
    expect((await users('?userType=EMPLOYEE')).total).toBe(2);
    const page = await users('?pageSize=2&pageNumber=2');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(5);
  });

  it("takes the grid's query string: filter, sort, paging, with clear 400s for bad input", async () => {
    const q = (filter: unknown[], sort = '') =>
      `?filter=${encodeURIComponent(JSON.stringify(filter))}${sort ? `&sort=${encodeURIComponent(sort)}` : ''}`;
    const employees = await users(q([{ field: 'userType', operator: 'equals', value: 'employee' }]));
    expect(employees.total).toBe(2);
    expect(employees.items.every((u) => u.userType === 'EMPLOYEE')).toBe(true);
    const byCompany = await users(q([{ field: 'companies', operator: 'contains', value: 'lscomp' }]));
    expect(byCompany.items.map((u) => u.email).sort()).toEqual([demo.customer, demo.group].sort());
    const sorted = await users(q([], 'email=desc'));
    const emails = sorted.items.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const today = new Date().toISOString().slice(0, 10);
    expect((await users(q([{ field: 'createdAt', operator: 'between', value: ['2000-01-01', today] }]))).total).toBe(5);
    expect((await users(q([{ field: 'createdAt', operator: 'lte', value: '2000-01-01' }]))).total).toBe(0);
    const bad = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
      return (res.json() as { error: { details?: { fields?: { message: string }[] } } }).error.details?.fields?.[0]
        ?.message;
    };
    expect(await bad('?sort=password_hash%3Dasc')).toBe('Unknown sort field: password_hash');
    expect(await bad(q([{ field: 'passwordHash', operator: 'contains', value: 'x' }]))).toBe(
      'Unknown filter field: passwordHash',
    );
    expect(await bad('?pageNumber=-1')).toBe('pageNumber must be 1 or more');
    expect(await bad('?pageSize=1001')).toBe('pageSize must be at most 1000');
    expect(await bad(q([{ field: 'createdAt', operator: 'gte', value: 'yesterday' }]))).toBe(
      'createdAt takes dates as YYYY-MM-DD',
    );
  });

  it('filters and sorts the mail outbox through the same query string', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${(await users('?search=whitfield')).items[0]?.userId}/password-reset`,
      headers: admin.headers,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/mail-outbox?filter=${encodeURIComponent(JSON.stringify([{ field: 'to', operator: 'contains', value: 'WHITFIELD' }]))}&sort=createdAt%3Ddesc`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { to: string }[]; total: number };
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((m) => m.to === demo.customer)).toBe(true);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail-outbox?sort=text%3Dasc',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('disabling a user ends their sessions at once and blocks sign-in; enabling restores it', async () => {
    const customer = await signIn(t.app, demo.limited);
    const id = customer.session.user.userId;
    const disable = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/status`,
      headers: admin.headers,
      payload: { status: 'disabled' },
    });
    expect(disable.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer/profile', headers: customer.headers })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demo.limited, password: 'Connect-Demo-2025' },
    });
    expect(login.statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/status`,
      headers: admin.headers,
      payload: { status: 'active' },
    });
    await signIn(t.app, demo.limited);
  });

  it('refuses to disable yourself and answers 404 for an unknown user', async () => {
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${admin.session.user.userId}/status`,
      headers: admin.headers,
      payload: { status: 'disabled' },
    });
    expect(self.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/password-reset',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
