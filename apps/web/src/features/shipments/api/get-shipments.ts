import { toGridSearchParams, type GridFilter, type GridSort } from '@connect/contracts/grid/grid-query.schemas';
import {
  listShipmentsResponseSchema,
  type ListShipmentsResponse,
  type ShipmentMode,
} from '@connect/contracts/shipments/shipments.schemas';
import { apiRequest } from '@/lib/api-client';

/**
 * What the screen adds to the grid's own query: the home widget's reference search (refno, billno, mbillno)
 * and the filter panel's output (fromDate/toDate as yyyymmdd, modes, shipper organization).
 */
export type ShipmentScreenFilters = {
  refno?: string;
  billno?: string;
  mbillno?: string;
  fromDate?: number;
  toDate?: number;
  modeName?: ShipmentMode[];
  orgKey?: string;
};

export type ShipmentListRequest = ShipmentScreenFilters & {
  filter?: GridFilter[];
  sort?: GridSort[];
  pageNumber?: number;
  pageSize?: number;
  action?: string;
  cursor?: string;
  /** False skips the server's count (its `total` is then null). */
  withTotal?: boolean;
};

/** The query string of the list and of its export: the grid's query string plus the screen's filters. */
export function shipmentsSearchParams(request: ShipmentListRequest): URLSearchParams {
  const params = toGridSearchParams(request);
  for (const key of ['refno', 'billno', 'mbillno'] as const) {
    const value = request[key]?.trim();
    if (value) params.set(key, value);
  }
  if (request.fromDate !== undefined) params.set('fromDate', String(request.fromDate));
  if (request.toDate !== undefined) params.set('toDate', String(request.toDate));
  if (request.modeName && request.modeName.length > 0) params.set('modeName', request.modeName.join(','));
  if (request.orgKey && request.orgKey.toLowerCase() !== 'all') params.set('orgKey', request.orgKey);
  if (request.cursor) params.set('cursor', request.cursor);
  if (request.withTotal === false) params.set('withTotal', 'false');
  return params;
}

/** GET /api/shipments: one page of the selected company's shipments. */
export function getShipments(request: ShipmentListRequest, signal?: AbortSignal): Promise<ListShipmentsResponse> {
  return apiRequest('/api/shipments', {
    query: Object.fromEntries(shipmentsSearchParams(request)),
    schema: listShipmentsResponseSchema,
    loader: false,
    signal,
  });
}

/** Cursors kept per fetcher: enough for long paging sessions, small enough never to matter. */
const maxCursors = 200;

/**
 * A page fetcher for the grid that pages by keyset where it can: the server's `nextCursor` of page N is kept
 * (under the same filters, sort and page size) and sent when the grid asks for page N+1; any other page goes
 * by plain pageNumber. The server gives cursors only for its default order, so a sorted grid pages by offset.
 * A cursor page does not recount: it reuses the total counted for the same filters on an earlier page (the
 * count is the costly part of a page of a large list), so paging on costs the same at any depth.
 */
export function createShipmentPageFetcher() {
  const cursors = new Map<string, string>();
  const totals = new Map<string, number>();
  const filtersOf = (request: ShipmentListRequest) => {
    const { pageNumber: _page, action: _action, cursor: _cursor, withTotal: _withTotal, ...rest } = request;
    return JSON.stringify(rest);
  };
  const keyOf = (request: ShipmentListRequest, pageNumber: number) => `${filtersOf(request)}#${pageNumber}`;
  return async (request: ShipmentListRequest & { pageNumber: number }, signal?: AbortSignal) => {
    const cursor = request.pageNumber > 1 ? cursors.get(keyOf(request, request.pageNumber - 1)) : undefined;
    const known = cursor ? totals.get(filtersOf(request)) : undefined;
    const answer = await getShipments({ ...request, cursor, withTotal: known === undefined }, signal);
    const total = answer.total ?? known ?? 0;
    if (answer.total !== null) totals.set(filtersOf(request), answer.total);
    if (totals.size > maxCursors) totals.delete(totals.keys().next().value ?? '');
    const page = { ...answer, total };
    const key = keyOf(request, request.pageNumber);
    if (page.nextCursor) {
      cursors.delete(key);
      cursors.set(key, page.nextCursor);
      if (cursors.size > maxCursors) {
        const oldest = cursors.keys().next().value;
        if (oldest !== undefined) cursors.delete(oldest);
      }
    } else cursors.delete(key);
    return page;
  };
}
