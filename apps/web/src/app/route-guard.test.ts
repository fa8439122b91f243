import { beforeAll, describe, expect, it } from 'vitest';
import { decideRoute, isOpenRoute, type GuardSession, loadAppRoutes } from './route-table';

// The signed-in areas' entries come on demand (decision 105).
beforeAll(() => loadAppRoutes());

const signedOut: GuardSession = {
  signedIn: false,
  admin: false,
  impersonating: false,
  permissions: [],
  selectedCompany: null,
};
const customer: GuardSession = {
  signedIn: true,
  admin: false,
  impersonating: false,
  permissions: ['shipment', 'billing', 'inoutOrderCreation_GCMEDS'],
  selectedCompany: 'GCMEDS',
};
const admin: GuardSession = {
  signedIn: true,
  admin: true,
  impersonating: false,
  permissions: [],
  selectedCompany: null,
};
const impersonatingAdmin: GuardSession = { ...customer, admin: true, impersonating: true };

describe('route guard', () => {
  it('opens login, invite, password reset, guest payment, tracking, legal and documentation without login', () => {
    for (const path of [
      '/u/login',
      '/u/invite',
      '/u/reset-password',
      '/billing/guest-mode-payment',
      '/billing/guest-mode-payment-confirmation',
      '/tracking/track',
      '/tracking/tracking-detail',
      '/tracking/search-result',
      '/legal/terms',
      '/legal/privacy-statement/',
      '/documentation/edi',
      '/documentation/api',
      '/about-us',
    ]) {
      expect(isOpenRoute(path), path).toBe(true);
      expect(decideRoute(path, signedOut), path).toEqual({ kind: 'allow' });
    }
  });

  it('sends an unauthenticated visitor to /u/login and remembers the address', () => {
    for (const path of ['/', '/my-profile', '/search', '/u/admin', '/wms/inbound-update/4']) {
      expect(decideRoute(path, signedOut), path).toEqual({ kind: 'redirect', to: '/u/login', remember: true });
    }
  });

  it('never redirects the invite screen, signed in or not', () => {
    expect(decideRoute('/u/invite', customer)).toEqual({ kind: 'allow' });
    expect(decideRoute('/u/invite', admin)).toEqual({ kind: 'allow' });
  });

  it('takes a signed-in user away from the login page', () => {
    expect(decideRoute('/u/login', customer)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/u/login', admin)).toEqual({ kind: 'redirect', to: '/u/admin' });
  });

  it('sends an admin at the root path to the admin page', () => {
    expect(decideRoute('/', admin)).toEqual({ kind: 'redirect', to: '/u/admin' });
    expect(decideRoute('', admin)).toEqual({ kind: 'redirect', to: '/u/admin' });
  });

  it('lets an admin who is not impersonating open only the whitelist, else access denied back to /u/admin', () => {
    for (const path of [
      '/u/admin',
      '/u/Message',
      '/u/localization',
      '/resources/dashboard',
      '/report/dashboard',
      '/my-profile',
    ]) {
      expect(decideRoute(path, admin), path).toEqual({ kind: 'allow' });
    }
    expect(decideRoute('/shipment/dashboard', admin)).toEqual({
      kind: 'redirect',
      to: '/u/admin',
      notice: 'accessDenied',
    });
    expect(decideRoute('/customer-profile', admin)).toMatchObject({ to: '/u/admin', notice: 'accessDenied' });
  });

  it('lets an impersonating admin act as the customer: home, customer pages, not the admin pages', () => {
    expect(decideRoute('/', impersonatingAdmin)).toEqual({ kind: 'allow' });
    expect(decideRoute('/shipment/dashboard', impersonatingAdmin)).toEqual({ kind: 'allow' });
    expect(decideRoute('/u/admin', impersonatingAdmin)).toEqual({
      kind: 'redirect',
      to: '/',
      notice: 'accessDenied',
    });
  });

  it('keeps customers out of the admin-only screens', () => {
    for (const path of ['/u/admin', '/u/Message', '/u/localization']) {
      expect(decideRoute(path, customer), path).toEqual({ kind: 'redirect', to: '/', notice: 'accessDenied' });
    }
  });

  it('opens resources and reports with their permission', () => {
    expect(decideRoute('/resources/dashboard', customer)).toMatchObject({ notice: 'accessDenied' });
    expect(decideRoute('/report/dashboard', customer)).toMatchObject({ notice: 'accessDenied' });
    const withBoth = { ...customer, permissions: ['RESOURCE', 'report'] };
    expect(decideRoute('/resources/dashboard', withBoth)).toEqual({ kind: 'allow' });
    expect(decideRoute('/report/dashboard', withBoth)).toEqual({ kind: 'allow' });
  });

  it('needs inoutOrderCreation_{selectedCompany} for order creation and update routes', () => {
    for (const path of [
      '/wms/inbound-update/12',
      '/wms/outbound-update/3',
      '/x/inbound-create',
      '/x/outbound-create',
    ]) {
      expect(decideRoute(path, customer), path).toEqual({ kind: 'allow' });
      expect(decideRoute(path, { ...customer, selectedCompany: 'LSCOMP' }), path).toEqual({
        kind: 'redirect',
        to: '/',
        notice: 'accessDenied',
      });
    }
    expect(decideRoute('/wms/inbound-update/1', { ...customer, permissions: ['INOUTORDERCREATION_gcmeds'] })).toEqual({
      kind: 'allow',
    });
    expect(decideRoute('/wms/inbound-update/1', { ...customer, selectedCompany: null })).toMatchObject({
      notice: 'accessDenied',
    });
  });

  it('always allows search paths to a signed-in user', () => {
    expect(decideRoute('/search', customer)).toEqual({ kind: 'allow' });
    expect(decideRoute('/search', admin)).toEqual({ kind: 'allow' });
  });

  it('allows ordinary pages to customers', () => {
    expect(decideRoute('/', customer)).toEqual({ kind: 'allow' });
    expect(decideRoute('/my-profile', customer)).toEqual({ kind: 'allow' });
  });

  it("opens the company default layout screen to the forwarder's staff only (issue 21)", () => {
    const employee: GuardSession = { ...customer, permissions: [], selectedCompany: null, staff: true };
    expect(decideRoute('/u/dashboard-layouts', employee)).toEqual({ kind: 'allow' });
    expect(decideRoute('/u/dashboard-layouts', admin)).toEqual({ kind: 'allow' });
    expect(decideRoute('/u/dashboard-layouts', customer)).toEqual({
      kind: 'redirect',
      to: '/',
      notice: 'accessDenied',
    });
    expect(decideRoute('/u/dashboard-layouts', impersonatingAdmin)).toEqual({
      kind: 'redirect',
      to: '/',
      notice: 'accessDenied',
    });
    expect(decideRoute('/u/dashboard-layouts', signedOut)).toMatchObject({ kind: 'redirect', to: '/u/login' });
  });
});
