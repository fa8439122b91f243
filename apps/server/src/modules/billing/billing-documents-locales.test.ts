import { describe, expect, it } from 'vitest';
import { winAnsi } from '../../lib/pdf-kit-helpers';
import { uiText } from '../../lib/ui-text';
import { renderInvoicePdf, renderReceiptPdf, renderStatementHtml, renderStatementPdf } from './billing-documents';
import { invoice, receipt, statement, textOf } from './billing-documents.fixture';
import { printWords } from './billing-print-words';
import { pageCount, pdfText } from '../../../test/pdf-text';

/** The billing documents in Spanish (Mexico) and Brazilian Portuguese (decision 098). */

const spanish = textOf('es-MX');
const portuguese = textOf('pt-BR');
const nbsp = '\u00a0';

const expectAll = (text: string, expected: string[]) => {
  for (const line of expected) expect(text).toContain(line);
};

describe('invoice PDF in Spanish', () => {
  it('has Spanish headings, day-first dates and USD amounts in the Mexican format', async () => {
    const text = pdfText(await renderInvoicePdf(invoice(), spanish));
    expectAll(text, [
      'Factura de exportación',
      'NÚMERO DE FACTURA',
      'FECHA DE LA FACTURA',
      '14/03/2025',
      'FECHA DE VENCIMIENTO',
      'Vence el: 13/04/2025',
      'Vigente',
      'FACTURAR A',
      'Saldo a pagar',
      `USD${nbsp}989.75`,
      `Total de la factura USD${nbsp}1,489.75 menos pagos USD${nbsp}500.00`,
      'CÓDIGO DE CARGO',
      `USD${nbsp}1,234.50`,
      'Pagos recibidos',
      `-USD${nbsp}500.00`,
      '20/03/2025',
      'Indique la factura INV-240017 al realizar su pago, con vencimiento el 13/04/2025.',
      'Página 1 de 1',
    ]);
    for (const english of ['Export Invoice', 'INVOICE NUMBER', 'Amount due', 'Payments received', '$989.75'])
      expect(text).not.toContain(english);
  });

  it('an import invoice paid in full, and continuation pages, in Spanish', async () => {
    const paid = pdfText(
      await renderInvoicePdf(
        invoice({ direction: 'Inbound', payments: [], paidCents: 148975, balanceCents: 0 }),
        spanish,
      ),
    );
    expectAll(paid, [
      'Factura de importación',
      'Pagada en su totalidad — no hay saldo pendiente',
      'No se han recibido pagos.',
    ]);
    const lines = Array.from({ length: 90 }, (_, i) => ({
      lineNo: i + 1,
      chargeCode: `C${i + 1}`,
      description: 'Manejo',
      amountCents: 1000,
    }));
    const pdf = await renderInvoicePdf(
      invoice({ lines, totalCents: 90000, paidCents: 0, balanceCents: 90000 }),
      spanish,
    );
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('Factura de exportación  INV-240017  (continuación)');
    expect(text).toContain(`Página ${pages} de ${pages}`);
  });
});

describe('receipt PDF in Brazilian Portuguese', () => {
  it('thanks the payer in Portuguese with the Brazilian day, time and amount formats', async () => {
    const text = pdfText(await renderReceiptPdf(receipt(), portuguese));
    expectAll(text, [
      'Recibo de pagamento',
      'REFERÊNCIA DO PAGAMENTO',
      'Obrigado — pagamento recebido',
      `US$${nbsp}623,45 pagos em 20/03/2025 15:04 UTC com Visa •••• 4242`,
      'E-MAIL DO PAGADOR',
      'Faturas pagas',
      'VALOR APLICADO',
      `US$${nbsp}500,00`,
      `US$${nbsp}123,45`,
      'Total pago',
      'Pago',
    ]);
    expect(text).not.toContain('Payment Receipt');
    expect(text).not.toContain('$623.45');
  });

  it('an ACH payment in process and an invoice credit are worded in Portuguese', async () => {
    const ach = pdfText(
      await renderReceiptPdf(receipt({ method: 'ACH', methodText: 'ACH •••• 6789', status: 'processing' }), portuguese),
    );
    expect(ach).toContain('Em processamento (o ACH é compensado em 1 a 3 dias úteis)');
    expect(ach).toContain('enviados em 20/03/2025 15:04 UTC com ACH •••• 6789');
    expect(ach).not.toContain('Obrigado');
    const credit = pdfText(await renderReceiptPdf(receipt({ method: 'IC', methodText: '' }), portuguese));
    expect(credit).toContain('com Crédito em fatura');
  });
});

