import {
  type ConfirmOrderInput,
  type ReceiveOrderInput,
  type SaveOrderResponse,
} from '@connect/contracts/warehouse/warehouse.schemas';
import type { Database } from '../../db/client';
import type { SignedInContext } from '../../context';
import { AppError, said } from '../../errors/app-error';
import { recordCompanyAction } from '../audit/audit.service';
import { alertLowStockOfOrder } from './warehouse-low-stock.service';
import {
  findOrderById,
  insertOrderEvent,
  setLineQuantities,
  updateOrder,
  type OrderDetailRecord,
} from './warehouse-orders.repository';
import { changeBalance, insertMovements, lockBalances, type MovementKind, type WmsScope } from './warehouse.repository';
import { issueOrderReceipt } from './warehouse-receipts-issue.service';
import { shipOrderSerials } from './warehouse-serials.service';
import { checkReceivedLines, recordReceivedLots, settleHeldLots, type GivenLine } from './warehouse-lots.service';
import { allocateLines, moveIncoming, releaseLines, sumByItem } from './warehouse-allocation.service';
import {
  type Actor,
  byOf,
  isWarehouseStaff,
  orderCreationCompany,
  reload,
  staffOnly,
  tell,
  toOrder,
} from './warehouse.service';

/** The steps on an existing order: void, allocate, receive (staff), confirm or ship (staff); the feed runs the same `…In` functions. */
// ---------------------------------------------------------------- steps of an order

/** The scope a step on an existing order runs in: staff, or the creator's company for the customer's own steps. */
function stepScope(ctx: SignedInContext): WmsScope {
  if (isWarehouseStaff(ctx)) return { kind: 'staff' };
  const company = orderCreationCompany(ctx);
  return { kind: 'company', companyIds: [company.id] };
}

async function lockedOrder(db: Database, scope: WmsScope, orderId: string): Promise<OrderDetailRecord> {
  const d = await findOrderById(db, scope, orderId, { lock: true });
  if (!d) throw new AppError('NOT_FOUND');
  return d;
}

const notPossible = (status: string) =>
  new AppError('CONFLICT', { messageKey: 'server.warehouse.statusNotAllowed', params: { status } });

export async function voidOrder(ctx: SignedInContext, orderId: string, reason: string): Promise<SaveOrderResponse> {
  const scope = stepScope(ctx);
  const actor = byOf(ctx);
  const companyId = await ctx.db.transaction(async (tx) => {
    const d = await lockedOrder(tx, scope, orderId);
    const s = d.order.status;
    if (s !== 'INBOUND' && s !== 'OUTBOUND' && s !== 'ALLOCATED') throw notPossible(s);
    if (s === 'INBOUND') await moveIncoming(tx, d.order.companyId, d.order.warehouseId, d.lines, -1);
    if (s === 'ALLOCATED') await releaseLines(tx, d, actor, reason);
    await updateOrder(tx, orderId, { status: 'VOID', voidReason: reason });
    await insertOrderEvent(tx, { orderId, status: 'VOID', note: reason, ...actor });
    return d.order.companyId;
  });
  await recordCompanyAction(ctx, { action: 'wms.order.void', companyId, details: { orderId, reason } });
  await tell(ctx, orderId, 1003);
  await alertLowStockOfOrder(ctx, orderId);
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderVoided') };
}

export async function allocateOrderIn(tx: Database, scope: WmsScope, orderId: string, actor: Actor): Promise<string> {
  const d = await lockedOrder(tx, scope, orderId);
  if (d.order.status !== 'OUTBOUND') throw notPossible(d.order.status);
  const result = await allocateLines(tx, d, actor);
  if (!result.ok)
    throw new AppError('CONFLICT', {
      messageKey: 'server.warehouse.insufficientStock',
      params: { sku: result.sku, available: result.available, ordered: result.ordered },
    });
  await updateOrder(tx, orderId, { status: 'ALLOCATED' });
  await insertOrderEvent(tx, { orderId, status: 'ALLOCATED', ...actor });
  return d.order.companyId;
}

export async function allocateOrder(ctx: SignedInContext, orderId: string): Promise<SaveOrderResponse> {
  const scope = stepScope(ctx);
  const actor = byOf(ctx);
  const companyId = await ctx.db.transaction((tx) => allocateOrderIn(tx, scope, orderId, actor));
  await recordCompanyAction(ctx, { action: 'wms.outbound.allocate', companyId, details: { orderId } });
  await tell(ctx, orderId, 1001);
  await alertLowStockOfOrder(ctx, orderId);
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderAllocated') };
}

