import { expiryState, pickFefo, receiptProblem, type LotPick, type LotStock } from '@connect/domain/warehouse/lots';
import type { ItemLotsResponse } from '@connect/contracts/warehouse/warehouse.schemas';
import type { Database } from '../../db/client';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue } from '../../errors/app-error';
import { type OrderDetailRecord } from './warehouse-orders.repository';
import {
  findCompanyItems,
  findItemById,
  type BalanceRecord,
  type ItemRecord,
  type MovementKind,
  type WmsScope,
} from './warehouse.repository';
import {
  changeLotBalance,
  findExistingSerials,
  findLotExpiries,
  findItemLots,
  findItemSerials,
  findOrderLotHoldings,
  insertSerials,
  lockLotBalances,
  receiveIntoLot,
} from './warehouse-lots.repository';

/**
 * Lots, expiry and serials (issue #19, decision 073). The ledger's movements carry the lot (and on receipt the
 * expiry and serials); `inventory_lot_balances` is the lots' maintained balance, written with the movement like the
 * item's balance row. FEFO allocation takes the earliest expiry first and never an expired lot.
 */

/** The warehouse's calendar day for expiry: UTC (the feed and the staff share it). */
export const warehouseToday = () => new Date().toISOString().slice(0, 10);

type Line = OrderDetailRecord['lines'][number];
export type ReceivedTracking = { lotNumber: string; expiryDate: string | null; serialNumbers: string[] };
export type GivenLine = { receivedQty: number } & Partial<ReceivedTracking>;

const itemsOf = async (db: Database, companyId: string, lines: readonly Line[]) =>
  new Map(
    (await findCompanyItems(db, companyId, [...new Set(lines.map((l) => l.itemId))])).map((i) => [i.id, i] as const),
  );

type ReceiptRefusal =
  'lotRequired' | 'expiryRequired' | 'serialCountMismatch' | 'serialDuplicate' | 'lotExpiryMismatch';

/** A refused receipt line: 400 with the line, the SKU and the field path, in the caller's language. */
function receiptRefused(
  problem: ReceiptRefusal,
  index: number,
  line: Line,
  quantity: number,
  tracking: ReceivedTracking,
  more: { serial?: string; expected?: string } = {},
): AppError {
  const key = `server.warehouse.${problem}` as const;
  const field =
    problem === 'lotRequired'
      ? 'lotNumber'
      : problem === 'expiryRequired' || problem === 'lotExpiryMismatch'
        ? 'expiryDate'
        : 'serialNumbers';
  const params = {
    line: line.lineNo,
    sku: line.sku,
    count: tracking.serialNumbers.length,
    quantity,
    serial: more.serial ?? '',
    lot: tracking.lotNumber,
    expected: more.expected ?? '',
    given: tracking.expiryDate ?? '',
  };
  return new AppError('VALIDATION_FAILED', {
    messageKey: key,
    params,
    details: { fields: [fieldIssue(`lines.${index}.${field}`, key, params)] },
  });
}

/**
 * Checks every received line of an order before anything is written: a lot-tracked item needs its lot (and its
 * expiry when tracked, the same expiry the lot was received with before: decision 078), a serial-tracked item one
 * distinct serial per unit that was never received before. Answers the lot, expiry and serials each line records.
 */
export async function checkReceivedLines(
  db: Database,
  order: OrderDetailRecord,
  given: ReadonlyMap<string, GivenLine>,
): Promise<Map<string, ReceivedTracking>> {
  const items = await itemsOf(db, order.order.companyId, order.lines);
  const seen = new Map<string, Set<string>>();
  const lotExpiry = new Map<string, string>(); // `${itemId}:${lot}` → expiry, earlier receipts and earlier lines
  const resolved = new Map<string, ReceivedTracking>();
  for (const [index, line] of order.lines.entries()) {
    const g = given.get(line.id);
    const item = items.get(line.itemId);
    if (!g || !item) continue;
    const tracking: ReceivedTracking = {
      lotNumber: (g.lotNumber ?? '').trim() || line.lotNumber,
      expiryDate: g.expiryDate ?? null,
      serialNumbers: item.trackSerial ? (g.serialNumbers ?? []).map((s) => s.trim()) : [],
    };
    const before = seen.get(item.id) ?? new Set<string>();
    const problem = receiptProblem(item, { quantity: g.receivedQty, ...tracking }, before);
    const serial = tracking.serialNumbers.find((s, i) => before.has(s) || tracking.serialNumbers.indexOf(s) !== i);
    if (problem) throw receiptRefused(problem, index, line, g.receivedQty, tracking, { serial });
    if (tracking.serialNumbers.length > 0) {
      const existing = await findExistingSerials(db, item.id, tracking.serialNumbers);
      if (existing.length > 0)
        throw receiptRefused('serialDuplicate', index, line, g.receivedQty, tracking, { serial: existing[0] });
    }
    if (g.receivedQty > 0 && item.trackLot && item.trackExpiry && tracking.lotNumber && tracking.expiryDate) {
      const key = `${item.id}:${tracking.lotNumber}`;
      const expected =
        lotExpiry.get(key) ?? (await findLotExpiries(db, item.id, [tracking.lotNumber])).get(tracking.lotNumber);
      if (expected && expected !== tracking.expiryDate)
        throw receiptRefused('lotExpiryMismatch', index, line, g.receivedQty, tracking, { expected });
      lotExpiry.set(key, tracking.expiryDate);
    }
    for (const s of tracking.serialNumbers) before.add(s);
    seen.set(item.id, before);
    resolved.set(line.id, tracking);
  }
  return resolved;
}

