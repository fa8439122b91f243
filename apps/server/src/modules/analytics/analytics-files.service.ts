import {
  analyticsReportKeys,
  type Analytics,
  type AnalyticsFormat,
  type AnalyticsPeriod,
  type AnalyticsReportKey,
  type SpendFilterQuery,
} from '@connect/contracts/analytics/analytics.schemas';
import { quarterRange, onTimeGraceHours } from '@connect/domain/analytics/kpis';
import { csvNeedsQuotes, escapeCsvCell, escapeExportCell } from '@connect/domain/grid/export-cells';
import ExcelJS from 'exceljs';
import type { SignedInContext } from '../../context';
import { uiText, type UiText } from '../../lib/ui-text';
import { AppError } from '../../errors/app-error';
import { getLocalization } from '../localization/localization.service';
import { renderLayoutPdf, type DocumentLayout, type LayoutBlock } from '../reports/document-layout';
import { analyticsOver, analyticsScope, analyticsToday, getAnalytics, getSpendReport } from './analytics.service';

/**
 * The analytics' files (issue #20, decisions 067, 068 and 075): the tables of the page in the reader's language, and
 * the xlsx (one sheet per table), CSV and PDF the page exports and the report scheduler delivers.
 */

type Cell = string | number | null;
export type AnalyticsTable = { key: AnalyticsReportKey; name: string; columns: string[]; rows: Cell[][] };

const money = (cents: number) => Number((cents / 100).toFixed(2));

/**
 * The words of a file in the language of whom it is made for (decision 075): the context's user — the caller of
 * an export, or each recipient of a scheduled run — through the localization service (inactive locale: default).
 */
export async function analyticsText(ctx: SignedInContext): Promise<UiText> {
  const localization = await getLocalization(ctx, ctx.auth.user.locale);
  return uiText(localization.locale, localization.strings);
}

/** The page's tables (the xlsx sheets, the CSV sections, the PDF's tables), in the page's order. */
export function analyticsTables(a: Analytics, text: UiText): AnalyticsTable[] {
  const table = (name: string) => text(`analytics.files.tables.${name}`);
  const columns = (...names: string[]) => names.map((n) => text(`analytics.files.columns.${n}`));
  const measure = (which: 'firstEta' | 'latestEta') => [
    text(`analytics.files.rows.${which}`),
    a.onTime[which].measured,
    a.onTime[which].onTime,
    a.onTime[which].late,
    a.onTime[which].percent,
  ];
  return [
    {
      key: 'on_time',
      name: table('onTime'),
      columns: columns('measuredAgainst', 'arrivedWithEta', 'onTime', 'late', 'onTimePercent'),
      rows: [measure('firstEta'), measure('latestEta')],
    },
    {
      key: 'transit',
      name: table('transit'),
      columns: columns('mode', 'lane', 'shipments', 'medianDays', 'p25Days', 'p75Days', 'spreadDays', 'min', 'max'),
      rows: a.transit.map((r) => [
        r.mode,
        r.lane,
        r.shipments,
        r.medianDays,
        r.p25Days,
        r.p75Days,
        r.spreadDays,
        r.minDays,
        r.maxDays,
      ]),
    },
    {
      key: 'shipments',
      name: table('shipments'),
      columns: columns('mode', 'lane', 'shipments', 'chargeableWeight'),
      rows: a.shipments.map((r) => [r.mode, r.lane, r.shipments, r.chargeableWeightKg]),
    },
    ...spendTables(a.spend, text),
    {
      key: 'ageing',
      name: table('ageing'),
      columns: columns('daysPastDue', 'invoices', 'openBalanceUsd'),
      rows: a.ageing.map((r) => [text(`analytics.files.ageing.${r.bucket}`), r.invoices, money(r.balanceCents)]),
    },
    {
      key: 'warehouse',
      name: table('throughput'),
      columns: columns('month', 'unitsReceived', 'unitsShipped'),
      rows: a.warehouse.byMonth.map((r) => [r.month, r.unitsReceived, r.unitsShipped]),
    },
    {
      key: 'warehouse',
      name: table('stockTurns'),
      columns: columns('openingOnHand', 'closingOnHand', 'averageOnHand', 'unitsShipped', 'stockTurns'),
      rows: [
        [
          a.warehouse.openingOnHand,
          a.warehouse.closingOnHand,
          a.warehouse.averageOnHand,
          a.warehouse.unitsShipped,
          a.warehouse.stockTurns,
        ],
      ],
    },
    {
      key: 'co2e',
      name: table('co2eByMode'),
      columns: columns('mode', 'shipments', 'kgCo2e'),
      rows: a.co2e.byMode.map((r) => [r.key, r.shipments, r.co2eKg]),
    },
    {
      key: 'co2e',
      name: table('co2eByLane'),
      columns: columns('modeAndLane', 'shipments', 'kgCo2e'),
      rows: a.co2e.byLane.map((r) => [r.key, r.shipments, r.co2eKg]),
    },
    {
      key: 'co2e',
      name: table('co2eByMonth'),
      columns: columns('month', 'shipments', 'kgCo2e'),
      rows: a.co2e.byMonth.map((r) => [r.key, r.shipments, r.co2eKg]),
    },
  ];
}

