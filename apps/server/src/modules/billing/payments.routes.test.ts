import {
  accountSummarySchema,
  invoiceDetailSchema,
  listInvoicesResponseSchema,
  paymentSchema,
  sandboxTokenSchema,
} from '@connect/contracts/billing/billing.schemas';
import { findLuhnNumbers } from '@connect/domain/billing/card';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/billing';
import { signWebhook } from '../payments/provider/webhook-signature';
import { sandboxProviderOf } from './payments-runtime';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { pdfText } from '../../../test/pdf-text';
import { queryRows } from '../../../test/query-rows';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let customer: SignedIn; // LSCOMP, every permission
let limited: SignedIn; // SERRAZ, billing without online payment
let admin: SignedIn;
const companyId = new Map<string, string>();
let counter = 0;
/** Letters only: a test's invoice numbers must not look like a card number to the scan below. */
const runTag = Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const hexDigestPattern = /\b[0-9a-f]{32,}\b/gi;
/** The sandbox provider's ids (`<prefix>_` and 24 random hex digits): a run of digits inside one can pass Luhn. */
const providerIdPattern = /\b[a-z]+_[0-9a-f]{24}\b/gi;
/**
 * Bytes (documents, profile pictures) read as text are `\x` and hex digits: their digit runs pass Luhn now and then.
 * A card number is text the portal would write, so binary content is taken out like the ids.
 */
const byteaPattern = /\\x[0-9a-f]+/gi;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
  [customer, limited, admin] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.limited, undefined, '10.0.0.2'),
    signIn(t.app, demo.admin, undefined, '10.0.0.3'),
  ]);
  for (const row of await queryRows<{ code: string; id: string }>(t.database.db, sql`select code, id from companies`))
    companyId.set(row.code, row.id);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A fresh open invoice of a company (its own number), due in ten days unless told otherwise. */
async function openInvoice(code: string, totalCents: number, dueInDays = 10): Promise<string> {
  counter += 1;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      companyId: companyId.get(code) ?? '',
      invoiceNumber: `TEST-INV-${runTag}-${counter}`,
      direction: 'Outbound',
      invoiceDate: day(-20),
      dueDate: day(dueInDays),
      totalCents,
      balanceCents: totalCents,
    })
    .returning({ id: invoices.id });
  return row?.id ?? '';
}

