/** The booking confirmation: the booking as recorded, its parties, route, cargo, references and notes. */
import { rule } from '../billing/billing-print-layout';
import { collect, field, party } from '../../lib/pdf-kit-helpers';
import {
  cargoTable,
  contentWidth,
  ensureSpace,
  fitLine,
  half,
  hazardWarning,
  left,
  newDocument,
  partyText,
  right,
  textBlock,
} from './booking-print-layout';
import {
  bookingDocumentTitles,
  type BookingDocumentKind,
  type BookingPrintData,
  type BookingPrintParty,
} from './booking-print-types';

/** Party boxes two to a row, each row as tall as its fuller box. */
function partyGrid(
  doc: PDFKit.PDFDocument,
  data: BookingPrintData,
  kind: BookingDocumentKind,
  parties: { label: string; party: BookingPrintParty }[],
  y: number,
) {
  for (let i = 0; i < parties.length; i += 2) {
    const row = parties.slice(i, i + 2).map((p) => ({ label: p.label, text: partyText(p.party) }));
    doc.font('Helvetica').fontSize(9);
    const height = Math.max(
      70,
      ...row.map((p) => 22 + doc.heightOfString(`${p.text.name}\n${p.text.address}`, { width: half - 12 })),
    );
    y = ensureSpace(doc, data, kind, y, height);
    row.forEach((p, j) => party(doc, p.label, p.text, left + j * (half + 10), y, { width: half, height }));
    y += height + 8;
  }
  return y;
}

function optionalParties(data: BookingPrintData) {
  return [
    data.notify ? { label: 'Notify party', party: data.notify } : null,
    data.pickup ? { label: 'Pickup from', party: data.pickup } : null,
    data.delivery ? { label: 'Deliver to', party: data.delivery } : null,
  ].filter((p) => p !== null);
}

export function renderConfirmation(data: BookingPrintData): Promise<Buffer> {
  const kind = 'BookingConfirm';
  const doc = newDocument(kind, data, { size: 'LETTER', margin: 40 });
  doc.font('Helvetica-Bold').fontSize(11).text(data.forwarderName, left, 40, { width: 300 });
  doc.font('Helvetica-Bold').fontSize(18).text(bookingDocumentTitles[kind], left, 58, { width: 300 });
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text('BOOKING REFERENCE', 352, 40, { width: 220 });
  doc.fillColor('#000000');
  fitLine(doc, data.reference, 352, 50, 220, { font: 'Helvetica-Bold', size: 20, minSize: 11 });
  let y = 90;
  field(doc, 'Status', data.status, left, y, 120);
  field(doc, 'Submitted', data.submittedAt ?? 'Not submitted', 170, y, 130);
  field(doc, 'Cargo ready', data.cargoReadyDate, 310, y, 120);
  field(doc, 'House bill', data.houseBill ?? 'Not yet received', 440, y, 132);
  y += 30;
  rule(doc, y, left, right);
  y += 10;
  if (data.hazardous) y = hazardWarning(doc, y);
  y = partyGrid(
    doc,
    data,
    kind,
    [
      { label: 'Shipper', party: data.shipper },
      { label: 'Consignee', party: data.consignee },
      ...optionalParties(data),
    ],
    y,
  );
  y = ensureSpace(doc, data, kind, y, 70);
  const quarter = contentWidth / 4;
  field(doc, 'Origin', data.origin, left, y, quarter * 2 - 10);
  field(doc, 'Destination', data.destination, left + quarter * 2, y, quarter * 2);
  y += 28;
  field(doc, 'Mode', data.mode, left, y, quarter - 10);
  field(doc, 'Service level', data.serviceLevel, left + quarter, y, quarter - 10);
  field(doc, 'Incoterms', data.incoterms, left + quarter * 2, y, quarter - 10);
  field(doc, 'Freight terms', data.freightTerms, left + quarter * 3, y, quarter);
  y += 28;
  field(doc, 'Commodity', data.commodity, left, y, quarter * 3 - 10);
  field(doc, 'Hazardous', data.hazardous ? 'Yes' : 'No', left + quarter * 3, y, quarter);
  doc.font('Helvetica').fontSize(9);
  y += 14 + doc.heightOfString(data.commodity || '—', { width: quarter * 3 - 10 });
  y = cargoTable(doc, data, kind, y);
  y = textBlock(doc, data, kind, 'References', data.references.join(', '), y);
  y = textBlock(doc, data, kind, 'Notes', data.notes, y);
  y = ensureSpace(doc, data, kind, y, 30);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#444444')
    .text(
      `${data.forwarderName} confirms this booking as recorded above. Carriage is subject to the forwarder's ` +
        'terms and conditions; schedules and rates are confirmed separately.',
      left,
      Math.max(y, 720),
      { width: contentWidth },
    );
  return collect(doc);
}
