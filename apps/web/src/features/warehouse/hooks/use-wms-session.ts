import { hasPermission } from '@/lib/permissions';
import { effectiveUser, useSession } from '@/lib/session/session-store';

/** Who is looking at the warehouse: the forwarder's staff (acting as themselves), and who may create orders. */
export function useWmsSession() {
  const session = useSession();
  const user = effectiveUser(session);
  const staff = Boolean(user?.staff) && !user?.impersonating;
  const company = user?.selectedCompany ?? null;
  const canCreate =
    !staff && company !== null && hasPermission(user?.permissions ?? [], `inoutOrderCreation_${company}`);
  return { staff, canCreate, company };
}
