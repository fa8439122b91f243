import type {
  Analytics,
  AnalyticsPeriod,
  SpendFilterQuery,
  SpendReport,
} from '@connect/contracts/analytics/analytics.schemas';
import {
  invoiceAgeing,
  onTimeGraceHours,
  spendByMonthAndLane,
  warehouseThroughput,
} from '@connect/domain/analytics/kpis';
import { periodRange } from '@connect/domain/billing/statement-periods';
import { emissionRules } from '@connect/domain/shipments/emissions';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue } from '../../errors/app-error';
import { findInvoiceFacts, findMovements, findOpenInvoices } from './analytics.repository';
import { periodKpis, toInvoiceFact } from './analytics-summary.service';

/**
 * The built-in analytics (issue #20, decisions 067 and 068): the selected company's KPIs over a report period,
 * and the spend report with spec 2's sender/receiver filter; their files are in `analytics-files.service.ts`.
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

export async function analyticsOver(
  ctx: SignedInContext,
  period: AnalyticsPeriod,
  { from, to }: { from: string; to: string },
  today: string,
): Promise<Analytics> {
  const scope = analyticsScope(ctx);
  // Whole months read the monthly summaries, a partial month at either end (YTD's current month) its raw rows
  // (decision 096); a period without a whole month reads the raw rows.
  const [kpis, openInvoices, ledger] = await Promise.all([
    periodKpis(ctx.db, scope.companyId, from, to),
    findOpenInvoices(ctx.db, scope.companyId),
    findMovements(ctx.db, scope.companyId, from),
  ]);
  const { averageOnHand, ...warehouse } = warehouseThroughput(ledger.movements, ledger.onHandNow, { from, to });
  return {
    period,
    from,
    to,
    today,
    companyCode: scope.companyCode,
    shipmentCount: kpis.shipmentCount,
    onTime: { ...kpis.onTime, graceHours: onTimeGraceHours },
    transit: kpis.transit,
    shipments: kpis.shipments,
    spend: kpis.spend,
    ageing: invoiceAgeing(openInvoices.map(toInvoiceFact), today),
    warehouse: { ...warehouse, averageOnHand },
    co2e: { ...kpis.co2e, factors: co2eFactors() },
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
