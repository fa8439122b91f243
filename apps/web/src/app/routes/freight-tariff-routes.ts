import { paths } from '@/lib/paths';
import { crumbs, here, lazy, staff, type RouteEntry } from './route-kit';

/**
 * Tariff maintenance for the forwarder's staff (issue #18, decision 065): the sell-rate tariffs under
 * /freight-manager, beside the staff's quotation list and detail, with paths in the spec's freight-manager style
 * (`tariffs` like `quotations`, `tariff-detail?id=` like `quotation-detail?id=`).
 */
export const freightTariffRoutes: readonly RouteEntry[] = [
  {
    path: paths.freightManager.tariffs.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/freight-tariffs/components/tariff-list-page'),
      (m) => m.TariffListPage,
    ),
    titleKey: 'freightTariffs.title',
    trail: [crumbs.home, here('freightTariffs')],
    access: staff,
  },
  {
    path: paths.freightManager.tariffDetail.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/freight-tariffs/components/tariff-detail-page'),
      (m) => m.TariffDetailPage,
    ),
    titleKey: 'freightTariffs.detailTitle',
    trail: [
      crumbs.home,
      { label: 'freightTariffs', to: paths.freightManager.tariffs.path },
      here('freightTariffDetail'),
    ],
    access: staff,
  },
];
