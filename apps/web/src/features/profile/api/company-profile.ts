import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  companyDetailsSchema,
  companyUsersResponseSchema,
  profileDocumentsResponseSchema,
  salesPersonsResponseSchema,
  type UpdateCompany,
} from '@connect/contracts/profile/profile.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/customer/profile/company: the selected company, with notEditable and canEdit. */
export function useCompanyDetails(sessionKey: string) {
  return useQuery({
    queryKey: profileKeys.company(sessionKey),
    queryFn: ({ signal }) => apiRequest('/api/customer/profile/company', { schema: companyDetailsSchema, signal }),
  });
}

/** PUT /api/customer/profile/company (403 when notEditable). */
export function useUpdateCompany(sessionKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompany) =>
      apiRequest('/api/customer/profile/company', { method: 'PUT', body, schema: companyDetailsSchema }),
    onSuccess: (company) => queryClient.setQueryData(profileKeys.company(sessionKey), company),
  });
}

/** GET /api/customer/salesPersons: the account owner (and the forwarder's sales persons). */
export function useSalesPersons(sessionKey: string) {
  return useQuery({
    queryKey: profileKeys.salesPersons(sessionKey),
    queryFn: ({ signal }) =>
      apiRequest('/api/customer/salesPersons', { schema: salesPersonsResponseSchema, signal, loader: false }),
  });
}

/** GET /api/customer/profile/attachments (not for company-group users: `enabled` false for them). */
export function useProfileDocuments(sessionKey: string, enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.documents(sessionKey),
    queryFn: ({ signal }) =>
      apiRequest('/api/customer/profile/attachments', { schema: profileDocumentsResponseSchema, signal }),
    enabled,
  });
}

/** GET /api/customer/profile/attachment/download/{id}: the document as base64 text, decoded to bytes. */
export async function downloadProfileDocument(id: string): Promise<Uint8Array> {
  const text = await apiRequest(`/api/customer/profile/attachment/download/${encodeURIComponent(id)}`, {
    schema: z.string(),
  });
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function useDeleteProfileDocument(sessionKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/customer/profile/attachment/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: messageResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.documents(sessionKey) }),
  });
}

/** GET /api/customer/profile/users: the selected company's users and permissions (read-only). */
export function useCompanyUsers(sessionKey: string) {
  return useQuery({
    queryKey: profileKeys.users(sessionKey),
    queryFn: ({ signal }) => apiRequest('/api/customer/profile/users', { schema: companyUsersResponseSchema, signal }),
  });
}
