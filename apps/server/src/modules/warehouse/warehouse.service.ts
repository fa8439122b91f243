import {
  type ExportInventoryQuery,
  type ExportOrdersQuery,
  type InboundOrderValues,
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
  type OrderListItem,
  type OutboundOrderValues,
  type ConfirmOrderInput,
  type ReceiveOrderInput,
  type SaveOrderResponse,
  type Warehouse,
  type WarehouseOrder,
  type WmsDashboard,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { enUsWarehouseStrings } from '@connect/contracts/i18n/en-us-warehouse';
import type { Database } from '../../db/client';
import type { ServiceContext, SignedInContext } from '../../context';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import { defineList, type ExportFile } from '../../lib/list-service';
import { recordCompanyAction } from '../audit/audit.service';
import { notifyWarehouseOrderEvent } from '../notifications/notifications.service';
import { alertLowStockOfOrder } from './warehouse-low-stock.service';
import {
  changeBalance,
  countOrdersByStatus,
  fileNumberTaken,
  findCompanyAddress,
  findCompanyItems,
  findCompanyShipmentByHouseBill,
  findInventoryPage,
  findInventoryTotals,
  findItemBalances,
  findItemById,
  findItemOrders,
  findMovementsPage,
  findOrderById,
  findOrdersPage,
  findWarehouses,
  hasWarehouseAccount,
  insertMovements,
  insertOrder,
  insertOrderEvent,
  lockBalances,
  replaceOrderLines,
  setLineQuantities,
  updateOrder,
  type InventoryListFilter,
  type InventoryRowRecord,
  type MovementKind,
  type OrderDetailRecord,
  type OrderListFilter,
  type OrderListRecord,
  type WarehouseRecord,
  type WmsScope,
} from './warehouse.repository';
import { issueOrderReceipt } from './warehouse-receipts-issue.service';
import { shipOrderSerials } from './warehouse-serials.service';
import {
  allocatePickedLots,
  checkReceivedLines,
  pickOrderLots,
  recordReceivedLots,
  settleHeldLots,
  warehouseToday,
  type GivenLine,
} from './warehouse-lots.service';

/**
 * The warehouse area's rules (issue #19). Stock changes only through movements written together with the balance
 * row they change (decision 046); allocation locks the balance rows first (decision 047). Customers see their
 * selected company's stock and orders with the `wms` permission and create or change orders only with
 * `inoutOrderCreation_{company}`; the forwarder's staff see every company, receive, allocate, ship and adjust.
 */

export const isWarehouseStaff = (ctx: SignedInContext) =>
  !ctx.auth.impersonation && (ctx.auth.actor.userType === 'EMPLOYEE' || ctx.auth.actor.isAdmin);

const hasWms = (ctx: SignedInContext) =>
  ctx.auth.selectedCompany?.permissions.some((p) => p.toLowerCase() === 'wms') ?? false;

/** The stock and orders the caller reads: every company for staff, the selected company for a customer. */
export function wmsScope(ctx: SignedInContext): WmsScope {
  if (isWarehouseStaff(ctx)) return { kind: 'staff' };
  const company = ctx.auth.selectedCompany;
  if (!company || !hasWms(ctx)) throw new AppError('ACCESS_DENIED');
  return { kind: 'company', companyIds: [company.id] };
}

const canCreateOrders = (ctx: SignedInContext) => {
  const company = ctx.auth.selectedCompany;
  return (
    !!company &&
    !isWarehouseStaff(ctx) &&
    hasWms(ctx) &&
    ctx.auth.permissions.includes(`inoutOrderCreation_${company.code}`)
  );
};

/** Creating and changing orders (spec 1 §2 guard): the selected company with inoutOrderCreation_{company}. */
export function orderCreationCompany(ctx: SignedInContext): { id: string; code: string } {
  const company = ctx.auth.selectedCompany;
  if (!company || !canCreateOrders(ctx)) throw new AppError('ACCESS_DENIED');
  return company;
}

export function staffOnly(ctx: SignedInContext): WmsScope {
  if (!isWarehouseStaff(ctx)) throw new AppError('ACCESS_DENIED');
  return { kind: 'staff' };
}

export const byOf = (ctx: SignedInContext) => ({
  byName: ctx.auth.actor.displayName,
  createdBy: ctx.auth.actor.userId,
});
const isoDay = (d: Date | null) => (d ? d.toISOString() : null);

// ---------------------------------------------------------------- mapping

export function toWarehouse(w: WarehouseRecord): Warehouse {
  return {
    warehouseId: w.id,
    code: w.code,
    name: w.name,
    addressText: [w.address, w.city, [w.stateProvince, w.postalCode].filter(Boolean).join(' '), w.countryCode]
      .filter(Boolean)
      .join(', '),
    city: w.city,
    countryCode: w.countryCode,
  };
}

export function toInventoryRow(r: InventoryRowRecord): InventoryRow {
  const available = r.onHand - r.allocated;
  return {
    ...r,
    available,
    lowStock: r.lowStockThreshold > 0 && available <= r.lowStockThreshold,
  };
}

function toOrderListItem(r: OrderListRecord): OrderListItem {
  const o = r.order;
  return {
    orderId: o.id,
    direction: o.direction,
    status: o.status,
    fileNumber: o.fileNumber,
    referenceNo: o.referenceNo,
    companyCode: r.companyCode,
    warehouseCode: r.warehouseCode,
    partyName: r.partyName,
    dueDate: o.expectedDate ?? o.requestedDate,
    houseBill: o.houseBill,
    lineCount: r.lineCount,
    totalQty: r.totalQty,
    createdAt: o.createdAt.toISOString(),
  };
}

function allowedOn(ctx: SignedInContext, o: OrderDetailRecord['order']): WarehouseOrder['allowed'] {
  const staff = isWarehouseStaff(ctx);
  const creator = canCreateOrders(ctx);
  const inbound = o.direction === 'INBOUND';
  return {
    edit: creator && (o.status === 'INBOUND' || o.status === 'OUTBOUND' || o.status === 'ALLOCATED'),
    void: (creator || staff) && (o.status === 'INBOUND' || o.status === 'OUTBOUND' || o.status === 'ALLOCATED'),
    allocate: (creator || staff) && o.status === 'OUTBOUND',
    receive: staff && inbound && o.status === 'INBOUND',
    confirm: staff && (o.status === 'RECEIVED' || o.status === 'ALLOCATED'),
  };
}

function toOrder(ctx: SignedInContext, d: OrderDetailRecord): WarehouseOrder {
  const o = d.order;
  const shipTo = o.shipTo
    ? {
        name: o.shipTo.name ?? '',
        address: o.shipTo.address ?? '',
        city: o.shipTo.city ?? '',
        stateProvince: o.shipTo.stateProvince ?? '',
        postalCode: o.shipTo.postalCode ?? '',
        countryCode: o.shipTo.countryCode ?? '',
      }
    : null;
  return {
    orderId: o.id,
    direction: o.direction,
    status: o.status,
    companyCode: d.companyCode,
    companyName: d.companyName,
    warehouse: toWarehouse(d.warehouse),
    fileNumber: o.fileNumber,
    referenceNo: o.referenceNo,
    supplierName: o.supplierName,
    expectedDate: o.expectedDate,
    carrier: o.carrier,
    containerNo: o.containerNo,
    houseBill: o.houseBill,
    shipmentId: o.shipmentId,
    shipmentEta: isoDay(d.shipmentEta),
    shipToAddressId: o.shipToAddressId,
    shipTo,
    requestedDate: o.requestedDate,
    serviceLevel: o.serviceLevel,
    notes: o.notes,
    voidReason: o.voidReason,
    totalQty: d.lines.reduce((sum, l) => sum + l.quantity, 0),
    lines: d.lines.map((l) => ({
      lineId: l.id,
      lineNo: l.lineNo,
      itemId: l.itemId,
      sku: l.sku,
      description: l.description,
      unitOfMeasure: l.unitOfMeasure,
      quantity: l.quantity,
      receivedQty: l.receivedQty,
      allocatedQty: l.allocatedQty,
      lotNumber: l.lotNumber,
      trackLot: l.trackLot,
      trackSerial: l.trackSerial,
      trackExpiry: l.trackExpiry,
    })),
    history: d.events.map((e) => ({ status: e.status, note: e.note, byName: e.byName, at: e.createdAt.toISOString() })),
    allowed: allowedOn(ctx, o),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- reading

export async function listWarehouses(ctx: SignedInContext): Promise<{ items: Warehouse[] }> {
  return { items: (await findWarehouses(ctx.db, wmsScope(ctx))).map(toWarehouse) };
}

const inventoryList = defineList({
  findPage: findInventoryPage,
  toItem: toInventoryRow,
  toExportRow: (row: InventoryRow) => ({ ...row, lowStock: row.lowStock ? 'Yes' : 'No' }),
  exportTitles: enUsWarehouseStrings.inventoryColumns satisfies Record<InventoryGridField, string>,
  file: { name: 'inventory', title: 'Inventory', sheet: 'Inventory' },
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
  return inventoryList.exportFile(ctx.db, inventoryFilter(wmsScope(ctx), query), query);
}

const orderList = defineList({
  findPage: findOrdersPage,
  toItem: toOrderListItem,
  exportTitles: enUsWarehouseStrings.orderColumns satisfies Record<OrderGridField, string>,
  file: { name: 'orders', title: 'Orders', sheet: 'Orders' },
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
  return orderList.exportFile(ctx.db, orderFilter(wmsScope(ctx), query), query);
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

// ---------------------------------------------------------------- stock changes

type LineQty = { itemId: string; quantity: number };

const sumByItem = (lines: readonly LineQty[]) => {
  const m = new Map<string, number>();
  for (const l of lines) m.set(l.itemId, (m.get(l.itemId) ?? 0) + l.quantity);
  return m;
};

async function moveIncoming(db: Database, companyId: string, warehouseId: string, lines: LineQty[], sign: 1 | -1) {
  const totals = sumByItem(lines);
  await lockBalances(
    db,
    [...totals.keys()].map((itemId) => ({ itemId, warehouseId, companyId })),
  );
  for (const [itemId, qty] of totals) await changeBalance(db, { itemId, warehouseId }, { incoming: sign * qty });
}

export type Actor = { byName: string; createdBy: string | null };

/**
 * Allocates every line of an outbound order or none: locks the balance rows (FOR UPDATE, decision 047), checks
 * available = on hand − allocated for each item, then writes one 'allocated' movement per line. Answers the first
 * short item when the stock is not there.
 */
async function allocateLines(
  db: Database,
  order: OrderDetailRecord,
  actor: Actor,
): Promise<{ ok: true } | { ok: false; sku: string; available: number; ordered: number }> {
  const { companyId, warehouseId } = order.order;
  const need = sumByItem(order.lines);
  const locked = await lockBalances(
    db,
    [...need.keys()].map((itemId) => ({ itemId, warehouseId, companyId })),
  );
  for (const [itemId, qty] of need) {
    const b = locked.get(`${itemId}:${warehouseId}`);
    const available = b ? b.onHand - b.allocated : 0;
    if (available < qty) {
      const sku = order.lines.find((l) => l.itemId === itemId)?.sku ?? '';
      return { ok: false, sku, available, ordered: qty };
    }
  }
  const lots = await pickOrderLots(db, order, locked, warehouseToday());
  if (!lots.ok) return lots;
  for (const [itemId, qty] of need) await changeBalance(db, { itemId, warehouseId }, { allocated: qty });
  await allocatePickedLots(db, order, lots.picks);
  for (const line of order.lines) await setLineQuantities(db, line.id, { allocatedQty: line.quantity });
  await insertMovements(
    db,
    order.lines.flatMap((l) =>
      (lots.picks.get(l.id) ?? [{ lotNumber: '', quantity: l.quantity }]).map((p) => ({
        companyId,
        itemId: l.itemId,
        warehouseId,
        kind: 'allocated' as MovementKind,
        quantity: p.quantity,
        orderId: order.order.id,
        lotNumber: p.lotNumber,
        ...actor,
      })),
    ),
  );
  return { ok: true };
}

/** Gives back an order's allocations ('released' movements), e.g. when it is voided or changed. */
async function releaseLines(db: Database, order: OrderDetailRecord, actor: Actor, reason: string) {
  const { companyId, warehouseId } = order.order;
  const held = order.lines.filter((l) => l.allocatedQty > 0);
  if (held.length === 0) return;
  await lockBalances(
    db,
    held.map((l) => ({ itemId: l.itemId, warehouseId, companyId })),
  );
  for (const [itemId, qty] of sumByItem(held.map((l) => ({ itemId: l.itemId, quantity: l.allocatedQty }))))
    await changeBalance(db, { itemId, warehouseId }, { allocated: -qty });
  for (const l of held) await setLineQuantities(db, l.id, { allocatedQty: 0 });
  const byLot = await settleHeldLots(db, order, 'released', actor, reason);
  await insertMovements(db, [
    ...held
      .filter((l) => !byLot.lotItems.has(l.itemId))
      .map((l) => ({
        companyId,
        itemId: l.itemId,
        warehouseId,
        kind: 'released' as MovementKind,
        quantity: l.allocatedQty,
        orderId: order.order.id,
        reason,
        ...actor,
      })),
    ...byLot.rows,
  ]);
}

// ---------------------------------------------------------------- creating and changing orders

type OrderHeader = Pick<OrderDetailRecord['order'], 'direction'>;

async function checkOrderValues(
  db: Database,
  company: { id: string },
  direction: OrderHeader['direction'],
  values: { warehouseId: string; fileNumber: string; lines: { itemId: string }[] },
  exceptId?: string,
) {
  if (!(await hasWarehouseAccount(db, company.id, values.warehouseId)))
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.warehouse.unknownWarehouse',
      details: { fields: [fieldIssue('warehouseId', 'server.warehouse.unknownWarehouse')] },
    });
  if (await fileNumberTaken(db, company.id, direction, values.fileNumber, exceptId))
    throw new AppError('CONFLICT', {
      messageKey: 'errors.fileNumberExists',
      details: { fields: [fieldIssue('fileNumber', 'errors.fileNumberExists')] },
    });
  const ids = [...new Set(values.lines.map((l) => l.itemId))];
  const items = await findCompanyItems(db, company.id, ids);
  if (items.length !== ids.length) {
    const known = new Set(items.map((i) => i.id));
    const index = values.lines.findIndex((l) => !known.has(l.itemId));
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.warehouse.unknownItem',
      details: { fields: [fieldIssue(`lines.${index}.itemId`, 'server.warehouse.unknownItem')] },
    });
  }
}

async function inboundColumns(db: Database, companyId: string, values: InboundOrderValues) {
  let shipmentId: string | null = null;
  if (values.houseBill) {
    const shipment = await findCompanyShipmentByHouseBill(db, companyId, values.houseBill);
    if (!shipment)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'server.warehouse.noShipmentWithHouseBill',
        details: { fields: [fieldIssue('houseBill', 'server.warehouse.noShipmentWithHouseBill')] },
      });
    shipmentId = shipment.id;
  }
  return {
    warehouseId: values.warehouseId,
    fileNumber: values.fileNumber,
    referenceNo: values.referenceNo,
    supplierName: values.supplierName,
    expectedDate: values.expectedDate,
    carrier: values.carrier,
    containerNo: values.containerNo,
    houseBill: values.houseBill,
    shipmentId,
    notes: values.notes,
  };
}

