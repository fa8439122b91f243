import type { Database } from '../../db/client';
import type { OrderDetailRecord } from './warehouse-orders.repository';
import { findItemsWeight, insertReceipt, type ReceiptRecord } from './warehouse-receipts.repository';

/**
 * The receipt the forwarder issues when an inbound order is received (decision 058), in the receiving's
 * transaction: by the staff's screen or by the warehouse feed's `received` event, whose event id makes it once.
 * Each order line becomes a receipt line of expected against received; a line that differs is a discrepancy, and
 * the receipt then waits for the customer's acknowledgement (PENDING).
 */
export async function issueOrderReceipt(
  tx: Database,
  d: Pick<OrderDetailRecord, 'order' | 'lines'>,
  received: ReadonlyMap<string, number>,
  actor: { byName: string },
): Promise<ReceiptRecord> {
  const o = d.order;
  const items = new Map((await findItemsWeight(tx, [...new Set(d.lines.map((l) => l.itemId))])).map((i) => [i.id, i]));
  const lines = d.lines.map((l) => ({
    itemId: l.itemId,
    orderLineId: l.id,
    expectedQty: l.quantity,
    receivedQty: received.get(l.id) ?? 0,
    lotNumber: l.lotNumber,
  }));
  const pieces = lines.reduce((sum, l) => sum + l.receivedQty, 0);
  const weight = lines.reduce((sum, l) => sum + l.receivedQty * Number(items.get(l.itemId)?.weightKg ?? 0), 0);
  const discrepant = lines.some((l) => l.receivedQty !== l.expectedQty);
  const locationId = d.lines.map((l) => items.get(l.itemId)?.defaultLocationId).find((id) => !!id) ?? null;
  return insertReceipt(
    tx,
    {
      companyId: o.companyId,
      warehouseId: o.warehouseId,
      orderId: o.id,
      shipperName: o.supplierName,
      carrier: o.carrier,
      trackingNo: o.containerNo || o.houseBill,
      pieces,
      weightKg: weight.toFixed(3),
      locationId,
      status: 'Received',
      ackStatus: discrepant ? 'PENDING' : 'NONE',
      receivedByName: actor.byName,
    },
    lines,
  );
}
