/**
 * Run-out projection of one item at one warehouse (issue #19, decision 064). Pure: calendar dates as 'YYYY-MM-DD'
 * in the user's zone, no clock of its own.
 *
 * Start from today's available stock (on hand − allocated: allocated orders are already taken out). Walk the days
 * ahead: each open outbound order not yet allocated takes its quantity on its requested date; each open inbound
 * order adds its quantity on its arrival date (the Connect shipment's ETA when the order is tied to one, else the
 * expected date). Goods arriving on a day count before that day's orders. A date in the past counts as today (an
 * order already due, goods already late); an inbound order without a date is not counted on (nobody knows when it
 * comes), nor is an outbound order without one taken before the others (it counts today, the cautious side).
 *
 * The stock runs out on the first requested date on which the projection falls below zero. The warning names
 * that day, the order that cannot be served, how many units are short, and the next arrival after it (or none).
 */
export type ProjectedDemand = { date: string | null; quantity: number; ref: string };
export type ProjectedSupply = { date: string | null; quantity: number; ref: string };

export type RunOutWarning = {
  /** The first day the projection falls below zero. */
  runsOutOn: string;
  /** The order (file number) that day that cannot be served in full. */
  orderRef: string;
  /** Units missing that day. */
  shortBy: number;
  /** The first arrival after the run-out day, or null when nothing more is on its way. */
  nextArrival: { date: string; ref: string; quantity: number } | null;
};

type Step = { date: string; delta: number; ref: string; supply: boolean };

export function projectRunOut(input: {
  today: string;
  available: number;
  demands: readonly ProjectedDemand[];
  supplies: readonly ProjectedSupply[];
}): RunOutWarning | null {
  const { today } = input;
  const day = (date: string | null) => (date === null || date < today ? today : date);
  const steps: Step[] = [
    ...input.supplies
      .filter((s) => s.date !== null && s.quantity > 0)
      .map((s) => ({ date: day(s.date), delta: s.quantity, ref: s.ref, supply: true })),
    ...input.demands
      .filter((d) => d.quantity > 0)
      .map((d) => ({ date: day(d.date), delta: -d.quantity, ref: d.ref, supply: false })),
  ];
  // By day; on one day arrivals first, then orders in the order given (stable sort).
  steps.sort((a, b) => (a.date === b.date ? Number(b.supply) - Number(a.supply) : a.date < b.date ? -1 : 1));
  let level = input.available;
  for (const step of steps) {
    level += step.delta;
    if (step.supply || level >= 0) continue;
    const next = steps.find((s) => s.supply && s.date > step.date);
    return {
      runsOutOn: step.date,
      orderRef: step.ref,
      shortBy: Math.min(-level, -step.delta),
      nextArrival: next ? { date: next.date, ref: next.ref, quantity: next.delta } : null,
    };
  }
  return null;
}
