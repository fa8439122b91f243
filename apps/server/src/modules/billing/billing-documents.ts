/**
 * The billing documents: invoices (the report service's export_invoice and import_invoice), payment receipts and
 * statements of account (billing_statement), as PDF in pdfkit's built-in Helvetica fonts, and the statement also
 * as the self-contained HTML page the report service answers with (spec 1: POST /Report/pdf answers HTML).
 *
 * US Letter portrait; the same data always gives the same bytes (the PDF's creation date comes from the data).
 * Text outside WinAnsi prints as '?' in the PDFs (see winAnsi); the HTML escapes every value it prints.
 */
import { formatUsd, sumCents } from '@connect/domain/billing/money';
import PDFDocument from 'pdfkit';
import { collect, field, party, winAnsi } from '../exports/pdf-kit-helpers';

/** An amount in whole US cents (an integer; negative for a credit). */
export type MoneyCents = number;

type ForwarderPrint = { name: string; code: string; address: string; email: string };

export type InvoicePrintData = {
  forwarder: ForwarderPrint;
  customer: { code: string; name: string; address: string };
  invoiceNumber: string;
  /** Outbound is an export invoice, Inbound an import invoice. */
  direction: 'Outbound' | 'Inbound';
  /** YYYY-MM-DD; printed MM/DD/YYYY. */
  invoiceDate: string;
  /** YYYY-MM-DD; printed MM/DD/YYYY. */
  dueDate: string;
  houseBill: string;
  status: string;
  lines: { lineNo: number; chargeCode: string; description: string; amountCents: MoneyCents }[];
  totalCents: MoneyCents;
  paidCents: MoneyCents;
  balanceCents: MoneyCents;
  payments: { reference: string; date: string; method: string; amountCents: MoneyCents }[];
};

export type ReceiptPrintData = {
  forwarder: ForwarderPrint;
  customer: { code: string; name: string };
  paymentReference: string;
  /** An ISO instant; printed MM/DD/YYYY HH:mm UTC. */
  paidAt: string;
  method: 'CC' | 'ACH' | 'IC';
  /** e.g. 'Visa •••• 4242', 'ACH checking •••• 6789', 'Invoice credit'. */
  methodText: string;
  /** 'Paid', or a processing text such as 'Processing (ACH settles in 1–3 business days)'. */
  status: string;
  allocations: { invoiceNumber: string; amountCents: MoneyCents }[];
  totalCents: MoneyCents;
  payerEmail: string;
};

export type StatementPrintData = {
  forwarder: ForwarderPrint;
  customer: { code: string; name: string; address: string };
  periodCode: string;
  periodName: string;
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
  /** An ISO instant. */
  generatedAt: string;
  openingBalanceCents: MoneyCents;
  entries: {
    date: string;
    kind: 'Invoice' | 'Payment' | 'Credit';
    reference: string;
    description: string;
    chargeCents: MoneyCents;
    creditCents: MoneyCents;
    balanceCents: MoneyCents;
  }[];
  closingBalanceCents: MoneyCents;
  aging: {
    currentCents: MoneyCents;
    days1to30Cents: MoneyCents;
    days31to60Cents: MoneyCents;
    days61to90Cents: MoneyCents;
    over90Cents: MoneyCents;
  };
};

const statementTitle = 'Statement of Account';
const receiptTitle = 'Payment Receipt';
const paidText = 'Thank you — payment received';

function invoiceTitle(direction: InvoicePrintData['direction']): string {
  return direction === 'Inbound' ? 'Import Invoice' : 'Export Invoice';
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (or an ISO instant starting with one) as MM/DD/YYYY; anything else as given. */
function printDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(day);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : day;
}

