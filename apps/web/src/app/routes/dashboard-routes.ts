import { paths } from '@/lib/paths';
import { crumbs, here, lazy, staff, type RouteEntry } from './route-kit';

/**
 * The home dashboard's staff screen (issue 21, decision 056): the forwarder's employees and admins (acting as
 * themselves) set a company's default widget layout. Home itself is in `account-routes.ts`.
 */
export const dashboardRoutes: readonly RouteEntry[] = [
  {
    path: paths.admin.dashboardLayouts.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/dashboard/components/company-layout-page'),
      (m) => m.CompanyLayoutPage,
    ),
    titleKey: 'dashboard.companyLayout.heading',
    trail: [crumbs.home, here('dashboardLayouts')],
    access: staff,
  },
];
