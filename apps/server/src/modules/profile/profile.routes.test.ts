import { sessionResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { companiesResponseSchema, profileSchema } from '@connect/contracts/profile/profile.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('companies and company switching', () => {
  it("lists only the caller's companies, with the group entry first for a group user", async () => {
    const group = await signIn(t.app, demo.group);
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/companies', headers: group.headers });
    const { data } = companiesResponseSchema.parse(res.json());
    expect(data.map((c) => [c.type, c.companyCode])).toEqual([
      ['COMPANYGROUP', 'LSIG'],
      ['COMPANY', 'GCMEDS'],
      ['COMPANY', 'LSCOMP'],
      ['COMPANY', 'PRELEC'],
    ]);
    const single = await signIn(t.app, demo.limited);
    const own = companiesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/customer/companies', headers: single.headers })).json(),
    );
    expect(own.data.map((c) => c.companyCode)).toEqual(['SERRAZ']);
  });

  it('switches to one of your companies: new token, new claims', async () => {
    const group = await signIn(t.app, demo.group);
    expect(group.session.user.selectedCompany).toBe('LSCOMP');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/updateSelectedCompany',
      headers: group.headers,
      payload: { selectedCompany: 'GCMEDS' },
    });
    expect(res.statusCode).toBe(200);
    const switched = sessionResponseSchema.parse(res.json());
    expect(switched.user.selectedCompany).toBe('GCMEDS');
    expect(switched.user.permissions).toEqual(expect.arrayContaining(['wms', 'inoutOrderCreation_GCMEDS']));
    expect(switched.user.permissions).not.toContain('report');
    const profile = profileSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/customer/profile',
          headers: { authorization: `Bearer ${switched.accessToken}` },
        })
      ).json(),
    );
    expect(profile.company?.companyCode).toBe('GCMEDS');
    expect(profile.companySelection).toBe('COMPANYGROUP');
  });

  it("cannot select another customer's company (404, like a missing one)", async () => {
    const single = await signIn(t.app, demo.limited);
    for (const code of ['LSCOMP', 'NOPE']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/updateSelectedCompany',
        headers: single.headers,
        payload: { selectedCompany: code },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers claims, a refreshed session and the account owner', async () => {
    const s = await signIn(t.app, demo.customer);
    const claims = (await t.app.inject({ method: 'GET', url: '/api/customer/user/claims', headers: s.headers })).json();
    expect(claims).toContainEqual({
      firebaseUserId: s.session.user.userId,
      name: 'timezone',
      value: 'Central Standard Time',
    });
    const updated = await t.app.inject({ method: 'GET', url: '/api/Authenticate/updateClaims', headers: s.headers });
    expect(sessionResponseSchema.parse(updated.json()).user.email).toBe(demo.customer);
    const owners = (
      await t.app.inject({ method: 'GET', url: '/api/customer/salesPersons', headers: s.headers })
    ).json();
    expect(owners).toEqual([
      { fullName: 'Rachel Okafor', emailAddress: 'rachel.okafor@meridian-logistics.example', phone: '+1 214-555-0199' },
    ]);
    const groups = (
      await t.app.inject({ method: 'GET', url: '/api/customer/user/groupCompanies', headers: s.headers })
    ).json();
    expect(groups).toEqual([]);
  });
});