/**
 * Writes the received lots' balances and the serials, in the receipt's transaction (after its checks). A receipt
 * that raced another on the same serial, or on the same new lot with another expiry, is refused here with the
 * check's message (the transaction then writes nothing).
 */
export async function recordReceivedLots(
  db: Database,
  order: OrderDetailRecord,
  given: ReadonlyMap<string, GivenLine>,
  resolved: ReadonlyMap<string, ReceivedTracking>,
): Promise<void> {
  const items = await itemsOf(db, order.order.companyId, order.lines);
  const { companyId, warehouseId } = order.order;
  for (const [index, line] of order.lines.entries()) {
    const qty = given.get(line.id)?.receivedQty ?? 0;
    const t = resolved.get(line.id);
    const item = items.get(line.itemId);
    if (qty === 0 || !t || !item) continue;
    if (item.trackLot && t.lotNumber) {
      const expiry = item.trackExpiry ? t.expiryDate : null;
      const kept = await receiveIntoLot(
        db,
        { itemId: item.id, warehouseId, companyId, lotNumber: t.lotNumber },
        qty,
        expiry,
      );
      if (expiry && kept && kept !== expiry)
        throw receiptRefused('lotExpiryMismatch', index, line, qty, t, { expected: kept });
    }
    const taken = await insertSerials(
      db,
      t.serialNumbers.map((serialNumber) => ({
        itemId: item.id,
        serialNumber,
        warehouseId,
        companyId,
        orderId: order.order.id,
      })),
    );
    if (taken.length > 0) throw receiptRefused('serialDuplicate', index, line, qty, t, { serial: taken[0] });
  }
}

export type LotAllocation =
  | { ok: true; picks: Map<string, LotPick[]>; lotItems: Set<string> }
  | { ok: false; sku: string; available: number; ordered: number };

/**
 * FEFO for the lot-tracked items of an outbound order, after the item balance rows are locked (decision 047): locks
 * the item's lot rows, then picks by earliest expiry, never an expired lot; stock without a lot (received before
 * tracking, adjustments) comes last. Answers the picks per order line, or the first short item.
 */
export async function pickOrderLots(
  db: Database,
  order: OrderDetailRecord,
  locked: ReadonlyMap<string, BalanceRecord>,
  today: string,
): Promise<LotAllocation> {
  const { warehouseId } = order.order;
  const items = await itemsOf(db, order.order.companyId, order.lines);
  const lotItems = new Set([...items.values()].filter((i: ItemRecord) => i.trackLot).map((i) => i.id));
  const picks = new Map<string, LotPick[]>();
  for (const itemId of [...lotItems].sort()) {
    const lines = order.lines.filter((l) => l.itemId === itemId);
    const need = lines.reduce((s, l) => s + l.quantity, 0);
    const lots = await lockLotBalances(db, itemId, warehouseId);
    const b = locked.get(`${itemId}:${warehouseId}`);
    const lotOnHand = lots.reduce((s, l) => s + l.onHand, 0);
    const lotAllocated = lots.reduce((s, l) => s + l.allocated, 0);
    const stock: LotStock[] = [
      ...lots.map((l) => ({ lotNumber: l.lotNumber, expiryDate: l.expiryDate, available: l.onHand - l.allocated })),
      {
        lotNumber: '',
        expiryDate: null,
        available: Math.max(0, (b?.onHand ?? 0) - lotOnHand - ((b?.allocated ?? 0) - lotAllocated)),
      },
    ];
    const taken = pickFefo(stock, need, today);
    if (!taken) {
      const usable = stock.filter((s) => s.lotNumber === '' || expiryState(s.expiryDate, today) !== 'expired');
      return {
        ok: false,
        sku: lines[0]?.sku ?? '',
        available: usable.reduce((s, l) => s + Math.max(0, l.available), 0),
        ordered: need,
      };
    }
    // Spread the item's picks over its lines in line order.
    const queue = taken.map((p) => ({ ...p }));
    for (const line of lines) {
      let left = line.quantity;
      const mine: LotPick[] = [];
      while (left > 0 && queue.length > 0) {
        const head = queue[0]!;
        const q = Math.min(left, head.quantity);
        mine.push({ lotNumber: head.lotNumber, expiryDate: head.expiryDate, quantity: q });
        head.quantity -= q;
        left -= q;
        if (head.quantity === 0) queue.shift();
      }
      picks.set(line.id, mine);
    }
  }
  return { ok: true, picks, lotItems };
}

