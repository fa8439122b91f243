import { adminHomeResponseSchema, type AdminHome } from '@connect/contracts/admin/admin-home.schemas';
import { adminMessageSchema } from '@connect/contracts/portal-messages/portal-messages.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/sessions';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser, signInAs, type BuiltUser } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let companyCode: string;
let reader: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
  companyCode = (await buildCompany(t.database.db)).code;
  reader = await buildCustomerUser(t.database.db, { companyCode, permissions: ['billing'] });
  // A second reader of the same company: the message's audience is two people.
  await buildCustomerUser(t.database.db, { companyCode, permissions: ['shipment'] });
});
afterAll(async () => t.close());

const send = (method: 'GET' | 'POST', url: string, who: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function home(): Promise<AdminHome> {
  const res = await send('GET', '/api/admin/home', admin);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return adminHomeResponseSchema.parse(res.json());
}

describe('admin home', () => {
  it('is for admins only: customers and employees get 403, nobody signed in 401', async () => {
    for (const email of [demo.customer, demo.employee]) {
      const who = await signIn(t.app, email);
      expect((await send('GET', '/api/admin/home', who)).statusCode, email).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/home' })).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/home?extra=1', admin)).statusCode).toBe(400);
  });

  it('counts what changes: an invitation, a running message with its readers, a failed mail, audit entries', async () => {
    const before = await home();
    expect(before.users.active).toBeGreaterThan(0);

    const invited = await send('POST', '/api/admin/invites', admin, {
      email: `new.colleague.${Date.now()}@example.com`,
      companyCode,
      permissions: ['billing'],
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const created = await send('POST', '/api/admin/messages', admin, {
      texts: { 'en-US': { subject: 'Holiday cut-offs', body: '<p>Book by Dec 18.</p>' } },
      defaultLocale: 'en-US',
      audience: { kind: 'companies', values: [companyCode] },
      severity: 'info',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
      requiresAck: true,
      emailCopy: false,
      emailAddresses: [],
    });
    expect(created.statusCode, created.body).toBe(200);
    const messageId = adminMessageSchema.parse(created.json()).id;
    const drafted = await home();
    expect(drafted.messages.drafts).toBe(before.messages.drafts + 1);
    expect(drafted.messages.running.some((m) => m.id === messageId)).toBe(false);

    expect((await send('POST', `/api/admin/messages/${messageId}/publish`, admin)).statusCode).toBe(200);
    const readerSession = await signInAs(t.app, reader);
    const ack = await send('POST', `/api/messages/${messageId}/receipt`, readerSession, { action: 'acknowledge' });
    expect(ack.statusCode, ack.body).toBe(200);

    await t.database.db.insert(mailOutbox).values({
      toAddress: 'bounced@example.com',
      subject: 'Your invoice',
      textBody: 'x',
      transport: 'smtp',
      status: 'failed',
      error: '550 mailbox unavailable',
    });

    const after = await home();
    expect(after.invitations.waiting).toBe(before.invitations.waiting + 1);
    expect(after.messages.runningCount).toBe(before.messages.runningCount + 1);
    expect(after.messages.drafts).toBe(before.messages.drafts);
    expect(after.messages.running[0]).toMatchObject({
      id: messageId,
      subject: 'Holiday cut-offs',
      requiresAck: true,
      audience: 2,
      seen: 1,
      acknowledged: 1,
    });
    expect(after.outbox.mailFailed7Days).toBe(before.outbox.mailFailed7Days + 1);
    expect(after.outbox.lastFailure).toMatchObject({
      channel: 'mail',
      to: 'bounced@example.com',
      error: '550 mailbox unavailable',
    });
    // The latest audit entries name who did what: the admin published the message.
    expect(after.audit.find((a) => a.action === 'admin.message.publish')).toMatchObject({ actorEmail: demo.admin });
    const times = after.audit.map((a) => a.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('counts an invitation about to expire and one that expired unused', async () => {
    const before = await home();
    await t.database.db.execute(sql`
      insert into invites (email, company_id, permissions, token_hash, expires_at)
      select 'soon@example.com', id, array['billing'], md5(random()::text), now() + interval '1 day'
      from companies where code = ${companyCode}
      union all
      select 'late@example.com', id, array['billing'], md5(random()::text), now() - interval '2 days'
      from companies where code = ${companyCode}`);
    const after = await home();
    expect(after.invitations.waiting).toBe(before.invitations.waiting + 1);
    expect(after.invitations.expiringSoon).toBe(before.invitations.expiringSoon + 1);
    expect(after.invitations.expired).toBe(before.invitations.expired + 1);
  });
});
