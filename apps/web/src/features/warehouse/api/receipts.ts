import { toGridSearchParams, type GridFilter, type GridSort } from '@connect/contracts/grid/grid-query.schemas';
import {
  listReceiptsResponseSchema,
  receiptActionResponseSchema,
  receiptFileResponseSchema,
  receiptSummarySchema,
  warehouseReceiptSchema,
  type ReceiptAckStatus,
} from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '@/components/data-grid/export-kit/download';
import { apiFetchFile, apiRequest } from '@/lib/api-client';
import { useTenantKey } from '@/lib/session/tenant-key';

/** Query keys of the warehouse receipts; they carry the tenant key so another company's answers never show. */
export const receiptKeys = {
  all: ['warehouse-receipts'] as const,
  list: (filters: object, tenant: string) => [...receiptKeys.all, 'list', tenant, filters] as const,
  summary: (tenant: string) => [...receiptKeys.all, 'summary', tenant] as const,
  detail: (id: string, tenant: string) => [...receiptKeys.all, 'detail', id, tenant] as const,
};

type GridPart = { filter?: GridFilter[]; sort?: GridSort[]; pageNumber?: number; pageSize?: number; action?: string };

/** What the receipts screen adds to the grid's query: the discrepancy answer and the search box. */
export type ReceiptScreenFilters = { ackStatus?: ReceiptAckStatus; q?: string };

export function receiptsSearchParams(request: ReceiptScreenFilters & GridPart): URLSearchParams {
  const params = toGridSearchParams(request);
  if (request.ackStatus) params.set('ackStatus', request.ackStatus);
  if (request.q?.trim()) params.set('q', request.q.trim());
  return params;
}

/** GET /api/warehouse-receipts: one page of receipts. */
export function getReceipts(request: ReceiptScreenFilters & GridPart, signal?: AbortSignal) {
  return apiRequest('/api/warehouse-receipts', {
    query: Object.fromEntries(receiptsSearchParams(request)),
    schema: listReceiptsResponseSchema,
    loader: false,
    signal,
  });
}

export function useReceiptSummary() {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: receiptKeys.summary(tenant),
    queryFn: ({ signal }) =>
      apiRequest('/api/warehouse-receipts/summary', { schema: receiptSummarySchema, loader: false, signal }),
  });
}

export function useReceipt(id: string | undefined) {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: receiptKeys.detail(id ?? '', tenant),
    queryFn: ({ signal }) =>
      apiRequest(`/api/warehouse-receipts/${encodeURIComponent(id ?? '')}`, {
        schema: warehouseReceiptSchema,
        loader: false,
        signal,
      }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** The customer's answer (acknowledge, dispute with a reason) and the staff's confirmation. */
export function useReceiptStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      step: { kind: 'acknowledge' | 'confirm'; id: string } | { kind: 'dispute'; id: string; reason: string },
    ) =>
      apiRequest(`/api/warehouse-receipts/${encodeURIComponent(step.id)}/${step.kind}`, {
        method: 'POST',
        ...(step.kind === 'dispute'
          ? { body: { reason: step.reason } }
          : step.kind === 'acknowledge'
            ? { body: {} }
            : {}),
        schema: receiptActionResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
  });
}

/** The receipt's PDF (GET …/pdf), saved as <WR number>.pdf. */
export async function downloadReceiptPdf(receipt: { receiptId: string; wrNumber: string }) {
  const response = await apiFetchFile(`/api/warehouse-receipts/${encodeURIComponent(receipt.receiptId)}/pdf`);
  return saveBlob(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }), `${receipt.wrNumber}.pdf`);
}

/** A photo or document of the receipt. */
export async function downloadReceiptFile(
  receiptId: string,
  file: { fileId: string; fileName: string; contentType: string },
) {
  const response = await apiFetchFile(
    `/api/warehouse-receipts/${encodeURIComponent(receiptId)}/files/${encodeURIComponent(file.fileId)}`,
  );
  return saveBlob(new Blob([await response.arrayBuffer()], { type: file.contentType }), file.fileName);
}

/** Staff: a line's damaged quantity and note (PUT …/lines/:lineId), then a photo of it when one is chosen. */
export function useRecordLineDamage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      receiptId: string;
      lineId: string;
      damagedQty: number;
      note: string;
      photo: File | null;
    }) => {
      const base = `/api/warehouse-receipts/${encodeURIComponent(input.receiptId)}`;
      const saved = await apiRequest(`${base}/lines/${encodeURIComponent(input.lineId)}`, {
        method: 'PUT',
        body: { damagedQty: input.damagedQty, note: input.note },
        schema: receiptActionResponseSchema,
      });
      if (input.photo)
        await apiRequest(`${base}/files`, {
          method: 'PUT',
          query: { fileName: input.photo.name, lineId: input.lineId },
          rawBody: { contentType: 'application/octet-stream', data: input.photo },
          schema: receiptFileResponseSchema,
        });
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
  });
}
