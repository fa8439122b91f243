import { crumbs, here, permission, type PlannedRoute } from './route-kit';

const wms = permission('wms');

/** Spec 1 §2 screens still to come; the issues that build them empty this list. */
export const notYetRoutes: readonly PlannedRoute[] = [
  { path: '/u/dashboard', access: { kind: 'admin' } },
  {
    path: '/wms/dashboard',
    access: wms,
    menu: { key: 'wms', labelKey: 'menu.wms', order: 5, icon: 'wms' },
  },
  { path: '/wms/inventory', access: wms, trail: [crumbs.home, here('inventory')] },
  { path: '/wms/inventory-detail', access: wms, trail: [crumbs.home, crumbs.inventory, here('inventoryDetail')] },
  { path: '/wms/inbound-orders', access: wms, trail: [crumbs.home, here('inboundOrders')] },
  { path: '/wms/inbound-detail', access: wms, trail: [crumbs.home, crumbs.inbound, here('inboundDetail')] },
  {
    path: '/wms/create-inbound-order',
    access: { kind: 'orderCreation' },
    trail: [crumbs.home, crumbs.inbound, here('createInbound')],
  },
  { path: '/wms/inbound-update', access: { kind: 'orderCreation' } },
  { path: '/wms/outbound-orders', access: wms, trail: [crumbs.home, here('outboundOrders')] },
  { path: '/wms/outbound-detail', access: wms, trail: [crumbs.home, crumbs.outbound, here('outboundDetail')] },
  {
    path: '/wms/create-outbound-order',
    access: { kind: 'orderCreation' },
    trail: [crumbs.home, crumbs.outbound, here('createOutbound')],
  },
  { path: '/wms/outbound-update', access: { kind: 'orderCreation' } },
  {
    path: '/warehousereceipt/dashboard',
    access: permission('warehousereceipt'),
    menu: { key: 'warehousereceipts', labelKey: 'menu.warehouseReceipts', order: 10, icon: 'warehousereceipt' },
    trail: [crumbs.home, here('warehouseReceipts')],
  },
  { path: '/warehousereceipt/receipt-detail', access: permission('warehousereceipt') },
];
