import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paymentSchema, sandboxTokenSchema, statementSchema } from '@connect/contracts/billing/billing.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildInvoice } from '../../../test/builders/billing';
import { companyIdOf } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let customer: SignedIn;
let lscomp = '';
let invoiceId = '';

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, demo.customer);
  lscomp = await companyIdOf(t.database.db, 'LSCOMP');
  // An invoice charged to the ledger this month, with lines.
  invoiceId = (
    await buildInvoice(t.database.db, {
      companyId: lscomp,
      invoiceNumber: 'STMT-INV-ALPHA',
      houseBill: 'MGLATESTONE',
      lines: [
        { chargeCode: 'AFRT', description: 'Air freight DFW-FRA 410 kg', amountCents: 98_400 },
        { chargeCode: 'FSC', description: 'Fuel surcharge', amountCents: 25_050 },
      ],
    })
  ).id;
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: customer.headers });

/** Renders page 1 of a PDF to PNG with poppler's pdftoppm and answers the PNG's size in bytes. */
function renderFirstPage(pdf: Buffer): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'connect-pdf-'));
  writeFileSync(path.join(dir, 'doc.pdf'), pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '40',
    '-f',
    '1',
    '-l',
    '1',
    path.join(dir, 'doc.pdf'),
    path.join(dir, 'page'),
  ]);
  const png = readFileSync(path.join(dir, 'page-1.png'));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return png.length;
}

describe('invoice, receipt and statement documents', () => {
  it('renders the invoice and, after a payment, its receipt as PDFs that poppler can draw', async () => {
    const invoice = await get(`/api/invoices/${invoiceId}/pdf`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(renderFirstPage(invoice.rawPayload)).toBeGreaterThan(1000);

    const card = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/card-tokens',
      payload: { number: '5555555555554444', expMonth: 3, expYear: new Date().getFullYear() + 1, cvc: '737' },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...customer.headers, 'idempotency-key': 'statement-pay-key-1' },
      payload: {
        method: 'CC',
        token: sandboxTokenSchema.parse(card.json()).token,
        invoices: [{ invoiceId, amountCents: 23_450 }],
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paymentSchema.parse(paid.json());
    const receipt = await get(`/api/payments/${payment.id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toContain(`Receipt ${payment.reference}.pdf`);
    expect(renderFirstPage(receipt.rawPayload)).toBeGreaterThan(1000);
    expect((await get('/api/payments/00000000-0000-4000-8000-000000000000/receipt.pdf')).statusCode).toBe(404);
  });

  it('adds up: opening balance, charges and payments of the period give the closing balance', async () => {
    const res = await get('/api/billing/statements?period=YTD');
    expect(res.statusCode, res.body).toBe(200);
    const statement = statementSchema.parse(res.json());
    expect(statement.periodName).toBe('YTD');
    expect(statement.customer.code).toBe('LSCOMP');
    const sum = statement.entries.reduce(
      (total, e) => total + e.chargeCents - e.creditCents,
      statement.openingBalanceCents,
    );
    expect(statement.closingBalanceCents).toBe(sum);
    expect(statement.entries.at(-1)?.balanceCents ?? statement.openingBalanceCents).toBe(statement.closingBalanceCents);
    expect(statement.entries.some((e) => e.reference === 'STMT-INV-ALPHA' && e.chargeCents === 123_450)).toBe(true);
    expect(statement.entries.some((e) => e.kind === 'Payment' && e.creditCents === 23_450)).toBe(true);
    const month = new Date();
    const monthly = await get(
      `/api/billing/statements?year=${month.getUTCFullYear()}&month=${month.getUTCMonth() + 1}`,
    );
    expect(monthly.statusCode).toBe(200);
    expect((await get('/api/billing/statements?period=Q1')).statusCode).toBe(400);

    const pdf = await get('/api/billing/statements/pdf?period=LM');
    expect(pdf.statusCode).toBe(200);
    expect(renderFirstPage(pdf.rawPayload)).toBeGreaterThan(1000);
  });

  it("answers report billing_statement as HTML for the caller's company only", async () => {
    const report = (customerCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Report/pdf',
        headers: customer.headers,
        payload: {
          user_id: 'x',
          name: 'billing_statement',
          Parameters: { forwarderCode: 'MGL', periodCode: 'YTD', customerCode },
        },
      });
    const html = await report('LSCOMP');
    expect(html.statusCode, html.body).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Lone Star Components LLC');
    expect(html.body).not.toContain('<script');
    expect((await report('SERRAZ')).statusCode).toBe(404);
  });
});
