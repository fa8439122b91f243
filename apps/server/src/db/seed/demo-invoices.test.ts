import { findLuhnNumbers } from '@connect/domain/billing/card';
import { deriveInvoiceStatus } from '@connect/domain/billing/invoice-status';
import { invoiceStatuses, type InvoiceStatus } from '@connect/domain/reference/enumerations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/query-rows';
import { createTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../client';
import { demoCompanies } from './demo-data';
import { seedDemoInvoices } from './demo-invoices';

let database: DatabaseHandle;
const demoCodes = demoCompanies.map((c) => c.code);

beforeAll(async () => {
  // A copy of the run's template database, which `prepareDatabase` seeded with the demo data.
  database = await createTestDatabase();
});
afterAll(async () => database.close());

type InvoiceRow = {
  code: string;
  invoice_number: string;
  total_cents: number;
  balance_cents: number;
  due_date: string;
  in_process: number;
};

async function demoInvoices(): Promise<InvoiceRow[]> {
  return queryRows<InvoiceRow>(
    database.db,
    sql`select c.code, i.invoice_number, i.total_cents, i.balance_cents, i.due_date::text as due_date,
          (select count(distinct a.payment_id) from payment_allocations a join payments p on p.id = a.payment_id
            where a.invoice_id = i.id and p.status in ('pending', 'processing'))::int as in_process
        from invoices i join companies c on c.id = i.company_id
        where c.code in (${sql.join(
          demoCodes.map((code) => sql`${code}`),
          sql`, `,
        )}) and i.invoice_number like 'MGL-INV-%'`,
  );
}

/** Counts and checksums of the billing tables (ledger ids are random, so they are left out). */
async function billingFingerprint(): Promise<Record<string, string>> {
  const [row] = await queryRows<Record<string, string>>(
    database.db,
    sql`select
      (select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t.invoice_number)), '') from invoices t) as invoices,
      (select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t.invoice_id, t.line_no)), '') from invoice_lines t) as lines,
      (select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t.reference)), '') from payments t) as payments,
      (select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t.payment_id, t.invoice_id)), '') from payment_allocations t) as allocations,
      (select count(*)::text || ':' || coalesce(md5(string_agg(
          concat_ws(',', t.company_id, t.invoice_id, t.payment_id, t.kind, t.amount_cents, t.created_at), '|'
          order by t.invoice_id, t.kind, t.payment_id nulls first, t.amount_cents, t.created_at)), '')
        from ledger_entries t) as ledger,
      (select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t.company_id)), '') from billing_accounts t) as accounts`,
  );
  return row ?? {};
}

describe('demo invoices', () => {
  it('gives every demo company invoices in each of the six statuses', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const counts = new Map<string, Map<InvoiceStatus, number>>();
    for (const row of await demoInvoices()) {
      const status = deriveInvoiceStatus({
        totalCents: row.total_cents,
        balanceCents: row.balance_cents,
        dueDate: row.due_date,
        paymentsInProcess: row.in_process,
        today,
      });
      const perCompany = counts.get(row.code) ?? new Map<InvoiceStatus, number>();
      perCompany.set(status, (perCompany.get(status) ?? 0) + 1);
      counts.set(row.code, perCompany);
    }
    expect([...counts.keys()].sort()).toEqual([...demoCodes].sort());
    for (const [code, perStatus] of counts) {
      for (const status of invoiceStatuses) expect(perStatus.get(status) ?? 0, `${code} ${status}`).toBeGreaterThan(0);
      expect(perStatus.get('Multiple Payments in Process'), code).toBeGreaterThanOrEqual(2);
      expect(perStatus.get('Credit Balance'), code).toBeLessThanOrEqual(2);
      // Most invoices are paid.
      const all = [...perStatus.values()].reduce((sum, n) => sum + n, 0);
      expect(perStatus.get('Payment Posted') ?? 0, code).toBeGreaterThan(all / 2);
    }
  });

  it('ties invoices to the shipments, net 30, numbered MGL-INV-<yy><6 digits>, totals the sum of the lines', async () => {
    const problems = await queryRows<{ invoice_number: string; problem: string }>(
      database.db,
      sql`select i.invoice_number, p.problem
        from invoices i
        join companies c on c.id = i.company_id
        left join shipments s on s.id = i.shipment_id
        cross join lateral (values
          (case when s.id is null or s.company_id <> i.company_id or s.document_no <> i.house_bill then 'shipment' end),
          (case when i.due_date <> i.invoice_date + 30 then 'due date' end),
          (case when i.invoice_number !~ ('^MGL-INV-' || to_char(i.invoice_date, 'YY') || '[0-9]{6}$') then 'number' end),
          (case when i.invoice_date > current_date then 'future' end),
          (case when i.total_cents > 0 and (i.invoice_date < s.bill_date + 2 or i.invoice_date > s.bill_date + 6)
            then 'invoice date' end),
          (case when s.origin_country <> s.destination_country and i.direction <>
              (case when s.origin_country = c.country_code then 'Outbound' else 'Inbound' end) then 'direction' end),
          (case when i.total_cents <> (select sum(l.amount_cents) from invoice_lines l where l.invoice_id = i.id)
            then 'total' end),
          (case when (i.total_cents < 0) <> exists (select 1 from invoice_lines l where l.invoice_id = i.id and l.charge_code = 'CRN')
            then 'credit note lines' end)
        ) as p(problem)
        where i.invoice_number like 'MGL-INV-%' and p.problem is not null`,
    );
    expect(problems).toEqual([]);
    const [codes] = await queryRows<{ codes: string[] }>(
      database.db,
      sql`select array_agg(distinct charge_code order by charge_code) as codes from invoice_lines`,
    );
    expect(codes?.codes).toEqual(
      expect.arrayContaining(['AFRT', 'FSC', 'SSC', 'THC', 'CUS', 'DLV', 'OFRT', 'BAF', 'DOC', 'DRAY', 'LTL', 'CRN']),
    );
  });

  it('keeps balances, allocations and the ledger consistent', async () => {
    const problems = await queryRows<{ invoice_number: string; problem: string }>(
      database.db,
      sql`select i.invoice_number, p.problem
        from invoices i
        cross join lateral (select
            coalesce(sum(a.amount_cents) filter (where pay.status = 'succeeded'), 0) as posted,
            coalesce(sum(a.amount_cents) filter (where pay.status = 'processing'), 0) as processing
          from payment_allocations a join payments pay on pay.id = a.payment_id where a.invoice_id = i.id) m
        cross join lateral (select
            coalesce(sum(e.amount_cents), 0) as total,
            count(*) filter (where e.kind = 'charge') as charges,
            coalesce(sum(e.amount_cents) filter (where e.kind = 'charge'), 0) as charged
          from ledger_entries e where e.invoice_id = i.id) l
        cross join lateral (values
          (case when i.total_cents > 0 and i.balance_cents <> i.total_cents - m.posted then 'balance' end),
          (case when i.total_cents > 0 and i.balance_cents < 0 then 'overpaid' end),
          (case when i.total_cents < 0 and (i.balance_cents >= 0 or m.posted + m.processing <> 0) then 'credit note' end),
          (case when m.processing > i.balance_cents and i.total_cents > 0 then 'reserved over balance' end),
          (case when l.total <> i.balance_cents then 'ledger' end),
          (case when l.charges <> 1 or l.charged <> i.total_cents then 'charge' end)
        ) as p(problem)
        where i.invoice_number like 'MGL-INV-%' and p.problem is not null`,
    );
    expect(problems).toEqual([]);

    const paymentProblems = await queryRows<{ reference: string; problem: string }>(
      database.db,
      sql`select pay.reference, p.problem
        from payments pay join companies c on c.id = pay.company_id
        cross join lateral (values
          (case when pay.amount_cents <> (select sum(a.amount_cents) from payment_allocations a where a.payment_id = pay.id)
            or pay.amount_cents <= 0 then 'amount' end),
          (case when pay.reference !~ '^PAY-[0-9]{6}-[A-Z0-9]{5}$'
            or pay.reference <> 'PAY-' || to_char(pay.created_at at time zone 'UTC', 'YYMMDD') || substr(pay.reference, 11)
            then 'reference' end),
          (case when pay.idempotency_key !~ '^demo-[0-9a-f-]{36}$' or pay.request_hash !~ '^[0-9a-f]+$' then 'keys' end),
          (case when pay.payer_email <> c.email then 'payer' end),
          (case when pay.status = 'succeeded' and (pay.settled_at is null or pay.settled_at < pay.created_at) then 'settled' end),
          (case when pay.status = 'processing' and (pay.method <> 'ACH' or pay.ach_account_type <> 'checking'
            or pay.last4 !~ '^[0-9]{4}$' or pay.provider <> 'sandbox' or pay.provider_intent_id !~ '^pi_demo_'
            or pay.settled_at is not null) then 'processing' end),
          (case when pay.status not in ('succeeded', 'processing') then 'status' end),
          (case when pay.method = 'CC' and (pay.card_brand not in ('Visa', 'Mastercard') or pay.last4 !~ '^[0-9]{4}$')
            then 'card' end),
          (case when pay.created_at > now() or pay.settled_at > now() then 'future' end)
        ) as p(problem)
        where pay.idempotency_key like 'demo-%' and p.problem is not null`,
    );
    expect(paymentProblems).toEqual([]);

    const [accounts] = await queryRows<{ n: number; low: number; high: number }>(
      database.db,
      sql`select count(*)::int as n, min(b.credit_limit_cents)::int as low, max(b.credit_limit_cents)::int as high
        from billing_accounts b join companies c on c.id = b.company_id
        where c.code in (${sql.join(
          demoCodes.map((code) => sql`${code}`),
          sql`, `,
        )})`,
    );
    expect(accounts?.n).toBe(demoCodes.length);
    expect(accounts?.low).toBeGreaterThanOrEqual(5_000_000);
    expect(accounts?.high).toBeLessThanOrEqual(25_000_000);
  });

  it('keeps no card number in the payments', async () => {
    // company_id is the companies table's random key, not payment data: left out of the dump.
    const [row] = await queryRows<{ dump: string; n: number }>(
      database.db,
      sql`select coalesce(json_agg(to_jsonb(p) - 'company_id' - 'payer_user_id' - 'guest_link_id')::text, '') as dump,
            count(*)::int as n
          from payments p`,
    );
    expect(row?.n).toBeGreaterThan(100);
    expect(findLuhnNumbers(row?.dump ?? '')).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const before = await billingFingerprint();
    await seedDemoInvoices(database.db);
    expect(await billingFingerprint()).toEqual(before);
  });

  it('writes the same data for the same day, quickly', async () => {
    const clear = async () => {
      for (const table of ['ledger_entries', 'payment_allocations', 'payments', 'invoice_lines', 'invoices']) {
        await database.db.execute(sql`delete from ${sql.identifier(table)}`);
      }
      await database.db.execute(sql`delete from billing_accounts`);
      await database.db.execute(sql`delete from app_settings where key = 'demo_invoices_seed_version'`);
    };
    const today = new Date();
    const timings: number[] = [];
    const fingerprints: Record<string, string>[] = [];
    for (let run = 0; run < 2; run += 1) {
      await clear();
      const started = performance.now();
      await seedDemoInvoices(database.db, today);
      timings.push(performance.now() - started);
      fingerprints.push(await billingFingerprint());
    }
    expect(fingerprints[1]).toEqual(fingerprints[0]);
    expect(fingerprints[0]?.invoices?.startsWith('0:')).toBe(false);
    // Part of every embedded start-up (about a second on PGlite); generous for a busy machine.
    expect(Math.min(...timings)).toBeLessThan(10_000);
  });
});
