import { paymentSchema, sandboxTokenSchema, statementSchema } from '@connect/contracts/billing/billing.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildInvoice } from '../../../test/builders/billing';
import {
  buildCustomerUser,
  type BuiltUser,
  chooseLocale,
  companyIdOf,
  signInAs,
} from '../../../test/builders/identity';
import { pdfText } from '../../../test/pdf-text';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The billing documents in the reader's language (decision 098): the invoice, statement and receipt a user
 * downloads are worded and formatted in their My Profile language, with the admins' published changes; the receipt
 * mailed after a payment, and the mail's own subject and text, in its recipient's.
 */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: SignedIn;
let lscomp = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
  admin = await signIn(t.app, demo.admin);
  lscomp = await companyIdOf(t.database.db, 'LSCOMP');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A billing user of LSCOMP who chose `locale` in My Profile, signed in. */
async function readerIn(locale: string): Promise<{ user: BuiltUser; session: SignedIn }> {
  const user = await buildCustomerUser(t.database.db, {
    companyCode: 'LSCOMP',
    permissions: ['billing', 'billingOnlinePymt', 'report'],
  });
  const session = await signInAs(t.app, user);
  await chooseLocale(t.app, session, locale);
  return { user, session };
}

const get = (session: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: session.headers });
/** The PDF's text with runs of white space (no-break spaces included) as one space. */
const textOf = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
/** A YYYY-MM-DD day as DD/MM/YYYY, the Spanish and Portuguese short date. */
const dayFirst = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

describe('billing documents in the reader’s language', () => {
  it('a pt-BR reader gets the invoice and the statement in Brazilian Portuguese, with the admins’ published words', async () => {
    const { session } = await readerIn('pt-BR');
    const invoice = await buildInvoice(t.database.db, {
      companyId: lscomp,
      invoiceNumber: 'LANG-INV-PT',
      invoiceDate: '2026-02-10',
      dueDate: '2026-03-12',
      lines: [{ chargeCode: 'AFRT', description: 'Air freight', amountCents: 123_450 }],
    });

    const pdf = await get(session, `/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = textOf(pdf.rawPayload);
    for (const expected of [
      'Fatura de exportação',
      'NÚMERO DA FATURA',
      'Valor a pagar',
      'US$ 1.234,50',
      'Vencimento: 12/03/2026',
      '10/02/2026',
      'Página 1 de 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Invoice number');
    expect(text).not.toContain('$1,234.50');

    const statement = statementSchema.parse((await get(session, '/api/billing/statements?period=YTD')).json());
    expect(statement.periodName).toBe('Acumulado do ano');
    const statementPdf = await get(session, '/api/billing/statements/pdf?period=YTD');
    expect(statementPdf.statusCode).toBe(200);
    expect(String(statementPdf.headers['content-disposition'])).toContain(encodeURIComponent('Extrato LSCOMP YTD'));
    const statementText = textOf(statementPdf.rawPayload);
    for (const expected of ['Extrato de conta', 'Acumulado do ano', 'Saldo inicial', 'Saldo final', 'MAIS DE 90 DIAS'])
      expect(statementText).toContain(expected);
    expect(statementText).toContain(dayFirst(statement.to));
    expect(statementText).not.toContain('Statement of Account');

    const html = await t.app.inject({
      method: 'POST',
      url: '/api/Report/pdf',
      headers: session.headers,
      payload: { name: 'billing_statement', Parameters: { periodCode: 'YTD', customerCode: 'LSCOMP' } },
    });
    expect(html.statusCode, html.body).toBe(200);
    expect(html.body).toContain('<html lang="pt">');
    expect(html.body).toContain('<h1>Extrato de conta</h1>');

    // An admin's published change of a document's word reads in the next document.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/localization/locales/pt-BR/drafts',
      headers: admin.headers,
      payload: { key: 'billingDocuments.invoice.billTo', value: 'Cobrar de' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/localization/locales/pt-BR/publish',
      headers: admin.headers,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(textOf((await get(session, `/api/invoices/${invoice.id}/pdf`)).rawPayload)).toContain('COBRAR DE');
  });

  it('an es-MX payer downloads and is mailed the receipt in Spanish; an en-US reader keeps English', async () => {
    const { user, session } = await readerIn('es-MX');
    const invoice = await buildInvoice(t.database.db, {
      companyId: lscomp,
      invoiceNumber: 'LANG-INV-ES',
      lines: [{ chargeCode: 'OFRT', description: 'Ocean freight', amountCents: 250_075 }],
    });
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/card-tokens',
      payload: { number: '4242424242424242', expMonth: 6, expYear: new Date().getFullYear() + 2, cvc: '123' },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...session.headers, 'idempotency-key': 'language-pay-key-1' },
      payload: {
        method: 'CC',
        token: sandboxTokenSchema.parse(card.json()).token,
        invoices: [{ invoiceId: invoice.id, amountCents: 250_075 }],
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paymentSchema.parse(paid.json());

    const receipt = await get(session, `/api/payments/${payment.id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    expect(String(receipt.headers['content-disposition'])).toContain(
      encodeURIComponent(`Recibo ${payment.reference}.pdf`),
    );
    const text = textOf(receipt.rawPayload);
    for (const expected of ['Recibo de pago', 'Gracias — pago recibido', 'Total pagado', 'USD 2,500.75'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Payment Receipt');

    const mail = sink.received.find((m) => m.to.includes(user.email) && m.subject.includes(payment.reference));
    const attached = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attached?.filename).toBe(`Recibo ${payment.reference}.pdf`);
    expect(textOf(attached?.content ?? Buffer.alloc(0))).toContain('Recibo de pago');
    // The mail's own subject and text are in Spanish too, the amounts by Intl.
    expect(mail?.subject).toBe(`Connect: recibo de pago ${payment.reference}`);
    const body = (mail?.text ?? '').replace(/\u00a0/g, ' ');
    for (const expected of [
      'Pago realizado con éxito.',
      `Recibo ${payment.reference}`,
      'Pagado con: ',
      'con terminación 4242',
      'Total: USD 2,500.75',
      'Facturas:',
      '  LANG-INV-ES: USD 2,500.75',
      'El recibo va adjunto en PDF.',
    ])
      expect(body).toContain(expected);
    for (const english of ['Payment made successfully', 'Paid with', 'Invoices:', '$2,500.75'])
      expect(body).not.toContain(english);

    // Their colleague who reads in English gets the same invoice's PDF in English, as before.
    const english = await signIn(t.app, demo.customer);
    const englishText = textOf((await get(english, `/api/invoices/${invoice.id}/pdf`)).rawPayload);
    expect(englishText).toContain('Export Invoice');
    expect(englishText).toContain('Payments received');
    expect(englishText).toContain('-$2,500.75');
  });
});
