import { userHistoryResponseSchema } from '@connect/contracts/admin/user-history.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let limitedId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
  limitedId = (await signIn(t.app, demo.limited)).session.user.userId;
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, who: SignedIn = admin) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const history = (userId: string, who: SignedIn = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users/${userId}/history`, headers: who.headers });

describe("a user's history", () => {
  it('shows every admin change to the user (status, invitation, company group) with who and when, newest first', async () => {
    expect((await post(`/api/admin/users/${limitedId}/status`, { status: 'disabled' })).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${limitedId}/status`, { status: 'active' })).statusCode).toBe(200);
    const invite = await post('/api/admin/invites', {
      email: demo.limited.toUpperCase(),
      companyCode: 'GCMEDS',
      permissions: ['shipment'],
    });
    expect(invite.statusCode).toBe(200);
    const group = await post('/api/admin/company-groups', { code: 'HIST', name: 'History', companyCodes: ['SERRAZ'] });
    const groupId = (group.json() as { group: { id: string } }).group.id;
    const users = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/company-groups/${groupId}/users`,
      headers: admin.headers,
      payload: { userIds: [limitedId] },
    });
    expect(users.statusCode).toBe(200);

    const res = await history(limitedId);
    expect(res.statusCode).toBe(200);
    const body = userHistoryResponseSchema.parse(res.json());
    expect(body.items.map((e) => e.action)).toEqual([
      'admin.companyGroup.userAdded',
      'admin.invite',
      'admin.user.enable',
      'admin.user.disable',
    ]);
    expect(body.items.every((e) => e.actor?.email === demo.admin)).toBe(true);
    const times = body.items.map((e) => Date.parse(e.occurredAt));
    expect(times.every((ms) => Number.isFinite(ms) && Math.abs(Date.now() - ms) < 10 * 60_000)).toBe(true);

    // Another user's history holds none of it.
    const other = userHistoryResponseSchema.parse((await history(admin.session.user.userId)).json());
    expect(other.items.filter((e) => e.action.startsWith('admin.user.') || e.action === 'admin.invite')).toEqual([]);
  });

  it('is for admins only (403) and answers 404 for an unknown user', async () => {
    const customer = await signIn(t.app, demo.customer);
    const employee = await signIn(t.app, demo.employee);
    expect((await history(limitedId, customer)).statusCode).toBe(403);
    expect((await history(limitedId, employee)).statusCode).toBe(403);
    expect((await history('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await history('not-a-uuid')).statusCode).toBe(400);
  });
});
