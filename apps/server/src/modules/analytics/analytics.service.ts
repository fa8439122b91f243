import {
  analyticsReportKeys,
  type Analytics,
  type AnalyticsFormat,
  type AnalyticsPeriod,
  type AnalyticsReportKey,
  type SpendFilterQuery,
  type SpendReport,
} from '@connect/contracts/analytics/analytics.schemas';
import {
  co2eBreakdown,
  quarterRange,
  invoiceAgeing,
  laneOf,
  onTimeGraceHours,
  onTimePerformance,
  shipmentsByModeAndLane,
  spendByMonthAndLane,
  transitTimeByLane,
  warehouseThroughput,
  type InvoiceFact,
  type ShipmentFact,
} from '@connect/domain/analytics/kpis';
import { periodRange } from '@connect/domain/billing/statement-periods';
import { csvNeedsQuotes, escapeCsvCell, escapeExportCell } from '@connect/domain/grid/export-cells';
import { emissionRules, estimateShipmentEmissions } from '@connect/domain/shipments/emissions';
import ExcelJS from 'exceljs';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue } from '../../errors/app-error';
import { renderLayoutPdf, type DocumentLayout, type LayoutBlock } from '../reports/document-layout';
import {
  findInvoiceFacts,
  findMovements,
  findOpenInvoices,
  findShipmentFacts,
  type InvoiceFactRow,
  type ShipmentFactRow,
} from './analytics.repository';

/**
 * The built-in analytics (issue #20, decisions 067 and 068): the selected company's KPIs over a report period,
 * the spend report with spec 2's sender/receiver filter, and the files (xlsx one sheet per table, CSV, PDF) the
 * page exports and the report scheduler delivers (`renderAnalyticsReport`).
 */

export type AnalyticsScope = { companyId: string; companyCode: string };

/**
 * Whose data: the selected company, with the `report` permission there (a portal admin, an employee, reads any
 * company it has selected, as the report catalogue lets it). No company selected: access denied.
 */
export function analyticsScope(ctx: SignedInContext): AnalyticsScope {
  const company = ctx.auth.selectedCompany;
  if (!company) throw new AppError('ACCESS_DENIED');
  const admin = ctx.auth.user.isAdmin && ctx.auth.user.userType === 'EMPLOYEE';
  if (!admin && !company.permissions.some((p) => p.toLowerCase() === 'report')) throw new AppError('ACCESS_DENIED');
  return { companyId: company.id, companyCode: company.code };
}

/** Today as the database sees it (UTC day). */
export const analyticsToday = () => new Date().toISOString().slice(0, 10);

function co2eOf(row: ShipmentFactRow): number | null {
  if (row.originLat === null || row.originLon === null || row.destinationLat === null || row.destinationLon === null)
    return null;
  return (
    estimateShipmentEmissions({
      mode: row.mode,
      origin: { lat: row.originLat, lon: row.originLon },
      destination: { lat: row.destinationLat, lon: row.destinationLon },
      chargeableWeightKg: row.chargeableWeightKg,
    })?.co2eKg ?? null
  );
}

const toShipmentFact = (row: ShipmentFactRow): ShipmentFact => ({
  mode: row.mode,
  originCode: row.originCode,
  destinationCode: row.destinationCode,
  billDate: row.billDate,
  chargeableWeightKg: row.chargeableWeightKg,
  departedAt: row.departedAt,
  arrivedAt: row.arrivedAt,
  firstEta: row.firstEta,
  latestEta: row.latestEta,
  co2eKg: co2eOf(row),
});

const toInvoiceFact = (row: InvoiceFactRow): InvoiceFact => ({
  invoiceDate: row.invoiceDate,
  dueDate: row.dueDate,
  totalCents: row.totalCents,
  balanceCents: row.balanceCents,
  lane: row.originCode !== null && row.destinationCode !== null ? laneOf(row.originCode, row.destinationCode) : '',
});

/** The factors the CO2e card states, one per mode basis. */
const co2eFactors = () =>
  (['AIR', 'OCEAN', 'DOMESTIC'] as const).map((mode) => ({
    mode,
    factorKgPerTonneKm: emissionRules[mode].factorKgPerTonneKm,
    source: emissionRules[mode].source,
  }));