async function outboundColumns(db: Database, companyId: string, values: OutboundOrderValues) {
  const address = await findCompanyAddress(db, companyId, values.shipToAddressId);
  if (!address)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.warehouse.unknownShipTo',
      details: { fields: [fieldIssue('shipToAddressId', 'server.warehouse.unknownShipTo')] },
    });
  return {
    warehouseId: values.warehouseId,
    fileNumber: values.fileNumber,
    referenceNo: values.referenceNo,
    shipToAddressId: address.id,
    shipTo: {
      name: address.name,
      address: address.address,
      city: address.city,
      stateProvince: address.stateProvince,
      postalCode: address.postalCode,
      countryCode: address.countryCode,
    },
    requestedDate: values.requestedDate,
    serviceLevel: values.serviceLevel,
    notes: values.notes,
  };
}

/** A unique-index race on the file number (two saves at once) answers like the check before it. */
export function fileNumberRace(error: unknown): never {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  if (text.includes('warehouse_orders_file_number_idx'))
    throw new AppError('CONFLICT', {
      messageKey: 'errors.fileNumberExists',
      details: { fields: [fieldIssue('fileNumber', 'errors.fileNumberExists')] },
    });
  throw error;
}

async function reload(ctx: SignedInContext, db: Database, orderId: string) {
  const d = await findOrderById(db, { kind: 'staff' }, orderId);
  if (!d) throw new AppError('NOT_FOUND');
  return d;
}

