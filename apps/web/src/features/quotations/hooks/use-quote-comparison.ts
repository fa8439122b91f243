import { hasPermission } from '@/lib/permissions';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useQuoteComparison } from '../api/quotations-api';
import { useQuotationSession } from './use-quotation-session';

/**
 * The shipment's quote comparison for those who may see it: the forwarder's staff, or a customer with both
 * `freight-manager` (the quote's figures) and `shipment` (the shipment). Nobody else asks the server.
 */
export function useShipmentQuoteComparison(shipmentId: string) {
  const { sessionKey, isStaff } = useQuotationSession();
  const permissions = effectiveUser(useSession())?.permissions ?? [];
  const allowed = isStaff || (hasPermission(permissions, 'freight-manager') && hasPermission(permissions, 'shipment'));
  const comparison = useQuoteComparison(shipmentId, sessionKey, allowed);
  return { isStaff, answer: allowed ? comparison.data : undefined };
}
