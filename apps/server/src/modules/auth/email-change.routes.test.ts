import {
  emailChangeResultSchema,
  emailChangeStatusSchema,
  pendingEmailChangeResponseSchema,
} from '@connect/contracts/account/account.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges } from '../../db/schema/account-security';
import { demo, impersonationHeaders, latestMailLink, signIn, tokenOf, type SignedIn } from '../../../test/auth-helpers';
import { buildCustomerUser, signInAs, type BuiltUser } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
});
afterAll(async () => t.close());

const newUser = () => buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['shipment'] });
const fresh = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@new-address.example`;
const request = (who: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/email-change', headers: who.headers, payload });
const post = (path: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/account/email-change/${path}`, payload: { token }, headers });
const profile = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/customer/profile', headers: who.headers });

/** Starts a change and answers the tokens of the link to the current and to the new address. */
async function start(user: BuiltUser, who: SignedIn, newEmail: string) {
  const res = await request(who, { currentPassword: user.password, newEmail });
  expect(res.statusCode, res.body).toBe(200);
  return {
    oldToken: tokenOf(await latestMailLink(t.app, admin.headers, user.email)),
    newToken: tokenOf(await latestMailLink(t.app, admin.headers, newEmail)),
  };
}

describe('changing the sign-in e-mail', () => {
  it('needs the current password, a new unused address and no unknown fields', async () => {
    const user = await newUser();
    const who = await signInAs(t.app, user);
    const wrong = await request(who, { currentPassword: 'not-my-password', newEmail: fresh('a') });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong.body).details?.fields?.[0]?.path).toBe('body.currentPassword');
    const taken = await request(who, { currentPassword: user.password, newEmail: demo.customer });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken.body).messageKey).toBe('server.account.emailInUse');
    const same = await request(who, { currentPassword: user.password, newEmail: user.email.toUpperCase() });
    expect(same.statusCode).toBe(400);
    const extra = await request(who, { currentPassword: user.password, newEmail: fresh('b'), userId: demo.admin });
    expect(extra.statusCode).toBe(400);
    expect((await request(who, { currentPassword: user.password, newEmail: 'nope' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toHaveLength(0);
  });

  it('changes the e-mail only when both addresses confirmed, then ends the other sessions and tells both', async () => {
    const user = await newUser();
    const who = await signInAs(t.app, user);
    const elsewhere = await signInAs(t.app, user);
    const newEmail = fresh('both');
    const { oldToken, newToken } = await start(user, who, newEmail);
    expect(oldToken).not.toBe(newToken);
    const pending = pendingEmailChangeResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/account/email-change', headers: who.headers })).json(),
    );
    expect(pending.change).toMatchObject({ newEmail, oldConfirmed: false, newConfirmed: false });

    const status = emailChangeStatusSchema.parse((await post('status', newToken)).json());
    expect(status).toMatchObject({ side: 'new', oldEmail: user.email, newEmail, state: 'pending' });

    const first = emailChangeResultSchema.parse((await post('confirm', newToken)).json());
    expect(first).toMatchObject({ newConfirmed: true, oldConfirmed: false, state: 'pending' });
    // Confirming the same side again changes nothing.
    expect(emailChangeResultSchema.parse((await post('confirm', newToken)).json()).state).toBe('pending');
    expect((await profile(elsewhere)).json()).toMatchObject({ email: user.email });
    const [before] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(before?.completedAt).toBeNull();

    // The old address confirms from the signed-in browser: that session stays, the other ends.
    const done = await post('confirm', oldToken, who.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(emailChangeResultSchema.parse(done.json())).toMatchObject({
      state: 'completed',
      oldConfirmed: true,
      newConfirmed: true,
      messageKey: 'server.account.emailChangeCompleted',
    });
    expect((await profile(who)).json()).toMatchObject({ email: newEmail });
    expect((await profile(elsewhere)).statusCode).toBe(401);
    await signIn(t.app, newEmail, user.password);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const toOld = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail-outbox?pageSize=50',
      headers: admin.headers,
    });
    const mails = (toOld.json() as { items: { to: string; subject: string }[] }).items;
    expect(
      mails
        .filter((m) => m.subject === 'Your Connect sign-in e-mail was changed')
        .map((m) => m.to)
        .sort(),
    ).toEqual([user.email, newEmail].sort());
  });

  it('is cancelled from the old address’s link, not from the new one’s; then neither confirms', async () => {
    const user = await newUser();
    const who = await signInAs(t.app, user);
    const { oldToken, newToken } = await start(user, who, fresh('cancel'));
    expect((await post('cancel', newToken)).statusCode).toBe(403);
    const cancelled = await post('cancel', oldToken);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(emailChangeResultSchema.parse(cancelled.json()).state).toBe('cancelled');
    expect((await post('confirm', newToken)).statusCode).toBe(409);
    expect((await profile(who)).json()).toMatchObject({ email: user.email });
  });

  it('expires; a new request replaces the earlier one; an unknown link is a 404', async () => {
    const user = await newUser();
    const who = await signInAs(t.app, user);
    const first = await start(user, who, fresh('first'));
    const second = await start(user, who, fresh('second'));
    expect((await post('confirm', first.newToken)).statusCode).toBe(409);
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));
    const expired = await post('confirm', second.newToken);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired.body).messageKey).toBe('server.account.emailChangeExpired');
    expect((await post('confirm', 'A'.repeat(43))).statusCode).toBe(404);
    expect((await post('confirm', 'short')).statusCode).toBe(400);
  });

  it('is refused while impersonating', async () => {
    const headers = await impersonationHeaders(t.app, admin, demo.customer);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-change',
      headers,
      payload: { currentPassword: 'Connect-Demo-2025', newEmail: fresh('imp') },
    });
    expect(res.statusCode).toBe(403);
  });
});
