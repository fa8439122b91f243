import { reportCatalogueSchema, reportEntrySchema } from '@connect/contracts/reports/reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/reports/catalogue: the reports this user may see, by category. */
export function useReportCatalogue(sessionKey: string) {
  return useQuery({
    queryKey: reportKeys.catalogue(sessionKey),
    queryFn: ({ signal }) =>
      apiRequest('/api/reports/catalogue', { schema: reportCatalogueSchema, loader: false, signal }),
  });
}

/** GET customer/user/reportData?top=3 (spec 1 §7): the user's most used reports. */
export function useTopReports(top: number, sessionKey: string, enabled = true) {
  return useQuery({
    queryKey: reportKeys.top(top, sessionKey),
    queryFn: ({ signal }) =>
      apiRequest('/api/customer/user/reportData', {
        query: { top },
        schema: z.array(reportEntrySchema),
        loader: false,
        signal,
      }),
    enabled,
  });
}

/** Notes in the report history that the user opened a catalogue report (never blocks opening it). */
export function recordReportOpened(reportId: string): void {
  void apiRequest(`/api/reports/${encodeURIComponent(reportId)}/opened`, {
    method: 'POST',
    schema: z.unknown(),
    loader: false,
  }).catch(() => undefined);
}
