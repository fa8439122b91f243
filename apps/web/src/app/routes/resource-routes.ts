import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, type RouteEntry } from './route-kit';

/**
 * Resources (issue #21): `/resources/dashboard`, the admins' dashboard (spec 1 §6), and the library of a customer
 * with the resources permission; the header's resources button opens the same resources in a drawer.
 */
export const resourceRoutes: readonly RouteEntry[] = [
  {
    path: paths.resources.dashboard.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/resources/components/resources-page'),
      (m) => m.ResourcesPage,
    ),
    titleKey: 'resources.library.heading',
    trail: [crumbs.home, here('resources')],
    access: permission('resource', { admin: true }),
    // Spec 1 §6 gives resources no menu order: after the spec's entries (issue 21, decision 056).
    menu: { key: 'resources', labelKey: 'menu.resources', order: 13, icon: 'resources' },
  },
];
