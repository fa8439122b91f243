import {
  adminMessageSchema,
  adminMessagesResponseSchema,
  messageReceiptsResponseSchema,
  userMessagesResponseSchema,
  type MessageDraft,
} from '@connect/contracts/portal-messages/portal-messages.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser, signInAs, type BuiltUser } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let admin: SignedIn;
let companyA: string;
let companyB: string;
let userA: BuiltUser;
let userB: BuiltUser;
let readerA: SignedIn;
let readerB: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
  companyA = (await buildCompany(t.database.db)).code;
  companyB = (await buildCompany(t.database.db)).code;
  userA = await buildCustomerUser(t.database.db, { companyCode: companyA, permissions: ['billing'] });
  userB = await buildCustomerUser(t.database.db, { companyCode: companyB, permissions: ['shipment'] });
  readerA = await signInAs(t.app, userA);
  readerB = await signInAs(t.app, userB);
});
afterAll(async () => t.close());

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

function draft(overrides: Partial<MessageDraft> = {}): MessageDraft {
  return {
    texts: { 'en-US': { subject: 'Port strike in Santos', body: '<p>Expect <strong>delays</strong> of 3 days.</p>' } },
    defaultLocale: 'en-US',
    audience: { kind: 'companies', values: [companyA] },
    severity: 'warning',
    startsAt: hourAgo(),
    endsAt: null,
    requiresAck: true,
    emailCopy: false,
    emailAddresses: [],
    ...overrides,
  };
}

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function createAndPublish(body: MessageDraft) {
  const created = await send('POST', '/api/admin/messages', admin, body);
  expect(created.statusCode, created.body).toBe(200);
  const id = adminMessageSchema.parse(created.json()).id;
  const published = await send('POST', `/api/admin/messages/${id}/publish`, admin);
  expect(published.statusCode, published.body).toBe(200);
  return adminMessageSchema.parse(published.json());
}

const myMessages = async (who: SignedIn) => {
  const res = await send('GET', '/api/messages', who);
  expect(res.statusCode, res.body).toBe(200);
  return userMessagesResponseSchema.parse(res.json());
};

