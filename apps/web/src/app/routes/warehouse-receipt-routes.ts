import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, type RouteEntry } from './route-kit';

const receipts = permission('warehousereceipt', { staff: true });

/**
 * Warehouse receipts (issue #19, spec 1 §2 `/warehousereceipt/*`, decision 058): the receipts grid and one
 * receipt's detail. Spec 2 §2 gives the dashboard a trail; the detail has none ("any other path").
 */
export const warehouseReceiptRoutes: readonly RouteEntry[] = [
  {
    path: paths.warehouseReceipts.dashboard.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/warehouse/components/receipt-list-page'),
      (m) => m.WarehouseReceiptsPage,
    ),
    titleKey: 'warehouseReceipts.pages.dashboard',
    trail: [crumbs.home, here('warehouseReceipts')],
    access: receipts,
    menu: { key: 'warehousereceipts', labelKey: 'menu.warehouseReceipts', order: 10, icon: 'warehousereceipt' },
  },
  {
    path: paths.warehouseReceipts.detail.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/warehouse/components/receipt-detail-page'),
      (m) => m.ReceiptDetailPage,
    ),
    titleKey: 'warehouseReceipts.pages.detail',
    trail: [],
    access: receipts,
  },
];
