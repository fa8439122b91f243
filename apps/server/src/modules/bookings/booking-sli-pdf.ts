/** The shipper's letter of instruction: the shipper's instructions to the forwarding agent, to be signed. */
import { collect, field, party } from '../../lib/pdf-kit-helpers';
import type { PrintWords } from '../billing/billing-print-words';
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
import type { BookingPrintData } from './booking-print-types';

/** A small square, crossed when checked, with its caption; returns the x after the caption. */
function checkbox(doc: PDFKit.PDFDocument, caption: string, checked: boolean, x: number, y: number) {
  doc.rect(x, y, 9, 9).lineWidth(0.8).strokeColor('#000000').stroke();
  if (checked) {
    doc
      .moveTo(x + 1.5, y + 1.5)
      .lineTo(x + 7.5, y + 7.5)
      .moveTo(x + 7.5, y + 1.5)
      .lineTo(x + 1.5, y + 7.5)
      .lineWidth(1.2)
      .stroke();
  }
  doc.lineWidth(1);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#000000')
    .text(caption, x + 13, y + 1, { lineBreak: false });
  return x + 13 + doc.widthOfString(caption) + 14;
}

export function renderSli(data: BookingPrintData, w: PrintWords): Promise<Buffer> {
  const kind = 'SLI';
  const say = (key: string) => w.say(`sli.${key}`);
  const caps = (key: string) => w.upper(say(key));
  const doc = newDocument(kind, data, w, { size: 'LETTER', margin: 40 });
  // One line, shrinking to fit: the Spanish and Portuguese titles are longer.
  fitLine(doc, w.upper(w.say(`titles.${kind}`)), left, 40, 330, { font: 'Helvetica-Bold', size: 16, minSize: 10 });
  doc.font('Helvetica').fontSize(8).fillColor('#444444').text(say('subtitle'), left, 60, { width: 330 });
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .text(w.upper(w.say('bookingReference')), 382, 40, { width: 190 });
  doc.fillColor('#000000');
  fitLine(doc, data.reference, 382, 50, 190, { font: 'Helvetica-Bold', size: 16, minSize: 10 });
  let y = 80;
  const shipper = partyText(data.shipper);
  const consignee = partyText(data.consignee);
  doc.font('Helvetica').fontSize(9);
  const rowHeight = (...texts: { name: string; address: string }[]) =>
    Math.max(70, ...texts.map((t) => 22 + doc.heightOfString(`${t.name}\n${t.address}`, { width: half - 12 })));
  let h = rowHeight(shipper);
  party(doc, say('shipper'), shipper, left, y, { width: half, height: h });
  doc
    .rect(left + half + 10, y, half, h)
    .lineWidth(1)
    .strokeColor('#999999')
    .stroke();
  const bookingDate = data.submittedAt ? w.instant(data.submittedAt) : '';
  field(doc, say('bookingDate'), bookingDate, left + half + 16, y + 5, half / 2 - 12);
  field(doc, say('cargoReadyDate'), w.date(data.cargoReadyDate), left + half + 10 + half / 2, y + 5, half / 2 - 6);
  field(doc, say('houseBill'), data.houseBill ?? '', left + half + 16, y + 33, half - 12);
  y += h + 8;
  const agent = { name: data.forwarderName, address: '' };
  h = rowHeight(consignee, agent);
  party(doc, say('consignee'), consignee, left, y, { width: half, height: h });
  party(doc, say('agent'), agent, left + half + 10, y, { width: half, height: h });
  y += h + 8;
  const notify = data.notify ? partyText(data.notify) : { name: say('sameAsConsignee'), address: '' };
  h = rowHeight(notify);
  party(doc, say('notify'), notify, left, y, { width: half, height: h });
  const rx = left + half + 16;
  const rw = half - 12;
  doc
    .rect(left + half + 10, y, half, h)
    .lineWidth(1)
    .strokeColor('#999999')
    .stroke();
  field(doc, say('origin'), data.origin, rx, y + 5, rw / 2 - 6);
  field(doc, say('destination'), data.destination, rx + rw / 2, y + 5, rw / 2);
  field(doc, say('mode'), modeText(w, data), rx, y + 33, rw / 2 - 6);
  field(doc, say('serviceLevel'), serviceText(w, data), rx + rw / 2, y + 33, rw / 2);
  y += h + 12;

  field(doc, say('incoterms'), data.incoterms, left, y, 90);
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text(caps('freightTerms'), 140, y, { width: 150 });
  const terms = freightTermsCode(data.freightTerms);
  const term = (code: 'PREPAID' | 'Collect') => w.upper(w.say(`freightTerms.${code}`));
  const next = checkbox(doc, term('PREPAID'), terms === 'PREPAID', 140, y + 10);
  checkbox(doc, term('Collect'), terms === 'Collect', next, y + 10);
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text(caps('hazardous'), 320, y, { width: 150 });
  const yes = checkbox(doc, caps('yes'), data.hazardous, 320, y + 10);
  checkbox(doc, caps('no'), !data.hazardous, yes, y + 10);
  field(doc, say('status'), statusText(w, data), 470, y, 102);
  y += 30;
  if (data.hazardous) y = hazardWarning(doc, w, y);
  field(doc, say('commodity'), data.commodity, left, y, contentWidth);
  doc.font('Helvetica').fontSize(9);
  y += 16 + doc.heightOfString(data.commodity || '—', { width: contentWidth });
  y = cargoTable(doc, data, w, kind, y);
  y = textBlock(doc, data, w, kind, say('references'), data.references.join(', '), y);
  y = textBlock(doc, data, w, kind, say('instructions'), data.notes, y);

  y = ensureSpace(doc, data, w, kind, y, 90);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#444444')
    .text(w.say('sli.certification', { forwarder: data.forwarderName }), left, y, { width: contentWidth });
  y = Math.max(doc.y + 34, 700);
  doc.fillColor('#000000').lineWidth(0.8).strokeColor('#000000');
  doc
    .moveTo(left, y)
    .lineTo(left + 300, y)
    .stroke();
  doc
    .moveTo(left + 340, y)
    .lineTo(right, y)
    .stroke();
  doc.font('Helvetica').fontSize(7).fillColor('#444444');
  doc.text(caps('signature'), left, y + 4, { width: 300, lineBreak: false });
  doc.text(caps('date'), left + 340, y + 4, { width: right - left - 340, lineBreak: false });
  doc.lineWidth(1).fillColor('#000000');
  return collect(doc);
}
