/**
 * The billing documents: invoices (the report service's export_invoice and import_invoice), payment receipts and
 * statements of account (billing_statement), as PDF in pdfkit's built-in Helvetica fonts, and the statement also
 * as the self-contained HTML page the report service answers with (spec 1: POST /Report/pdf answers HTML).
 *
 * US Letter portrait; the same data always gives the same bytes (the PDF's creation date comes from the data).
 * Text outside WinAnsi prints as '?' in the PDFs (see winAnsi); the HTML escapes every value it prints.
 */
import { formatUsd } from '@connect/domain/billing/money';

import { party } from '../../lib/pdf-kit-helpers';
import type { InvoicePrintData, ReceiptPrintData } from './billing-print-types';
import {
  receiptTitle,
  paidText,
  invoiceTitle,
  printDate,
  printInstant,
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

export async function renderInvoicePdf(input: InvoicePrintData): Promise<Buffer> {
  const data = printable(input);
  const title = invoiceTitle(data.direction);
  const sheet = newSheet(
    title,
    data.invoiceNumber,
    data.forwarder.name,
    creationDate(data.invoiceDate, data.dueDate),
    `${title} ${data.invoiceNumber} for ${data.customer.code}`,
  );
  const { doc } = sheet;
  let y = letterhead(sheet, data.forwarder, title, 'Invoice number', data.invoiceNumber);
  y = fieldRow(
    doc,
    [
      ['Invoice date', printDate(data.invoiceDate), 100],
      ['Due date', printDate(data.dueDate), 100],
      ['House bill', data.houseBill, 132],
      ['Status', data.status, 110],
      ['Customer code', data.customer.code, 90],
    ],
    y,
  );

  const height = customerBoxHeight(doc, data.customer.name, data.customer.address);
  party(doc, 'Bill to', data.customer, left, y, { width: half, height });
  const bx = left + half + 10;
  panel(doc, bx, y, half, height, '#eef3fb', '#1f4e8c');
  oneLine(doc, 'Amount due', bx + 10, y + 8, half - 20, { font: 'Helvetica-Bold', size: 10, color: '#1f4e8c' });
  oneLine(doc, formatUsd(data.balanceCents), bx + 10, y + 22, half - 20, {
    font: 'Helvetica-Bold',
    size: 22,
    minSize: 12,
  });
  oneLine(doc, `Due date: ${printDate(data.dueDate) || '—'}`, bx + 10, y + 50, half - 20, {
    font: 'Helvetica-Bold',
    size: 11,
    minSize: 8,
  });
  const standing =
    data.balanceCents < 0
      ? 'Credit balance in your favor'
      : data.balanceCents === 0
        ? 'Paid in full — nothing is due'
        : `Invoice total ${formatUsd(data.totalCents)} less payments ${formatUsd(data.paidCents)}`;
  oneLine(doc, standing, bx + 10, y + 66, half - 20, { size: 8, color: grey });
  y += height + 14;

  y = sectionTitle(sheet, 'Charges', y, 30);
  y = table(
    sheet,
    [
      { label: '#', width: 32 },
      { label: 'Charge code', width: 96 },
      { label: 'Description', width: 304, wrap: true },
      { label: 'Amount', width: 100, align: 'right' },
    ],
    data.lines.map((line) => ({
      cells: [String(line.lineNo), line.chargeCode, line.description, formatUsd(line.amountCents)],
    })),
    y,
    'No charges.',
  );
  y = totalsBlock(
    sheet,
    [
      ['Invoice total', formatUsd(data.totalCents)],
      ['Payments received', formatUsd(-data.paidCents)],
      ['Amount due', formatUsd(data.balanceCents)],
    ],
    y,
  );

  y = sectionTitle(sheet, 'Payments received', y + 4, 30);
  y = table(
    sheet,
    [
      { label: 'Reference', width: 150 },
      { label: 'Date', width: 90 },
      { label: 'Method', width: 192 },
      { label: 'Amount', width: 100, align: 'right' },
    ],
    data.payments.map((p) => ({ cells: [p.reference, printDate(p.date), p.method, formatUsd(p.amountCents)] })),
    y,
    'No payments received.',
  );
  note(
    sheet,
    `Please quote invoice ${data.invoiceNumber || '—'} with your payment, due by ${printDate(data.dueDate) || '—'}. ` +
      `Questions about this invoice: ${data.forwarder.email || data.forwarder.name}.`,
    y + 8,
  );
  return finish(sheet);
}

// ---------------------------------------------------------------------------------------------------------------
// Receipt

/**
 * A payment receipt as PDF: 'Thank you — payment received' once paid, else the status (an ACH payment is
 * processing until it settles), the payment's details and the invoices it paid.
 */
export async function renderReceiptPdf(input: ReceiptPrintData): Promise<Buffer> {
  const data = printable(input);
  const sheet = newSheet(
    receiptTitle,
    data.paymentReference,
    data.forwarder.name,
    creationDate(data.paidAt),
    `${receiptTitle} ${data.paymentReference} for ${data.customer.code}`,
  );
  const { doc } = sheet;
  let y = letterhead(sheet, data.forwarder, receiptTitle, 'Payment reference', data.paymentReference);

  const paid = data.status.trim().toLowerCase() === 'paid';
  const colors = paid
    ? { fill: '#e8f5ec', stroke: '#1e7b3c', text: '#145c2c' }
    : { fill: '#fff4e5', stroke: '#8a5a00', text: '#6b4500' };
  panel(doc, left, y, contentWidth, 46, colors.fill, colors.stroke);
  oneLine(doc, paid ? paidText : data.status, left + 12, y + 9, contentWidth - 24, {
    font: 'Helvetica-Bold',
    size: 14,
    minSize: 9,
    color: colors.text,
  });
  const how = `on ${printInstant(data.paidAt)} by ${data.methodText || data.method}`;
  oneLine(
    doc,
    `${formatUsd(data.totalCents)} ${paid ? 'paid' : 'submitted'} ${how}`,
    left + 12,
    y + 28,
    contentWidth - 24,
    { size: 9, color: colors.text },
  );
  y += 58;

  y = fieldRow(
    doc,
    [
      ['Customer', data.customer.name, 262],
      ['Customer code', data.customer.code, 100],
      ['Payer email', data.payerEmail, 170],
    ],
    y,
  );
  y = fieldRow(
    doc,
    [
      ['Paid at', printInstant(data.paidAt), 130],
      ['Payment method', data.methodText || data.method, 232],
      ['Status', data.status, 170],
    ],
    y,
  );

  y = sectionTitle(sheet, 'Invoices paid', y + 4, 30);
  y = table(
    sheet,
    [
      { label: 'Invoice number', width: 412 },
      { label: 'Amount applied', width: 120, align: 'right' },
    ],
    data.allocations.map((a) => ({ cells: [a.invoiceNumber, formatUsd(a.amountCents)] })),
    y,
    'No invoices.',
  );
  y = totalsBlock(sheet, [['Total paid', formatUsd(data.totalCents)]], y);
  note(
    sheet,
    `Please keep this receipt for your records. Questions about this payment: ` +
      `${data.forwarder.email || data.forwarder.name}.`,
    y + 8,
  );
  return finish(sheet);
}

// ---------------------------------------------------------------------------------------------------------------
// Statement
