import {
  guestSessionSchema,
  listInvoicesResponseSchema,
  paymentSchema,
  sandboxTokenSchema,
} from '@connect/contracts/billing/billing.schemas';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/billing';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { pdfText } from '../../../test/pdf-text';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let customer: SignedIn;
let employee: SignedIn;
let admin: SignedIn;
let lscomp = '';
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  [customer, employee, admin] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.employee, undefined, '10.0.0.2'),
    signIn(t.app, demo.admin, undefined, '10.0.0.3'),
  ]);
  lscomp =
    (await queryRows<{ id: string }>(t.database.db, sql`select id from companies where code = 'LSCOMP'`))[0]?.id ?? '';
});
afterAll(async () => t.close());

async function openInvoice(totalCents: number): Promise<{ id: string; number: string }> {
  counter += 1;
  const number = `GUEST-INV-${'ABCDEFGHIJ'[counter % 10]}${counter}`;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      companyId: lscomp,
      invoiceNumber: number,
      direction: 'Inbound',
      invoiceDate: day(-3),
      dueDate: day(27),
      totalCents,
      balanceCents: totalCents,
    })
    .returning({ id: invoices.id });
  return { id: row?.id ?? '', number };
}

/** Posts the invoice as staff and reads the 'Pay invoice' link out of the customer's e-mail. */
async function payLinkFor(invoice: { number: string }): Promise<URL> {
  const outbox = (
    await t.app.inject({ method: 'GET', url: '/api/admin/mail-outbox?pageSize=200', headers: admin.headers })
  ).json() as {
    items: { to: string; subject: string; text: string }[];
  };
  const mail = outbox.items.find((m) => m.to === demo.customer && m.subject.includes(invoice.number));
  const link = /https?:\/\/\S+guest-mode-payment\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no pay link in the e-mail');
  return new URL(link);
}

