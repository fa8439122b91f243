import {
  documentParametersSchema,
  statementParametersSchema,
  type CatalogueReport,
  type ReportCatalogue,
  type ReportEntry,
  type ReportName,
  type ReportPdfQuery,
  type ReportRequest,
} from '@connect/contracts/reports/reports.schemas';
import type { ShipmentDetail } from '@connect/contracts/shipments/shipments.schemas';
import { AppError, fieldIssue } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import type { UiText } from '../../lib/ui-text';
import { billingScope, getInvoice } from '../billing/billing.service';
import { readerText } from '../billing/billing-text';
import { buildStatement, renderStatement, statementFileName } from '../billing/statements.service';
import { getConfiguration } from '../configuration/configuration.service';
import { getQuotation } from '../quotations/quotations.service';
import { getShipmentDetail } from '../shipments/shipments.service';
import { quotationFreightLayout, quotationLayout } from './quotation-documents';
import { renderLayoutHtml, renderLayoutPdf, type DocumentLayout } from './document-layout';
import {
  findCatalogue,
  findCompanyAddress,
  findTopReports,
  insertReportRun,
  type CatalogueRow,
  type ReportAudience,
} from './reports.repository';
import { airWaybillLayout, billOfLadingLayout, invoiceLayout, type Issuer } from './shipping-documents';
import { shippingWords, type ShippingWords } from './shipping-print-words';

export type ReportFormat = 'html' | 'pdf';
export type RenderedReport = { format: 'html'; html: string } | { format: 'pdf'; pdf: Buffer; fileName: string };

const hasPermission = (ctx: SignedInContext, key: string) =>
  ctx.auth.selectedCompany?.permissions.some((p) => p.toLowerCase() === key.toLowerCase()) ?? false;

const notFound = () => new AppError('NOT_FOUND');

async function issuerOf(ctx: SignedInContext): Promise<Issuer> {
  const configuration = await getConfiguration(ctx);
  return { name: configuration.forwarder.name, code: configuration.forwarder.code };
}

/** A document's parameters: a well-formed id, and the viewer's companyCode (when given) is the selected company. */
function documentParameters(ctx: SignedInContext, parameters: Record<string, string>) {
  const parsed = documentParametersSchema.safeParse(parameters);
  if (!parsed.success) throw notFound();
  const selected = ctx.auth.selectedCompany;
  if (!selected) throw notFound();
  if (parsed.data.companyCode && parsed.data.companyCode.toUpperCase() !== selected.code.toUpperCase())
    throw notFound();
  return parsed.data;
}

/** A shipment of the selected company in the wanted mode (an ocean shipment has no air waybill: not found). */
async function shipmentFor(ctx: SignedInContext, id: string, mode: ShipmentDetail['mode']) {
  const shipment = await getShipmentDetail(ctx, id);
  if (shipment.mode !== mode) throw notFound();
  return shipment;
}

async function documentLayoutOf(
  ctx: SignedInContext,
  name: Exclude<ReportName, 'billing_statement'>,
  parameters: Record<string, string>,
  words: ShippingWords,
): Promise<DocumentLayout> {
  const { id } = documentParameters(ctx, parameters);
  if (name === 'quotation' || name === 'quotation_freight') {
    const quotation = await getQuotation(ctx, id);
    return name === 'quotation'
      ? quotationLayout(quotation, await issuerOf(ctx), words)
      : quotationFreightLayout(quotation, await issuerOf(ctx), words);
  }
  if (name === 'export_airway_bill')
    return airWaybillLayout(await shipmentFor(ctx, id, 'AIR'), await issuerOf(ctx), words);
  if (name === 'export_bill_lading')
    return billOfLadingLayout(await shipmentFor(ctx, id, 'OCEAN'), await issuerOf(ctx), words);
  const scope = billingScope(ctx);
  const invoice = await getInvoice(ctx, id, scope);
  if ((name === 'export_invoice') !== (invoice.direction === 'Outbound')) throw notFound();
  const shipment =
    invoice.shipmentId && hasPermission(ctx, 'shipment')
      ? await getShipmentDetail(ctx, invoice.shipmentId).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
          throw error;
        })
      : null;
  const customer = (await findCompanyAddress(ctx.db, scope.companyIds[0] ?? '')) ?? {
    name: invoice.companyName,
    address: '',
  };
  return invoiceLayout(invoice, await issuerOf(ctx), customer, shipment, words);
}

async function statementOf(ctx: SignedInContext, parameters: Record<string, string>, text: UiText) {
  const parsed = statementParametersSchema.safeParse(parameters);
  if (!parsed.success) {
    const customerOk = typeof parameters.customerCode === 'string' && parameters.customerCode.length > 0;
    if (!customerOk) throw notFound();
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [fieldIssue('body.Parameters.periodCode', 'server.reports.periodCodes')] },
    });
  }
  const selected = ctx.auth.selectedCompany;
  if (!selected || parsed.data.customerCode.toUpperCase() !== selected.code.toUpperCase()) throw notFound();
  const scope = billingScope(ctx);
  return buildStatement(ctx, scope.companyIds[0] ?? '', { period: parsed.data.periodCode }, text);
}

