import { useConfiguration } from '@/lib/configuration-context';
import { hasPermission } from '@/lib/permissions';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { tenantKeyOf } from '@/lib/session/tenant-key';

/**
 * Who is looking at the bookings: the session key for query keys (user, impersonation, selected company), the
 * selected company, what the customer may do, and whether this is the forwarder's staff reviewing.
 */
export function useBookingSession() {
  const session = useSession();
  const { forwarder } = useConfiguration();
  const user = effectiveUser(session);
  const companyCode = user?.selectedCompany ?? null;
  const permissions = user?.permissions ?? [];
  return {
    sessionKey: tenantKeyOf(session),
    companyCode,
    canBook: hasPermission(permissions, 'booking'),
    canQuickBook: hasPermission(permissions, 'quickBooking'),
    /** The customer's quotation screens need `freight-manager` (spec 1 §6). */
    canSeeQuotations: hasPermission(permissions, 'freight-manager'),
    /** Employees and admins acting as themselves review every company's submitted bookings. */
    isReviewer: Boolean(user?.staff) && !user?.impersonating,
    forwarderShortName: forwarder.shortName,
  };
}
