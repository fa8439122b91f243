import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, signedIn, type RouteEntry } from './route-kit';

/** Shipments: the dashboard (also /customer/shipments), details, shipment search and signed-in tracking. */
export const shipmentRoutes: readonly RouteEntry[] = [
  {
    path: paths.search.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/shipments/components/search-results-page'),
      (m) => m.SearchResultsPage,
    ),
    titleKey: 'titles.search',
    trail: [crumbs.home, here('search')],
    // Search paths are always allowed to a signed-in user (spec 1 §2).
    access: { kind: 'signedIn', admin: true },
  },
  {
    path: paths.shipments.dashboard.path,
    aliases: ['/customer/shipments'],
    layout: 'shell',
    page: lazy(
      () => import('@/features/shipments/components/shipment-dashboard-page'),
      (m) => m.ShipmentDashboardPage,
    ),
    titleKey: 'titles.shipments',
    trail: [crumbs.home, here('shipments')],
    access: permission('shipment'),
    menu: { key: 'shipments', labelKey: 'menu.shipments', order: 3, icon: 'shipment' },
  },
  {
    path: paths.shipments.details.path,
    layout: 'shell',
    // With the quotations' quote versus shipment in its slot (decision 089).
    page: lazy(
      () => import('@/app/shipment-detail-with-quote'),
      (m) => m.ShipmentDetailWithQuoteComparison,
    ),
    titleKey: 'titles.shipmentDetails',
    trail: [crumbs.home, crumbs.shipments, here('shipmentDetails')],
    access: permission('shipment'),
  },
  {
    path: '/customer/track',
    layout: 'shell',
    page: lazy(
      () => import('@/features/tracking/components/track-page'),
      (m) => m.TrackPage,
    ),
    titleKey: 'titles.track',
    trail: [],
    access: signedIn,
  },
];
