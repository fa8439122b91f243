import { crumbs, here, permission, type PlannedRoute } from './route-kit';

/** Spec 1 §2 screens still to come; the issues that build them empty this list. */
export const notYetRoutes: readonly PlannedRoute[] = [
  { path: '/u/dashboard', access: { kind: 'admin' } },
  {
    path: '/warehousereceipt/dashboard',
    access: permission('warehousereceipt'),
    menu: { key: 'warehousereceipts', labelKey: 'menu.warehouseReceipts', order: 10, icon: 'warehousereceipt' },
    trail: [crumbs.home, here('warehouseReceipts')],
  },
  { path: '/warehousereceipt/receipt-detail', access: permission('warehousereceipt') },
];
