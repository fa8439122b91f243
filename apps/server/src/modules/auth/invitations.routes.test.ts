import { invitationsResponseSchema, sendInvitationsResponseSchema } from '@connect/contracts/account/account.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites } from '../../db/schema/sessions';
import { demo, latestMailLink, signIn, tokenOf, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser, signInAs, type BuiltCompany } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let admin: SignedIn;
let inviter: SignedIn;
let stranger: SignedIn;
let groupUser: SignedIn;
let companyB: BuiltCompany;
let companyA: BuiltCompany;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
  companyA = await buildCompany(t.database.db);
  companyB = await buildCompany(t.database.db);
  inviter = await signInAs(
    t.app,
    await buildCustomerUser(t.database.db, { companyCode: companyA.code, permissions: ['shipment', 'billing'] }),
  );
  stranger = await signInAs(
    t.app,
    await buildCustomerUser(t.database.db, { companyCode: companyB.code, permissions: ['shipment'] }),
  );
  groupUser = await signInAs(
    t.app,
    await buildCustomerUser(t.database.db, {
      companyCode: companyA.code,
      otherCompanyCodes: [companyB.code],
      permissions: ['shipment'],
    }),
  );
});
afterAll(async () => t.close());

const send = (who: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/invitations', headers: who.headers, payload });
const listOf = async (who: SignedIn, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/account/invitations${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return invitationsResponseSchema.parse(res.json());
};
const inviteInfo = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/invite/${token}` });
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@colleagues.example`;

describe('Invite Colleagues', () => {
  it("invites to the caller's selected company with the caller's own permissions, listed as pending", async () => {
    const email = unique('ana');
    const res = await send(inviter, { emails: [email], message: 'Welcome aboard' });
    expect(res.statusCode, res.body).toBe(200);
    const sent = sendInvitationsResponseSchema.parse(res.json());
    expect(sent.items).toMatchObject([{ email, companyCode: companyA.code, state: 'pending', sendCount: 1 }]);
    const [row] = await t.database.db.select().from(invites).where(eq(invites.email, email));
    expect(row?.permissions.sort()).toEqual(['billing', 'shipment']);
    expect(row?.message).toBe('Welcome aboard');
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    const link = await latestMailLink(t.app, admin.headers, email);
    expect((await inviteInfo(tokenOf(link))).json()).toMatchObject({ email, companyName: companyA.name });
    const list = await listOf(inviter);
    expect(list.companyCode).toBe(companyA.code);
    expect(list.items.find((i) => i.email === email)?.state).toBe('pending');
    // Another company's user does not see it.
    expect((await listOf(stranger)).items.map((i) => i.email)).not.toContain(email);
  });

  it('gives at most the inviter’s own permissions', async () => {
    const res = await send(inviter, { emails: [unique('perm')], permissions: ['shipment', 'booking'] });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res.body).messageKey).toBe('server.account.permissionsBeyondOwn');
    const fewer = await send(inviter, { emails: [unique('fewer')], permissions: ['shipment'] });
    expect(fewer.statusCode, fewer.body).toBe(200);
  });

  it("invites only to the caller's own companies: another company is a 404", async () => {
    const res = await send(inviter, { emails: [unique('x')], companyCode: companyB.code });
    expect(res.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/account/invitations?companyCode=${companyB.code}`,
          headers: inviter.headers,
        })
      ).statusCode,
    ).toBe(404);
    // A company-group user chooses among their companies.
    expect((await listOf(groupUser)).companies.map((c) => c.code).sort()).toEqual(
      [companyA.code, companyB.code].sort(),
    );
    expect((await listOf(inviter)).companies.map((c) => c.code)).toEqual([companyA.code]);
    const email = unique('group');
    const ok = await send(groupUser, { emails: [email], companyCode: companyB.code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await listOf(groupUser, `?companyCode=${companyB.code}`)).items.map((i) => i.email)).toContain(email);
  });

  it('tells which addresses already have an account or a pending invitation, and sends none', async () => {
    const pending = unique('pending');
    expect((await send(inviter, { emails: [pending] })).statusCode).toBe(200);
    const fresh = unique('fresh');
    const res = await send(inviter, { emails: [fresh, demo.customer.toUpperCase(), pending] });
    expect(res.statusCode).toBe(409);
    const error = errorOf(res.body);
    expect(error.details?.fields?.map((f) => [f.path, f.messageKey])).toEqual([
      ['body.emails.1', 'server.account.alreadyHasAccount'],
      ['body.emails.2', 'server.account.alreadyInvited'],
    ]);
    expect(error.details?.fields?.[0]?.message).toContain(demo.customer.toUpperCase());
    expect(await t.database.db.select().from(invites).where(eq(invites.email, fresh))).toHaveLength(0);
  });

  it('rejects unknown fields, bad addresses and an empty list', async () => {
    expect((await send(inviter, { emails: [unique('a')], isAdmin: true })).statusCode).toBe(400);
    expect(
      (await send(inviter, { emails: [unique('a')], invitedByUserId: inviter.session.user.userId })).statusCode,
    ).toBe(400);
    expect((await send(inviter, { emails: ['not-an-address'] })).statusCode).toBe(400);
    expect((await send(inviter, { emails: [] })).statusCode).toBe(400);
  });

  it('re-sends with a new token (the old link dies), counts sends and throttles', async () => {
    const email = unique('resend');
    const sent = sendInvitationsResponseSchema.parse((await send(inviter, { emails: [email] })).json());
    const id = sent.items[0]?.id ?? '';
    const oldToken = tokenOf(await latestMailLink(t.app, admin.headers, email));
    const resend = () =>
      t.app.inject({ method: 'POST', url: `/api/account/invitations/${id}/resend`, headers: inviter.headers });
    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(errorOf(tooSoon.body).messageKey).toBe('server.account.inviteResendTooSoon');
    await t.database.db
      .update(invites)
      .set({ lastSentAt: new Date(Date.now() - 120_000) })
      .where(eq(invites.id, id));
    const again = await resend();
    expect(again.statusCode, again.body).toBe(200);
    const newToken = tokenOf(await latestMailLink(t.app, admin.headers, email));
    expect(newToken).not.toBe(oldToken);
    expect((await inviteInfo(oldToken)).statusCode).toBe(404);
    expect((await inviteInfo(newToken)).statusCode).toBe(200);
    expect((await listOf(inviter)).items.find((i) => i.id === id)?.sendCount).toBe(2);
    await t.database.db
      .update(invites)
      .set({ sendCount: 5, lastSentAt: new Date(Date.now() - 120_000) })
      .where(eq(invites.id, id));
    const limit = await resend();
    expect(limit.statusCode).toBe(429);
    expect(errorOf(limit.body).messageKey).toBe('server.account.inviteResendLimit');
    // Another company's user cannot re-send or revoke it.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/account/invitations/${id}/resend`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignRevoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/invitations/${id}`,
      headers: stranger.headers,
    });
    expect(foreignRevoke.statusCode).toBe(404);
  });

  it('revokes a pending invitation: its link dies and the list says revoked; expired ones are shown as such', async () => {
    const email = unique('revoke');
    const sent = sendInvitationsResponseSchema.parse((await send(inviter, { emails: [email] })).json());
    const id = sent.items[0]?.id ?? '';
    const token = tokenOf(await latestMailLink(t.app, admin.headers, email));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/invitations/${id}`,
      headers: inviter.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await inviteInfo(token)).statusCode).toBe(404);
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token, displayName: 'Too Late', password: 'a-long-enough-passphrase' },
    });
    expect(accept.statusCode).toBe(404);
    expect((await listOf(inviter)).items.find((i) => i.id === id)?.state).toBe('revoked');
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/invitations/${id}`,
      headers: inviter.headers,
    });
    expect(twice.statusCode).toBe(409);

    const late = unique('late');
    const lateSent = sendInvitationsResponseSchema.parse((await send(inviter, { emails: [late] })).json());
    await t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, lateSent.items[0]?.id ?? ''));
    expect((await listOf(inviter)).items.find((i) => i.email === late)?.state).toBe('expired');
  });

  it('shows an accepted invitation as accepted (accepted through the one acceptance of account links)', async () => {
    const email = unique('accept');
    expect((await send(inviter, { emails: [email] })).statusCode).toBe(200);
    const token = tokenOf(await latestMailLink(t.app, admin.headers, email));
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token, displayName: 'New Colleague', password: 'a-long-enough-passphrase' },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect((await listOf(inviter)).items.find((i) => i.email === email)?.state).toBe('accepted');
    const colleague = await signIn(t.app, email, 'a-long-enough-passphrase');
    expect(colleague.session.user.selectedCompany).toBe(companyA.code);
    expect(colleague.session.user.permissions).toEqual(expect.arrayContaining(['shipment', 'billing']));
  });
});
