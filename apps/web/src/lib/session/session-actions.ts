import type { SessionResponse } from '@connect/contracts/auth/auth.schemas';
import type { ImpersonateResponse } from '@connect/contracts/impersonation/impersonation.schemas';
import i18next from 'i18next';
import { abortPendingRequests, ApiError, onApiError, onUnauthorized, setBeforeRequest } from '../api-client';
import { notifyInfo } from '../notify';
import { queryClient } from '../query-client';
import { endImpersonationRequest } from './api/end-impersonation';
import { logoutSession } from './api/logout-session';
import { refreshSession } from './api/refresh-session';
import { updateClaims } from './api/update-claims';
import { updateSelectedCompany } from './api/update-selected-company';
import { expectNavigation, navigateTo } from './session-navigation';
import {
  applyImpersonation,
  applySessionResponse,
  clearImpersonation,
  clearSession,
  getSessionState,
  sessionStorageKeys,
} from './session-store';
import { paths } from '../paths';

/** Renew this long before the access token expires (spec 1 §4: "the token is refreshed when read"). */
export const renewBeforeMs = 60_000;
const retryAfterFailureMs = 30_000;

let renewTimer: ReturnType<typeof setTimeout> | undefined;
let impersonationTimer: ReturnType<typeof setTimeout> | undefined;
let renewing: Promise<void> | null = null;
let loggingOut = false;
/** Set while the company or the impersonation changes; resolves to whether the change went through. */
let identityChange: Promise<boolean> | null = null;
let lastActivityAt = 0;
let lastRenewAt = 0;

/** The idle watcher reports user activity; the next renewal then also tells the server the user is active. */
export function noteActivity(): void {
  lastActivityAt = Date.now();
}

/** Refresh-cookie rotation must not race between tabs: a reused refresh token ends the session. */
async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  return locks.request('connect-session-refresh', run);
}

function scheduleRenewal(): void {
  if (renewTimer !== undefined) clearTimeout(renewTimer);
  renewTimer = undefined;
  const { status, expiresAt } = getSessionState();
  if (status !== 'signed-in') return;
  const delay = Math.max(5_000, expiresAt - renewBeforeMs - Date.now());
  renewTimer = setTimeout(() => void renewSession().catch(() => undefined), delay);
}

function scheduleImpersonationEnd(): void {
  if (impersonationTimer !== undefined) clearTimeout(impersonationTimer);
  impersonationTimer = undefined;
  const { impersonation } = getSessionState();
  if (!impersonation) return;
  // Impersonation ends by itself after 60 minutes (the server refuses the key after that).
  const delay = Math.min(Math.max(0, impersonation.expiresAt - Date.now()), 2_147_000_000);
  impersonationTimer = setTimeout(() => void impersonationEnded(), delay);
}

function afterSessionChange(): void {
  scheduleRenewal();
  scheduleImpersonationEnd();
}

/**
 * A new access token. While the user has been active since the last renewal (and the token is still good),
 * the authenticated claims call renews it and counts as activity on the server; otherwise the refresh cookie.
 */
