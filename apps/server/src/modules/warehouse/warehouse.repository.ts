import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { addresses } from '../../db/schema/addressbook';
import { rawRows } from '../../db/raw-rows';
import { companies } from '../../db/schema/identity';
import { shipments } from '../../db/schema/shipments';
import {
  inventoryBalances,
  inventoryMovements,
  warehouseAccounts,
  warehouseFeedEvents,
  warehouseItems,
  warehouseOrderEvents,
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

const inScope = (scope: WmsScope, column: PgColumn): SQL | undefined =>
  scope.kind === 'staff' ? undefined : inArray(column, scope.companyIds);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---------------------------------------------------------------- warehouses

export async function findWarehouses(db: Database, scope: WmsScope): Promise<WarehouseRecord[]> {
  if (scope.kind === 'staff') return db.select().from(warehouses).orderBy(asc(warehouses.code));
  return db
    .selectDistinct({ w: warehouses })
    .from(warehouses)
    .innerJoin(warehouseAccounts, eq(warehouseAccounts.warehouseId, warehouses.id))
    .where(inArray(warehouseAccounts.companyId, scope.companyIds))
    .orderBy(asc(warehouses.code))
    .then((rows) => rows.map((r) => r.w));
}

export async function hasWarehouseAccount(db: Database, companyId: string, warehouseId: string): Promise<boolean> {
  const rows = await db
    .select({ id: warehouseAccounts.warehouseId })
    .from(warehouseAccounts)
    .where(and(eq(warehouseAccounts.companyId, companyId), eq(warehouseAccounts.warehouseId, warehouseId)))
    .limit(1);
  return rows.length > 0;
}

export async function findWarehouseById(db: Database, id: string): Promise<WarehouseRecord | undefined> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id)).limit(1);
  return row;
}

// ---------------------------------------------------------------- inventory

const availableSql = sql<number>`(${inventoryBalances.onHand} - ${inventoryBalances.allocated})`;
const lowStockSql = sql<boolean>`(${warehouseItems.lowStockThreshold} > 0 and (${inventoryBalances.onHand} - ${inventoryBalances.allocated}) <= ${warehouseItems.lowStockThreshold})`;

export const inventoryGridColumns: GridColumns = {
  sku: { column: warehouseItems.sku, kind: 'text' },
  description: { column: warehouseItems.description, kind: 'text' },
  companyCode: { column: companies.code, kind: 'text' },
  warehouseCode: { column: warehouses.code, kind: 'text' },
  unitOfMeasure: { column: warehouseItems.unitOfMeasure, kind: 'text' },
  hsCode: { column: warehouseItems.hsCode, kind: 'text' },
  onHand: { column: inventoryBalances.onHand, kind: 'number' },
  allocated: { column: inventoryBalances.allocated, kind: 'number' },
  available: { column: availableSql, kind: 'number' },
  incoming: { column: inventoryBalances.incoming, kind: 'number' },
  lowStockThreshold: { column: warehouseItems.lowStockThreshold, kind: 'number' },
  lowStock: { column: lowStockSql, kind: 'boolean' },
};

export type InventoryListFilter = {
  scope: WmsScope;
  filters: readonly GridFilter[];
  sort: readonly GridSort[];
  q?: string;
  lowStock?: boolean;
};

export type InventoryRowRecord = {
  itemId: string;
  warehouseId: string;
  sku: string;
  description: string;
  companyCode: string;
  warehouseCode: string;
  unitOfMeasure: string;
  hsCode: string;
  onHand: number;
  allocated: number;
  incoming: number;
  lowStockThreshold: number;
};

const inventorySelection = {
  itemId: warehouseItems.id,
  warehouseId: inventoryBalances.warehouseId,
  sku: warehouseItems.sku,
  description: warehouseItems.description,
  companyCode: companies.code,
  warehouseCode: warehouses.code,
  unitOfMeasure: warehouseItems.unitOfMeasure,
  hsCode: warehouseItems.hsCode,
  onHand: inventoryBalances.onHand,
  allocated: inventoryBalances.allocated,
  incoming: inventoryBalances.incoming,
  lowStockThreshold: warehouseItems.lowStockThreshold,
};