export async function receiveOrderIn(
  tx: Database,
  scope: WmsScope,
  orderId: string,
  input: ReceiveOrderInput,
  actor: Actor,
): Promise<string> {
  const d = await lockedOrder(tx, scope, orderId);
  if (d.order.direction !== 'INBOUND' || d.order.status !== 'INBOUND') throw notPossible(d.order.status);
  const given = new Map(input.lines.map((l) => [l.lineId, l.receivedQty]));
  if (given.size !== d.lines.length || d.lines.some((l) => !given.has(l.id)))
    throw new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouse.receiveLinesMismatch' });
  const givenLines = new Map<string, GivenLine>(input.lines.map((l) => [l.lineId, l]));
  const tracking = await checkReceivedLines(tx, d, givenLines);
  const { companyId: cid, warehouseId } = d.order;
  await moveIncoming(tx, cid, warehouseId, d.lines, -1);
  const received = new Map<string, number>();
  for (const l of d.lines) {
    const qty = given.get(l.id) ?? 0;
    received.set(l.itemId, (received.get(l.itemId) ?? 0) + qty);
    await setLineQuantities(tx, l.id, { receivedQty: qty });
  }
  for (const [itemId, qty] of received) if (qty > 0) await changeBalance(tx, { itemId, warehouseId }, { onHand: qty });
  await insertMovements(
    tx,
    d.lines
      .filter((l) => (given.get(l.id) ?? 0) > 0)
      .map((l) => ({
        companyId: cid,
        itemId: l.itemId,
        warehouseId,
        kind: 'received' as MovementKind,
        quantity: given.get(l.id) ?? 0,
        orderId,
        reason: (given.get(l.id) ?? 0) === l.quantity ? '' : `expected ${l.quantity}`,
        lotNumber: tracking.get(l.id)?.lotNumber ?? '',
        expiryDate: tracking.get(l.id)?.expiryDate ?? null,
        serialNumbers: tracking.get(l.id)?.serialNumbers ?? [],
        ...actor,
      })),
  );
  await recordReceivedLots(tx, d, givenLines, tracking);
  await updateOrder(tx, orderId, { status: 'RECEIVED' });
  await insertOrderEvent(tx, { orderId, status: 'RECEIVED', ...actor });
  await issueOrderReceipt(tx, d, given, actor);
  return cid;
}

/** Staff: the goods of an inbound order arrived; each line's received quantity goes on hand ('received'). */
export async function receiveOrder(
  ctx: SignedInContext,
  orderId: string,
  input: ReceiveOrderInput,
): Promise<SaveOrderResponse> {
  const scope = staffOnly(ctx);
  const actor = byOf(ctx);
  const companyId = await ctx.db.transaction((tx) => receiveOrderIn(tx, scope, orderId, input, actor));
  await recordCompanyAction(ctx, { action: 'wms.inbound.receive', companyId, details: { orderId } });
  await alertLowStockOfOrder(ctx, orderId);
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderReceived') };
}

export async function confirmOrderIn(
  tx: Database,
  scope: WmsScope,
  orderId: string,
  actor: Actor,
  shippedSerials: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<string> {
  const d = await lockedOrder(tx, scope, orderId);
  const s = d.order.status;
  if (s !== 'RECEIVED' && s !== 'ALLOCATED') throw notPossible(s);
  if (s === 'ALLOCATED') {
    const { companyId: cid, warehouseId } = d.order;
    const serials = await shipOrderSerials(tx, d, shippedSerials);
    await lockBalances(
      tx,
      d.lines.map((l) => ({ itemId: l.itemId, warehouseId, companyId: cid })),
    );
    for (const [itemId, qty] of sumByItem(d.lines.map((l) => ({ itemId: l.itemId, quantity: l.allocatedQty }))))
      await changeBalance(tx, { itemId, warehouseId }, { onHand: -qty, allocated: -qty });
    const byLot = await settleHeldLots(tx, d, 'shipped', actor);
    // A lot-tracked item ships in rows per lot: its serials (all lines) go on its first row (decision 079).
    const lotSerials = new Map<string, string[]>();
    for (const l of d.lines)
      if (byLot.lotItems.has(l.itemId))
        lotSerials.set(l.itemId, [...(lotSerials.get(l.itemId) ?? []), ...(serials.get(l.id) ?? [])]);
    await insertMovements(tx, [
      ...d.lines
        .filter((l) => !byLot.lotItems.has(l.itemId))
        .map((l) => ({
          companyId: cid,
          itemId: l.itemId,
          warehouseId,
          kind: 'shipped' as MovementKind,
          quantity: l.allocatedQty,
          orderId,
          serialNumbers: serials.get(l.id) ?? [],
          ...actor,
        })),
      ...byLot.rows.map((r) => {
        const first = lotSerials.get(r.itemId);
        lotSerials.delete(r.itemId);
        return { ...r, serialNumbers: first ?? [] };
      }),
    ]);
  }
  await updateOrder(tx, orderId, { status: 'CONFIRMED' });
  await insertOrderEvent(tx, { orderId, status: 'CONFIRMED', ...actor });
  return d.order.companyId;
}

/** Staff: confirms a received inbound order, or ships an allocated outbound order ('shipped' leaves on hand). */
export async function confirmOrder(
  ctx: SignedInContext,
  orderId: string,
  input?: ConfirmOrderInput,
): Promise<SaveOrderResponse> {
  const scope = staffOnly(ctx);
  const actor = byOf(ctx);
  const serials = new Map((input?.lines ?? []).map((l) => [l.lineId, l.serialNumbers ?? []] as const));
  const companyId = await ctx.db.transaction((tx) => confirmOrderIn(tx, scope, orderId, actor, serials));
  await recordCompanyAction(ctx, { action: 'wms.order.confirm', companyId, details: { orderId } });
  await tell(ctx, orderId, 1002);
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderConfirmed') };
}
