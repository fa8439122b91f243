import type { WarehouseReceipt } from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { toBuffer } from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { collect, field, winAnsi } from '../../lib/pdf-kit-helpers';
import type { UiText } from '../../lib/ui-text';
import { printWords } from '../billing/billing-print-words';

/**
 * The warehouse receipt as the forwarder issues it (decision 058): an A4 PDF drawn with pdfkit's built-in
 * Helvetica like the other server documents (`lib/pdf-kit-helpers.ts`), with barcodes drawn by bwip-js:
 * Code 128 for the WR number and the carrier's tracking/PRO number, and GS1-128 with application identifier
 * (400) "customer's purchase order number" for the inbound order's reference when it fits GS1's character set.
 * Printed in its reader's language (the catalogue's `warehouseReceiptDocuments`, the screens' statuses and
 * discrepancy kinds), numbers, days and times by Intl in that locale, times in UTC.
 */

const page = { left: 36, top: 36, width: 523, bottom: 806 };

/** GS1 AI (400): up to 30 characters of GS1's set 82; parentheses would break the AI syntax, so they are left out. */
const gs1Reference = /^[A-Za-z0-9!"%&'*+,\-./:;<=>?_]{1,30}$/;
/** Code 128 prints ASCII 32–126; anything else (or nothing) gets no barcode. */
const code128Text = /^[\x20-\x7e]{1,60}$/;

async function barcode(bcid: 'code128' | 'gs1-128', text: string): Promise<Buffer> {
  return toBuffer({ bcid, text, scale: 2, height: 10, includetext: true, textxalign: 'center', textsize: 9 });
}

export async function renderReceiptPdf(r: WarehouseReceipt, text: UiText): Promise<Buffer> {
  const t = winAnsi;
  const w = printWords(text, winAnsi, 'warehouseReceiptDocuments');
  const qty = (n: number) => w.number(n, 0);
  const screen = (key: string) => w.word(`warehouseReceipts.${key}`, key);
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.left,
    info: {
      Title: w.say('fileTitle', { wrNumber: r.wrNumber }),
      Author: t(r.warehouse.name),
      CreationDate: new Date(r.receivedAt),
    },
  });
  const wrCode = await barcode('code128', r.wrNumber);
  const trackingCode = code128Text.test(r.trackingNo) ? await barcode('code128', r.trackingNo) : null;
  const reference = r.order?.referenceNo.replace(/\s+/g, '') ?? '';
  const orderCode = gs1Reference.test(reference) ? await barcode('gs1-128', `(400)${reference}`) : null;

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(w.say('title'), page.left, page.top);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#444444')
    .text(t(`${r.warehouse.name}\n${r.warehouse.addressText}`), page.left, page.top + 24, { width: 300 });
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#000000')
    .text(t(r.wrNumber), page.left, page.top, { width: page.width, align: 'right' });
  doc.image(wrCode, page.left + page.width - 200, page.top + 20, { fit: [200, 50], align: 'right' });
  let y = page.top + 78;
  doc
    .moveTo(page.left, y)
    .lineTo(page.left + page.width, y)
    .lineWidth(1.5)
    .strokeColor('#000000')
    .stroke();
  doc.lineWidth(0.6);
  y += 8;

  const col = page.width / 4;
  const rows: [string, string][][] = [
    [
      ['received', w.instant(r.receivedAt)],
      ['customer', t(`${r.companyName} (${r.companyCode})`)],
      ['status', screen(`statuses.${r.status}`)],
      ['discrepancies', r.ackStatus === 'NONE' ? w.say('noDiscrepancy') : screen(`ackStatuses.${r.ackStatus}`)],
    ],
    [
      ['shipper', t(r.shipperName)],
      ['carrier', t(r.carrier)],
      ['tracking', t(r.trackingNo)],
      ['inboundOrder', t(r.order ? `${r.order.fileNumber} / ${r.order.referenceNo}` : '')],
    ],
    [
      ['pieces', qty(r.pieces)],
      ['weight', `${w.number(r.weightKg, 3)} kg`],
      [
        'dimensions',
        r.lengthCm > 0
          ? `${w.number(r.lengthCm, 0, 2)} x ${w.number(r.widthCm, 0, 2)} x ${w.number(r.heightCm, 0, 2)} cm`
          : '',
      ],
      ['location', t(r.locationCode)],
    ],
  ];
  for (const row of rows) {
    row.forEach(([label, value], i) => {
      // Labels and values are printable already (the words encode, data goes through `t`).
      doc
        .rect(page.left + i * col, y, col, 34)
        .strokeColor('#666666')
        .stroke();
      field(doc, w.say(`fields.${label}`), value, page.left + i * col + 4, y + 4, col - 8);
    });
    y += 34;
  }
  y += 8;
  if (trackingCode || orderCode) {
    if (trackingCode) doc.image(trackingCode, page.left, y, { fit: [240, 50] });
    if (orderCode) doc.image(orderCode, page.left + page.width - 240, y, { fit: [240, 50], align: 'right' });
    y += 58;
  }

  const columns = [
    { label: '#', w: 24, align: 'right' as const },
    { label: w.say('columns.sku'), w: 80 },
    { label: w.say('columns.description'), w: 143 },
    { label: w.say('columns.lot'), w: 50 },
    { label: w.say('columns.expected'), w: 50, align: 'right' as const },
    { label: w.say('columns.received'), w: 50, align: 'right' as const },
    { label: w.say('columns.damaged'), w: 50, align: 'right' as const },
    { label: w.say('columns.discrepancy'), w: 76 },
  ];
  const paint = (cells: string[], heading: boolean) => {
    doc.font(heading ? 'Helvetica-Bold' : 'Helvetica').fontSize(heading ? 6.5 : 8.5);
    const h =
      Math.max(...cells.map((v, i) => doc.heightOfString(t(v || ' '), { width: (columns[i]?.w ?? 40) - 8 }))) + 8;
    if (y + h > page.bottom) {
      doc.addPage();
      y = page.top;
    }
    let x = page.left;
    cells.forEach((v, i) => {
      const c = columns[i];
      const width = c?.w ?? 40;
      doc.rect(x, y, width, h).strokeColor('#666666').stroke();
      doc
        .fillColor(heading ? '#444444' : '#000000')
        .text(t(heading ? w.upper(v) : v), x + 4, y + 4, { width: width - 8, align: c?.align ?? 'left' });
      x += width;
    });
    y += h;
  };
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text(w.say('lines'), page.left, y);
  y += 14;
  paint(
    columns.map((c) => c.label),
    true,
  );
  for (const l of r.lines) {
    const kinds = l.discrepancies.map((k) => screen(`discrepancies.${k}`)).join(', ');
    paint(
      [
        String(l.lineNo),
        l.sku,
        l.description,
        l.lotNumber,
        qty(l.expectedQty),
        qty(l.receivedQty),
        qty(l.damagedQty),
        [kinds, l.note].filter(Boolean).join('\n'),
      ],
      false,
    );
  }

  // `say` makes the whole sentence printable, the names and reasons it carries included.
  const notes: string[] = [];
  if (r.ackStatus === 'ACKNOWLEDGED' && r.ackAt)
    notes.push(w.say('notes.acknowledged', { name: r.ackByName, date: w.date(r.ackAt) }));
  if (r.ackStatus === 'DISPUTED' && r.ackAt)
    notes.push(w.say('notes.disputed', { name: r.ackByName, date: w.date(r.ackAt), reason: r.disputeReason }));
  if (r.confirmedAt) notes.push(w.say('notes.confirmed', { name: r.confirmedByName, date: w.date(r.confirmedAt) }));
  if (r.notes) notes.push(t(r.notes));
  const photos = r.lines.reduce((n, l) => n + l.files.length, r.files.length);
  if (photos > 0) notes.push(w.say('notes.files', { count: photos }));
  notes.push(
    r.receivedByName ? w.say('notes.receivedBy', { name: r.receivedByName }) : w.say('notes.receivedByWarehouse'),
  );
  doc.font('Helvetica').fontSize(8);
  const noteText = notes.join('\n');
  const h = doc.heightOfString(noteText, { width: page.width });
  if (y + h + 12 > page.bottom) {
    doc.addPage();
    y = page.top;
  }
  doc.fillColor('#444444').text(noteText, page.left, y + 10, { width: page.width });
  return collect(doc);
}
