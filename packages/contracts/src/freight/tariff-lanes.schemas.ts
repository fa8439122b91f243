import { z } from 'zod';
import { accessorialChargeInputSchema, airLaneInputSchema, oceanLaneInputSchema } from './tariffs.schemas';

/**
 * One lane of a tariff, edited on screen by the forwarder's staff (issue #18, decision 080): an air lane, an ocean
 * lane with its charges, or an accessorial charge, named by `kind`. Strict: an id, a tariff id or another kind's
 * field is refused (400).
 */
export const tariffLaneInputSchema = z.discriminatedUnion('kind', [
  airLaneInputSchema.extend({ kind: z.literal('AIR') }),
  oceanLaneInputSchema.extend({ kind: z.literal('OCEAN') }),
  accessorialChargeInputSchema.extend({ kind: z.literal('ACCESSORIAL') }),
]);
export type TariffLaneInput = z.input<typeof tariffLaneInputSchema>;
export type TariffLaneInputParsed = z.output<typeof tariffLaneInputSchema>;

export const tariffLaneParamsSchema = z.strictObject({ id: z.string().uuid(), laneId: z.string().uuid() });
