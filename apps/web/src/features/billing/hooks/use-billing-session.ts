import { useConfiguration } from '@/lib/configuration-context';
import { hasPermission } from '@/lib/permissions';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { tenantKeyOf } from '@/lib/session/tenant-key';

/**
 * Who is looking at the billing screens: the session key for query keys (user, impersonation, selected company),
 * whether they may pay online (permission billingOnlinePymt) and whether partial payments are on.
 */
export function useBillingSession() {
  const session = useSession();
  const { features } = useConfiguration();
  const user = effectiveUser(session);
  const companyCode = user?.selectedCompany ?? null;
  return {
    sessionKey: tenantKeyOf(session),
    companyCode,
    canPay: hasPermission(user?.permissions ?? [], 'billingOnlinePymt'),
    partialAllowed: features.partialPayment,
  };
}
