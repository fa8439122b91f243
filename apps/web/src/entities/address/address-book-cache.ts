import {
  listAddressesResponseSchema,
  type Address,
  type ListAddressesResponse,
} from '@connect/contracts/addressbook/addressbook.schemas';
import { gridMaxPageSize } from '@connect/contracts/grid/grid-query.schemas';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readStored, writeStored } from '@/lib/storage';

/**
 * The address sync of spec 1 §9: each company's address book is kept in browser storage (key addressBook) so
 * pickers of parties open at once; it is read from GET /api/addressbook/addresses once per browser and again
 * whenever the chosen company is missing from it. Saving, deleting or importing an address refreshes the
 * company's entry.
 */
type Cache = Record<string, { syncedAt: string; addresses: Address[] }>;
const storageKey = 'addressBook';

export const addressBookCacheKey = (companyCode: string) => ['address-book-cache', companyCode] as const;

/** Every address of the selected company, page by page (1000 a page). */
async function fetchAllAddresses(signal?: AbortSignal): Promise<Address[]> {
  const all: Address[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page: ListAddressesResponse = await apiRequest('/api/addressbook/addresses', {
      query: { pageNumber, pageSize: gridMaxPageSize },
      schema: listAddressesResponseSchema,
      loader: false,
      signal,
    });
    all.push(...page.items);
    if (all.length >= page.total || page.items.length === 0) return all;
  }
}

export function readCachedAddresses(companyCode: string): Address[] | undefined {
  return readStored<Cache>(storageKey)?.[companyCode]?.addresses;
}

async function syncAddresses(companyCode: string, signal?: AbortSignal): Promise<Address[]> {
  const addresses = await fetchAllAddresses(signal);
  writeStored(storageKey, {
    ...readStored<Cache>(storageKey),
    [companyCode]: { syncedAt: new Date().toISOString(), addresses },
  });
  return addresses;
}

/**
 * The selected company's addresses from the browser cache, synced from the server when the company is not in
 * it yet. `enabled` is false for users without the address book or booking permission.
 */
export function useAddressBookCache(companyCode: string | null | undefined, enabled = true) {
  const code = companyCode ?? '';
  return useQuery({
    queryKey: addressBookCacheKey(code),
    queryFn: ({ signal }) => syncAddresses(code, signal),
    initialData: () => readCachedAddresses(code),
    staleTime: Infinity,
    enabled: enabled && code !== '',
  });
}

/** After a change to the book: the company's entry is read again. */
export function refreshAddressBookCache(queryClient: QueryClient, companyCode: string | null | undefined) {
  if (!companyCode) return Promise.resolve();
  return queryClient.fetchQuery({
    queryKey: addressBookCacheKey(companyCode),
    queryFn: ({ signal }) => syncAddresses(companyCode, signal),
    staleTime: 0,
  });
}
