import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { rawRows } from '../../db/raw-rows';
import { companies } from '../../db/schema/identity';
import { shipments } from '../../db/schema/shipments';
import {
  inventoryBalances,
  inventoryMovements,
  warehouseAccounts,
  warehouseItems,
  warehouseOrderLines,
  warehouseOrders,
  warehouses,
} from '../../db/schema/warehouse';

/**
 * The warehouse's SQL: warehouses, the inventory, balances and the movement ledger. The scope and record types are in
 * `warehouse-scope.ts` (shared with the orders' and the feed's SQL); orders are in `warehouse-orders.repository.ts`.
 */
import { inScope, type ItemRecord, type WarehouseRecord, type WmsScope } from './warehouse-scope';
export type {
  ItemRecord,
  MovementKind,
  NewOrder,
  OrderLineRecord,
  OrderRecord,
  WarehouseRecord,
  WmsScope,
} from './warehouse-scope';
import { containsPattern } from '../../db/like-pattern';

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
  const q = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    inScope(filter.scope, inventoryBalances.companyId),
    // The same company stated on the item (a balance row is always written with its item's company): the planner
    // then reads the first page in SKU order from `warehouse_items_company_sku_idx` and joins each row's balances
    // by their primary key, instead of sorting every item of the company (decision 103).
    inScope(filter.scope, warehouseItems.companyId),
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

/** Grid fields read from the balance row alone: a filter on these needs no other table to be counted. */
const balanceFields: ReadonlySet<string> = new Set(['onHand', 'allocated', 'available', 'incoming']);

/**
 * The total of an inventory list, as SQL answering one row `{ value }`. When only stock filters, or none, narrow the
 * rows (decision 103): the scope's balance rows that pass them, counted from `inventory_balances` alone (without a
 * filter, from `inventory_balances_company_idx`), less those of deleted items, found by `warehouse_items_deleted_idx`
 * (a few rows at most); one statement, so both counts read the same snapshot. Equal to counting the joined rows:
 * every balance row has one company and one warehouse, and its item's company is its own. Otherwise (a search, the
 * low-stock choice, a filter on an item's or a code's column) the joined rows are counted.
 */
export function inventoryTotalQuery(db: Database, filter: InventoryListFilter): SQL {
  const { scope } = filter;
  const stockOnly =
    !filter.q && filter.lowStock === undefined && filter.filters.every((f) => balanceFields.has(f.field));
  if (!stockOnly)
    return db
      .select({ value: sql<number>`count(*)`.as('value') })
      .from(inventoryBalances)
      .innerJoin(warehouseItems, eq(warehouseItems.id, inventoryBalances.itemId))
      .innerJoin(companies, eq(companies.id, inventoryBalances.companyId))
      .innerJoin(warehouses, eq(warehouses.id, inventoryBalances.warehouseId))
      .where(inventoryWhere(filter))
      .getSQL();
  const stockFilter = gridWhere(inventoryGridColumns, filter.filters);
  const balanceRows = db
    .select({ value: count() })
    .from(inventoryBalances)
    .where(and(inScope(scope, inventoryBalances.companyId), stockFilter));
  const rowsOfDeletedItems = db
    .select({ value: count() })
    .from(warehouseItems)
    .innerJoin(inventoryBalances, eq(inventoryBalances.itemId, warehouseItems.id))
    .where(
      and(
        inScope(scope, warehouseItems.companyId),
        inScope(scope, inventoryBalances.companyId),
        isNotNull(warehouseItems.deletedAt),
        stockFilter,
      ),
    );
  return sql`select (${balanceRows}) - (${rowsOfDeletedItems}) as value`;
}

/**
 * One page of the inventory. The default first page (no filter, SKU order) reads the company's items in SKU order
 * from `warehouse_items_company_sku_idx` and stops after the page, joining each row's balance by its primary key.
 */
export function inventoryPageQuery(db: Database, filter: InventoryListFilter, page: { offset: number; limit: number }) {
  return inventoryFrom(db)
    .where(inventoryWhere(filter))
    .orderBy(
      ...gridOrderBy(inventoryGridColumns, filter.sort, [
        sql`${warehouseItems.sku} asc`,
        sql`${inventoryBalances.warehouseId} asc`,
      ]),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export async function findInventoryPage(
  db: Database,
  filter: InventoryListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: InventoryRowRecord[]; total: number }> {
  const [rows, totals] = await Promise.all([
    inventoryPageQuery(db, filter, page),
    rawRows<{ value: number | string }>(db, inventoryTotalQuery(db, filter)),
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
