import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, type RouteEntry } from './route-kit';

/** Freight manager: the freight calculator (issue #18); the dashboard, quotations and details are still planned. */
export const freightRoutes: readonly RouteEntry[] = [
  {
    path: paths.freightManager.calculator.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/freight/components/freight-calculator-page'),
      (m) => m.FreightCalculatorPage,
    ),
    titleKey: 'titles.freightCalculator',
    trail: [crumbs.home, here('freightCalculator')],
    access: permission('freight-manager'),
  },
];
