import { reportNameSchema, type ReportName } from '@connect/contracts/reports/reports.schemas';

/** The report service request a viewer address names (spec 1 §2 report-viewer's query parameters). */
export type ViewerRequest = { name: ReportName; Parameters: Record<string, string> };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads documentName, id, type, companyCode and forwarderCode: a document needs a well-formed id; the billing
 * statement takes its period from `type` (YTD unless told) and its customer from companyCode. Anything else
 * (no or an unknown document name, a malformed id) is no request: the page shows 'Record Not Found'.
 */
export function viewerRequestOf(params: URLSearchParams, selectedCompany: string | null): ViewerRequest | null {
  const name = reportNameSchema.safeParse(params.get('documentName') ?? '');
  if (!name.success) return null;
  const companyCode = (params.get('companyCode') ?? '').trim();
  const forwarderCode = (params.get('forwarderCode') ?? '').trim();
  if (name.data === 'billing_statement') {
    const customerCode = companyCode || selectedCompany || '';
    if (!customerCode) return null;
    return {
      name: name.data,
      Parameters: {
        periodCode: (params.get('type') ?? 'YTD').trim() || 'YTD',
        customerCode,
        ...(forwarderCode ? { forwarderCode } : {}),
      },
    };
  }
  const id = (params.get('id') ?? '').trim();
  if (!uuid.test(id)) return null;
  return {
    name: name.data,
    Parameters: { id, ...(companyCode ? { companyCode } : {}), ...(forwarderCode ? { forwarderCode } : {}) },
  };
}

/** The PDF download's query string for the same request. */
export function pdfQueryOf(request: ViewerRequest): string {
  return new URLSearchParams({ name: request.name, ...request.Parameters }).toString();
}

/**
 * The document's HTML with the page's style nonce on its style elements: the frame (srcdoc) inherits the page's
 * strict Content-Security-Policy, which lets only nonced style elements apply. The HTML carries no script (the
 * server escapes every value) and the frame is sandboxed without scripts anyway.
 */
export function withStyleNonce(html: string, nonce: string): string {
  if (!nonce) return html;
  return html.replace(/<style>/g, `<style nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}">`);
}
