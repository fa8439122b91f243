import {
  analyticsSchema,
  type AnalyticsFormat,
  type AnalyticsPeriod,
} from '@connect/contracts/analytics/analytics.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetchFile, apiRequest } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/analytics/kpis: every KPI of the selected company over the period (decision 068). */
export function useAnalytics(period: AnalyticsPeriod, sessionKey: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...reportKeys.all, 'analytics', sessionKey, period] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/analytics/kpis', { query: { period }, schema: analyticsSchema, loader: false, signal }),
  });
}

/** The file of an answer, named as the server names it (`Content-Disposition`), else the fallback. */
async function namedFile(response: Response, fallback: string): Promise<{ blob: Blob; fileName: string }> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const fileName = star ? decodeURIComponent(star) : (plain ?? fallback);
  return { blob: await response.blob(), fileName };
}

/** GET /api/analytics/export: the page as xlsx (one sheet per table), CSV or PDF, with the server's file name. */
export async function downloadAnalytics(
  period: AnalyticsPeriod,
  format: AnalyticsFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const query = new URLSearchParams({ period, format, report: 'analytics' });
  return namedFile(await apiFetchFile(`/api/analytics/export?${query.toString()}`), `analytics.${format}`);
}

/** GET /api/analytics/qbr: the quarterly business review of the selected company as one PDF. */
export async function downloadQuarterlyReview(quarter: string): Promise<{ blob: Blob; fileName: string }> {
  const query = new URLSearchParams({ quarter });
  return namedFile(await apiFetchFile(`/api/analytics/qbr?${query.toString()}`), `qbr-${quarter}.pdf`);
}
