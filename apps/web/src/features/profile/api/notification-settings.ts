import {
  eventNotificationsResponseSchema,
  quietHoursResponseSchema,
  saveEventNotificationsResponseSchema,
  saveQuietHoursResponseSchema,
  type EventNotificationEntry,
  type QuietHours,
} from '@connect/contracts/notifications/notifications.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the notification settings (per session: whoever the portal acts as). */
export const notificationKeys = {
  all: ['notification-settings'] as const,
  entries: (sessionKey: string) => [...notificationKeys.all, 'entries', sessionKey] as const,
  quietHours: (sessionKey: string) => [...notificationKeys.all, 'quiet-hours', sessionKey] as const,
};

/** GET /api/customer/user/eventNotifications: the caller's entries per company and module (spec 1 §7). */
export function getEventNotifications(signal?: AbortSignal) {
  return apiRequest('/api/customer/user/eventNotifications', { schema: eventNotificationsResponseSchema, signal });
}

export function useEventNotifications(sessionKey: string) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.entries(sessionKey),
      queryFn: ({ signal }) => getEventNotifications(signal),
    }),
  );
}

/** POST /api/customer/user/eventNotifications (optional query applyToAll), or GroupEventNotifications per company. */
export function saveEventNotifications({
  entries,
  applyToAll,
  group,
}: {
  entries: EventNotificationEntry[];
  applyToAll: boolean;
  group: boolean;
}) {
  return group
    ? apiRequest('/api/customer/user/GroupEventNotifications', {
        method: 'POST',
        body: { alertNotification: entries },
        schema: saveEventNotificationsResponseSchema,
      })
    : apiRequest('/api/customer/user/eventNotifications', {
        method: 'POST',
        body: entries,
        query: applyToAll ? { applyToAll: 'true' } : {},
        schema: saveEventNotificationsResponseSchema,
      });
}

export function useSaveEventNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** GET /api/customer/user/quietHours. */
export function useQuietHours(sessionKey: string) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.quietHours(sessionKey),
      queryFn: ({ signal }) =>
        apiRequest('/api/customer/user/quietHours', { schema: quietHoursResponseSchema, signal }),
    }),
  );
}

/** PUT /api/customer/user/quietHours: both times or neither. */
export function useSaveQuietHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuietHours) =>
      apiRequest('/api/customer/user/quietHours', { method: 'PUT', body, schema: saveQuietHoursResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
