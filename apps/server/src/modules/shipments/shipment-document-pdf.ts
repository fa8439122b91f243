import PDFDocument from 'pdfkit';
import { collect, field, party } from '../../lib/pdf-kit-helpers';

/** What the generated shipping documents print: the shipment as the forwarder's system holds it. */
export type ShipmentPrintData = {
  forwarderName: string;
  houseBill: string;
  masterBill: string;
  mode: 'AIR' | 'OCEAN' | 'DOMESTIC';
  billDate: string;
  shipper: { name: string; address: string };
  consignee: { name: string; address: string };
  notify: { name: string; address: string };
  origin: string;
  destination: string;
  carrier: string;
  vesselOrFlight: string;
  etd: string;
  eta: string;
  pieces: number;
  grossWeightKg: number;
  volumeM3: number;
  chargeableWeightKg: number;
  commodity: string;
  incoterms: string;
  containers: { containerNo: string; containerType: string; sealNo: string }[];
  references: { type: string; value: string }[];
};

export const shipmentDocumentTitles: Record<string, string> = {
  HBL: 'House Bill of Lading',
  HAWB: 'House Air Waybill',
  CIV: 'Commercial Invoice',
  PKL: 'Packing List',
};

/**
 * Renders one of a shipment's documents (house bill or air waybill, commercial invoice, packing list) as a real
 * PDF from the shipment's data: same input, same content, so a demo document never needs stored bytes.
 */
export async function renderShipmentDocument(docType: string, data: ShipmentPrintData): Promise<Buffer> {
  const title = shipmentDocumentTitles[docType] ?? 'Shipment Document';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${title} ${data.houseBill}`, Author: data.forwarderName, CreationDate: new Date(data.billDate) },
  });
  doc.font('Helvetica-Bold').fontSize(16).text(title, 40, 40);
  doc.font('Helvetica').fontSize(9).text(data.forwarderName, 40, 62);
  field(doc, docType === 'CIV' ? 'Invoice reference' : 'House bill', data.houseBill, 360, 40, 200);
  field(doc, 'Master bill', data.masterBill, 360, 66, 200);
  field(doc, 'Date', data.billDate, 470, 66, 90);
  party(doc, docType === 'CIV' ? 'Seller / exporter' : 'Shipper', data.shipper, 40, 100);
  party(doc, docType === 'CIV' ? 'Buyer / importer' : 'Consignee', data.consignee, 300, 100);
  party(doc, 'Notify party', data.notify, 40, 178);
  field(doc, 'Carrier', data.carrier, 300, 182, 255);
  field(
    doc,
    data.mode === 'AIR' ? 'Flight' : data.mode === 'OCEAN' ? 'Vessel / voyage' : 'Truck',
    data.vesselOrFlight,
    300,
    208,
    255,
  );
  field(doc, data.mode === 'AIR' ? 'Airport of departure' : 'Port of loading', data.origin, 40, 262, 255);
  field(doc, data.mode === 'AIR' ? 'Airport of destination' : 'Port of discharge', data.destination, 300, 262, 255);
  field(doc, 'ETD', data.etd, 40, 290, 120);
  field(doc, 'ETA', data.eta, 170, 290, 120);
  field(doc, 'Incoterms', data.incoterms, 300, 290, 120);
  let y = 330;
  doc.moveTo(40, y).lineTo(555, y).strokeColor('#999999').stroke();
  y += 8;
  const columns = [
    { label: 'Pieces', x: 40, w: 60 },
    { label: 'Description of goods', x: 100, w: 230 },
    { label: 'Gross kg', x: 330, w: 70 },
    { label: 'Volume m³', x: 400, w: 70 },
    { label: 'Chargeable kg', x: 470, w: 85 },
  ];
  for (const c of columns) doc.font('Helvetica-Bold').fontSize(8).text(c.label, c.x, y, { width: c.w });
  y += 14;
  const values = [
    String(data.pieces),
    data.commodity,
    data.grossWeightKg.toFixed(2),
    data.volumeM3.toFixed(3),
    data.chargeableWeightKg.toFixed(2),
  ];
  columns.forEach((c, i) =>
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(values[i] ?? '', c.x, y, { width: c.w }),
  );
  y += 30;
  if (data.containers.length > 0) {
    doc.font('Helvetica-Bold').fontSize(8).text('Containers', 40, y);
    y += 12;
    for (const c of data.containers) {
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(`${c.containerNo}  ${c.containerType}  seal ${c.sealNo || '—'}`, 40, y);
      y += 12;
    }
    y += 8;
  }
  if (data.references.length > 0) {
    doc.font('Helvetica-Bold').fontSize(8).text('References', 40, y);
    y += 12;
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(data.references.map((r) => `${r.type} ${r.value}`).join('   '), 40, y, { width: 515 });
    y += 24;
  }
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#444444')
    .text(
      docType === 'CIV'
        ? 'We certify that this invoice is true and correct and that the goods originate as stated.'
        : 'Received in apparent good order and condition, subject to the terms and conditions of carriage of the forwarder.',
      40,
      Math.max(y, 720),
      { width: 515 },
    );
  return collect(doc);
}
