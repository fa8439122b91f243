import type { AdjustStockValues, InventoryItem } from '@connect/contracts/warehouse/warehouse.schemas';
import type { MessageKey, MessageParams } from '@connect/contracts/messages/message-keys';
import type { Database } from '../../db/client';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import { recordCompanyAction } from '../audit/audit.service';
import { alertLowStock } from './warehouse-low-stock.service';
import {
  changeBalance,
  findCompanyItems,
  findItemById,
  hasWarehouseAccount,
  insertMovements,
  lockBalances,
} from './warehouse.repository';
import {
  changeLotBalance,
  insertSerials,
  lockLotBalances,
  receiveIntoLot,
  removeSerials,
} from './warehouse-lots.repository';
import { loadItem } from './warehouse-inventory.service';
import { byOf, staffOnly, type Actor } from './warehouse.service';

/**
 * Stock adjustments (a count, damage) by the staff and the warehouse feed: an `adjusted` movement with its reason,
 * written with the item's balance row (decision 046) and, for tracked items, the lot it counts and the serials it
 * adds or takes out (decision 079).
 */

type At = { itemId: string; warehouseId: string; companyId: string };

const refuse = (key: MessageKey, field: string, params: MessageParams) =>
  new AppError('VALIDATION_FAILED', {
    messageKey: key,
    params,
    details: { fields: [fieldIssue(field, key, params)] },
  });

const belowAllocated = () => new AppError('CONFLICT', { messageKey: 'server.warehouse.adjustBelowAllocated' });

/** Applies one adjustment inside the caller's transaction; every check comes before the first write. */
export async function adjustStockIn(
  tx: Database,
  at: At,
  input: Omit<AdjustStockValues, 'warehouseId'>,
  actor: Actor,
): Promise<void> {
  const [item] = await findCompanyItems(tx, at.companyId, [at.itemId]);
  if (!item) throw new AppError('NOT_FOUND');
  const lotNumber = input.lotNumber.trim();
  const serials = input.serialNumbers.map((s) => s.trim());
  const base = { sku: item.sku, lot: lotNumber, quantity: Math.abs(input.quantity), count: serials.length };
  if (lotNumber && !item.trackLot) throw refuse('server.warehouse.lotNotTracked', 'lotNumber', base);
  if (serials.length > 0 && !item.trackSerial) throw refuse('server.warehouse.serialNotTracked', 'serialNumbers', base);
  if (item.trackSerial && serials.length !== Math.abs(input.quantity))
    throw refuse('server.warehouse.adjustSerialCount', 'serialNumbers', base);
  const twice = serials.find((s, i) => serials.indexOf(s) !== i);
  if (twice !== undefined)
    throw refuse(
      input.quantity > 0 ? 'server.warehouse.adjustSerialDuplicate' : 'server.warehouse.adjustSerialNotInStock',
      'serialNumbers',
      { ...base, serial: twice },
    );

  const locked = await lockBalances(tx, [at]);
  const b = locked.get(`${at.itemId}:${at.warehouseId}`);
  if (!b || b.onHand + input.quantity < b.allocated) throw belowAllocated();
  let expiryDate: string | null = null;
  if (item.trackLot) {
    const lots = await lockLotBalances(tx, at.itemId, at.warehouseId);
    const lot = lots.find((l) => l.lotNumber === lotNumber);
    if (!lotNumber) {
      // The stock without a lot is the item balance minus the lots (decision 073); it cannot go below its own holds.
      const lotOnHand = lots.reduce((s, l) => s + l.onHand, 0);
      const lotAllocated = lots.reduce((s, l) => s + l.allocated, 0);
      if (b.onHand + input.quantity - lotOnHand < b.allocated - lotAllocated) throw belowAllocated();
    } else if (input.quantity < 0) {
      if (!lot) throw refuse('server.warehouse.adjustLotUnknown', 'lotNumber', base);
      if (lot.onHand + input.quantity < lot.allocated) throw belowAllocated();
      expiryDate = lot.expiryDate;
    } else if (lot) {
      if (input.expiryDate && lot.expiryDate && input.expiryDate !== lot.expiryDate)
        throw refuse('server.warehouse.adjustLotExpiry', 'expiryDate', {
          ...base,
          expected: lot.expiryDate,
          given: input.expiryDate,
        });
      expiryDate = lot.expiryDate ?? (item.trackExpiry ? input.expiryDate : null);
    } else {
      if (item.trackExpiry && !input.expiryDate)
        throw refuse('server.warehouse.adjustExpiryRequired', 'expiryDate', base);
      expiryDate = item.trackExpiry ? input.expiryDate : null;
    }
  }

  if (serials.length > 0 && input.quantity > 0) {
    const taken = await insertSerials(
      tx,
      serials.map((serialNumber) => ({ ...at, serialNumber, orderId: null })),
    );
    if (taken.length > 0)
      throw refuse('server.warehouse.adjustSerialDuplicate', 'serialNumbers', { ...base, serial: taken[0] ?? '' });
  } else if (serials.length > 0) {
    const missing = await removeSerials(tx, at, serials);
    if (missing.length > 0)
      throw refuse('server.warehouse.adjustSerialNotInStock', 'serialNumbers', { ...base, serial: missing[0] ?? '' });
  }
  if (lotNumber && input.quantity > 0) await receiveIntoLot(tx, { ...at, lotNumber }, input.quantity, expiryDate);
  else if (lotNumber) await changeLotBalance(tx, { ...at, lotNumber }, { onHand: input.quantity });
  await changeBalance(tx, at, { onHand: input.quantity });
  await insertMovements(tx, [
    {
      ...at,
      kind: 'adjusted',
      quantity: input.quantity,
      reason: input.reason,
      lotNumber,
      expiryDate,
      serialNumbers: serials,
      ...actor,
    },
  ]);
}

/** Staff: a stock count or damage changes on hand by a signed quantity, with its reason ('adjusted'). */
export async function adjustStock(
  ctx: SignedInContext,
  itemId: string,
  input: AdjustStockValues,
): Promise<{ item: InventoryItem; message: string; messageKey?: string }> {
  const scope = staffOnly(ctx);
  const actor = byOf(ctx);
  const item = await findItemById(ctx.db, scope, itemId);
  if (!item) throw new AppError('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    if (!(await hasWarehouseAccount(tx, item.companyId, input.warehouseId))) throw new AppError('NOT_FOUND');
    await adjustStockIn(tx, { itemId, warehouseId: input.warehouseId, companyId: item.companyId }, input, actor);
  });
  await recordCompanyAction(ctx, { action: 'wms.stock.adjust', companyId: item.companyId, details: { itemId } });
  await alertLowStock(ctx, item.companyId, [itemId]);
  return { item: await loadItem(ctx.db, scope, itemId), ...said('server.warehouse.stockAdjusted') };
}