/** Writes one inbound order inside the caller's transaction (the form's save and the bulk import, decision 059). */
export async function insertInboundOrderIn(
  tx: Database,
  company: { id: string },
  actor: Actor,
  values: InboundOrderValues,
): Promise<string> {
  await checkOrderValues(tx, company, 'INBOUND', values);
  const columns = await inboundColumns(tx, company.id, values);
  const order = await insertOrder(tx, {
    ...columns,
    companyId: company.id,
    direction: 'INBOUND',
    status: 'INBOUND',
    createdBy: actor.createdBy,
  });
  await replaceOrderLines(tx, order.id, values.lines);
  await moveIncoming(tx, company.id, values.warehouseId, values.lines, 1);
  await insertOrderEvent(tx, { orderId: order.id, status: 'INBOUND', ...actor });
  return order.id;
}

export async function createInboundOrder(ctx: SignedInContext, values: InboundOrderValues): Promise<SaveOrderResponse> {
  const company = orderCreationCompany(ctx);
  const actor = byOf(ctx);
  const orderId = await ctx.db
    .transaction((tx) => insertInboundOrderIn(tx, company, actor, values))
    .catch(fileNumberRace);
  await recordCompanyAction(ctx, { action: 'wms.inbound.create', companyId: company.id, details: { orderId } });
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderSaved') };
}

