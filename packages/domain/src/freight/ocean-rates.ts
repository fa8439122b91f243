/**
 * The ocean FCL estimate of spec 2 §9 (pure): the lane's 20' GP rate details summed, per-unit amounts (per
 * container) multiplied by the container count, the others charged once. Money in integer cents (decision 043).
 */

/** The container type of every ocean look-up (spec 1 §9, spec 2 §9). */
export const oceanContainerType = "20' GP";

export type OceanRateDetail = { chargeCode: string; description: string; amountCents: number; isPerUnit: boolean };

export type OceanChargeLine = OceanRateDetail & { quantity: number; lineCents: number };

export type OceanEstimate = { containerCount: number; lines: OceanChargeLine[]; totalCents: number };

export function estimateOcean(details: readonly OceanRateDetail[], containerCount: number): OceanEstimate {
  if (!Number.isSafeInteger(containerCount) || containerCount < 1)
    throw new RangeError(`container count must be a whole number ≥ 1 (got ${containerCount})`);
  const lines = details.map((d) => {
    const quantity = d.isPerUnit ? containerCount : 1;
    return { ...d, quantity, lineCents: d.amountCents * quantity };
  });
  return { containerCount, lines, totalCents: lines.reduce((sum, l) => sum + l.lineCents, 0) };
}