/** Every KPI of the selected company over the period (shipments and spend by bill and invoice date in it). */
export async function getAnalytics(
  ctx: SignedInContext,
  period: AnalyticsPeriod,
  today: string = analyticsToday(),
): Promise<Analytics> {
  const { from, to } = periodRange(period, today);
  return analyticsOver(ctx, period, { from, to }, today);
}

async function analyticsOver(
  ctx: SignedInContext,
  period: AnalyticsPeriod,
  { from, to }: { from: string; to: string },
  today: string,
): Promise<Analytics> {
  const scope = analyticsScope(ctx);
  const [shipmentRows, invoiceRows, openInvoices, ledger] = await Promise.all([
    findShipmentFacts(ctx.db, scope.companyId, from, to),
    findInvoiceFacts(ctx.db, scope.companyId, { dateColumn: 'invoice', from, to }),
    findOpenInvoices(ctx.db, scope.companyId),
    findMovements(ctx.db, scope.companyId, from),
  ]);
  const facts = shipmentRows.map(toShipmentFact);
  const onTime = onTimePerformance(facts);
  const { averageOnHand, ...warehouse } = warehouseThroughput(ledger.movements, ledger.onHandNow, { from, to });
  return {
    period,
    from,
    to,
    today,
    companyCode: scope.companyCode,
    shipmentCount: facts.length,
    onTime: { ...onTime, graceHours: onTimeGraceHours },
    transit: transitTimeByLane(facts),
    shipments: shipmentsByModeAndLane(facts),
    spend: spendByMonthAndLane(invoiceRows.map(toInvoiceFact)),
    ageing: invoiceAgeing(openInvoices.map(toInvoiceFact), today),
    warehouse: { ...warehouse, averageOnHand },
    co2e: { ...co2eBreakdown(facts), factors: co2eFactors() },
  };
}

/**
 * The spend report with the sender/receiver filter of spec 2. The account is a company code: only the selected
 * company's (another one answers 'Record Not Found'). Sender and receiver states match the shipment's origin and
 * destination country codes, service types its service level, the payor the invoice's direction (Shipper:
 * Outbound/export, Consignee: Inbound/import). Without dates: July 1 to September 30 of the current year.
 */
export async function getSpendReport(
  ctx: SignedInContext,
  query: SpendFilterQuery,
  today: string = analyticsToday(),
): Promise<SpendReport> {
  const scope = analyticsScope(ctx);
  if (query.selectedAccount && query.selectedAccount.toUpperCase() !== scope.companyCode.toUpperCase())
    throw new AppError('NOT_FOUND');
  const year = today.slice(0, 4);
  const fromDate = query.fromDate ?? `${year}-07-01`;
  const toDate = query.toDate ?? `${year}-09-30`;
  if (fromDate > toDate)
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [fieldIssue('querystring.toDate', 'server.shipments.toDateBeforeFromDate')] },
    });
  const rows = await findInvoiceFacts(ctx.db, scope.companyId, {
    dateColumn: query.selectedDate === 'Invoice' ? 'invoice' : query.selectedDate === 'Due' ? 'due' : 'ship',
    from: fromDate,
    to: toDate,
    carrier: query.selectedCarrier || undefined,
    senderStates: query.selectedStatesSender,
    receiverStates: query.selectedStatesReceiver,
    serviceTypes: query.selectedServiceTypes,
    direction:
      query.selectedPayor === 'Shipper' ? 'Outbound' : query.selectedPayor === 'Consignee' ? 'Inbound' : undefined,
  });
  return { fromDate, toDate, selectedDate: query.selectedDate, spend: spendByMonthAndLane(rows.map(toInvoiceFact)) };
}

// Files

type Cell = string | number | null;
export type AnalyticsTable = { key: AnalyticsReportKey; name: string; columns: string[]; rows: Cell[][] };

const money = (cents: number) => Number((cents / 100).toFixed(2));

