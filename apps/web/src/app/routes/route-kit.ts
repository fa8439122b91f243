import type { ComponentType } from 'react';
import type { MenuKey, SectionKey, UiKey, UiStrings } from '@/lib/i18n-keys';
import type { MenuIcon } from '@/lib/navigation-context';
import { paths } from '@/lib/paths';

/**
 * The route registry's vocabulary (decision 016): what an entry holds, who may open it, and the helpers the
 * area files (`app/routes/<area>-routes.tsx`) build their entries with.
 */

/** Who may open a screen (spec 1 §2 guarding, §6 permissions). */
export type RouteAccess =
  /** Anyone, signed in or not (login-free pages of spec 1 §2). */
  | { kind: 'open' }
  /** The sign-in page: a signed-in user is taken home (admins to the admin page). */
  | { kind: 'signedOut' }
  /** Any signed-in user; `admin` lets an admin who is not impersonating open it too. */
  | { kind: 'signedIn'; admin?: boolean }
  /** A module permission (compared case-insensitively); `staff` also lets the forwarder's employees in. */
  | { kind: 'permission'; permission: string; staff?: boolean; admin?: boolean }
  /** Admins who are not impersonating (user administration, messages, localization). */
  | { kind: 'admin' }
  /** The forwarder's staff acting as themselves: employees, and admins who are not impersonating. */
  | { kind: 'staff' }
  /** `inoutOrderCreation_{selected company}` (warehouse order creation and update). */
  | { kind: 'orderCreation' };

export type RouteLayout = 'public' | 'open' | 'shell';

/** A crumb of spec 2 §2: a key under `breadcrumbs.`, linked unless it is the page itself. */
export type Crumb = { label: SectionKey<UiStrings['breadcrumbs']>; to?: string };

/** A side-menu entry of spec 1 §6. `public`: shown only to visitors who are not signed in. */
export type MenuEntry = { key: MenuKey; labelKey: UiKey; order: number; icon: MenuIcon; public?: boolean };

export type LazyPage = () => Promise<{ Component: ComponentType }>;

export type RouteEntry = {
  path: string;
  /** Other paths of the same screen (the `/customer/...` prefix of spec 1 §2). */
  aliases?: readonly string[];
  layout: RouteLayout;
  page: LazyPage;
  titleKey: UiKey;
  /** The breadcrumb trail; an empty list where spec 2 §2 gives the screen none. */
  trail: readonly Crumb[];
  access: RouteAccess;
  menu?: MenuEntry;
  /** Shown without the side menu (spec 1 §2: privacy statement, terms, track, tracking detail, invite). */
  hideMenu?: boolean;
};

/**
 * Screens of spec 1 §2 whose areas are still to be built (warehouse, quotations, reports, resources, admin
 * messages and localization, receipts): their access rule and menu entry are known from the spec; each later
 * issue moves its entries into `appRoutes` with a page, a title and a trail.
 */
export type PlannedRoute = { path: string; access: RouteAccess; menu?: MenuEntry; trail?: readonly Crumb[] };

export const crumbs = {
  home: { label: 'home', to: paths.home.path },
  bookings: { label: 'bookings', to: paths.bookings.dashboard.path },
  templates: { label: 'templates', to: paths.bookings.templates.path },
  shipments: { label: 'shipments', to: paths.shipments.dashboard.path },
  billing: { label: 'billing', to: paths.billing.dashboard.path },
  statements: { label: 'statements', to: paths.billing.statements.path },
  inventory: { label: 'inventory', to: '/wms/inventory' },
  inbound: { label: 'inboundOrders', to: '/wms/inbound-orders' },
  outbound: { label: 'outboundOrders', to: '/wms/outbound-orders' },
  quotations: { label: 'freightQuotations', to: '/freight-manager/quotations' },
} satisfies Record<string, Crumb>;
export const here = (label: Crumb['label']): Crumb => ({ label });

export const open: RouteAccess = { kind: 'open' };
export const signedIn: RouteAccess = { kind: 'signedIn' };
export const staff: RouteAccess = { kind: 'staff' };
export const permission = (name: string, options: { staff?: boolean; admin?: boolean } = {}): RouteAccess => ({
  kind: 'permission',
  permission: name,
  ...options,
});

/** A page module's named component, loaded when the route is first visited. */
export function lazy<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return () => load().then((module) => ({ Component: pick(module) }));
}