export async function changeInboundOrder(
  ctx: SignedInContext,
  orderId: string,
  values: InboundOrderValues,
): Promise<SaveOrderResponse> {
  const company = orderCreationCompany(ctx);
  const actor = byOf(ctx);
  await ctx.db
    .transaction(async (tx) => {
      const d = await findOrderById(tx, { kind: 'company', companyIds: [company.id] }, orderId, { lock: true });
      if (!d || d.order.direction !== 'INBOUND') throw new AppError('NOT_FOUND');
      if (d.order.status !== 'INBOUND') throw new AppError('CONFLICT', { messageKey: 'server.warehouse.notEditable' });
      await checkOrderValues(tx, company, 'INBOUND', values, orderId);
      const columns = await inboundColumns(tx, company.id, values);
      await moveIncoming(tx, company.id, d.order.warehouseId, d.lines, -1);
      await updateOrder(tx, orderId, columns);
      await replaceOrderLines(tx, orderId, values.lines);
      await moveIncoming(tx, company.id, values.warehouseId, values.lines, 1);
      await insertOrderEvent(tx, { orderId, status: 'INBOUND', note: 'updated', ...actor });
    })
    .catch(fileNumberRace);
  await recordCompanyAction(ctx, { action: 'wms.inbound.update', companyId: company.id, details: { orderId } });
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderSaved') };
}

