import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  inventoryLotBalances,
  inventoryMovements,
  inventorySerials,
  warehouseOrders,
  warehouses,
} from '../../db/schema/warehouse';

/**
 * The SQL of lots and serials (decision 073). Lot balances change only together with the ledger movement that names
 * the lot, in the caller's transaction, like the item's balance row (decision 046).
 */
export type LotBalanceRecord = typeof inventoryLotBalances.$inferSelect;

/** The lot rows of one item at one warehouse, locked (FOR UPDATE) in lot order; taken after the item's balance row. */
export async function lockLotBalances(db: Database, itemId: string, warehouseId: string): Promise<LotBalanceRecord[]> {
  return db
    .select()
    .from(inventoryLotBalances)
    .where(and(eq(inventoryLotBalances.itemId, itemId), eq(inventoryLotBalances.warehouseId, warehouseId)))
    .orderBy(asc(inventoryLotBalances.lotNumber))
    .for('update');
}

/**
 * Adds received units to a lot, creating it with its expiry. Answers the lot's expiry after the write: a lot keeps the
 * expiry it was first received with (decision 078), so a caller that gave another one refuses the receipt — also when
 * two receipts of the same new lot race (the second waits on the row and reads the first's expiry).
 */
export async function receiveIntoLot(
  db: Database,
  key: { itemId: string; warehouseId: string; companyId: string; lotNumber: string },
  quantity: number,
  expiryDate: string | null,
): Promise<string | null> {
  const [row] = await db
    .insert(inventoryLotBalances)
    .values({ ...key, expiryDate, onHand: quantity })
    .onConflictDoUpdate({
      target: [inventoryLotBalances.itemId, inventoryLotBalances.warehouseId, inventoryLotBalances.lotNumber],
      set: {
        onHand: sql`${inventoryLotBalances.onHand} + ${quantity}`,
        expiryDate: sql`coalesce(${inventoryLotBalances.expiryDate}, excluded.expiry_date)`,
        updatedAt: new Date(),
      },
    })
    .returning({ expiryDate: inventoryLotBalances.expiryDate });
  return row?.expiryDate ?? null;
}

/** The expiry each of these lots of an item was received with (any warehouse; a lot without one is left out). */
export async function findLotExpiries(
  db: Database,
  itemId: string,
  lotNumbers: string[],
): Promise<Map<string, string>> {
  if (lotNumbers.length === 0) return new Map();
  const rows = await db
    .select({ lotNumber: inventoryLotBalances.lotNumber, expiryDate: inventoryLotBalances.expiryDate })
    .from(inventoryLotBalances)
    .where(and(eq(inventoryLotBalances.itemId, itemId), inArray(inventoryLotBalances.lotNumber, lotNumbers)));
  return new Map(rows.flatMap((r) => (r.expiryDate ? [[r.lotNumber, r.expiryDate] as const] : [])));
}

