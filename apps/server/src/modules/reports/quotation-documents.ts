/**
 * The quotation (report `quotation`) and its freight breakdown (report `quotation_freight`) as layouts
 * (document-layout.ts), from the quotation as the quotations module answers it. Pure functions of their data and
 * their reader's words (decision 102).
 */
import type { Quotation } from '@connect/contracts/quotations/quotations.schemas';
import type { DocumentLayout, LayoutBlock } from './document-layout';
import type { Issuer } from './shipping-documents';
import type { ShippingWords } from './shipping-print-words';

const sayer = (w: ShippingWords) => (key: string, values?: Record<string, string>) => w.say(`quotation.${key}`, values);

function headerBlocks(q: Quotation, issuer: Issuer, w: ShippingWords): LayoutBlock[] {
  const say = sayer(w);
  return [
    {
      kind: 'boxes',
      boxes: [
        { label: say('number'), value: q.number, span: 4, emphasis: true },
        { label: say('status'), value: w.quotationStatus(q.status), span: 4 },
        { label: say('validUntil'), value: w.day(q.validUntil), span: 4 },
      ],
    },
    {
      kind: 'boxes',
      boxes: [
        { label: say('customer'), value: `${q.companyName}\n${q.companyCode}`, span: 6 },
        { label: say('quotedBy'), value: issuer.name, span: 6 },
      ],
    },
    {
      kind: 'boxes',
      boxes: [
        { label: say('mode'), value: w.mode(q.mode), span: 2 },
        { label: say('origin'), value: q.originCode, span: 2 },
        { label: say('destination'), value: q.destinationCode, span: 2 },
        { label: say('incoterms'), value: w.incoterms(q.incoterms), span: 2 },
        { label: say('serviceLevel'), value: w.serviceLevel(q.serviceLevel), span: 2 },
        { label: say('cargoReady'), value: w.day(q.cargoReadyDate), span: 2 },
      ],
    },
    {
      kind: 'boxes',
      boxes: [
        {
          label: say('commodity'),
          value: [q.commodity, q.hazardous ? w.say('dangerousGoods') : ''].filter(Boolean).join('\n'),
          span: 4,
        },
        { label: say('pieces'), value: String(q.pieces), span: 2, align: 'right' },
        {
          label: say('grossWeight'),
          value: say('weight', { weight: w.measure(q.grossWeight, 1), unit: w.weightUnit(q.weightUnit) }),
          span: 2,
          align: 'right',
        },
        { label: say('volume'), value: w.measure(q.volumeCbm, 3), span: 2, align: 'right' },
        { label: say('containers'), value: String(q.containerCount), span: 2, align: 'right' },
      ],
    },
  ];
}

/** The quotation: the request and the offered options with their totals. */
export function quotationLayout(q: Quotation, issuer: Issuer, w: ShippingWords): DocumentLayout {
  const say = sayer(w);
  return {
    title: say('title'),
    lang: w.lang,
    number: q.number,
    issuer: issuer.name,
    subtitle: say('requestedBy', { name: q.requestedByName }),
    issuedOn: q.updatedAt,
    blocks: [
      ...headerBlocks(q, issuer, w),
      {
        kind: 'table',
        caption: say('options'),
        columns: [
          { label: say('option'), span: 1, align: 'right' },
          { label: say('carrier'), span: 4 },
          { label: say('serviceLevel'), span: 2 },
          { label: say('transitDays'), span: 2, align: 'right' },
          { label: say('total'), span: 3, align: 'right' },
        ],
        rows: q.options.map((o) => [
          o.id === q.acceptedOptionId ? say('acceptedOption', { position: String(o.position) }) : String(o.position),
          o.carrier,
          w.serviceLevel(o.serviceLevel),
          String(o.transitDays),
          w.amount(o.totalCents, o.currency),
        ]),
      },
      ...(q.offerNote ? [{ kind: 'note', text: q.offerNote } as const] : []),
      { kind: 'note', text: say('ratesNote') },
    ],
  };
}

/** The quotation's freight breakdown: every charge line of every option, with each option's total. */
export function quotationFreightLayout(q: Quotation, issuer: Issuer, w: ShippingWords): DocumentLayout {
  const say = sayer(w);
  const rows: string[][] = [];
  for (const o of q.options) {
    for (const line of o.lines)
      rows.push([String(o.position), o.carrier, line.description, w.amount(line.amountCents, o.currency)]);
    rows.push([String(o.position), o.carrier, say('optionTotal'), w.amount(o.totalCents, o.currency)]);
  }
  return {
    title: say('freightTitle'),
    lang: w.lang,
    number: q.number,
    issuer: issuer.name,
    subtitle: say('requestedBy', { name: q.requestedByName }),
    issuedOn: q.updatedAt,
    blocks: [
      ...headerBlocks(q, issuer, w),
      {
        kind: 'table',
        caption: say('chargesByOption'),
        columns: [
          { label: say('option'), span: 1, align: 'right' },
          { label: say('carrier'), span: 4 },
          { label: say('charge'), span: 4 },
          { label: say('amount'), span: 3, align: 'right' },
        ],
        rows,
      },
    ],
  };
}
