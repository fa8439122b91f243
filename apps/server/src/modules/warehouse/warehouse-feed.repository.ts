import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/identity';
import {
  warehouseAccounts,
  warehouseFeedEvents,
  warehouseItems,
  warehouseOrders,
  warehouses,
} from '../../db/schema/warehouse';

/** The SQL of the warehouse feed (integration API): claimed event ids, and records named by the forwarder's codes. */
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
