import { configurationSchema } from '@connect/contracts/configuration/configuration.schemas';
import { invoiceDetailSchema, paymentSchema } from '@connect/contracts/billing/billing.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInvoice } from '../../../test/builders/billing';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Issue #15 item 2: a real processor (Stripe's API, here a local fake of it) behind the provider interface, no
 * sandbox or token routes with it, and the sandbox in production only on a staging site that says so.
 */

const secretKey = 'sk_test_routesSecret0123456789';
const webhookSecret = 'whsec_routesWebhook0123456789';
const cardTokenPath = '/api/payments/sandbox/card-tokens';
const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

describe('with PAYMENT_PROVIDER=stripe', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let customer: SignedIn;
  let lscomp = '';
  const lines: string[] = [];
  const webhookAnswers: number[] = [];

  beforeAll(async () => {
    const target: { app?: TestApp['app'] } = {};
    fake = await startFakeStripe({
      secretKey,
      webhookSecret,
      // Stripe posts its webhooks to the portal's public route.
      deliver: async (rawBody, signatureHeader) => {
        if (!target.app) return;
        const res = await target.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader },
          payload: rawBody,
        });
        webhookAnswers.push(res.statusCode);
      },
    });
    t = await createTestApp({
      env: {
        LOG_LEVEL: 'debug',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: fake.url,
      },
      logLines: (line) => lines.push(line),
    });
    target.app = t.app;
    customer = await signIn(t.app, demo.customer);
    lscomp =
      (await queryRows<{ id: string }>(t.database.db, sql`select id from companies where code = 'LSCOMP'`))[0]?.id ??
      '';
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  const pay = (key: string, token: string, invoiceId: string, amountCents: number, method = 'CC') =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...customer.headers, 'idempotency-key': key },
      payload: { method, token, invoices: [{ invoiceId, amountCents }] },
    });
  const invoiceOf = async (id: string) =>
    invoiceDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers: customer.headers })).json(),
    );

  it('has no sandbox: its token routes and webhook do not exist, and the web is told the provider', async () => {
    expect((await t.app.inject({ method: 'POST', url: cardTokenPath, payload: card })).statusCode).toBe(404);
    const bank = { routingNumber: '110000000', accountNumber: '000123456789', accountType: 'checking' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/bank-tokens', payload: bank })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        })
      ).statusCode,
    ).toBe(404);
    expect(t.app.routeTable().some((r) => r.url.includes('/sandbox/'))).toBe(false);
    const configuration = configurationSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/configuration' })).json(),
    );
    expect(configuration.payments).toEqual({ provider: 'stripe', simulated: false });
  });

  it('pays an invoice by card through Stripe; the webhook that follows changes nothing', async () => {
    const invoice = await buildInvoice(t.database.db, { companyId: lscomp, totalCents: 20_000 });
    const token = await fake.createCardMethod('4242424242424242');
    const res = await pay('stripe-card-pay-01', token, invoice.id, 20_000);
    expect(res.statusCode, res.body).toBe(201);
    const payment = paymentSchema.parse(res.json());
    expect(payment).toMatchObject({ status: 'succeeded', cardBrand: 'Visa', last4: '4242', amountCents: 20_000 });
    const sent = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(sent?.headers['idempotency-key']).toBe(`connect-${payment.id}`);
    expect(sent?.form).toMatchObject({ amount: '20000', currency: 'usd', payment_method: token });

    await fake.flushDeliveries();
    expect(webhookAnswers.at(-1)).toBe(200);
    expect((await invoiceOf(invoice.id)).balanceCents).toBe(0);
    const ledger = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_entries where invoice_id = ${invoice.id} and kind <> 'charge'`,
    );
    expect(ledger[0]?.n).toBe(1);
    const again = await pay('stripe-card-pay-01', token, invoice.id, 20_000);
    expect(again.statusCode).toBe(200);
    expect(paymentSchema.parse(again.json()).id).toBe(payment.id);
  });

  it("answers a decline with Stripe's reason and releases the invoice", async () => {
    const invoice = await buildInvoice(t.database.db, { companyId: lscomp, totalCents: 7_000 });
    const res = await pay('stripe-declined-01', await fake.createCardMethod('4000000000009995'), invoice.id, 7_000);
    expect(res.statusCode).toBe(402);
    expect((res.json() as { error: { message: string } }).error.message).toBe('Your card has insufficient funds.');
    await fake.flushDeliveries();
    expect((await invoiceOf(invoice.id)).balanceCents).toBe(7_000);
    const retry = await pay('stripe-declined-02', await fake.createCardMethod('4242424242424242'), invoice.id, 7_000);
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('keeps ACH processing until Stripe settles it by webhook, keeping the account details', async () => {
    const invoice = await buildInvoice(t.database.db, { companyId: lscomp, totalCents: 15_000 });
    const res = await pay('stripe-ach-pay-01', await fake.createBankMethod('000123456789'), invoice.id, 15_000, 'ACH');
    expect(res.statusCode, res.body).toBe(201);
    const payment = paymentSchema.parse(res.json());
    expect(payment).toMatchObject({ status: 'processing', last4: '6789' });
    expect((await invoiceOf(invoice.id)).balanceCents).toBe(15_000);

    expect(await fake.settlePending()).toBeGreaterThanOrEqual(1);
    expect(webhookAnswers.at(-1)).toBe(200);
    const settled = paymentSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: customer.headers })).json(),
    );
    expect(settled).toMatchObject({ status: 'succeeded', last4: '6789' });
    expect((await invoiceOf(invoice.id)).balanceCents).toBe(0);

    // The same event again (Stripe retries deliveries) is a duplicate.
    const event = fake.events.at(-1);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': event?.signatureHeader ?? '' },
      payload: event?.rawBody ?? '',
    });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
  });

  it('refuses a webhook not signed with STRIPE_WEBHOOK_SECRET', async () => {
    const event = fake.events.at(-1);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      payload: event?.rawBody ?? '',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('never logs the secrets, and no card or account number reaches the logs or the database', async () => {
    // The browser hands card and bank details to Stripe (here: the fake); the portal only ever sees `pm_…` ids.
    const numbers = ['4242424242424242', '4000000000009995', '000123456789'];
    const text = lines.join('\n');
    for (const secret of [secretKey, webhookSecret, ...numbers]) expect(text).not.toContain(secret);
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const rows = await queryRows<{ row: string }>(
        t.database.db,
        sql`select t::text as row from ${sql.identifier(table_name)} t`,
      );
      const dump = rows.map((r) => r.row).join('\n');
      for (const secret of [secretKey, webhookSecret, ...numbers]) expect(dump, table_name).not.toContain(secret);
    }
  });
});

describe('Stripe.js for the web payment form (decision 057)', () => {
  const publishableKey = 'pk_test_routesPublishable0123456789';
  let t: TestApp;
  let fake: FakeStripe;
  let customer: SignedIn;

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey, webhookSecret, publishableKey });
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: fake.url,
        STRIPE_PUBLISHABLE_KEY: publishableKey,
        STRIPE_JS_URL: fake.scriptUrl,
      },
    });
    customer = await signIn(t.app, demo.customer);
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  it('tells the web the publishable key and the Stripe.js URL, and never the secrets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/configuration' });
    const configuration = configurationSchema.parse(res.json());
    expect(configuration.payments).toEqual({
      provider: 'stripe',
      simulated: false,
      stripe: { publishableKey, scriptUrl: fake.scriptUrl },
    });
    expect(res.body).not.toContain(secretKey);
    expect(res.body).not.toContain(webhookSecret);
  });

  it("allows Stripe's hosts (and the configured script's origin) in the Content-Security-Policy only then", async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/configuration' })).headers[
        'content-security-policy'
      ],
    );
    const directive = (name: string) => csp.split(/;\s*/).find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://js.stripe.com');
    expect(directive('script-src')).toContain(fake.url);
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('connect-src')).toContain('https://api.stripe.com');
    expect(directive('connect-src')).toContain(fake.url);
    expect(directive('script-src')).not.toContain('unsafe-inline');

    const sandbox = await createTestApp();
    try {
      const plain = String(
        (await sandbox.app.inject({ method: 'GET', url: '/api/legacy/edge/common/configuration' })).headers[
          'content-security-policy'
        ],
      );
      expect(plain).not.toContain('stripe.com');
    } finally {
      await sandbox.close();
    }
  });

  it('pays with a payment method made the way the browser script makes it (publishable key in the form)', async () => {
    const script = await fetch(fake.scriptUrl);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('createPaymentMethod');
    const made = await fetch(`${fake.url}/v1/payment_methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1' },
      body: new URLSearchParams({
        key: publishableKey,
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': String(new Date().getFullYear() + 2),
        'card[cvc]': '123',
      }).toString(),
    });
    expect(made.headers.get('access-control-allow-origin')).toBe('*');
    const method = (await made.json()) as { id: string };
    expect(method.id).toMatch(/^pm_/);
    // The publishable key makes payment methods only: it cannot charge.
    const charge = await fetch(`${fake.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: publishableKey, amount: '5000', currency: 'usd' }).toString(),
    });
    expect(charge.status).toBe(401);

    const lscomp =
      (await queryRows<{ id: string }>(t.database.db, sql`select id from companies where code = 'LSCOMP'`))[0]?.id ??
      '';
    const invoice = await buildInvoice(t.database.db, { companyId: lscomp, totalCents: 12_500 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...customer.headers, 'idempotency-key': 'stripe-js-pay-01' },
      payload: { method: 'CC', token: method.id, invoices: [{ invoiceId: invoice.id, amountCents: 12_500 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(paymentSchema.parse(res.json())).toMatchObject({ status: 'succeeded', cardBrand: 'Visa', last4: '4242' });
  });
});

describe('the sandbox in production', () => {
  it('runs only on a staging site that says so, and then every page is told payments are simulated', async () => {
    const staging = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' } });
    try {
      const configuration = configurationSchema.parse(
        (await staging.app.inject({ method: 'GET', url: '/api/legacy/edge/common/configuration' })).json(),
      );
      expect(configuration.payments).toEqual({ provider: 'sandbox', simulated: true });
      expect((await staging.app.inject({ method: 'POST', url: cardTokenPath, payload: card })).statusCode).toBe(201);
    } finally {
      await staging.close();
    }
    await expect(createTestApp({ env: { NODE_ENV: 'production' } })).rejects.toThrow(/PAYMENT_PROVIDER is required/);
  });

  it('is not simulated outside production', async () => {
    const dev = await createTestApp();
    try {
      const configuration = configurationSchema.parse(
        (await dev.app.inject({ method: 'GET', url: '/api/legacy/edge/common/configuration' })).json(),
      );
      expect(configuration.payments).toEqual({ provider: 'sandbox', simulated: false });
    } finally {
      await dev.close();
    }
  });
});
