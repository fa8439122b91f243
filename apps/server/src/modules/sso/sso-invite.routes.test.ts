import { inviteInfoSchema } from '@connect/contracts/auth/auth.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../db/schema/identity';
import { demo, latestMailLink, signIn, tokenOf, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser, type BuiltCompany } from '../../../test/builders/identity';
import { errorOf } from '../../../test/error-of';
import { sessionFromCallback, signInThroughProvider } from '../../../test/oidc/sso-flow';
import { startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc/test-oidc-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Invitations into a company that signs in only through its own single sign-on (decision 093): the invitation page
 * offers the sign-on instead of a password that every sign-in would refuse, and the first sign-on accepts it.
 */
let t: TestApp;
let idp: TestOidcProvider;
let admin: SignedIn;
let strict: BuiltCompany;
let open: BuiltCompany;
const domain = 'invite-sso.example';

beforeAll(async () => {
  idp = await startTestOidcProvider();
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
  strict = await buildCompany(t.database.db, { name: 'Strict Sso Corp' });
  open = await buildCompany(t.database.db, { name: 'Open Corp' });
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/sso/${strict.id}`,
    headers: admin.headers,
    payload: {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      domains: [domain],
      defaultPermissions: ['shipment', 'billing'],
      enabled: true,
      ssoRequired: true,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

async function invite(email: string, company: BuiltCompany, permissions: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/invites',
    headers: admin.headers,
    payload: { email, companyCode: company.code, permissions },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    id: (res.json() as { inviteId: string }).inviteId,
    token: tokenOf(await latestMailLink(t.app, admin.headers, email)),
  };
}
const inviteInfo = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/invite/${token}` });
const accept = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/invite/accept',
    payload: { token, displayName: 'Someone', password: 'A-long-enough-passw0rd!' },
  });
const permissionsIn = async (email: string, companyId: string) => {
  const [row] = await t.database.db
    .select({ permissions: memberships.permissions })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.email, email), eq(memberships.companyId, companyId)));
  return row?.permissions.slice().sort();
};

describe('an invitation into a company that requires its single sign-on', () => {
  it('offers the sign-on instead of a password, refuses a password, and is accepted by the first sign-on', async () => {
    const email = `newcomer@${domain}`;
    const { token } = await invite(email, strict, ['shipment', 'report']);
    const info = await inviteInfo(token);
    expect(info.statusCode).toBe(200);
    expect(inviteInfoSchema.parse(info.json()).singleSignOn).toEqual({ companyId: strict.id });

    const refused = await accept(token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused.body)).toMatchObject({
      messageKey: 'server.sso.inviteBySso',
      message: expect.stringContaining('Strict Sso Corp signs in with its own single sign-on'),
    });
    // The refusal spent nothing: the invitation still opens.
    expect((await inviteInfo(token)).statusCode).toBe(200);

    idp.person = { sub: 'invitee-1', email: `NewComer@${domain}`, name: 'New Comer' };
    const callback = await signInThroughProvider(t.app, idp, strict.id);
    expect(callback.headers.location).toBe('/u/login?sso=done');
    const session = await sessionFromCallback(t.app, callback);
    // The invitation's permissions, not the company's defaults (shipment, billing).
    expect(session.user.selectedCompany).toBe(strict.code);
    expect(session.user.permissions.slice().sort()).toEqual(['report', 'shipment']);
    expect(session.user.displayName).toBe('New Comer');
    const [account] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(account?.passwordHash).toBeNull();
    // The link is spent.
    expect((await inviteInfo(token)).statusCode).toBe(409);
  });

  it("adds the company to an existing customer's account, keeping their name and password", async () => {
    const existing = await buildCustomerUser(t.database.db, {
      companyCode: open.code,
      permissions: ['shipment'],
      email: `existing.one@${domain}`,
      displayName: 'Existing One',
    });
    const [before] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, existing.id));
    idp.person = { sub: 'existing-1', email: existing.email, name: 'Provider Name' };
    // Without an invitation the account belongs elsewhere: refused, as before.
    expect((await signInThroughProvider(t.app, idp, strict.id)).headers.location).toBe('/u/login?sso=no-account');

    await invite(existing.email, strict, ['wms']);
    const callback = await signInThroughProvider(t.app, idp, strict.id);
    expect(callback.headers.location).toBe('/u/login?sso=done');
    expect(await permissionsIn(existing.email, strict.id)).toEqual(['wms']);
    expect(await permissionsIn(existing.email, open.id)).toEqual(['shipment']);
    const [after] = await t.database.db
      .select({ passwordHash: users.passwordHash, displayName: users.displayName })
      .from(users)
      .where(eq(users.id, existing.id));
    expect(after).toEqual({ passwordHash: before?.passwordHash, displayName: 'Existing One' });
  });

  it('ignores a revoked invitation (the defaults apply) and keeps the password way for other companies', async () => {
    const email = `revoked.one@${domain}`;
    const { id } = await invite(email, strict, ['report']);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/invitations/${id}`,
      headers: admin.headers,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    idp.person = { sub: 'revoked-1', email, name: 'Revoked One' };
    const session = await sessionFromCallback(t.app, await signInThroughProvider(t.app, idp, strict.id));
    expect(session.user.permissions.slice().sort()).toEqual(['billing', 'shipment']);

    const elsewhere = await invite('someone@open-corp.example', open, ['shipment']);
    expect(inviteInfoSchema.parse((await inviteInfo(elsewhere.token)).json()).singleSignOn).toBeNull();
    expect((await accept(elsewhere.token)).statusCode).toBe(200);
  });
});
