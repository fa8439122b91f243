import {
  dashboardWidgetsResponseSchema,
  type DashboardWidgetsResponse,
  type DashboardWidgetType,
  type PlacedWidget,
} from '@connect/contracts/dashboard/dashboard.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useTenantKey } from '@/lib/session/tenant-key';
import { dashboardKeys } from './dashboard-keys';

/** GET customer/user/dashboard/Widgets?isDeleted=…: the active (false) or removed (true) widgets, in order. */
export function getDashboardWidgets(isDeleted: boolean, signal?: AbortSignal) {
  return apiRequest('/api/customer/user/dashboard/Widgets', {
    query: { isDeleted: String(isDeleted) },
    schema: dashboardWidgetsResponseSchema,
    loader: false,
    signal,
  });
}

/** POST customer/user/dashboard/Widgets: the active list in order (the rest is removed), or a reset. */
export function saveDashboardWidgets(body: { userWidgets: PlacedWidget[]; reset: boolean }) {
  return apiRequest('/api/customer/user/dashboard/Widgets', {
    method: 'POST',
    body,
    schema: dashboardWidgetsResponseSchema,
    loader: false,
  });
}

/** DELETE customer/user/dashboard/Widget/{type}: to the removed list. */
export function removeDashboardWidget(type: DashboardWidgetType) {
  return apiRequest(`/api/customer/user/dashboard/Widget/${encodeURIComponent(type)}`, {
    method: 'DELETE',
    schema: dashboardWidgetsResponseSchema,
    loader: false,
  });
}

/** Both lists of the board, asked in parallel. */
export function useDashboardWidgets(enabled: boolean) {
  const tenant = useTenantKey();
  const active = useQuery({
    queryKey: dashboardKeys.widgets(tenant, false),
    queryFn: ({ signal }) => getDashboardWidgets(false, signal),
    enabled,
  });
  const removed = useQuery({
    queryKey: dashboardKeys.widgets(tenant, true),
    queryFn: ({ signal }) => getDashboardWidgets(true, signal),
    enabled,
  });
  return { active, removed };
}

type LayoutChange =
  { kind: 'save'; userWidgets: PlacedWidget[] } | { kind: 'remove'; type: DashboardWidgetType } | { kind: 'reset' };

/**
 * Every change of the layout: the active list is shown at once (optimistic for a save), the server's answer
 * replaces it and both lists are asked again; a failure puts the previous list back.
 */
export function useChangeLayout() {
  const tenant = useTenantKey();
  const queryClient = useQueryClient();
  const activeKey = dashboardKeys.widgets(tenant, false);
  return useMutation({
    mutationFn: (change: LayoutChange) =>
      change.kind === 'remove'
        ? removeDashboardWidget(change.type)
        : saveDashboardWidgets(
            change.kind === 'reset'
              ? { userWidgets: [], reset: true }
              : { userWidgets: change.userWidgets, reset: false },
          ),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.layouts(tenant) });
      const previous = queryClient.getQueryData<DashboardWidgetsResponse>(activeKey);
      if (previous && change.kind !== 'reset') {
        const next =
          change.kind === 'remove'
            ? previous.widgets.filter((w) => w.type !== change.type)
            : change.userWidgets
                .map((placed) => {
                  const known = [
                    ...previous.widgets,
                    ...(queryClient.getQueryData<DashboardWidgetsResponse>(dashboardKeys.widgets(tenant, true))
                      ?.widgets ?? []),
                  ].find((w) => w.type === placed.type);
                  return known ? { ...known, sequenceId: placed.sequenceId } : undefined;
                })
                .filter((w) => w !== undefined)
                .sort((a, b) => a.sequenceId - b.sequenceId);
        queryClient.setQueryData<DashboardWidgetsResponse>(activeKey, { ...previous, widgets: next });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(activeKey, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(activeKey, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.layouts(tenant) }),
  });
}
