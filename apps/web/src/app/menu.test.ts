import { beforeAll, describe, expect, it } from 'vitest';
import { isMenuHidden, visibleMenuItems, loadAppRoutes } from './route-table';

// The signed-in areas' entries come on demand (decision 105).
beforeAll(() => loadAppRoutes());

const keys = (items: { key: string }[]) => items.map((item) => item.key);

describe('side menu', () => {
  it('orders a full customer menu as the spec lists it, by permission (case-insensitive)', () => {
    const viewer = {
      signedIn: true,
      admin: false,
      permissions: [
        'Booking',
        'SHIPMENT',
        'billing',
        'wms',
        'freight-manager',
        'report',
        'addressbook',
        'warehousereceipt',
      ],
    };
    expect(keys(visibleMenuItems(viewer, { includeNotYet: true }))).toEqual([
      'home',
      'bookings',
      'shipments',
      'billings',
      'wms',
      'quotations',
      'reports',
      'addressbook',
      'warehousereceipts',
    ]);
    expect(visibleMenuItems(viewer, { includeNotYet: true }).map((item) => item.order)).toEqual([
      1, 2, 3, 4, 5, 7, 8, 9, 10,
    ]);
  });

  it('shows only what the permissions allow', () => {
    const viewer = { signedIn: true, admin: false, permissions: ['shipment', 'billing', 'addressbook'] };
    expect(keys(visibleMenuItems(viewer, { includeNotYet: true }))).toEqual([
      'home',
      'shipments',
      'billings',
      'addressbook',
    ]);
  });

  it('gives admins Message (10), User Management and Localization (12)', () => {
    const viewer = { signedIn: true, admin: true, permissions: [] };
    const items = visibleMenuItems(viewer, { includeNotYet: true });
    expect(keys(items)).toEqual(['message', 'userManagement', 'localization']);
    expect(items.map((item) => item.order)).toEqual([10, 11, 12]);
  });

  it('shows Tracking only to visitors who are not signed in', () => {
    expect(keys(visibleMenuItems({ signedIn: false, admin: false, permissions: [] }, { includeNotYet: true }))).toEqual(
      ['tracking'],
    );
  });

  it('lists only built screens by default', () => {
    expect(keys(visibleMenuItems({ signedIn: true, admin: false, permissions: ['shipment'] }))).toEqual([
      'home',
      'shipments',
    ]);
    expect(keys(visibleMenuItems({ signedIn: true, admin: false, permissions: ['billing'] }))).toEqual([
      'home',
      'billings',
    ]);
    expect(keys(visibleMenuItems({ signedIn: true, admin: false, permissions: ['wms', 'addressbook'] }))).toEqual([
      'home',
      'wms',
      'addressbook',
    ]);
    expect(keys(visibleMenuItems({ signedIn: true, admin: false, permissions: [], staff: true }))).toEqual([
      'home',
      'bookings',
      'wms',
      'quotations',
      'warehousereceipts',
    ]);
    expect(keys(visibleMenuItems({ signedIn: true, admin: true, permissions: [] }))).toEqual([
      'message',
      'userManagement',
      'localization',
    ]);
  });
});

describe('screens without the side menu', () => {
  it('hides it on the privacy statement, terms of use, tracking and invite screens', () => {
    for (const path of [
      '/legal/privacy-statement',
      '/legal/terms/',
      '/tracking/track',
      '/tracking/tracking-detail',
      '/u/invite',
    ]) {
      expect(isMenuHidden(path), path).toBe(true);
    }
    expect(isMenuHidden('/')).toBe(false);
    expect(isMenuHidden('/my-profile')).toBe(false);
  });

  it('gives Resources (after the spec entries) to users with the resource permission, not to admins', () => {
    const items = visibleMenuItems({ signedIn: true, admin: false, permissions: ['shipment', 'Resource'] });
    expect(keys(items)).toEqual(['home', 'shipments', 'resources']);
    expect(items.at(-1)).toMatchObject({ link: '/resources/dashboard', order: 13, icon: 'resources' });
    expect(keys(visibleMenuItems({ signedIn: true, admin: false, permissions: ['shipment'] }))).not.toContain(
      'resources',
    );
    expect(keys(visibleMenuItems({ signedIn: true, admin: true, permissions: [] }))).not.toContain('resources');
  });
});