function inventoryWhere(filter: InventoryListFilter): SQL | undefined {
  const q = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  return and(
    inScope(filter.scope, inventoryBalances.companyId),
    isNull(warehouseItems.deletedAt),
    gridWhere(inventoryGridColumns, filter.filters),
    filter.lowStock === undefined ? undefined : filter.lowStock ? lowStockSql : sql`not ${lowStockSql}`,
    q ? or(sql`${warehouseItems.sku} ilike ${q}`, sql`${warehouseItems.description} ilike ${q}`) : undefined,
  );
}

const inventoryFrom = (db: Database) =>
  db
    .select(inventorySelection)
    .from(inventoryBalances)
    .innerJoin(warehouseItems, eq(warehouseItems.id, inventoryBalances.itemId))
    .innerJoin(companies, eq(companies.id, inventoryBalances.companyId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryBalances.warehouseId));

export async function findInventoryPage(
  db: Database,
  filter: InventoryListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: InventoryRowRecord[]; total: number }> {
  const where = inventoryWhere(filter);
  const [rows, totals] = await Promise.all([
    inventoryFrom(db)
      .where(where)
      .orderBy(
        ...gridOrderBy(inventoryGridColumns, filter.sort, [
          sql`${warehouseItems.sku} asc`,
          sql`${inventoryBalances.warehouseId} asc`,
        ]),
      )
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ value: count() })
      .from(inventoryBalances)
      .innerJoin(warehouseItems, eq(warehouseItems.id, inventoryBalances.itemId))
      .innerJoin(companies, eq(companies.id, inventoryBalances.companyId))
      .innerJoin(warehouses, eq(warehouses.id, inventoryBalances.warehouseId))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.value ?? 0) };
}

export async function findInventoryTotals(db: Database, scope: WmsScope) {
  const [row] = await db
    .select({
      items: sql<number>`count(distinct ${inventoryBalances.itemId})::int`,
      onHand: sql<number>`coalesce(sum(${inventoryBalances.onHand}), 0)::int`,
      allocated: sql<number>`coalesce(sum(${inventoryBalances.allocated}), 0)::int`,
      incoming: sql<number>`coalesce(sum(${inventoryBalances.incoming}), 0)::int`,
      lowStock: sql<number>`count(*) filter (where ${lowStockSql})::int`,
    })
    .from(inventoryBalances)
    .innerJoin(warehouseItems, eq(warehouseItems.id, inventoryBalances.itemId))
    .where(and(inScope(scope, inventoryBalances.companyId), isNull(warehouseItems.deletedAt)));
  return {
    items: Number(row?.items ?? 0),
    onHand: Number(row?.onHand ?? 0),
    allocated: Number(row?.allocated ?? 0),
    incoming: Number(row?.incoming ?? 0),
    lowStock: Number(row?.lowStock ?? 0),
  };
}

export type ItemWithCompany = ItemRecord & { companyCode: string };

export async function findItemById(db: Database, scope: WmsScope, id: string): Promise<ItemWithCompany | undefined> {
  const [row] = await db
    .select({ item: warehouseItems, companyCode: companies.code })
    .from(warehouseItems)
    .innerJoin(companies, eq(companies.id, warehouseItems.companyId))
    .where(and(eq(warehouseItems.id, id), isNull(warehouseItems.deletedAt), inScope(scope, warehouseItems.companyId)))
    .limit(1);
  return row ? { ...row.item, companyCode: row.companyCode } : undefined;
}

/** Live items of one company by id (order lines may name only these). */
export async function findCompanyItems(db: Database, companyId: string, ids: string[]): Promise<ItemRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(warehouseItems)
    .where(
      and(eq(warehouseItems.companyId, companyId), inArray(warehouseItems.id, ids), isNull(warehouseItems.deletedAt)),
    );
}

export async function findItemBalances(db: Database, itemId: string) {
  return db
    .select({ balance: inventoryBalances, warehouse: warehouses })
    .from(inventoryBalances)
    .innerJoin(warehouses, eq(warehouses.id, inventoryBalances.warehouseId))
    .where(eq(inventoryBalances.itemId, itemId))
    .orderBy(asc(warehouses.code));
}

export async function findMovementsPage(db: Database, itemId: string, page: { offset: number; limit: number }) {
  const where = eq(inventoryMovements.itemId, itemId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        movement: inventoryMovements,
        warehouseCode: warehouses.code,
        fileNumber: sql<string>`coalesce(${warehouseOrders.fileNumber}, '')`,
      })
      .from(inventoryMovements)
      .innerJoin(warehouses, eq(warehouses.id, inventoryMovements.warehouseId))
      .leftJoin(warehouseOrders, eq(warehouseOrders.id, inventoryMovements.orderId))
      .where(where)
      .orderBy(desc(inventoryMovements.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(inventoryMovements).where(where),
  ]);
  return { rows, total: Number(totals[0]?.value ?? 0) };
}