/** Adds the picked lots' allocations to their balances (the item's balance is the caller's). */
export async function allocatePickedLots(db: Database, order: OrderDetailRecord, picks: Map<string, LotPick[]>) {
  for (const line of order.lines)
    for (const p of picks.get(line.id) ?? [])
      if (p.lotNumber)
        await changeLotBalance(
          db,
          { itemId: line.itemId, warehouseId: order.order.warehouseId, lotNumber: p.lotNumber },
          { allocated: p.quantity },
        );
}

type MovementRow = {
  companyId: string;
  itemId: string;
  warehouseId: string;
  kind: MovementKind;
  quantity: number;
  orderId: string;
  lotNumber: string;
  reason?: string;
  byName: string;
  createdBy: string | null;
};

/**
 * Releases or ships what an order holds of lots, per lot as its ledger says (allocated − released − shipped), and
 * changes those lots' balances. Answers the items handled this way and their movements; the caller writes the
 * other items' movements per line and changes every item's balance row.
 */
export async function settleHeldLots(
  db: Database,
  order: OrderDetailRecord,
  kind: 'released' | 'shipped',
  actor: { byName: string; createdBy: string | null },
  reason = '',
): Promise<{ lotItems: Set<string>; rows: MovementRow[] }> {
  const holdings = await findOrderLotHoldings(db, order.order.id);
  const lotItems = new Set(holdings.filter((h) => h.lotNumber !== '').map((h) => h.itemId));
  const { companyId, warehouseId } = order.order;
  const rows: MovementRow[] = [];
  for (const h of holdings) {
    if (!lotItems.has(h.itemId)) continue;
    if (h.lotNumber)
      await changeLotBalance(
        db,
        { itemId: h.itemId, warehouseId, lotNumber: h.lotNumber },
        kind === 'shipped' ? { onHand: -h.held, allocated: -h.held } : { allocated: -h.held },
      );
    rows.push({
      companyId,
      itemId: h.itemId,
      warehouseId,
      kind,
      quantity: h.held,
      orderId: order.order.id,
      lotNumber: h.lotNumber,
      reason,
      ...actor,
    });
  }
  return { lotItems, rows };
}

/** The inventory detail's "Lots and serials": lots per warehouse with expiry state, and received serials. */
export async function listItemLots(
  ctx: SignedInContext,
  scope: WmsScope,
  itemId: string,
  today = warehouseToday(),
): Promise<ItemLotsResponse> {
  const item = await findItemById(ctx.db, scope, itemId);
  if (!item) throw new AppError('NOT_FOUND');
  const [lots, serials] = await Promise.all([findItemLots(ctx.db, itemId), findItemSerials(ctx.db, itemId, 500)]);
  return {
    today,
    lots: lots.map(({ lot, warehouseCode }) => ({
      lotNumber: lot.lotNumber,
      warehouseCode,
      expiryDate: lot.expiryDate,
      expiryState: expiryState(lot.expiryDate, today),
      onHand: lot.onHand,
      allocated: lot.allocated,
      available: lot.onHand - lot.allocated,
    })),
    serials: serials.map((s) => ({
      serialNumber: s.serial.serialNumber,
      warehouseCode: s.warehouseCode,
      fileNumber: s.fileNumber,
      receivedAt: s.serial.receivedAt.toISOString(),
    })),
  };
}
