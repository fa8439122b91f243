import { accountSummarySchema, type AccountSummary } from '@connect/contracts/billing/billing.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /api/invoice/accountSummary: what the selected company owes, its unpaid invoices and its credit. */
export function getAccountSummary(signal?: AbortSignal): Promise<AccountSummary> {
  return apiRequest('/api/invoice/accountSummary', { schema: accountSummarySchema, loader: false, signal });
}

export function useAccountSummary(sessionKey: string, enabled = true) {
  return useQuery({
    queryKey: billingKeys.summary(sessionKey),
    queryFn: ({ signal }) => getAccountSummary(signal),
    enabled,
  });
}
