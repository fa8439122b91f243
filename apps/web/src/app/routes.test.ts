import { enUsStrings as en } from '@connect/contracts/i18n/en-us';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { decideRoute, findRoute, type GuardSession, loadAppRoutes } from './route-table';
import { appRoutes } from './routes';
import { notYetRoutes } from './routes/not-yet-routes';

// The signed-in areas' entries come on demand (decision 105).
beforeAll(() => loadAppRoutes());

/** Every route of spec 1 §2 (route prefixes, the /customer/ prefix, the home layout's paths). */
const specRoutes = [
  '/',
  '/search',
  '/my-profile',
  '/report-viewer',
  ...['login', 'dashboard', 'admin', 'invite', 'Message', 'localization'].map((p) => `/u/${p}`),
  ...['terms', 'privacy-statement', 'freight'].map((p) => `/legal/${p}`),
  ...['edi', 'connect', 'connect-feature-releases', 'api', 'about-us'].map((p) => `/documentation/${p}`),
  ...[
    'dashboard',
    'payment',
    'payment-confirmation',
    'invoice-details',
    'statements',
    'monthly-statement',
    'guest-mode-payment',
    'guest-mode-payment-confirmation',
  ].map((p) => `/billing/${p}`),
  ...[
    'dashboard',
    'inventory',
    'inventory-detail',
    'inbound-detail',
    'create-inbound-order',
    'outbound-detail',
    'create-outbound-order',
    'inbound-orders',
    'outbound-orders',
    'inbound-update/:id',
    'outbound-update/:id',
  ].map((p) => `/wms/${p}`),
  ...[
    'dashboard',
    'templates',
    'new-bookings',
    'edit-bookings',
    'bookings-details',
    'create-template',
    'clone-template',
    'edit-template',
  ].map((p) => `/booking/${p}`),
  '/shipment/dashboard',
  '/shipment/shipments-details',
  '/tracking/track',
  '/tracking/tracking-detail',
  '/tracking/search-result',
  '/invoices/dashboard',
  '/quotations/new',
  '/quotations/dashboard',
  '/quotations/receipt-detail',
  '/addressbook/addresses',
  '/warehousereceipt/dashboard',
  '/warehousereceipt/receipt-detail',
  ...['dashboard', 'calculator', 'quotations', 'quotation-detail'].map((p) => `/freight-manager/${p}`),
  '/report/dashboard',
  '/resources/dashboard',
  '/about-us',
  '/customer-profile',
  ...['shipments', 'bookings', 'bookings/new', 'track', 'invoices'].map((p) => `/customer/${p}`),
];

/** A dotted key of the en-US catalogue, or undefined. */
function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, en);
}

const customerWithout = (...missing: string[]): GuardSession => ({
  signedIn: true,
  admin: false,
  impersonating: false,
  permissions: ['shipment', 'billing', 'booking', 'addressbook'].filter((p) => !missing.includes(p)),
  selectedCompany: 'GCMEDS',
});
const employee: GuardSession = {
  signedIn: true,
  admin: false,
  impersonating: false,
  permissions: [],
  selectedCompany: null,
  staff: true,
};

describe('route registry', () => {
  it('gives every screen a title in the catalogue, a breadcrumb trail and an access rule', () => {
    for (const entry of appRoutes) {
      expect(typeof lookup(entry.titleKey), `${entry.path} title ${entry.titleKey}`).toBe('string');
      expect(Array.isArray(entry.trail), `${entry.path} trail`).toBe(true);
      expect(entry.access?.kind, `${entry.path} access`).toBeTruthy();
      expect(typeof entry.page, `${entry.path} page`).toBe('function');
      for (const crumb of entry.trail) {
        expect(typeof lookup(`breadcrumbs.${crumb.label}`), `${entry.path} crumb ${crumb.label}`).toBe('string');
      }
      if (entry.menu) expect(typeof lookup(entry.menu.labelKey), `${entry.path} menu`).toBe('string');
    }
  });

  it('holds every route of spec 1 §2, or lists it as not yet built', () => {
    const known = new Set([
      ...appRoutes.flatMap((entry) => [entry.path, ...(entry.aliases ?? [])]),
      ...notYetRoutes.map((route) => route.path),
    ]);
    const missing = specRoutes.filter((route) => !known.has(route));
    expect(missing).toEqual([]);
  });

  it('spells each path once: no path in two entries, no built screen still on the not-yet list', () => {
    const all = appRoutes.flatMap((entry) => [entry.path, ...(entry.aliases ?? [])]);
    expect(new Set(all).size).toBe(all.length);
    expect(notYetRoutes.filter((route) => all.includes(route.path))).toEqual([]);
  });

  it('finds an entry by its path or an alias, ignoring a trailing slash', () => {
    expect(findRoute('/customer/bookings/')?.path).toBe('/booking/dashboard');
    expect(findRoute(paths.billing.payment({ invoiceIds: ['a'] }).split('?')[0] ?? '')?.titleKey).toBe(
      'titles.payment',
    );
    expect(findRoute('/u/dashboard/')?.titleKey).toBe('adminHome.title');
    expect(findRoute('/warehousereceipt/dashboard/')?.titleKey).toBe('warehouseReceipts.pages.dashboard');
    expect(findRoute('/wms/inbound-update/0b5c5e2a-1f7e-4e0e-9a55-3f6d1c1e2a10/')?.titleKey).toBe(
      'warehouse.pages.updateInbound',
    );
  });
});

describe('path helpers', () => {
  it('build the links the screens open, parameters encoded', () => {
    expect(paths.bookings.details({ id: 'a b' })).toBe('/booking/bookings-details?id=a%20b');
    expect(paths.bookings.new()).toBe('/booking/new-bookings?id=0');
    expect(paths.bookings.new({ templateId: 't1' })).toBe('/booking/new-bookings?id=0&templateId=t1');
    expect(paths.billing.payment({ invoiceIds: ['1', '2/3'] })).toBe('/billing/payment?invoices=1,2%2F3');
    expect(paths.shipments.dashboard({ billno: 'HB 1' })).toBe('/shipment/dashboard?billno=HB%201');
    expect(paths.shipments.dashboard()).toBe('/shipment/dashboard');
  });
});

describe('route guard from the registry: modules the user lacks do not open by URL', () => {
  it('sends a customer without a module to / with access denied', () => {
    const denied = { kind: 'redirect', to: '/', notice: 'accessDenied' };
    expect(decideRoute('/booking/dashboard', customerWithout('booking'))).toEqual(denied);
    expect(decideRoute('/customer/bookings', customerWithout('booking'))).toEqual(denied);
    expect(decideRoute('/shipment/shipments-details', customerWithout('shipment'))).toEqual(denied);
    expect(decideRoute('/billing/payment', customerWithout('billing'))).toEqual(denied);
    expect(decideRoute('/addressbook/addresses', customerWithout('addressbook'))).toEqual(denied);
    expect(decideRoute('/booking/dashboard', customerWithout())).toEqual({ kind: 'allow' });
  });

  it('lets the forwarder’s employees review bookings but not open customer modules', () => {
    expect(decideRoute('/booking/dashboard', employee)).toEqual({ kind: 'allow' });
    expect(decideRoute('/booking/bookings-details', employee)).toEqual({ kind: 'allow' });
    expect(decideRoute('/booking/new-bookings', employee)).toMatchObject({ to: '/', notice: 'accessDenied' });
    expect(decideRoute('/shipment/dashboard', employee)).toMatchObject({ to: '/', notice: 'accessDenied' });
    expect(decideRoute('/', employee)).toEqual({ kind: 'allow' });
  });
});
