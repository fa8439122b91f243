import {
  adminMessageSchema,
  adminMessagesResponseSchema,
  messageReceiptsResponseSchema,
  type MessageDraft,
} from '@connect/contracts/portal-messages/portal-messages.schemas';
import { toGridSearchParams, type GridFilter, type GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** Query keys of the admin's messages (under the admin keys: a change refreshes the grid). */
export const adminMessageKeys = {
  all: [...adminKeys.all, 'messages'] as const,
  list: (search: string) => [...adminMessageKeys.all, 'list', search] as const,
  receipts: (messageId: string) => [...adminMessageKeys.all, 'receipts', messageId] as const,
};

export type AdminMessagesRequest = {
  search?: string;
  filter?: GridFilter[];
  sort?: GridSort[];
  pageNumber: number;
  pageSize: number;
};

/** GET /api/admin/messages: the grid's page (grid query string of spec 2 §7 plus the search box). */
export function getAdminMessages(request: AdminMessagesRequest, signal?: AbortSignal) {
  const params = toGridSearchParams(request);
  if (request.search) params.set('search', request.search);
  return apiRequest(`/api/admin/messages?${params.toString()}`, { schema: adminMessagesResponseSchema, signal });
}

/** POST /api/admin/messages (new) or PUT /api/admin/messages/:id (change); then optionally publish. */
export async function saveAdminMessage(input: { id: string | null; draft: MessageDraft; publish: boolean }) {
  const saved = await apiRequest(
    input.id ? `/api/admin/messages/${encodeURIComponent(input.id)}` : '/api/admin/messages',
    {
      method: input.id ? 'PUT' : 'POST',
      body: input.draft,
      schema: adminMessageSchema,
    },
  );
  if (!input.publish || saved.publishedAt) return saved;
  return apiRequest(`/api/admin/messages/${encodeURIComponent(saved.id)}/publish`, {
    method: 'POST',
    schema: adminMessageSchema,
  });
}

export function useSaveAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMessageKeys.all }),
  });
}

/** POST /api/admin/messages/:id/publish or /withdraw. */
export function changeAdminMessageState(input: { id: string; to: 'publish' | 'withdraw' }) {
  return apiRequest(`/api/admin/messages/${encodeURIComponent(input.id)}/${input.to}`, {
    method: 'POST',
    schema: adminMessageSchema,
  });
}

export function useChangeAdminMessageState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdminMessageState,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMessageKeys.all }),
  });
}

/** GET /api/admin/messages/:id/receipts: the audience with who has seen and acknowledged. */
export function useAdminMessageReceipts(messageId: string | null) {
  return useQuery({
    queryKey: adminMessageKeys.receipts(messageId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/messages/${encodeURIComponent(messageId ?? '')}/receipts`, {
        schema: messageReceiptsResponseSchema,
        signal,
      }),
    enabled: Boolean(messageId),
  });
}
