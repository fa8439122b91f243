/** Statements of account (report billing_statement) as PDF and as the report service's HTML page. */
import { formatUsd, sumCents } from '@connect/domain/billing/money';

import { party } from '../../lib/pdf-kit-helpers';
import type { MoneyCents, StatementPrintData } from './billing-print-types';
import {
  statementTitle,
  printDate,
  printInstant,
  creationDate,
  printable,
  left,
  contentWidth,
  half,
  grey,
  newSheet,
  oneLine,
  rule,
  letterhead,
  fieldRow,
  sectionTitle,
  table,
  note,
  panel,
  finish,
  customerBoxHeight,
} from './billing-print-layout';

const agingBuckets = [
  ['Current', 'currentCents'],
  ['1–30 days', 'days1to30Cents'],
  ['31–60 days', 'days31to60Cents'],
  ['61–90 days', 'days61to90Cents'],
  ['Over 90 days', 'over90Cents'],
] as const satisfies readonly (readonly [string, keyof StatementPrintData['aging']])[];

/** A charge or credit column: blank when nothing was charged or credited. */
const amountOrBlank = (cents: MoneyCents) => (cents === 0 ? '' : formatUsd(cents));

/**
 * A statement of account as PDF: the customer, a summary (opening balance, charges, credits, closing balance),
 * the period's entries with the running balance, and the aging of what is owed.
 */
export async function renderStatementPdf(input: StatementPrintData): Promise<Buffer> {
  const data = printable(input);
  const sheet = newSheet(
    statementTitle,
    `${data.customer.code} ${data.periodName}`.trim(),
    data.forwarder.name,
    creationDate(data.generatedAt, data.to),
    `billing_statement ${data.forwarder.code} ${data.periodCode} ${data.customer.code}`,
  );
  const { doc } = sheet;
  let y = letterhead(sheet, data.forwarder, statementTitle, 'Statement period', data.periodName);
  y = fieldRow(
    doc,
    [
      ['Customer code', data.customer.code, 100],
      ['Period', data.periodName, 122],
      ['From', printDate(data.from), 90],
      ['To', printDate(data.to), 90],
      ['Generated', printInstant(data.generatedAt), 130],
    ],
    y,
  );

  const height = Math.max(customerBoxHeight(doc, data.customer.name, data.customer.address), 84);
  party(doc, 'Statement for', data.customer, left, y, { width: half, height });
  const bx = left + half + 10;
  panel(doc, bx, y, half, height, '#f4f6f8', '#999999');
  const summary: [string, string][] = [
    ['Opening balance', formatUsd(data.openingBalanceCents)],
    ['Charges', formatUsd(sumCents(data.entries.map((e) => e.chargeCents)))],
    ['Credits', formatUsd(-sumCents(data.entries.map((e) => e.creditCents)))],
  ];
  summary.forEach(([label, amount], i) => {
    oneLine(doc, label, bx + 10, y + 8 + i * 14, 120);
    oneLine(doc, amount, bx + 130, y + 8 + i * 14, half - 140, { align: 'right' });
  });
  rule(doc, y + 52, bx + 10, bx + half - 10, '#666666');
  oneLine(doc, 'Closing balance', bx + 10, y + 58, 110, { font: 'Helvetica-Bold', size: 11 });
  oneLine(doc, formatUsd(data.closingBalanceCents), bx + 120, y + 56, half - 130, {
    font: 'Helvetica-Bold',
    size: 14,
    minSize: 9,
    align: 'right',
  });
  y += height + 14;

  y = sectionTitle(sheet, 'Account activity', y, 30);
  y = table(
    sheet,
    [
      { label: 'Date', width: 62 },
      { label: 'Type', width: 50 },
      { label: 'Reference', width: 86 },
      { label: 'Description', width: 124, wrap: true },
      { label: 'Charges', width: 70, align: 'right' },
      { label: 'Credits', width: 70, align: 'right' },
      { label: 'Balance', width: 70, align: 'right' },
    ],
    [
      {
        cells: [printDate(data.from), '', '', 'Opening balance', '', '', formatUsd(data.openingBalanceCents)],
        italic: true,
      },
      ...data.entries.map((e) => ({
        cells: [
          printDate(e.date),
          e.kind,
          e.reference,
          e.description,
          amountOrBlank(e.chargeCents),
          amountOrBlank(e.creditCents),
          formatUsd(e.balanceCents),
        ],
      })),
      {
        cells: [
          printDate(data.to),
          '',
          '',
          'Closing balance',
          formatUsd(sumCents(data.entries.map((e) => e.chargeCents))),
          formatUsd(sumCents(data.entries.map((e) => e.creditCents))),
          formatUsd(data.closingBalanceCents),
        ],
        bold: true,
      },
    ],
    y,
    '',
  );
  if (data.entries.length === 0) {
    y = note(sheet, 'No activity in this period.', y);
  }

  y = sectionTitle(sheet, 'Aging', y + 10, 44);
  const gap = 8;
  const boxWidth = (contentWidth - gap * (agingBuckets.length - 1)) / agingBuckets.length;
  agingBuckets.forEach(([label, key], i) => {
    const x = left + i * (boxWidth + gap);
    doc
      .rect(x, y, boxWidth, 40)
      .lineWidth(0.8)
      .strokeColor(key === 'currentCents' ? '#999999' : '#666666')
      .stroke();
    oneLine(doc, label.toUpperCase(), x + 6, y + 6, boxWidth - 12, { font: 'Helvetica-Bold', size: 7, color: grey });
    oneLine(doc, formatUsd(data.aging[key]), x + 6, y + 20, boxWidth - 12, {
      font: 'Helvetica-Bold',
      size: 11,
      minSize: 7,
      align: 'right',
    });
  });
  y += 48;
  note(
    sheet,
    `Please review this statement and report any discrepancy to ${data.forwarder.email || data.forwarder.name}. ` +
      'Payments received after the statement date are not shown.',
    y,
  );
  return finish(sheet);
}