/** 1001 Order Allocated, 1002 Order Confirmed, 1003 Order Voided: the company's users hear of it per preferences. */
export async function tell(ctx: ServiceContext, orderId: string, eventCode: 1001 | 1002 | 1003) {
  const d = await findOrderById(ctx.db, { kind: 'staff' }, orderId);
  if (!d) return;
  await notifyWarehouseOrderEvent(ctx, {
    companyId: d.order.companyId,
    orderId,
    direction: d.order.direction,
    fileNumber: d.order.fileNumber,
    referenceNo: d.order.referenceNo,
    eventCode,
    note: eventCode === 1003 ? d.order.voidReason : '',
  });
}

/**
 * Writes one outbound order inside the caller's transaction and allocates it when the stock is there (the form's
 * save and the bulk import, decision 059).
 */
export async function insertOutboundOrderIn(
  ctx: SignedInContext,
  tx: Database,
  company: { id: string },
  actor: Actor,
  values: OutboundOrderValues,
): Promise<{ orderId: string; allocated: boolean }> {
  await checkOrderValues(tx, company, 'OUTBOUND', values);
  const columns = await outboundColumns(tx, company.id, values);
  const order = await insertOrder(tx, {
    ...columns,
    companyId: company.id,
    direction: 'OUTBOUND',
    status: 'OUTBOUND',
    createdBy: actor.createdBy,
  });
  await replaceOrderLines(tx, order.id, values.lines);
  await insertOrderEvent(tx, { orderId: order.id, status: 'OUTBOUND', ...actor });
  const d = await reload(ctx, tx, order.id);
  const result = await allocateLines(tx, d, actor);
  if (result.ok) {
    await updateOrder(tx, order.id, { status: 'ALLOCATED' });
    await insertOrderEvent(tx, { orderId: order.id, status: 'ALLOCATED', ...actor });
  }
  return { orderId: order.id, allocated: result.ok };
}

