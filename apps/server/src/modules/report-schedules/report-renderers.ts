import type { Readable } from 'node:stream';
import { analyticsPeriodSchema, analyticsReportKeys } from '@connect/contracts/analytics/analytics.schemas';
import { statementPeriodCodeSchema } from '@connect/contracts/reports/reports.schemas';
import type { ScheduleFormat } from '@connect/contracts/report-schedules/report-schedules.schemas';
import { z } from 'zod';
import type { SignedInContext } from '../../context';
import type { UiText } from '../../lib/ui-text';
import { csvExport, xlsxExport, type ExportColumn } from '../../lib/stream-export';
import { analyticsReportNames, renderAnalyticsReport } from '../analytics/analytics-files.service';
import { billingScope } from '../billing/billing.service';
import { buildStatement, renderStatement } from '../billing/statements.service';
import { textIn } from './schedule-text';

/** A scheduled run's file, as the mail attaches it and the delivery log archives it. */
export type RenderedFile = { fileName: string; contentType: string; body: Buffer; rowCount: number };

/**
 * A report the scheduler can deliver (decision 069). `render` runs in the context it is given — a recipient's own
 * principal with the schedule's company selected — so the report's own scope checks (e.g. `billingScope`) decide
 * what that person may see; `permissions` are the company permissions a recipient needs at all.
 */
export type ScheduledReport = {
  key: string;
  name: string;
  /** The periods the report offers (its `periodCode` parameter). */
  periods: string[];
  permissions: string[];
  parameters: z.ZodType<Record<string, string>>;
  render: (ctx: SignedInContext, parameters: Record<string, string>, format: ScheduleFormat) => Promise<RenderedFile>;
};

export const contentTypes: Record<ScheduleFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

async function* each<T>(rows: T[]): AsyncGenerator<T> {
  for (const row of rows) yield row;
}

/** A table as CSV or xlsx (the list exports' own writers, cells escaped against formula injection). */
export async function tableFile<Row extends Record<string, unknown>>(
  format: 'csv' | 'xlsx',
  columns: ExportColumn<Row>[],
  rows: Row[],
): Promise<Buffer> {
  return bufferOf(format === 'csv' ? csvExport(columns, each(rows)) : xlsxExport(columns, each(rows)));
}

const money = (cents: number) => Number((cents / 100).toFixed(2));

type StatementRow = {
  date: string;
  kind: string;
  reference: string;
  description: string;
  charge: number;
  credit: number;
  balance: number;
};
/** The statement's columns, headed in the reader's language. */
const statementColumns = (text: UiText): ExportColumn<StatementRow>[] =>
  (['date', 'kind', 'reference', 'description', 'charge', 'credit', 'balance'] as const).map((field) => ({
    field,
    title: text(`reportSchedules.files.columns.${field}`),
  }));

const billingStatement: ScheduledReport = {
  key: 'billing_statement',
  name: 'Billing statement',
  periods: statementPeriodCodeSchema.options,
  permissions: ['report', 'billing'],
  parameters: z.strictObject({ periodCode: statementPeriodCodeSchema }),
  render: async (ctx, parameters, format) => {
    const period = statementPeriodCodeSchema.parse(parameters.periodCode);
    const scope = billingScope(ctx);
    // Named, headed and worded in the language of whom it is made for (decision 098).
    const text = await textIn(ctx, ctx.auth.user.locale);
    const data = await buildStatement(ctx, scope.companyIds[0] ?? '', { period }, text);
    const base = `${text('reportSchedules.files.statement')} ${data.customer.code} ${data.periodCode}`;
    const rowCount = data.entries.length;
    if (format === 'pdf')
      return {
        fileName: `${base}.pdf`,
        contentType: contentTypes.pdf,
        body: await renderStatement.pdf(data, text),
        rowCount,
      };
    const rows: StatementRow[] = data.entries.map((e) => ({
      date: e.date,
      kind: text(`billingStatements.kinds.${e.kind}`),
      reference: e.reference,
      description: e.description,
      charge: money(e.chargeCents),
      credit: money(e.creditCents),
      balance: money(e.balanceCents),
    }));
    return {
      fileName: `${base}.${format}`,
      contentType: contentTypes[format],
      body: await tableFile(format, statementColumns(text), rows),
      rowCount,
    };
  },
};

/**
 * The analytics reports (decision 070): the whole analytics page or one KPI, keyed `analytics.<key>`, rendered by
 * the analytics module's service in the recipient's context (its `analyticsScope` decides whose data).
 */
const analyticsReports: ScheduledReport[] = analyticsReportKeys.map((key) => ({
  key: `analytics.${key}`,
  name: analyticsReportNames[key],
  periods: analyticsPeriodSchema.options,
  permissions: ['report'],
  parameters: z.strictObject({ periodCode: analyticsPeriodSchema }),
  render: (ctx, parameters, format) =>
    renderAnalyticsReport(ctx, { reportKey: key, period: analyticsPeriodSchema.parse(parameters.periodCode), format }),
}));

/** The built-in reports first, then the analytics reports. */
export function scheduledReports(): ScheduledReport[] {
  return [billingStatement, ...analyticsReports];
}

export function findScheduledReport(key: string): ScheduledReport | undefined {
  return scheduledReports().find((r) => r.key === key);
}
