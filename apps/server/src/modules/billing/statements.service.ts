import { periodRange, type DayRange } from '@connect/domain/billing/statement-periods';
import type { ReportPeriodCode } from '@connect/domain/reference/enumerations';
import { AppError } from '../../errors/app-error';
import type { ServiceContext } from '../../context';
import type { UiText } from '../../lib/ui-text';
import {
  renderInvoicePdf,
  renderStatementHtml,
  renderStatementPdf,
  type StatementPrintData,
} from './billing-documents';
import { findCompany, type BillingScope } from './billing.repository';
import { readerText } from './billing-text';
import { getInvoice } from './billing.service';
import { findAgingBalances, findLedgerBetween, sumLedgerBefore } from './statements.repository';
import { getPayment } from './payments.service';
import { forwarderLetterhead, renderPaymentReceipt } from './receipts.service';

const addressOf = (c: {
  streetAddress1: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  countryCode: string;
}) =>
  [c.streetAddress1, c.city, [c.stateProvince, c.postalCode].filter(Boolean).join(' '), c.countryCode]
    .filter(Boolean)
    .join(', ');

export type StatementRequest = { period: ReportPeriodCode } | { year: number; month: number };

function rangeOf(request: StatementRequest, today: string, text: UiText): DayRange & { code: string; name: string } {
  if ('period' in request) {
    const range = periodRange(request.period, today);
    return { ...range, code: request.period, name: text(`billingDocuments.statement.periods.${request.period}`) };
  }
  const from = `${request.year}-${String(request.month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(request.year, request.month, 0)).getUTCDate();
  const to = `${from.slice(0, 8)}${String(last).padStart(2, '0')}`;
  if (to > today.slice(0, 8) + '31' || from > today)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'server.billing.monthNotBegun' });
  const name = new Date(`${from}T00:00:00Z`).toLocaleDateString(text.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { from, to, code: `M${request.year}${String(request.month).padStart(2, '0')}`, name };
}

/**
 * A billing statement of one company (report billing_statement): opening balance, every invoice, payment and
 * credit of the period from the ledger with the running balance, closing balance, and the open invoices' aging
 * on the last day. The period's name and the entries' descriptions are worded by `text` (the reader's language).
 */
export async function buildStatement(
  ctx: ServiceContext,
  companyId: string,
  request: StatementRequest,
  text: UiText,
): Promise<StatementPrintData> {
  const today = new Date().toISOString().slice(0, 10);
  const range = rangeOf(request, today, text);
  const words = (key: string) => text(`billingDocuments.statement.${key}`);
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const opening = await sumLedgerBefore(ctx.db, companyId, range.from);
  const movements = await findLedgerBetween(ctx.db, companyId, range);
  let balance = opening;
  const entries = movements.map((m) => {
    balance += m.amountCents;
    const kind =
      m.kind === 'charge' ? (m.amountCents < 0 ? 'Credit' : 'Invoice') : m.kind === 'credit' ? 'Credit' : 'Payment';
    return {
      date: m.day,
      kind: kind as 'Invoice' | 'Payment' | 'Credit',
      reference: m.kind === 'charge' ? m.invoiceNumber : m.paymentReference || m.invoiceNumber,
      description:
        m.kind === 'charge'
          ? `${words(m.direction === 'Outbound' ? 'exportInvoice' : 'importInvoice')}${m.houseBill ? ` · ${m.houseBill}` : ''}`
          : `${words(m.kind === 'credit' ? 'creditApplied' : 'payment')} · ${m.invoiceNumber}`,
      chargeCents: m.amountCents > 0 ? m.amountCents : 0,
      creditCents: m.amountCents < 0 ? -m.amountCents : 0,
      balanceCents: balance,
    };
  });
  const aging = await findAgingBalances(ctx.db, companyId, range.to);
  return {
    forwarder: await forwarderLetterhead(ctx),
    customer: { code: company.code, name: company.name, address: addressOf(company) },
    periodCode: range.code,
    periodName: range.name,
    from: range.from,
    to: range.to,
    generatedAt: new Date().toISOString(),
    openingBalanceCents: opening,
    entries,
    closingBalanceCents: balance,
    aging,
  };
}

/** The statement as the screen shows it, worded in the caller's language. */
export async function getStatement(ctx: ServiceContext, companyId: string, request: StatementRequest) {
  return buildStatement(ctx, companyId, request, await readerText(ctx));
}

/** A statement drawn in the language of `text`: the PDF, or the report service's HTML page. */
export const renderStatement = {
  pdf: (data: StatementPrintData, text: UiText) => renderStatementPdf(data, text),
  html: (data: StatementPrintData, text: UiText) => renderStatementHtml(data, text),
};

/** The statement as a PDF in the caller's language, named in it too. */
export async function statementPdf(ctx: ServiceContext, companyId: string, request: StatementRequest) {
  const text = await readerText(ctx);
  const statement = await buildStatement(ctx, companyId, request, text);
  return {
    content: await renderStatementPdf(statement, text),
    fileName: `${statementFileName(statement, text)}.pdf`,
  };
}

/** 'Statement LSCOMP L6M' in the reader's language (without the extension). */
export function statementFileName(statement: StatementPrintData, text: UiText): string {
  return text('billingDocuments.statement.fileName', {
    customer: statement.customer.code,
    period: statement.periodCode,
  });
}

/** The invoice as a PDF in the caller's language (report export_invoice for Outbound, import_invoice for Inbound). */
export async function invoicePdf(ctx: ServiceContext, invoiceId: string, scope: BillingScope) {
  const invoice = await getInvoice(ctx, invoiceId, scope);
  const company = await findCompany(ctx.db, scope.companyIds[0] ?? '');
  const text = await readerText(ctx);
  const content = await renderInvoicePdf(
    {
      forwarder: await forwarderLetterhead(ctx),
      customer: { code: invoice.companyCode, name: invoice.companyName, address: company ? addressOf(company) : '' },
      invoiceNumber: invoice.invoiceNumber,
      direction: invoice.direction,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      houseBill: invoice.houseBill,
      status: invoice.status,
      lines: invoice.lines,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      balanceCents: invoice.balanceCents,
      payments: invoice.payments
        .filter((p) => p.status === 'succeeded')
        .map((p) => ({
          reference: p.reference,
          date: p.createdAt.slice(0, 10),
          method: p.method === 'CC' ? `${p.cardBrand} •••• ${p.last4}` : p.method,
          amountCents: p.allocatedCents,
        })),
    },
    text,
  );
  return { content, fileName: `${invoice.invoiceNumber}.pdf` };
}

/**
 * The payment receipt as a PDF (a payment of the scope; 404 otherwise) in `locale`: the signed-in caller's own
 * language unless told (a guest's page sends its own); the default language without either.
 */
export async function receiptPdf(
  ctx: ServiceContext,
  paymentId: string,
  scope: BillingScope,
  locale: string | undefined = ctx.auth?.user.locale,
) {
  const payment = await getPayment(ctx, scope, paymentId);
  return renderPaymentReceipt(ctx, payment, scope.companyIds[0] ?? '', locale);
}
