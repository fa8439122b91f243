import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../auth-helpers';
import {
  keepCalling,
  postgresBinDir,
  signInOverHttp,
  sleep,
  startPrivatePostgres,
  startServerProcess,
  timedRequest,
  waitForReadiness,
  type PrivatePostgres,
  type ServerProcess,
} from './fault-support';

/**
 * Issue #15, reliability: PostgreSQL restarted while customers use the portal. Requests fail cleanly with spec 1 §8's
 * 'Could not connect to database' (HTTP 500, legacy code 701/702), `/readyz` answers 503 and comes back, no request
 * hangs, and no payment is lost or doubled once the database is back (the browser retries with its idempotency key).
 */

const deadlineMs = 10_000;
let database: PrivatePostgres;
let server: ServerProcess;

/** One query on a fresh connection (the database is restarted in between). */
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
  server = await startServerProcess({ DATABASE_URL: database.url, SEED_DEMO: 'true' });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  database?.destroy();
});

/** Open invoices of Lone Star Components made for this test (their own numbers), answered by id. */
async function openInvoices(count: number, cents: number): Promise<string[]> {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const rows = await query<{ id: string }>(
      `insert into invoices (company_id, invoice_number, direction, invoice_date, due_date, total_cents, balance_cents)
       select id, $1, 'Outbound', current_date - 20, current_date + 10, $2, $2 from companies where code = 'LSCOMP'
       returning id`,
      [`FAULT-${tag}-${i}`, cents],
    );
    ids.push(rows[0]?.id ?? '');
  }
  return ids;
}

async function cardToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/payments/sandbox/card-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

describe.runIf(postgresBinDir())('PostgreSQL restarted under load', () => {
  it('answers the spec’s message while it is down, hangs no request, recovers, and keeps every payment once', async () => {
    const base = server.baseUrl;
    const headers = await signInOverHttp(base, demo.customer);
    const invoices = await openInvoices(6, 12_345);
    const tokens = await Promise.all(invoices.map(() => cardToken(base)));
    const pay = (i: number) =>
      timedRequest(
        `${base}/api/payments`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `fault-pg-restart-${i}` },
          body: JSON.stringify({
            method: 'CC',
            token: tokens[i],
            invoices: [{ invoiceId: invoices[i], amountCents: 12_345 }],
          }),
        },
        deadlineMs,
      );

    const load = keepCalling(6, () => timedRequest(`${base}/api/invoices?pageSize=20`, { headers }, deadlineMs));
    await sleep(1500);
    // Payments in flight as the database goes away: whatever each answers, a retry with its key settles it once.
    const inFlight = invoices.map((_, i) => pay(i));
    database.stop();
    const firstAnswers = await Promise.all(inFlight);

    const down = await timedRequest(`${base}/api/invoices?pageSize=20`, { headers }, deadlineMs);
    expect(down.status, down.body).toBe(500);
    expect(JSON.parse(down.body)).toMatchObject({
      error: { code: 'DATABASE_UNREACHABLE', message: 'Could not connect to database' },
    });
    const readyDown = await timedRequest(`${base}/readyz`, {}, deadlineMs);
    expect(readyDown.status).toBe(503);
    expect(JSON.parse(readyDown.body)).toMatchObject({ message: 'Could not connect to database' });
    await sleep(1500);

    database.start();
    await waitForReadiness(base, 30_000);
    await sleep(1000);
    const answers = await load.stop();

    // No request hung, none failed other than with the database message, and the list works again.
    expect(answers.filter((a) => a.status <= 0)).toEqual([]);
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].every((s) => s === 200 || s === 500)).toBe(true);
    for (const failed of answers.filter((a) => a.status === 500))
      expect(JSON.parse(failed.body).error.code).toBe('DATABASE_UNREACHABLE');
    expect(answers.some((a) => a.status === 500)).toBe(true);
    expect(answers.at(-1)?.status).toBe(200);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(deadlineMs);
    expect(firstAnswers.every((a) => a.status > 0)).toBe(true);

    // The browser retries each payment that did not answer 201 with the same key until it is settled.
    for (let i = 0; i < invoices.length; i += 1) {
      let answer = firstAnswers[i];
      for (let attempt = 0; attempt < 10 && answer && answer.status !== 201 && answer.status !== 200; attempt += 1) {
        await sleep(500);
        answer = await pay(i);
      }
      expect([200, 201], answer?.body).toContain(answer?.status);
    }
    const rows = await query<{ invoice_id: string; payments: number; ledger: number; balance: number }>(
      `select i.id as invoice_id,
              (select count(*)::int from payment_allocations pi join payments p on p.id = pi.payment_id
                where pi.invoice_id = i.id and p.status = 'succeeded') as payments,
              (select count(*)::int from ledger_entries l where l.invoice_id = i.id and l.kind = 'payment') as ledger,
              i.balance_cents as balance
         from invoices i where i.id = any($1::uuid[])`,
      [invoices],
    );
    expect(rows).toHaveLength(invoices.length);
    for (const row of rows) expect(row).toMatchObject({ payments: 1, ledger: 1, balance: 0 });
  });
});
