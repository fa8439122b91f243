import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInvoice } from '../test/builders/billing';
import { buildCompany, buildCustomerUser, companyIdOf, signInAs } from '../test/builders/identity';
import { queryRows } from '../test/query-rows';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the route tests’ data builders', () => {
  it('builds a company and a customer of it who signs in with the given permissions', async () => {
    const company = await buildCompany(t.database.db, { name: 'Builder Freight Ltd' });
    expect(company.code).toMatch(/^TST[0-9A-F]{6}$/);
    expect(await companyIdOf(t.database.db, company.code)).toBe(company.id);
    const user = await buildCustomerUser(t.database.db, {
      companyCode: company.code,
      permissions: ['shipment', 'billing'],
    });
    const signedIn = await signInAs(t.app, user);
    expect(signedIn.session.user.email).toBe(user.email);
    expect(signedIn.session.user.userType).toBe('CUSTOMER');
    expect(signedIn.session.user.selectedCompany).toBe(company.code);
    expect([...signedIn.session.user.permissions].sort()).toEqual(['billing', 'shipment']);
    const other = await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['shipment'] });
    expect(other.email).not.toBe(user.email);
    expect((await signInAs(t.app, other)).session.user.selectedCompany).toBe('LSCOMP');
  });

  it('builds an invoice with its lines, open for their sum and charged to the ledger', async () => {
    const companyId = await companyIdOf(t.database.db, 'LSCOMP');
    const invoice = await buildInvoice(t.database.db, {
      companyId,
      lines: [
        { chargeCode: 'AFRT', description: 'Air freight', amountCents: 1_000 },
        { chargeCode: 'FSC', description: 'Fuel surcharge', amountCents: 250 },
      ],
    });
    expect(invoice.totalCents).toBe(1_250);
    const [row] = await queryRows<{ balance_cents: number; lines: number; charged: number }>(
      t.database.db,
      sql`select i.balance_cents,
            (select count(*)::int from invoice_lines l where l.invoice_id = i.id) as lines,
            (select coalesce(sum(amount_cents), 0)::int from ledger_entries e
              where e.invoice_id = i.id and e.kind = 'charge') as charged
          from invoices i where i.id = ${invoice.id}`,
    );
    expect(row).toEqual({ balance_cents: 1_250, lines: 2, charged: 1_250 });
  });
});
