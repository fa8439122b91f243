import {
  ssoCompaniesResponseSchema,
  ssoSettingsResponseSchema,
  ssoSettingsSavedSchema,
} from '@connect/contracts/sso/sso.schemas';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { memberships, users } from '../../db/schema/identity';
import { ssoConnections } from '../../db/schema/sso';
import { demo, latestMailLink, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser, signInAs, type BuiltCompany } from '../../../test/builders/identity';
import { errorOf } from '../../../test/error-of';
import {
  sessionFromCallback,
  signInThroughProvider as ssoFlow,
  type SsoFlowOptions,
} from '../../../test/oidc/sso-flow';
import { startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc/test-oidc-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let idp: TestOidcProvider;
let admin: SignedIn;
let company: BuiltCompany;
const domain = 'sso-corp.example';
const logLines: string[] = [];

beforeAll(async () => {
  idp = await startTestOidcProvider();
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logLines: (line) => logLines.push(line) });
  admin = await signIn(t.app, demo.admin);
  company = await buildCompany(t.database.db, { name: 'Sso Corp' });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const settingsUrl = (companyId: string) => `/api/admin/sso/${companyId}`;
const settings = (overrides: Record<string, unknown> = {}) => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  domains: [domain],
  defaultPermissions: ['shipment', 'billing'],
  enabled: true,
  ssoRequired: false,
  ...overrides,
});
const save = (payload: Record<string, unknown>, who: SignedIn = admin, companyId = company.id) =>
  t.app.inject({ method: 'PUT', url: settingsUrl(companyId), headers: who.headers, payload });

/** Start → provider → callback for the test company (or another); answers the callback's answer. */
const signInThroughProvider = (options: SsoFlowOptions & { companyId?: string } = {}) =>
  ssoFlow(t.app, idp, options.companyId ?? company.id, options);
const sessionFrom = (callback: { headers: Record<string, unknown> }) => sessionFromCallback(t.app, callback);

