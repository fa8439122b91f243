import { userPermissionsResponseSchema } from '@connect/contracts/admin/user-permissions.schemas';
import { userHistoryResponseSchema } from '@connect/contracts/admin/user-history.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let admin: SignedIn;
let limited: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
  limited = await signIn(t.app, demo.limited);
});
afterAll(async () => t.close());

const put = (userId: string, payload: Record<string, unknown>, who: SignedIn = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${userId}/permissions`, headers: who.headers, payload });
/** What the user's billing permission in the selected company allows: the statements answer 200, else 403. */
const statements = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/billing/statements?period=YTD', headers: who.headers })).statusCode;

describe("a user's permissions per company", () => {
  it("changes the user's permissions in one company, effective on their next request, audited in their history", async () => {
    const id = limited.session.user.userId;
    // A request first, so that the session cache holds the session with the old permissions.
    expect(await statements(limited)).toBe(200);

    const res = await put(id, {
      companies: [{ companyCode: 'serraz', permissions: ['booking', 'shipment', 'booking'] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = userPermissionsResponseSchema.parse(res.json());
    expect(body.messageKey).toBe('server.adminUsers.permissionsSaved');
    expect(body.companies).toEqual([
      { companyCode: 'SERRAZ', name: expect.any(String), permissions: ['shipment', 'booking'] },
    ]);

    // The same session, without signing in again: the new permissions apply at once.
    expect(await statements(limited)).toBe(403);

    // Saving the same list again changes nothing and records nothing more.
    expect(
      (await put(id, { companies: [{ companyCode: 'SERRAZ', permissions: ['shipment', 'booking'] }] })).statusCode,
    ).toBe(200);
    const history = userHistoryResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/admin/users/${id}/history`, headers: admin.headers })).json(),
    );
    const changes = history.items.filter((e) => e.action === 'admin.user.permissions');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.actor?.email).toBe(demo.admin);
    expect(changes[0]?.details).toMatchObject({
      companyCode: 'SERRAZ',
      before: ['shipment', 'billing', 'addressbook'],
      after: ['shipment', 'booking'],
      added: ['booking'],
      removed: ['billing', 'addressbook'],
    });
  });

  it('changes only the named company of a user with several', async () => {
    const group = await signIn(t.app, demo.group);
    const res = await put(group.session.user.userId, {
      companies: [{ companyCode: 'GCMEDS', permissions: ['report'] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const companies = userPermissionsResponseSchema.parse(res.json()).companies;
    expect(companies.find((c) => c.companyCode === 'GCMEDS')?.permissions).toEqual(['report']);
    expect(companies.find((c) => c.companyCode === 'LSCOMP')?.permissions.sort()).toEqual(
      ['shipment', 'booking', 'billing', 'billingOnlinePymt', 'report'].sort(),
    );
  });

  it('is for admins only: customers and employees without the admin claim get 403', async () => {
    const id = limited.session.user.userId;
    const payload = { companies: [{ companyCode: 'SERRAZ', permissions: ['shipment'] }] };
    const customer = await signIn(t.app, demo.customer);
    const employee = await signIn(t.app, demo.employee);
    expect((await put(id, payload, customer)).statusCode).toBe(403);
    expect((await put(id, payload, employee)).statusCode).toBe(403);
    expect((await put(id, payload, limited)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user or a company the user does not belong to, 400 for unknown keys', async () => {
    const id = limited.session.user.userId;
    const unknownUser = await put('00000000-0000-4000-8000-000000000000', {
      companies: [{ companyCode: 'SERRAZ', permissions: ['shipment'] }],
    });
    expect(unknownUser.statusCode).toBe(404);
    const foreign = await put(id, { companies: [{ companyCode: 'LSCOMP', permissions: ['shipment'] }] });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign.body).messageKey).toBe('server.adminUsers.notAMember');
    const unknownCompany = await put(id, { companies: [{ companyCode: 'NOPE', permissions: ['shipment'] }] });
    expect(unknownCompany.statusCode).toBe(404);
    const unknownKey = await put(id, { companies: [{ companyCode: 'SERRAZ', permissions: ['shipment', 'root'] }] });
    expect(unknownKey.statusCode).toBe(400);
    expect(errorOf(unknownKey.body).details?.fields?.[0]?.path).toBe('body.companies.0.permissions.1');
    expect((await put(id, { companies: [] })).statusCode).toBe(400);
    expect((await put(id, { companies: [{ companyCode: 'SERRAZ', permissions: [] }], extra: 1 })).statusCode).toBe(400);
    expect((await put('not-a-uuid', { companies: [{ companyCode: 'SERRAZ', permissions: [] }] })).statusCode).toBe(400);
    // One list per company: the same company twice (in any case) is refused, pointing at the second one.
    const twice = await put(id, {
      companies: [
        { companyCode: 'SERRAZ', permissions: ['shipment'] },
        { companyCode: 'serraz', permissions: ['shipment', 'billing'] },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice.body).messageKey).toBe('server.adminUsers.companyTwice');
    expect(errorOf(twice.body).details?.fields?.map((f) => f.path)).toEqual(['body.companies.1.companyCode']);
    // None of the refused calls changed the user: billing is still off, and an admin can give it back.
    expect(await statements(limited)).toBe(403);
    expect((await put(id, { companies: [{ companyCode: 'SERRAZ', permissions: ['billing'] }] })).statusCode).toBe(200);
    expect(await statements(limited)).toBe(200);
  });
});