/** Moves a lot's balance by deltas (the checks refuse below zero or allocated above on hand). */
export async function changeLotBalance(
  db: Database,
  key: { itemId: string; warehouseId: string; lotNumber: string },
  delta: { onHand?: number; allocated?: number },
): Promise<void> {
  await db
    .update(inventoryLotBalances)
    .set({
      onHand: sql`${inventoryLotBalances.onHand} + ${delta.onHand ?? 0}`,
      allocated: sql`${inventoryLotBalances.allocated} + ${delta.allocated ?? 0}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(inventoryLotBalances.itemId, key.itemId),
        eq(inventoryLotBalances.warehouseId, key.warehouseId),
        eq(inventoryLotBalances.lotNumber, key.lotNumber),
      ),
    );
}

/**
 * What one order still holds per item and lot, from its own ledger rows: allocated − released − shipped. The
 * ledger is the record of which lots an allocation took.
 */
export async function findOrderLotHoldings(db: Database, orderId: string) {
  const rows = await db
    .select({
      itemId: inventoryMovements.itemId,
      lotNumber: inventoryMovements.lotNumber,
      held: sql<string>`sum(case ${inventoryMovements.kind} when 'allocated' then ${inventoryMovements.quantity} else -${inventoryMovements.quantity} end)`,
    })
    .from(inventoryMovements)
    .where(
      and(
        eq(inventoryMovements.orderId, orderId),
        inArray(inventoryMovements.kind, ['allocated', 'released', 'shipped']),
      ),
    )
    .groupBy(inventoryMovements.itemId, inventoryMovements.lotNumber);
  return rows
    .map((r) => ({ itemId: r.itemId, lotNumber: r.lotNumber, held: Number(r.held) }))
    .filter((r) => r.held > 0);
}

/** Serials of an item already received (any of `serials`): a serial is received once per item. */
export async function findExistingSerials(db: Database, itemId: string, serials: string[]): Promise<string[]> {
  if (serials.length === 0) return [];
  const rows = await db
    .select({ serial: inventorySerials.serialNumber })
    .from(inventorySerials)
    .where(and(eq(inventorySerials.itemId, itemId), inArray(inventorySerials.serialNumber, serials)));
  return rows.map((r) => r.serial);
}

/**
 * Records received serials. A serial another transaction recorded first (two receipts racing on the same serial:
 * the primary key item + serial makes the second wait, then skip it) is not written; answers the serials that were
 * not written so the caller refuses the receipt like a serial received before.
 */
export async function insertSerials(db: Database, rows: (typeof inventorySerials.$inferInsert)[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(inventorySerials)
    .values(rows)
    .onConflictDoNothing({ target: [inventorySerials.itemId, inventorySerials.serialNumber] })
    .returning({ serial: inventorySerials.serialNumber });
  const done = new Set(written.map((w) => w.serial));
  return rows.map((r) => r.serialNumber).filter((s) => !done.has(s));
}

/** The item's lots with stock (or still allocated), per warehouse, earliest expiry first. */
export async function findItemLots(db: Database, itemId: string) {
  return db
    .select({ lot: inventoryLotBalances, warehouseCode: warehouses.code })
    .from(inventoryLotBalances)
    .innerJoin(warehouses, eq(warehouses.id, inventoryLotBalances.warehouseId))
    .where(and(eq(inventoryLotBalances.itemId, itemId), sql`${inventoryLotBalances.onHand} > 0`))
    .orderBy(
      sql`${inventoryLotBalances.expiryDate} asc nulls last`,
      asc(inventoryLotBalances.lotNumber),
      asc(warehouses.code),
    );
}

/** The item's received serial numbers, newest first (at most `limit`). */
export async function findItemSerials(db: Database, itemId: string, limit: number) {
  return db
    .select({
      serial: inventorySerials,
      warehouseCode: warehouses.code,
      fileNumber: sql<string>`coalesce(${warehouseOrders.fileNumber}, '')`,
    })
    .from(inventorySerials)
    .innerJoin(warehouses, eq(warehouses.id, inventorySerials.warehouseId))
    .leftJoin(warehouseOrders, eq(warehouseOrders.id, inventorySerials.orderId))
    .where(eq(inventorySerials.itemId, itemId))
    .orderBy(sql`${inventorySerials.receivedAt} desc`, asc(inventorySerials.serialNumber))
    .limit(limit);
}

/**
 * Takes serials out of stock (shipped, or counted out) at one warehouse: `inventory_serials` holds the serials in
 * stock (decision 079). Answers the serials that were not there (never received, already gone, another warehouse, or
 * taken by a concurrent transaction first); the caller then refuses and its transaction writes nothing.
 */
export async function removeSerials(
  db: Database,
  key: { itemId: string; warehouseId: string },
  serials: string[],
): Promise<string[]> {
  if (serials.length === 0) return [];
  const gone = await db
    .delete(inventorySerials)
    .where(
      and(
        eq(inventorySerials.itemId, key.itemId),
        eq(inventorySerials.warehouseId, key.warehouseId),
        inArray(inventorySerials.serialNumber, serials),
      ),
    )
    .returning({ serial: inventorySerials.serialNumber });
  const done = new Set(gone.map((g) => g.serial));
  return serials.filter((s) => !done.has(s));
}
