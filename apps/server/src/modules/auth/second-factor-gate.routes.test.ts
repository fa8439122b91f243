import { mfaTotpSetupSchema } from '@connect/contracts/mfa/mfa.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser, signInAs } from '../../../test/builders/identity';
import { totpCode } from '../../../test/mfa-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
});
afterAll(async () => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const profile = (who: SignedIn) => t.app.inject({ url: '/api/customer/profile', headers: who.headers });
const requireFor = async (companyCode: string, required: boolean) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/companies/${companyCode}/mfa-required`,
    headers: admin.headers,
    payload: { required },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe("a company's second-factor requirement on every request", () => {
  it('stops a signed-in user without a second factor at once, lets the set-up calls through, and lets them on once enrolled', async () => {
    const company = await buildCompany(t.database.db);
    const user = await buildCustomerUser(t.database.db, { companyCode: company.code, permissions: ['shipment'] });
    const me = await signInAs(t.app, user);
    const other = await signInAs(
      t.app,
      await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['shipment'] }),
    );
    expect((await profile(me)).statusCode).toBe(200);

    // The admin turns the requirement on while the user's session is live (and cached).
    await requireFor(company.code, true);
    const blocked = await profile(me);
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked.body)).toMatchObject({
      code: 'auth/multi-factor-enrollment-required',
      messageKey: 'server.mfa.enrollmentRequired',
    });
    expect((await t.app.inject({ url: '/api/shipments', headers: me.headers })).statusCode).toBe(403);
    // A user of another company is not concerned.
    expect((await profile(other)).statusCode).toBe(200);

    // The set-up calls answer: the status, the password step, the app's secret and its confirmation.
    expect((await t.app.inject({ url: '/api/auth/mfa', headers: me.headers })).statusCode).toBe(200);
    const step = await post(
      '/api/auth/mfa/verify-password',
      { purpose: 'enroll', password: user.password },
      me.headers,
    );
    expect(step.statusCode, step.body).toBe(200);
    const flowToken = (step.json() as { flowToken: string }).flowToken;
    const setup = await post('/api/auth/mfa/totp', { flowToken });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = mfaTotpSetupSchema.parse(setup.json());
    expect((await profile(me)).statusCode).toBe(403); // an unconfirmed factor does not count
    const confirm = await post('/api/auth/mfa/confirm', { flowToken, code: totpCode(secret) });
    expect(confirm.statusCode, confirm.body).toBe(200);

    // Enrolled: the very next request goes through, in the same session.
    expect((await profile(me)).statusCode).toBe(200);
  });

  it('frees the users again when the admin turns the requirement off; sign-out stays possible while blocked', async () => {
    const company = await buildCompany(t.database.db);
    const user = await buildCustomerUser(t.database.db, { companyCode: company.code, permissions: ['shipment'] });
    const me = await signInAs(t.app, user);
    await requireFor(company.code, true);
    expect((await profile(me)).statusCode).toBe(403);
    await requireFor(company.code, false);
    expect((await profile(me)).statusCode).toBe(200);

    await requireFor(company.code, true);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: me.headers });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await profile(me)).statusCode).toBe(401);
  });
});
