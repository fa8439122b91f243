/**
 * The billing documents: invoices (the report service's export_invoice and import_invoice), payment receipts and
 * statements of account (billing_statement), as PDF in pdfkit's built-in Helvetica fonts, and the statement also
 * as the self-contained HTML page the report service answers with (spec 1: POST /Report/pdf answers HTML).
 *
 * Each is worded in its reader's language (`text`: the catalogue's `billingDocuments`, decision 098), with days and
 * money formatted by Intl in that locale (money in US dollars, days in UTC).
 *
 * US Letter portrait; the same data always gives the same bytes (the PDF's creation date comes from the data).
 * Text outside WinAnsi prints as '?' in the PDFs (see winAnsi); the HTML escapes every value it prints.
 */
import { party, winAnsi } from '../../lib/pdf-kit-helpers';
import type { UiText } from '../../lib/ui-text';
import type { InvoicePrintData, ReceiptPrintData } from './billing-print-types';
import { printWords } from './billing-print-words';
import {
  creationDate,
  printable,
  left,
  contentWidth,
  half,
  grey,
  newSheet,
  oneLine,
  letterhead,
  fieldRow,
  sectionTitle,
  table,
  totalsBlock,
  note,
  panel,
  finish,
  customerBoxHeight,
} from './billing-print-layout';

export type { InvoicePrintData, MoneyCents, ReceiptPrintData, StatementPrintData } from './billing-print-types';
export { renderStatementHtml, renderStatementPdf } from './statement-documents';

/**
 * An invoice as PDF, titled 'Export Invoice' (Outbound) or 'Import Invoice' (Inbound) in English: the bill-to
 * party, the amount due and due date in a box beside it, the charge lines, the totals, and the payments received.
 */
export async function renderInvoicePdf(input: InvoicePrintData, text: UiText): Promise<Buffer> {
  const data = printable(input);
  const w = printWords(text, winAnsi);
  const { say, money, date } = w;
  const title = say(data.direction === 'Inbound' ? 'invoice.importTitle' : 'invoice.exportTitle');
  const sheet = newSheet(
    w,
    title,
    data.invoiceNumber,
    data.forwarder.name,
    creationDate(data.invoiceDate, data.dueDate),
    say('page.subject', { title, number: data.invoiceNumber, customer: data.customer.code }),
  );
  const { doc } = sheet;
  let y = letterhead(sheet, data.forwarder, title, say('invoice.invoiceNumber'), data.invoiceNumber);
  y = fieldRow(
    doc,
    [
      [say('invoice.invoiceDate'), date(data.invoiceDate), 100],
      [say('invoice.dueDate'), date(data.dueDate), 100],
      [say('invoice.houseBill'), data.houseBill, 132],
      [say('invoice.status'), w.status(data.status), 110],
      [say('invoice.customerCode'), data.customer.code, 90],
    ],
    y,
  );

  const height = customerBoxHeight(doc, data.customer.name, data.customer.address);
  party(doc, say('invoice.billTo'), data.customer, left, y, { width: half, height });
  const bx = left + half + 10;
  panel(doc, bx, y, half, height, '#eef3fb', '#1f4e8c');
  oneLine(doc, say('invoice.amountDue'), bx + 10, y + 8, half - 20, {
    font: 'Helvetica-Bold',
    size: 10,
    color: '#1f4e8c',
  });
  oneLine(doc, money(data.balanceCents), bx + 10, y + 22, half - 20, {
    font: 'Helvetica-Bold',
    size: 22,
    minSize: 12,
  });
  oneLine(doc, say('invoice.dueOn', { date: date(data.dueDate) || '—' }), bx + 10, y + 50, half - 20, {
    font: 'Helvetica-Bold',
    size: 11,
    minSize: 8,
  });
  const standing =
    data.balanceCents < 0
      ? say('invoice.creditInFavor')
      : data.balanceCents === 0
        ? say('invoice.paidInFull')
        : say('invoice.totalLessPayments', { total: money(data.totalCents), paid: money(data.paidCents) });
  oneLine(doc, standing, bx + 10, y + 66, half - 20, { size: 8, color: grey });
  y += height + 14;

  y = sectionTitle(sheet, say('invoice.charges'), y, 30);
  y = table(
    sheet,
    [
      { label: say('invoice.lineNo'), width: 32 },
      { label: say('invoice.chargeCode'), width: 96 },
      { label: say('invoice.description'), width: 304, wrap: true },
      { label: say('invoice.amount'), width: 100, align: 'right' },
    ],
    data.lines.map((line) => ({
      cells: [String(line.lineNo), line.chargeCode, line.description, money(line.amountCents)],
    })),
    y,
    say('invoice.noCharges'),
  );
  y = totalsBlock(
    sheet,
    [
      [say('invoice.invoiceTotal'), money(data.totalCents)],
      [say('invoice.paymentsReceived'), money(-data.paidCents)],
      [say('invoice.amountDue'), money(data.balanceCents)],
    ],
    y,
  );

  y = sectionTitle(sheet, say('invoice.paymentsReceived'), y + 4, 30);
  y = table(
    sheet,
    [
      { label: say('invoice.reference'), width: 150 },
      { label: say('invoice.date'), width: 90 },
      { label: say('invoice.method'), width: 192 },
      { label: say('invoice.amount'), width: 100, align: 'right' },
    ],
    data.payments.map((p) => ({ cells: [p.reference, date(p.date), p.method, money(p.amountCents)] })),
    y,
    say('invoice.noPayments'),
  );
  note(
    sheet,
    say('invoice.note', {
      invoice: data.invoiceNumber || '—',
      date: date(data.dueDate) || '—',
      contact: data.forwarder.email || data.forwarder.name,
    }),
    y + 8,
  );
  return finish(sheet);
}

