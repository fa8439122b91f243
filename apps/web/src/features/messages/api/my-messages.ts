import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { userMessagesResponseSchema } from '@connect/contracts/portal-messages/portal-messages.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the reader's messages (per session: whoever the portal acts as). */
export const myMessageKeys = {
  all: ['my-messages'] as const,
  list: (sessionKey: string) => [...myMessageKeys.all, sessionKey] as const,
};

/** GET /api/messages: the caller's live messages in their language (issue #17). */
export function getMyMessages(signal?: AbortSignal) {
  return apiRequest('/api/messages', { schema: userMessagesResponseSchema, signal, loader: false });
}

/** Fetched on sign-in, on a `messages-changed` realtime event, on focus and every 5 minutes (a scheduled start). */
export function useMyMessages(sessionKey: string) {
  return useQuery(
    queryOptions({
      queryKey: myMessageKeys.list(sessionKey),
      queryFn: ({ signal }) => getMyMessages(signal),
      refetchInterval: 5 * 60_000,
    }),
  );
}

/** POST /api/messages/:id/receipt: seen, dismiss (close the banner) or acknowledge. */
export function recordMessageReceipt(input: { messageId: string; action: 'seen' | 'dismiss' | 'acknowledge' }) {
  return apiRequest(`/api/messages/${encodeURIComponent(input.messageId)}/receipt`, {
    method: 'POST',
    body: { action: input.action },
    schema: messageResponseSchema,
    loader: false,
  });
}

export function useRecordMessageReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMessageReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMessageKeys.all }),
  });
}
