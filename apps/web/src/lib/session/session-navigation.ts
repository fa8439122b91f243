/**
 * Navigation for the session layer, which lives below the router: the app registers the router's navigate
 * function at start-up. Until then (and in tests) a plain page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function registerNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

const returnKey = 'connect.returnTo';

/** A path inside the portal (no scheme, no protocol-relative `//host`), so a return address cannot leave it. */
export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !value.startsWith('/u/login') &&
    value.length <= 2000
  );
}

/** Remembers where an unauthenticated visitor wanted to go, for after login (spec 1 §2). */
export function rememberReturnPath(path: string): void {
  if (!isSafeReturnPath(path)) return;
  try {
    window.sessionStorage.setItem(returnKey, path);
  } catch {
    // storage disabled: the user lands on the home page instead
  }
}

export function takeReturnPath(): string | undefined {
  try {
    const value = window.sessionStorage.getItem(returnKey);
    window.sessionStorage.removeItem(returnKey);
    return isSafeReturnPath(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

let pending: { to: string; until: number } | null = null;

/**
 * A session change that moves the user on (login ends, impersonation starts or ends, logout) announces its
 * destination first: until the router gets there, the route guard holds still instead of judging the old
 * page by the new session (which would show a stray 'access denied' or remember the page being left).
 */
export function expectNavigation(to: string): void {
  pending = { to, until: Date.now() + 3_000 };
}

/** True while an announced navigation is under way and `pathname` is not yet its destination. */
export function isNavigationPending(pathname: string): boolean {
  if (!pending) return false;
  if (pathname === pending.to || Date.now() > pending.until) {
    pending = null;
    return false;
  }
  return true;
}
