import type { GuestSession } from '@connect/contracts/billing/payments.schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, isApiError } from '@/lib/api-client';
import {
  clearGuestSession,
  exchangeGuestLink,
  readGuestSession,
  restoreSessionCredentials,
  storeGuestSession,
  type GuestLink,
} from '../api/guest-session';

export type GuestState =
  | { kind: 'exchanging'; link: GuestLink }
  /** On the server (decision 112): the tab's stored session is unknown there, so the page shows it is opening. */
  | { kind: 'checking' }
  | { kind: 'ready'; session: GuestSession }
  | { kind: 'invalid' }
  /** Every invoice of the link is paid: the link has ended (issue #15). */
  | { kind: 'paid' }
  | { kind: 'failed'; message: string };

const linkKeys = ['id', 'companyCode', 'invoices'] as const;

/** From the address: a whole link to exchange, the tab's stored session when there is no link, or 'invalid url'. */
function initialState(params: URLSearchParams): GuestState {
  const values = linkKeys.map((key) => (params.get(key) ?? '').trim());
  const [id = '', companyCode = '', invoices = ''] = values;
  if (values.every((value) => value !== '')) return { kind: 'exchanging', link: { id, companyCode, invoices } };
  if (values.some((value) => value !== '')) return { kind: 'invalid' };
  if (typeof window === 'undefined') return { kind: 'checking' };
  const stored = readGuestSession();
  return stored ? { kind: 'ready', session: stored } : { kind: 'invalid' };
}

/**
 * The guest mode of spec 1: a 'Pay invoice' link (id, companyCode, invoices) is exchanged once for a guest session,
 * which is kept for this tab (sessionStorage, until it expires) and sent as x-req-key; the address is replaced by
 * `cleanPath` so no key stays in the address bar or the history. A missing parameter or a refused link is
 * 'invalid url'. The link works only in the browser that opened it first (the server's device cookie) and ends once
 * its invoices are paid ('Invoice already paid'). Leaving the guest screens gives the requests back their signed-in
 * credentials (if any).
 */
export function useGuestSession(cleanPath: string): GuestState {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, setState] = useState<GuestState>(() => initialState(params));
  const started = useRef(false);
  const hadLink = linkKeys.some((key) => params.has(key));
  const clean = useRef(!hadLink);

  useEffect(() => () => restoreSessionCredentials(), []);

  useEffect(() => {
    // A link that cannot be used leaves the address bar at once too.
    if (!clean.current && state.kind !== 'exchanging') {
      clean.current = true;
      navigate(cleanPath, { replace: true });
    }
  }, [state.kind, navigate, cleanPath]);

  useEffect(() => {
    if (state.kind !== 'exchanging' || started.current) return;
    started.current = true;
    exchangeGuestLink(state.link).then(
      (session) => {
        storeGuestSession(session);
        setState({ kind: 'ready', session });
      },
      (error: unknown) => {
        clearGuestSession();
        if (isApiError(error, 'GUEST_INVALID', 'ACCESS_DENIED', 'VALIDATION_FAILED', 'NOT_FOUND'))
          setState({ kind: 'invalid' });
        else if (isApiError(error, 'GUEST_LINK_PAID')) setState({ kind: 'paid' });
        // GUEST_LINK_IN_USE (opened on another device first) and others: the server's words.
        else setState({ kind: 'failed', message: error instanceof ApiError ? error.message : t('billing.loadFailed') });
      },
    );
  }, [state, t]);

  return state;
}
