import { toGridSearchParams, type GridFilter, type GridSort } from '@connect/contracts/grid/grid-query.schemas';
import {
  inventoryItemSchema,
  itemLotsResponseSchema,
  itemOrdersResponseSchema,
  itemProjectionSchema,
  listInventoryResponseSchema,
  listMovementsResponseSchema,
  listOrdersResponseSchema,
  listWarehousesResponseSchema,
  warehouseOrderSchema,
  wmsDashboardSchema,
  type OrderDirection,
  type OrderStatus,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useTenantKey } from '@/lib/session/tenant-key';
import { warehouseKeys } from './warehouse-keys';

type GridPart = { filter?: GridFilter[]; sort?: GridSort[]; pageNumber?: number; pageSize?: number; action?: string };

/** What the inventory screen adds to the grid's query: the search box and "low stock only". */
export type InventoryScreenFilters = { q?: string; lowStock?: boolean };

export function inventorySearchParams(request: InventoryScreenFilters & GridPart): URLSearchParams {
  const params = toGridSearchParams(request);
  if (request.q?.trim()) params.set('q', request.q.trim());
  if (request.lowStock) params.set('lowStock', 'true');
  return params;
}

/** GET /api/wms/inventory: one page of item × warehouse balances. */
export function getInventory(request: InventoryScreenFilters & GridPart, signal?: AbortSignal) {
  return apiRequest('/api/wms/inventory', {
    query: Object.fromEntries(inventorySearchParams(request)),
    schema: listInventoryResponseSchema,
    loader: false,
    signal,
  });
}

/** What an order list adds to the grid's query: direction, status and the search box. */
export type OrderScreenFilters = { direction: OrderDirection; status?: OrderStatus; q?: string };

export function ordersSearchParams(request: OrderScreenFilters & GridPart): URLSearchParams {
  const params = toGridSearchParams(request);
  params.set('direction', request.direction);
  if (request.status) params.set('status', request.status);
  if (request.q?.trim()) params.set('q', request.q.trim());
  return params;
}

/** GET /api/wms/orders: one page of inbound or outbound orders. */
export function getOrders(request: OrderScreenFilters & GridPart, signal?: AbortSignal) {
  return apiRequest('/api/wms/orders', {
    query: Object.fromEntries(ordersSearchParams(request)),
    schema: listOrdersResponseSchema,
    loader: false,
    signal,
  });
}

export function useWmsDashboard() {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: warehouseKeys.dashboard(tenant),
    queryFn: ({ signal }) => apiRequest('/api/wms/dashboard', { schema: wmsDashboardSchema, loader: false, signal }),
  });
}

export function useWarehouses() {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: warehouseKeys.warehouses(tenant),
    queryFn: ({ signal }) =>
      apiRequest('/api/wms/warehouses', { schema: listWarehousesResponseSchema, loader: false, signal }),
  });
}

export function useInventoryItem(id: string | undefined) {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: warehouseKeys.item(id ?? '', tenant),
    queryFn: ({ signal }) =>
      apiRequest(`/api/wms/inventory/${encodeURIComponent(id ?? '')}`, { schema: inventoryItemSchema, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useItemMovements(id: string, pageNumber: number) {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: warehouseKeys.movements(id, pageNumber, tenant),
    queryFn: ({ signal }) =>
      apiRequest(`/api/wms/inventory/${encodeURIComponent(id)}/movements`, {
        query: { pageNumber: String(pageNumber), pageSize: '20' },
        schema: listMovementsResponseSchema,
        loader: false,
        signal,
      }),
  });
}

/** The orders behind an item's allocated or incoming quantity (asked when the user opens them). */
export function useItemOrders(id: string, basis: 'allocated' | 'incoming' | null) {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: warehouseKeys.itemOrders(id, basis ?? '', tenant),
    queryFn: ({ signal }) =>
      apiRequest(`/api/wms/inventory/${encodeURIComponent(id)}/orders`, {
        query: { basis: basis ?? 'allocated' },
        schema: itemOrdersResponseSchema,
        loader: false,
        signal,
      }),
    enabled: basis !== null,
  });
}

export function useOrder(id: string | undefined) {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: warehouseKeys.order(id ?? '', tenant),
    queryFn: ({ signal }) =>
      apiRequest(`/api/wms/orders/${encodeURIComponent(id ?? '')}`, { schema: warehouseOrderSchema, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** The run-out projection of an item per warehouse (decision 064), days in the user's zone. */
export function useItemProjection(id: string) {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: warehouseKeys.projection(id, tenant),
    queryFn: ({ signal }) =>
      apiRequest(`/api/wms/inventory/${encodeURIComponent(id)}/projection`, {
        schema: itemProjectionSchema,
        loader: false,
        signal,
      }),
  });
}

/** The lots (with expiry state) and received serials of a tracked item (decision 073). */
export function useItemLots(id: string, enabled = true) {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: warehouseKeys.lots(id, tenant),
    queryFn: ({ signal }) =>
      apiRequest(`/api/wms/inventory/${encodeURIComponent(id)}/lots`, {
        schema: itemLotsResponseSchema,
        loader: false,
        signal,
      }),
    enabled,
  });
}
