/**
 * The shipping documents of the report service as layouts (document-layout.ts): the air waybill in the IATA
 * form's boxes and order (resolution 600a's blank: shipper, consignee, issuing carrier's agent, routing, the rating
 * table with gross weight in kg to one decimal, charges, execution), the ocean bill of lading, and the export and
 * import invoices. Pure functions of their data.
 */
import type { InvoiceDetail } from '@connect/contracts/billing/billing.schemas';
import type { ShipmentDetail } from '@connect/contracts/shipments/shipments.schemas';
import { formatUsd } from '@connect/domain/billing/money';
import type { DocumentLayout, LayoutBlock } from './document-layout';

export type Issuer = { name: string; code: string };

const party = (p: { name: string; address: string }) => [p.name, p.address].filter(Boolean).join('\n');
const port = (p: { code: string; name: string }) => (p.code ? `${p.name} (${p.code})` : p.name);
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
/** Kilograms to one decimal (the air waybill's gross and chargeable weights). */
export const kg1 = (value: number) => value.toFixed(1);
/** Collect terms (the buyer pays the main carriage) for E and F incoterms, prepaid otherwise. */
const chargesCode = (incoterms: string) =>
  ['EXW', 'FCA', 'FAS', 'FOB'].includes(incoterms.toUpperCase()) ? 'CC' : 'PP';
const references = (s: ShipmentDetail) => s.references.map((r) => `${r.type} ${r.value}`).join(', ');
/** IATA rate classes: M minimum, N normal (under 45 kg), Q quantity (45 kg and over). */
const rateClass = (chargeableKg: number) => (chargeableKg <= 0 ? 'M' : chargeableKg < 45 ? 'N' : 'Q');

/** The house air waybill (export_airway_bill) in the IATA blank's layout. */
export function airWaybillLayout(s: ShipmentDetail, issuer: Issuer): DocumentLayout {
  const cc = chargesCode(s.incoterms);
  const goods = [s.commodity, `Volume ${s.volumeM3.toFixed(3)} m³`, s.hazardous ? 'Dangerous goods' : '']
    .filter(Boolean)
    .join('\n');
  return {
    title: 'Air Waybill',
    number: s.houseBill,
    issuer: issuer.name,
    subtitle: 'Not negotiable · House air waybill',
    issuedOn: s.billDate,
    blocks: [
      {
        kind: 'boxes',
        boxes: [
          { label: "Shipper's Name and Address", value: party(s.shipper), span: 6 },
          { label: "Shipper's Account Number", value: s.companyCode, span: 2 },
          { label: 'Air Waybill issued by', value: issuer.name, span: 4 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: "Consignee's Name and Address", value: party(s.consignee), span: 6 },
          { label: "Consignee's Account Number", value: '', span: 2 },
          { label: 'Master Air Waybill Number', value: s.masterBill, span: 4, emphasis: true },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: "Issuing Carrier's Agent Name and City", value: issuer.name, span: 6 },
          {
            label: 'Accounting Information',
            value: `Freight ${cc === 'CC' ? 'collect' : 'prepaid'}${s.incoterms ? ` · ${s.incoterms}` : ''}`,
            span: 6,
          },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: "Agent's IATA Code", value: issuer.code, span: 3 },
          { label: 'Account No.', value: s.companyCode, span: 3 },
          { label: 'Reference Number', value: references(s), span: 3 },
          { label: 'Optional Shipping Information', value: s.serviceLevel, span: 3 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          {
            label: 'Airport of Departure (Addr. of First Carrier) and Requested Routing',
            value: port(s.origin),
            span: 5,
          },
          { label: 'To', value: s.destination.code, span: 1 },
          { label: 'By First Carrier', value: [s.carrier.name, s.carrier.code].filter(Boolean).join(' · '), span: 3 },
          { label: 'Currency', value: 'USD', span: 1 },
          { label: 'CHGS Code', value: cc, span: 1 },
          { label: 'WT/VAL', value: cc === 'CC' ? 'COLL' : 'PPD', span: 1 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: 'Airport of Destination', value: port(s.destination), span: 4 },
          { label: 'Requested Flight/Date', value: [s.flightNo, day(s.etd)].filter(Boolean).join(' / '), span: 3 },
          { label: 'Declared Value for Carriage', value: 'NVD', span: 2 },
          { label: 'Declared Value for Customs', value: 'NCV', span: 2 },
          { label: 'Amount of Insurance', value: 'XXX', span: 1 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          {
            label: 'Handling Information',
            value: [
              s.notify.name ? `Notify: ${party(s.notify).replace(/\n/g, ', ')}` : '',
              s.hazardous ? "Dangerous goods as per attached Shipper's Declaration" : '',
            ]
              .filter(Boolean)
              .join('\n'),
            span: 12,
          },
        ],
      },
      {
        kind: 'table',
        caption: 'Rating',
        columns: [
          { label: 'No. of Pieces RCP', span: 1, align: 'right' },
          { label: 'Gross Weight', span: 2, align: 'right' },
          { label: 'kg lb', span: 1 },
          { label: 'Rate Class', span: 1 },
          { label: 'Commodity Item No.', span: 1 },
          { label: 'Chargeable Weight', span: 2, align: 'right' },
          { label: 'Rate / Charge', span: 1, align: 'right' },
          { label: 'Total', span: 1, align: 'right' },
          { label: 'Nature and Quantity of Goods (incl. Dimensions or Volume)', span: 2 },
        ],
        rows: [
          [
            String(s.pieces),
            kg1(s.grossWeightKg),
            'K',
            rateClass(s.chargeableWeightKg),
            '',
            kg1(s.chargeableWeightKg),
            'AS AGREED',
            'AS AGREED',
            goods,
          ],
        ],
        footer: [String(s.pieces), kg1(s.grossWeightKg), 'K', '', '', '', '', '', ''],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: 'Weight Charge', value: 'AS AGREED', span: 4 },
          { label: 'Other Charges', value: 'AS AGREED', span: 4 },
          { label: cc === 'CC' ? 'Total Collect' : 'Total Prepaid', value: 'AS AGREED', span: 4 },
        ],
      },
      {
        kind: 'note',
        text:
          'Shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the ' +
          'consignment contains dangerous goods, such part is properly described by name and is in proper condition ' +
          'for carriage by air according to the applicable Dangerous Goods Regulations.',
      },
      {
        kind: 'boxes',
        boxes: [
          { label: 'Executed on (date)', value: s.billDate, span: 4 },
          { label: 'at (place)', value: s.origin.name, span: 4 },
          { label: 'Signature of Issuing Carrier or its Agent', value: issuer.name, span: 4 },
        ],
      },
    ],
  };
}