// ---------------------------------------------------------------------------------------------------------------
// Statement as HTML (the report service's answer for billing_statement)

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML content and in quoted attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch);
}

/** Escaped lines joined with <br>. */
const htmlLines = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => escapeHtml(line))
    .join('<br>');

const statementCss = `
*{box-sizing:border-box}
body{margin:0;background:#ffffff;color:#1a1a1a;font:14px/1.45 Helvetica,Arial,sans-serif}
main{max-width:960px;margin:0 auto;padding:32px 24px}
.letterhead{display:flex;justify-content:space-between;gap:24px;border-bottom:1px solid #999999;padding-bottom:12px}
.forwarder-name{font-weight:bold;font-size:16px;margin:0}
.contact{margin:4px 0 0;color:#444444;font-size:12px}
h1{margin:0;font-size:24px;text-align:right}
.period{margin:4px 0 0;text-align:right;font-weight:bold}
h2{font-size:16px;margin:24px 0 8px}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:8px 16px;margin:16px 0}
.facts dt{font-size:11px;font-weight:bold;text-transform:uppercase;color:#444444}
.facts dd{margin:0}
.boxes{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.box{border:1px solid #999999;padding:10px 12px}
.box h2{margin-top:0}
.box p{margin:0}
.summary{background:#f4f6f8}
.summary dl{display:grid;grid-template-columns:1fr auto;gap:4px 16px;margin:0}
.summary dd{margin:0;text-align:right}
.summary .closing{font-weight:bold;font-size:16px;border-top:1px solid #666666;padding-top:4px}
table{width:100%;border-collapse:collapse;margin-top:8px}
caption{text-align:left;font-weight:bold;font-size:16px;padding:16px 0 6px}
th,td{padding:4px 6px;border-bottom:1px solid #dddddd;vertical-align:top;text-align:left}
thead th{font-size:11px;text-transform:uppercase;color:#444444;border-bottom:1px solid #999999}
.num{text-align:right;white-space:nowrap}
.opening td{font-style:italic}
tfoot th,tfoot td{font-weight:bold;border-top:1px solid #666666}
.note{color:#444444;font-size:12px;margin-top:24px}
@media print{main{padding:0}}
`
  .trim()
  .replace(/\n/g, '');

/**
 * The statement as the report service's HTML answer: one complete page (lang="en", inline CSS, no scripts and no
 * external resources) with every value from the data escaped; the activity and the aging are tables with captions
 * and scoped headings.
 */