describe('single sign-on settings', () => {
  it('refuses callers without the admin claim (403); unknown companies are 404; unknown fields 400', async () => {
    const customer = await signIn(t.app, demo.customer);
    const employee = await signIn(t.app, demo.employee);
    for (const who of [customer, employee]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/sso', headers: who.headers })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: settingsUrl(company.id), headers: who.headers })).statusCode,
      ).toBe(403);
      expect((await save(settings(), who)).statusCode).toBe(403);
    }
    const unknown = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: settingsUrl(unknown), headers: admin.headers })).statusCode).toBe(
      404,
    );
    expect((await save(settings(), admin, unknown)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: settingsUrl(unknown), headers: admin.headers })).statusCode,
    ).toBe(404);
    // A malformed id is refused by validation (400), as on every id route.
    expect(
      (await t.app.inject({ method: 'GET', url: settingsUrl('not-a-uuid'), headers: admin.headers })).statusCode,
    ).toBe(400);
    expect((await save({ ...settings(), extra: true })).statusCode).toBe(400);
  });

  it('saves with the secret sealed (never answered nor logged), audited; a second company cannot take the domain', async () => {
    const first = await save(settings({ clientSecret: undefined }));
    expect(first.statusCode).toBe(400);
    const saved = await save(settings());
    expect(saved.statusCode).toBe(200);
    const body = ssoSettingsSavedSchema.parse(saved.json());
    expect(body.settings).toMatchObject({ configured: true, clientSecretSet: true, domains: [domain], enabled: true });
    expect(body.settings.redirectUri).toMatch(/\/api\/sso\/callback$/);
    expect(JSON.stringify(saved.json())).not.toContain(idp.clientSecret);
    const [row] = await t.database.db.select().from(ssoConnections).where(eq(ssoConnections.companyId, company.id));
    expect(row?.clientSecretSealed).toMatch(/^v1\./);
    expect(row?.clientSecretSealed).not.toContain(idp.clientSecret);
    // Saved again without a secret: the sealed one is kept.
    expect((await save(settings({ clientSecret: undefined, ssoRequired: false }))).statusCode).toBe(200);
    const list = ssoCompaniesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/sso', headers: admin.headers })).json(),
    );
    expect(list.items.find((c) => c.companyId === company.id)).toMatchObject({ configured: true, enabled: true });
    expect(list.items.find((c) => c.companyCode === 'LSCOMP')).toMatchObject({ configured: false, enabled: false });
    const read = ssoSettingsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: settingsUrl(company.id), headers: admin.headers })).json(),
    );
    expect(read.settings.clientSecretSet).toBe(true);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.entityType, 'sso-connection')));
    expect(audits.map((a) => a.action)).toEqual(['admin.sso.created', 'admin.sso.updated']);
    const other = await buildCompany(t.database.db);
    const taken = await save(settings(), admin, other.id);
    expect(taken.statusCode).toBe(409);
    expect(logLines.join('\n')).not.toContain(idp.clientSecret);
  });

  it('asks for the client secret again when the issuer changes, so a kept secret never goes to another provider', async () => {
    const moved = await save(settings({ clientSecret: undefined, issuer: 'https://idp.elsewhere.example' }));
    expect(moved.statusCode, moved.body).toBe(400);
    expect(errorOf(moved.body).details?.fields).toEqual([
      expect.objectContaining({ path: 'body.clientSecret', messageKey: 'server.sso.secretRequired' }),
    ]);
    const kept = ssoSettingsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: settingsUrl(company.id), headers: admin.headers })).json(),
    );
    expect(kept.settings.issuer).toBe(idp.issuer);
    // The same issuer keeps the sealed secret as before; a new issuer with its own secret is taken.
    expect((await save(settings({ clientSecret: undefined }))).statusCode).toBe(200);
    const other = await buildCompany(t.database.db);
    const withSecret = await save(
      settings({ issuer: 'https://idp.elsewhere.example', domains: ['moved-corp.example'] }),
      admin,
      other.id,
    );
    expect(withSecret.statusCode, withSecret.body).toBe(200);
    const movedWithSecret = await save(
      settings({
        issuer: 'https://idp.third.example',
        domains: ['moved-corp.example'],
        clientSecret: 'another-secret',
      }),
      admin,
      other.id,
    );
    expect(movedWithSecret.statusCode, movedWithSecret.body).toBe(200);
  });

  it("refuses a domain of the forwarder's staff or admins, so nobody can lock them out of their password", async () => {
    const other = await buildCompany(t.database.db);
    const staffDomain = demo.admin.split('@')[1] ?? '';
    const refused = await save(
      settings({ domains: ['elsewhere-corp.example', staffDomain], ssoRequired: true }),
      admin,
      other.id,
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused.body).details?.fields).toEqual([
      expect.objectContaining({ path: 'body.domains.1', messageKey: 'server.sso.domainOfStaff' }),
    ]);
    const unchanged = ssoSettingsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: settingsUrl(other.id), headers: admin.headers })).json(),
    );
    expect(unchanged.settings.configured).toBe(false);
    // The staff still sign in with their password.
    await signIn(t.app, demo.admin);
    await signIn(t.app, demo.employee);
  });

  it('the sign-in page learns of SSO by domain only, never whether the e-mail exists', async () => {
    const ask = (email: string) => t.app.inject({ method: 'POST', url: '/api/sso/discover', payload: { email } });
    const known = await ask(`nobody-${Date.now()}@${domain}`);
    expect(known.json()).toEqual({ sso: { companyId: company.id, companyName: 'Sso Corp', required: false } });
    expect((await ask(demo.customer)).json()).toEqual({ sso: null });
    expect((await ask('someone-unknown@lonestar-components.example')).json()).toEqual({ sso: null });
  });
});

