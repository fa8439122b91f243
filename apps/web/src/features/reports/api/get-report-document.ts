import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetchFile, apiRequest } from '@/lib/api-client';
import { saveBlob, type DirectLink } from '@/components/data-grid/export-kit/download';
import { pdfQueryOf, type ViewerRequest } from '../utils/viewer-request';
import { reportKeys } from './report-keys';

/** POST /api/Report/pdf (spec 1 §7): the document as the report service's HTML, in the selected company. */
export function getReportDocument(request: ViewerRequest, userId: string, signal?: AbortSignal): Promise<string> {
  return apiRequest('/api/Report/pdf', {
    method: 'POST',
    body: { user_id: userId, name: request.name, Parameters: request.Parameters },
    schema: z.string(),
    loader: false,
    signal,
  });
}

export function useReportDocument(request: ViewerRequest | null, userId: string, sessionKey: string) {
  return useQuery({
    queryKey: reportKeys.document(request, sessionKey),
    queryFn: ({ signal }) => getReportDocument(request as ViewerRequest, userId, signal),
    enabled: request !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/** GET /api/reports/pdf: the same document as PDF, saved under the server's file name. */
export async function downloadReportPdf(request: ViewerRequest): Promise<DirectLink | null> {
  const response = await apiFetchFile(`/api/reports/pdf?${pdfQueryOf(request)}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const fileName = encoded ? decodeURIComponent(encoded) : `${request.name}.pdf`;
  const blob = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
  return saveBlob(blob, fileName);
}
