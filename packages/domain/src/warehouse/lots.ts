/**
 * Lots, expiry and serials of warehouse items (issue #19, decision 073). Pure: calendar dates as 'YYYY-MM-DD', no
 * clock of its own.
 *
 * FEFO (first expired, first out): an outbound order of a lot-tracked item takes the lot with the earliest expiry
 * first; lots without an expiry come after every dated lot, and stock that carries no lot at all (received before
 * the item was tracked, or an adjustment) comes last. A lot that expires today or earlier is never taken. Ties go
 * to the lot number, so the choice is the same on every run.
 */
export type LotStock = { lotNumber: string; expiryDate: string | null; available: number };
export type LotPick = { lotNumber: string; expiryDate: string | null; quantity: number };

/** Days before its expiry from which a lot counts as "expiring soon". */
export const expiringSoonDays = 30;

export type ExpiryState = 'expired' | 'expiringSoon' | 'ok' | 'none';

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** Whether a lot has expired (expiry today or earlier), expires within 30 days, or neither. */
export function expiryState(expiryDate: string | null, today: string): ExpiryState {
  if (!expiryDate) return 'none';
  const left = dayNumber(expiryDate) - dayNumber(today);
  if (left <= 0) return 'expired';
  if (left <= expiringSoonDays) return 'expiringSoon';
  return 'ok';
}

const byFefo = (a: LotStock, b: LotStock) => {
  const rank = (l: LotStock) => (l.lotNumber === '' ? 2 : l.expiryDate === null ? 1 : 0);
  return (
    rank(a) - rank(b) ||
    (a.expiryDate ?? '').localeCompare(b.expiryDate ?? '') ||
    a.lotNumber.localeCompare(b.lotNumber)
  );
};

/** The units of a lot-tracked item that FEFO may take: every lot not expired (plus stock without a lot). */
export function allocatableQuantity(lots: readonly LotStock[], today: string): number {
  return lots
    .filter((l) => l.available > 0 && (l.lotNumber === '' || expiryState(l.expiryDate, today) !== 'expired'))
    .reduce((sum, l) => sum + l.available, 0);
}

/**
 * Picks `quantity` units by FEFO. Answers the lots taken (in order) or null when the lots that may be taken do not
 * hold enough; then nothing is to be written.
 */
export function pickFefo(lots: readonly LotStock[], quantity: number, today: string): LotPick[] | null {
  if (quantity <= 0) return [];
  const usable = lots
    .filter((l) => l.available > 0 && (l.lotNumber === '' || expiryState(l.expiryDate, today) !== 'expired'))
    .sort(byFefo);
  const picks: LotPick[] = [];
  let left = quantity;
  for (const lot of usable) {
    if (left === 0) break;
    const take = Math.min(left, lot.available);
    picks.push({ lotNumber: lot.lotNumber, expiryDate: lot.expiryDate, quantity: take });
    left -= take;
  }
  return left === 0 ? picks : null;
}

export type ReceivedLine = {
  quantity: number;
  lotNumber: string;
  expiryDate: string | null;
  serialNumbers: readonly string[];
};
export type ItemTracking = { trackLot: boolean; trackSerial: boolean; trackExpiry: boolean };
export type ReceiptProblem = 'lotRequired' | 'expiryRequired' | 'serialCountMismatch' | 'serialDuplicate';

/**
 * What is wrong with one received line of an item, or null. `seen` holds the serials already given in the same
 * receipt for the same item (the caller adds these after a clean line); serials already in stock are the
 * database's to refuse. A line received with zero units needs nothing.
 */
export function receiptProblem(
  item: ItemTracking,
  line: ReceivedLine,
  seen: ReadonlySet<string> = new Set(),
): ReceiptProblem | null {
  if (line.quantity === 0) return null;
  if (item.trackLot && line.lotNumber.trim() === '') return 'lotRequired';
  if (item.trackLot && item.trackExpiry && !line.expiryDate) return 'expiryRequired';
  if (item.trackSerial) {
    if (line.serialNumbers.length !== line.quantity) return 'serialCountMismatch';
    const here = new Set(line.serialNumbers.map((s) => s.trim()));
    if (here.size !== line.serialNumbers.length || [...here].some((s) => seen.has(s))) return 'serialDuplicate';
  }
  return null;
}
