import type { ServiceContext } from '../../context';
import { notifyLowStock } from '../notifications/notifications.service';
import { findOrderById } from './warehouse-orders.repository';
import { settleLowStockMarks } from './warehouse.repository';

/**
 * After a committed change of stock: items whose available quantity crossed to or below their threshold are told
 * to the company's users once per crossing, items back above it are re-armed (decision 063). Runs after the
 * transaction, so a rolled-back change tells nobody; a failed notice is logged and undoes nothing.
 */
export async function alertLowStock(
  ctx: ServiceContext,
  companyId: string,
  itemIds: readonly string[],
): Promise<number> {
  const crossings = await settleLowStockMarks(ctx.db, companyId, itemIds);
  const at = new Date();
  for (const crossing of crossings)
    await notifyLowStock(ctx, { ...crossing, at }).catch((error: unknown) => {
      console.error(`low-stock notice failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    });
  return crossings.length;
}

/** The same after a change of one order's stock: its lines' items, and `alsoItemIds` (lines an edit removed). */
export async function alertLowStockOfOrder(
  ctx: ServiceContext,
  orderId: string,
  alsoItemIds: readonly string[] = [],
): Promise<number> {
  const d = await findOrderById(ctx.db, { kind: 'staff' }, orderId);
  if (!d) return 0;
  return alertLowStock(ctx, d.order.companyId, [...d.lines.map((l) => l.itemId), ...alsoItemIds]);
}
