import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, type RouteEntry } from './route-kit';

/**
 * Quotations (issue #18): the customer's request form, list and detail under /quotations; the freight manager's
 * landing, list and detail under /freight-manager, where the forwarder's staff answer every company's requests.
 * Spec 2 §2 gives trails to the freight quotation list and quotation detail only.
 */
const customer = permission('freight-manager');
const customerOrStaff = permission('freight-manager', { staff: true });

const listPage = lazy(
  () => import('@/features/quotations/components/quotation-list-page'),
  (m) => m.QuotationListPage,
);
const detailPage = lazy(
  () => import('@/features/quotations/components/quotation-detail-page'),
  (m) => m.QuotationDetailPage,
);

export const quotationRoutes: readonly RouteEntry[] = [
  {
    path: paths.freightManager.dashboard.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/quotations/components/freight-manager-dashboard-page'),
      (m) => m.FreightManagerDashboardPage,
    ),
    titleKey: 'quotations.titles.manager',
    trail: [],
    access: customerOrStaff,
    menu: { key: 'quotations', labelKey: 'menu.quotations', order: 7, icon: 'quotation' },
  },
  {
    path: paths.freightManager.quotations.path,
    layout: 'shell',
    page: listPage,
    titleKey: 'quotations.titles.staffList',
    trail: [crumbs.home, here('freightQuotations')],
    access: customerOrStaff,
  },
  {
    path: paths.freightManager.quotationDetail.path,
    layout: 'shell',
    page: detailPage,
    titleKey: 'quotations.titles.detail',
    trail: [crumbs.home, crumbs.quotations, here('quotationDetail')],
    access: customerOrStaff,
  },
  {
    path: paths.quotations.new.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/quotations/components/quotation-request-page'),
      (m) => m.QuotationRequestPage,
    ),
    titleKey: 'quotations.titles.new',
    trail: [],
    access: customer,
  },
  {
    path: paths.quotations.dashboard.path,
    layout: 'shell',
    page: listPage,
    titleKey: 'quotations.titles.dashboard',
    trail: [],
    access: customer,
  },
  {
    path: paths.quotations.detail.path,
    layout: 'shell',
    page: detailPage,
    titleKey: 'quotations.titles.detail',
    trail: [],
    access: customer,
  },
];
