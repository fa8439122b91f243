import type { UiKey } from '../lib/i18n-keys';
import type { MenuViewer } from '../lib/navigation-context';
import { hasPermission } from '../lib/permissions';
import { paths } from '../lib/paths';
import { notYetRoutes } from './routes/not-yet-routes';
import { publicRoutes } from './routes/public-routes';
import type { Crumb, MenuEntry, PlannedRoute, RouteAccess, RouteEntry } from './routes/route-kit';

/**
 * Everything derived from the route registry (decision 016): page titles, breadcrumb trails, the side menu
 * and the route guard of spec 1 §2. Each is a pure function of a path (and the session), unit-tested.
 */

/** A path without its trailing slash ('/' stays '/', '' becomes '/'). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

const registered = new Set<RouteEntry>();
const byPath = new Map<string, RouteEntry>();
/** Entries whose path has a parameter segment (`/wms/inbound-update/:id`), matched segment by segment. */
const patternedRoutes: { entry: RouteEntry; pattern: RegExp }[] = [];
const plannedByPath = new Map<string, PlannedRoute>(notYetRoutes.map((route) => [route.path, route]));

/** Adds registry entries to the table (each once); the menu follows. */
function registerRoutes(entries: readonly RouteEntry[]): void {
  for (const entry of entries) {
    if (registered.has(entry)) continue;
    registered.add(entry);
    for (const path of [entry.path, ...(entry.aliases ?? [])]) byPath.set(path, entry);
    if (entry.path.includes('/:'))
      patternedRoutes.push({ entry, pattern: new RegExp(`^${entry.path.replace(/:[^/]+/g, '[^/]+')}$`) });
    if (entry.menu) appMenuItems.push({ ...entry.menu, link: entry.path, access: entry.access, available: true });
  }
}

let appRoutesLoad: Promise<readonly RouteEntry[]> | undefined;

/**
 * The whole registry (decision 105): the public pages' entries are in the table from the start; the signed-in
 * areas' entries (and their pages' loaders) come in one chunk of their own, loaded by the router before it first
 * goes to a path the public entries do not have, and by the tests that judge signed-in paths.
 */
export function loadAppRoutes(): Promise<readonly RouteEntry[]> {
  appRoutesLoad ??= import('./routes').then(({ appRoutes }) => {
    registerRoutes(appRoutes);
    return appRoutes;
  });
  return appRoutesLoad;
}

/** The registry entry of a path (or one of its aliases, or a path with a parameter segment). */
export function findRoute(pathname: string): RouteEntry | undefined {
  const path = normalizePath(pathname);
  return byPath.get(path) ?? patternedRoutes.find((p) => p.pattern.test(path))?.entry;
}

/**
 * The access rule of a path: its entry's, else that of a planned screen it is (or lies under, for
 * `inbound-update/{id}`), else none (an unknown path).
 */
function accessOf(path: string): RouteAccess | undefined {
  const entry = findRoute(path);
  if (entry) return entry.access;
  const lower = path.toLowerCase();
  for (const planned of notYetRoutes) {
    const route = planned.path.toLowerCase();
    if (lower === route || lower.startsWith(`${route}/`)) return planned.access;
  }
  return undefined;
}

// ---- Titles (spec 1 §2: the product name plus a page name from a route-to-title map)

export function titleKeyFor(pathname: string): UiKey | undefined {
  return findRoute(pathname)?.titleKey;
}

export function composeTitle(productName: string, pageName: string | undefined): string {
  return pageName ? `${productName} | ${pageName}` : productName;
}

// ---- Breadcrumbs (spec 2 §2)

/** The trail of a path; any path without one gets an empty trail. */
export function breadcrumbTrail(pathname: string): readonly Crumb[] {
  const path = normalizePath(pathname);
  return findRoute(path)?.trail ?? plannedByPath.get(path)?.trail ?? [];
}

// ---- Side menu (spec 1 §6)

export type MenuItem = MenuEntry & { link: string; access: RouteAccess; available: boolean };
export type { MenuViewer };

/** The menu entries of the registered screens (`registerRoutes`). */
const appMenuItems: MenuItem[] = [];
/** The menu entries of the areas still to be built (`available` false). */
const plannedMenuItems: readonly MenuItem[] = notYetRoutes.flatMap((route) =>
  route.menu ? [{ ...route.menu, link: route.path, access: route.access, available: false }] : [],
);
registerRoutes(publicRoutes);