/**
 * Runs one report of the report service (spec 1 §7) in the caller's selected company: the document as HTML (the
 * viewer's page) or as PDF (the download), from the same layout. A wrong, foreign, unselected or other-mode id is
 * 'Record Not Found'. Every run, found or not, goes into the report history.
 */
export async function runReport(
  ctx: SignedInContext,
  request: Pick<ReportRequest, 'name' | 'Parameters'>,
  format: ReportFormat,
): Promise<RenderedReport> {
  const { name, Parameters: parameters } = request;
  const record = (outcome: 'ok' | 'notFound') =>
    insertReportRun(ctx.db, {
      reportName: name,
      userId: ctx.auth.user.userId,
      companyId: ctx.auth.selectedCompany?.id ?? null,
      parameters,
      format,
      outcome,
    });
  try {
    let rendered: RenderedReport;
    if (name === 'billing_statement') {
      // The statement reads in the caller's language (decision 098).
      const text = await readerText(ctx);
      const statement = await statementOf(ctx, parameters, text);
      rendered =
        format === 'html'
          ? { format, html: renderStatement.html(statement, text) }
          : {
              format,
              pdf: await renderStatement.pdf(statement, text),
              fileName: `${statementFileName(statement, text)}.pdf`,
            };
    } else {
      // The shipping and quotation documents read in the caller's language too (decision 102).
      const words = shippingWords(await readerText(ctx));
      const layout = await documentLayoutOf(ctx, name, parameters, words);
      const fileName = words.say('fileName', { title: layout.fileTitle ?? layout.title, number: layout.number });
      rendered =
        format === 'html'
          ? { format, html: renderLayoutHtml(layout) }
          : { format, pdf: await renderLayoutPdf(layout), fileName: `${fileName}.pdf` };
    }
    await record('ok');
    return rendered;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') await record('notFound');
    throw error;
  }
}

/** The PDF download's query string as the report service's request. */
export function pdfRequestOf(query: ReportPdfQuery): Pick<ReportRequest, 'name' | 'Parameters'> {
  const { name, ...rest } = query;
  const parameters: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) if (typeof value === 'string') parameters[key] = value;
  return { name, Parameters: parameters };
}

// ---------------------------------------------------------------------------------------------------------------
// Catalogue

/**
 * Who reads the catalogue: a portal admin reads every active report; anyone else needs the `report` permission
 * in the selected company and reads the reports given to that company or to them.
 */
function audienceOf(ctx: SignedInContext): ReportAudience | null {
  if (ctx.auth.user.isAdmin && ctx.auth.user.userType === 'EMPLOYEE') return null;
  const company = ctx.auth.selectedCompany;
  if (!company || !hasPermission(ctx, 'report')) throw new AppError('ACCESS_DENIED');
  return { companyId: company.id, userId: ctx.auth.user.userId };
}

async function toCatalogueReport(ctx: SignedInContext, row: CatalogueRow): Promise<CatalogueReport> {
  const builtIn = row.builtIn === 'billing_statement' ? 'billing_statement' : null;
  let value = row.url;
  if (row.kind === 'builtIn' && builtIn) {
    const forwarder = (await getConfiguration(ctx)).forwarder.code;
    const query = new URLSearchParams({
      documentName: builtIn,
      type: 'YTD',
      companyCode: ctx.auth.selectedCompany?.code ?? '',
      forwarderCode: forwarder,
      reportId: row.id,
    });
    value = `/report-viewer?${query.toString()}`;
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    url: row.kind === 'url' ? row.url : '',
    builtIn,
    value,
  };
}

export async function getReportCatalogue(ctx: SignedInContext): Promise<ReportCatalogue> {
  const rows = await findCatalogue(ctx.db, audienceOf(ctx));
  const categories: ReportCatalogue['categories'] = [];
  for (const row of rows) {
    let category = categories.find((c) => c.id === row.categoryId);
    if (!category) {
      category = { id: row.categoryId, name: row.categoryName ?? '', reports: [] };
      categories.push(category);
    }
    category.reports.push(await toCatalogueReport(ctx, row));
  }
  // Reports without a category come last.
  categories.sort((a, b) => Number(a.id === null) - Number(b.id === null));
  return { categories };
}

/** GET customer/user/reportData?top=3 (spec 1 §7): the report entries of spec 1 §3, most used first. */
export async function getReportData(ctx: SignedInContext, top: number): Promise<ReportEntry[]> {
  const rows = await findTopReports(ctx.db, audienceOf(ctx), ctx.auth.user.userId, top);
  const reports = await Promise.all(rows.map((r) => toCatalogueReport(ctx, r)));
  return reports.map((r) => ({ name: r.name, value: r.value, userClaimsId: r.id }));
}

/** Records that the user opened a catalogue report that lives at an outside address (the history's 'who ran what'). */
export async function recordReportOpened(ctx: SignedInContext, reportId: string) {
  const rows = await findCatalogue(ctx.db, audienceOf(ctx));
  const row = rows.find((r) => r.id === reportId);
  if (!row) throw notFound();
  await insertReportRun(ctx.db, {
    reportName: row.name,
    reportId: row.id,
    userId: ctx.auth.user.userId,
    companyId: ctx.auth.selectedCompany?.id ?? null,
    parameters: row.kind === 'url' ? { url: row.url.slice(0, 100) } : {},
    format: 'html',
    outcome: 'ok',
  });
}