/**
 * Creates an outbound order and allocates it at once when the stock is there (ALLOCATED); otherwise it is saved as
 * OUTBOUND and says so (the staff allocate it when stock arrives).
 */
export async function createOutboundOrder(
  ctx: SignedInContext,
  values: OutboundOrderValues,
): Promise<SaveOrderResponse> {
  const company = orderCreationCompany(ctx);
  const actor = byOf(ctx);
  const { orderId, allocated } = await ctx.db
    .transaction((tx) => insertOutboundOrderIn(ctx, tx, company, actor, values))
    .catch(fileNumberRace);
  await recordCompanyAction(ctx, { action: 'wms.outbound.create', companyId: company.id, details: { orderId } });
  if (allocated) await tell(ctx, orderId, 1001);
  if (allocated) await alertLowStockOfOrder(ctx, orderId);
  return {
    order: toOrder(ctx, await reload(ctx, ctx.db, orderId)),
    ...said(allocated ? 'server.warehouse.orderSaved' : 'server.warehouse.orderNotAllocated'),
  };
}

export async function changeOutboundOrder(
  ctx: SignedInContext,
  orderId: string,
  values: OutboundOrderValues,
): Promise<SaveOrderResponse> {
  const company = orderCreationCompany(ctx);
  const actor = byOf(ctx);
  const previousItems: string[] = [];
  const allocated = await ctx.db
    .transaction(async (tx) => {
      const d = await findOrderById(tx, { kind: 'company', companyIds: [company.id] }, orderId, { lock: true });
      if (!d || d.order.direction !== 'OUTBOUND') throw new AppError('NOT_FOUND');
      if (d.order.status !== 'OUTBOUND' && d.order.status !== 'ALLOCATED')
        throw new AppError('CONFLICT', { messageKey: 'server.warehouse.notEditable' });
      await checkOrderValues(tx, company, 'OUTBOUND', values, orderId);
      const columns = await outboundColumns(tx, company.id, values);
      previousItems.push(...d.lines.map((l) => l.itemId));
      await releaseLines(tx, d, actor, 'order changed');
      await updateOrder(tx, orderId, { ...columns, status: 'OUTBOUND' });
      await replaceOrderLines(tx, orderId, values.lines);
      await insertOrderEvent(tx, { orderId, status: 'OUTBOUND', note: 'updated', ...actor });
      const result = await allocateLines(tx, await reload(ctx, tx, orderId), actor);
      if (result.ok) {
        await updateOrder(tx, orderId, { status: 'ALLOCATED' });
        await insertOrderEvent(tx, { orderId, status: 'ALLOCATED', ...actor });
      }
      return result.ok;
    })
    .catch(fileNumberRace);
  await recordCompanyAction(ctx, { action: 'wms.outbound.update', companyId: company.id, details: { orderId } });
  if (allocated) await tell(ctx, orderId, 1001);
  await alertLowStockOfOrder(ctx, orderId, previousItems);
  return {
    order: toOrder(ctx, await reload(ctx, ctx.db, orderId)),
    ...said(allocated ? 'server.warehouse.orderSaved' : 'server.warehouse.orderNotAllocated'),
  };
}

// ---------------------------------------------------------------- steps of an order

/** The scope a step on an existing order runs in: staff, or the creator's company for the customer's own steps. */
function stepScope(ctx: SignedInContext): WmsScope {
  if (isWarehouseStaff(ctx)) return { kind: 'staff' };
  const company = orderCreationCompany(ctx);
  return { kind: 'company', companyIds: [company.id] };
}

async function lockedOrder(db: Database, scope: WmsScope, orderId: string): Promise<OrderDetailRecord> {
  const d = await findOrderById(db, scope, orderId, { lock: true });
  if (!d) throw new AppError('NOT_FOUND');
  return d;
}

