/** Progress rules of spec 2 §4, shown as progress bars in grids. */

export type Progress = { text: string; percent: number; tone: 'normal' | 'danger' };

export type ShipmentFlags = {
  delivered_flag?: boolean | null;
  deliveryException?: string | null;
  customs_cleared_flag?: boolean | null;
  arrived_flag?: boolean | null;
  departed_flag?: boolean | null;
  booked_flag?: boolean | null;
};

/** Shipment progress: the first matching flag wins, in the spec's order. Undefined when no flag is set. */
export function shipmentProgress(row: ShipmentFlags): Progress | undefined {
  if (row.delivered_flag) {
    const partial = row.deliveryException?.trim().toUpperCase() === 'PARTIAL ARRIVAL';
    return { text: partial ? 'Partially arrived' : 'Delivered', percent: 100, tone: 'normal' };
  }
  if (row.customs_cleared_flag) return { text: 'Customs cleared', percent: 80, tone: 'normal' };
  if (row.arrived_flag) return { text: 'Arrived at destination', percent: 60, tone: 'normal' };
  if (row.departed_flag) return { text: 'Departed, in transit', percent: 40, tone: 'normal' };
  if (row.booked_flag) return { text: 'Booked', percent: 20, tone: 'normal' };
  return undefined;
}

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