export function renderStatementHtml(data: StatementPrintData): string {
  const e = escapeHtml;
  const forwarder = data.forwarder;
  const charges = sumCents(data.entries.map((entry) => entry.chargeCents));
  const credits = sumCents(data.entries.map((entry) => entry.creditCents));
  const period = `${printDate(data.from)} – ${printDate(data.to)}`;
  const money = (cents: MoneyCents) => e(formatUsd(cents));
  const moneyOrBlank = (cents: MoneyCents) => e(amountOrBlank(cents));
  const fact = (label: string, value: string) => `<div><dt>${e(label)}</dt><dd>${e(value || '—')}</dd></div>`;

  const rows = data.entries.map(
    (entry) =>
      `<tr><td>${e(printDate(entry.date))}</td><td>${e(entry.kind)}</td><td>${e(entry.reference)}</td>` +
      `<td>${e(entry.description)}</td><td class="num">${moneyOrBlank(entry.chargeCents)}</td>` +
      `<td class="num">${moneyOrBlank(entry.creditCents)}</td><td class="num">${money(entry.balanceCents)}</td></tr>`,
  );
  if (rows.length === 0) rows.push('<tr><td colspan="7">No activity in this period.</td></tr>');

  const agingHead = agingBuckets.map(([label]) => `<th scope="col" class="num">${e(label)}</th>`).join('');
  const agingCells = agingBuckets.map(([, key]) => `<td class="num">${money(data.aging[key])}</td>`).join('');

  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(`${statementTitle} – ${data.customer.name} – ${data.periodName}`)}</title>`,
    `<style>${statementCss}</style>`,
    '</head>',
    '<body>',
    '<main>',
    '<header class="letterhead">',
    '<div>',
    `<p class="forwarder-name">${e(forwarder.name)}</p>`,
    `<p class="contact">${htmlLines(forwarder.address)}${forwarder.email ? `<br>${e(forwarder.email)}` : ''}</p>`,
    '</div>',
    '<div>',
    `<h1>${e(statementTitle)}</h1>`,
    `<p class="period">${e(data.periodName)}</p>`,
    '</div>',
    '</header>',
    '<dl class="facts">',
    fact('Customer code', data.customer.code),
    fact('Period', data.periodName),
    fact('From', printDate(data.from)),
    fact('To', printDate(data.to)),
    fact('Generated', printInstant(data.generatedAt)),
    '</dl>',
    '<div class="boxes">',
    '<section class="box" aria-labelledby="statement-for">',
    '<h2 id="statement-for">Statement for</h2>',
    `<p><strong>${e(data.customer.name)}</strong></p>`,
    `<p>${htmlLines(data.customer.address)}</p>`,
    '</section>',
    '<section class="box summary" aria-labelledby="summary">',
    '<h2 id="summary">Summary</h2>',
    '<dl>',
    `<dt>Opening balance</dt><dd>${money(data.openingBalanceCents)}</dd>`,
    `<dt>Charges</dt><dd>${money(charges)}</dd>`,
    `<dt>Credits</dt><dd>${money(-credits)}</dd>`,
    `<dt class="closing">Closing balance</dt><dd class="closing">${money(data.closingBalanceCents)}</dd>`,
    '</dl>',
    '</section>',
    '</div>',
    '<table class="activity">',
    `<caption>Account activity, ${e(period)}</caption>`,
    '<thead><tr>',
    '<th scope="col">Date</th><th scope="col">Type</th><th scope="col">Reference</th>',
    '<th scope="col">Description</th><th scope="col" class="num">Charges</th>',
    '<th scope="col" class="num">Credits</th><th scope="col" class="num">Balance</th>',
    '</tr></thead>',
    '<tbody>',
    `<tr class="opening"><td>${e(printDate(data.from))}</td><td colspan="3">Opening balance</td>` +
      `<td class="num"></td><td class="num"></td><td class="num">${money(data.openingBalanceCents)}</td></tr>`,
    ...rows,
    '</tbody>',
    '<tfoot><tr>',
    `<th scope="row" colspan="4">Closing balance on ${e(printDate(data.to))}</th>`,
    `<td class="num">${money(charges)}</td><td class="num">${money(credits)}</td>`,
    `<td class="num">${money(data.closingBalanceCents)}</td>`,
    '</tr></tfoot>',
    '</table>',
    '<table class="aging">',
    '<caption>Aging of the amount owed</caption>',
    `<thead><tr>${agingHead}</tr></thead>`,
    `<tbody><tr>${agingCells}</tr></tbody>`,
    '</table>',
    `<p class="note">Please review this statement and report any discrepancy to ` +
      `${e(forwarder.email || forwarder.name)}. Payments received after the statement date are not shown.</p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
