import {
  adjustStockResponseSchema,
  saveOrderResponseSchema,
  type AdjustStockInput,
  type ConfirmOrderInput,
  type InboundOrderInput,
  type OutboundOrderInput,
  type ReceiveOrderInput,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { warehouseKeys } from './warehouse-keys';

/** After any change: stock, lists and the order are read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
}

/** POST /api/wms/{inbound|outbound}-orders, or PUT …/:id. */
export function useSaveOrder(kind: 'inbound' | 'outbound') {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: InboundOrderInput | OutboundOrderInput }) =>
      apiRequest(id ? `/api/wms/${kind}-orders/${encodeURIComponent(id)}` : `/api/wms/${kind}-orders`, {
        method: id ? 'PUT' : 'POST',
        body: values,
        schema: saveOrderResponseSchema,
      }),
    onSuccess: afterChange,
  });
}

/**
 * The steps on an order: void (with a reason), allocate, receive (staff), confirm (staff; shipping an outbound order
 * names the serials of its serial-tracked lines, decision 079).
 */
export function useOrderStep() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (
      step:
        | { kind: 'void'; id: string; reason: string }
        | { kind: 'allocate'; id: string }
        | { kind: 'confirm'; id: string; input?: ConfirmOrderInput }
        | { kind: 'receive'; id: string; input: ReceiveOrderInput },
    ) => {
      const base = `/api/wms/orders/${encodeURIComponent(step.id)}`;
      if (step.kind === 'void')
        return apiRequest(`${base}/void`, {
          method: 'POST',
          body: { reason: step.reason },
          schema: saveOrderResponseSchema,
        });
      if (step.kind === 'receive')
        return apiRequest(`/api/wms/inbound-orders/${encodeURIComponent(step.id)}/receive`, {
          method: 'POST',
          body: step.input,
          schema: saveOrderResponseSchema,
        });
      if (step.kind === 'confirm' && step.input)
        return apiRequest(`${base}/confirm`, { method: 'POST', body: step.input, schema: saveOrderResponseSchema });
      return apiRequest(`${base}/${step.kind}`, { method: 'POST', schema: saveOrderResponseSchema });
    },
    onSuccess: afterChange,
  });
}

/** Staff: POST /api/wms/inventory/:itemId/adjust, an 'adjusted' movement with its reason (and lot or serials). */
export function useAdjustStock(itemId: string) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (input: AdjustStockInput) =>
      apiRequest(`/api/wms/inventory/${encodeURIComponent(itemId)}/adjust`, {
        method: 'POST',
        body: input,
        schema: adjustStockResponseSchema,
      }),
    onSuccess: afterChange,
  });
}
