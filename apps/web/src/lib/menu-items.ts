import { hasPermission } from './permissions';

/**
 * The side menu of spec 1 §6 as data: label key, link, order, who sees it. `built` marks the items whose
 * screens exist; later issues flip it when they add their routes, so the menu never links to nowhere.
 */
export type MenuIcon =
  | 'home'
  | 'booking'
  | 'shipment'
  | 'billing'
  | 'wms'
  | 'tracking'
  | 'quotation'
  | 'report'
  | 'addressbook'
  | 'warehousereceipt'
  | 'users'
  | 'message'
  | 'localization';

export type MenuItem = {
  key: string;
  labelKey: string;
  link: string;
  order: number;
  icon: MenuIcon;
  /** Who sees it: everyone signed in, by permission, admins, or only visitors who are not signed in. */
  visibility:
    | { kind: 'always' }
    | { kind: 'permission'; permission: string; alsoStaff?: boolean }
    | { kind: 'admin' }
    | { kind: 'public' };
  built: boolean;
};

export const menuItems: readonly MenuItem[] = [
  {
    key: 'home',
    labelKey: 'menu.home',
    link: '/',
    order: 1,
    icon: 'home',
    visibility: { kind: 'always' },
    built: true,
  },
  {
    key: 'bookings',
    labelKey: 'menu.bookings',
    link: '/booking/dashboard',
    order: 2,
    icon: 'booking',
    // The forwarder's employees review every company's bookings from the same screen.
    visibility: { kind: 'permission', permission: 'booking', alsoStaff: true },
    built: true,
  },
  {
    key: 'shipments',
    labelKey: 'menu.shipments',
    link: '/shipment/dashboard',
    order: 3,
    icon: 'shipment',
    visibility: { kind: 'permission', permission: 'shipment' },
    built: true,
  },
  {
    key: 'billings',
    labelKey: 'menu.billings',
    link: '/billing/dashboard',
    order: 4,
    icon: 'billing',
    visibility: { kind: 'permission', permission: 'billing' },
    built: true,
  },
  {
    key: 'wms',
    labelKey: 'menu.wms',
    link: '/wms/dashboard',
    order: 5,
    icon: 'wms',
    visibility: { kind: 'permission', permission: 'wms' },
    built: false,
  },
  {
    key: 'tracking',
    labelKey: 'menu.tracking',
    link: '/tracking/track',
    order: 6,
    icon: 'tracking',
    visibility: { kind: 'public' },
    built: true,
  },
  {
    key: 'quotations',
    labelKey: 'menu.quotations',
    link: '/freight-manager/dashboard',
    order: 7,
    icon: 'quotation',
    visibility: { kind: 'permission', permission: 'freight-manager' },
    built: false,
  },
  {
    key: 'reports',
    labelKey: 'menu.reports',
    link: '/report/dashboard',
    order: 8,
    icon: 'report',
    visibility: { kind: 'permission', permission: 'report' },
    built: false,
  },
  {
    key: 'addressbook',
    labelKey: 'menu.addressBook',
    link: '/addressbook/addresses',
    order: 9,
    icon: 'addressbook',
    visibility: { kind: 'permission', permission: 'addressbook' },
    built: true,
  },
  {
    key: 'warehousereceipts',
    labelKey: 'menu.warehouseReceipts',
    link: '/warehousereceipt/dashboard',
    order: 10,
    icon: 'warehousereceipt',
    visibility: { kind: 'permission', permission: 'warehousereceipt' },
    built: false,
  },
  {
    key: 'message',
    labelKey: 'menu.message',
    link: '/u/Message',
    order: 10,
    icon: 'message',
    visibility: { kind: 'admin' },
    built: false,
  },
  {
    key: 'userManagement',
    labelKey: 'menu.userManagement',
    link: '/u/admin',
    order: 11,
    icon: 'users',
    visibility: { kind: 'admin' },
    built: true,
  },
  {
    key: 'localization',
    labelKey: 'menu.localization',
    link: '/u/localization',
    order: 12,
    icon: 'localization',
    visibility: { kind: 'admin' },
    built: false,
  },
];

export type MenuViewer = {
  signedIn: boolean;
  /** An admin who is not impersonating (an impersonating admin gets the customer's menu). */
  admin: boolean;
  permissions: readonly string[];
  /** An employee (or admin) acting as themselves. */
  staff?: boolean;
};

/** The items a viewer may see, in menu order; `includeUnbuilt` lists the ones whose screens are still to come. */
export function visibleMenuItems(
  viewer: MenuViewer,
  options: { includeUnbuilt?: boolean; items?: readonly MenuItem[] } = {},
): MenuItem[] {
  const items = options.items ?? menuItems;
  return items
    .filter((item) => options.includeUnbuilt || item.built)
    .filter((item) => {
      switch (item.visibility.kind) {
        case 'public':
          return !viewer.signedIn;
        case 'always':
          // An admin who is not impersonating lands on the admin page instead of home.
          return viewer.signedIn && !viewer.admin;
        case 'admin':
          return viewer.signedIn && viewer.admin;
        case 'permission':
          if (item.visibility.alsoStaff && viewer.staff && viewer.signedIn) return true;
          return viewer.signedIn && !viewer.admin && hasPermission(viewer.permissions, item.visibility.permission);
      }
    })
    .sort((a, b) => a.order - b.order);
}

/** Screens shown without the side menu (spec 1 §2): privacy statement, terms of use, tracking, invite. */
const menuHiddenRoutes = [
  '/legal/privacy-statement',
  '/legal/terms',
  '/tracking/track',
  '/tracking/tracking-detail',
  '/u/invite',
];

export function isMenuHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return menuHiddenRoutes.includes(path);
}