const exchange = (params: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/guest/session', payload: params });

describe('guest payment by link', () => {
  it('e-mails a pay link; the guest exchanges it, sees only that invoice and pays it by card', async () => {
    const invoice = await openInvoice(45_678);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/invoices/${invoice.id}/notify`, headers: customer.headers }))
        .statusCode,
    ).toBe(403);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/notify`,
      headers: employee.headers,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((posted.json() as { notified: number }).notified).toBeGreaterThan(0);
    const link = await payLinkFor(invoice);
    const key = link.searchParams.get('id') ?? '';
    expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(link.searchParams.get('companyCode')).toBe('LSCOMP');
    expect(link.searchParams.get('invoices')).toBe(invoice.number);

    const res = await exchange(Object.fromEntries(link.searchParams));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const session = guestSessionSchema.parse(res.json());
    const asGuest = { 'x-req-key': session.guestToken };
    const list = listInvoicesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/guest/invoices', headers: asGuest })).json(),
    );
    expect(list.items.map((i) => i.id)).toEqual([invoice.id]);

    const other = await openInvoice(1_000);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/guest/invoices/${other.id}`, headers: asGuest })).statusCode,
    ).toBe(404);
    for (const url of ['/api/invoices', `/api/invoices/${invoice.id}`, '/api/invoice/accountSummary', '/api/shipments'])
      expect((await t.app.inject({ method: 'GET', url, headers: asGuest })).statusCode, url).toBe(401);

    const card = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/card-tokens',
      payload: { number: '4242424242424242', expMonth: 11, expYear: new Date().getFullYear() + 3, cvc: '321' },
    });
    const token = sandboxTokenSchema.parse(card.json()).token;
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/guest/payments',
      headers: { ...asGuest, 'idempotency-key': 'guest-pays-other-1' },
      payload: { method: 'CC', token, invoices: [{ invoiceId: other.id, amountCents: 1_000 }] },
    });
    expect(stolen.statusCode).toBe(404);
    const credit = await t.app.inject({
      method: 'POST',
      url: '/api/guest/payments',
      headers: { ...asGuest, 'idempotency-key': 'guest-pays-credit-1' },
      payload: { method: 'IC', invoices: [{ invoiceId: invoice.id, amountCents: 45_678 }] },
    });
    expect(credit.statusCode).toBe(400);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/guest/payments',
      headers: { ...asGuest, 'idempotency-key': 'guest-pays-card-01' },
      payload: { method: 'CC', token, invoices: [{ invoiceId: invoice.id, amountCents: 45_678 }] },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paymentSchema.parse(paid.json());
    expect(payment.status).toBe('succeeded');
    const receipt = await t.app.inject({ method: 'GET', url: `/api/guest/payments/${payment.id}`, headers: asGuest });
    expect(paymentSchema.parse(receipt.json()).reference).toBe(payment.reference);
    // The receipt PDF reads in the language the guest page sends, else in the default language (decision 098).
    const receiptPdf = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/guest/payments/${payment.id}/receipt.pdf${query}`, headers: asGuest });
    const spanish = await receiptPdf('?locale=es-MX');
    expect(spanish.statusCode).toBe(200);
    expect(pdfText(spanish.rawPayload)).toContain('Recibo de pago');
    expect(pdfText((await receiptPdf('')).rawPayload)).toContain('Payment Receipt');
    expect((await receiptPdf('?locale=%3Cx%3E')).statusCode).toBe(400);
    const guestAudit = await queryRows<{ actor: string | null; link: string | null }>(
      t.database.db,
      sql`select actor_user_id as actor, details ->> 'guestLinkId' as link from audit_log
          where action = 'payment.succeeded' and details ->> 'paymentId' = ${payment.id}`,
    );
    expect(guestAudit).toHaveLength(1);
    expect(guestAudit[0]?.actor).toBeNull();
    expect(guestAudit[0]?.link).toBeTruthy();
  });

  it("answers 'invalid url' for a wrong, tampered or expired link and for a missing or made-up guest key", async () => {
    const invoice = await openInvoice(2_500);
    await t.app.inject({ method: 'POST', url: `/api/invoices/${invoice.id}/notify`, headers: employee.headers });
    const link = await payLinkFor(invoice);
    const good = Object.fromEntries(link.searchParams) as Record<string, string>;
    const refused = async (params: Record<string, string>) => {
      const res = await exchange(params);
      expect(res.statusCode).toBe(403);
      expect((res.json() as { error: { message: string } }).error.message).toBe('invalid url');
    };
    await refused({ ...good, id: `${good.id?.slice(0, -2) ?? ''}xx` });
    await refused({ ...good, companyCode: 'SERRAZ' });
    await refused({ ...good, invoices: `${good.invoices ?? ''},GUEST-INV-Z99` });
    expect((await t.app.inject({ method: 'GET', url: '/api/guest/invoices' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/guest/invoices', headers: { 'x-req-key': 'made-up' } }))
        .statusCode,
    ).toBe(403);
    await t.database.db.execute(sql`update guest_links set expires_at = now() - interval '1 minute'`);
    await refused(good);
  });
});

describe('guest links are single-device and end once paid (issue #15)', () => {
  type Exchanged = Awaited<ReturnType<typeof exchange>>;
  const deviceCookieOf = (res: Exchanged) => res.cookies.find((c) => c.name === 'connect_gd');
  const exchangeFrom = (params: Record<string, string>, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/guest/session',
      payload: params,
      ...(device ? { cookies: { connect_gd: device } } : {}),
    });

  async function freshLink(
    totalCents: number,
  ): Promise<{ invoice: { id: string; number: string }; params: Record<string, string> }> {
    const invoice = await openInvoice(totalCents);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/notify`,
      headers: employee.headers,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    return { invoice, params: Object.fromEntries((await payLinkFor(invoice)).searchParams) };
  }

  it('binds the link to the first device: that browser may open it again, any other device is refused and audited', async () => {
    const { params } = await freshLink(3_300);
    const first = await exchangeFrom(params);
    expect(first.statusCode, first.body).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/guest' });
    const stored = await queryRows<{ device: string | null }>(
      t.database.db,
      sql`select device_hash as device from guest_links where device_hash is not null`,
    );
    expect(stored.map((r) => r.device)).not.toContain(cookie?.value);

    // The same browser (its session expired, or a second tab) gets a new session.
    const again = await exchangeFrom(params, cookie?.value);
    expect(again.statusCode, again.body).toBe(200);
    expect(guestSessionSchema.parse(again.json()).guestToken).not.toBe(
      guestSessionSchema.parse(first.json()).guestToken,
    );

    // Anyone else holding the link: no cookie, or another browser's cookie.
    const otherBrowser = deviceCookieOf(await exchangeFrom((await freshLink(100)).params));
    for (const device of [undefined, otherBrowser?.value, 'not-a-device-cookie']) {
      const refused = await exchangeFrom(params, device);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toMatchObject({
        code: 'GUEST_LINK_IN_USE',
        message: 'This payment link was already opened on another device. Open it there, or sign in to pay.',
      });
      expect(refused.json()).not.toHaveProperty('guestToken');
    }
    const tokenHash = createHash('sha256').update(guestSessionSchema.parse(first.json()).guestToken).digest('hex');
    const linkId = (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`select link_id as id from guest_sessions where token_hash = ${tokenHash}`,
      )
    )[0]?.id;
    expect(linkId).toBeTruthy();
    const audit = await queryRows<{ action: string; n: number }>(
      t.database.db,
      sql`select action, count(*)::int as n from audit_log where details ->> 'guestLinkId' = ${linkId ?? ''}
          and action like 'guest.%' group by action order by action`,
    );
    expect(audit).toEqual([
      { action: 'guest.exchange_refused', n: 3 },
      { action: 'guest.session_opened', n: 2 },
    ]);
  });

  it('lets exactly one of two devices racing for a fresh link have it', async () => {
    const { params } = await freshLink(4_400);
    const [a, b] = await Promise.all([exchangeFrom(params, 'A'.repeat(43)), exchangeFrom(params, 'B'.repeat(43))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
  });

  it("ends the link once every invoice of it is paid ('Invoice already paid'); the open session still shows the receipt", async () => {
    const { invoice, params } = await freshLink(5_500);
    const opened = await exchangeFrom(params);
    const device = deviceCookieOf(opened)?.value;
    const asGuest = { 'x-req-key': guestSessionSchema.parse(opened.json()).guestToken };
    const token = async () =>
      sandboxTokenSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/payments/sandbox/card-tokens',
            payload: { number: '4242424242424242', expMonth: 11, expYear: new Date().getFullYear() + 3, cvc: '321' },
          })
        ).json(),
      ).token;

    // A part payment leaves the link open.
    const part = await t.app.inject({
      method: 'POST',
      url: '/api/guest/payments',
      headers: { ...asGuest, 'idempotency-key': 'guest-part-pay-1' },
      payload: { method: 'CC', token: await token(), invoices: [{ invoiceId: invoice.id, amountCents: 500 }] },
    });
    expect(part.statusCode, part.body).toBe(201);
    expect((await exchangeFrom(params, device)).statusCode).toBe(200);

    const paidCents = 5_000;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/guest/payments',
      headers: { ...asGuest, 'idempotency-key': 'guest-full-pay-1' },
      payload: { method: 'CC', token: await token(), invoices: [{ invoiceId: invoice.id, amountCents: paidCents }] },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paymentSchema.parse(paid.json());

    for (const from of [device, undefined]) {
      const ended = await exchangeFrom(params, from);
      expect(ended.statusCode).toBe(410);
      expect(errorOf(ended)).toMatchObject({ code: 'GUEST_LINK_PAID', message: 'Invoice already paid' });
    }
    const receipt = await t.app.inject({ method: 'GET', url: `/api/guest/payments/${payment.id}`, headers: asGuest });
    expect(receipt.statusCode).toBe(200);
  });

  it('ends the link when the customer pays its invoices signed in', async () => {
    const { invoice, params } = await freshLink(6_600);
    await t.database.db.execute(sql`update invoices set balance_cents = 0 where id = ${invoice.id}`);
    const ended = await exchangeFrom(params);
    expect(ended.statusCode).toBe(410);
    expect(ended.cookies.find((c) => c.name === 'connect_gd')).toBeUndefined();
  });
});
