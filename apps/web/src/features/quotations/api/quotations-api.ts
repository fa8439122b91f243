import { toGridSearchParams, type GridFilter, type GridSort } from '@connect/contracts/grid/grid-query.schemas';
import {
  listQuotationsResponseSchema,
  quotationCountsSchema,
  quotationResponseSchema,
  quotationSchema,
  type CounterQuotationInput,
  type ListQuotationsResponse,
  type MakeOfferInput,
  type RejectQuotationInput,
  type RequestQuotationInput,
} from '@connect/contracts/quotations/quotations.schemas';
import { quoteComparisonAnswerSchema } from '@connect/contracts/quotations/quote-comparison.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quotationKeys } from './quotation-keys';

export type QuotationListRequest = {
  filter?: GridFilter[];
  sort?: GridSort[];
  pageNumber?: number;
  pageSize?: number;
  action?: string;
};

/** GET /api/quotations: one page of the selected company's quotations (every company's for staff). */
export function getQuotations(request: QuotationListRequest, signal?: AbortSignal): Promise<ListQuotationsResponse> {
  return apiRequest('/api/quotations', {
    query: Object.fromEntries(toGridSearchParams(request)),
    schema: listQuotationsResponseSchema,
    loader: false,
    signal,
  });
}

export function useQuotation(id: string | undefined, sessionKey: string) {
  return useQuery({
    queryKey: quotationKeys.detail(id ?? '', sessionKey),
    queryFn: ({ signal }) =>
      apiRequest(`/api/quotations/${encodeURIComponent(id ?? '')}`, { schema: quotationSchema, loader: false, signal }),
    enabled: Boolean(id),
  });
}

export function useQuotationCounts(sessionKey: string) {
  return useQuery({
    queryKey: quotationKeys.counts(sessionKey),
    queryFn: ({ signal }) =>
      apiRequest('/api/quotations/counts', { schema: quotationCountsSchema, loader: false, signal }),
  });
}

function useRefreshQuotations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: quotationKeys.all });
}

/** POST /api/quotations: 'Quotation requested'. */
export function useRequestQuotation() {
  const refresh = useRefreshQuotations();
  return useMutation({
    mutationFn: (values: RequestQuotationInput) =>
      apiRequest('/api/quotations', { method: 'POST', body: values, schema: quotationResponseSchema }),
    onSuccess: refresh,
  });
}

/** PUT /api/quotations/:id/offer (staff): the offer's options and validity. */
export function useMakeOffer() {
  const refresh = useRefreshQuotations();
  return useMutation({
    mutationFn: ({ id, offer }: { id: string; offer: MakeOfferInput }) =>
      apiRequest(`/api/quotations/${encodeURIComponent(id)}/offer`, {
        method: 'PUT',
        body: offer,
        schema: quotationResponseSchema,
      }),
    onSuccess: refresh,
  });
}

export type QuotationAnswer =
  | { kind: 'accept'; optionId: string }
  | ({ kind: 'reject' } & RejectQuotationInput)
  | ({ kind: 'counter' } & CounterQuotationInput);

/** POST /api/quotations/:id/accept | reject | counter: the customer's answer to the offer. */
export function useAnswerQuotation() {
  const refresh = useRefreshQuotations();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: QuotationAnswer }) => {
      const { kind, ...body } = answer;
      return apiRequest(`/api/quotations/${encodeURIComponent(id)}/${kind}`, {
        method: 'POST',
        body,
        schema: quotationResponseSchema,
      });
    },
    onSuccess: refresh,
  });
}

/**
 * GET /api/shipments/{id}/quote-comparison (decisions 081, 089): the shipment re-rated on its quote's tariff, or
 * `available: false` with the reason (no quote, or a quote not priced from a tariff). Asked only when `enabled`
 * (the caller may see quotations and the shipment).
 */
export function useQuoteComparison(shipmentId: string, sessionKey: string, enabled: boolean) {
  return useQuery({
    queryKey: [...quotationKeys.all, 'comparison', shipmentId, sessionKey],
    queryFn: ({ signal }) =>
      apiRequest(`/api/shipments/${encodeURIComponent(shipmentId)}/quote-comparison`, {
        schema: quoteComparisonAnswerSchema,
        loader: false,
        signal,
      }),
    enabled,
    retry: false,
  });
}