/** The ocean bill of lading (export_bill_lading). */
export function billOfLadingLayout(s: ShipmentDetail, issuer: Issuer): DocumentLayout {
  const marks = s.containers.length
    ? s.containers.map((c) => `${c.containerNo} ${c.containerType}${c.sealNo ? ` seal ${c.sealNo}` : ''}`).join('\n')
    : 'N/M';
  const freightAt = chargesCode(s.incoterms) === 'CC' ? 'Destination (collect)' : 'Origin (prepaid)';
  return {
    title: 'Bill of Lading',
    number: s.houseBill,
    issuer: issuer.name,
    subtitle: `For combined transport or port-to-port shipment · ${s.billType || 'Original'}`,
    issuedOn: s.billDate,
    blocks: [
      {
        kind: 'boxes',
        boxes: [
          { label: 'Shipper / Exporter', value: party(s.shipper), span: 6 },
          { label: 'Booking No.', value: s.references.find((r) => r.type === 'CUS')?.value ?? '', span: 3 },
          { label: 'Bill of Lading No.', value: s.houseBill, span: 3, emphasis: true },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: 'Consignee', value: party(s.consignee), span: 6 },
          { label: 'Export References', value: references(s), span: 6 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: 'Notify Party', value: party(s.notify), span: 6 },
          { label: 'Forwarding Agent', value: issuer.name, span: 6 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: 'Pre-carriage by', value: '', span: 3 },
          { label: 'Place of Receipt', value: s.origin.name, span: 3 },
          { label: 'Point and Country of Origin', value: s.origin.country, span: 3 },
          { label: 'Master B/L No.', value: s.masterBill, span: 3 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: 'Vessel / Voyage', value: [s.vessel, s.voyage].filter(Boolean).join(' / '), span: 3 },
          { label: 'Port of Loading', value: port(s.origin), span: 3 },
          { label: 'Port of Discharge', value: port(s.destination), span: 3 },
          { label: 'Place of Delivery', value: s.destination.name, span: 3 },
        ],
      },
      {
        kind: 'table',
        caption: 'Particulars furnished by the shipper',
        columns: [
          { label: 'Marks and Numbers / Container and Seal Nos.', span: 3 },
          { label: 'No. of Packages', span: 2, align: 'right' },
          { label: 'Description of Goods', span: 3 },
          { label: 'Gross Weight (kg)', span: 2, align: 'right' },
          { label: 'Measurement (m³)', span: 2, align: 'right' },
        ],
        rows: [
          [
            marks,
            String(s.pieces),
            [s.commodity, s.hazardous ? 'Dangerous goods' : ''].filter(Boolean).join('\n'),
            s.grossWeightKg.toFixed(2),
            s.volumeM3.toFixed(3),
          ],
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: 'Carrier', value: [s.carrier.name, s.carrier.code].filter(Boolean).join(' · '), span: 3 },
          { label: 'Freight Payable at', value: freightAt, span: 3 },
          { label: 'Number of Original B(s)/L', value: 'THREE (3)', span: 2 },
          { label: 'Place and Date of Issue', value: `${s.origin.name}, ${s.billDate}`, span: 4 },
        ],
      },
      {
        kind: 'note',
        text:
          'Received by the carrier from the shipper in apparent good order and condition unless otherwise noted ' +
          'herein, the total number or quantity of containers or other packages or units indicated above, for ' +
          'carriage subject to all the terms and conditions hereof. One of the original bills of lading must be ' +
          'surrendered duly endorsed in exchange for the goods or delivery order.',
      },
    ],
  };
}

