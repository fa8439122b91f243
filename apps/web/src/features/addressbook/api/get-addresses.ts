import {
  addressSchema,
  listAddressesResponseSchema,
  type AddressType,
  type ListAddressesResponse,
} from '@connect/contracts/addressbook/addressbook.schemas';
import { toGridSearchParams, type GridFilter, type GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { apiRequest } from '@/lib/api-client';

/** What the screen adds to the grid's query: the search box and the address type. */
export type AddressScreenFilters = { q?: string; addressType?: AddressType };

export type AddressListRequest = AddressScreenFilters & {
  filter?: GridFilter[];
  sort?: GridSort[];
  pageNumber?: number;
  pageSize?: number;
  action?: string;
};

export function addressesSearchParams(request: AddressListRequest): URLSearchParams {
  const params = toGridSearchParams(request);
  if (request.q?.trim()) params.set('q', request.q.trim());
  if (request.addressType) params.set('addressType', request.addressType);
  return params;
}

/** GET /api/addressbook/addresses: one page of the selected company's addresses. */
export function getAddresses(request: AddressListRequest, signal?: AbortSignal): Promise<ListAddressesResponse> {
  return apiRequest('/api/addressbook/addresses', {
    query: Object.fromEntries(addressesSearchParams(request)),
    schema: listAddressesResponseSchema,
    loader: false,
    signal,
  });
}

/** GET /api/addressbook/addresses/:id (a duplicate named in a warning or a badge). */
export function getAddress(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/addressbook/addresses/${encodeURIComponent(id)}`, { schema: addressSchema, signal });
}
