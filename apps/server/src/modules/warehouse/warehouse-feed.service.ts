import type { OrderStatus, WarehouseFeedEvent } from '@connect/contracts/warehouse/warehouse.schemas';
import type { IntegrationContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { recordCompanyAction } from '../audit/audit.service';
import {
  claimFeedEvent,
  findFeedEvent,
  findItemAtWarehouse,
  findOrderByFileNumber,
  setFeedEventOrder,
} from './warehouse-feed.repository';
import { findOrderById } from './warehouse-orders.repository';
import { alertLowStock, alertLowStockOfOrder } from './warehouse-low-stock.service';
import { adjustStockIn } from './warehouse-adjust.service';
import { allocateOrderIn, confirmOrderIn, receiveOrderIn } from './warehouse-steps.service';
import { tell, type Actor } from './warehouse.service';

const staff = { kind: 'staff' } as const;
const noticeOf = { allocated: 1001, confirmed: 1002 } as const;

/**
 * Applies one event of the forwarder's warehouse system (integration API) with the same rules as the staff's
 * screens: the event id is claimed in the same transaction as the change, so a repeated event changes nothing
 * and a refused one (unknown order, a step not possible in its status) can be sent again once fixed.
 */
export async function applyWarehouseFeedEvent(
  ctx: IntegrationContext,
  event: WarehouseFeedEvent,
): Promise<{ eventId: string; applied: boolean; orderId: string | null; status: OrderStatus | null }> {
  const actor: Actor = { byName: `Warehouse feed (${ctx.integration.name})`, createdBy: null };
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await claimFeedEvent(tx, { eventId: event.eventId, kind: event.kind, orderId: null }))) {
      const seen = await findFeedEvent(tx, event.eventId);
      return { applied: false, orderId: seen?.orderId ?? null, companyId: null, itemId: null };
    }
    if (event.kind === 'adjusted') {
      const at = await findItemAtWarehouse(tx, event.companyCode, event.sku, event.warehouseCode);
      if (!at) throw new AppError('NOT_FOUND');
      await adjustStockIn(tx, at, event, actor);
      return { applied: true, orderId: null, companyId: at.companyId, itemId: at.itemId };
    }
    const direction = event.kind === 'confirmed' ? event.direction : event.kind === 'received' ? 'INBOUND' : 'OUTBOUND';
    const found = await findOrderByFileNumber(tx, event.companyCode, direction, event.fileNumber);
    if (!found) throw new AppError('NOT_FOUND');
    await setFeedEventOrder(tx, event.eventId, found.id);
    if (event.kind === 'received') {
      const order = await findOrderById(tx, staff, found.id);
      const byNo = new Map(event.lines.map((l) => [l.lineNo, l]));
      // Lot, expiry and serials travel with each line (decision 073) and get the staff's receipt checks.
      const lines = (order?.lines ?? []).map((l) => {
        const sent = byNo.get(l.lineNo);
        return {
          lineId: l.id,
          receivedQty: sent?.receivedQty ?? -1,
          lotNumber: sent?.lotNumber,
          expiryDate: sent?.expiryDate,
          serialNumbers: sent?.serialNumbers,
        };
      });
      if (lines.some((l) => l.receivedQty < 0) || byNo.size !== lines.length)
        throw new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouse.receiveLinesMismatch' });
      await receiveOrderIn(tx, staff, found.id, { lines }, actor);
    } else if (event.kind === 'allocated') await allocateOrderIn(tx, staff, found.id, actor);
    else {
      // The serials shipped travel per line number (decision 079).
      const order = await findOrderById(tx, staff, found.id);
      const idOf = new Map((order?.lines ?? []).map((l) => [l.lineNo, l.id]));
      const lines = event.kind === 'confirmed' ? event.lines : [];
      if (lines.some((l) => !idOf.has(l.lineNo)))
        throw new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouse.receiveLinesMismatch' });
      const serials = new Map(lines.map((l) => [idOf.get(l.lineNo) ?? '', l.serialNumbers] as const));
      await confirmOrderIn(tx, staff, found.id, actor, serials);
    }
    return { applied: true, orderId: found.id, companyId: found.companyId, itemId: null };
  });
  if (outcome.applied && outcome.companyId)
    await recordCompanyAction(ctx, {
      action: `wms.feed.${event.kind}`,
      companyId: outcome.companyId,
      details: { eventId: event.eventId, orderId: outcome.orderId, integration: ctx.integration.name },
    });
  if (outcome.applied && outcome.orderId && (event.kind === 'allocated' || event.kind === 'confirmed'))
    await tell(ctx, outcome.orderId, noticeOf[event.kind]);
  if (outcome.applied && outcome.companyId && outcome.itemId)
    await alertLowStock(ctx, outcome.companyId, [outcome.itemId]);
  if (outcome.applied && outcome.orderId) await alertLowStockOfOrder(ctx, outcome.orderId);
  const order = outcome.orderId ? await findOrderById(ctx.db, staff, outcome.orderId) : undefined;
  return {
    eventId: event.eventId,
    applied: outcome.applied,
    orderId: outcome.orderId,
    status: order?.order.status ?? null,
  };
}
