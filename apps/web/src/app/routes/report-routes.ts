import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, signedIn, type RouteEntry } from './route-kit';

/**
 * Reports (issue #20): the catalogue, the report viewer and report management (admins). The viewer only needs a session: the report service
 * decides per document (a shipment's air waybill needs the shipment permission, an invoice the billing one).
 */
export const reportRoutes: readonly RouteEntry[] = [
  {
    path: paths.reports.dashboard.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/reports/components/report-dashboard-page'),
      (m) => m.ReportDashboardPage,
    ),
    titleKey: 'reports.titles.dashboard',
    trail: [crumbs.home, here('reports')],
    access: permission('report', { admin: true }),
    menu: { key: 'reports', labelKey: 'menu.reports', order: 8, icon: 'report' },
  },
  {
    path: paths.reports.analytics.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/reports/components/analytics/analytics-page'),
      (m) => m.AnalyticsPage,
    ),
    titleKey: 'analytics.title',
    trail: [crumbs.home, { label: 'reports', to: paths.reports.dashboard.path }, here('analytics')],
    access: permission('report', { admin: true }),
  },
  {
    path: paths.reports.viewer.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/reports/components/report-viewer-page'),
      (m) => m.ReportViewerPage,
    ),
    titleKey: 'reports.titles.viewer',
    trail: [],
    access: signedIn,
  },
  {
    path: paths.reports.management.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/reports/components/report-management-page'),
      (m) => m.ReportManagementPage,
    ),
    titleKey: 'reports.titles.management',
    trail: [],
    // Portal admins, and customers' report admins over their own companies (decision 095).
    access: permission('reportAdmin', { admin: true }),
  },
];
