import { z } from 'zod';
import { reportMessages } from '../reports/report-messages';

/**
 * The built-in analytics (issue #20, decisions 067 and 068): KPIs of the caller's selected company over a report
 * period of spec 2 §3, the spend report with the sender/receiver filter of spec 2, and their exports.
 */
export const analyticsPeriodSchema = z.enum(['YTD', 'L6M', 'L3M', 'LM'], { message: reportMessages.periodCodes });
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;

/** What can be exported or scheduled: the whole page, or one KPI's tables. */
export const analyticsReportKeys = [
  'analytics',
  'on_time',
  'transit',
  'shipments',
  'spend',
  'ageing',
  'warehouse',
  'co2e',
] as const;
export const analyticsReportKeySchema = z.enum(analyticsReportKeys);
export type AnalyticsReportKey = z.infer<typeof analyticsReportKeySchema>;

export const analyticsFormatSchema = z.enum(['xlsx', 'csv', 'pdf']);
export type AnalyticsFormat = z.infer<typeof analyticsFormatSchema>;

export const analyticsQuerySchema = z.strictObject({ period: analyticsPeriodSchema.default('L3M') });
export const analyticsExportQuerySchema = z.strictObject({
  period: analyticsPeriodSchema.default('L3M'),
  report: analyticsReportKeySchema.default('analytics'),
  format: analyticsFormatSchema,
});
export type AnalyticsExportQuery = z.infer<typeof analyticsExportQuerySchema>;

/** The quarterly business review (`wwt-qbr`): one customer (the selected company), one calendar quarter. */
export const qbrQuerySchema = z.strictObject({
  quarter: z.string().regex(/^\d{4}-Q[1-4]$/, { message: 'Choose a quarter as YYYY-Q1 … YYYY-Q4' }),
});

const modeSchema = z.enum(['AIR', 'OCEAN', 'DOMESTIC', 'SURFACE']);
const onTimeMeasureSchema = z.strictObject({
  measured: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  percent: z.number().nullable(),
});
const keyedCents = z.strictObject({ key: z.string(), invoices: z.number().int(), totalCents: z.number().int() });
const co2eRow = z.strictObject({ key: z.string(), shipments: z.number().int(), co2eKg: z.number() });

export const spendSchema = z.strictObject({
  totalCents: z.number().int(),
  byMonth: z.array(keyedCents),
  byLane: z.array(keyedCents),
});

export const analyticsSchema = z.strictObject({
  period: analyticsPeriodSchema,
  from: z.string(),
  to: z.string(),
  /** The day ageing is worked out for. */
  today: z.string(),
  companyCode: z.string(),
  shipmentCount: z.number().int(),
  onTime: z.strictObject({
    arrived: z.number().int(),
    graceHours: z.number(),
    firstEta: onTimeMeasureSchema,
    latestEta: onTimeMeasureSchema,
  }),
  transit: z.array(
    z.strictObject({
      mode: modeSchema,
      lane: z.string(),
      shipments: z.number().int(),
      medianDays: z.number(),
      p25Days: z.number(),
      p75Days: z.number(),
      spreadDays: z.number(),
      minDays: z.number(),
      maxDays: z.number(),
    }),
  ),
  shipments: z.array(
    z.strictObject({
      mode: modeSchema,
      lane: z.string(),
      shipments: z.number().int(),
      chargeableWeightKg: z.number(),
    }),
  ),
  spend: spendSchema,
  ageing: z.array(
    z.strictObject({
      bucket: z.enum(['current', 'days1to30', 'days31to60', 'days61to90', 'over90']),
      invoices: z.number().int(),
      balanceCents: z.number().int(),
    }),
  ),
  warehouse: z.strictObject({
    unitsReceived: z.number().int(),
    unitsShipped: z.number().int(),
    byMonth: z.array(
      z.strictObject({ month: z.string(), unitsReceived: z.number().int(), unitsShipped: z.number().int() }),
    ),
    openingOnHand: z.number(),
    closingOnHand: z.number(),
    averageOnHand: z.number(),
    stockTurns: z.number().nullable(),
  }),
  co2e: z.strictObject({
    totalKg: z.number(),
    withoutEstimate: z.number().int(),
    byMode: z.array(co2eRow),
    byLane: z.array(co2eRow),
    byMonth: z.array(co2eRow),
    /** The method sentence and the factors' source (English; the page words its own card). */
    factors: z.array(z.strictObject({ mode: z.string(), factorKgPerTonneKm: z.number(), source: z.string() })),
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are YYYY-MM-DD' });
const codeList = z
  .string()
  .max(400)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(z.string().max(20)).max(60));

/**
 * The sender/receiver filter of spec 2 (fromDate, toDate, selectedCarrier, selectedAccount, selectedStatesSender,
 * selectedStatesReceiver, selectedServiceTypes, selectedDate default Invoice, selectedPayor) for the spend report.
 * Lists are comma-separated. Without dates the range is July 1 to September 30 of the current year.
 */
export const spendFilterQuerySchema = z.strictObject({
  fromDate: dayString.optional(),
  toDate: dayString.optional(),
  selectedCarrier: z.string().trim().max(20).optional(),
  selectedAccount: z.string().trim().max(20).optional(),
  selectedStatesSender: codeList.optional(),
  selectedStatesReceiver: codeList.optional(),
  selectedServiceTypes: codeList.optional(),
  selectedDate: z.enum(['Invoice', 'Due', 'Ship']).default('Invoice'),
  selectedPayor: z.enum(['Shipper', 'Consignee']).optional(),
});
export type SpendFilterQuery = z.infer<typeof spendFilterQuerySchema>;

/** The spend report with the same filter as a file (the spend section's export, decision 075). */
export const spendExportQuerySchema = spendFilterQuerySchema.extend({ format: analyticsFormatSchema });
export type SpendExportQuery = z.infer<typeof spendExportQuerySchema>;

export const spendReportSchema = z.strictObject({
  fromDate: z.string(),
  toDate: z.string(),
  selectedDate: z.enum(['Invoice', 'Due', 'Ship']),
  spend: spendSchema,
});
export type SpendReport = z.infer<typeof spendReportSchema>;