/** The page's tables (the xlsx sheets, the CSV sections, the PDF's tables), in the page's order. */
export function analyticsTables(a: Analytics): AnalyticsTable[] {
  return [
    {
      key: 'on_time',
      name: 'On-time performance',
      columns: ['Measured against', 'Arrived with ETA', 'On time', 'Late', 'On time %'],
      rows: [
        [
          'First ETA',
          a.onTime.firstEta.measured,
          a.onTime.firstEta.onTime,
          a.onTime.firstEta.late,
          a.onTime.firstEta.percent,
        ],
        [
          'Latest ETA',
          a.onTime.latestEta.measured,
          a.onTime.latestEta.onTime,
          a.onTime.latestEta.late,
          a.onTime.latestEta.percent,
        ],
      ],
    },
    {
      key: 'transit',
      name: 'Transit time by lane',
      columns: ['Mode', 'Lane', 'Shipments', 'Median days', 'P25 days', 'P75 days', 'Spread (IQR) days', 'Min', 'Max'],
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
      name: 'Shipments by mode and lane',
      columns: ['Mode', 'Lane', 'Shipments', 'Chargeable weight (kg)'],
      rows: a.shipments.map((r) => [r.mode, r.lane, r.shipments, r.chargeableWeightKg]),
    },
    {
      key: 'spend',
      name: 'Spend by month',
      columns: ['Month', 'Invoices', 'Total (USD)'],
      rows: a.spend.byMonth.map((r) => [r.key, r.invoices, money(r.totalCents)]),
    },
    {
      key: 'spend',
      name: 'Spend by lane',
      columns: ['Lane', 'Invoices', 'Total (USD)'],
      rows: a.spend.byLane.map((r) => [r.key || 'No shipment', r.invoices, money(r.totalCents)]),
    },
    {
      key: 'ageing',
      name: 'Invoice ageing',
      columns: ['Days past due', 'Invoices', 'Open balance (USD)'],
      rows: a.ageing.map((r) => [ageingLabels[r.bucket], r.invoices, money(r.balanceCents)]),
    },
    {
      key: 'warehouse',
      name: 'Warehouse throughput',
      columns: ['Month', 'Units received', 'Units shipped'],
      rows: a.warehouse.byMonth.map((r) => [r.month, r.unitsReceived, r.unitsShipped]),
    },
    {
      key: 'warehouse',
      name: 'Stock turns',
      columns: ['Opening on hand', 'Closing on hand', 'Average on hand', 'Units shipped', 'Stock turns'],
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
      name: 'CO2e by mode',
      columns: ['Mode', 'Shipments', 'kg CO2e'],
      rows: a.co2e.byMode.map((r) => [r.key, r.shipments, r.co2eKg]),
    },
    {
      key: 'co2e',
      name: 'CO2e by lane',
      columns: ['Mode and lane', 'Shipments', 'kg CO2e'],
      rows: a.co2e.byLane.map((r) => [r.key, r.shipments, r.co2eKg]),
    },
    {
      key: 'co2e',
      name: 'CO2e by month',
      columns: ['Month', 'Shipments', 'kg CO2e'],
      rows: a.co2e.byMonth.map((r) => [r.key, r.shipments, r.co2eKg]),
    },
  ];
}

const ageingLabels = {
  current: 'Not yet due',
  days1to30: '1-30',
  days31to60: '31-60',
  days61to90: '61-90',
  over90: 'Over 90',
} as const;

/** What each KPI means, printed under its table in the PDF (the page's definition cards say the same). */
export const analyticsDefinitions: Record<Exclude<AnalyticsReportKey, 'analytics'>, string> = {
  on_time: `On time % = arrivals no later than the ETA + ${onTimeGraceHours} h ÷ arrived shipments with that ETA. Milestone: Arrival at Destination (5, actual). First ETA: the estimate of the first arrival event recorded; latest ETA: the shipment's current ETA.`,
  transit:
    'Transit days = actual arrival (milestone 5) − actual departure (milestone 4); median and spread (interquartile range P75 − P25) per mode and lane.',
  shipments:
    'Shipments billed in the period (house bill date) by mode and lane (origin → destination), with their chargeable weight.',
  spend: 'Spend = sum of invoice totals (USD, exact cents) by invoice month and by the lane of the invoice’s shipment.',
  ageing: 'Open balances (balance > 0) by days past the due date on the day of the report; credit balances left out.',
  warehouse:
    'Throughput = units received and shipped (inventory ledger). Stock turns = units shipped ÷ average units on hand ((opening + closing) ÷ 2), on hand worked back from today’s balance.',
  co2e: 'kg CO2e = planned distance (GLEC-style: great circle + 95 km for air, sea route × 1.15, road × 1.05) × chargeable tonnes × the UK government conversion factor of the mode (Open Government Licence v3.0).',
};

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
/** A PDF cell: numbers as en-US. */
const display = (value: Cell) =>
  value === null ? '—' : typeof value === 'number' ? value.toLocaleString('en-US') : pdfSafe(value);

