import {
  guestSessionSchema,
  listInvoicesResponseSchema,
  type GuestSession,
  type ListInvoicesResponse,
} from '@connect/contracts/billing/payments.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setRequestCredentials } from '@/lib/request-headers';
import { getSessionState } from '@/lib/session/session-store';
import { billingKeys } from './billing-keys';

/** The query parameters of a 'Pay invoice' link (spec 1 guest mode: id, companyCode, invoices). */
export type GuestLink = { id: string; companyCode: string; invoices: string };

/** Where the guest session is kept for this tab only, so a reload of the cleaned address keeps it until it expires. */
export const guestSessionStorageKey = 'connect.billing.guestSession';

/** POST /api/guest/session: the link becomes a short-lived guest session (403 'invalid url' otherwise). */
export function exchangeGuestLink(link: GuestLink): Promise<GuestSession> {
  return apiRequest('/api/guest/session', {
    method: 'POST',
    body: link,
    schema: guestSessionSchema,
    bypassSessionCheck: true,
  });
}

/** The guest session of this tab, while it has not expired. */
export function readGuestSession(now = Date.now()): GuestSession | null {
  try {
    const raw = window.sessionStorage.getItem(guestSessionStorageKey);
    if (raw === null) return null;
    const parsed = guestSessionSchema.safeParse(JSON.parse(raw));
    if (parsed.success && Date.parse(parsed.data.expiresAt) > now) return parsed.data;
    window.sessionStorage.removeItem(guestSessionStorageKey);
    return null;
  } catch {
    return null;
  }
}

export function storeGuestSession(session: GuestSession): void {
  try {
    window.sessionStorage.setItem(guestSessionStorageKey, JSON.stringify(session));
  } catch {
    // Without storage the session lasts as long as the page: a reload needs the link again.
  }
}

export function clearGuestSession(): void {
  try {
    window.sessionStorage.removeItem(guestSessionStorageKey);
  } catch {
    // see storeGuestSession
  }
}

/** Requests from now on carry the guest's key (x-req-key) and nothing else. */
export function applyGuestKey(guestToken: string): void {
  setRequestCredentials({ guestKey: guestToken });
}

/** Back to the signed-in session's credentials (if any) when the guest screens are left. */
export function restoreSessionCredentials(): void {
  const state = getSessionState();
  setRequestCredentials({
    accessToken: state.accessToken ?? undefined,
    impersonationKey: state.impersonationToken ?? undefined,
  });
}

/** GET /api/guest/invoices: the invoices of the link, and nothing else. */
export function getGuestInvoices(guestToken: string, signal?: AbortSignal): Promise<ListInvoicesResponse> {
  applyGuestKey(guestToken);
  return apiRequest('/api/guest/invoices', {
    query: { pageSize: 50 },
    schema: listInvoicesResponseSchema,
    loader: false,
    signal,
    bypassSessionCheck: true,
  });
}

export function useGuestInvoices(guestToken: string | undefined) {
  return useQuery({
    queryKey: billingKeys.guestInvoices(guestToken ?? ''),
    queryFn: ({ signal }) => getGuestInvoices(guestToken ?? '', signal),
    enabled: Boolean(guestToken),
  });
}
