import type { Database } from '../../db/client';
import { setLineQuantities, type OrderDetailRecord } from './warehouse-orders.repository';
import { changeBalance, insertMovements, lockBalances, type MovementKind } from './warehouse.repository';
import { allocatePickedLots, pickOrderLots, settleHeldLots, warehouseToday } from './warehouse-lots.service';
import { type Actor } from './warehouse.service';

/** Stock changes of orders (decisions 046, 047): incoming of inbound orders, allocation and release of outbound orders under row locks. */
// ---------------------------------------------------------------- stock changes

type LineQty = { itemId: string; quantity: number };

export const sumByItem = (lines: readonly LineQty[]) => {
  const m = new Map<string, number>();
  for (const l of lines) m.set(l.itemId, (m.get(l.itemId) ?? 0) + l.quantity);
  return m;
};

export async function moveIncoming(
  db: Database,
  companyId: string,
  warehouseId: string,
  lines: LineQty[],
  sign: 1 | -1,
) {
  const totals = sumByItem(lines);
  await lockBalances(
    db,
    [...totals.keys()].map((itemId) => ({ itemId, warehouseId, companyId })),
  );
  for (const [itemId, qty] of totals) await changeBalance(db, { itemId, warehouseId }, { incoming: sign * qty });
}

/**
 * Allocates every line of an outbound order or none: locks the balance rows (FOR UPDATE, decision 047), checks
 * available = on hand − allocated for each item, then writes one 'allocated' movement per line. Answers the first
 * short item when the stock is not there.
 */
export async function allocateLines(
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
export async function releaseLines(db: Database, order: OrderDetailRecord, actor: Actor, reason: string) {
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
