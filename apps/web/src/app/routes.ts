import { accountRoutes } from './routes/account-routes';
import { billingRoutes } from './routes/billing-routes';
import { bookingRoutes } from './routes/booking-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { freightRoutes } from './routes/freight-routes';
import { freightTariffRoutes } from './routes/freight-tariff-routes';
import { resourceRoutes } from './routes/resource-routes';
import { quotationRoutes } from './routes/quotation-routes';
import { publicRoutes } from './routes/public-routes';
import { reportRoutes } from './routes/report-routes';
import type { RouteEntry } from './routes/route-kit';
import { shipmentRoutes } from './routes/shipment-routes';
import { warehouseRoutes } from './routes/warehouse-routes';
import { warehouseReceiptRoutes } from './routes/warehouse-receipt-routes';

/**
 * The route registry (decision 016): every screen of spec 1 §2 once, with its path and aliases, layout, lazy
 * page, title, breadcrumb trail, access rule and menu entry, one file per area under `app/routes/`. The router,
 * page titles, breadcrumbs, the route guard and the side menu are all derived from it (`route-table.ts`).
 * Adding a screen is adding an entry to its area's file (or a new area file listed here); the screens still to
 * come are on `routes/not-yet-routes.ts`.
 */
export const appRoutes: readonly RouteEntry[] = [
  ...publicRoutes,
  ...accountRoutes,
  ...shipmentRoutes,
  ...reportRoutes,
  ...billingRoutes,
  ...bookingRoutes,
  ...freightRoutes,
  ...freightTariffRoutes,
  ...warehouseRoutes,
  ...warehouseReceiptRoutes,
  ...resourceRoutes,
  ...quotationRoutes,
  ...dashboardRoutes,
];