const call = (method: 'GET' | 'POST', url: string, who: SignedIn | undefined, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function cardToken(number = '4242424242424242') {
  const res = await call('POST', '/api/payments/sandbox/card-tokens', undefined, {
    number,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: number.startsWith('3') ? '1234' : '123',
  });
  expect(res.statusCode, res.body).toBe(201);
  return sandboxTokenSchema.parse(res.json()).token;
}

const pay = (key: string, body: unknown, who: SignedIn = customer) =>
  call('POST', '/api/payments', who, body, { 'idempotency-key': key });

const balanceOf = async (id: string) =>
  invoiceDetailSchema.parse((await call('GET', `/api/invoices/${id}`, customer)).json()).balanceCents;

describe('invoices', () => {
  it('answers the account summary and the invoice list with statuses; another company’s invoice is 404', async () => {
    const summary = accountSummarySchema.parse((await call('GET', '/api/invoice/accountSummary', customer)).json());
    expect(summary.totalOutstanding).toBe((summary.totalOutstandingCents / 100).toFixed(2));
    // Available credit is what the limit leaves (issue #23 item 7); credit notes are a separate balance.
    expect(summary.availableCreditCents).toBe(Math.max(0, summary.creditLimitCents - summary.totalOutstandingCents));
    expect(summary.creditBalanceCents).toBeGreaterThanOrEqual(0);
    const mine = await openInvoice('LSCOMP', 12_500);
    const late = await openInvoice('LSCOMP', 30_000, -5);
    const theirs = await openInvoice('SERRAZ', 9_900);
    const list = listInvoicesResponseSchema.parse((await call('GET', '/api/invoices?pageSize=1000', customer)).json());
    const byId = new Map(list.items.map((i) => [i.id, i]));
    expect(byId.get(mine)).toMatchObject({ status: 'Current', balanceCents: 12_500, payable: true });
    expect(byId.get(late)).toMatchObject({ status: 'Past Due', daysPastDue: 5 });
    expect(byId.has(theirs)).toBe(false);
    expect((await call('GET', `/api/invoices/${theirs}`, customer)).statusCode).toBe(404);
    expect((await call('GET', '/api/invoices/00000000-0000-4000-8000-000000000000', customer)).statusCode).toBe(404);
  });

  it('exports the list on the server with the same status and filters, money in dollars, only the caller’s company', async () => {
    const mine = await openInvoice('LSCOMP', 12_345, -3);
    const theirs = await openInvoice('SERRAZ', 54_321, -3);
    const numberOf = async (id: string, who: SignedIn) =>
      invoiceDetailSchema.parse((await call('GET', `/api/invoices/${id}`, who)).json()).invoiceNumber;
    const [mineNumber, theirNumber] = await Promise.all([numberOf(mine, customer), numberOf(theirs, limited)]);
    const filter = encodeURIComponent(
      JSON.stringify([{ field: 'invoiceNumber', operator: 'contains', value: runTag }]),
    );
    const csv = await call(
      'GET',
      `/api/invoices/export?format=csv&status=Past%20Due&columns=invoiceNumber,status,balanceCents&filter=${filter}`,
      customer,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="invoices-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Invoice #,Status,Balance');
    expect(lines).toContain(`${mineNumber},Past Due,123.45`);
    // Another company's invoice and the ones the status leaves out are not in the file.
    expect(csv.body).not.toContain(theirNumber);
    expect(lines.slice(1).every((line) => line.includes(',Past Due,'))).toBe(true);

    const pdf = await call(
      'GET',
      `/api/invoices/export?format=pdf&columns=invoiceNumber,balanceCents&filter=${filter}`,
      customer,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(mineNumber);
    // A column the list cannot export, or no billing permission, is refused before any byte is sent.
    expect((await call('GET', '/api/invoices/export?format=csv&columns=payable', customer)).statusCode).toBe(400);
    expect((await call('GET', '/api/invoices/export?format=csv&columns=invoiceNumber', admin)).statusCode).toBe(403);
  });
});

describe('payments', () => {
  it('pays two invoices by card once, posts them to the ledger, audits and e-mails the receipt', async () => {
    const [a, b] = [await openInvoice('LSCOMP', 10_000), await openInvoice('LSCOMP', 25_050)];
    const token = await cardToken();
    const res = await pay('card-two-invoices-1', {
      method: 'CC',
      token,
      invoices: [
        { invoiceId: a, amountCents: 10_000 },
        { invoiceId: b, amountCents: 25_050 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = paymentSchema.parse(res.json());
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountCents: 35_050,
      cardBrand: 'Visa',
      last4: '4242',
      message: 'Payment made successfully',
    });
    expect(await balanceOf(a)).toBe(0);
    expect(await balanceOf(b)).toBe(0);
    const ledger = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_entries where payment_id = ${payment.id}`,
    );
    expect(ledger[0]?.n).toBe(2);
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'payment.succeeded' and details ->> 'paymentId' = ${payment.id}`,
    );
    expect(audit[0]?.n).toBe(1);
    const outbox = (await call('GET', '/api/admin/mail-outbox?pageSize=100', admin)).json() as {
      items: { to: string; subject: string; text: string }[];
    };
    const receipt = outbox.items.find((m) => m.subject.includes(payment.reference));
    expect(receipt?.to).toBe(demo.customer);
    expect(receipt?.text).toContain('Payment made successfully.');
    expect(receipt?.text).toContain('$350.50');
    // Delivered over SMTP with the receipt as a PDF attachment.
    const delivered = sink.received.find((m) => m.subject.includes(payment.reference));
    expect(delivered?.to).toEqual([demo.customer]);
    expect(delivered?.text).toContain('The receipt is attached as a PDF.');
    expect(delivered?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`Receipt ${payment.reference}.pdf`, 'application/pdf'],
    ]);
    const attached = delivered?.attachments[0]?.content ?? Buffer.alloc(0);
    expect(attached.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const receiptText = pdfText(attached);
    expect(receiptText).toContain(payment.reference);
    expect(receiptText).toContain('350.50');

    // The same key and body: the same payment; another body: 422; an invoice already paid: refused.
    const again = await pay('card-two-invoices-1', {
      method: 'CC',
      token,
      invoices: [
        { invoiceId: a, amountCents: 10_000 },
        { invoiceId: b, amountCents: 25_050 },
      ],
    });
    expect(again.statusCode).toBe(200);
    expect(paymentSchema.parse(again.json()).id).toBe(payment.id);
    const other = await pay('card-two-invoices-1', { method: 'IC', invoices: [{ invoiceId: a, amountCents: 100 }] });
    expect(other.statusCode).toBe(422);
    const paid = await pay('card-paid-again-1', {
      method: 'CC',
      token: await cardToken(),
      invoices: [{ invoiceId: a, amountCents: 100 }],
    });
    expect(paid.statusCode).toBe(400);
    expect((paid.json() as { error: { message: string } }).error.message).toBe('Invoice already paid');
  });

  it('creates exactly one payment and one ledger entry when the same key arrives 50 times at once', async () => {
    const invoice = await openInvoice('LSCOMP', 4_200);
    const body = { method: 'CC', token: await cardToken(), invoices: [{ invoiceId: invoice, amountCents: 4_200 }] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay('fifty-at-once-key-1', body)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.every((c) => c === 201 || c === 200 || c === 409)).toBe(true);
    const rows = await queryRows<{ payments: number; ledger: number }>(
      t.database.db,
      sql`select (select count(*)::int from payments where idempotency_key = 'fifty-at-once-key-1') as payments,
                 (select count(*)::int from ledger_entries where invoice_id = ${invoice}::uuid and kind = 'payment') as ledger`,
    );
    expect(rows[0]).toEqual({ payments: 1, ledger: 1 });
    expect(await balanceOf(invoice)).toBe(0);
  });

  it('never lets two payments racing for one invoice overpay it', async () => {
    const invoice = await openInvoice('LSCOMP', 8_000);
    const [first, second] = await Promise.all([
      pay('race-one-key-1', {
        method: 'CC',
        token: await cardToken(),
        invoices: [{ invoiceId: invoice, amountCents: 8_000 }],
      }),
      pay('race-two-key-1', {
        method: 'CC',
        token: await cardToken('5555555555554444'),
        invoices: [{ invoiceId: invoice, amountCents: 8_000 }],
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    expect(await balanceOf(invoice)).toBe(0);
    const posted = await queryRows<{ total: number }>(
      t.database.db,
      sql`select coalesce(-sum(amount_cents), 0)::int as total from ledger_entries where invoice_id = ${invoice}::uuid and kind = 'payment'`,
    );
    expect(posted[0]?.total).toBe(8_000);
  });

  it('answers a declined card with the provider’s text and leaves the invoice open', async () => {
    const invoice = await openInvoice('LSCOMP', 5_000);
    const res = await pay('declined-card-key-1', {
      method: 'CC',
      token: await cardToken('4000000000000002'),
      invoices: [{ invoiceId: invoice, amountCents: 5_000 }],
    });
    expect(res.statusCode).toBe(402);
    expect((res.json() as { error: { message: string } }).error.message).toBe('Your card was declined.');
    expect(await balanceOf(invoice)).toBe(5_000);
    const detail = invoiceDetailSchema.parse((await call('GET', `/api/invoices/${invoice}`, customer)).json());
    expect(detail).toMatchObject({ status: 'Current', payable: true });
  });

  it('takes ACH as processing, posts it when the signed webhook comes, once, and refuses forged webhooks', async () => {
    const invoice = await openInvoice('LSCOMP', 60_000);
    const bank = await call('POST', '/api/payments/sandbox/bank-tokens', undefined, {
      routingNumber: '110000000',
      accountNumber: '000123456789',
      accountType: 'checking',
      holderName: 'Lone Star Components LLC',
    });
    expect(bank.statusCode, bank.body).toBe(201);
    const badRouting = await call('POST', '/api/payments/sandbox/bank-tokens', undefined, {
      routingNumber: '110000001',
      accountNumber: '000123456789',
      accountType: 'checking',
    });
    expect(badRouting.statusCode).toBe(400);
    expect(
      (badRouting.json() as { error: { details: { fields: { path: string }[] } } }).error.details.fields[0]?.path,
    ).toBe('body.routingNumber');
    const res = await pay('ach-key-000001', {
      method: 'ACH',
      token: sandboxTokenSchema.parse(bank.json()).token,
      invoices: [{ invoiceId: invoice, amountCents: 60_000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(paymentSchema.parse(res.json()).status).toBe('processing');
    const during = invoiceDetailSchema.parse((await call('GET', `/api/invoices/${invoice}`, customer)).json());
    expect(during).toMatchObject({ status: 'In Process', balanceCents: 60_000, payable: false });
    expect(during.children).toHaveLength(1);

    const sandbox = sandboxProviderOf(t.app.payments);
    if (!sandbox) throw new Error('no sandbox provider');
    expect(await sandbox.settlePending()).toBeGreaterThanOrEqual(1);
    await sandbox.flushDeliveries();
    expect(await balanceOf(invoice)).toBe(0);

    // Replaying the delivered event changes nothing; a forged or stale one is refused.
    const state = sandbox.__state();
    const event = state.events.find((e) => e.event.intent.metadata.paymentId === paymentSchema.parse(res.json()).id);
    if (!event) throw new Error('no delivered event');
    const secret = t.app.payments.webhookSecret;
    const replayHeaders = (signature: string) => ({
      'content-type': 'application/json',
      'connect-signature': signature,
    });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: replayHeaders(signWebhook(event.rawBody, secret, new Date())),
      payload: event.rawBody,
    });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await balanceOf(invoice)).toBe(0);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: replayHeaders(signWebhook(event.rawBody, 'not-the-secret', new Date())),
      payload: event.rawBody,
    });
    expect(forged.statusCode).toBe(400);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: replayHeaders(signWebhook(event.rawBody, secret, new Date(Date.now() - 10 * 60_000))),
      payload: event.rawBody,
    });
    expect(stale.statusCode).toBe(400);
  });

  it('refuses another company’s invoice (404), a payer without online payment (403), and a missing key (400)', async () => {
    const theirs = await openInvoice('SERRAZ', 1_000);
    const foreign = await pay('foreign-invoice-key-1', {
      method: 'CC',
      token: await cardToken(),
      invoices: [{ invoiceId: theirs, amountCents: 1_000 }],
    });
    expect(foreign.statusCode).toBe(404);
    const mine = await openInvoice('SERRAZ', 1_000);
    expect(
      (await pay('limited-payer-key-1', { method: 'IC', invoices: [{ invoiceId: mine, amountCents: 1_000 }] }, limited))
        .statusCode,
    ).toBe(403);
    const noKey = await call('POST', '/api/payments', customer, {
      method: 'IC',
      invoices: [{ invoiceId: mine, amountCents: 1 }],
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('keeps no card number anywhere in the database after card payments', async () => {
    const invoice = await openInvoice('LSCOMP', 1_234);
    await pay('luhn-scan-key-0001', {
      method: 'CC',
      token: await cardToken('378282246310005'),
      invoices: [{ invoiceId: invoice, amountCents: 1_234 }],
    });
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const found: string[] = [];
    // Every table, as text: a card number written anywhere (a column, a JSON detail, an audit row) shows up.
    for (const { table_name } of tables) {
      const rows = await queryRows<{ dump: string }>(
        t.database.db,
        sql`select coalesce(string_agg(t::text, E'\n'), '') as dump from ${sql.identifier(table_name)} t`,
      );
      // Ids are UUIDs, request fingerprints SHA-256 hex digests and provider ids random hex: their digit groups
      // would read as numbers now and then (a 13-digit run in a provider id did once), so they are taken out first.
      const text = (rows[0]?.dump ?? '')
        .replace(byteaPattern, ' ')
        .replace(uuidPattern, ' ')
        .replace(hexDigestPattern, ' ')
        .replace(providerIdPattern, ' ');
      for (const number of findLuhnNumbers(text)) found.push(`${table_name}: ${number}`);
    }
    expect(found).toEqual([]);
  });
});

describe('logs', () => {
  it('never write a card number or security code, even at debug level with failing requests', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logLines: (line) => lines.push(line) });
    try {
      const who = await signIn(logged.app, demo.customer, undefined, '10.0.0.7');
      const tokenize = (number: string, cvc = '123') =>
        logged.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/card-tokens',
          payload: { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc },
        });
      const good = sandboxTokenSchema.parse((await tokenize('4242424242424242', '987')).json()).token;
      await tokenize('4000000000000002', '456');
      await tokenize('4242424242424241', '654'); // fails Luhn: refused
      await tokenize('378282246310005', '12'); // Amex with a short code: refused
      const [row] = await queryRows<{ id: string }>(
        logged.database.db,
        sql`select i.id from invoices i join companies c on c.id = i.company_id
            where c.code = 'LSCOMP' and i.balance_cents > 0 limit 1`,
      );
      if (row)
        await logged.app.inject({
          method: 'POST',
          url: '/api/payments',
          headers: { ...who.headers, 'idempotency-key': 'log-scan-key-00001' },
          payload: { method: 'CC', token: good, invoices: [{ invoiceId: row.id, amountCents: 1 }] },
        });
      // pino's own numbers (epoch milliseconds, response times with many decimals) now and then pass Luhn; they
      // are not card numbers and are blanked before the scan.
      const text = lines.join('\n').replace(/"(time|responseTime)":[\d.]+/g, '"$1":0');
      expect(lines.length).toBeGreaterThan(5);
      expect(findLuhnNumbers(text.replace(uuidPattern, ' ').replace(hexDigestPattern, ' '))).toEqual([]);
      for (const secret of ['4242424242424242', '4242424242424241', '378282246310005', '"987"', '"654"'])
        expect(text).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
