import { effectiveUser, useSession } from '@/lib/session/session-store';
import { tenantKeyOf } from '@/lib/session/tenant-key';

/**
 * Who is looking at the quotations: the session key for query keys, and whether this is the forwarder's staff
 * (acting as themselves), who answer every company's requests.
 */
export function useQuotationSession() {
  const session = useSession();
  const user = effectiveUser(session);
  return {
    sessionKey: tenantKeyOf(session),
    isStaff: Boolean(user?.staff) && !user?.impersonating,
  };
}