/** A YYYY-MM-DD day (midnight UTC) or an ISO instant; one without a zone is taken as UTC, never as local time. */
function parseInstant(iso: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return undefined;
  const date = new Date(/T[\d:.]+$/.test(iso) ? `${iso}Z` : iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An ISO instant as MM/DD/YYYY HH:mm UTC; anything else as given. */
function printInstant(iso: string): string {
  const date = parseInstant(iso);
  if (!date) return iso;
  const day = `${pad2(date.getUTCMonth() + 1)}/${pad2(date.getUTCDate())}/${date.getUTCFullYear()}`;
  return `${day} ${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())} UTC`;
}

/** The first of the candidates (days or instants) that reads as a date, else 1970-01-01: never "now". */
function creationDate(...candidates: string[]): Date {
  for (const candidate of candidates) {
    const date = parseInstant(candidate);
    if (date) return date;
  }
  return new Date(0);
}

/** Every string of the data in the built-in fonts' encoding (see winAnsi). */
function printable<T>(value: T): T {
  if (typeof value === 'string') return winAnsi(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => printable(v)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printable(v)])) as T;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// PDF layout (US Letter, 612 × 792 pt)

const left = 40;
const right = 572;
const contentWidth = right - left;
const half = (contentWidth - 10) / 2;
/** Content stops here; the page footer sits below. */
const pageBottom = 740;
const footerY = 760;
const grey = '#444444';

/** A document being drawn: the line repeated atop continuation pages, and the footer's caption. */
type Sheet = { doc: PDFKit.PDFDocument; caption: string };

function newSheet(title: string, reference: string, forwarder: string, created: Date, subject: string): Sheet {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'portrait',
    margin: 40,
    bufferPages: true,
    info: { Title: `${title} ${reference}`, Author: forwarder, Subject: subject, CreationDate: created },
  });
  return { doc, caption: `${title}  ${reference}` };
}

type Align = 'left' | 'right' | 'center';
type LineStyle = { font?: string; size?: number; minSize?: number; align?: Align; color?: string };

/**
 * One line of text that never wraps: the font shrinks down to minSize to fit `width`, then the text is cut with an
 * ellipsis. Drawn without a width, so pdfkit neither wraps it nor moves it onto a new page.
 */
function oneLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: LineStyle = {}) {
  const max = style.size ?? 9;
  const min = style.minSize ?? Math.min(max, 6.5);
  let size = max;
  doc
    .font(style.font ?? 'Helvetica')
    .fontSize(size)
    .fillColor(style.color ?? '#000000');
  while (size > min && doc.widthOfString(text) > width) {
    size = Math.max(min, size - 0.5);
    doc.fontSize(size);
  }
  let shown = text;
  if (doc.widthOfString(shown) > width) {
    while (shown.length > 0 && doc.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown}…`;
  }
  const spare = Math.max(0, width - doc.widthOfString(shown));
  const dx = style.align === 'right' ? spare : style.align === 'center' ? spare / 2 : 0;
  doc.text(shown, x + dx, y, { lineBreak: false });
  doc.fillColor('#000000');
}

function rule(doc: PDFKit.PDFDocument, y: number, x0 = left, x1 = right, color = '#999999') {
  doc.moveTo(x0, y).lineTo(x1, y).lineWidth(0.5).strokeColor(color).stroke();
}

/** A new page when `needed` points do not fit below `y`; returns where to go on. */
function ensureSpace(sheet: Sheet, y: number, needed: number): number {
  if (y + needed <= pageBottom) return y;
  sheet.doc.addPage();
  oneLine(sheet.doc, `${sheet.caption}  (continued)`, left, 40, contentWidth, { size: 8, color: grey });
  return 60;
}

/**
 * The forwarder (name, address, email) on the left; the document's title and its reference, labelled, on the
 * right. Returns the y below the header's rule.
 */
function letterhead(sheet: Sheet, forwarder: ForwarderPrint, title: string, label: string, reference: string) {
  const { doc } = sheet;
  oneLine(doc, forwarder.name, left, 40, 300, { font: 'Helvetica-Bold', size: 12, minSize: 9 });
  const contact = [forwarder.address, forwarder.email].filter(Boolean).join('\n');
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(grey)
    .text(contact || '—', left, 56, { width: 300, height: 50, ellipsis: true });
  const contactBottom = doc.y;
  oneLine(doc, title, 352, 40, 220, { font: 'Helvetica-Bold', size: 18, minSize: 12, align: 'right' });
  oneLine(doc, label.toUpperCase(), 352, 64, 220, { font: 'Helvetica-Bold', size: 7, color: grey, align: 'right' });
  oneLine(doc, reference || '—', 352, 74, 220, { font: 'Helvetica-Bold', size: 14, minSize: 9, align: 'right' });
  const y = Math.max(contactBottom, 92) + 6;
  rule(doc, y);
  return y + 10;
}

/** Fields side by side, `widths` summing to at most the content width. Returns the y below them. */
function fieldRow(doc: PDFKit.PDFDocument, fields: [label: string, value: string, width: number][], y: number) {
  let x = left;
  let bottom = y + 24;
  for (const [label, value, width] of fields) {
    field(doc, label, value, x, y, width - 10);
    bottom = Math.max(bottom, doc.y);
    x += width;
  }
  return bottom + 8;
}

function sectionTitle(sheet: Sheet, title: string, y: number, needed: number): number {
  y = ensureSpace(sheet, y, needed + 16);
  oneLine(sheet.doc, title, left, y, contentWidth, { font: 'Helvetica-Bold', size: 10 });
  return y + 16;
}

type Column = { label: string; width: number; align?: Align; wrap?: boolean };
type Row = { cells: string[]; bold?: boolean; italic?: boolean };

/**
 * A table whose rows continue on new pages, the column headings repeated atop each. Cells of `wrap` columns wrap
 * (the row grows); the others stay on one line. Returns the y below the last row.
 */
function table(sheet: Sheet, columns: Column[], rows: Row[], y: number, empty: string): number {
  const { doc } = sheet;
  const header = (at: number) => {
    let x = left;
    for (const c of columns) {
      oneLine(doc, c.label.toUpperCase(), x + 2, at, c.width - 4, {
        font: 'Helvetica-Bold',
        size: 7,
        minSize: 6,
        color: grey,
        align: c.align ?? 'left',
      });
      x += c.width;
    }
    rule(doc, at + 11);
    return at + 15;
  };
  const rowHeight = (row: Row) => {
    const heights = columns.map((c, i) => {
      if (!c.wrap) return 0;
      doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      return doc.heightOfString(row.cells[i] ?? '', { width: c.width - 4 });
    });
    return Math.max(14, ...heights.map((h) => h + 4));
  };

  y = header(ensureSpace(sheet, y, 15 + (rows.length > 0 ? rowHeight(rows[0] ?? { cells: [] }) : 14)));
  if (rows.length === 0) {
    oneLine(doc, empty, left + 2, y, contentWidth - 4, { font: 'Helvetica-Oblique' });
    return y + 14;
  }
  for (const row of rows) {
    const height = rowHeight(row);
    const next = ensureSpace(sheet, y, height);
    if (next !== y) y = header(next);
    if (row.bold) rule(doc, y - 2, left, right, '#666666');
    const font = row.bold ? 'Helvetica-Bold' : row.italic ? 'Helvetica-Oblique' : 'Helvetica';
    let x = left;
    columns.forEach((c, i) => {
      const text = row.cells[i] ?? '';
      if (c.wrap) {
        doc
          .font(font)
          .fontSize(9)
          .fillColor('#000000')
          .text(text, x + 2, y + 1, { width: c.width - 4, align: c.align ?? 'left' });
      } else {
        oneLine(doc, text, x + 2, y + 1, c.width - 4, { font, align: c.align ?? 'left' });
      }
      x += c.width;
    });
    y += height;
  }
  return y;
}

/** Label and amount pairs right-aligned under a table; the last one bold above a rule. */
function totalsBlock(sheet: Sheet, lines: [label: string, amount: string][], y: number): number {
  const { doc } = sheet;
  const x = right - 240;
  y = ensureSpace(sheet, y + 6, lines.length * 16 + 6);
  lines.forEach(([label, amount], i) => {
    const last = i === lines.length - 1;
    if (last && lines.length > 1) {
      rule(doc, y - 2, x, right, '#666666');
      y += 3;
    }
    const style = { font: last ? 'Helvetica-Bold' : 'Helvetica', size: last ? 11 : 9 };
    oneLine(doc, label, x, y, 130, style);
    oneLine(doc, amount, x + 130, y, 108, { ...style, align: 'right' });
    y += last ? 18 : 15;
  });
  return y + 6;
}

/** A note in small grey type, on a new page if it does not fit. */
function note(sheet: Sheet, text: string, y: number): number {
  const { doc } = sheet;
  doc.font('Helvetica').fontSize(8);
  const height = doc.heightOfString(text, { width: contentWidth });
  y = ensureSpace(sheet, y + 4, height);
  doc.fillColor(grey).text(text, left, y, { width: contentWidth });
  doc.fillColor('#000000');
  return y + height + 6;
}

/** A framed, tinted box. */
function panel(doc: PDFKit.PDFDocument, x: number, y: number, w: number, h: number, fill: string, stroke: string) {
  doc.rect(x, y, w, h).fillColor(fill).fill();
  doc.rect(x, y, w, h).lineWidth(1).strokeColor(stroke).stroke();
  doc.fillColor('#000000').lineWidth(1);
}

/** The footer of every page (caption, page n of N), then the document's bytes. */
function finish(sheet: Sheet): Promise<Buffer> {
  const { doc } = sheet;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    rule(doc, footerY - 6, left, right, '#cccccc');
    oneLine(doc, sheet.caption, left, footerY, 380, { size: 7, color: grey });
    oneLine(doc, `Page ${i + 1} of ${range.count}`, right - 120, footerY, 120, {
      size: 7,
      color: grey,
      align: 'right',
    });
  }
  return collect(doc);
}

/** The framed customer box sized to its text, at least 80 points tall. */
function customerBoxHeight(doc: PDFKit.PDFDocument, name: string, address: string) {
  doc.font('Helvetica').fontSize(9);
  return Math.max(80, 22 + doc.heightOfString(`${name}\n${address}`, { width: half - 12 }));
}

// ---------------------------------------------------------------------------------------------------------------
// Invoice

/**
 * An invoice as PDF, titled 'Export Invoice' (Outbound) or 'Import Invoice' (Inbound): the bill-to party, the
 * amount due and due date in a box beside it, the charge lines, the totals, and the payments received.
 */
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

const agingBuckets = [
  ['Current', 'currentCents'],
  ['1–30 days', 'days1to30Cents'],
  ['31–60 days', 'days31to60Cents'],
  ['61–90 days', 'days61to90Cents'],
  ['Over 90 days', 'over90Cents'],
] as const satisfies readonly (readonly [string, keyof StatementPrintData['aging']])[];

/** A charge or credit column: blank when nothing was charged or credited. */
const amountOrBlank = (cents: MoneyCents) => (cents === 0 ? '' : formatUsd(cents));

/**
 * A statement of account as PDF: the customer, a summary (opening balance, charges, credits, closing balance),
 * the period's entries with the running balance, and the aging of what is owed.
 */
export async function renderStatementPdf(input: StatementPrintData): Promise<Buffer> {
  const data = printable(input);
  const sheet = newSheet(
    statementTitle,
    `${data.customer.code} ${data.periodName}`.trim(),
    data.forwarder.name,
    creationDate(data.generatedAt, data.to),
    `billing_statement ${data.forwarder.code} ${data.periodCode} ${data.customer.code}`,
  );
  const { doc } = sheet;
  let y = letterhead(sheet, data.forwarder, statementTitle, 'Statement period', data.periodName);
  y = fieldRow(
    doc,
    [
      ['Customer code', data.customer.code, 100],
      ['Period', data.periodName, 122],
      ['From', printDate(data.from), 90],
      ['To', printDate(data.to), 90],
      ['Generated', printInstant(data.generatedAt), 130],
    ],
    y,
  );

  const height = Math.max(customerBoxHeight(doc, data.customer.name, data.customer.address), 84);
  party(doc, 'Statement for', data.customer, left, y, { width: half, height });
  const bx = left + half + 10;
  panel(doc, bx, y, half, height, '#f4f6f8', '#999999');
  const summary: [string, string][] = [
    ['Opening balance', formatUsd(data.openingBalanceCents)],
    ['Charges', formatUsd(sumCents(data.entries.map((e) => e.chargeCents)))],
    ['Credits', formatUsd(-sumCents(data.entries.map((e) => e.creditCents)))],
  ];
  summary.forEach(([label, amount], i) => {
    oneLine(doc, label, bx + 10, y + 8 + i * 14, 120);
    oneLine(doc, amount, bx + 130, y + 8 + i * 14, half - 140, { align: 'right' });
  });
  rule(doc, y + 52, bx + 10, bx + half - 10, '#666666');
  oneLine(doc, 'Closing balance', bx + 10, y + 58, 110, { font: 'Helvetica-Bold', size: 11 });
  oneLine(doc, formatUsd(data.closingBalanceCents), bx + 120, y + 56, half - 130, {
    font: 'Helvetica-Bold',
    size: 14,
    minSize: 9,
    align: 'right',
  });
  y += height + 14;

  y = sectionTitle(sheet, 'Account activity', y, 30);
  y = table(
    sheet,
    [
      { label: 'Date', width: 62 },
      { label: 'Type', width: 50 },
      { label: 'Reference', width: 86 },
      { label: 'Description', width: 124, wrap: true },
      { label: 'Charges', width: 70, align: 'right' },
      { label: 'Credits', width: 70, align: 'right' },
      { label: 'Balance', width: 70, align: 'right' },
    ],
    [
      {
        cells: [printDate(data.from), '', '', 'Opening balance', '', '', formatUsd(data.openingBalanceCents)],
        italic: true,
      },
      ...data.entries.map((e) => ({
        cells: [
          printDate(e.date),
          e.kind,
          e.reference,
          e.description,
          amountOrBlank(e.chargeCents),
          amountOrBlank(e.creditCents),
          formatUsd(e.balanceCents),
        ],
      })),
      {
        cells: [
          printDate(data.to),
          '',
          '',
          'Closing balance',
          formatUsd(sumCents(data.entries.map((e) => e.chargeCents))),
          formatUsd(sumCents(data.entries.map((e) => e.creditCents))),
          formatUsd(data.closingBalanceCents),
        ],
        bold: true,
      },
    ],
    y,
    '',
  );
  if (data.entries.length === 0) {
    y = note(sheet, 'No activity in this period.', y);
  }

  y = sectionTitle(sheet, 'Aging', y + 10, 44);
  const gap = 8;
  const boxWidth = (contentWidth - gap * (agingBuckets.length - 1)) / agingBuckets.length;
  agingBuckets.forEach(([label, key], i) => {
    const x = left + i * (boxWidth + gap);
    doc
      .rect(x, y, boxWidth, 40)
      .lineWidth(0.8)
      .strokeColor(key === 'currentCents' ? '#999999' : '#666666')
      .stroke();
    oneLine(doc, label.toUpperCase(), x + 6, y + 6, boxWidth - 12, { font: 'Helvetica-Bold', size: 7, color: grey });
    oneLine(doc, formatUsd(data.aging[key]), x + 6, y + 20, boxWidth - 12, {
      font: 'Helvetica-Bold',
      size: 11,
      minSize: 7,
      align: 'right',
    });
  });
  y += 48;
  note(
    sheet,
    `Please review this statement and report any discrepancy to ${data.forwarder.email || data.forwarder.name}. ` +
      'Payments received after the statement date are not shown.',
    y,
  );
  return finish(sheet);
}

// ---------------------------------------------------------------------------------------------------------------
// Statement as HTML (the report service's answer for billing_statement)

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML content and in quoted attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch);
}

/** Escaped lines joined with <br>. */
const htmlLines = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => escapeHtml(line))
    .join('<br>');

const statementCss = `
*{box-sizing:border-box}
body{margin:0;background:#ffffff;color:#1a1a1a;font:14px/1.45 Helvetica,Arial,sans-serif}
main{max-width:960px;margin:0 auto;padding:32px 24px}
.letterhead{display:flex;justify-content:space-between;gap:24px;border-bottom:1px solid #999999;padding-bottom:12px}
.forwarder-name{font-weight:bold;font-size:16px;margin:0}
.contact{margin:4px 0 0;color:#444444;font-size:12px}
h1{margin:0;font-size:24px;text-align:right}
.period{margin:4px 0 0;text-align:right;font-weight:bold}
h2{font-size:16px;margin:24px 0 8px}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:8px 16px;margin:16px 0}
.facts dt{font-size:11px;font-weight:bold;text-transform:uppercase;color:#444444}
.facts dd{margin:0}
.boxes{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.box{border:1px solid #999999;padding:10px 12px}
.box h2{margin-top:0}
.box p{margin:0}
.summary{background:#f4f6f8}
.summary dl{display:grid;grid-template-columns:1fr auto;gap:4px 16px;margin:0}
.summary dd{margin:0;text-align:right}
.summary .closing{font-weight:bold;font-size:16px;border-top:1px solid #666666;padding-top:4px}
table{width:100%;border-collapse:collapse;margin-top:8px}
caption{text-align:left;font-weight:bold;font-size:16px;padding:16px 0 6px}
th,td{padding:4px 6px;border-bottom:1px solid #dddddd;vertical-align:top;text-align:left}
thead th{font-size:11px;text-transform:uppercase;color:#444444;border-bottom:1px solid #999999}
.num{text-align:right;white-space:nowrap}
.opening td{font-style:italic}
tfoot th,tfoot td{font-weight:bold;border-top:1px solid #666666}
.note{color:#444444;font-size:12px;margin-top:24px}
@media print{main{padding:0}}
`
  .trim()
  .replace(/\n/g, '');

/**
 * The statement as the report service's HTML answer: one complete page (lang="en", inline CSS, no scripts and no
 * external resources) with every value from the data escaped; the activity and the aging are tables with captions
 * and scoped headings.
 */
export function renderStatementHtml(data: StatementPrintData): string {
  const e = escapeHtml;
  const forwarder = data.forwarder;
  const charges = sumCents(data.entries.map((entry) => entry.chargeCents));
  const credits = sumCents(data.entries.map((entry) => entry.creditCents));
  const period = `${printDate(data.from)} – ${printDate(data.to)}`;
  const money = (cents: MoneyCents) => e(formatUsd(cents));
  const moneyOrBlank = (cents: MoneyCents) => e(amountOrBlank(cents));
  const fact = (label: string, value: string) => `<div><dt>${e(label)}</dt><dd>${e(value || '—')}</dd></div>`;

  const rows = data.entries.map(
    (entry) =>
      `<tr><td>${e(printDate(entry.date))}</td><td>${e(entry.kind)}</td><td>${e(entry.reference)}</td>` +
      `<td>${e(entry.description)}</td><td class="num">${moneyOrBlank(entry.chargeCents)}</td>` +
      `<td class="num">${moneyOrBlank(entry.creditCents)}</td><td class="num">${money(entry.balanceCents)}</td></tr>`,
  );
  if (rows.length === 0) rows.push('<tr><td colspan="7">No activity in this period.</td></tr>');

  const agingHead = agingBuckets.map(([label]) => `<th scope="col" class="num">${e(label)}</th>`).join('');
  const agingCells = agingBuckets.map(([, key]) => `<td class="num">${money(data.aging[key])}</td>`).join('');

  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(`${statementTitle} – ${data.customer.name} – ${data.periodName}`)}</title>`,
    `<style>${statementCss}</style>`,
    '</head>',
    '<body>',
    '<main>',
    '<header class="letterhead">',
    '<div>',
    `<p class="forwarder-name">${e(forwarder.name)}</p>`,
    `<p class="contact">${htmlLines(forwarder.address)}${forwarder.email ? `<br>${e(forwarder.email)}` : ''}</p>`,
    '</div>',
    '<div>',
    `<h1>${e(statementTitle)}</h1>`,
    `<p class="period">${e(data.periodName)}</p>`,
    '</div>',
    '</header>',
    '<dl class="facts">',
    fact('Customer code', data.customer.code),
    fact('Period', data.periodName),
    fact('From', printDate(data.from)),
    fact('To', printDate(data.to)),
    fact('Generated', printInstant(data.generatedAt)),
    '</dl>',
    '<div class="boxes">',
    '<section class="box" aria-labelledby="statement-for">',
    '<h2 id="statement-for">Statement for</h2>',
    `<p><strong>${e(data.customer.name)}</strong></p>`,
    `<p>${htmlLines(data.customer.address)}</p>`,
    '</section>',
    '<section class="box summary" aria-labelledby="summary">',
    '<h2 id="summary">Summary</h2>',
    '<dl>',
    `<dt>Opening balance</dt><dd>${money(data.openingBalanceCents)}</dd>`,
    `<dt>Charges</dt><dd>${money(charges)}</dd>`,
    `<dt>Credits</dt><dd>${money(-credits)}</dd>`,
    `<dt class="closing">Closing balance</dt><dd class="closing">${money(data.closingBalanceCents)}</dd>`,
    '</dl>',
    '</section>',
    '</div>',
    '<table class="activity">',
    `<caption>Account activity, ${e(period)}</caption>`,
    '<thead><tr>',
    '<th scope="col">Date</th><th scope="col">Type</th><th scope="col">Reference</th>',
    '<th scope="col">Description</th><th scope="col" class="num">Charges</th>',
    '<th scope="col" class="num">Credits</th><th scope="col" class="num">Balance</th>',
    '</tr></thead>',
    '<tbody>',
    `<tr class="opening"><td>${e(printDate(data.from))}</td><td colspan="3">Opening balance</td>` +
      `<td class="num"></td><td class="num"></td><td class="num">${money(data.openingBalanceCents)}</td></tr>`,
    ...rows,
    '</tbody>',
    '<tfoot><tr>',
    `<th scope="row" colspan="4">Closing balance on ${e(printDate(data.to))}</th>`,
    `<td class="num">${money(charges)}</td><td class="num">${money(credits)}</td>`,
    `<td class="num">${money(data.closingBalanceCents)}</td>`,
    '</tr></tfoot>',
    '</table>',
    '<table class="aging">',
    '<caption>Aging of the amount owed</caption>',
    `<thead><tr>${agingHead}</tr></thead>`,
    `<tbody><tr>${agingCells}</tr></tbody>`,
    '</table>',
    `<p class="note">Please review this statement and report any discrepancy to ` +
      `${e(forwarder.email || forwarder.name)}. Payments received after the statement date are not shown.</p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
