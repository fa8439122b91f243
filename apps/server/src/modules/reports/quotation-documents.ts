/**
 * The quotation (report `quotation`) and its freight breakdown (report `quotation_freight`) as layouts
 * (document-layout.ts), from the quotation as the quotations module answers it. Pure functions of their data.
 */
import type { Quotation } from '@connect/contracts/quotations/quotations.schemas';
import type { DocumentLayout, LayoutBlock } from './document-layout';
import type { Issuer } from './shipping-documents';

const money = (cents: number, currency: string) =>
  `${currency} ${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

function headerBlocks(q: Quotation, issuer: Issuer): LayoutBlock[] {
  return [
    {
      kind: 'boxes',
      boxes: [
        { label: 'Quotation No.', value: q.number, span: 4, emphasis: true },
        { label: 'Status', value: q.status, span: 4 },
        { label: 'Valid until', value: q.validUntil ?? '', span: 4 },
      ],
    },
    {
      kind: 'boxes',
      boxes: [
        { label: 'Customer', value: `${q.companyName}\n${q.companyCode}`, span: 6 },
        { label: 'Quoted by', value: issuer.name, span: 6 },
      ],
    },
    {
      kind: 'boxes',
      boxes: [
        { label: 'Mode', value: q.mode, span: 2 },
        { label: 'Origin', value: q.originCode, span: 2 },
        { label: 'Destination', value: q.destinationCode, span: 2 },
        { label: 'Incoterms', value: q.incoterms, span: 2 },
        { label: 'Service Level', value: q.serviceLevel, span: 2 },
        { label: 'Cargo Ready', value: q.cargoReadyDate, span: 2 },
      ],
    },
    {
      kind: 'boxes',
      boxes: [
        {
          label: 'Commodity',
          value: [q.commodity, q.hazardous ? 'Dangerous goods' : ''].filter(Boolean).join('\n'),
          span: 4,
        },
        { label: 'Pieces', value: String(q.pieces), span: 2, align: 'right' },
        { label: 'Gross Weight', value: `${q.grossWeight.toFixed(1)} ${q.weightUnit}`, span: 2, align: 'right' },
        { label: 'Volume (m³)', value: q.volumeCbm.toFixed(3), span: 2, align: 'right' },
        { label: 'Containers', value: String(q.containerCount), span: 2, align: 'right' },
      ],
    },
  ];
}

/** The quotation: the request and the offered options with their totals. */
export function quotationLayout(q: Quotation, issuer: Issuer): DocumentLayout {
  return {
    title: 'Quotation',
    number: q.number,
    issuer: issuer.name,
    subtitle: `Requested by ${q.requestedByName}`,
    issuedOn: q.updatedAt,
    blocks: [
      ...headerBlocks(q, issuer),
      {
        kind: 'table',
        caption: 'Options',
        columns: [
          { label: 'Option', span: 1, align: 'right' },
          { label: 'Carrier', span: 4 },
          { label: 'Service Level', span: 2 },
          { label: 'Transit Days', span: 2, align: 'right' },
          { label: 'Total', span: 3, align: 'right' },
        ],
        rows: q.options.map((o) => [
          `${o.position}${o.id === q.acceptedOptionId ? ' (accepted)' : ''}`,
          o.carrier,
          o.serviceLevel,
          String(o.transitDays),
          money(o.totalCents, o.currency),
        ]),
      },
      ...(q.offerNote ? [{ kind: 'note', text: q.offerNote } as const] : []),
      { kind: 'note', text: 'Rates are subject to space and equipment availability at the time of booking.' },
    ],
  };
}

/** The quotation's freight breakdown: every charge line of every option, with each option's total. */
export function quotationFreightLayout(q: Quotation, issuer: Issuer): DocumentLayout {
  const rows: string[][] = [];
  for (const o of q.options) {
    for (const line of o.lines)
      rows.push([String(o.position), o.carrier, line.description, money(line.amountCents, o.currency)]);
    rows.push([String(o.position), o.carrier, 'Option total', money(o.totalCents, o.currency)]);
  }
  return {
    title: 'Quotation Freight Breakdown',
    number: q.number,
    issuer: issuer.name,
    subtitle: `Requested by ${q.requestedByName}`,
    issuedOn: q.updatedAt,
    blocks: [
      ...headerBlocks(q, issuer),
      {
        kind: 'table',
        caption: 'Charges by option',
        columns: [
          { label: 'Option', span: 1, align: 'right' },
          { label: 'Carrier', span: 4 },
          { label: 'Charge', span: 4 },
          { label: 'Amount', span: 3, align: 'right' },
        ],
        rows,
      },
    ],
  };
}