export function renewSession(): Promise<void> {
  if (renewing) return renewing;
  renewing = (async () => {
    const { accessToken, expiresAt, status } = getSessionState();
    if (status === 'signed-out') return;
    const tokenGood = Boolean(accessToken) && expiresAt - Date.now() > 10_000;
    const active = lastActivityAt > lastRenewAt;
    try {
      const response = tokenGood && active ? await updateClaims() : await withRefreshLock(refreshSession);
      lastRenewAt = Date.now();
      if (getSessionState().status === 'signed-out') return;
      applySessionResponse(response);
      afterSessionChange();
    } catch (error) {
      // 401 already ended the session (onUnauthorized); anything else: try again a little later.
      if (!(error instanceof ApiError && error.logout) && getSessionState().status === 'signed-in') {
        if (renewTimer !== undefined) clearTimeout(renewTimer);
        renewTimer = setTimeout(() => void renewSession().catch(() => undefined), retryAfterFailureMs);
      }
      throw error;
    }
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** After login: keep the session, start the renewal timer. */
export function beginSession(response: SessionResponse): void {
  lastRenewAt = Date.now();
  applySessionResponse(response, null);
  afterSessionChange();
}

/** On page load with a stored user: the refresh cookie gives back an access token. */
export async function restoreSession(): Promise<void> {
  if (getSessionState().status !== 'restoring') return;
  await renewSession().catch(() => undefined);
}

export type LogoutOptions = {
  /**
   * Go to /u/login (default). False when the session ended under the user (401, another tab): the route
   * guard then sends a guarded page to /u/login and remembers it, and an open page stays where it is.
   */
  navigate?: boolean;
  /** Tell the server (default); false when another tab already did. */
  callServer?: boolean;
};

/**
 * Logout of spec 1 §4: ends the session on the server, clears impersonation data and key, user, selected
 * company, locale and time zone from storage, forgets cached data and goes to /u/login.
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  try {
    if (renewTimer !== undefined) clearTimeout(renewTimer);
    if (impersonationTimer !== undefined) clearTimeout(impersonationTimer);
    renewTimer = undefined;
    impersonationTimer = undefined;
    // Nothing of this session may answer after it ends (a 401 would show "session ended" to someone who chose to
    // leave): queries go back to their last data, other calls are aborted, new ones refused until signed out.
    await queryClient.cancelQueries();
    abortPendingRequests();
    if (options.callServer !== false) await logoutSession().catch(() => undefined);
    if (options.navigate !== false) expectNavigation(paths.session.login());
    clearSession();
    queryClient.clear();
    if (options.navigate !== false) navigateTo(paths.session.login(), { replace: true });
  } finally {
    loggingOut = false;
  }
}

/** Staff picked a user: keep the key and data, act as the customer from the home page on. */
export function startImpersonation(response: ImpersonateResponse): void {
  const data = response.ImpersonateUserData;
  expectNavigation(paths.home());
  applyImpersonation(
    {
      userId: data.UserId,
      email: data.Email,
      displayName: data.DisplayName,
      selectedCompanyCode: data.SelectedCompanyCode,
      permissions: data.Permissions,
      reportUrl: data.ReportUrl,
      companyGroup: data.CompanyGroup,
      userType: data.UserType,
      expiresAt: data.ExpiresAt,
    },
    response.ImpersonateJwtToken,
  );
  scheduleImpersonationEnd();
  queryClient.clear();
  navigateTo(paths.home(), { replace: true });
}

function staffHome(): string {
  return getSessionState().user?.admin ? paths.admin.users() : paths.home();
}

/** End Impersonation: the server ends it, the staff member acts as themselves again on the admin page. */
export async function endImpersonation(): Promise<void> {
  // The customer's reads in flight would be answered for the staff member once it has ended (a widget's 403).
  await whileServerIdentityChanges(async () => {
    const response = await endImpersonationRequest();
    const home = response.user.admin ? paths.admin.users() : paths.home();
    expectNavigation(home);
    applySessionResponse(response, null);
    afterSessionChange();
    queryClient.clear();
    navigateTo(home, { replace: true });
  });
}

/** The key expired or the server refused it: drop it locally and go back to the staff pages. */
async function impersonationEnded(): Promise<void> {
  if (!getSessionState().impersonation) return;
  expectNavigation(staffHome());
  clearImpersonation();
  if (impersonationTimer !== undefined) clearTimeout(impersonationTimer);
  impersonationTimer = undefined;
  queryClient.clear();
  notifyInfo(i18next.t('impersonation.ended'));
  navigateTo(staffHome(), { replace: true });
  await endImpersonationRequest()
    .then((response) => {
      applySessionResponse(response, null);
      afterSessionChange();
    })
    .catch(() => undefined);
}

/**
 * Runs a change of whom the server answers for (the selected company, which the server keeps; the end of an
 * impersonation). A read of the identity being left that reached the server after the change would be answered for
 * the new one (a widget's 403 where the new identity lacks its area): reads in flight are cancelled first (their
 * queries keep their data) and reads that start during the change are dropped; if the change fails they go on.
 */
async function whileServerIdentityChanges(change: () => Promise<void>): Promise<void> {
  let settle: (switched: boolean) => void = () => undefined;
  identityChange = new Promise<boolean>((resolve) => (settle = resolve));
  let switched = false;
  try {
    await queryClient.cancelQueries();
    await change();
    switched = true;
  } finally {
    identityChange = null;
    settle(switched);
  }
}

/** Company change of spec 1 §4: saved, new token, every query refetched for the new company. */
export async function changeSelectedCompany(companyCode: string): Promise<void> {
  await whileServerIdentityChanges(async () => {
    const response = await updateSelectedCompany(companyCode);
    applySessionResponse(response);
    afterSessionChange();
  });
  await queryClient.resetQueries();
}

/** Wires the session into the API client and other tabs; called once at start-up. */
export function installSession(): () => void {
  setBeforeRequest(async (method) => {
    if (loggingOut) throw new DOMException('The session is ending', 'AbortError');
    // A read that starts while the company or the impersonation changes belongs to the identity being left: the
    // server already answers for the new one, and the change refetches everything anyway.
    if (identityChange && method === 'GET' && (await identityChange)) {
      throw new DOMException('Whom the server answers for changed', 'AbortError');
    }
    const { status, expiresAt } = getSessionState();
    if (status === 'restoring' || (status === 'signed-in' && expiresAt - Date.now() < renewBeforeMs)) {
      await renewSession().catch(() => undefined);
    }
  });
  const offUnauthorized = onUnauthorized((error) => {
    if (getSessionState().status === 'signed-out') return; // a wrong password, not a session
    notifyInfo(error.message);
    void logout({ navigate: false });
  });
  const offError = onApiError((error) => {
    if (error.code === 'IMPERSONATION_ENDED') void impersonationEnded();
    // The company requires a second factor the user has not set up (#17): My Profile, where it is set up, first.
    if (error.code === 'auth/multi-factor-enrollment-required' && getSessionState().status === 'signed-in') {
      if (window.location.pathname !== paths.myProfile()) {
        notifyInfo(error.message);
        navigateTo(paths.myProfile(), { replace: true });
      }
    }
  });
  const onStorage = (event: StorageEvent) => {
    // Another tab signed out: follow it.
    if (event.key === `connect.${sessionStorageKeys.user}` && event.newValue === null) {
      if (getSessionState().status !== 'signed-out') void logout({ callServer: false, navigate: false });
    }
  };
  const onVisible = () => {
    const { status, expiresAt } = getSessionState();
    // Timers sleep with the laptop: renew at once when the page comes back with a stale token.
    if (document.visibilityState === 'visible' && status === 'signed-in' && expiresAt - Date.now() < renewBeforeMs) {
      void renewSession().catch(() => undefined);
    }
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  afterSessionChange();
  void restoreSession();
  return () => {
    setBeforeRequest(undefined);
    offUnauthorized();
    offError();
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
