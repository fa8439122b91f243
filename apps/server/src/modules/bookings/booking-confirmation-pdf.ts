/** The booking confirmation: the booking as recorded, its parties, route, cargo, references and notes. */
import { rule } from '../billing/billing-print-layout';
import type { PrintWords } from '../billing/billing-print-words';
import { collect, field, party } from '../../lib/pdf-kit-helpers';
import {
  cargoTable,
  contentWidth,
  ensureSpace,
  fitLine,
  freightTermsCode,
  half,
  hazardWarning,
  left,
  modeText,
  newDocument,
  partyText,
  right,
  serviceText,
  statusText,
  textBlock,
} from './booking-print-layout';
import type { BookingDocumentKind, BookingPrintData, BookingPrintParty } from './booking-print-types';

/** Party boxes two to a row, each row as tall as its fuller box. */
function partyGrid(
  doc: PDFKit.PDFDocument,
  data: BookingPrintData,
  w: PrintWords,
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
    y = ensureSpace(doc, data, w, kind, y, height);
    row.forEach((p, j) => party(doc, p.label, p.text, left + j * (half + 10), y, { width: half, height }));
    y += height + 8;
  }
  return y;
}

function optionalParties(data: BookingPrintData, w: PrintWords) {
  return [
    data.notify ? { label: w.say('confirmation.notify'), party: data.notify } : null,
    data.pickup ? { label: w.say('confirmation.pickup'), party: data.pickup } : null,
    data.delivery ? { label: w.say('confirmation.delivery'), party: data.delivery } : null,
  ].filter((p) => p !== null);
}

/** The freight terms in capitals in the reader's language (PREPAID, PREPAGADO); others as recorded. */
function freightTermsText(w: PrintWords, terms: string) {
  const code = freightTermsCode(terms);
  return code ? w.upper(w.say(`freightTerms.${code}`)) : terms;
}

export function renderConfirmation(data: BookingPrintData, w: PrintWords): Promise<Buffer> {
  const kind = 'BookingConfirm';
  const say = (key: string) => w.say(`confirmation.${key}`);
  const doc = newDocument(kind, data, w, { size: 'LETTER', margin: 40 });
  doc.font('Helvetica-Bold').fontSize(11).text(data.forwarderName, left, 40, { width: 300 });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(w.say(`titles.${kind}`), left, 58, { width: 300 });
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .fillColor('#444444')
    .text(w.upper(w.say('bookingReference')), 352, 40, { width: 220 });
  doc.fillColor('#000000');
  fitLine(doc, data.reference, 352, 50, 220, { font: 'Helvetica-Bold', size: 20, minSize: 11 });
  let y = 90;
  field(doc, say('status'), statusText(w, data), left, y, 120);
  field(doc, say('submitted'), data.submittedAt ? w.instant(data.submittedAt) : say('notSubmitted'), 170, y, 130);
  field(doc, say('cargoReady'), w.date(data.cargoReadyDate), 310, y, 120);
  field(doc, say('houseBill'), data.houseBill ?? say('notYetReceived'), 440, y, 132);
  y += 30;
  rule(doc, y, left, right);
  y += 10;
  if (data.hazardous) y = hazardWarning(doc, w, y);
  y = partyGrid(
    doc,
    data,
    w,
    kind,
    [
      { label: say('shipper'), party: data.shipper },
      { label: say('consignee'), party: data.consignee },
      ...optionalParties(data, w),
    ],
    y,
  );
  y = ensureSpace(doc, data, w, kind, y, 70);
  const quarter = contentWidth / 4;
  field(doc, say('origin'), data.origin, left, y, quarter * 2 - 10);
  field(doc, say('destination'), data.destination, left + quarter * 2, y, quarter * 2);
  y += 28;
  field(doc, say('mode'), modeText(w, data), left, y, quarter - 10);
  field(doc, say('serviceLevel'), serviceText(w, data), left + quarter, y, quarter - 10);
  field(doc, say('incoterms'), data.incoterms, left + quarter * 2, y, quarter - 10);
  field(doc, say('freightTerms'), freightTermsText(w, data.freightTerms), left + quarter * 3, y, quarter);
  y += 28;
  field(doc, say('commodity'), data.commodity, left, y, quarter * 3 - 10);
  field(doc, say('hazardous'), w.say(data.hazardous ? 'cargo.yes' : 'cargo.no'), left + quarter * 3, y, quarter);
  doc.font('Helvetica').fontSize(9);
  y += 14 + doc.heightOfString(data.commodity || '—', { width: quarter * 3 - 10 });
  y = cargoTable(doc, data, w, kind, y);
  y = textBlock(doc, data, w, kind, say('references'), data.references.join(', '), y);
  y = textBlock(doc, data, w, kind, say('notes'), data.notes, y);
  y = ensureSpace(doc, data, w, kind, y, 30);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#444444')
    .text(w.say('confirmation.terms', { forwarder: data.forwarderName }), left, Math.max(y, 720), {
      width: contentWidth,
    });
  return collect(doc);
}
