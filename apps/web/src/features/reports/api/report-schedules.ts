import {
  deliveriesSchema,
  nextRunsSchema,
  runResultSchema,
  scheduleChoicesSchema,
  scheduleSavedSchema,
  schedulesSchema,
  scheduleTimingSchema,
  type ScheduleInput,
  type ScheduleTiming,
} from '@connect/contracts/report-schedules/report-schedules.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob, type DirectLink } from '@/components/data-grid/export-kit/download';
import { apiFetchFile, apiRequest } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** The report scheduler (portal admins, decision 069): schedules, next runs, runs and the delivery log. */
const scheduleKeys = {
  all: () => [...reportKeys.admin(), 'schedules'] as const,
  list: () => [...scheduleKeys.all(), 'list'] as const,
  choices: () => [...scheduleKeys.all(), 'choices'] as const,
  preview: (timing: unknown) => [...scheduleKeys.all(), 'preview', timing] as const,
  deliveries: (id: string) => [...scheduleKeys.all(), 'deliveries', id] as const,
};

export function useSchedules() {
  return useQuery({
    queryKey: scheduleKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/report-schedules', { schema: schedulesSchema, loader: false, signal }),
  });
}

export function useScheduleChoices() {
  return useQuery({
    queryKey: scheduleKeys.choices(),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/report-schedules/choices', { schema: scheduleChoicesSchema, loader: false, signal }),
  });
}

/** The next five runs of the form's timing; asked only once the timing is complete. */
export function useSchedulePreview(timing: ScheduleTiming) {
  const complete = scheduleTimingSchema.safeParse(timing).success;
  return useQuery({
    queryKey: scheduleKeys.preview(timing),
    enabled: complete,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/report-schedules/preview', {
        method: 'POST',
        body: timing,
        schema: nextRunsSchema,
        loader: false,
        signal,
      }),
  });
}

export function useDeliveries(scheduleId: string) {
  return useQuery({
    queryKey: scheduleKeys.deliveries(scheduleId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/report-schedules/${encodeURIComponent(scheduleId)}/deliveries`, {
        schema: deliveriesSchema,
        loader: false,
        signal,
      }),
  });
}

type ScheduleChange =
  | { kind: 'save'; id: string | null; body: ScheduleInput }
  | { kind: 'delete'; id: string }
  | { kind: 'run'; id: string }
  | { kind: 'resend'; id: string; deliveryId: string };

function send(change: ScheduleChange) {
  const base = '/api/admin/report-schedules';
  const id = change.kind === 'save' && !change.id ? '' : encodeURIComponent(change.id ?? '');
  switch (change.kind) {
    case 'save':
      return apiRequest(id ? `${base}/${id}` : base, {
        method: id ? 'PUT' : 'POST',
        body: change.body,
        schema: scheduleSavedSchema,
      });
    case 'delete':
      return apiRequest(`${base}/${id}`, { method: 'DELETE', schema: scheduleSavedSchema });
    case 'run':
      return apiRequest(`${base}/${id}/run`, { method: 'POST', schema: runResultSchema });
    case 'resend':
      return apiRequest(`${base}/${id}/deliveries/${encodeURIComponent(change.deliveryId)}/resend`, {
        method: 'POST',
        schema: runResultSchema,
      });
  }
}

/** Every scheduler change; afterwards the schedules and their delivery logs reload. */
export function useScheduleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all() }),
  });
}

/** Saves a delivery's archived file (or answers a link when the browser keeps it back). */
export async function downloadDelivery(
  scheduleId: string,
  delivery: { id: string; fileName: string | null },
): Promise<DirectLink | null> {
  const response = await apiFetchFile(
    `/api/admin/report-schedules/${encodeURIComponent(scheduleId)}/deliveries/${encodeURIComponent(delivery.id)}/file`,
  );
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const blob = new Blob([await response.arrayBuffer()], { type });
  return saveBlob(blob, delivery.fileName ?? 'report');
}