/** The export or import invoice (export_invoice for Outbound, import_invoice for Inbound) with its shipment. */
export function invoiceLayout(
  invoice: InvoiceDetail,
  issuer: Issuer,
  customer: { name: string; address: string },
  shipment: ShipmentDetail | null,
): DocumentLayout {
  const money = (cents: number) => formatUsd(cents);
  const shipmentBlocks: LayoutBlock[] = shipment
    ? [
        {
          kind: 'boxes',
          boxes: [
            { label: 'Shipper / Exporter', value: party(shipment.shipper), span: 6 },
            { label: 'Consignee / Importer', value: party(shipment.consignee), span: 6 },
          ],
        },
        {
          kind: 'boxes',
          boxes: [
            { label: 'House Bill', value: shipment.houseBill, span: 3 },
            { label: 'Origin', value: port(shipment.origin), span: 3 },
            { label: 'Destination', value: port(shipment.destination), span: 3 },
            { label: 'Incoterms', value: shipment.incoterms, span: 3 },
          ],
        },
        {
          kind: 'boxes',
          boxes: [
            { label: 'Goods', value: shipment.commodity, span: 6 },
            { label: 'Pieces', value: String(shipment.pieces), span: 2, align: 'right' },
            { label: 'Gross Weight (kg)', value: shipment.grossWeightKg.toFixed(2), span: 2, align: 'right' },
            { label: 'Chargeable (kg)', value: shipment.chargeableWeightKg.toFixed(2), span: 2, align: 'right' },
          ],
        },
      ]
    : [{ kind: 'boxes', boxes: [{ label: 'House Bill', value: invoice.houseBill, span: 12 }] }];
  return {
    title: invoice.direction === 'Outbound' ? 'Export Invoice' : 'Import Invoice',
    number: invoice.invoiceNumber,
    issuer: issuer.name,
    subtitle: `Invoice date ${invoice.invoiceDate} · Due ${invoice.dueDate} · ${invoice.status}`,
    issuedOn: invoice.invoiceDate,
    blocks: [
      {
        kind: 'boxes',
        boxes: [
          { label: 'Seller / Issued by', value: issuer.name, span: 6 },
          { label: 'Invoice No.', value: invoice.invoiceNumber, span: 3, emphasis: true },
          { label: 'Invoice Date', value: invoice.invoiceDate, span: 3 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: 'Bill to', value: party(customer), span: 6 },
          { label: 'Customer Code', value: invoice.companyCode, span: 3 },
          { label: 'Due Date', value: invoice.dueDate, span: 3 },
        ],
      },
      ...shipmentBlocks,
      {
        kind: 'table',
        caption: 'Charges',
        columns: [
          { label: 'Line', span: 1, align: 'right' },
          { label: 'Charge Code', span: 2 },
          { label: 'Description', span: 6 },
          { label: 'Amount (USD)', span: 3, align: 'right' },
        ],
        rows: invoice.lines.map((l) => [String(l.lineNo), l.chargeCode, l.description, money(l.amountCents)]),
        footer: ['', '', 'Total', money(invoice.totalCents)],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: 'Total', value: money(invoice.totalCents), span: 4, align: 'right' },
          { label: 'Paid', value: money(invoice.paidCents), span: 4, align: 'right' },
          { label: 'Balance Due', value: money(invoice.balanceCents), span: 4, align: 'right', emphasis: true },
        ],
      },
      {
        kind: 'note',
        text: 'We certify that this invoice is true and correct. Amounts in US dollars.',
      },
    ],
  };
}
