import { z } from 'zod';
import { messages } from '../errors/messages';
import {
  partyCheckLength,
  partyCheckMaxLength,
  partyCheckMinLength,
  trackReferenceMaxLength,
} from '@connect/domain/shipments/tracking-check';
import { milestoneSchema, portSchema, shipmentDetailSchema, shipmentModeSchema } from './shipments.schemas';
import { trackingMessages } from './tracking-messages';

/**
 * Public tracking (spec 1 §2 `/tracking/*`, decision 030): the query with its name check and the answer.
 */

// Public tracking: the milestone timeline and the route only. No parties, prices, documents or people.

/**
 * GET /api/tracking/track. `party` is the name check (decision 030): the start of the shipper's or consignee's
 * name, whole words. Anonymous callers must give it; a signed-in caller needs it only for shipments outside the
 * companies they may see. A check that names neither party answers like an unknown reference.
 */
export const trackQuerySchema = z.strictObject({
  reference: z
    .string({ message: messages.required })
    .trim()
    .min(1, { message: messages.required })
    .max(trackReferenceMaxLength, {
      message: `A tracking reference has at most ${trackReferenceMaxLength} characters`,
    }),
  party: z
    .string()
    .trim()
    .max(partyCheckMaxLength, { message: `A name has at most ${partyCheckMaxLength} characters` })
    .refine((value) => value === '' || partyCheckLength(value) >= partyCheckMinLength, {
      message: trackingMessages.partyTooShort,
    })
    .optional(),
});
export type TrackQuery = z.infer<typeof trackQuerySchema>;
export const publicTrackingSchema = z.object({
  trackingNo: z.string(),
  mode: shipmentModeSchema,
  origin: portSchema,
  destination: portSchema,
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  status: z.string(),
  statusCode: shipmentDetailSchema.shape.statusCode,
  flags: shipmentDetailSchema.shape.flags,
  dataPending: z.boolean(),
  milestones: z.array(milestoneSchema),
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;
export const trackResponseSchema = z.object({ items: z.array(publicTrackingSchema) });
