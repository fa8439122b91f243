import type { ItemProjection } from '@connect/contracts/warehouse/warehouse.schemas';
import { calendarDayIn, userTimeZone } from '@connect/domain/dates/time-zones';
import { projectRunOut } from '@connect/domain/warehouse/run-out';
import type { SignedInContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { findItemBalances, findItemById, findItemOrders } from './warehouse.repository';
import { wmsScope } from './warehouse.service';

/**
 * GET wms/inventory/:itemId/projection (decision 064): per warehouse, today's available stock against the open
 * outbound orders not yet allocated (by requested date) and the open inbound orders (by the tied shipment's ETA,
 * else the expected date), with the run-out warning of `projectRunOut`. Days are the caller's calendar days.
 */
export async function getItemProjection(ctx: SignedInContext, itemId: string): Promise<ItemProjection> {
  const item = await findItemById(ctx.db, wmsScope(ctx), itemId);
  if (!item) throw new AppError('NOT_FOUND');
  const timeZone = userTimeZone(ctx.auth.user.timeZone);
  const dayOf = calendarDayIn(timeZone);
  const today = dayOf(new Date());
  const [balances, requested, incoming] = await Promise.all([
    findItemBalances(ctx.db, itemId),
    findItemOrders(ctx.db, itemId, 'requested'),
    findItemOrders(ctx.db, itemId, 'incoming'),
  ]);
  return {
    timeZone,
    today,
    warehouses: balances.map(({ balance, warehouse }) => {
      const demands = requested
        .filter((r) => r.order.warehouseId === warehouse.id)
        .map((r) => ({ date: r.order.requestedDate, quantity: Number(r.quantity), ref: r.order.fileNumber }));
      const supplies = incoming
        .filter((r) => r.order.warehouseId === warehouse.id)
        .map((r) => ({
          date: r.shipmentEta ? dayOf(r.shipmentEta) : r.order.expectedDate,
          quantity: Number(r.quantity),
          ref: r.order.fileNumber,
        }));
      const available = balance.onHand - balance.allocated;
      return {
        warehouseId: warehouse.id,
        warehouseCode: warehouse.code,
        available,
        requested: demands.reduce((s, d) => s + d.quantity, 0),
        incoming: supplies.reduce((s, d) => s + d.quantity, 0),
        warning: projectRunOut({ today, available, demands, supplies }),
      };
    }),
  };
}
