import { useSession } from '../../../lib/session/session-store';

/** Who is looking: user, impersonated user and selected company, for the shipments' query keys. */
export function useShipmentSessionKey(): string {
  const session = useSession();
  return `${session.user?.userId ?? ''}:${session.impersonation?.userId ?? ''}:${
    session.impersonation?.selectedCompanyCode ?? session.user?.selectedCompany ?? ''
  }`;
}
