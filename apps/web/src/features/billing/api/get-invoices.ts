import {
  invoiceDetailSchema,
  listInvoicesResponseSchema,
  type InvoiceDetail,
  type InvoiceStatusName,
  type ListInvoicesResponse,
} from '@connect/contracts/billing/billing.schemas';
import { toGridSearchParams, type GridFilter, type GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export type InvoiceListRequest = {
  status?: InvoiceStatusName;
  filter?: GridFilter[];
  sort?: GridSort[];
  pageNumber?: number;
  pageSize?: number;
  action?: string;
};

export function invoicesSearchParams(request: InvoiceListRequest): URLSearchParams {
  const params = toGridSearchParams(request);
  if (request.status) params.set('status', request.status);
  return params;
}

/** GET /api/invoices: one page of the selected company's invoices (grid query string and a status). */
export function getInvoices(request: InvoiceListRequest, signal?: AbortSignal): Promise<ListInvoicesResponse> {
  return apiRequest('/api/invoices', {
    query: Object.fromEntries(invoicesSearchParams(request)),
    schema: listInvoicesResponseSchema,
    loader: false,
    signal,
  });
}

/** GET /api/invoices/:id: one invoice with its lines and payments (404 'Record Not Found' for any other id). */
export function getInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  return apiRequest(`/api/invoices/${encodeURIComponent(id)}`, { schema: invoiceDetailSchema, loader: false, signal });
}

export function useInvoice(id: string | undefined, sessionKey: string) {
  return useQuery({
    queryKey: billingKeys.invoice(id ?? '', sessionKey),
    queryFn: ({ signal }) => getInvoice(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** Several invoices by id, one request each (the payment screen's selection). */
export function useInvoicesById(ids: readonly string[], sessionKey: string, enabled = true) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: billingKeys.invoice(id, sessionKey),
      queryFn: ({ signal }: { signal: AbortSignal }) => getInvoice(id, signal),
      enabled,
    })),
  });
}

/** The statuses that can be paid now (spec 2 statuses; the rows' `payable` decides in the end). */
const payableStatuses: InvoiceStatusName[] = ['Past Due', 'Current', 'In Process'];

/** The open invoices offered by the payment screen's 'Add invoice' picker (the first 200, oldest due first). */
export function usePayableInvoices(sessionKey: string, enabled = true) {
  const request: InvoiceListRequest = {
    filter: [{ field: 'status', operator: 'in', value: payableStatuses }],
    sort: [{ field: 'dueDate', dir: 'asc' }],
    pageSize: 200,
  };
  return useQuery({
    queryKey: billingKeys.invoices({ picker: true }, sessionKey),
    queryFn: ({ signal }) => getInvoices(request, signal),
    enabled,
  });
}

/** An invoice found by its number (the picker's typed text), or undefined. */
export async function findInvoiceByNumber(invoiceNumber: string) {
  const page = await getInvoices({
    filter: [{ field: 'invoiceNumber', operator: 'equals', value: invoiceNumber }],
    pageSize: 1,
  });
  return page.items[0];
}
