import { statementSchema, type StatementQuery } from '@connect/contracts/billing/billing.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetchFile, apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

const queryOf = (request: StatementQuery): Record<string, string> =>
  'period' in request ? { period: request.period } : { year: String(request.year), month: String(request.month) };

/** GET /api/billing/statements: the selected company's statement of a period or a month. */
export function useStatement(request: StatementQuery | undefined, sessionKey: string) {
  return useQuery({
    queryKey: [...billingKeys.all, 'statement', sessionKey, request ?? {}],
    queryFn: ({ signal }) =>
      apiRequest('/api/billing/statements', {
        query: queryOf(request ?? { period: 'YTD' }),
        schema: statementSchema,
        loader: false,
        signal,
      }),
    enabled: Boolean(request),
  });
}

/** The same statement as PDF (report billing_statement), read with the session's credentials. */
export async function fetchStatementPdf(request: StatementQuery): Promise<Blob> {
  const response = await apiFetchFile(
    `/api/billing/statements/pdf?${new URLSearchParams(queryOf(request)).toString()}`,
  );
  return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
}