// ---------------------------------------------------------------------------------------------------------------
// Receipt

/**
 * A payment receipt as PDF: 'Thank you — payment received' once paid, else the processing status (an ACH payment
 * is processing until it settles), the payment's details and the invoices it paid.
 */
export async function renderReceiptPdf(input: ReceiptPrintData, text: UiText): Promise<Buffer> {
  const data = printable(input);
  const w = printWords(text, winAnsi);
  const { say, money } = w;
  const title = say('receipt.title');
  const sheet = newSheet(
    w,
    title,
    data.paymentReference,
    data.forwarder.name,
    creationDate(data.paidAt),
    say('page.subject', { title, number: data.paymentReference, customer: data.customer.code }),
  );
  const { doc } = sheet;
  let y = letterhead(sheet, data.forwarder, title, say('receipt.paymentReference'), data.paymentReference);

  const paid = data.status === 'paid';
  const status = say(`receipt.statuses.${data.status}`);
  const method = data.methodText || (data.method === 'IC' ? say('receipt.invoiceCredit') : data.method);
  const colors = paid
    ? { fill: '#e8f5ec', stroke: '#1e7b3c', text: '#145c2c' }
    : { fill: '#fff4e5', stroke: '#8a5a00', text: '#6b4500' };
  panel(doc, left, y, contentWidth, 46, colors.fill, colors.stroke);
  oneLine(doc, paid ? say('receipt.thanks') : status, left + 12, y + 9, contentWidth - 24, {
    font: 'Helvetica-Bold',
    size: 14,
    minSize: 9,
    color: colors.text,
  });
  const line = say(paid ? 'receipt.paidLine' : 'receipt.submittedLine', {
    amount: money(data.totalCents),
    when: w.instant(data.paidAt),
    method,
  });
  oneLine(doc, line, left + 12, y + 28, contentWidth - 24, { size: 9, color: colors.text });
  y += 58;

  y = fieldRow(
    doc,
    [
      [say('receipt.customer'), data.customer.name, 262],
      [say('receipt.customerCode'), data.customer.code, 100],
      [say('receipt.payerEmail'), data.payerEmail, 170],
    ],
    y,
  );
  y = fieldRow(
    doc,
    [
      [say('receipt.paidAt'), w.instant(data.paidAt), 130],
      [say('receipt.paymentMethod'), method, 232],
      [say('receipt.status'), status, 170],
    ],
    y,
  );

  y = sectionTitle(sheet, say('receipt.invoicesPaid'), y + 4, 30);
  y = table(
    sheet,
    [
      { label: say('receipt.invoiceNumber'), width: 412 },
      { label: say('receipt.amountApplied'), width: 120, align: 'right' },
    ],
    data.allocations.map((a) => ({ cells: [a.invoiceNumber, money(a.amountCents)] })),
    y,
    say('receipt.noInvoices'),
  );
  y = totalsBlock(sheet, [[say('receipt.totalPaid'), money(data.totalCents)]], y);
  note(sheet, say('receipt.note', { contact: data.forwarder.email || data.forwarder.name }), y + 8);
  return finish(sheet);
}

// ---------------------------------------------------------------------------------------------------------------
// Statement
