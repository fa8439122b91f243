import type { WarehouseReceipt } from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { toBuffer } from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { collect, field, winAnsi } from '../../lib/pdf-kit-helpers';

/**
 * The warehouse receipt as the forwarder issues it (decision 058): an A4 PDF drawn with pdfkit's built-in
 * Helvetica like the other server documents (`lib/pdf-kit-helpers.ts`), with barcodes drawn by bwip-js:
 * Code 128 for the WR number and the carrier's tracking/PRO number, and GS1-128 with application identifier
 * (400) "customer's purchase order number" for the inbound order's reference when it fits GS1's character set.
 */

const page = { left: 36, top: 36, width: 523, bottom: 806 };

/** GS1 AI (400): up to 30 characters of GS1's set 82; parentheses would break the AI syntax, so they are left out. */
const gs1Reference = /^[A-Za-z0-9!"%&'*+,\-./:;<=>?_]{1,30}$/;
/** Code 128 prints ASCII 32–126; anything else (or nothing) gets no barcode. */
const code128Text = /^[\x20-\x7e]{1,60}$/;

async function barcode(bcid: 'code128' | 'gs1-128', text: string): Promise<Buffer> {
  return toBuffer({ bcid, text, scale: 2, height: 10, includetext: true, textxalign: 'center', textsize: 9 });
}

const qty = (n: number) => n.toLocaleString('en-US');
/** The receipt is an English document: days as the US writes them (MM/DD/YYYY), by Intl in UTC (decision 107). */
const usDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
const usTime = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
/** An ISO instant's UTC day (`03/14/2030`); an unreadable one as given. */
const dayOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : usDay.format(date);
};
/** An ISO instant's UTC day and time, named (`03/14/2030 09:30 UTC`); an unreadable one as given. */
const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${usDay.format(date)} ${usTime.format(date)}`;
};
const kindText = { over: 'Over', short: 'Short', damaged: 'Damaged' } as const;
const ackText = {
  NONE: 'No discrepancy',
  PENDING: 'Awaiting acknowledgement',
  ACKNOWLEDGED: 'Acknowledged',
  DISPUTED: 'Disputed',
} as const;

export async function renderReceiptPdf(r: WarehouseReceipt): Promise<Buffer> {
  const t = winAnsi;
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.left,
    info: {
      Title: t(`Warehouse Receipt ${r.wrNumber}`),
      Author: t(r.warehouse.name),
      CreationDate: new Date(r.receivedAt),
    },
  });
  const wrCode = await barcode('code128', r.wrNumber);
  const trackingCode = code128Text.test(r.trackingNo) ? await barcode('code128', r.trackingNo) : null;
  const reference = r.order?.referenceNo.replace(/\s+/g, '') ?? '';
  const orderCode = gs1Reference.test(reference) ? await barcode('gs1-128', `(400)${reference}`) : null;

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text('Warehouse Receipt', page.left, page.top);
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
      ['Received', timeOf(r.receivedAt)],
      ['Customer', `${r.companyName} (${r.companyCode})`],
      ['Status', r.status],
      ['Discrepancies', ackText[r.ackStatus]],
    ],
    [
      ['Shipper', r.shipperName],
      ['Carrier', r.carrier],
      ['Tracking / PRO', r.trackingNo],
      ['Inbound order', r.order ? `${r.order.fileNumber} / ${r.order.referenceNo}` : ''],
    ],
    [
      ['Pieces', qty(r.pieces)],
      ['Weight', `${r.weightKg.toFixed(3)} kg`],
      ['Dimensions (L x W x H)', r.lengthCm > 0 ? `${r.lengthCm} x ${r.widthCm} x ${r.heightCm} cm` : ''],
      ['Location', r.locationCode],
    ],
  ];
  for (const row of rows) {
    row.forEach(([label, value], i) => {
      doc
        .rect(page.left + i * col, y, col, 34)
        .strokeColor('#666666')
        .stroke();
      field(doc, t(label), t(value), page.left + i * col + 4, y + 4, col - 8);
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
    { label: 'SKU', w: 80 },
    { label: 'Description', w: 143 },
    { label: 'Lot', w: 50 },
    { label: 'Expected', w: 50, align: 'right' as const },
    { label: 'Received', w: 50, align: 'right' as const },
    { label: 'Damaged', w: 50, align: 'right' as const },
    { label: 'Discrepancy', w: 76 },
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
      const w = c?.w ?? 40;
      doc.rect(x, y, w, h).strokeColor('#666666').stroke();
      doc
        .fillColor(heading ? '#444444' : '#000000')
        .text(t(heading ? v.toUpperCase() : v), x + 4, y + 4, { width: w - 8, align: c?.align ?? 'left' });
      x += w;
    });
    y += h;
  };
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text('Lines', page.left, y);
  y += 14;
  paint(
    columns.map((c) => c.label),
    true,
  );
  for (const l of r.lines) {
    const kinds = l.discrepancies.map((k) => kindText[k]).join(', ');
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

  const notes: string[] = [];
  if (r.ackStatus === 'ACKNOWLEDGED' && r.ackAt)
    notes.push(`Discrepancies acknowledged by ${r.ackByName} on ${dayOf(r.ackAt)}.`);
  if (r.ackStatus === 'DISPUTED' && r.ackAt)
    notes.push(`Disputed by ${r.ackByName} on ${dayOf(r.ackAt)}: ${r.disputeReason}`);
  if (r.confirmedAt) notes.push(`Confirmed by ${r.confirmedByName} on ${dayOf(r.confirmedAt)}.`);
  if (r.notes) notes.push(r.notes);
  const photos = r.lines.reduce((n, l) => n + l.files.length, r.files.length);
  if (photos > 0) notes.push(`${photos} photo(s) or document(s) on file with this receipt.`);
  notes.push(`Received by ${r.receivedByName || 'the warehouse'}.`);
  doc.font('Helvetica').fontSize(8);
  const text = t(notes.join('\n'));
  const h = doc.heightOfString(text, { width: page.width });
  if (y + h + 12 > page.bottom) {
    doc.addPage();
    y = page.top;
  }
  doc.fillColor('#444444').text(text, page.left, y + 10, { width: page.width });
  return collect(doc);
}