const notPossible = (status: string) =>
  new AppError('CONFLICT', { messageKey: 'server.warehouse.statusNotAllowed', params: { status } });

export async function voidOrder(ctx: SignedInContext, orderId: string, reason: string): Promise<SaveOrderResponse> {
  const scope = stepScope(ctx);
  const actor = byOf(ctx);
  const companyId = await ctx.db.transaction(async (tx) => {
    const d = await lockedOrder(tx, scope, orderId);
    const s = d.order.status;
    if (s !== 'INBOUND' && s !== 'OUTBOUND' && s !== 'ALLOCATED') throw notPossible(s);
    if (s === 'INBOUND') await moveIncoming(tx, d.order.companyId, d.order.warehouseId, d.lines, -1);
    if (s === 'ALLOCATED') await releaseLines(tx, d, actor, reason);
    await updateOrder(tx, orderId, { status: 'VOID', voidReason: reason });
    await insertOrderEvent(tx, { orderId, status: 'VOID', note: reason, ...actor });
    return d.order.companyId;
  });
  await recordCompanyAction(ctx, { action: 'wms.order.void', companyId, details: { orderId, reason } });
  await tell(ctx, orderId, 1003);
  await alertLowStockOfOrder(ctx, orderId);
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderVoided') };
}

export async function allocateOrderIn(tx: Database, scope: WmsScope, orderId: string, actor: Actor): Promise<string> {
  const d = await lockedOrder(tx, scope, orderId);
  if (d.order.status !== 'OUTBOUND') throw notPossible(d.order.status);
  const result = await allocateLines(tx, d, actor);
  if (!result.ok)
    throw new AppError('CONFLICT', {
      messageKey: 'server.warehouse.insufficientStock',
      params: { sku: result.sku, available: result.available, ordered: result.ordered },
    });
  await updateOrder(tx, orderId, { status: 'ALLOCATED' });
  await insertOrderEvent(tx, { orderId, status: 'ALLOCATED', ...actor });
  return d.order.companyId;
}

export async function allocateOrder(ctx: SignedInContext, orderId: string): Promise<SaveOrderResponse> {
  const scope = stepScope(ctx);
  const actor = byOf(ctx);
  const companyId = await ctx.db.transaction((tx) => allocateOrderIn(tx, scope, orderId, actor));
  await recordCompanyAction(ctx, { action: 'wms.outbound.allocate', companyId, details: { orderId } });
  await tell(ctx, orderId, 1001);
  await alertLowStockOfOrder(ctx, orderId);
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderAllocated') };
}

export async function receiveOrderIn(
  tx: Database,
  scope: WmsScope,
  orderId: string,
  input: ReceiveOrderInput,
  actor: Actor,
): Promise<string> {
  const d = await lockedOrder(tx, scope, orderId);
  if (d.order.direction !== 'INBOUND' || d.order.status !== 'INBOUND') throw notPossible(d.order.status);
  const given = new Map(input.lines.map((l) => [l.lineId, l.receivedQty]));
  if (given.size !== d.lines.length || d.lines.some((l) => !given.has(l.id)))
    throw new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouse.receiveLinesMismatch' });
  const givenLines = new Map<string, GivenLine>(input.lines.map((l) => [l.lineId, l]));
  const tracking = await checkReceivedLines(tx, d, givenLines);
  const { companyId: cid, warehouseId } = d.order;
  await moveIncoming(tx, cid, warehouseId, d.lines, -1);
  const received = new Map<string, number>();
  for (const l of d.lines) {
    const qty = given.get(l.id) ?? 0;
    received.set(l.itemId, (received.get(l.itemId) ?? 0) + qty);
    await setLineQuantities(tx, l.id, { receivedQty: qty });
  }
  for (const [itemId, qty] of received) if (qty > 0) await changeBalance(tx, { itemId, warehouseId }, { onHand: qty });
  await insertMovements(
    tx,
    d.lines
      .filter((l) => (given.get(l.id) ?? 0) > 0)
      .map((l) => ({
        companyId: cid,
        itemId: l.itemId,
        warehouseId,
        kind: 'received' as MovementKind,
        quantity: given.get(l.id) ?? 0,
        orderId,
        reason: (given.get(l.id) ?? 0) === l.quantity ? '' : `expected ${l.quantity}`,
        lotNumber: tracking.get(l.id)?.lotNumber ?? '',
        expiryDate: tracking.get(l.id)?.expiryDate ?? null,
        serialNumbers: tracking.get(l.id)?.serialNumbers ?? [],
        ...actor,
      })),
  );
  await recordReceivedLots(tx, d, givenLines, tracking);
  await updateOrder(tx, orderId, { status: 'RECEIVED' });
  await insertOrderEvent(tx, { orderId, status: 'RECEIVED', ...actor });
  await issueOrderReceipt(tx, d, given, actor);
  return cid;
}