function pdfLayoutOf(
  a: Analytics,
  reportKey: AnalyticsReportKey,
  tables: AnalyticsTable[],
  quarter?: string,
): DocumentLayout {
  const periodText = quarter ? `${quarter}: ${a.from} – ${a.to}` : `${a.period}: ${a.from} – ${a.to}`;
  const headline: LayoutBlock = {
    kind: 'boxes',
    boxes: [
      { label: 'Company', value: a.companyCode, span: 3 },
      { label: 'Period', value: periodText, span: 5 },
      { label: 'Shipments', value: a.shipmentCount.toLocaleString('en-US'), span: 2, align: 'right' },
      {
        label: 'On time (latest ETA)',
        value: a.onTime.latestEta.percent === null ? '—' : `${a.onTime.latestEta.percent} %`,
        span: 2,
        align: 'right',
      },
    ],
  };
  const blocks: LayoutBlock[] = [headline];
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
        : [['No data', ...table.columns.slice(1).map(() => '')]];
    blocks.push({ kind: 'table', caption: table.name, columns, rows });
    // The KPI's definition under its last table.
    const later = tables.slice(index + 1).some((t) => t.key === table.key);
    if (table.key !== 'analytics' && !later)
      blocks.push({ kind: 'note', text: pdfSafe(analyticsDefinitions[table.key]) });
  });
  return {
    title: quarter ? 'Quarterly business review' : analyticsReportNames[reportKey],
    number: a.companyCode,
    issuer: 'Connect analytics',
    subtitle: `${periodText}; ageing on ${a.today}`,
    issuedOn: a.today,
    blocks,
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
 * One analytics report as a file, in the scope of `ctx` (its selected company and permissions): the whole page
 * ('analytics') or one KPI, over a period, as xlsx (one sheet per table), CSV or PDF. The page's export and the
 * report scheduler both call this; `rowCount` is the number of table rows (0: nothing to report).
 */
export async function renderAnalyticsReport(
  ctx: SignedInContext,
  options: { reportKey: AnalyticsReportKey; period: AnalyticsPeriod; format: AnalyticsFormat; today?: string },
): Promise<RenderedAnalyticsReport> {
  const analytics = await getAnalytics(ctx, options.period, options.today);
  const all = analyticsTables(analytics);
  const tables = options.reportKey === 'analytics' ? all : all.filter((t) => t.key === options.reportKey);
  const rowCount = tables.reduce((sum, t) => sum + t.rows.length, 0);
  const base = `${analyticsReportNames[options.reportKey]} ${analytics.companyCode} ${analytics.period} ${analytics.today}`;
  const fileName = `${base.replace(/[^A-Za-z0-9 ._-]/g, '')}.${options.format}`;
  const body =
    options.format === 'xlsx'
      ? await xlsxOf(tables)
      : options.format === 'csv'
        ? csvOf(tables)
        : await renderLayoutPdf(pdfLayoutOf(analytics, options.reportKey, tables));
  return { fileName, contentType: analyticsContentTypes[options.format], body, rowCount };
}

/**
 * The quarterly business review (`wwt-qbr`): one printable PDF for the selected company (the customer) and one
 * calendar quarter (YYYY-Qn) with every KPI of the analytics page and their definitions.
 */
export async function renderQuarterlyReview(
  ctx: SignedInContext,
  quarter: string,
  today: string = analyticsToday(),
): Promise<RenderedAnalyticsReport> {
  const range = quarterRange(quarter);
  if (!range) throw new AppError('VALIDATION_FAILED');
  const analytics = await analyticsOver(ctx, 'L3M', range, today);
  const tables = analyticsTables(analytics);
  return {
    fileName: `Quarterly business review ${analytics.companyCode} ${quarter}.pdf`.replace(/[^A-Za-z0-9 ._-]/g, ''),
    contentType: analyticsContentTypes.pdf,
    body: await renderLayoutPdf(pdfLayoutOf(analytics, 'analytics', tables, quarter)),
    rowCount: tables.reduce((sum, t) => sum + t.rows.length, 0),
  };
}
