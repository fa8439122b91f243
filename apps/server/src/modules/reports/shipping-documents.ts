/**
 * The shipping documents of the report service as layouts (document-layout.ts): the air waybill in the IATA
 * form's boxes and order (resolution 600a's blank: shipper, consignee, issuing carrier's agent, routing, the rating
 * table with gross weight in kg to one decimal, charges, execution), the ocean bill of lading, and the export and
 * import invoices. Pure functions of their data and their reader's words (decision 102): the IATA codes of the air
 * waybill (CC/PP, COLL/PPD, NVD, NCV, XXX, K, the rate classes, AS AGREED) are the form's own in every language.
 */
import type { InvoiceDetail } from '@connect/contracts/billing/billing.schemas';
import type { ShipmentDetail } from '@connect/contracts/shipments/shipments.schemas';
import type { DocumentLayout, LayoutBlock } from './document-layout';
import type { ShippingWords } from './shipping-print-words';

export type Issuer = { name: string; code: string };

const party = (p: { name: string; address: string }) => [p.name, p.address].filter(Boolean).join('\n');
const port = (p: { code: string; name: string }) => (p.code ? `${p.name} (${p.code})` : p.name);
/** Collect terms (the buyer pays the main carriage) for E and F incoterms, prepaid otherwise. */
const chargesCode = (incoterms: string) =>
  ['EXW', 'FCA', 'FAS', 'FOB'].includes(incoterms.toUpperCase()) ? 'CC' : 'PP';
const references = (s: ShipmentDetail) => s.references.map((r) => `${r.type} ${r.value}`).join(', ');
/** IATA rate classes: M minimum, N normal (under 45 kg), Q quantity (45 kg and over). */
const rateClass = (chargeableKg: number) => (chargeableKg <= 0 ? 'M' : chargeableKg < 45 ? 'N' : 'Q');

/** The house air waybill (export_airway_bill) in the IATA blank's layout. */
export function airWaybillLayout(s: ShipmentDetail, issuer: Issuer, w: ShippingWords): DocumentLayout {
  const say = (key: string, values?: Record<string, string>) => w.say(`airWaybill.${key}`, values);
  const cc = chargesCode(s.incoterms);
  /** Kilograms to one decimal (the air waybill's gross and chargeable weights). */
  const kg1 = (value: number) => w.measure(value, 1);
  const goods = [
    s.commodity,
    say('volume', { volume: w.measure(s.volumeM3, 3) }),
    s.hazardous ? w.say('dangerousGoods') : '',
  ]
    .filter(Boolean)
    .join('\n');
  const terms = say(cc === 'CC' ? 'freightCollect' : 'freightPrepaid');
  return {
    title: say('title'),
    fileTitle: say('fileTitle'),
    lang: w.lang,
    number: s.houseBill,
    issuer: issuer.name,
    subtitle: say('subtitle'),
    issuedOn: s.billDate,
    blocks: [
      {
        kind: 'boxes',
        boxes: [
          { label: say('shipper'), value: party(s.shipper), span: 6 },
          { label: say('shipperAccount'), value: s.companyCode, span: 2 },
          { label: say('issuedBy'), value: issuer.name, span: 4 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('consignee'), value: party(s.consignee), span: 6 },
          { label: say('consigneeAccount'), value: '', span: 2 },
          { label: say('masterNumber'), value: s.masterBill, span: 4, emphasis: true },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('agent'), value: issuer.name, span: 6 },
          {
            label: say('accounting'),
            value: s.incoterms ? say('freightWithIncoterms', { terms, incoterms: s.incoterms }) : terms,
            span: 6,
          },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('agentCode'), value: issuer.code, span: 3 },
          { label: say('accountNo'), value: s.companyCode, span: 3 },
          { label: say('reference'), value: references(s), span: 3 },
          { label: say('optionalInfo'), value: s.serviceLevel, span: 3 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          {
            label: say('departure'),
            value: port(s.origin),
            span: 5,
          },
          { label: say('to'), value: s.destination.code, span: 1 },
          { label: say('firstCarrier'), value: [s.carrier.name, s.carrier.code].filter(Boolean).join(' · '), span: 3 },
          { label: say('currency'), value: 'USD', span: 1 },
          { label: say('chargesCode'), value: cc, span: 1 },
          { label: say('weightValuation'), value: cc === 'CC' ? 'COLL' : 'PPD', span: 1 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('destination'), value: port(s.destination), span: 4 },
          {
            label: say('flightDate'),
            value: [s.flightNo, w.day(s.etd?.slice(0, 10))].filter(Boolean).join(' / '),
            span: 3,
          },
          { label: say('carriageValue'), value: 'NVD', span: 2 },
          { label: say('customsValue'), value: 'NCV', span: 2 },
          { label: say('insurance'), value: 'XXX', span: 1 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          {
            label: say('handling'),
            value: [
              s.notify.name ? say('notify', { party: party(s.notify).replace(/\n/g, ', ') }) : '',
              s.hazardous ? say('dangerousDeclaration') : '',
            ]
              .filter(Boolean)
              .join('\n'),
            span: 12,
          },
        ],
      },
      {
        kind: 'table',
        caption: say('rating'),
        columns: [
          { label: say('pieces'), span: 1, align: 'right' },
          { label: say('grossWeight'), span: 2, align: 'right' },
          { label: say('weightUnit'), span: 1 },
          { label: say('rateClass'), span: 1 },
          { label: say('commodityItem'), span: 1 },
          { label: say('chargeableWeight'), span: 2, align: 'right' },
          { label: say('rateCharge'), span: 1, align: 'right' },
          { label: say('total'), span: 1, align: 'right' },
          { label: say('goods'), span: 2 },
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
          { label: say('weightCharge'), value: 'AS AGREED', span: 4 },
          { label: say('otherCharges'), value: 'AS AGREED', span: 4 },
          { label: say(cc === 'CC' ? 'totalCollect' : 'totalPrepaid'), value: 'AS AGREED', span: 4 },
        ],
      },
      {
        kind: 'note',
        text: say('certification'),
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('executedOn'), value: w.day(s.billDate), span: 4 },
          { label: say('executedAt'), value: s.origin.name, span: 4 },
          { label: say('signature'), value: issuer.name, span: 4 },
        ],
      },
    ],
  };
}

