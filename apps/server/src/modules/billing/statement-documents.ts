/**
 * Statements of account (report billing_statement) as PDF and as the report service's HTML page, in the reader's
 * language (decision 098).
 */
import { sumCents } from '@connect/domain/billing/money';

import { escapeHtml, htmlLines } from '../../lib/html-text';
import { party, winAnsi } from '../../lib/pdf-kit-helpers';
import type { UiText } from '../../lib/ui-text';
import type { MoneyCents, StatementPrintData } from './billing-print-types';
import { printWords, type AgingBucket, type PrintWords } from './billing-print-words';
import {
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
  ['current', 'currentCents'],
  ['days1to30', 'days1to30Cents'],
  ['days31to60', 'days31to60Cents'],
  ['days61to90', 'days61to90Cents'],
  ['over90', 'over90Cents'],
] as const satisfies readonly (readonly [AgingBucket, keyof StatementPrintData['aging']])[];

/** A charge or credit column: blank when nothing was charged or credited. */
const amountOrBlank = (w: PrintWords, cents: MoneyCents) => (cents === 0 ? '' : w.money(cents));

/**
 * A statement of account as PDF: the customer, a summary (opening balance, charges, credits, closing balance),
 * the period's entries with the running balance, and the aging of what is owed.
 */
export async function renderStatementPdf(input: StatementPrintData, text: UiText): Promise<Buffer> {
  const data = printable(input);
  const w = printWords(text, winAnsi);
  const { say, money, date } = w;
  const title = say('statement.title');
  const sheet = newSheet(
    w,
    title,
    `${data.customer.code} ${data.periodName}`.trim(),
    data.forwarder.name,
    creationDate(data.generatedAt, data.to),
    `billing_statement ${data.forwarder.code} ${data.periodCode} ${data.customer.code}`,
  );
  const { doc } = sheet;
  let y = letterhead(sheet, data.forwarder, title, say('statement.statementPeriod'), data.periodName);
  y = fieldRow(
    doc,
    [
      [say('statement.customerCode'), data.customer.code, 100],
      [say('statement.period'), data.periodName, 122],
      [say('statement.from'), date(data.from), 90],
      [say('statement.to'), date(data.to), 90],
      [say('statement.generated'), w.instant(data.generatedAt), 130],
    ],
    y,
  );

  const height = Math.max(customerBoxHeight(doc, data.customer.name, data.customer.address), 84);
  party(doc, say('statement.statementFor'), data.customer, left, y, { width: half, height });
  const bx = left + half + 10;
  panel(doc, bx, y, half, height, '#f4f6f8', '#999999');
  const summary: [string, string][] = [
    [say('statement.openingBalance'), money(data.openingBalanceCents)],
    [say('statement.charges'), money(sumCents(data.entries.map((e) => e.chargeCents)))],
    [say('statement.credits'), money(-sumCents(data.entries.map((e) => e.creditCents)))],
  ];
  summary.forEach(([label, amount], i) => {
    oneLine(doc, label, bx + 10, y + 8 + i * 14, 120);
    oneLine(doc, amount, bx + 130, y + 8 + i * 14, half - 140, { align: 'right' });
  });
  rule(doc, y + 52, bx + 10, bx + half - 10, '#666666');
  oneLine(doc, say('statement.closingBalance'), bx + 10, y + 58, 110, { font: 'Helvetica-Bold', size: 11 });
  oneLine(doc, money(data.closingBalanceCents), bx + 120, y + 56, half - 130, {
    font: 'Helvetica-Bold',
    size: 14,
    minSize: 9,
    align: 'right',
  });
  y += height + 14;

  y = sectionTitle(sheet, say('statement.activity'), y, 30);
  y = table(
    sheet,
    [
      { label: say('statement.date'), width: 62 },
      { label: say('statement.type'), width: 50 },
      { label: say('statement.reference'), width: 86 },
      { label: say('statement.description'), width: 124, wrap: true },
      { label: say('statement.charges'), width: 70, align: 'right' },
      { label: say('statement.credits'), width: 70, align: 'right' },
      { label: say('statement.balance'), width: 70, align: 'right' },
    ],
    [
      {
        cells: [date(data.from), '', '', say('statement.openingBalance'), '', '', money(data.openingBalanceCents)],
        italic: true,
      },
      ...data.entries.map((e) => ({
        cells: [
          date(e.date),
          w.kind(e.kind),
          e.reference,
          e.description,
          amountOrBlank(w, e.chargeCents),
          amountOrBlank(w, e.creditCents),
          money(e.balanceCents),
        ],
      })),
      {
        cells: [
          date(data.to),
          '',
          '',
          say('statement.closingBalance'),
          money(sumCents(data.entries.map((e) => e.chargeCents))),
          money(sumCents(data.entries.map((e) => e.creditCents))),
          money(data.closingBalanceCents),
        ],
        bold: true,
      },
    ],
    y,
    '',
  );
  if (data.entries.length === 0) {
    y = note(sheet, say('statement.noActivity'), y);
  }

  y = sectionTitle(sheet, say('statement.aging'), y + 10, 44);
  const gap = 8;
  const boxWidth = (contentWidth - gap * (agingBuckets.length - 1)) / agingBuckets.length;
  agingBuckets.forEach(([bucket, key], i) => {
    const x = left + i * (boxWidth + gap);
    doc
      .rect(x, y, boxWidth, 40)
      .lineWidth(0.8)
      .strokeColor(key === 'currentCents' ? '#999999' : '#666666')
      .stroke();
    oneLine(doc, w.upper(w.bucket(bucket)), x + 6, y + 6, boxWidth - 12, {
      font: 'Helvetica-Bold',
      size: 7,
      color: grey,
    });
    oneLine(doc, money(data.aging[key]), x + 6, y + 20, boxWidth - 12, {
      font: 'Helvetica-Bold',
      size: 11,
      minSize: 7,
      align: 'right',
    });
  });
  y += 48;
  note(sheet, say('statement.note', { contact: data.forwarder.email || data.forwarder.name }), y);
  return finish(sheet);
}

