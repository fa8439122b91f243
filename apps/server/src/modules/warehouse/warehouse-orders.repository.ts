import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { addresses } from '../../db/schema/addressbook';
import { companies } from '../../db/schema/identity';
import { shipments } from '../../db/schema/shipments';
import {
  warehouseItems,
  warehouseOrderEvents,
  warehouseOrderLines,
  warehouseOrders,
  warehouses,
} from '../../db/schema/warehouse';
import {
  type NewOrder,
  type OrderLineRecord,
  type OrderRecord,
  type WarehouseRecord,
  type WmsScope,
  inScope,
} from './warehouse-scope';
import { containsPattern } from '../../db/like-pattern';

/** The SQL of warehouse orders (issue #19): the grid, one order with its lines and events, writes, and the records an order links to. */
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
  const q = filter.q ? containsPattern(filter.q) : undefined;
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
