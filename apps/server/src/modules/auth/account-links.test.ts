import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, passwordResets } from '../../db/schema/sessions';
import { demo, latestMailLink, signIn, tokenOf, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://connect.example.test' } });
  admin = await signIn(t.app, demo.admin);
});
afterAll(async () => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('invitations', () => {
  it('invite e-mail → accept once → first login; a second use is refused', async () => {
    const email = 'new.buyer@lonestar-components.example';
    const created = await post(
      '/api/admin/invites',
      { email, companyCode: 'LSCOMP', permissions: ['shipment', 'billing'] },
      admin.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const link = await latestMailLink(t.app, admin.headers, email);
    expect(link.startsWith('https://connect.example.test/u/invite?token=')).toBe(true);
    const token = tokenOf(link);

    const info = await t.app.inject({ method: 'GET', url: `/api/auth/invite/${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email, companyName: 'Lone Star Components LLC', invitedBy: 'Alex Morgan' });

    const weak = await post('/api/auth/invite/accept', { token, displayName: 'Nia Buyer', password: 'qwertyuiop' });
    expect(weak.statusCode).toBe(400);
    const accepted = await post('/api/auth/invite/accept', {
      token,
      displayName: 'Nia Buyer',
      password: 'bluebonnet spring shipment',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(JSON.parse(accepted.body)).toMatchObject({ messageKey: 'server.auth.passwordSet' });

    const first = await signIn(t.app, email, 'bluebonnet spring shipment');
    expect(first.session.user).toMatchObject({ displayName: 'Nia Buyer', selectedCompany: 'LSCOMP' });
    expect(first.session.user.permissions).toEqual(['billing', 'shipment']);

    const again = await post('/api/auth/invite/accept', {
      token,
      displayName: 'Someone Else',
      password: 'another good passphrase',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body).message).toBe(
      'This invitation has already been used. Sign in with your e-mail address and password.',
    );
    // The message travels as a catalogue key too, so the web app words it in the user's language (decision 025).
    expect(JSON.parse(again.body)).toMatchObject({ error: { code: 'CONFLICT', messageKey: 'server.auth.inviteUsed' } });
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/invite/${token}` })).statusCode).toBe(409);
  });

  it('refuses an expired and an unknown invitation with a clear message', async () => {
    const email = 'late.joiner@lonestar-components.example';
    await post('/api/admin/invites', { email, companyCode: 'LSCOMP', permissions: ['shipment'] }, admin.headers);
    const token = tokenOf(await latestMailLink(t.app, admin.headers, email));
    await t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${invites.email} = ${email}`);
    const expired = await post('/api/auth/invite/accept', {
      token,
      displayName: 'Late',
      password: 'a perfectly fine passphrase',
    });
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired.body).message).toBe(
      'This invitation has expired. Ask your administrator for a new invitation.',
    );
    const unknown = await t.app.inject({ method: 'GET', url: `/api/auth/invite/${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/auth/invite/short' });
    expect(malformed.statusCode).toBe(400);
  });

  it('validates the invitation form: company, permissions and e-mail', async () => {
    const res = await post('/api/admin/invites', { email: 'x', companyCode: '', permissions: [] }, admin.headers);
    expect(res.statusCode).toBe(400);
    const paths = errorOf(res.body).details?.fields?.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.companyCode', 'body.permissions']));
    const unknownCompany = await post(
      '/api/admin/invites',
      { email: 'a@b.example', companyCode: 'NOPE', permissions: ['shipment'] },
      admin.headers,
    );
    expect(unknownCompany.statusCode).toBe(404);
  });
});

describe('password reset', () => {
  it('answers the same message for a known and an unknown e-mail, and mails only the known one', async () => {
    const known = await post('/api/auth/password-reset', { email: demo.group });
    const unknown = await post('/api/auth/password-reset', { email: 'ghost@nowhere.example' });
    expect(known.json()).toEqual({
      message: 'An email has been sent with a password reset link',
      messageKey: 'errors.passwordResetSent',
    });
    expect(unknown.json()).toEqual(known.json());
    await expect(latestMailLink(t.app, admin.headers, 'ghost@nowhere.example')).rejects.toThrow('no mail');
  });

  it('resets once with the link, ends existing sessions, and refuses the link a second time', async () => {
    const before = await signIn(t.app, demo.group);
    await post('/api/auth/password-reset', { email: demo.group });
    const token = tokenOf(await latestMailLink(t.app, admin.headers, demo.group));
    const done = await post('/api/auth/password-reset/confirm', { token, password: 'gulf coast harbour lights' });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer/profile', headers: before.headers })).statusCode,
    ).toBe(401);
    await signIn(t.app, demo.group, 'gulf coast harbour lights');
    const again = await post('/api/auth/password-reset/confirm', { token, password: 'another harbour password' });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again.body).message).toBe(
      'This password reset link is not valid or has already been used. Request a new one.',
    );
  });

  it('refuses an expired link', async () => {
    await post('/api/auth/password-reset', { email: demo.employee });
    const token = tokenOf(await latestMailLink(t.app, admin.headers, demo.employee));
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) });
    const res = await post('/api/auth/password-reset/confirm', { token, password: 'operations desk evening' });
    expect(res.statusCode).toBe(410);
  });
});