/** The open orders that hold (allocated) or bring (incoming) units of an item, with their quantities. */
export async function findItemOrders(db: Database, itemId: string, basis: 'allocated' | 'incoming' | 'requested') {
  const quantity =
    basis === 'allocated'
      ? sql<number>`sum(${warehouseOrderLines.allocatedQty})::int`
      : sql<number>`sum(${warehouseOrderLines.quantity})::int`;
  return db
    .select({
      order: warehouseOrders,
      warehouseCode: warehouses.code,
      shipmentEta: shipments.eta,
      quantity,
    })
    .from(warehouseOrderLines)
    .innerJoin(warehouseOrders, eq(warehouseOrders.id, warehouseOrderLines.orderId))
    .innerJoin(warehouses, eq(warehouses.id, warehouseOrders.warehouseId))
    .leftJoin(shipments, eq(shipments.id, warehouseOrders.shipmentId))
    .where(
      and(
        eq(warehouseOrderLines.itemId, itemId),
        isNull(warehouseOrders.deletedAt),
        basis === 'allocated'
          ? and(eq(warehouseOrders.status, 'ALLOCATED'), sql`${warehouseOrderLines.allocatedQty} > 0`)
          : basis === 'requested'
            ? eq(warehouseOrders.status, 'OUTBOUND')
            : eq(warehouseOrders.status, 'INBOUND'),
      ),
    )
    .groupBy(warehouseOrders.id, warehouses.code, shipments.eta)
    .orderBy(
      asc(sql`coalesce(${warehouseOrders.expectedDate}, ${warehouseOrders.requestedDate})`),
      asc(warehouseOrders.id),
    );
}

// ---------------------------------------------------------------- orders

