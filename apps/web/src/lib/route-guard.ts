import { hasPermission } from './permissions';

/**
 * The route guard of spec 1 §2 as one pure decision, so every rule is tested without a browser.
 */
export type GuardSession = {
  signedIn: boolean;
  /** The signed-in user is an admin (whatever they are doing). */
  admin: boolean;
  impersonating: boolean;
  /** The permissions the portal acts with: the impersonated customer's while impersonating. */
  permissions: readonly string[];
  selectedCompany: string | null;
};

export type GuardDecision =
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      to: string;
      /** A notice to show ('access denied'). */
      notice?: 'accessDenied';
      /** Remember the requested address so the user returns to it after login. */
      remember?: boolean;
    };

const allow: GuardDecision = { kind: 'allow' };

function normalize(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

const openExact = new Set([
  '/u/login',
  '/u/invite',
  '/u/reset-password',
  '/billing/guest-mode-payment',
  '/billing/guest-mode-payment-confirmation',
  '/tracking/track',
  '/tracking/tracking-detail',
  // The list a public lookup shows when several shipments match: as open as the form that leads to it.
  '/tracking/search-result',
  '/legal/terms',
  '/legal/privacy-statement',
  '/legal/freight',
  '/about-us',
]);
const openPrefixes = ['/documentation/'];

/** Open without login (spec 1 §2): login, invite, password reset, guest payment, public tracking, legal, docs. */
export function isOpenRoute(pathname: string): boolean {
  const path = normalize(pathname);
  return openExact.has(path) || openPrefixes.some((prefix) => path.startsWith(prefix));
}

/** What an admin who is not impersonating may open (spec 1 §2, §6). */
export const adminWhitelist = [
  '/u/admin',
  '/u/Message',
  '/u/localization',
  '/resources/dashboard',
  '/report/dashboard',
  '/my-profile',
] as const;

/** Admin-only screens: user administration, messages and localization. */
const adminOnly = ['/u/admin', '/u/Message', '/u/localization'];

const orderChangeMarkers = ['inbound-create', 'inbound-update', 'outbound-create', 'outbound-update'];

function matches(path: string, routes: readonly string[]): boolean {
  const lower = path.toLowerCase();
  return routes.some((route) => {
    const r = route.toLowerCase();
    return lower === r || lower.startsWith(`${r}/`);
  });
}

/** Routes that also need a permission (resources: `resource`, reports: `report`); admins pass. */
const permissionRoutes: { route: string; permission: string }[] = [
  { route: '/resources/dashboard', permission: 'resource' },
  { route: '/report/dashboard', permission: 'report' },
];

export function decideRoute(pathname: string, session: GuardSession): GuardDecision {
  const path = normalize(pathname);

  // The invite screen never redirects: it is reachable signed in or not (spec 1 §2, "the guard returns false").
  if (path === '/u/invite') return allow;

  if (path === '/u/login') {
    if (!session.signedIn) return allow;
    return { kind: 'redirect', to: session.admin && !session.impersonating ? '/u/admin' : '/' };
  }

  if (isOpenRoute(path)) return allow;

  if (!session.signedIn) return { kind: 'redirect', to: '/u/login', remember: true };

  // Search paths are always allowed.
  if (path === '/search' || path.startsWith('/search/')) return allow;

  const actsAsAdmin = session.admin && !session.impersonating;

  if (actsAsAdmin) {
    if (path === '/') return { kind: 'redirect', to: '/u/admin' };
    if (!matches(path, adminWhitelist)) return { kind: 'redirect', to: '/u/admin', notice: 'accessDenied' };
    return allow;
  }

  if (matches(path, adminOnly)) return { kind: 'redirect', to: '/', notice: 'accessDenied' };

  for (const { route, permission } of permissionRoutes) {
    if (matches(path, [route]) && !hasPermission(session.permissions, permission)) {
      return { kind: 'redirect', to: '/', notice: 'accessDenied' };
    }
  }

  if (orderChangeMarkers.some((marker) => path.toLowerCase().includes(marker))) {
    const needed = `inoutOrderCreation_${session.selectedCompany ?? ''}`;
    if (!session.selectedCompany || !hasPermission(session.permissions, needed)) {
      return { kind: 'redirect', to: '/', notice: 'accessDenied' };
    }
  }

  return allow;
}
