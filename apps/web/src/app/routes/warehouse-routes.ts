import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, type RouteAccess, type RouteEntry } from './route-kit';

const wms = permission('wms', { staff: true });
const orderCreation: RouteAccess = { kind: 'orderCreation' };
const orders = () => import('@/features/warehouse/components/order-list-page');
const details = () => import('@/features/warehouse/components/order-detail-page');
const forms = () => import('@/features/warehouse/components/order-form-page');
const imports = () => import('@/features/warehouse/components/order-import-page');

type Direction = 'inbound' | 'outbound';
type Capitalized = 'Inbound' | 'Outbound';

/**
 * The five screens of one order direction (list, detail, create, import, update), the same for inbound and outbound
 * but for their paths, texts and page components.
 */
function orderRoutes(direction: Direction): RouteEntry[] {
  const name: Capitalized = direction === 'inbound' ? 'Inbound' : 'Outbound';
  const list = direction === 'inbound' ? crumbs.inbound : crumbs.outbound;
  const screens = paths.wms;
  return [
    {
      path: screens[`${direction}Orders`].path,
      layout: 'shell',
      page: lazy(orders, (m) => m[`${name}OrdersPage`]),
      titleKey: `warehouse.pages.${direction}Orders`,
      trail: [crumbs.home, here(`${direction}Orders`)],
      access: wms,
    },
    {
      path: screens[`${direction}Detail`].path,
      layout: 'shell',
      page: lazy(details, (m) => m[`${name}DetailPage`]),
      titleKey: `warehouse.pages.${direction}Detail`,
      trail: [crumbs.home, list, here(`${direction}Detail`)],
      access: wms,
    },
    {
      path: screens[`create${name}`].path,
      layout: 'shell',
      page: lazy(forms, (m) => m[`Create${name}OrderPage`]),
      titleKey: `warehouse.pages.create${name}`,
      trail: [crumbs.home, list, here(`create${name}`)],
      access: orderCreation,
    },
    {
      path: screens[`import${name}`].path,
      layout: 'shell',
      page: lazy(imports, (m) => m[`${name}OrderImportPage`]),
      titleKey: `warehouseImport.pages.${direction}`,
      trail: [crumbs.home, list, here(`import${name}Orders`)],
      access: orderCreation,
    },
    {
      path: screens[`${direction}Update`].path,
      layout: 'shell',
      page: lazy(forms, (m) => m[`Update${name}OrderPage`]),
      titleKey: `warehouse.pages.update${name}`,
      trail: [],
      access: orderCreation,
    },
  ];
}

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
  ...orderRoutes('inbound'),
  ...orderRoutes('outbound'),
];
