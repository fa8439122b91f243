import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
 * Issue #22: SIGTERM while payments are at the processor loses nothing. Two payments are sent to one instance and
 * held at a gate in front of the (fake) processor; then the instance gets SIGTERM.
 * - Payment 1: the processor answers just after the signal. Graceful shutdown lets it finish: 201, recorded once.
 * - Payment 2: the processor answers only after the instance gave up draining (its 10 s deadline) and exited: the
 *   charge exists at the processor, the portal never heard of its outcome. The browser's retry with the same
 *   Idempotency-Key on the restarted server resumes it (after the claim lease) and records it once.
 * Afterwards: each invoice one payment, one ledger entry, balance 0; one succeeded charge per payment.
 */

const secretKey = 'sk_test_faultsSigterm0123456789';
const webhookSecret = 'whsec_faultsSigterm0123456789';
const leaseSeconds = 2;
const cents = 2_468;

type Held = { path: string; release: () => void };

/** An HTTP gate in front of the fake processor: payment-intent creations wait until the test releases them. */
async function startGate(target: string) {
  const held: Held[] = [];
  const state = { holding: true };
  const arrivals: ((held: Held) => void)[] = [];
  const forward = (incoming: IncomingMessage, body: Buffer, reply: (status: number, text: Buffer) => void) => {
    const url = new URL(incoming.url ?? '/', target);
    const out = httpRequest(
      url,
      { method: incoming.method, headers: { ...incoming.headers, host: url.host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => reply(res.statusCode ?? 502, Buffer.concat(chunks)));
      },
    );
    out.on('error', () => reply(502, Buffer.from('{}')));
    out.end(body);
  };
  const server: Server = createServer((incoming, response) => {
    response.on('error', () => undefined);
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const reply = (status: number, text: Buffer) => {
        // The caller may be gone (its process exited): the processor has acted all the same.
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(text);
      };
      if (state.holding && incoming.method === 'POST' && incoming.url === '/v1/payment_intents') {
        const entry: Held = { path: incoming.url, release: () => forward(incoming, body, reply) };
        held.push(entry);
        arrivals.shift()?.(entry);
        return;
      }
      forward(incoming, body, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves with the next held intent creation (or one already waiting and not yet taken). */
    next: (): Promise<Held> => new Promise((resolve) => arrivals.push(resolve)),
    held,
    /** From now on every call passes at once. */
    open: () => {
      state.holding = false;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let database: PrivatePostgres;
let stripe: FakeStripe;
let gate: Awaited<ReturnType<typeof startGate>>;
let env: Record<string, string>;
const servers: ServerProcess[] = [];

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

beforeAll(async () => {
  if (!postgresBinDir()) return;
  database = await startPrivatePostgres();
  stripe = await startFakeStripe({ secretKey, webhookSecret });
  gate = await startGate(stripe.url);
  env = {
    DATABASE_URL: database.url,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: gate.url,
    PAYMENT_CLAIM_LEASE_SECONDS: String(leaseSeconds),
    LOG_LEVEL: 'info',
  };
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await gate?.close();
  await stripe?.close();
  database?.destroy();
});

describe.runIf(postgresBinDir())('SIGTERM during a payment', () => {
  it('records a payment finished while draining once, and one cut off by the exit once on retry', async () => {
    const first = await startServerProcess({ ...env, SEED_DEMO: 'true' });
    servers.push(first);
    const tag = randomUUID().slice(0, 8).toUpperCase();
    const invoices = (
      await query<{ id: string }>(
        `insert into invoices (company_id, invoice_number, direction, invoice_date, due_date, total_cents, balance_cents)
         select c.id, 'TERM-' || $1 || '-' || n, 'Outbound', current_date - 20, current_date + 10, $2, $2
           from companies c, generate_series(1, 2) n where c.code = 'LSCOMP'
         returning id`,
        [tag, cents],
      )
    ).map((row) => row.id);
    expect(invoices).toHaveLength(2);
    const headers = await signInOverHttp(first.baseUrl, demo.customer);
    const methods = await Promise.all(invoices.map(() => stripe.createCardMethod('4242424242424242')));
    const keys = invoices.map((_, i) => `fault-sigterm-${tag}-${i}`);
    const pay = (server: ServerProcess, i: number): Promise<Answer> =>
      timedRequest(
        `${server.baseUrl}/api/payments`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': keys[i] as string },
          body: JSON.stringify({
            method: 'CC',
            token: methods[i],
            invoices: [{ invoiceId: invoices[i], amountCents: cents }],
          }),
        },
        20_000,
      );

    // Both payments reach the processor's door, then the signal.
    const firstHeld = gate.next();
    const sentFirst = pay(first, 0);
    const held1 = await firstHeld;
    const secondHeld = gate.next();
    const sentSecond = pay(first, 1);
    const held2 = await secondHeld;
    const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)));
    // The replacement instance starts while the first one drains, as in a rolling restart.
    const starting = startServerProcess({ ...env, SEED_DEMO: 'false' }).then((server) => {
      servers.push(server);
      return server;
    });
    const signalled = performance.now();
    first.child.kill('SIGTERM');
    await sleep(300);
    held1.release();

    // Payment 1 finishes while the instance drains.
    const answer1 = await sentFirst;
    expect(answer1.status, answer1.body).toBe(201);
    const payment1 = JSON.parse(answer1.body) as { id: string };

    // Payment 2 is still at the processor when the drain deadline ends the process; the charge happens after.
    const code = await exited;
    expect(code).toBe(1);
    expect(performance.now() - signalled).toBeGreaterThan(9_000);
    expect(first.log()).toContain('SIGTERM received: closing');
    const answer2 = await sentSecond;
    expect(answer2.status).toBeLessThanOrEqual(0);
    held2.release();
    const deadline = Date.now() + 5_000;
    while (stripe.intents().filter((intent) => intent.status === 'succeeded').length < 2 && Date.now() < deadline)
      await sleep(20);
    expect(stripe.intents().filter((intent) => intent.status === 'succeeded')).toHaveLength(2);

    gate.open();
    // The other instance: payment 1's retry replays it; payment 2's retry completes it (after the claim lease).
    const second = await starting;
    const replay1 = await pay(second, 0);
    expect(replay1.status, replay1.body).toBe(200);
    expect((JSON.parse(replay1.body) as { id: string }).id).toBe(payment1.id);
    let retry2 = await pay(second, 1);
    // 409: still within the dead instance's claim lease.
    for (let attempt = 0; attempt < 20 && retry2.status === 409; attempt += 1) {
      await sleep(250);
      retry2 = await pay(second, 1);
    }
    expect(retry2.status, retry2.body).toBe(201);

    const rows = await query<{ payments: number; ledger: number; balance: number }>(
      `select (select count(*)::int from payment_allocations pa join payments p on p.id = pa.payment_id
                where pa.invoice_id = i.id) as payments,
              (select count(*)::int from ledger_entries l where l.invoice_id = i.id and l.kind = 'payment') as ledger,
              i.balance_cents as balance
         from invoices i where i.id = any($1::uuid[])`,
      [invoices],
    );
    expect(rows).toEqual([
      { payments: 1, ledger: 1, balance: 0 },
      { payments: 1, ledger: 1, balance: 0 },
    ]);
    const payments = await query<{ id: string; status: string }>(
      `select id, status from payments where idempotency_key = any($1::text[])`,
      [keys],
    );
    expect(payments).toHaveLength(2);
    expect(payments.every((p) => p.status === 'succeeded')).toBe(true);
    const charged = stripe.intents().filter((intent) => intent.status === 'succeeded');
    for (const payment of payments)
      expect(charged.filter((intent) => intent.metadata.paymentId === payment.id)).toHaveLength(1);
  }, 120_000);
});