/** Staff: the goods of an inbound order arrived; each line's received quantity goes on hand ('received'). */
export async function receiveOrder(
  ctx: SignedInContext,
  orderId: string,
  input: ReceiveOrderInput,
): Promise<SaveOrderResponse> {
  const scope = staffOnly(ctx);
  const actor = byOf(ctx);
  const companyId = await ctx.db.transaction((tx) => receiveOrderIn(tx, scope, orderId, input, actor));
  await recordCompanyAction(ctx, { action: 'wms.inbound.receive', companyId, details: { orderId } });
  await alertLowStockOfOrder(ctx, orderId);
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderReceived') };
}

export async function confirmOrderIn(
  tx: Database,
  scope: WmsScope,
  orderId: string,
  actor: Actor,
  shippedSerials: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<string> {
  const d = await lockedOrder(tx, scope, orderId);
  const s = d.order.status;
  if (s !== 'RECEIVED' && s !== 'ALLOCATED') throw notPossible(s);
  if (s === 'ALLOCATED') {
    const { companyId: cid, warehouseId } = d.order;
    const serials = await shipOrderSerials(tx, d, shippedSerials);
    await lockBalances(
      tx,
      d.lines.map((l) => ({ itemId: l.itemId, warehouseId, companyId: cid })),
    );
    for (const [itemId, qty] of sumByItem(d.lines.map((l) => ({ itemId: l.itemId, quantity: l.allocatedQty }))))
      await changeBalance(tx, { itemId, warehouseId }, { onHand: -qty, allocated: -qty });
    const byLot = await settleHeldLots(tx, d, 'shipped', actor);
    // A lot-tracked item ships in rows per lot: its serials (all lines) go on its first row (decision 079).
    const lotSerials = new Map<string, string[]>();
    for (const l of d.lines)
      if (byLot.lotItems.has(l.itemId))
        lotSerials.set(l.itemId, [...(lotSerials.get(l.itemId) ?? []), ...(serials.get(l.id) ?? [])]);
    await insertMovements(tx, [
      ...d.lines
        .filter((l) => !byLot.lotItems.has(l.itemId))
        .map((l) => ({
          companyId: cid,
          itemId: l.itemId,
          warehouseId,
          kind: 'shipped' as MovementKind,
          quantity: l.allocatedQty,
          orderId,
          serialNumbers: serials.get(l.id) ?? [],
          ...actor,
        })),
      ...byLot.rows.map((r) => {
        const first = lotSerials.get(r.itemId);
        lotSerials.delete(r.itemId);
        return { ...r, serialNumbers: first ?? [] };
      }),
    ]);
  }
  await updateOrder(tx, orderId, { status: 'CONFIRMED' });
  await insertOrderEvent(tx, { orderId, status: 'CONFIRMED', ...actor });
  return d.order.companyId;
}

/** Staff: confirms a received inbound order, or ships an allocated outbound order ('shipped' leaves on hand). */
export async function confirmOrder(
  ctx: SignedInContext,
  orderId: string,
  input?: ConfirmOrderInput,
): Promise<SaveOrderResponse> {
  const scope = staffOnly(ctx);
  const actor = byOf(ctx);
  const serials = new Map((input?.lines ?? []).map((l) => [l.lineId, l.serialNumbers ?? []] as const));
  const companyId = await ctx.db.transaction((tx) => confirmOrderIn(tx, scope, orderId, actor, serials));
  await recordCompanyAction(ctx, { action: 'wms.order.confirm', companyId, details: { orderId } });
  await tell(ctx, orderId, 1002);
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderConfirmed') };
}
