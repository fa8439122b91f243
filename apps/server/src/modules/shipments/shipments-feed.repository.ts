/** The integration feed's writes to shipments (upsert by document number, references, containers, events, notes). */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/identity';
import {
  shipmentContainers,
  shipmentEvents,
  shipmentNotes,
  shipmentPartyNames,
  shipmentReferences,
  shipments,
} from '../../db/schema/shipments';

type ShipmentRecord = typeof shipments.$inferSelect;
type ShipmentInsert = typeof shipments.$inferInsert;

export async function findCompanyIdByCode(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, code));
  return row?.id;
}

export async function findShipmentByDocumentNo(db: Database, documentNo: string): Promise<ShipmentRecord | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(sql`lower(${shipments.documentNo}) = ${documentNo.toLowerCase()}`)
    .for('update');
  return row;
}

export async function insertShipment(db: Database, values: ShipmentInsert): Promise<string> {
  const [row] = await db.insert(shipments).values(values).returning({ id: shipments.id });
  if (!row) throw new Error('shipment was not inserted');
  return row.id;
}

export async function updateShipment(
  db: Database,
  id: string,
  values: Partial<ShipmentInsert>,
  options: { messageCountIncrement?: number } = {},
): Promise<void> {
  await db
    .update(shipments)
    .set({
      ...values,
      ...(options.messageCountIncrement
        ? { messageCount: sql`${shipments.messageCount} + ${options.messageCountIncrement}` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(shipments.id, id));
}

export async function replaceShipmentReferences(
  db: Database,
  shipmentId: string,
  references: readonly { refType: 'INV' | 'PO' | 'CUS'; refValue: string }[],
): Promise<void> {
  await db.delete(shipmentReferences).where(eq(shipmentReferences.shipmentId, shipmentId));
  if (references.length > 0)
    await db
      .insert(shipmentReferences)
      .values(references.map((r) => ({ shipmentId, ...r })))
      .onConflictDoNothing();
}

export async function replaceShipmentContainers(
  db: Database,
  shipmentId: string,
  containers: readonly { containerNo: string; containerType: string; sealNo: string }[],
): Promise<void> {
  await db.delete(shipmentContainers).where(eq(shipmentContainers.shipmentId, shipmentId));
  if (containers.length > 0)
    await db
      .insert(shipmentContainers)
      .values(containers.map((c) => ({ shipmentId, ...c })))
      .onConflictDoNothing();
}

/** Inserts an event unless the same source event id was recorded for the shipment: false for a repeat. */
export async function insertShipmentEvent(db: Database, values: typeof shipmentEvents.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(shipmentEvents)
    .values(values)
    .onConflictDoNothing({ target: [shipmentEvents.shipmentId, shipmentEvents.sourceEventId] })
    .returning({ id: shipmentEvents.id });
  return rows.length === 1;
}

export async function insertShipmentNote(db: Database, values: typeof shipmentNotes.$inferInsert): Promise<void> {
  await db.insert(shipmentNotes).values(values);
}

/** Adds a shipment's shipper and consignee to its company's dictionary of party names (global search). */
export async function addShipmentPartyNames(db: Database, companyId: string, names: string[]): Promise<void> {
  const keys = [...new Set(names.map((n) => n.trim().toLowerCase()).filter((n) => n.length > 0))];
  if (keys.length === 0) return;
  await db
    .insert(shipmentPartyNames)
    .values(keys.map((nameKey) => ({ companyId, nameKey })))
    .onConflictDoNothing();
}

/** Every reference text the global search reads, lowercased into `search_text`. */
export async function refreshShipmentSearchText(db: Database, shipmentId: string): Promise<void> {
  await db.execute(sql`
    update ${shipments} s set search_text = lower(concat_ws(' ',
      s.document_no, s.master_document_no, s.container_nos, s.shipper_name, s.consignee_name,
      (select string_agg(r.ref_value, ' ') from ${shipmentReferences} r where r.shipment_id = s.id)))
    where s.id = ${shipmentId}`);
}
