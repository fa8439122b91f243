import {
  type ExportInventoryQuery,
  type ExportOrdersQuery,
  type InventoryGridField,
  type InventoryItem,
  type InventoryRow,
  type ItemOrder,
  type ListInventoryQuery,
  type ListInventoryResponse,
  type ListMovementsResponse,
  type ListOrdersQuery,
  type ListOrdersResponse,
  type OrderDirection,
  type OrderGridField,
  type Warehouse,
  type WarehouseOrder,
  type WmsDashboard,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { enUsWarehouseStrings } from '@connect/contracts/i18n/en-us-warehouse';
import type { Database } from '../../db/client';
import type { SignedInContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { defineList, yesNo, type ExportFile } from '../../lib/list-service';
import {
  countOrdersByStatus,
  findOrderById,
  findOrdersPage,
  type OrderListFilter,
} from './warehouse-orders.repository';
import {
  findInventoryPage,
  findInventoryTotals,
  findItemBalances,
  findItemById,
  findItemOrders,
  findMovementsPage,
  findWarehouses,
  type InventoryListFilter,
  type WmsScope,
} from './warehouse.repository';
import { isoDay, toInventoryRow, toOrder, toOrderListItem, toWarehouse, wmsScope } from './warehouse.service';
import { readerText } from '../billing/billing-text';

/** Reading the warehouse (issue #19): warehouses, the inventory and order grids and exports, an item's detail, movements and the orders behind it, the dashboard, one order. */
// ---------------------------------------------------------------- reading

export async function listWarehouses(ctx: SignedInContext): Promise<{ items: Warehouse[] }> {
  return { items: (await findWarehouses(ctx.db, wmsScope(ctx))).map(toWarehouse) };
}

const inventoryList = defineList({
  findPage: findInventoryPage,
  toItem: toInventoryRow,
  toExportRow: (row: InventoryRow, word) => ({
    ...row,
    lowStock: yesNo(row.lowStock, word),
  }),
  exportTitles: enUsWarehouseStrings.inventoryColumns satisfies Record<InventoryGridField, string>,
  file: { name: 'inventory', title: 'Inventory', sheet: 'Inventory' },
  exportWords: { columns: 'warehouse.inventoryColumns', title: 'grid.exportFiles.inventory' },
});

const inventoryFilter = (
  scope: WmsScope,
  query: Omit<ListInventoryQuery, 'pageNumber' | 'pageSize' | 'action'>,
): InventoryListFilter => ({
  scope,
  filters: query.filter,
  sort: query.sort,
  q: query.q || undefined,
  lowStock: query.lowStock === undefined ? undefined : query.lowStock === 'true',
});

export async function listInventory(ctx: SignedInContext, query: ListInventoryQuery): Promise<ListInventoryResponse> {
  return inventoryList.list(ctx.db, inventoryFilter(wmsScope(ctx), query), query);
}

export async function exportInventory(ctx: SignedInContext, query: ExportInventoryQuery): Promise<ExportFile> {
  return inventoryList.exportFile(ctx.db, inventoryFilter(wmsScope(ctx), query), query, await readerText(ctx));
}

const orderList = defineList({
  findPage: findOrdersPage,
  toItem: toOrderListItem,
  exportTitles: enUsWarehouseStrings.orderColumns satisfies Record<OrderGridField, string>,
  file: { name: 'orders', title: 'Orders', sheet: 'Orders' },
  exportWords: { columns: 'warehouse.orderColumns', title: 'grid.exportFiles.orders' },
});

const orderFilter = (
  scope: WmsScope,
  query: Omit<ListOrdersQuery, 'pageNumber' | 'pageSize' | 'action'>,
): OrderListFilter => ({
  scope,
  direction: query.direction,
  status: query.status,
  filters: query.filter,
  sort: query.sort,
  q: query.q || undefined,
});

export async function listOrders(ctx: SignedInContext, query: ListOrdersQuery): Promise<ListOrdersResponse> {
  return orderList.list(ctx.db, orderFilter(wmsScope(ctx), query), query);
}

export async function exportOrders(ctx: SignedInContext, query: ExportOrdersQuery): Promise<ExportFile> {
  return orderList.exportFile(ctx.db, orderFilter(wmsScope(ctx), query), query, await readerText(ctx));
}

export async function loadItem(db: Database, scope: WmsScope, itemId: string): Promise<InventoryItem> {
  const item = await findItemById(db, scope, itemId);
  if (!item) throw new AppError('NOT_FOUND');
  const balances = (await findItemBalances(db, itemId)).map((b) => ({
    warehouse: toWarehouse(b.warehouse),
    onHand: b.balance.onHand,
    allocated: b.balance.allocated,
    available: b.balance.onHand - b.balance.allocated,
    incoming: b.balance.incoming,
  }));
  const sum = (f: (b: (typeof balances)[number]) => number) => balances.reduce((s, b) => s + f(b), 0);
  return {
    itemId: item.id,
    companyCode: item.companyCode,
    sku: item.sku,
    description: item.description,
    unitOfMeasure: item.unitOfMeasure,
    lengthCm: Number(item.lengthCm),
    widthCm: Number(item.widthCm),
    heightCm: Number(item.heightCm),
    weightKg: Number(item.weightKg),
    hsCode: item.hsCode,
    trackLot: item.trackLot,
    trackSerial: item.trackSerial,
    trackExpiry: item.trackExpiry,
    lowStockThreshold: item.lowStockThreshold,
    totals: {
      onHand: sum((b) => b.onHand),
      allocated: sum((b) => b.allocated),
      available: sum((b) => b.available),
      incoming: sum((b) => b.incoming),
    },
    balances,
  };
}

export async function getInventoryItem(ctx: SignedInContext, itemId: string): Promise<InventoryItem> {
  return loadItem(ctx.db, wmsScope(ctx), itemId);
}

export async function listItemMovements(
  ctx: SignedInContext,
  itemId: string,
  query: { pageNumber: number; pageSize: number },
): Promise<ListMovementsResponse> {
  const item = await findItemById(ctx.db, wmsScope(ctx), itemId);
  if (!item) throw new AppError('NOT_FOUND');
  const { rows, total } = await findMovementsPage(ctx.db, itemId, {
    offset: (query.pageNumber - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: rows.map((r) => ({
      movementId: r.movement.id,
      kind: r.movement.kind,
      quantity: r.movement.quantity,
      warehouseCode: r.warehouseCode,
      orderId: r.movement.orderId,
      fileNumber: r.fileNumber,
      reason: r.movement.reason,
      lotNumber: r.movement.lotNumber,
      expiryDate: r.movement.expiryDate,
      byName: r.movement.byName,
      at: r.movement.createdAt.toISOString(),
    })),
    total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}

/** The orders behind an item's allocated (open allocations) or incoming (open inbound orders) quantity. */
export async function listItemOrders(
  ctx: SignedInContext,
  itemId: string,
  basis: 'allocated' | 'incoming',
): Promise<{ items: ItemOrder[] }> {
  const item = await findItemById(ctx.db, wmsScope(ctx), itemId);
  if (!item) throw new AppError('NOT_FOUND');
  const rows = await findItemOrders(ctx.db, itemId, basis);
  return {
    items: rows.map((r) => ({
      orderId: r.order.id,
      direction: r.order.direction,
      status: r.order.status,
      fileNumber: r.order.fileNumber,
      referenceNo: r.order.referenceNo,
      warehouseCode: r.warehouseCode,
      quantity: Number(r.quantity),
      dueDate: r.order.expectedDate ?? r.order.requestedDate,
      houseBill: r.order.houseBill,
      shipmentEta: isoDay(r.shipmentEta),
    })),
  };
}

export async function getWmsDashboard(ctx: SignedInContext): Promise<WmsDashboard> {
  const scope = wmsScope(ctx);
  const [totals, counts, lowStock, recent] = await Promise.all([
    findInventoryTotals(ctx.db, scope),
    countOrdersByStatus(ctx.db, scope),
    findInventoryPage(
      ctx.db,
      { scope, filters: [], sort: [{ field: 'available', dir: 'asc' }], lowStock: true },
      { offset: 0, limit: 10 },
    ),
    findOrdersPage(ctx.db, { scope, direction: 'OUTBOUND', filters: [], sort: [] }, { offset: 0, limit: 5 }),
  ]);
  const orders = { inbound: {} as Record<string, number>, outbound: {} as Record<string, number> };
  for (const c of counts) (c.direction === 'INBOUND' ? orders.inbound : orders.outbound)[c.status] = Number(c.value);
  return {
    totals: { ...totals, available: totals.onHand - totals.allocated },
    orders,
    lowStockItems: lowStock.rows.map(toInventoryRow),
    recentOrders: recent.rows.map(toOrderListItem),
  };
}

export async function getOrder(
  ctx: SignedInContext,
  orderId: string,
  direction?: OrderDirection,
): Promise<WarehouseOrder> {
  const d = await findOrderById(ctx.db, wmsScope(ctx), orderId);
  if (!d || (direction && d.order.direction !== direction)) throw new AppError('NOT_FOUND');
  return toOrder(ctx, d);
}
