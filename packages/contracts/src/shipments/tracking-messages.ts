import { partyCheckMinLength } from '@connect/domain/shipments/tracking-check';

/**
 * What the server says about public tracking's name check (decision 030), under `server.tracking.*` of the
 * catalogue. The contract's validator uses the same texts, so they are keyed wherever they reach an answer.
 */
export const trackingMessages = {
  partyRequired: "Enter the shipper's or consignee's name",
  partyTooShort: `Enter at least ${partyCheckMinLength} letters or digits of the name`,
} as const;