/** Spend by month and by lane (the page's spend tables, and the filtered spend report's). */
function spendTables(spend: Analytics['spend'], text: UiText): AnalyticsTable[] {
  const columns = (first: string) => [first, 'invoices', 'totalUsd'].map((n) => text(`analytics.files.columns.${n}`));
  return [
    {
      key: 'spend',
      name: text('analytics.files.tables.spendByMonth'),
      columns: columns('month'),
      rows: spend.byMonth.map((r) => [r.key, r.invoices, money(r.totalCents)]),
    },
    {
      key: 'spend',
      name: text('analytics.files.tables.spendByLane'),
      columns: columns('lane'),
      rows: spend.byLane.map((r) => [
        r.key || text('analytics.files.rows.noShipment'),
        r.invoices,
        money(r.totalCents),
      ]),
    },
  ];
}

/** The report names of the scheduler's list (English; each file is named in its reader's language). */
export const analyticsReportNames: Record<AnalyticsReportKey, string> = {
  analytics: 'Analytics',
  on_time: 'On-time performance',
  transit: 'Transit time by lane',
  shipments: 'Shipments by mode and lane',
  spend: 'Spend by month and lane',
  ageing: 'Invoice ageing',
  warehouse: 'Warehouse throughput and stock turns',
  co2e: 'CO2e by mode, lane and month',
};

const cellOf = (value: Cell) => escapeExportCell(value);

