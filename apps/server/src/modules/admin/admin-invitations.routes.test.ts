import {
  adminInvitationActionResponseSchema,
  adminInvitationsResponseSchema,
} from '@connect/contracts/admin/admin-invitations.schemas';
import { userHistoryResponseSchema } from '@connect/contracts/admin/user-history.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites } from '../../db/schema/sessions';
import { demo, latestMailLink, signIn, tokenOf, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { repeatWindowMs } from './admin-invitations.service';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
});
afterAll(async () => t.close());

let n = 0;
const unique = (name: string) => `${name}.${Date.now()}.${++n}@invitee.example`;
const invite = async (email: string, companyCode = 'SERRAZ') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/invites',
    headers: admin.headers,
    payload: { email, companyCode, permissions: ['shipment'] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { inviteId: string }).inviteId;
};
const list = async (query = '', who: SignedIn = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/invitations${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return adminInvitationsResponseSchema.parse(res.json()).items;
};
const resend = (id: string, who: SignedIn = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/invitations/${id}/resend`, headers: who.headers });
const revoke = (id: string, who: SignedIn = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/invitations/${id}`, headers: who.headers });
const inviteInfo = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/invite/${token}` });
const mailsTo = async (to: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/mail-outbox?pageSize=200', headers: admin.headers });
  return (res.json() as { items: { to: string }[] }).items.filter((m) => m.to === to).length;
};
const messageKeyOf = (body: string) => (JSON.parse(body) as { error: { messageKey?: string } }).error.messageKey;
/** As if the last send happened long ago (the repeat window has passed). */
const age = (id: string) =>
  t.database.db
    .update(invites)
    .set({ lastSentAt: new Date(Date.now() - repeatWindowMs - 60_000) })
    .where(eq(invites.id, id));

describe("the admin's invitations", () => {
  it('lists open invitations of every company with state and expiry, searchable and by company', async () => {
    const email = unique('listed');
    const id = await invite(email, 'GCMEDS');
    const found = (await list(`?search=${encodeURIComponent(email)}`)).find((i) => i.id === id);
    expect(found).toMatchObject({
      email,
      companyCode: 'GCMEDS',
      state: 'pending',
      sendCount: 1,
      permissions: ['shipment'],
    });
    expect(found?.expiresAt).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect((await list('?companyCode=SERRAZ')).some((i) => i.id === id)).toBe(false);
    expect((await list('?companyCode=gcmeds')).some((i) => i.id === id)).toBe(true);
    // Expired ones are listed as expired; revoked ones only with show=all.
    await t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, id));
    expect((await list()).find((i) => i.id === id)?.state).toBe('expired');
    expect((await revoke(id)).statusCode).toBe(200);
    expect((await list()).some((i) => i.id === id)).toBe(false);
    expect((await list('?show=all')).find((i) => i.id === id)?.state).toBe('revoked');
  });

  it('sends again with a fresh token through the outbox; the old link stops working; a repeat is a no-op', async () => {
    const email = unique('resend');
    const id = await invite(email);
    const oldToken = tokenOf(await latestMailLink(t.app, admin.headers, email));
    const res = await resend(id);
    expect(res.statusCode, res.body).toBe(200);
    const body = adminInvitationActionResponseSchema.parse(res.json());
    expect(body.messageKey).toBe('server.adminUsers.invitationResent');
    expect(body.invitation).toMatchObject({ id, state: 'pending', sendCount: 2 });
    const newToken = tokenOf(await latestMailLink(t.app, admin.headers, email));
    expect(newToken).not.toBe(oldToken);
    expect(await mailsTo(email)).toBe(2);
    const dead = await inviteInfo(oldToken);
    expect(dead.statusCode).toBe(404);
    expect(messageKeyOf(dead.body)).toBe('server.auth.inviteInvalid');
    expect((await inviteInfo(newToken)).statusCode).toBe(200);

    // A double click: the second send answers as the first, without another mail or another new link.
    const again = await resend(id);
    expect(again.statusCode).toBe(200);
    expect(adminInvitationActionResponseSchema.parse(again.json()).invitation.sendCount).toBe(2);
    expect(await mailsTo(email)).toBe(2);
    expect((await inviteInfo(newToken)).statusCode).toBe(200);

    // Later, another send does go out; an expired invitation can be sent again and becomes pending.
    await age(id);
    await t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, id));
    const later = adminInvitationActionResponseSchema.parse((await resend(id)).json());
    expect(later.invitation).toMatchObject({ state: 'pending', sendCount: 3 });
    expect(await mailsTo(email)).toBe(3);
  });

  it('revokes: the link answers as not valid, a second revoke changes nothing, and it cannot be sent again', async () => {
    const email = unique('revoke');
    const id = await invite(email);
    const token = tokenOf(await latestMailLink(t.app, admin.headers, email));
    const res = await revoke(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminInvitationActionResponseSchema.parse(res.json()).invitation.state).toBe('revoked');
    const link = await inviteInfo(token);
    expect(link.statusCode).toBe(404);
    expect(messageKeyOf(link.body)).toBe('server.auth.inviteInvalid');
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token, displayName: 'Late Comer', password: 'A-long-enough-passphrase-2026' },
    });
    expect(accept.statusCode).toBe(404);
    const twice = await revoke(id);
    expect(twice.statusCode).toBe(200);
    expect(adminInvitationActionResponseSchema.parse(twice.json()).invitation.state).toBe('revoked');
    const resent = await resend(id);
    expect(resent.statusCode).toBe(409);
    expect(messageKeyOf(resent.body)).toBe('server.adminUsers.invitationWasRevoked');
    expect(await mailsTo(email)).toBe(1);
  });

  it("refuses accepted invitations (409) and shows resends and revocations in the invited user's history", async () => {
    const email = unique('accepted');
    const id = await invite(email);
    await age(id);
    expect((await resend(id)).statusCode).toBe(200);
    const token = tokenOf(await latestMailLink(t.app, admin.headers, email));
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token, displayName: 'New Colleague', password: 'A-long-enough-passphrase-2026' },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const resent = await resend(id);
    expect(resent.statusCode).toBe(409);
    expect(messageKeyOf(resent.body)).toBe('server.adminUsers.invitationClosed');
    expect((await revoke(id)).statusCode).toBe(409);
    expect((await list('?show=all')).find((i) => i.id === id)?.state).toBe('accepted');

    // A second invitation of the same (now existing) user, revoked: both show in the user's history.
    const second = await invite(email, 'GCMEDS');
    expect((await revoke(second)).statusCode).toBe(200);
    const colleague = await signIn(t.app, email, 'A-long-enough-passphrase-2026');
    const history = userHistoryResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/users/${colleague.session.user.userId}/history`,
          headers: admin.headers,
        })
      ).json(),
    );
    const actions = history.items.map((e) => e.action);
    expect(actions).toContain('admin.invite.resent');
    expect(actions).toContain('admin.invite.revoked');
    expect(history.items.find((e) => e.action === 'admin.invite.revoked')?.details).toMatchObject({
      email,
      companyCode: 'GCMEDS',
    });
  });

  it('is for admins only (403); unknown invitations are 404, malformed ids 400', async () => {
    const id = await invite(unique('guarded'));
    for (const who of [await signIn(t.app, demo.customer), await signIn(t.app, demo.employee)]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/invitations', headers: who.headers })).statusCode,
      ).toBe(403);
      expect((await resend(id, who)).statusCode).toBe(403);
      expect((await revoke(id, who)).statusCode).toBe(403);
    }
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke('nope')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/invitations?show=closed', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/invitations?limit=5', headers: admin.headers })).statusCode,
    ).toBe(400);
  });
});
