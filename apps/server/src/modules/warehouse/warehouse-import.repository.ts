import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema/addressbook';
import { gridSettings } from '../../db/schema/grid';
import { shipments } from '../../db/schema/shipments';
import { warehouseItems, warehouseOrders } from '../../db/schema/warehouse';

/**
 * The order import's SQL (decision 059): look-ups of one company's items, addresses, shipments and orders by the
 * texts a file names them with (case ignored), and the user's saved column mapping.
 */

const lowerIn = (column: PgColumn, values: string[]) =>
  inArray(
    sql`lower(${column})`,
    values.map((v) => v.toLowerCase()),
  );

export async function findItemsBySku(db: Database, companyId: string, skus: string[]) {
  if (skus.length === 0) return [];
  return db
    .select({ id: warehouseItems.id, sku: warehouseItems.sku })
    .from(warehouseItems)
    .where(
      and(eq(warehouseItems.companyId, companyId), isNull(warehouseItems.deletedAt), lowerIn(warehouseItems.sku, skus)),
    );
}

export async function findAddressesByName(db: Database, companyId: string, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: addresses.id, name: addresses.name })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), isNull(addresses.deletedAt), lowerIn(addresses.name, names)));
}

export async function findShipmentsByHouseBill(db: Database, companyId: string, bills: string[]) {
  if (bills.length === 0) return [];
  return db
    .select({ documentNo: shipments.documentNo })
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), lowerIn(shipments.documentNo, bills)));
}

/** The references and file numbers among these that the company's orders of this direction hold already. */
export async function findTakenOrderKeys(
  db: Database,
  companyId: string,
  direction: 'INBOUND' | 'OUTBOUND',
  keys: { references: string[]; fileNumbers: string[] },
): Promise<{ references: Set<string>; fileNumbers: Set<string> }> {
  const scope = and(eq(warehouseOrders.companyId, companyId), eq(warehouseOrders.direction, direction));
  const refs =
    keys.references.length === 0
      ? []
      : await db
          .select({ v: warehouseOrders.referenceNo })
          .from(warehouseOrders)
          .where(and(scope, lowerIn(warehouseOrders.referenceNo, keys.references)));
  const files =
    keys.fileNumbers.length === 0
      ? []
      : await db
          .select({ v: warehouseOrders.fileNumber })
          .from(warehouseOrders)
          .where(and(scope, lowerIn(warehouseOrders.fileNumber, keys.fileNumbers)));
  return {
    references: new Set(refs.map((r) => r.v.toLowerCase())),
    fileNumbers: new Set(files.map((r) => r.v.toLowerCase())),
  };
}

/** One import at a time per company and direction (the reference guard holds against a second import racing). */
export async function lockImports(db: Database, companyId: string, direction: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`wms-order-import:${companyId}:${direction}`}))`);
}

/**
 * The saved mapping lives in the user's settings table under a key the grid-settings API cannot name (it holds a
 * colon), per company and direction.
 */
const mappingKey = (companyId: string, direction: string) => `wms-order-import:${direction}:${companyId}`;

export async function findImportMapping(db: Database, userId: string, companyId: string, direction: string) {
  const [row] = await db
    .select({ settings: gridSettings.settings, updatedAt: gridSettings.updatedAt })
    .from(gridSettings)
    .where(and(eq(gridSettings.userId, userId), eq(gridSettings.gridKey, mappingKey(companyId, direction))));
  return row;
}

export async function upsertImportMapping(
  db: Database,
  userId: string,
  companyId: string,
  direction: string,
  mapping: unknown,
) {
  const [row] = await db
    .insert(gridSettings)
    .values({ userId, gridKey: mappingKey(companyId, direction), settings: mapping })
    .onConflictDoUpdate({
      target: [gridSettings.userId, gridSettings.gridKey],
      set: { settings: mapping, updatedAt: new Date() },
    })
    .returning({ updatedAt: gridSettings.updatedAt });
  return row;
}
