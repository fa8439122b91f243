import { beforeAll, describe, expect, it } from 'vitest';
import { breadcrumbTrail, loadAppRoutes } from './route-table';

// The signed-in areas' entries come on demand (decision 105).
beforeAll(() => loadAppRoutes());

describe('breadcrumb trails (spec 2 §2)', () => {
  it('walks from home through the area to the page', () => {
    expect(breadcrumbTrail('/booking/clone-template')).toEqual([
      { label: 'home', to: '/' },
      { label: 'bookings', to: '/booking/dashboard' },
      { label: 'templates', to: '/booking/templates' },
      { label: 'createClone' },
    ]);
    expect(breadcrumbTrail('/billing/monthly-statement/').map((c) => c.label)).toEqual([
      'home',
      'billing',
      'statements',
      'monthlyStatements',
    ]);
    expect(breadcrumbTrail('/')).toEqual([{ label: 'home' }]);
  });

  it('gives the search results and user management their trails (issue #23 item 13)', () => {
    expect(breadcrumbTrail('/search')).toEqual([{ label: 'home', to: '/' }, { label: 'search' }]);
    expect(breadcrumbTrail('/u/admin')).toEqual([{ label: 'userManagement' }]);
  });

  it('gives any other path an empty trail', () => {
    expect(breadcrumbTrail('/tracking/track')).toEqual([]);
    expect(breadcrumbTrail('/booking/dashboard/extra')).toEqual([]);
  });
});
