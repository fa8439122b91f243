/**
 * How a tracking event (spec 2 §3 event types) moves a shipment: which milestone date it sets, which status
 * flag (spec 2 §4 progress) it raises and what the status text becomes. Pure, so the integration feed, the demo
 * generator and the scale generator all move shipments the same way.
 */

export type MilestoneColumn =
  'ShipperBooked' | 'Pickup' | 'Received' | 'ExportCustoms' | 'Loaded' | 'ImportCustoms' | 'Delivered';

export type ShipmentFlagName = 'bookedFlag' | 'departedFlag' | 'arrivedFlag' | 'customsClearedFlag' | 'deliveredFlag';

type EventRule = {
  name: string;
  /** The E_/A_ milestone pair the event fills. */
  milestone?: MilestoneColumn;
  /** Departure and arrival fill etd/dep and eta/ata instead. */
  voyage?: 'departure' | 'arrival';
  /** The flag an actual (not merely estimated) event raises. */
  flag?: ShipmentFlagName;
  /** Order on the timeline (lower first). Exceptions and notes have none. */
  step?: number;
};

export const shipmentEventRules: Readonly<Record<number, EventRule>> = {
  25: { name: 'Shipper Booked', milestone: 'ShipperBooked', flag: 'bookedFlag', step: 1 },
  1: { name: 'Shipment Pickup', milestone: 'Pickup', step: 2 },
  12: { name: 'Shipment Received', milestone: 'Received', step: 3 },
  13: { name: 'Export Customs Clearance', milestone: 'ExportCustoms', step: 4 },
  112: { name: 'Shipment Loaded', milestone: 'Loaded', step: 5 },
  4: { name: 'Departure from Origin', voyage: 'departure', flag: 'departedFlag', step: 6 },
  5: { name: 'Arrival at Destination', voyage: 'arrival', flag: 'arrivedFlag', step: 7 },
  11: { name: 'Import Customs Clearance', milestone: 'ImportCustoms', flag: 'customsClearedFlag', step: 8 },
  6: { name: 'Delivered to Consignee', milestone: 'Delivered', flag: 'deliveredFlag', step: 9 },
  21: { name: 'Exceptions' },
  8888: { name: 'Shipment Notes' },
  6666: { name: 'Prealert' },
  7777: { name: 'Prealert with Attachment' },
};

/** The milestone codes in timeline order (booked … delivered). */
export const timelineEventCodes = [25, 1, 12, 13, 112, 4, 5, 11, 6] as const;

export type ShipmentEventInput = {
  code: number;
  estimatedAt?: Date | null;
  actualAt?: Date | null;
  description?: string | null;
  deliveryException?: string | null;
};

/** The columns an event changes on the shipment row (camelCase as in the database schema). */
export type ShipmentEventPatch = Partial<
  Record<`e${MilestoneColumn}` | `a${MilestoneColumn}` | 'etd' | 'dep' | 'eta' | 'ata', Date>
> &
  Partial<Record<ShipmentFlagName, true>> & {
    eventDescription?: string;
    lastEventCode?: number;
    exception?: string;
    deliveryException?: string;
    messageCountIncrement?: number;
  };

/**
 * The change one event makes. An estimate only moves the estimated date; an actual date also raises the flag
 * and, when it is at least as far along the timeline as the current status, becomes the status text.
 * Exceptions set the exception text; notes count as messages. Unknown codes change nothing.
 */
export function applyShipmentEvent(
  current: { lastEventCode: number | null },
  event: ShipmentEventInput,
): ShipmentEventPatch {
  const rule = shipmentEventRules[event.code];
  if (!rule) return {};
  const patch: ShipmentEventPatch = {};
  if (rule.milestone) {
    if (event.estimatedAt) patch[`e${rule.milestone}`] = event.estimatedAt;
    if (event.actualAt) patch[`a${rule.milestone}`] = event.actualAt;
  }
  if (rule.voyage === 'departure') {
    if (event.estimatedAt) patch.etd = event.estimatedAt;
    if (event.actualAt) patch.dep = event.actualAt;
  }
  if (rule.voyage === 'arrival') {
    if (event.estimatedAt) patch.eta = event.estimatedAt;
    if (event.actualAt) patch.ata = event.actualAt;
  }
  if (event.actualAt && rule.flag) patch[rule.flag] = true;
  if (event.code === 6 && event.actualAt && event.deliveryException) patch.deliveryException = event.deliveryException;
  if (event.actualAt && rule.step !== undefined) {
    const currentStep = current.lastEventCode === null ? 0 : (shipmentEventRules[current.lastEventCode]?.step ?? 0);
    if (rule.step >= currentStep) {
      patch.eventDescription = rule.name;
      patch.lastEventCode = event.code;
    }
  }
  if (event.code === 21) patch.exception = event.description?.trim() || rule.name;
  if (event.code === 8888) patch.messageCountIncrement = 1;
  return patch;
}

/** The name of a shipment event code, or `Event {code}` for a code outside the list. */
export function shipmentEventName(code: number): string {
  return shipmentEventRules[code]?.name ?? `Event ${code}`;
}