function menuShows(item: MenuItem, viewer: MenuViewer): boolean {
  if (item.public) return !viewer.signedIn;
  if (!viewer.signedIn) return false;
  const access = item.access;
  switch (access.kind) {
    case 'admin':
      return viewer.admin;
    case 'permission':
      if (access.staff && viewer.staff) return true;
      return !viewer.admin && hasPermission(viewer.permissions, access.permission);
    default:
      // Home: an admin who is not impersonating lands on the admin page instead.
      return !viewer.admin;
  }
}

/** The items a viewer may see, in menu order; `includeNotYet` adds the areas whose screens are still to come. */
export function visibleMenuItems(viewer: MenuViewer, options: { includeNotYet?: boolean } = {}): MenuItem[] {
  return [...appMenuItems, ...plannedMenuItems]
    .filter((item) => (options.includeNotYet || item.available) && menuShows(item, viewer))
    .sort((a, b) => a.order - b.order);
}

/** Screens shown without the side menu (spec 1 §2): privacy statement, terms of use, tracking, invite. */
export function isMenuHidden(pathname: string): boolean {
  return findRoute(pathname)?.hideMenu === true;
}

// ---- Route guard (spec 1 §2 guarding)

export type GuardSession = {
  signedIn: boolean;
  /** The signed-in user is an admin (whatever they are doing). */
  admin: boolean;
  impersonating: boolean;
  /** The permissions the portal acts with: the impersonated customer's while impersonating. */
  permissions: readonly string[];
  selectedCompany: string | null;
  /** A forwarder's employee acting as themselves (reviews bookings). */
  staff?: boolean;
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
const denied = (to: string): GuardDecision => ({ kind: 'redirect', to, notice: 'accessDenied' });

/** Open without login (spec 1 §2): login, invite, password reset, guest payment, public tracking, legal, docs. */
export function isOpenRoute(pathname: string): boolean {
  const kind = accessOf(normalizePath(pathname))?.kind;
  return kind === 'open' || kind === 'signedOut';
}

/** Spec 1 §2: routes containing these need `inoutOrderCreation_{company}`, whatever else they are. */
const orderChangeMarkers = ['inbound-create', 'inbound-update', 'outbound-create', 'outbound-update'];

function mayCreateOrders(session: GuardSession): boolean {
  return (
    Boolean(session.selectedCompany) &&
    hasPermission(session.permissions, `inoutOrderCreation_${session.selectedCompany ?? ''}`)
  );
}

/** What an admin who is not impersonating may open (spec 1 §2, §6). */
function adminMayOpen(access: RouteAccess | undefined): boolean {
  if (!access) return false;
  if (access.kind === 'admin' || access.kind === 'staff') return true;
  return (access.kind === 'signedIn' || access.kind === 'permission') && access.admin === true;
}

export function decideRoute(pathname: string, session: GuardSession): GuardDecision {
  const path = normalizePath(pathname);
  const access = accessOf(path);

  if (access?.kind === 'open') return allow;
  if (access?.kind === 'signedOut') {
    if (!session.signedIn) return allow;
    return { kind: 'redirect', to: session.admin && !session.impersonating ? paths.admin.users() : paths.home() };
  }
  if (!session.signedIn) return { kind: 'redirect', to: paths.session.login(), remember: true };

  const actsAsAdmin = session.admin && !session.impersonating;
  if (actsAsAdmin) {
    if (path === paths.home.path) return { kind: 'redirect', to: paths.admin.users() };
    return adminMayOpen(access) ? allow : denied(paths.admin.users());
  }

  const home = paths.home();
  if (orderChangeMarkers.some((marker) => path.toLowerCase().includes(marker)) && !mayCreateOrders(session)) {
    return denied(home);
  }
  switch (access?.kind) {
    case 'admin':
      return denied(home);
    case 'staff':
      return session.staff ? allow : denied(home);
    case 'permission':
      if (access.staff && session.staff) return allow;
      return hasPermission(session.permissions, access.permission) ? allow : denied(home);
    case 'orderCreation':
      return mayCreateOrders(session) ? allow : denied(home);
    default:
      // Signed-in screens, and unknown paths (the router sends those to /u/login, and so home).
      return allow;
  }
}