const lineCountSql = sql<number>`(select count(*)::int from ${warehouseOrderLines} l where l.order_id = ${warehouseOrders.id})`;
const totalQtySql = sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${warehouseOrderLines} l where l.order_id = ${warehouseOrders.id})`;
const partyNameSql = sql<string>`(case when ${warehouseOrders.direction} = 'INBOUND' then ${warehouseOrders.supplierName} else coalesce(${warehouseOrders.shipTo} ->> 'name', '') end)`;
const dueDateSql = sql<string | null>`coalesce(${warehouseOrders.expectedDate}, ${warehouseOrders.requestedDate})`;

export const orderGridColumns: GridColumns = {
  fileNumber: { column: warehouseOrders.fileNumber, kind: 'text' },
  referenceNo: { column: warehouseOrders.referenceNo, kind: 'text' },
  status: { column: warehouseOrders.status, kind: 'text' },
  companyCode: { column: companies.code, kind: 'text' },
  warehouseCode: { column: warehouses.code, kind: 'text' },
  partyName: { column: partyNameSql, kind: 'text' },
  dueDate: { column: dueDateSql, kind: 'date' },
  houseBill: { column: warehouseOrders.houseBill, kind: 'text' },
  lineCount: { column: lineCountSql, kind: 'number' },
  totalQty: { column: totalQtySql, kind: 'number' },
  createdAt: { column: warehouseOrders.createdAt, kind: 'date' },
};

export type OrderListFilter = {
  scope: WmsScope;
  direction: 'INBOUND' | 'OUTBOUND';
  status?: string;
  filters: readonly GridFilter[];
  sort: readonly GridSort[];
  q?: string;
};

export type OrderListRecord = {
  order: OrderRecord;
  companyCode: string;
  warehouseCode: string;
  partyName: string;
  lineCount: number;
  totalQty: number;
};

function orderWhere(filter: OrderListFilter): SQL | undefined {
  const q = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  return and(
    inScope(filter.scope, warehouseOrders.companyId),
    isNull(warehouseOrders.deletedAt),
    eq(warehouseOrders.direction, filter.direction),
    filter.status ? eq(warehouseOrders.status, filter.status as OrderRecord['status']) : undefined,
    gridWhere(orderGridColumns, filter.filters),
    q
      ? or(
          sql`${warehouseOrders.fileNumber} ilike ${q}`,
          sql`${warehouseOrders.referenceNo} ilike ${q}`,
          sql`${warehouseOrders.houseBill} ilike ${q}`,
          sql`${partyNameSql} ilike ${q}`,
        )
      : undefined,
  );
}

export async function findOrdersPage(
  db: Database,
  filter: OrderListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderListRecord[]; total: number }> {
  const where = orderWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({
        order: warehouseOrders,
        companyCode: companies.code,
        warehouseCode: warehouses.code,
        partyName: partyNameSql,
        lineCount: lineCountSql,
        totalQty: totalQtySql,
      })
      .from(warehouseOrders)
      .innerJoin(companies, eq(companies.id, warehouseOrders.companyId))
      .innerJoin(warehouses, eq(warehouses.id, warehouseOrders.warehouseId))
      .where(where)
      .orderBy(
        ...gridOrderBy(orderGridColumns, filter.sort, [
          sql`${warehouseOrders.createdAt} desc`,
          sql`${warehouseOrders.id} desc`,
        ]),
      )
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ value: count() })
      .from(warehouseOrders)
      .innerJoin(companies, eq(companies.id, warehouseOrders.companyId))
      .innerJoin(warehouses, eq(warehouses.id, warehouseOrders.warehouseId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, lineCount: Number(r.lineCount), totalQty: Number(r.totalQty) })),
    total: Number(totals[0]?.value ?? 0),
  };
}

export async function countOrdersByStatus(db: Database, scope: WmsScope) {
  return db
    .select({ direction: warehouseOrders.direction, status: warehouseOrders.status, value: count() })
    .from(warehouseOrders)
    .where(and(inScope(scope, warehouseOrders.companyId), isNull(warehouseOrders.deletedAt)))
    .groupBy(warehouseOrders.direction, warehouseOrders.status);
}

export type OrderDetailRecord = {
  order: OrderRecord;
  companyCode: string;
  companyName: string;
  warehouse: WarehouseRecord;
  shipmentEta: Date | null;
  lines: (OrderLineRecord & {
    sku: string;
    description: string;
    unitOfMeasure: string;
    trackLot: boolean;
    trackSerial: boolean;
    trackExpiry: boolean;
  })[];
  events: (typeof warehouseOrderEvents.$inferSelect)[];
};

/** One order in the scope; `lock` takes its row lock (FOR UPDATE) inside the caller's transaction. */
export async function findOrderById(
  db: Database,
  scope: WmsScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderDetailRecord | undefined> {
  const where = and(
    eq(warehouseOrders.id, id),
    isNull(warehouseOrders.deletedAt),
    inScope(scope, warehouseOrders.companyId),
  );
  if (options.lock) await db.select({ id: warehouseOrders.id }).from(warehouseOrders).where(where).for('update');
  const [head] = await db
    .select({
      order: warehouseOrders,
      companyCode: companies.code,
      companyName: companies.name,
      warehouse: warehouses,
      shipmentEta: shipments.eta,
    })
    .from(warehouseOrders)
    .innerJoin(companies, eq(companies.id, warehouseOrders.companyId))
    .innerJoin(warehouses, eq(warehouses.id, warehouseOrders.warehouseId))
    .leftJoin(shipments, eq(shipments.id, warehouseOrders.shipmentId))
    .where(where)
    .limit(1);
  if (!head) return undefined;
  const [lines, events] = await Promise.all([
    db
      .select({
        line: warehouseOrderLines,
        sku: warehouseItems.sku,
        description: warehouseItems.description,
        unitOfMeasure: warehouseItems.unitOfMeasure,
        trackLot: warehouseItems.trackLot,
        trackSerial: warehouseItems.trackSerial,
        trackExpiry: warehouseItems.trackExpiry,
      })
      .from(warehouseOrderLines)
      .innerJoin(warehouseItems, eq(warehouseItems.id, warehouseOrderLines.itemId))
      .where(eq(warehouseOrderLines.orderId, id))
      .orderBy(asc(warehouseOrderLines.lineNo)),
    db
      .select()
      .from(warehouseOrderEvents)
      .where(eq(warehouseOrderEvents.orderId, id))
      .orderBy(asc(warehouseOrderEvents.id)),
  ]);
  return {
    ...head,
    lines: lines.map(({ line, ...item }) => ({ ...line, ...item })),
    events,
  };
}

export async function fileNumberTaken(
  db: Database,
  companyId: string,
  direction: 'INBOUND' | 'OUTBOUND',
  fileNumber: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: warehouseOrders.id })
    .from(warehouseOrders)
    .where(
      and(
        eq(warehouseOrders.companyId, companyId),
        eq(warehouseOrders.direction, direction),
        sql`lower(${warehouseOrders.fileNumber}) = lower(${fileNumber})`,
        exceptId ? sql`${warehouseOrders.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertOrder(db: Database, values: NewOrder): Promise<OrderRecord> {
  const [row] = await db.insert(warehouseOrders).values(values).returning();
  if (!row) throw new Error('order was not inserted');
  return row;
}

export async function updateOrder(db: Database, id: string, values: Partial<NewOrder>): Promise<void> {
  await db
    .update(warehouseOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(warehouseOrders.id, id));
}

export async function replaceOrderLines(
  db: Database,
  orderId: string,
  lines: { itemId: string; quantity: number; lotNumber: string }[],
): Promise<OrderLineRecord[]> {
  await db.delete(warehouseOrderLines).where(eq(warehouseOrderLines.orderId, orderId));
  return db
    .insert(warehouseOrderLines)
    .values(lines.map((l, i) => ({ orderId, lineNo: i + 1, ...l })))
    .returning();
}

export async function setLineQuantities(
  db: Database,
  lineId: string,
  values: { receivedQty?: number | null; allocatedQty?: number },
): Promise<void> {
  await db.update(warehouseOrderLines).set(values).where(eq(warehouseOrderLines.id, lineId));
}

export async function insertOrderEvent(
  db: Database,
  values: { orderId: string; status: string; note?: string; byName: string; createdBy: string | null },
): Promise<void> {
  await db.insert(warehouseOrderEvents).values(values);
}

// ---------------------------------------------------------------- balances and ledger

export type BalanceKey = { itemId: string; warehouseId: string; companyId: string };
export type BalanceRecord = typeof inventoryBalances.$inferSelect;

/**
 * Locks the balance rows of these items in one warehouse (SELECT … FOR UPDATE, in item id order so two
 * transactions never wait on each other in a circle), creating missing rows first. Decision 047.
 */
export async function lockBalances(db: Database, keys: BalanceKey[]): Promise<Map<string, BalanceRecord>> {
  if (keys.length === 0) return new Map();
  const unique = [...new Map(keys.map((k) => [`${k.itemId}:${k.warehouseId}`, k])).values()];
  await db
    .insert(inventoryBalances)
    .values(unique.map((k) => ({ itemId: k.itemId, warehouseId: k.warehouseId, companyId: k.companyId })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(inventoryBalances)
    .where(
      or(
        ...unique.map((k) =>
          and(eq(inventoryBalances.itemId, k.itemId), eq(inventoryBalances.warehouseId, k.warehouseId)),
        ),
      ),
    )
    .orderBy(asc(inventoryBalances.itemId), asc(inventoryBalances.warehouseId))
    .for('update');
  return new Map(rows.map((r) => [`${r.itemId}:${r.warehouseId}`, r]));
}

/** Moves a balance row by deltas (the checks refuse any result below zero or allocated above on hand). */
export async function changeBalance(
  db: Database,
  key: { itemId: string; warehouseId: string },
  delta: { onHand?: number; allocated?: number; incoming?: number },
): Promise<void> {
  await db
    .update(inventoryBalances)
    .set({
      onHand: sql`${inventoryBalances.onHand} + ${delta.onHand ?? 0}`,
      allocated: sql`${inventoryBalances.allocated} + ${delta.allocated ?? 0}`,
      incoming: sql`${inventoryBalances.incoming} + ${delta.incoming ?? 0}`,
      updatedAt: new Date(),
    })
    .where(and(eq(inventoryBalances.itemId, key.itemId), eq(inventoryBalances.warehouseId, key.warehouseId)));
}

export type LowStockCrossing = {
  companyId: string;
  itemId: string;
  warehouseId: string;
  sku: string;
  description: string;
  warehouseName: string;
  available: number;
  threshold: number;
};

/**
 * Settles the low-stock mark of some items' balance rows (decision 063) in two statements: rows back above their
 * threshold are re-armed; rows at or below it that were not yet told are claimed (`low_stock_alerted` set by the one
 * UPDATE that finds it unset) and returned, so a crossing is told once however many requests race for it.
 */
export async function settleLowStockMarks(
  db: Database,
  companyId: string,
  itemIds: readonly string[],
): Promise<LowStockCrossing[]> {
  if (itemIds.length === 0) return [];
  const ids = [...new Set(itemIds)];
  const low = sql`(i.low_stock_threshold > 0 and b.on_hand - b.allocated <= i.low_stock_threshold)`;
  const target = sql`b.company_id = ${companyId} and b.item_id in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}) and i.id = b.item_id`;
  await db.execute(sql`update inventory_balances b set low_stock_alerted = false from warehouse_items i
    where ${target} and b.low_stock_alerted and not ${low}`);
  const rows = await rawRows<{
    company_id: string;
    item_id: string;
    warehouse_id: string;
    sku: string;
    description: string;
    warehouse_name: string;
    available: number;
    threshold: number;
  }>(
    db,
    sql`update inventory_balances b set low_stock_alerted = true
    from warehouse_items i, warehouses w
    where ${target} and w.id = b.warehouse_id and not b.low_stock_alerted and ${low} and i.deleted_at is null
    returning b.company_id, b.item_id, b.warehouse_id, i.sku, i.description, w.name as warehouse_name,
      (b.on_hand - b.allocated)::int as available, i.low_stock_threshold as threshold`,
  );
  return rows.map((r) => ({
    companyId: r.company_id,
    itemId: r.item_id,
    warehouseId: r.warehouse_id,
    sku: r.sku,
    description: r.description,
    warehouseName: r.warehouse_name,
    available: Number(r.available),
    threshold: Number(r.threshold),
  }));
}

export async function insertMovements(db: Database, rows: (typeof inventoryMovements.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(inventoryMovements).values(rows);
}

// ---------------------------------------------------------------- links to other tables (read only)

/** A shipment of the company by its house bill (an inbound order's goods in transit). */
export async function findCompanyShipmentByHouseBill(db: Database, companyId: string, houseBill: string) {
  const [row] = await db
    .select({ id: shipments.id, eta: shipments.eta })
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), sql`lower(${shipments.documentNo}) = lower(${houseBill})`))
    .limit(1);
  return row;
}

/** A live address of the company's book (an outbound order's ship-to). */
export async function findCompanyAddress(db: Database, companyId: string, addressId: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.companyId, companyId), isNull(addresses.deletedAt)))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- feed