describe('admin messages: writing (spec 2 §5 messages)', () => {
  it("refuses a draft without subject, body or audience with the spec's texts, and unknown fields", async () => {
    const empty = await send('POST', '/api/admin/messages', admin, {
      ...draft({ audience: { kind: 'companies', values: [] } }),
      texts: { 'en-US': { subject: '', body: '<p></p>' } },
    });
    expect(empty.statusCode).toBe(400);
    const messages = (errorOf(empty.body).details?.fields ?? []).map((f) => f.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Subject cannot be empty.', 'Message cannot be empty.', 'Please add one company.']),
    );
    const noUsers = await send(
      'POST',
      '/api/admin/messages',
      admin,
      draft({ audience: { kind: 'users', values: [] } }),
    );
    expect((errorOf(noUsers.body).details?.fields ?? []).map((f) => f.message)).toContain(
      'Please select atleast one user',
    );
    const extra = await send('POST', '/api/admin/messages', admin, {
      ...draft(),
      createdBy: admin.session.user.userId,
    });
    expect(extra.statusCode).toBe(400);
    const duplicateMail = await send(
      'POST',
      '/api/admin/messages',
      admin,
      draft({ emailCopy: true, emailAddresses: ['ops@example.com', 'OPS@example.com'] }),
    );
    expect((errorOf(duplicateMail.body).details?.fields ?? []).map((f) => f.message)).toContain(
      'email address already exist in list',
    );
    const badMail = await send('POST', '/api/admin/messages', admin, draft({ emailAddresses: ['not-an-address'] }));
    expect((errorOf(badMail.body).details?.fields ?? []).map((f) => f.message)).toContain(
      'Please enter valid email address',
    );
    const unknownCompany = await send(
      'POST',
      '/api/admin/messages',
      admin,
      draft({ audience: { kind: 'companies', values: ['NO-SUCH-CO'] } }),
    );
    expect(unknownCompany.statusCode).toBe(400);
    expect(errorOf(unknownCompany.body).details?.fields?.[0]?.messageKey).toBe('server.messages.unknownCompany');
    const inactiveLocale = await send(
      'POST',
      '/api/admin/messages',
      admin,
      draft({ texts: { ...draft().texts, 'ja-JP': { subject: '港湾ストライキ', body: '<p>遅延</p>' } } }),
    );
    expect(inactiveLocale.statusCode).toBe(400);
    expect(errorOf(inactiveLocale.body).details?.fields?.[0]?.messageKey).toBe('server.messages.localeNotActive');
  });

  it('keeps only safe markup: no script, no event handler, no javascript: link', async () => {
    const created = await send(
      'POST',
      '/api/admin/messages',
      admin,
      draft({
        texts: {
          'en-US': {
            subject: 'Safe',
            body: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com/a">ok</a><img src=x onerror=alert(1)></p>',
          },
        },
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const body = adminMessageSchema.parse(created.json()).texts['en-US']?.body ?? '';
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(body).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">ok</a>');
    // A body that is only unsafe markup is empty once cleaned.
    const onlyScript = await send(
      'POST',
      '/api/admin/messages',
      admin,
      draft({ texts: { 'en-US': { subject: 'x', body: '<script>alert(1)</script><p>&nbsp;</p>' } } }),
    );
    expect(onlyScript.statusCode).toBe(400);
  });

  it('refuses customers and employees without the admin claim (403)', async () => {
    for (const who of [readerA, await signIn(t.app, demo.employee)]) {
      expect((await send('GET', '/api/admin/messages', who)).statusCode).toBe(403);
      expect((await send('POST', '/api/admin/messages', who, draft())).statusCode).toBe(403);
    }
  });
});

describe('admin messages: who sees what', () => {
  it('shows a published message to its company only, records seen and acknowledgment, and lists who did what', async () => {
    const message = await createAndPublish(draft());
    expect(message.state).toBe('live');

    const seenByA = await myMessages(readerA);
    expect(seenByA.find((m) => m.id === message.id)).toMatchObject({
      subject: 'Port strike in Santos',
      severity: 'warning',
      requiresAck: true,
      acknowledgedAt: null,
    });
    // Another company never sees it, nor can it write a receipt for it (404 like a missing message).
    expect((await myMessages(readerB)).some((m) => m.id === message.id)).toBe(false);
    const foreign = await send('POST', `/api/messages/${message.id}/receipt`, readerB, { action: 'acknowledge' });
    expect(foreign.statusCode).toBe(404);

    expect((await send('POST', `/api/messages/${message.id}/receipt`, readerA, { action: 'seen' })).statusCode).toBe(
      200,
    );
    const ack = await send('POST', `/api/messages/${message.id}/receipt`, readerA, { action: 'acknowledge' });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json()).toMatchObject({ messageKey: 'server.messages.acknowledged' });
    const bad = await send('POST', `/api/messages/${message.id}/receipt`, readerA, { action: 'delete' });
    expect(bad.statusCode).toBe(400);

    const again = (await myMessages(readerA)).find((m) => m.id === message.id);
    expect(again?.acknowledgedAt).not.toBeNull();

    const receipts = messageReceiptsResponseSchema.parse(
      (await send('GET', `/api/admin/messages/${message.id}/receipts`, admin)).json(),
    );
    expect(receipts.audienceSize).toBe(1);
    expect(receipts.items).toEqual([expect.objectContaining({ userId: userA.id, email: userA.email })]);
    expect(receipts.items[0]?.acknowledgedAt).not.toBeNull();

    const list = adminMessagesResponseSchema.parse(
      (await send('GET', `/api/admin/messages?search=${encodeURIComponent('Port strike')}`, admin)).json(),
    );
    expect(list.items.find((m) => m.id === message.id)).toMatchObject({ seenCount: 1, acknowledgedCount: 1 });

    // Withdrawn: it stops showing at once, and cannot be changed.
    expect((await send('POST', `/api/admin/messages/${message.id}/withdraw`, admin)).statusCode).toBe(200);
    expect((await myMessages(readerA)).some((m) => m.id === message.id)).toBe(false);
    const change = await send('PUT', `/api/admin/messages/${message.id}`, admin, draft());
    expect(change.statusCode).toBe(409);
  });

  it('reaches users by role, keeps drafts and future messages hidden, and answers 404 for unknown ids', async () => {
    const byRole = await createAndPublish(draft({ audience: { kind: 'roles', values: ['shipment'] } }));
    expect((await myMessages(readerB)).some((m) => m.id === byRole.id)).toBe(true);
    expect((await myMessages(readerA)).some((m) => m.id === byRole.id)).toBe(false);

    const created = await send(
      'POST',
      '/api/admin/messages',
      admin,
      draft({ audience: { kind: 'everyone', values: [] } }),
    );
    const draftId = adminMessageSchema.parse(created.json()).id;
    expect((await myMessages(readerA)).some((m) => m.id === draftId)).toBe(false);
    const later = await createAndPublish(
      draft({ startsAt: new Date(Date.now() + 86_400_000).toISOString(), audience: { kind: 'everyone', values: [] } }),
    );
    expect(later.state).toBe('scheduled');
    expect((await myMessages(readerA)).some((m) => m.id === later.id)).toBe(false);
    const twice = await send('POST', `/api/admin/messages/${later.id}/publish`, admin);
    expect(twice.statusCode).toBe(409);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('GET', `/api/admin/messages/${missing}`, admin)).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/messages/not-an-id', admin)).statusCode).toBe(400);
    expect((await send('POST', `/api/messages/${missing}/receipt`, readerA, { action: 'seen' })).statusCode).toBe(404);
  });

  it('answers each reader in their language when the message has it, else in the default language', async () => {
    const spanish = await buildCustomerUser(t.database.db, { companyCode: companyA, permissions: ['billing'] });
    const portuguese = await buildCustomerUser(t.database.db, { companyCode: companyA, permissions: ['billing'] });
    await t.database.db.execute(sql`update users set locale = 'es-MX' where id = ${spanish.id}`);
    await t.database.db.execute(sql`update users set locale = 'pt-BR' where id = ${portuguese.id}`);
    const message = await createAndPublish(
      draft({
        texts: {
          'en-US': { subject: 'Port strike', body: '<p>Delays.</p>' },
          'es-MX': { subject: 'Huelga portuaria', body: '<p>Retrasos.</p>' },
        },
      }),
    );
    const inSpanish = (await myMessages(await signInAs(t.app, spanish))).find((m) => m.id === message.id);
    expect(inSpanish).toMatchObject({ locale: 'es-MX', subject: 'Huelga portuaria', body: '<p>Retrasos.</p>' });
    const fallback = (await myMessages(await signInAs(t.app, portuguese))).find((m) => m.id === message.id);
    expect(fallback).toMatchObject({ locale: 'en-US', subject: 'Port strike' });
    // A second language is all or nothing: a subject without a body is refused.
    const half = await send(
      'POST',
      '/api/admin/messages',
      admin,
      draft({ texts: { ...draft().texts, 'pt-BR': { subject: 'Greve', body: '' } } }),
    );
    expect(half.statusCode).toBe(400);
    expect(errorOf(half.body).details?.fields?.map((f) => f.message)).toContain('Message cannot be empty.');
  });

  it('sends the e-mail copy to the audience and the extra addresses once published', async () => {
    const company = (await buildCompany(t.database.db)).code;
    const reader = await buildCustomerUser(t.database.db, { companyCode: company, permissions: ['shipment'] });
    await createAndPublish(
      draft({
        audience: { kind: 'companies', values: [company] },
        texts: { 'en-US': { subject: 'Holiday hours', body: '<p>Closed on <em>Friday</em>.</p>' } },
        emailCopy: true,
        emailAddresses: ['purchasing@customer.example'],
      }),
    );
    const mails = await t.database.db.execute(
      sql`select to_address, text_body from mail_outbox where subject = 'Holiday hours' order by to_address`,
    );
    const rows = (Array.isArray(mails) ? mails : (mails as { rows: unknown[] }).rows) as {
      to_address: string;
      text_body: string;
    }[];
    expect(rows.map((r) => r.to_address).sort()).toEqual([reader.email, 'purchasing@customer.example'].sort());
    expect(rows[0]?.text_body).toBe('Closed on Friday.');
  });
});
