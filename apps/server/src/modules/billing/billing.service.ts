import type {
  AccountSummary,
  InvoiceDetail,
  InvoiceRow,
  ListInvoicesQuery,
  ListInvoicesResponse,
} from '@connect/contracts/billing/billing.schemas';
import { daysPastDue, deriveInvoiceStatus, isPayable } from '@connect/domain/billing/invoice-status';
import { AppError } from '../../errors/app-error';
import type { SignedInContext, ServiceContext } from '../../context';
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

export async function listInvoices(
  ctx: ServiceContext,
  query: ListInvoicesQuery,
  scope: BillingScope,
): Promise<ListInvoicesResponse> {
  const { rows, total } = await findInvoicesPage(
    ctx.db,
    { scope, filters: query.filter, sort: query.sort, status: query.status },
    { offset: (query.pageNumber - 1) * query.pageSize, limit: query.pageSize },
  );
  const inProcess = await findInProcessPayments(
    ctx.db,
    rows.filter((r) => r.inProcess > 0).map((r) => r.id),
  );
  return {
    items: rows.map((r) => toInvoiceRow(r, inProcess)),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}

export async function getInvoice(ctx: ServiceContext, invoiceId: string, scope: BillingScope): Promise<InvoiceDetail> {
  const [invoice] = await findInvoicesByIds(ctx.db, scope, [invoiceId]);
  if (!invoice) throw new AppError('NOT_FOUND');
  const [lines, paymentRows, inProcess, company] = await Promise.all([
    findInvoiceLines(ctx.db, invoiceId),
    findInvoicePayments(ctx.db, invoiceId),
    findInProcessPayments(ctx.db, [invoiceId]),
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
