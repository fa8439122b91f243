import {
  analyticsSchema,
  spendReportSchema,
  type AnalyticsFormat,
  type AnalyticsPeriod,
} from '@connect/contracts/analytics/analytics.schemas';
import { referenceListSchema } from '@connect/contracts/reference/reference.schemas';
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

/**
 * GET /api/analytics/spend: the spend report with the sender/receiver filter of spec 2 (decision 075); `query` is
 * the filter as query parameters, null while none is applied (no call).
 */
export function useSpendReport(query: Record<string, string> | null, sessionKey: string) {
  return useQuery({
    enabled: query !== null,
    queryKey: [...reportKeys.all, 'spend', sessionKey, query] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/analytics/spend', { query: query ?? {}, schema: spendReportSchema, loader: false, signal }),
  });
}

/** The filter's choices: a reference list's codes and names (carriers, countries, service levels). */
export function useFilterChoices(list: 'carriers' | 'countries' | 'service-levels') {
  return useQuery({
    queryKey: ['reference', list] as const,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(`/api/reference/${list}`, { schema: referenceListSchema, loader: false, signal });
      const seen = new Set<string>();
      return answer.items.flatMap((item) => {
        const code = typeof item.code === 'string' ? item.code : '';
        if (!code || seen.has(code)) return [];
        seen.add(code);
        const name = typeof item.name === 'string' ? item.name : code;
        return [{ value: code, label: name === code ? code : `${name} (${code})` }];
      });
    },
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

/** GET /api/analytics/spend/export: the filtered spend report as xlsx, CSV or PDF, with the filter it was made with. */
export async function downloadSpendReport(
  filter: Record<string, string>,
  format: AnalyticsFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const query = new URLSearchParams({ ...filter, format });
  return namedFile(await apiFetchFile(`/api/analytics/spend/export?${query.toString()}`), `spend.${format}`);
}
