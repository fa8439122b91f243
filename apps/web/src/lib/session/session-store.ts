import type { ImpersonationData, SessionResponse, SessionUser } from '@connect/contracts/auth/auth.schemas';
import { useSyncExternalStore } from 'react';
import { setRequestCredentials } from '../request-headers';
import { checkedOrUndefined, impersonationDataCheck, sessionUserCheck } from '../startup-checks';
import { readStored, removeStored, writeStored } from '../storage';

/**
 * The session of spec 1 §3–§4, held in memory. The user and the impersonation data (and its key) are also
 * kept in browser storage so the shell can show at once after a reload; the access token lives in memory
 * only and comes back from the refresh cookie.
 *
 * - `signed-out`: nobody is signed in.
 * - `restoring`: a stored user exists and the access token is being fetched (POST /api/auth/refresh).
 * - `signed-in`: the access token is in memory; requests carry it.
 */
export type SessionStatus = 'signed-out' | 'restoring' | 'signed-in';

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  impersonation: ImpersonationData | null;
  impersonationToken: string | null;
  accessToken: string | null;
  /** Epoch ms when the access token expires. */
  expiresAt: number;
};

/** The browser-storage keys the session owns; logout clears them all (spec 1 §4). */
export const sessionStorageKeys = {
  user: 'session.user',
  impersonation: 'session.impersonation',
  impersonationKey: 'session.impersonationKey',
  selectedCompany: 'selectedCompany',
  locale: 'locale',
  timezone: 'timezone',
} as const;

function initialState(): SessionState {
  const user = checkedOrUndefined(sessionUserCheck, readStored(sessionStorageKeys.user));
  if (!user) {
    return {
      status: 'signed-out',
      user: null,
      impersonation: null,
      impersonationToken: null,
      accessToken: null,
      expiresAt: 0,
    };
  }
  const impersonation = checkedOrUndefined(impersonationDataCheck, readStored(sessionStorageKeys.impersonation));
  const impersonationToken = readStored<string>(sessionStorageKeys.impersonationKey);
  const impersonating =
    impersonation !== undefined && typeof impersonationToken === 'string' && impersonation.expiresAt > Date.now();
  return {
    status: 'restoring',
    user,
    impersonation: impersonating ? impersonation : null,
    impersonationToken: impersonating ? impersonationToken : null,
    accessToken: null,
    expiresAt: 0,
  };
}

let state: SessionState = initialState();
const listeners = new Set<() => void>();

function persist(next: SessionState): void {
  if (next.user) writeStored(sessionStorageKeys.user, next.user);
  else removeStored(sessionStorageKeys.user);
  if (next.impersonation && next.impersonationToken) {
    writeStored(sessionStorageKeys.impersonation, next.impersonation);
    writeStored(sessionStorageKeys.impersonationKey, next.impersonationToken);
  } else {
    removeStored(sessionStorageKeys.impersonation);
    removeStored(sessionStorageKeys.impersonationKey);
  }
  const company = next.impersonation ? next.impersonation.selectedCompanyCode : next.user?.selectedCompany;
  if (company) writeStored(sessionStorageKeys.selectedCompany, company);
  else removeStored(sessionStorageKeys.selectedCompany);
}

function setState(next: SessionState): void {
  state = next;
  persist(next);
  setRequestCredentials({
    accessToken: next.accessToken ?? undefined,
    impersonationKey: next.impersonationToken ?? undefined,
  });
  listeners.forEach((listener) => listener());
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies a SessionResponse (login, refresh, company change, end of impersonation). The impersonation key
 * is not part of the answer: the one we hold is kept while the server still reports an impersonation, and
 * a new one is passed when impersonation starts.
 */
export function applySessionResponse(response: SessionResponse, impersonationToken?: string | null): void {
  const token = impersonationToken !== undefined ? impersonationToken : state.impersonationToken;
  const impersonating = Boolean(response.impersonation && token);
  setState({
    status: 'signed-in',
    user: response.user,
    impersonation: impersonating ? response.impersonation : null,
    impersonationToken: impersonating ? token : null,
    accessToken: response.accessToken,
    expiresAt: response.expiresAt,
  });
  writeStored(sessionStorageKeys.locale, response.user.locale);
  writeStored(sessionStorageKeys.timezone, response.user.timezone);
}

export function applyImpersonation(data: ImpersonationData, token: string): void {
  setState({ ...state, impersonation: data, impersonationToken: token });
}

export function clearImpersonation(): void {
  setState({ ...state, impersonation: null, impersonationToken: null });
}

/** Forgets everything the session kept (spec 1 §4): user, impersonation data and key, company, locale, zone. */
export function clearSession(): void {
  setState({
    status: 'signed-out',
    user: null,
    impersonation: null,
    impersonationToken: null,
    accessToken: null,
    expiresAt: 0,
  });
  for (const key of Object.values(sessionStorageKeys)) removeStored(key);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}

/** Who the portal acts as: the impersonated customer while impersonating, else the signed-in user. */
export type EffectiveUser = {
  displayName: string;
  email: string;
  permissions: string[];
  selectedCompany: string | null;
  personId: string | null;
  companyGroup: SessionUser['companyGroup'];
  /** The signed-in user is an admin and is not impersonating. */
  admin: boolean;
  /** The signed-in user is staff (admin or employee), whatever they are doing. */
  staff: boolean;
  impersonating: boolean;
};

export function effectiveUser(session: Pick<SessionState, 'user' | 'impersonation'>): EffectiveUser | null {
  const { user, impersonation } = session;
  if (!user) return null;
  const staff = user.admin || user.userType === 'EMPLOYEE';
  if (impersonation) {
    return {
      displayName: impersonation.displayName,
      email: impersonation.email,
      permissions: impersonation.permissions,
      selectedCompany: impersonation.selectedCompanyCode,
      personId: null,
      companyGroup: impersonation.companyGroup,
      admin: false,
      staff,
      impersonating: true,
    };
  }
  return {
    displayName: user.displayName,
    email: user.email,
    permissions: user.permissions,
    selectedCompany: user.selectedCompany,
    personId: user.personId,
    companyGroup: user.companyGroup,
    admin: user.admin,
    staff,
    impersonating: false,
  };
}