describe('statement in Portuguese and Spanish', () => {
  it('the PDF has Portuguese headings, entry kinds, aging buckets and Brazilian amounts', async () => {
    const data = statement(120);
    const pdf = await renderStatementPdf(data, portuguese);
    const pages = pageCount(pdf);
    const text = pdfText(pdf);
    expectAll(text, [
      'Extrato de conta',
      'PERÍODO DO EXTRATO',
      '01/09/2024',
      '28/02/2025',
      '05/03/2025 08:30 UTC',
      'EXTRATO DE',
      'Saldo inicial',
      `US$${nbsp}250,00`,
      'Saldo final',
      'Movimentação da conta',
      'Fatura',
      'Pagamento',
      'DESCRIÇÃO',
      'A VENCER',
      'MAIS DE 90 DIAS',
      `US$${nbsp}50,00`,
      `Página ${pages} de ${pages}`,
      'Extrato de conta  LSCOMP Last 6 Months  (continuação)',
    ]);
    expect(text).not.toContain('Opening balance');
    expect(pdfText(await renderStatementPdf(statement(0), portuguese))).toContain(
      'Nenhuma movimentação neste período.',
    );
  });

  it('the HTML page is in Spanish, its language declared', () => {
    const html = renderStatementHtml(statement(3), spanish);
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="es">')).toBe(true);
    expectAll(html, [
      '<h1>Estado de cuenta</h1>',
      '<h2 id="statement-for">Estado de cuenta de</h2>',
      '<caption>Movimientos de la cuenta, 01/09/2024 – 28/02/2025</caption>',
      '<th scope="row" colspan="4">Saldo final al 28/02/2025</th>',
      `<td class="num">USD${nbsp}250.00</td>`,
      '<th scope="col" class="num">Más de 90 días</th>',
      '<td>Factura</td>',
      '<caption>Antigüedad del saldo adeudado</caption>',
    ]);
    expect(html).not.toContain('Opening balance');
    expect(renderStatementHtml(statement(0), spanish)).toContain(
      '<td colspan="7">Sin movimientos en este periodo.</td>',
    );
  });
});

describe('PDF output in every language', () => {
  it('the same data gives the same bytes in Spanish and Portuguese too', async () => {
    for (const text of [spanish, portuguese]) {
      const [a, b] = [await renderInvoicePdf(invoice(), text), await renderInvoicePdf(invoice(), text)];
      expect(a.equals(b)).toBe(true);
      const [c, d] = [await renderStatementPdf(statement(40), text), await renderStatementPdf(statement(40), text)];
      expect(c.equals(d)).toBe(true);
    }
  });

  it('formats by Intl: narrow spaces become no-break spaces the fonts have, days that are not stay as given', () => {
    const french = printWords(uiText('fr-FR', {}), winAnsi);
    expect(french.money(123456)).toBe(`1${nbsp}234,56${nbsp}$US`);
    expect(french.money(-5)).toBe(`-0,05${nbsp}$US`);
    expect(french.date('2025-02-30')).toBe('2025-02-30');
    expect(french.date('')).toBe('');
    const english = printWords(textOf('en-US'));
    expect(english.money(2_147_483_647)).toBe('$21,474,836.47');
    expect(english.instant('2025-03-20T15:04:05.000Z')).toBe('03/20/2025 15:04 UTC');
    expect(english.instant('2025-03-20')).toBe('03/20/2025 00:00 UTC');
    expect(english.status('Past Due')).toBe('Past Due');
    expect(() => english.money(0.5)).toThrow(RangeError);
  });
});
