import {
  emailChangeResultSchema,
  emailChangeStatusSchema,
  pendingEmailChangeResponseSchema,
  type EmailChangeRequest,
  type EmailChangeResult,
  type EmailChangeStatus,
  type PendingEmailChangeResponse,
} from '@connect/contracts/account/account.schemas';
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { renewSession } from '@/lib/session/session-actions';
import { getSessionState } from '@/lib/session/session-store';
import { profileKeys } from './profile-keys';

/** Changing the sign-in e-mail (decision 036): the change in progress, asking, cancelling, and the links' calls. */

export const emailChangeKeys = {
  all: ['profile', 'email-change'] as const,
  mine: (userKey: string) => [...emailChangeKeys.all, 'mine', userKey] as const,
  link: (token: string) => [...emailChangeKeys.all, 'link', token] as const,
};

/** GET /api/account/email-change */
export function getMyEmailChange(signal?: AbortSignal): Promise<PendingEmailChangeResponse> {
  return apiRequest('/api/account/email-change', { schema: pendingEmailChangeResponseSchema, signal, loader: false });
}

export function useMyEmailChange(userKey: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: emailChangeKeys.mine(userKey),
      queryFn: ({ signal }) => getMyEmailChange(signal),
      enabled,
    }),
  );
}

/** POST /api/account/email-change */
export function requestEmailChange(body: EmailChangeRequest) {
  return apiRequest('/api/account/email-change', { method: 'POST', body, schema: messageResponseSchema });
}

/** DELETE /api/account/email-change */
export function cancelMyEmailChange() {
  return apiRequest('/api/account/email-change', { method: 'DELETE', schema: messageResponseSchema });
}

export function useRequestEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: () => client.invalidateQueries({ queryKey: emailChangeKeys.all }),
  });
}

export function useCancelMyEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelMyEmailChange,
    onSettled: () => client.invalidateQueries({ queryKey: emailChangeKeys.all }),
  });
}

/** POST /api/account/email-change/status: how far the change of a link has come. */
export function getEmailChangeStatus(token: string, signal?: AbortSignal): Promise<EmailChangeStatus> {
  return apiRequest('/api/account/email-change/status', {
    method: 'POST',
    body: { token },
    schema: emailChangeStatusSchema,
    signal,
  });
}

export function useEmailChangeStatus(token: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: emailChangeKeys.link(token),
      queryFn: ({ signal }) => getEmailChangeStatus(token, signal),
      enabled,
      retry: false,
    }),
  );
}

/** POST /api/account/email-change/confirm or /cancel, from a link. */
export function answerEmailChange(input: { token: string; action: 'confirm' | 'cancel' }): Promise<EmailChangeResult> {
  return apiRequest(`/api/account/email-change/${input.action}`, {
    method: 'POST',
    body: { token: input.token },
    schema: emailChangeResultSchema,
  });
}

export function useAnswerEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerEmailChange,
    onSuccess: (result, input) => {
      client.setQueryData(emailChangeKeys.link(input.token), result);
      // The change is done: a browser signed in as this user (the server keeps only its session) shows the new
      // address at once — the session's user is renewed and My Profile reloads.
      if (result.state === 'completed' && getSessionState().status === 'signed-in') {
        void renewSession().catch(() => undefined);
        void client.invalidateQueries({ queryKey: profileKeys.all });
      }
    },
  });
}
