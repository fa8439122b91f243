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