/** Records a feed event id; false when it was recorded before (the event is then not applied again). */
export async function claimFeedEvent(
  db: Database,
  values: { eventId: string; kind: string; orderId: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(warehouseFeedEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: warehouseFeedEvents.eventId });
  return rows.length > 0;
}

/** The feed names records by the forwarder's codes: a company's order by direction and file number. */
export async function findOrderByFileNumber(
  db: Database,
  companyCode: string,
  direction: 'INBOUND' | 'OUTBOUND',
  fileNumber: string,
): Promise<{ id: string; companyId: string } | undefined> {
  const [row] = await db
    .select({ id: warehouseOrders.id, companyId: warehouseOrders.companyId })
    .from(warehouseOrders)
    .innerJoin(companies, eq(companies.id, warehouseOrders.companyId))
    .where(
      and(
        eq(companies.code, companyCode),
        eq(warehouseOrders.direction, direction),
        sql`lower(${warehouseOrders.fileNumber}) = lower(${fileNumber})`,
        isNull(warehouseOrders.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** A company's live item by SKU and a warehouse by code, where the company holds an account. */
export async function findItemAtWarehouse(db: Database, companyCode: string, sku: string, warehouseCode: string) {
  const [row] = await db
    .select({ itemId: warehouseItems.id, companyId: warehouseItems.companyId, warehouseId: warehouses.id })
    .from(warehouseItems)
    .innerJoin(companies, eq(companies.id, warehouseItems.companyId))
    .innerJoin(warehouseAccounts, eq(warehouseAccounts.companyId, warehouseItems.companyId))
    .innerJoin(warehouses, eq(warehouses.id, warehouseAccounts.warehouseId))
    .where(
      and(
        eq(companies.code, companyCode),
        eq(warehouseItems.sku, sku),
        eq(warehouses.code, warehouseCode),
        isNull(warehouseItems.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function setFeedEventOrder(db: Database, eventId: string, orderId: string): Promise<void> {
  await db.update(warehouseFeedEvents).set({ orderId }).where(eq(warehouseFeedEvents.eventId, eventId));
}

export async function findFeedEvent(db: Database, eventId: string) {
  const [row] = await db.select().from(warehouseFeedEvents).where(eq(warehouseFeedEvents.eventId, eventId)).limit(1);
  return row;
}
