import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, type RouteAccess, type RouteEntry } from './route-kit';

const wms = permission('wms', { staff: true });
const orderCreation: RouteAccess = { kind: 'orderCreation' };
const orders = () => import('@/features/warehouse/components/order-list-page');
const details = () => import('@/features/warehouse/components/order-detail-page');
const forms = () => import('@/features/warehouse/components/order-form-page');
const imports = () => import('@/features/warehouse/components/order-import-page');

/** WMS (issue #19): dashboard, inventory and its detail, inbound and outbound orders, their details and forms. */
export const warehouseRoutes: readonly RouteEntry[] = [
  {
    path: paths.wms.dashboard.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/warehouse/components/wms-dashboard-page'),
      (m) => m.WmsDashboardPage,
    ),
    titleKey: 'warehouse.pages.dashboard',
    trail: [],
    access: wms,
    menu: { key: 'wms', labelKey: 'menu.wms', order: 5, icon: 'wms' },
  },
  {
    path: paths.wms.inventory.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/warehouse/components/inventory-page'),
      (m) => m.InventoryPage,
    ),
    titleKey: 'warehouse.pages.inventory',
    trail: [crumbs.home, here('inventory')],
    access: wms,
  },
  {
    path: paths.wms.inventoryDetail.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/warehouse/components/inventory-detail-page'),
      (m) => m.InventoryDetailPage,
    ),
    titleKey: 'warehouse.pages.inventoryDetail',
    trail: [crumbs.home, crumbs.inventory, here('inventoryDetail')],
    access: wms,
  },
  {
    path: paths.wms.inboundOrders.path,
    layout: 'shell',
    page: lazy(orders, (m) => m.InboundOrdersPage),
    titleKey: 'warehouse.pages.inboundOrders',
    trail: [crumbs.home, here('inboundOrders')],
    access: wms,
  },
  {
    path: paths.wms.inboundDetail.path,
    layout: 'shell',
    page: lazy(details, (m) => m.InboundDetailPage),
    titleKey: 'warehouse.pages.inboundDetail',
    trail: [crumbs.home, crumbs.inbound, here('inboundDetail')],
    access: wms,
  },
  {
    path: paths.wms.createInbound.path,
    layout: 'shell',
    page: lazy(forms, (m) => m.CreateInboundOrderPage),
    titleKey: 'warehouse.pages.createInbound',
    trail: [crumbs.home, crumbs.inbound, here('createInbound')],
    access: orderCreation,
  },
  {
    path: paths.wms.importInbound.path,
    layout: 'shell',
    page: lazy(imports, (m) => m.InboundOrderImportPage),
    titleKey: 'warehouseImport.pages.inbound',
    trail: [crumbs.home, crumbs.inbound, here('importInboundOrders')],
    access: orderCreation,
  },
  {
    path: paths.wms.inboundUpdate.path,
    layout: 'shell',
    page: lazy(forms, (m) => m.UpdateInboundOrderPage),
    titleKey: 'warehouse.pages.updateInbound',
    trail: [],
    access: orderCreation,
  },
  {
    path: paths.wms.outboundOrders.path,
    layout: 'shell',
    page: lazy(orders, (m) => m.OutboundOrdersPage),
    titleKey: 'warehouse.pages.outboundOrders',
    trail: [crumbs.home, here('outboundOrders')],
    access: wms,
  },
  {
    path: paths.wms.outboundDetail.path,
    layout: 'shell',
    page: lazy(details, (m) => m.OutboundDetailPage),
    titleKey: 'warehouse.pages.outboundDetail',
    trail: [crumbs.home, crumbs.outbound, here('outboundDetail')],
    access: wms,
  },
  {
    path: paths.wms.createOutbound.path,
    layout: 'shell',
    page: lazy(forms, (m) => m.CreateOutboundOrderPage),
    titleKey: 'warehouse.pages.createOutbound',
    trail: [crumbs.home, crumbs.outbound, here('createOutbound')],
    access: orderCreation,
  },
  {
    path: paths.wms.importOutbound.path,
    layout: 'shell',
    page: lazy(imports, (m) => m.OutboundOrderImportPage),
    titleKey: 'warehouseImport.pages.outbound',
    trail: [crumbs.home, crumbs.outbound, here('importOutboundOrders')],
    access: orderCreation,
  },
  {
    path: paths.wms.outboundUpdate.path,
    layout: 'shell',
    page: lazy(forms, (m) => m.UpdateOutboundOrderPage),
    titleKey: 'warehouse.pages.updateOutbound',
    trail: [],
    access: orderCreation,
  },
];
