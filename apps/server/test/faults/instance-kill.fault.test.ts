import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../auth-helpers';
import { startFakeStripe, type FakeStripe } from '../fake-stripe';
import {
  postgresBinDir,
  signInOverHttp,
  sleep,
  startPrivatePostgres,
  startServerProcess,
  timedRequest,
  type Answer,
  type PrivatePostgres,
  type ServerProcess,
} from './fault-support';

/**
 * Issue #15, reliability: one of two instances killed with SIGKILL while customers pay. The browser retries each
 * payment that got no answer on the other instance with the same Idempotency-Key; once the dead instance's claim
 * lease runs out the retry resumes the payment from the step it reached. Every invoice ends paid exactly once,
 * in the portal (one payment, one ledger entry, balance 0) and at the processor (one charge).
 */

const secretKey = 'sk_test_faultsKill0123456789';
const webhookSecret = 'whsec_faultsKill0123456789';
const leaseSeconds = 3;
const invoiceCount = 12;
const cents = 4_321;

let database: PrivatePostgres;
let stripe: FakeStripe;
let a: ServerProcess;
let b: ServerProcess;

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

beforeAll(async () => {
  database = await startPrivatePostgres();
  stripe = await startFakeStripe({ secretKey, webhookSecret });
  const env = {
    DATABASE_URL: database.url,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
    PAYMENT_CLAIM_LEASE_SECONDS: String(leaseSeconds),
  };
  a = await startServerProcess({ ...env, SEED_DEMO: 'true' });
  b = await startServerProcess({ ...env, SEED_DEMO: 'false' });
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await stripe?.close();
  database?.destroy();
});

describe.runIf(postgresBinDir())('an instance killed during payments', () => {
  it('keeps every payment exactly once when the browser retries on the other instance', async () => {
    const tag = randomUUID().slice(0, 8).toUpperCase();
    const invoices = (
      await query<{ id: string }>(
        `insert into invoices (company_id, invoice_number, direction, invoice_date, due_date, total_cents, balance_cents)
         select c.id, 'KILL-' || $1 || '-' || n, 'Outbound', current_date - 20, current_date + 10, $2, $2
           from companies c, generate_series(1, $3) n where c.code = 'LSCOMP'
         returning id`,
        [tag, cents, invoiceCount],
      )
    ).map((row) => row.id);
    expect(invoices).toHaveLength(invoiceCount);
    const headers = await signInOverHttp(a.baseUrl, demo.customer);
    const methods = await Promise.all(invoices.map(() => stripe.createCardMethod('4242424242424242')));
    const pay = (server: ServerProcess, i: number): Promise<Answer> =>
      timedRequest(
        `${server.baseUrl}/api/payments`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `fault-kill-${tag}-${i}` },
          body: JSON.stringify({
            method: 'CC',
            token: methods[i],
            invoices: [{ invoiceId: invoices[i], amountCents: cents }],
          }),
        },
        10_000,
      );

    // Every payment goes to instance A; A is killed once the processor has seen the first few charges.
    const intentsBefore = stripe.intents().length;
    const sent = invoices.map((_, i) => pay(a, i));
    const deadline = Date.now() + 20_000;
    while (stripe.intents().length < intentsBefore + 3 && Date.now() < deadline) await sleep(5);
    a.child.kill('SIGKILL');
    const first = await Promise.all(sent);
    const unanswered = first.filter((answer) => answer.status !== 201).length;
    // The kill cut some payments off (no answer at all), so the retry path below is exercised.
    expect(unanswered).toBeGreaterThan(0);

    // The browser retries every payment without a 201 on instance B with its key until it is settled.
    const final: Answer[] = [];
    for (let i = 0; i < invoices.length; i += 1) {
      let answer = first[i] as Answer;
      for (let attempt = 0; attempt < 20 && answer.status !== 201 && answer.status !== 200; attempt += 1) {
        if (attempt > 0) await sleep(500);
        answer = await pay(b, i);
        // 409: still within the dead instance's lease; anything else is a failure to report.
        if (answer.status !== 409 && answer.status !== 200 && answer.status !== 201) break;
      }
      final.push(answer);
    }
    expect(
      final.map((answer) => answer.status),
      final.map((answer) => answer.body).join('\n'),
    ).toEqual(final.map((answer) => (answer.status === 200 ? 200 : 201)));

    const rows = await query<{ id: string; payments: number; ledger: number; balance: number }>(
      `select i.id,
              (select count(*)::int from payment_allocations pa join payments p on p.id = pa.payment_id
                where pa.invoice_id = i.id) as payments,
              (select count(*)::int from ledger_entries l where l.invoice_id = i.id and l.kind = 'payment') as ledger,
              i.balance_cents as balance
         from invoices i where i.id = any($1::uuid[])`,
      [invoices],
    );
    for (const row of rows) expect(row).toMatchObject({ payments: 1, ledger: 1, balance: 0 });
    const payments = await query<{ id: string; provider_intent_id: string; status: string }>(
      `select p.id, p.provider_intent_id, p.status from payments p where p.idempotency_key like $1`,
      [`fault-kill-${tag}-%`],
    );
    expect(payments).toHaveLength(invoiceCount);
    expect(payments.every((p) => p.status === 'succeeded')).toBe(true);
    // At the processor: one succeeded charge per payment, never two.
    const charged = stripe.intents().filter((intent) => intent.status === 'succeeded');
    for (const payment of payments)
      expect(charged.filter((intent) => intent.metadata.paymentId === payment.id)).toHaveLength(1);
  });
});
