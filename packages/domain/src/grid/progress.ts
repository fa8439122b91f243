/** Progress rules of spec 2 §4, shown as progress bars in grids. */

import { progressOfStep, shipmentFlagNames, shipmentTimeline } from '../shipments/shipment-progress';

export type Progress = { text: string; percent: number; tone: 'normal' | 'danger' };

export type ShipmentFlags = {
  delivered_flag?: boolean | null;
  deliveryException?: string | null;
  customs_cleared_flag?: boolean | null;
  arrived_flag?: boolean | null;
  departed_flag?: boolean | null;
  booked_flag?: boolean | null;
};

/**
 * Shipment progress read from the five flags alone: the first matching flag wins, in the spec's order (spec 2
 * §4). Undefined when no flag is set. Texts and percentages are those of the progress rule
 * (`shipments/shipment-progress.ts`, decision 032), which the screens use: it reads the milestone dates and so
 * also knows the steps between booking and departure that the flags cannot tell apart.
 */
export function shipmentProgress(row: ShipmentFlags): Progress | undefined {
  const flags = [row.booked_flag, row.departed_flag, row.arrived_flag, row.customs_cleared_flag, row.delivered_flag];
  const highest = flags.reduce<number>((found, flag, index) => (flag ? index : found), -1);
  if (highest < 0) return undefined;
  const step = flagSteps[highest] ?? 0;
  const { text, percent, tone } = progressOfStep(step, { deliveryException: row.deliveryException });
  return { text, percent, tone };
}

/** The timeline step of each flag (booked, departed, arrived, customs cleared, delivered). */
const flagSteps = shipmentFlagNames.map(
  (flag) => shipmentTimeline.findIndex((m) => 'flag' in m && m.flag === flag) + 1,
);

export const bookingStatuses = ['created', 'rejected', 'submitted', 'accepted', 'received'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

const bookingTable: Record<BookingStatus, { text: string; percent: number }> = {
  created: { text: 'Booking Created', percent: 25 },
  rejected: { text: 'Booking Rejected', percent: 25 },
  submitted: { text: 'Booking Submitted', percent: 50 },
  accepted: { text: 'Booking Accepted', percent: 75 },
  received: { text: 'Booking Received', percent: 100 },
};

/**
 * Booking status progress. The tooltip is the status notes when present, else the spec's default texts for
 * rejected and accepted bookings ("NNR" is the forwarder's short name).
 */
export function bookingProgress(
  status: BookingStatus,
  options: { statusNotes?: string | null; forwarderShortName: string },
): Progress & { tooltip: string | undefined } {
  const entry = bookingTable[status];
  const notes = options.statusNotes?.trim();
  const defaults: Partial<Record<BookingStatus, string>> = {
    rejected: `Your booking with ${options.forwarderShortName} has been rejected`,
    accepted: `Your booking with ${options.forwarderShortName} has been accepted`,
  };
  return {
    ...entry,
    tone: status === 'rejected' ? 'danger' : 'normal',
    tooltip: notes ? notes : defaults[status],
  };
}

export const requestStatuses = ['requested', 'offered', 'accepted', 'used', 'rejected'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Rate-offer request progress: requested 33.33, offered 50, accepted 75, used 100; rejected shows red. */
export function requestProgress(status: RequestStatus): Progress {
  switch (status) {
    case 'requested':
      return { text: 'Requested', percent: 33.33, tone: 'normal' };
    case 'offered':
      return { text: 'Offered', percent: 50, tone: 'normal' };
    case 'accepted':
      return { text: 'Accepted', percent: 75, tone: 'normal' };
    case 'used':
      return { text: 'Used', percent: 100, tone: 'normal' };
    case 'rejected':
      return { text: 'Rejected', percent: 100, tone: 'danger' };
  }
}
