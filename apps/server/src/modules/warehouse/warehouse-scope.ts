import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type {
  inventoryMovements,
  warehouseItems,
  warehouseOrderLines,
  warehouseOrders,
  warehouses,
} from '../../db/schema/warehouse';

/**
 * The warehouse's SQL. Every tenant query takes a `WmsScope`: a customer's companies, or `{ kind: 'staff' }` for
 * the forwarder's staff, who reach every company's stock and orders. A record outside the scope is not found.
 */
export type WmsScope = { kind: 'company'; companyIds: string[] } | { kind: 'staff' };

export type WarehouseRecord = typeof warehouses.$inferSelect;
export type ItemRecord = typeof warehouseItems.$inferSelect;
export type OrderRecord = typeof warehouseOrders.$inferSelect;
export type OrderLineRecord = typeof warehouseOrderLines.$inferSelect;
export type NewOrder = typeof warehouseOrders.$inferInsert;
export type MovementKind = (typeof inventoryMovements.$inferInsert)['kind'];

export const inScope = (scope: WmsScope, column: PgColumn): SQL | undefined =>
  scope.kind === 'staff' ? undefined : inArray(column, scope.companyIds);
