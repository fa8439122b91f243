import type {
  AccountSummary,
  ExportInvoicesQuery,
  InvoiceDetail,
  InvoiceRow,
  ListInvoicesQuery,
  ListInvoicesResponse,
} from '@connect/contracts/billing/billing.schemas';
import { daysPastDue, deriveInvoiceStatus, isPayable } from '@connect/domain/billing/invoice-status';
import { enUsBillingStrings } from '@connect/contracts/i18n/en-us-billing';
import { AppError } from '../../errors/app-error';
import type { SignedInContext, ServiceContext } from '../../context';
import { defineList, type ExportFile } from '../../lib/list-service';
import type { Database } from '../../db/client';
import {
  findCompany,
  findInProcessPayments,
  findInvoiceLines,
  findInvoicePayments,
  findInvoicesByIds,
  findInvoicesPage,
  summarizeAccount,
  type BillingScope,
  type InvoiceRecord,
} from './billing.repository';
import { readerText } from './billing-text';

const hasPermission = (ctx: SignedInContext, key: string) =>
  ctx.auth.selectedCompany?.permissions.some((p) => p.toLowerCase() === key.toLowerCase()) ?? false;

/** The selected company's invoices, with its billing permission (paying also needs billingOnlinePymt). */
export function billingScope(ctx: SignedInContext, purpose: 'read' | 'pay' = 'read'): BillingScope {
  const company = ctx.auth.selectedCompany;
  if (!company || !hasPermission(ctx, 'billing')) throw new AppError('ACCESS_DENIED');
  if (purpose === 'pay' && !hasPermission(ctx, 'billingOnlinePymt')) throw new AppError('ACCESS_DENIED');
  return { companyIds: [company.id] };
}

const decimal = (cents: number) => (cents / 100).toFixed(2);
/** The calendar day the statuses are worked out for (UTC, as the database's current_date). */
export const billingToday = () => new Date().toISOString().slice(0, 10);

type InProcess = Awaited<ReturnType<typeof findInProcessPayments>>;

export function toInvoiceRow(invoice: InvoiceRecord, inProcess: InProcess, today = billingToday()): InvoiceRow {
  const status = deriveInvoiceStatus({
    totalCents: invoice.totalCents,
    balanceCents: invoice.balanceCents,
    dueDate: invoice.dueDate,
    paymentsInProcess: invoice.inProcess,
    today,
  });
  // What is left to pay once the payments in process settle.
  const open = invoice.balanceCents - invoice.reservedCents;
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    direction: invoice.direction,
    houseBill: invoice.houseBill,
    shipmentId: invoice.shipmentId,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    currency: 'USD',
    totalCents: invoice.totalCents,
    paidCents: invoice.totalCents - invoice.balanceCents,
    balanceCents: invoice.balanceCents,
    status,
    paymentStatus: status,
    daysPastDue: invoice.balanceCents > 0 ? daysPastDue(invoice.dueDate, today) : 0,
    payable: isPayable(status, open),
    children: inProcess
      .filter((p) => p.invoiceId === invoice.id)
      .map((p) => ({
        id: p.paymentId,
        parent_id: invoice.id,
        reference: p.reference,
        method: p.method,
        amountCents: p.amountCents,
        createdAt: p.createdAt.toISOString(),
      })),
  };
}

type InvoiceListFilter = Pick<ListInvoicesQuery, 'filter' | 'sort' | 'status'>;
type InvoiceWithPayments = { invoice: InvoiceRecord; inProcess: InProcess };

/** One page of invoices with the payments in process of the page's invoices (one query for the page). */
async function findInvoicesWithPayments(
  db: Database,
  filter: { scope: BillingScope } & InvoiceListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: InvoiceWithPayments[]; total: number }> {
  const { rows, total } = await findInvoicesPage(
    db,
    { scope: filter.scope, filters: filter.filter, sort: filter.sort, status: filter.status },
    page,
  );
  const inProcess = await findInProcessPayments(
    db,
    rows.filter((r) => r.inProcess > 0).map((r) => r.id),
  );
  return { rows: rows.map((invoice) => ({ invoice, inProcess })), total };
}

