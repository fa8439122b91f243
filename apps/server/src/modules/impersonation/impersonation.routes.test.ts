import { impersonateResponseSchema, userListSchema } from '@connect/contracts/impersonation/impersonation.schemas';
import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { profileSchema } from '@connect/contracts/profile/profile.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { impersonations } from '../../db/schema/sessions';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function impersonate(staff: SignedIn, email: string) {
  const list = userListSchema.parse(
    (await get('/api/firebaseuser/list?isForimpersonation=true', staff.headers)).json(),
  );
  const target = list.find((u) => u.email === email);
  if (!target) throw new Error(`${email} not offered`);
  const res = await get(`/api/Users/impersonateuser/${target.userId}`, staff.headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = impersonateResponseSchema.parse(res.json());
  return { target, body, headers: { ...staff.headers, 'x-req-imp': body.ImpersonateJwtToken } };
}

describe('impersonation', () => {
  it('offers customers only, to staff only', async () => {
    const list = userListSchema.parse(
      (await get('/api/firebaseuser/list?isForimpersonation=true', admin.headers)).json(),
    );
    expect(list.map((u) => u.email)).toEqual(expect.arrayContaining([demo.customer, demo.limited, demo.group]));
    expect(list.map((u) => u.email)).not.toContain(demo.admin);
    expect(list.every((u) => u.userType === 'CUSTOMER')).toBe(true);
    const employee = await signIn(t.app, demo.employee);
    expect((await get('/api/firebaseuser/list?isForimpersonation=true', employee.headers)).statusCode).toBe(200);
    const customer = await signIn(t.app, demo.customer);
    expect((await get('/api/firebaseuser/list?isForimpersonation=true', customer.headers)).statusCode).toBe(403);
  });

  it("lets the admin act with the customer's data and permissions, auditing actor and subject", async () => {
    const { body, headers, target } = await impersonate(admin, demo.customer);
    expect(body.ImpersonateUserData).toMatchObject({
      DisplayName: 'Dana Whitfield',
      UserType: 'CUSTOMER',
      SelectedCompanyCode: 'LSCOMP',
    });
    expect(body.ImpersonateUserData.ExpiresAt - Date.now()).toBeGreaterThan(59 * 60_000);
    const profile = profileSchema.parse((await get('/api/customer/profile', headers)).json());
    expect(profile.email).toBe(demo.customer);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'impersonation.request'`);
    expect(rows.some((r) => r.actorUserId === admin.session.user.userId && r.subjectUserId === target.userId)).toBe(
      true,
    );
    const started = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'impersonation.start'`);
    expect(started.at(-1)).toMatchObject({ actorUserId: admin.session.user.userId, subjectUserId: target.userId });
  });

  it('refuses password changes and admin routes while impersonating', async () => {
    const { headers } = await impersonate(admin, demo.customer);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-change',
      headers,
      payload: { currentPassword: 'Connect-Demo-2025', newPassword: 'a brand new passphrase' },
    });
    expect(change.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(change.json()).error.message).toBe(
      'This change is not allowed while impersonating a user.',
    );
    expect((await get('/api/admin/users', headers)).statusCode).toBe(403);
    expect((await get('/api/firebaseuser/list', headers)).statusCode).toBe(403);
  });

  it('ends by itself after 60 minutes, and on request', async () => {
    const { headers } = await impersonate(admin, demo.limited);
    await t.database.db
      .update(impersonations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${impersonations.endedAt} is null`);
    const expired = await get('/api/customer/profile', headers);
    expect(expired.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(expired.json()).error.code).toBe('IMPERSONATION_ENDED');
    expect((await get('/api/customer/profile', admin.headers)).statusCode).toBe(200);

    const again = await impersonate(admin, demo.limited);
    const ended = await t.app.inject({ method: 'POST', url: '/api/Users/endImpersonation', headers: again.headers });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ impersonation: null, user: { email: demo.admin } });
    expect((await get('/api/customer/profile', again.headers)).statusCode).toBe(403);
  });

  it('cannot impersonate staff or a missing user (404)', async () => {
    const staff = await signIn(t.app, demo.employee);
    expect((await get(`/api/Users/impersonateuser/${staff.session.user.userId}`, admin.headers)).statusCode).toBe(404);
    expect(
      (await get('/api/Users/impersonateuser/00000000-0000-4000-8000-000000000000', admin.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses an impersonation token from another session', async () => {
    const { body } = await impersonate(admin, demo.customer);
    const otherAdminSession = await signIn(t.app, demo.admin);
    const res = await get('/api/customer/profile', {
      ...otherAdminSession.headers,
      'x-req-imp': body.ImpersonateJwtToken,
    });
    expect(res.statusCode).toBe(403);
  });
});