/** The ocean bill of lading (export_bill_lading). */
export function billOfLadingLayout(s: ShipmentDetail, issuer: Issuer, w: ShippingWords): DocumentLayout {
  const say = (key: string, values?: Record<string, string>) => w.say(`billOfLading.${key}`, values);
  const marks = s.containers.length
    ? s.containers
        .map((c) =>
          c.sealNo
            ? say('containerSealed', { container: c.containerNo, type: c.containerType, seal: c.sealNo })
            : say('container', { container: c.containerNo, type: c.containerType }),
        )
        .join('\n')
    : say('noMarks');
  const freightAt = say(chargesCode(s.incoterms) === 'CC' ? 'destinationCollect' : 'originPrepaid');
  return {
    title: say('title'),
    lang: w.lang,
    number: s.houseBill,
    issuer: issuer.name,
    subtitle: say('subtitle', { billType: s.billType || say('original') }),
    issuedOn: s.billDate,
    blocks: [
      {
        kind: 'boxes',
        boxes: [
          { label: say('shipper'), value: party(s.shipper), span: 6 },
          { label: say('bookingNo'), value: s.references.find((r) => r.type === 'CUS')?.value ?? '', span: 3 },
          { label: say('number'), value: s.houseBill, span: 3, emphasis: true },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('consignee'), value: party(s.consignee), span: 6 },
          { label: say('exportReferences'), value: references(s), span: 6 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('notifyParty'), value: party(s.notify), span: 6 },
          { label: say('forwardingAgent'), value: issuer.name, span: 6 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('preCarriage'), value: '', span: 3 },
          { label: say('placeOfReceipt'), value: s.origin.name, span: 3 },
          { label: say('pointOfOrigin'), value: s.origin.country, span: 3 },
          { label: say('masterNumber'), value: s.masterBill, span: 3 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('vesselVoyage'), value: [s.vessel, s.voyage].filter(Boolean).join(' / '), span: 3 },
          { label: say('portOfLoading'), value: port(s.origin), span: 3 },
          { label: say('portOfDischarge'), value: port(s.destination), span: 3 },
          { label: say('placeOfDelivery'), value: s.destination.name, span: 3 },
        ],
      },
      {
        kind: 'table',
        caption: say('particulars'),
        columns: [
          { label: say('marks'), span: 3 },
          { label: say('packages'), span: 2, align: 'right' },
          { label: say('description'), span: 3 },
          { label: say('grossWeight'), span: 2, align: 'right' },
          { label: say('measurement'), span: 2, align: 'right' },
        ],
        rows: [
          [
            marks,
            String(s.pieces),
            [s.commodity, s.hazardous ? w.say('dangerousGoods') : ''].filter(Boolean).join('\n'),
            w.measure(s.grossWeightKg, 2),
            w.measure(s.volumeM3, 3),
          ],
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('carrier'), value: [s.carrier.name, s.carrier.code].filter(Boolean).join(' · '), span: 3 },
          { label: say('freightPayableAt'), value: freightAt, span: 3 },
          { label: say('originals'), value: say('threeOriginals'), span: 2 },
          {
            label: say('placeDateOfIssue'),
            value: say('placeAndDate', { place: s.origin.name, date: w.day(s.billDate) }),
            span: 4,
          },
        ],
      },
      {
        kind: 'note',
        text: say('received'),
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
  w: ShippingWords,
): DocumentLayout {
  const say = (key: string, values?: Record<string, string>) => w.say(`invoice.${key}`, values);
  const money = (cents: number) => w.usd(cents);
  const shipmentBlocks: LayoutBlock[] = shipment
    ? [
        {
          kind: 'boxes',
          boxes: [
            { label: say('shipper'), value: party(shipment.shipper), span: 6 },
            { label: say('consignee'), value: party(shipment.consignee), span: 6 },
          ],
        },
        {
          kind: 'boxes',
          boxes: [
            { label: say('houseBill'), value: shipment.houseBill, span: 3 },
            { label: say('origin'), value: port(shipment.origin), span: 3 },
            { label: say('destination'), value: port(shipment.destination), span: 3 },
            { label: say('incoterms'), value: shipment.incoterms, span: 3 },
          ],
        },
        {
          kind: 'boxes',
          boxes: [
            { label: say('goods'), value: shipment.commodity, span: 6 },
            { label: say('pieces'), value: String(shipment.pieces), span: 2, align: 'right' },
            { label: say('grossWeight'), value: w.measure(shipment.grossWeightKg, 2), span: 2, align: 'right' },
            {
              label: say('chargeableWeight'),
              value: w.measure(shipment.chargeableWeightKg, 2),
              span: 2,
              align: 'right',
            },
          ],
        },
      ]
    : [{ kind: 'boxes', boxes: [{ label: say('houseBill'), value: invoice.houseBill, span: 12 }] }];
  return {
    title: say(invoice.direction === 'Outbound' ? 'exportTitle' : 'importTitle'),
    lang: w.lang,
    number: invoice.invoiceNumber,
    issuer: issuer.name,
    subtitle: say('subtitle', {
      date: w.day(invoice.invoiceDate),
      due: w.day(invoice.dueDate),
      status: w.invoiceStatus(invoice.status),
    }),
    issuedOn: invoice.invoiceDate,
    blocks: [
      {
        kind: 'boxes',
        boxes: [
          { label: say('seller'), value: issuer.name, span: 6 },
          { label: say('number'), value: invoice.invoiceNumber, span: 3, emphasis: true },
          { label: say('date'), value: w.day(invoice.invoiceDate), span: 3 },
        ],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('billTo'), value: party(customer), span: 6 },
          { label: say('customerCode'), value: invoice.companyCode, span: 3 },
          { label: say('dueDate'), value: w.day(invoice.dueDate), span: 3 },
        ],
      },
      ...shipmentBlocks,
      {
        kind: 'table',
        caption: say('charges'),
        columns: [
          { label: say('line'), span: 1, align: 'right' },
          { label: say('chargeCode'), span: 2 },
          { label: say('description'), span: 6 },
          { label: say('amount'), span: 3, align: 'right' },
        ],
        rows: invoice.lines.map((l) => [String(l.lineNo), l.chargeCode, l.description, money(l.amountCents)]),
        footer: ['', '', say('total'), money(invoice.totalCents)],
      },
      {
        kind: 'boxes',
        boxes: [
          { label: say('total'), value: money(invoice.totalCents), span: 4, align: 'right' },
          { label: say('paid'), value: money(invoice.paidCents), span: 4, align: 'right' },
          { label: say('balanceDue'), value: money(invoice.balanceCents), span: 4, align: 'right', emphasis: true },
        ],
      },
      {
        kind: 'note',
        text: say('certification'),
      },
    ],
  };
}