// ---------------------------------------------------------------------------------------------------------------
// Statement as HTML (the report service's answer for billing_statement)

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
 * The statement as the report service's HTML answer: one complete page (lang of the reader's language, inline CSS,
 * no scripts and no external resources) with every value from the data escaped; the activity and the aging are
 * tables with captions and scoped headings.
 */
export function renderStatementHtml(data: StatementPrintData, text: UiText): string {
  const e = escapeHtml;
  const w = printWords(text);
  const { say, date } = w;
  const title = say('statement.title');
  const forwarder = data.forwarder;
  const charges = sumCents(data.entries.map((entry) => entry.chargeCents));
  const credits = sumCents(data.entries.map((entry) => entry.creditCents));
  const period = `${date(data.from)} – ${date(data.to)}`;
  const money = (cents: MoneyCents) => e(w.money(cents));
  const moneyOrBlank = (cents: MoneyCents) => e(amountOrBlank(w, cents));
  const fact = (label: string, value: string) => `<div><dt>${e(label)}</dt><dd>${e(value || '—')}</dd></div>`;
  const th = (key: string, numeric = false) =>
    `<th scope="col"${numeric ? ' class="num"' : ''}>${e(say(`statement.${key}`))}</th>`;

  const rows = data.entries.map(
    (entry) =>
      `<tr><td>${e(date(entry.date))}</td><td>${e(w.kind(entry.kind))}</td><td>${e(entry.reference)}</td>` +
      `<td>${e(entry.description)}</td><td class="num">${moneyOrBlank(entry.chargeCents)}</td>` +
      `<td class="num">${moneyOrBlank(entry.creditCents)}</td><td class="num">${money(entry.balanceCents)}</td></tr>`,
  );
  if (rows.length === 0) rows.push(`<tr><td colspan="7">${e(say('statement.noActivity'))}</td></tr>`);

  const agingHead = agingBuckets.map(([bucket]) => `<th scope="col" class="num">${e(w.bucket(bucket))}</th>`).join('');
  const agingCells = agingBuckets.map(([, key]) => `<td class="num">${money(data.aging[key])}</td>`).join('');

  return [
    '<!DOCTYPE html>',
    `<html lang="${e(new Intl.Locale(w.locale).language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(`${title} – ${data.customer.name} – ${data.periodName}`)}</title>`,
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
    `<h1>${e(title)}</h1>`,
    `<p class="period">${e(data.periodName)}</p>`,
    '</div>',
    '</header>',
    '<dl class="facts">',
    fact(say('statement.customerCode'), data.customer.code),
    fact(say('statement.period'), data.periodName),
    fact(say('statement.from'), date(data.from)),
    fact(say('statement.to'), date(data.to)),
    fact(say('statement.generated'), w.instant(data.generatedAt)),
    '</dl>',
    '<div class="boxes">',
    '<section class="box" aria-labelledby="statement-for">',
    `<h2 id="statement-for">${e(say('statement.statementFor'))}</h2>`,
    `<p><strong>${e(data.customer.name)}</strong></p>`,
    `<p>${htmlLines(data.customer.address)}</p>`,
    '</section>',
    '<section class="box summary" aria-labelledby="summary">',
    `<h2 id="summary">${e(say('statement.summary'))}</h2>`,
    '<dl>',
    `<dt>${e(say('statement.openingBalance'))}</dt><dd>${money(data.openingBalanceCents)}</dd>`,
    `<dt>${e(say('statement.charges'))}</dt><dd>${money(charges)}</dd>`,
    `<dt>${e(say('statement.credits'))}</dt><dd>${money(-credits)}</dd>`,
    `<dt class="closing">${e(say('statement.closingBalance'))}</dt>` +
      `<dd class="closing">${money(data.closingBalanceCents)}</dd>`,
    '</dl>',
    '</section>',
    '</div>',
    '<table class="activity">',
    `<caption>${e(say('statement.activityOf', { period }))}</caption>`,
    '<thead><tr>',
    `${th('date')}${th('type')}${th('reference')}`,
    `${th('description')}${th('charges', true)}`,
    `${th('credits', true)}${th('balance', true)}`,
    '</tr></thead>',
    '<tbody>',
    `<tr class="opening"><td>${e(date(data.from))}</td>` +
      `<td colspan="3">${e(say('statement.openingBalance'))}</td>` +
      `<td class="num"></td><td class="num"></td><td class="num">${money(data.openingBalanceCents)}</td></tr>`,
    ...rows,
    '</tbody>',
    '<tfoot><tr>',
    `<th scope="row" colspan="4">${e(say('statement.closingBalanceOn', { date: date(data.to) }))}</th>`,
    `<td class="num">${money(charges)}</td><td class="num">${money(credits)}</td>`,
    `<td class="num">${money(data.closingBalanceCents)}</td>`,
    '</tr></tfoot>',
    '</table>',
    '<table class="aging">',
    `<caption>${e(say('statement.agingOwed'))}</caption>`,
    `<thead><tr>${agingHead}</tr></thead>`,
    `<tbody><tr>${agingCells}</tr></tbody>`,
    '</table>',
    `<p class="note">${e(say('statement.note', { contact: forwarder.email || forwarder.name }))}</p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
