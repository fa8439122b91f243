import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { companies, memberships, users } from '../schema/identity';
import { appSettings } from '../schema/settings';
import {
  warehouseItems,
  warehouseLocations,
  warehouseOrderEvents,
  warehouseOrderLines,
  warehouseOrders,
} from '../schema/warehouse';
import { warehouseReceiptLines, warehouseReceipts } from '../schema/warehouse-receipts';
import { createRandom } from './random';

/**
 * Demo warehouse receipts (issue #19, decision 058): one receipt for every received or confirmed demo inbound
 * order, issued when the order's goods arrived, with the same lines (expected against received). The RECEIVED
 * order's short line and the newest damaged deliveries wait for the customer's acknowledgement; older damage was
 * acknowledged, one delivery was disputed; receipts of confirmed orders are On Hand. Runs once per database,
 * after the demo warehouse.
 */

const settingKey = 'demo_warehouse_receipts_version';
const damageNotes = [
  'Carton crushed on one corner; contents wet',
  'Pallet wrap torn, two cartons dented',
  'Forklift damage to the bottom tier',
  'Water stains on outer packaging, units inspected',
];

export async function seedDemoWarehouseReceipts(db: Database): Promise<void> {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, settingKey));
  if (done) return;
  const orders = await db
    .select({ order: warehouseOrders, companyCode: companies.code })
    .from(warehouseOrders)
    .innerJoin(companies, eq(companies.id, warehouseOrders.companyId))
    .where(
      and(
        eq(warehouseOrders.direction, 'INBOUND'),
        inArray(warehouseOrders.status, ['RECEIVED', 'CONFIRMED']),
        isNull(warehouseOrders.deletedAt),
      ),
    )
    .orderBy(asc(warehouseOrders.createdAt), asc(warehouseOrders.id));
  if (orders.length === 0) return;
  const [staff] = await db
    .select({ name: users.displayName, id: users.id })
    .from(users)
    .where(eq(users.email, 'ops@meridian-logistics.example'));
  const staffName = staff?.name ?? 'Meridian Operations';
  const random = createRandom(58);

  await db.transaction(async (tx) => {
    // Damage on every fourth confirmed delivery of a company: its last one still waits for an answer, its second
    // was disputed, the others were acknowledged.
    const confirmedSeen = new Map<string, number>();
    const damagedOrders = new Map<string, string[]>();
    for (const { order, companyCode } of orders) {
      if (order.status !== 'CONFIRMED') continue;
      const n = (confirmedSeen.get(companyCode) ?? 0) + 1;
      confirmedSeen.set(companyCode, n);
      if (n % 4 === 1) damagedOrders.set(companyCode, [...(damagedOrders.get(companyCode) ?? []), order.id]);
    }
    for (const [index, { order, companyCode }] of orders.entries()) {
      const [lines, events, customer, locations] = await Promise.all([
        tx
          .select({ line: warehouseOrderLines, weightKg: warehouseItems.weightKg })
          .from(warehouseOrderLines)
          .innerJoin(warehouseItems, eq(warehouseItems.id, warehouseOrderLines.itemId))
          .where(eq(warehouseOrderLines.orderId, order.id))
          .orderBy(asc(warehouseOrderLines.lineNo)),
        tx
          .select()
          .from(warehouseOrderEvents)
          .where(eq(warehouseOrderEvents.orderId, order.id))
          .orderBy(asc(warehouseOrderEvents.id)),
        tx
          .select({ id: users.id, name: users.displayName })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(
            and(eq(memberships.companyId, order.companyId), sql`'warehousereceipt' = any(${memberships.permissions})`),
          )
          .orderBy(asc(users.email))
          .limit(1),
        tx
          .select({ id: warehouseLocations.id })
          .from(warehouseLocations)
          .where(eq(warehouseLocations.warehouseId, order.warehouseId))
          .orderBy(asc(warehouseLocations.code)),
      ]);
      const receivedAt = events.find((e) => e.status === 'RECEIVED')?.createdAt ?? order.updatedAt;
      const confirmedAt = events.find((e) => e.status === 'CONFIRMED')?.createdAt ?? null;
      const confirmed = order.status === 'CONFIRMED';
      const damagedOfCompany = damagedOrders.get(companyCode) ?? [];
      const nth = damagedOfCompany.indexOf(order.id) + 1;
      const damaged = nth > 0;
      const receiptLines = lines.map(({ line }, i) => {
        const receivedQty = line.receivedQty ?? line.quantity;
        const damagedQty = damaged && i === 0 ? Math.min(receivedQty, random.int(1, 3)) : 0;
        return {
          itemId: line.itemId,
          orderLineId: line.id,
          lineNo: i + 1,
          expectedQty: line.quantity,
          receivedQty,
          damagedQty,
          lotNumber: line.lotNumber,
          note: damagedQty > 0 ? random.pick(damageNotes) : receivedQty < line.quantity ? 'Short on arrival' : '',
        };
      });
      const discrepant = receiptLines.some((l) => l.damagedQty > 0 || l.receivedQty !== l.expectedQty);
      const answer: 'NONE' | 'PENDING' | 'ACKNOWLEDGED' | 'DISPUTED' = !discrepant
        ? 'NONE'
        : !damaged || nth === damagedOfCompany.length
          ? 'PENDING'
          : nth === 2
            ? 'DISPUTED'
            : 'ACKNOWLEDGED';
      const answeredAt = new Date(receivedAt.getTime() + 26 * 3600 * 1000);
      const who = customer[0];
      const pieces = receiptLines.reduce((s, l) => s + l.receivedQty, 0);
      const weight = lines.reduce(
        (s, { line, weightKg }) => s + (line.receivedQty ?? line.quantity) * Number(weightKg),
        0,
      );
      const pallets = Math.max(1, Math.ceil(pieces / 200));
      // Raw SQL answers `{ rows }` on both drivers (PGlite and node-postgres), which drizzle's union type does not say.
      const [seq] = (
        (await tx.execute(sql`select nextval('warehouse_receipt_no_seq')::text as n`)) as unknown as {
          rows: { n: string }[];
        }
      ).rows;
      const [row] = await tx
        .insert(warehouseReceipts)
        .values({
          wrNumber: `WR${seq?.n ?? index}`,
          companyId: order.companyId,
          warehouseId: order.warehouseId,
          orderId: order.id,
          receivedAt,
          shipperName: order.supplierName,
          carrier: order.carrier,
          trackingNo: order.containerNo || order.houseBill || `PRO${random.int(10000000, 99999999)}`,
          pieces,
          weightKg: weight.toFixed(3),
          lengthCm: String(120 * pallets),
          widthCm: '100',
          heightCm: String(random.int(90, 160)),
          locationId: locations.length > 0 ? random.pick(locations).id : null,
          status: confirmed ? 'On Hand' : 'Received',
          ackStatus: answer,
          ackByName: answer === 'ACKNOWLEDGED' || answer === 'DISPUTED' ? (who?.name ?? '') : '',
          ackBy: answer === 'ACKNOWLEDGED' || answer === 'DISPUTED' ? (who?.id ?? null) : null,
          ackAt: answer === 'ACKNOWLEDGED' || answer === 'DISPUTED' ? answeredAt : null,
          disputeReason:
            answer === 'DISPUTED'
              ? 'The cartons left the supplier intact; please check the carrier’s delivery photos.'
              : '',
          receivedByName: staffName,
          confirmedByName: confirmed ? staffName : '',
          confirmedBy: confirmed ? (staff?.id ?? null) : null,
          confirmedAt: confirmed ? confirmedAt : null,
          createdAt: receivedAt,
          updatedAt: answer === 'ACKNOWLEDGED' || answer === 'DISPUTED' ? answeredAt : receivedAt,
        })
        .returning({ id: warehouseReceipts.id });
      if (!row) throw new Error(`receipt of ${order.fileNumber} was not created`);
      if (receiptLines.length > 0)
        await tx.insert(warehouseReceiptLines).values(receiptLines.map((l) => ({ ...l, receiptId: row.id })));
    }
    await tx.insert(appSettings).values({ key: settingKey, value: 1 });
  });
}