async function xlsxOf(tables: AnalyticsTable[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const used = new Set<string>();
  for (const table of tables) {
    // Sheet names: at most 31 characters, none of []:*?/\ , unique.
    let name = table.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
    for (let n = 2; used.has(name); n += 1) name = `${table.name.slice(0, 28)} ${n}`;
    used.add(name);
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(table.columns);
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map(cellOf));
    sheet.columns.forEach((column, i) => {
      column.width = Math.min(Math.max((table.columns[i]?.length ?? 8) + 4, 12), 40);
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvCell(value: Cell): string {
  const safe = escapeCsvCell(value);
  if (safe === null) return '';
  const text = String(safe);
  return csvNeedsQuotes(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV (UTF-8 with BOM): one section per table — its name, its header, its rows — and an empty line between. */
function csvOf(tables: AnalyticsTable[]): Buffer {
  const lines: string[] = [];
  tables.forEach((table, i) => {
    if (tables.length > 1) {
      if (i > 0) lines.push('');
      lines.push(csvCell(table.name));
    }
    lines.push(table.columns.map(csvCell).join(','));
    for (const row of table.rows) lines.push(row.map(csvCell).join(','));
  });
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Text for the PDF's Helvetica (WinAnsi has no → or −). */
const pdfSafe = (text: string) => text.replace(/→/g, '>').replace(/−/g, '-');
/** A file name of letters (any language), digits, spaces, dots, dashes and underscores. */
const safeFileName = (name: string) => name.replace(/[^\p{L}\p{N} ._-]/gu, '');

/** The tables as PDF blocks: numbers in the reader's locale, each KPI's definition under its last table. */
function tableBlocks(tables: AnalyticsTable[], text: UiText, hours: number): LayoutBlock[] {
  const display = (value: Cell) =>
    value === null ? '—' : typeof value === 'number' ? value.toLocaleString(text.locale) : pdfSafe(value);
  const blocks: LayoutBlock[] = [];
  tables.forEach((table, index) => {
    const span = Math.max(1, Math.floor(12 / table.columns.length));
    const columns = table.columns.map((label, i) => ({
      label,
      span: i === 0 ? 12 - span * (table.columns.length - 1) : span,
      align: i === 0 ? ('left' as const) : ('right' as const),
    }));
    const rows =
      table.rows.length > 0
        ? table.rows.map((row) => row.map(display))
        : [[text('analytics.files.rows.noData'), ...table.columns.slice(1).map(() => '')]];
    blocks.push({ kind: 'table', caption: table.name, columns, rows });
    const later = tables.slice(index + 1).some((t) => t.key === table.key);
    if (table.key !== 'analytics' && !later)
      blocks.push({ kind: 'note', text: pdfSafe(text(`analytics.files.definitions.${table.key}`, { hours })) });
  });
  return blocks;
}

function pdfLayoutOf(
  a: Analytics,
  reportKey: AnalyticsReportKey,
  tables: AnalyticsTable[],
  text: UiText,
  quarter?: string,
): DocumentLayout {
  const periodText = quarter ? `${quarter}: ${a.from} – ${a.to}` : `${a.period}: ${a.from} – ${a.to}`;
  const headline: LayoutBlock = {
    kind: 'boxes',
    boxes: [
      { label: text('analytics.files.company'), value: a.companyCode, span: 3 },
      { label: text('analytics.files.period'), value: periodText, span: 5 },
      {
        label: text('analytics.files.shipments'),
        value: a.shipmentCount.toLocaleString(text.locale),
        span: 2,
        align: 'right',
      },
      {
        label: text('analytics.files.onTimeLatest'),
        value:
          a.onTime.latestEta.percent === null ? '—' : `${a.onTime.latestEta.percent.toLocaleString(text.locale)} %`,
        span: 2,
        align: 'right',
      },
    ],
  };
  return {
    title: quarter ? text('analytics.files.qbr') : text(`analytics.files.reports.${reportKey}`),
    number: a.companyCode,
    issuer: text('analytics.files.issuer'),
    subtitle: text('analytics.files.subtitle', { period: periodText, today: a.today }),
    issuedOn: a.today,
    blocks: [headline, ...tableBlocks(tables, text, a.onTime.graceHours)],
  };
}

export type RenderedAnalyticsReport = { fileName: string; contentType: string; body: Buffer; rowCount: number };

export const analyticsContentTypes: Record<AnalyticsFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export const isAnalyticsReportKey = (key: string): key is AnalyticsReportKey =>
  (analyticsReportKeys as readonly string[]).includes(key);

/**
 * One analytics report as a file, in the scope of `ctx` (its selected company and permissions) and in its user's
 * language: the whole page ('analytics') or one KPI, over a period, as xlsx (one sheet per table), CSV or PDF. The
 * page's export and the report scheduler both call this; `rowCount` is the number of table rows (0: nothing).
 */
export async function renderAnalyticsReport(
  ctx: SignedInContext,
  options: { reportKey: AnalyticsReportKey; period: AnalyticsPeriod; format: AnalyticsFormat; today?: string },
): Promise<RenderedAnalyticsReport> {
  const [analytics, text] = await Promise.all([getAnalytics(ctx, options.period, options.today), analyticsText(ctx)]);
  const all = analyticsTables(analytics, text);
  const tables = options.reportKey === 'analytics' ? all : all.filter((t) => t.key === options.reportKey);
  const rowCount = tables.reduce((sum, t) => sum + t.rows.length, 0);
  const base = `${text(`analytics.files.reports.${options.reportKey}`)} ${analytics.companyCode} ${analytics.period} ${analytics.today}`;
  const body =
    options.format === 'xlsx'
      ? await xlsxOf(tables)
      : options.format === 'csv'
        ? csvOf(tables)
        : await renderLayoutPdf(pdfLayoutOf(analytics, options.reportKey, tables, text));
  return {
    fileName: `${safeFileName(base)}.${options.format}`,
    contentType: analyticsContentTypes[options.format],
    body,
    rowCount,
  };
}

/**
 * The spend report with the sender/receiver filter, as a file (the spend section's export): the filter it was
 * made with first (a "Filter" sheet or section, the PDF's boxes), then spend by month and by lane.
 */
export async function renderSpendReport(
  ctx: SignedInContext,
  query: SpendFilterQuery,
  format: AnalyticsFormat,
  today: string = analyticsToday(),
): Promise<RenderedAnalyticsReport> {
  const [report, text] = await Promise.all([getSpendReport(ctx, query, today), analyticsText(ctx)]);
  const { companyCode } = analyticsScope(ctx);
  const any = text('analytics.files.rows.any');
  const list = (values: string[] | undefined) => (values?.length ? values.join(', ') : any);
  const dateType = text(`analytics.spendFilter.dateTypes.${report.selectedDate}`);
  const criteria: [string, string][] = [
    ['fromDate', report.fromDate],
    ['toDate', report.toDate],
    ['dateType', dateType],
    ['carrier', query.selectedCarrier || any],
    ['account', (query.selectedAccount || companyCode).toUpperCase()],
    ['senderStates', list(query.selectedStatesSender)],
    ['receiverStates', list(query.selectedStatesReceiver)],
    ['serviceTypes', list(query.selectedServiceTypes)],
    ['payor', query.selectedPayor ? text(`analytics.spendFilter.payors.${query.selectedPayor}`) : any],
  ];
  const filter: AnalyticsTable = {
    key: 'analytics',
    name: text('analytics.files.tables.filter'),
    columns: [text('analytics.files.columns.criterion'), text('analytics.files.columns.value')],
    rows: criteria.map(([key, value]) => [text(`analytics.spendFilter.${key}`), value]),
  };
  const spend = spendTables(report.spend, text);
  const tables = [filter, ...spend];
  const rowCount = spend.reduce((sum, t) => sum + t.rows.length, 0);
  const base = `${text('analytics.files.spendReport')} ${companyCode} ${report.fromDate} ${report.toDate}`;
  const subtitle = text('analytics.files.spendSubtitle', { from: report.fromDate, to: report.toDate, dateType });
  const layout: DocumentLayout = {
    title: text('analytics.files.spendReport'),
    number: companyCode,
    issuer: text('analytics.files.issuer'),
    subtitle,
    issuedOn: today,
    blocks: [
      {
        kind: 'boxes',
        boxes: [
          { label: text('analytics.files.company'), value: companyCode, span: 3 },
          { label: text('analytics.files.period'), value: subtitle, span: 6 },
          {
            label: text('analytics.files.columns.totalUsd'),
            value: money(report.spend.totalCents).toLocaleString(text.locale, { minimumFractionDigits: 2 }),
            span: 3,
            align: 'right',
          },
        ],
      },
      ...tableBlocks(tables, text, onTimeGraceHours),
    ],
  };
  const body =
    format === 'xlsx' ? await xlsxOf(tables) : format === 'csv' ? csvOf(tables) : await renderLayoutPdf(layout);
  return {
    fileName: `${safeFileName(base)}.${format}`,
    contentType: analyticsContentTypes[format],
    body,
    rowCount,
  };
}

/**
 * The quarterly business review (`wwt-qbr`): one printable PDF for the selected company (the customer) and one
 * calendar quarter (YYYY-Qn) with every KPI of the analytics page and their definitions, in the reader's language.
 */
export async function renderQuarterlyReview(
  ctx: SignedInContext,
  quarter: string,
  today: string = analyticsToday(),
): Promise<RenderedAnalyticsReport> {
  const range = quarterRange(quarter);
  if (!range) throw new AppError('VALIDATION_FAILED');
  const [analytics, text] = await Promise.all([analyticsOver(ctx, 'L3M', range, today), analyticsText(ctx)]);
  const tables = analyticsTables(analytics, text);
  return {
    fileName: safeFileName(`${text('analytics.files.qbr')} ${analytics.companyCode} ${quarter}.pdf`),
    contentType: analyticsContentTypes.pdf,
    body: await renderLayoutPdf(pdfLayoutOf(analytics, 'analytics', tables, text, quarter)),
    rowCount: tables.reduce((sum, t) => sum + t.rows.length, 0),
  };
}