describe('single sign-on through the company identity provider', () => {
  beforeEach(() => {
    idp.nextToken = null;
  });

  it('full code flow: the account is made at first sign-in with the default permissions, and a session starts', async () => {
    idp.person = { sub: 'p-100', email: `new.person@${domain}`, name: 'New Person' };
    const callback = await signInThroughProvider();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/u/login?sso=done');
    const session = await sessionFrom(callback);
    expect(session.user.email).toBe(`new.person@${domain}`);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `new.person@${domain}`));
    expect(user?.passwordHash).toBeNull();
    const rows = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user?.id ?? ''));
    expect(rows).toEqual([expect.objectContaining({ companyId: company.id, permissions: ['shipment', 'billing'] })]);
    // Second sign-in: the same account, no second one.
    const again = await signInThroughProvider();
    expect(again.headers.location).toBe('/u/login?sso=done');
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `new.person@${domain}`)),
    ).toHaveLength(1);
  });

  it.each([
    ['issuer', { issuer: 'http://127.0.0.1:1/other' }, /"iss"/],
    ['audience', { audience: 'someone-else' }, /"aud"/],
    ['expiry', { expiresInSeconds: -120 }, /"exp"/],
    ['nonce', { nonce: 'not-the-nonce' }, /"nonce"/],
    ['signature', { otherKey: true }, /signature/i],
  ])('refuses an ID token with a wrong %s', async (_what, spoil, why) => {
    idp.person = { sub: 'p-200', email: `spoiled.${_what}@${domain}`, name: 'Spoiled' };
    idp.nextToken = spoil;
    const callback = await signInThroughProvider();
    expect(callback.headers.location).toBe('/u/login?sso=failed');
    expect(callback.headers['set-cookie']?.toString() ?? '').not.toContain('connect_rt');
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `spoiled.${_what}@${domain}`)),
    ).toHaveLength(0);
    const [failure] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'auth.sso.failed')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect((failure?.details as { why?: string } | undefined)?.why).toMatch(why);
  });

  it('refuses a wrong or replayed state, and a state from another browser', async () => {
    idp.person = { sub: 'p-300', email: `state.person@${domain}`, name: 'State' };
    const wrong = await signInThroughProvider({ query: (q) => q.set('state', 'forged-state') });
    expect(wrong.headers.location).toBe('/u/login?sso=expired');
    const otherBrowser = await signInThroughProvider({ cookie: () => undefined });
    expect(otherBrowser.headers.location).toBe('/u/login?sso=failed');
    // The provider's answer replayed: its state was spent.
    let replay = '';
    const first = await signInThroughProvider({
      query: (q) => {
        replay = `/api/sso/callback?${q.toString()}`;
      },
    });
    expect(first.headers.location).toBe('/u/login?sso=done');
    const state = new URLSearchParams(replay.split('?')[1]).get('state') ?? '';
    const again = await t.app.inject({ method: 'GET', url: replay, headers: { cookie: `connect_sso_state=${state}` } });
    expect(again.headers.location).toBe('/u/login?sso=expired');
  });

  it("refuses an e-mail outside the company's domains and an account of another company", async () => {
    idp.person = { sub: 'p-400', email: 'outsider@elsewhere.example', name: 'Outsider' };
    expect((await signInThroughProvider()).headers.location).toBe('/u/login?sso=no-account');
    const foreign = await buildCustomerUser(t.database.db, {
      companyCode: 'LSCOMP',
      permissions: ['shipment'],
      email: `foreign@${domain}`,
    });
    idp.person = { sub: 'p-401', email: foreign.email, name: 'Foreign' };
    expect((await signInThroughProvider()).headers.location).toBe('/u/login?sso=no-account');
  });

  it('refuses an existing member without any permission, as password sign-in does', async () => {
    const withoutPermissions = await buildCustomerUser(t.database.db, {
      companyCode: company.code,
      permissions: [],
      email: `no.permissions@${domain}`,
    });
    idp.person = { sub: 'p-402', email: withoutPermissions.email, name: 'No Permissions' };
    const callback = await signInThroughProvider();
    expect(callback.headers.location).toBe('/u/login?sso=no-account');
    expect(callback.headers['set-cookie']?.toString() ?? '').not.toContain('connect_rt');
  });

  it('unknown or SSO-less companies are 404 at the start; malformed callbacks never fail with a 5xx', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/sso/start?companyId=${randomUUID()}` })).statusCode).toBe(
      404,
    );
    const plain = await buildCompany(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/sso/start?companyId=${plain.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/sso/start?companyId=nope' })).statusCode).toBe(400);
    const bare = await t.app.inject({ method: 'GET', url: '/api/sso/callback' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/u/login?sso=failed');
    const err = await t.app.inject({ method: 'GET', url: '/api/sso/callback?error=access_denied&state=x' });
    expect(err.headers.location).toBe('/u/login?sso=expired');
  });

  it("is not stopped by the company's second-factor requirement after SSO (the provider owns authentication)", async () => {
    const gated = await buildCompany(t.database.db, { name: 'Gated Sso Corp' });
    const gatedDomain = 'gated-sso-corp.example';
    expect((await save(settings({ domains: [gatedDomain] }), admin, gated.id)).statusCode).toBe(200);
    idp.person = { sub: 'p-600', email: `gated.person@${gatedDomain}`, name: 'Gated Person' };
    const viaSso = await sessionFrom(await signInThroughProvider({ companyId: gated.id }));
    const ssoHeaders = { authorization: `Bearer ${viaSso.accessToken}` };
    const withPassword = await signInAs(
      t.app,
      await buildCustomerUser(t.database.db, { companyCode: gated.code, permissions: ['shipment'] }),
    );
    const required = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${gated.code}/mfa-required`,
      headers: admin.headers,
      payload: { required: true },
    });
    expect(required.statusCode, required.body).toBe(200);
    const profile = (headers: Record<string, string>) => t.app.inject({ url: '/api/customer/profile', headers });
    // A password user without a second factor is sent to set one up ...
    const blocked = await profile(withPassword.headers);
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked.body).code).toBe('auth/multi-factor-enrollment-required');
    // ... while the SSO user, who has no password to start that set-up with, goes on working.
    const answered = await profile(ssoHeaders);
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it('"SSO required" refuses password sign-in with the message pointing to the SSO button', async () => {
    const member = await buildCustomerUser(t.database.db, {
      companyCode: company.code,
      permissions: ['shipment'],
      email: `password.user@${domain}`,
    });
    const otherDomain = await buildCustomerUser(t.database.db, {
      companyCode: company.code,
      permissions: ['shipment'],
    });
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    expect((await save(settings({ clientSecret: undefined, ssoRequired: true }))).statusCode).toBe(200);
    for (const [email, password] of [
      [member.email, member.password],
      [otherDomain.email, otherDomain.password],
      [`nobody-at-all@${domain}`, 'Wrong-password-1'],
    ] as const) {
      const refused = await login(email, password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        messageKey: 'server.sso.passwordSignInRefused',
        message: expect.stringContaining("Sign in with your company's SSO"),
      });
    }
    // Other companies' users still sign in with a password.
    expect((await login(demo.customer, member.password)).statusCode).toBe(200);
    // The SSO path still works for the company.
    idp.person = { sub: 'p-500', email: member.email, name: 'Password User' };
    expect((await signInThroughProvider()).headers.location).toBe('/u/login?sso=done');
  });

  it('"SSO required" also refuses password resets: no reset mail (the same answer), an earlier link refused', async () => {
    const member = await buildCustomerUser(t.database.db, {
      companyCode: company.code,
      permissions: ['shipment'],
      email: `reset.user@${domain}`,
    });
    const requestReset = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: member.email } });
    const mailsTo = async () => {
      const outbox = await t.app.inject({
        method: 'GET',
        url: '/api/admin/mail-outbox?pageSize=100',
        headers: admin.headers,
      });
      return (outbox.json() as { items: { to: string }[] }).items.filter((m) => m.to === member.email).length;
    };
    // A link asked for while passwords were still allowed ...
    expect((await save(settings({ clientSecret: undefined, ssoRequired: false }))).statusCode).toBe(200);
    expect((await requestReset()).statusCode).toBe(200);
    const token = new URL(await latestMailLink(t.app, admin.headers, member.email)).searchParams.get('token') ?? '';
    expect(await mailsTo()).toBe(1);
    // ... is refused once the company requires its SSO, and no new link is sent.
    expect((await save(settings({ clientSecret: undefined, ssoRequired: true }))).statusCode).toBe(200);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'gulf coast harbour lights' },
    });
    expect(confirm.statusCode, confirm.body).toBe(403);
    expect(errorOf(confirm.body).messageKey).toBe('server.sso.passwordResetRefused');
    const [after] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    const again = await requestReset();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ messageKey: 'errors.passwordResetSent' });
    // An admin's reset of such an account is refused with the reason.
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/password-reset`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(errorOf(byAdmin.body).messageKey).toBe('server.sso.passwordResetRefused');
    expect(await mailsTo()).toBe(1);
  });

  it('"SSO required" ends the password sessions of the company\'s members; their SSO sessions go on', async () => {
    const strict = await buildCompany(t.database.db, { name: 'Strict Sso Corp' });
    const strictDomain = 'strict-sso-corp.example';
    const strictSettings = (ssoRequired: boolean) =>
      save(settings({ domains: [strictDomain], ssoRequired }), admin, strict.id);
    expect((await strictSettings(false)).statusCode).toBe(200);
    const member = await buildCustomerUser(t.database.db, {
      companyCode: strict.code,
      permissions: ['shipment'],
      email: `password.member@${strictDomain}`,
    });
    const byPassword = await signInAs(t.app, member);
    idp.person = { sub: 'p-700', email: member.email, name: 'Password Member' };
    const bySso = await sessionFrom(await signInThroughProvider({ companyId: strict.id }));
    const outsider = await signIn(t.app, demo.customer);
    const profile = (headers: Record<string, string>) => t.app.inject({ url: '/api/customer/profile', headers });
    expect((await profile(byPassword.headers)).statusCode).toBe(200);

    expect((await strictSettings(true)).statusCode).toBe(200);
    expect((await profile(byPassword.headers)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: byPassword.cookie },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await profile({ authorization: `Bearer ${bySso.accessToken}` })).statusCode).toBe(200);
    expect((await profile(outsider.headers)).statusCode).toBe(200);
  });
});
