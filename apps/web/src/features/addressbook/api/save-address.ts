import {
  deleteAddressResponseSchema,
  importAddressesResponseSchema,
  saveAddressResponseSchema,
  type AddressInput,
} from '@connect/contracts/addressbook/addressbook.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAddressBookCache } from '@/entities/address/address-book-cache';
import { apiRequest } from '@/lib/api-client';
import { addressKeys } from './address-keys';

/** After any change: the grid and details are read again, and the browser's address cache of the company. */
function useAfterChange(companyCode: string | null | undefined) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: addressKeys.all });
    await refreshAddressBookCache(queryClient, companyCode).catch(() => undefined);
  };
}

/** POST /api/addressbook/addresses (no id) or PUT …/:id: the answer names likely duplicates. */
export function useSaveAddress(companyCode: string | null | undefined) {
  const afterChange = useAfterChange(companyCode);
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: AddressInput }) =>
      apiRequest(id ? `/api/addressbook/addresses/${encodeURIComponent(id)}` : '/api/addressbook/addresses', {
        method: id ? 'PUT' : 'POST',
        body: values,
        schema: saveAddressResponseSchema,
      }),
    onSuccess: afterChange,
  });
}

/** DELETE /api/addressbook/addresses/:id. */
export function useDeleteAddress(companyCode: string | null | undefined) {
  const afterChange = useAfterChange(companyCode);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/addressbook/addresses/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: deleteAddressResponseSchema,
      }),
    onSuccess: afterChange,
  });
}

/** POST /api/addressbook/addresses/import with the file's text (text/csv): all rows or none. */
export function useImportAddresses(companyCode: string | null | undefined) {
  const afterChange = useAfterChange(companyCode);
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest('/api/addressbook/addresses/import', {
        method: 'POST',
        rawBody: { contentType: 'text/csv', data: csv },
        schema: importAddressesResponseSchema,
      }),
    onSuccess: afterChange,
  });
}