const moneyFields = ['totalCents', 'paidCents', 'balanceCents'] as const;

/** The invoice grid (decision 024): its page and its streamed export through the same query. */
const invoiceList = defineList({
  findPage: findInvoicesWithPayments,
  toItem: ({ invoice, inProcess }: InvoiceWithPayments) => toInvoiceRow(invoice, inProcess),
  // Money leaves the export in dollars (the grid shows dollars; the rows carry cents).
  toExportRow: (row: InvoiceRow) => {
    const copy: Record<string, unknown> = { ...row };
    for (const field of moneyFields) copy[field] = row[field] / 100;
    return copy;
  },
  exportTitles: enUsBillingStrings.columns,
  file: { name: 'invoices', title: 'Invoices' },
  exportWords: { columns: 'billing.columns', title: 'grid.exportFiles.invoices' },
});

export async function listInvoices(
  ctx: ServiceContext,
  query: ListInvoicesQuery,
  scope: BillingScope,
): Promise<ListInvoicesResponse> {
  return invoiceList.list(ctx.db, { scope, filter: query.filter, sort: query.sort, status: query.status }, query);
}

/** The invoice list with the same status, filters and sort as a streamed CSV, .xlsx or PDF file. */
export async function exportInvoices(
  ctx: ServiceContext,
  query: ExportInvoicesQuery,
  scope: BillingScope,
): Promise<ExportFile> {
  return invoiceList.exportFile(
    ctx.db,
    { scope, filter: query.filter, sort: query.sort, status: query.status },
    query,
    await readerText(ctx),
  );
}

export async function getInvoice(ctx: ServiceContext, invoiceId: string, scope: BillingScope): Promise<InvoiceDetail> {
  const [invoice] = await findInvoicesByIds(ctx.db, scope, [invoiceId]);
  if (!invoice) throw new AppError('NOT_FOUND');
  const [lines, paymentRows, inProcess, company] = await Promise.all([
    findInvoiceLines(ctx.db, invoice.id),
    findInvoicePayments(ctx.db, invoice.id),
    findInProcessPayments(ctx.db, [invoice.id]),
    findCompany(ctx.db, invoice.companyId),
  ]);
  return {
    ...toInvoiceRow(invoice, inProcess),
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      chargeCode: l.chargeCode,
      description: l.description,
      amountCents: l.amountCents,
    })),
    payments: paymentRows.map(({ payment, allocatedCents }) => ({
      id: payment.id,
      reference: payment.reference,
      method: payment.method,
      status: payment.status,
      amountCents: payment.amountCents,
      cardBrand: payment.cardBrand,
      last4: payment.last4,
      createdAt: payment.createdAt.toISOString(),
      allocatedCents,
    })),
    companyCode: company?.code ?? '',
    companyName: company?.name ?? '',
  };
}

/**
 * GET invoice/accountSummary: what is owed, how many invoices are unpaid, the credit limit, what of it is left
 * (issue #23 item 7) and the credit notes' balance.
 */
export async function getAccountSummary(ctx: SignedInContext): Promise<AccountSummary> {
  const scope = billingScope(ctx);
  const summary = await summarizeAccount(ctx.db, scope.companyIds[0] ?? '');
  return {
    totalOutstanding: decimal(summary.outstandingCents),
    noOfUnPaidInvoices: summary.unpaidInvoices,
    creditLimit: decimal(summary.creditLimitCents),
    totalOutstandingCents: summary.outstandingCents,
    creditLimitCents: summary.creditLimitCents,
    availableCreditCents: Math.max(0, summary.creditLimitCents - summary.outstandingCents),
    creditBalanceCents: summary.creditCents,
    currency: 'USD',
  };
}
