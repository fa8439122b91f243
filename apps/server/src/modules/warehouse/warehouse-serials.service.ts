import type { Database } from '../../db/client';
import { AppError, fieldIssue } from '../../errors/app-error';
import type { MessageKey } from '@connect/contracts/messages/message-keys';
import type { OrderDetailRecord } from './warehouse-orders.repository';
import { removeSerials } from './warehouse-lots.repository';

/**
 * The serials that leave with an outbound order (decision 079): on shipping (the staff's confirm, the feed's
 * `confirmed` event) each line of a serial-tracked item names one serial per unit it holds, each in stock at the
 * order's warehouse; they leave `inventory_serials` (the serials in stock) and the `shipped` movement records them.
 */
type Line = OrderDetailRecord['lines'][number];

const refused = (key: MessageKey, index: number, line: Line, given: string[], serial = '') => {
  const params = { line: line.lineNo, sku: line.sku, count: given.length, quantity: line.allocatedQty, serial };
  return new AppError('VALIDATION_FAILED', {
    messageKey: key,
    params,
    details: { fields: [fieldIssue(`lines.${index}.serialNumbers`, key, params)] },
  });
};

/**
 * Checks and takes out of stock the serials shipped per line (`given`: line id → serials; lines of other orders are
 * not looked at). Every line is checked before the first serial is taken; a serial taken by a concurrent shipment
 * is refused like one not in stock. Answers the serials per line for the ledger.
 */
export async function shipOrderSerials(
  db: Database,
  order: OrderDetailRecord,
  given: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const seen = new Map<string, Set<string>>();
  for (const [index, line] of order.lines.entries()) {
    const serials = (given.get(line.id) ?? []).map((s) => s.trim());
    if (!line.trackSerial || line.allocatedQty === 0) {
      if (serials.length > 0) throw refused('server.warehouse.serialNotTracked', index, line, serials);
      continue;
    }
    if (serials.length !== line.allocatedQty) throw refused('server.warehouse.shipSerialCount', index, line, serials);
    const before = seen.get(line.itemId) ?? new Set<string>();
    const twice = serials.find((s, i) => before.has(s) || serials.indexOf(s) !== i);
    if (twice !== undefined) throw refused('server.warehouse.serialNotInStock', index, line, serials, twice);
    for (const s of serials) before.add(s);
    seen.set(line.itemId, before);
    out.set(line.id, serials);
  }
  for (const [index, line] of order.lines.entries()) {
    const serials = out.get(line.id);
    if (!serials) continue;
    const missing = await removeSerials(db, { itemId: line.itemId, warehouseId: order.order.warehouseId }, serials);
    if (missing.length > 0) throw refused('server.warehouse.serialNotInStock', index, line, serials, missing[0]);
  }
  return out;
}
