import type { PublicTracking } from '@connect/contracts/shipments/shipments.schemas';

/** Pieces shared by the shipment and tracking fixtures of the component tests (valid against the contract). */

export type TestMilestone = PublicTracking['milestones'][number];

/** The flags of a shipment that has departed and not arrived (spec 2 §4). */
export const departedFlags: PublicTracking['flags'] = {
  booked_flag: true,
  departed_flag: true,
  arrived_flag: false,
  customs_cleared_flag: false,
  delivered_flag: false,
  deliveryException: '',
};

/** One milestone at a port: estimated and actual times, no description unless given. */
export function milestone(
  eventCode: number,
  name: string,
  at: { estimated: string | null; actual: string | null },
  port: { code: string; name: string } = { code: '', name: '' },
  description = '',
): TestMilestone {
  return {
    eventCode,
    name,
    estimatedAt: at.estimated,
    actualAt: at.actual,
    locationCode: port.code,
    locationName: port.name,
    description,
  };
}
