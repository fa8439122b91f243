/**
 * How a tracking event (spec 2 §3 event types) moves a shipment: which milestone date it sets, and then what the
 * one rule of `shipment-progress.ts` (decision 032) makes of the shipment's dates: status text and code, the five
 * flags of spec 2 §4. Pure, so the integration feed, the demo generator and the scale generator all move
 * shipments the same way.
 */

import {
  deriveShipmentProgress,
  shipmentStatusColumns,
  shipmentTimeline,
  type MilestoneColumn,
  type MilestoneDates,
  type ShipmentFlagName,
  type ShipmentStatusColumns,
} from './shipment-progress';

export type { MilestoneColumn, ShipmentFlagName } from './shipment-progress';

type EventRule = {
  name: string;
  /** The E_/A_ milestone pair the event fills. */
  milestone?: MilestoneColumn;
  /** Departure and arrival fill etd/dep and eta/ata instead. */
  voyage?: 'departure' | 'arrival';
  /** The flag of the milestone (raised, with every earlier flag, once it or a later milestone is done). */
  flag?: ShipmentFlagName;
  /** Order on the timeline (lower first). Exceptions and notes have none. */
  step?: number;
};

const timelineRules: Record<number, EventRule> = Object.fromEntries(
  shipmentTimeline.map((m, index) => [
    m.code,
    {
      name: m.name,
      ...(m.estimated === 'etd'
        ? { voyage: 'departure' as const }
        : m.estimated === 'eta'
          ? { voyage: 'arrival' as const }
          : { milestone: m.estimated.slice(1) as MilestoneColumn }),
      ...('flag' in m ? { flag: m.flag } : {}),
      step: index + 1,
    },
  ]),
);

export const shipmentEventRules: Readonly<Record<number, EventRule>> = {
  ...timelineRules,
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

/** What the shipment row holds that an event reads: its milestone dates and what the rule last stored. */
export type ShipmentEventState = MilestoneDates<Date> &
  Partial<ShipmentStatusColumns> & { deliveryException?: string | null; exception?: string | null };

/** The columns an event changes on the shipment row (camelCase as in the database schema). */
export type ShipmentEventPatch = Partial<
  Record<`e${MilestoneColumn}` | `a${MilestoneColumn}` | 'etd' | 'dep' | 'eta' | 'ata', Date>
> &
  Partial<Record<ShipmentFlagName, boolean>> & {
    eventDescription?: string;
    lastEventCode?: number | null;
    exception?: string;
    deliveryException?: string;
    messageCountIncrement?: number;
  };

/**
 * The change one event makes. An estimate moves the estimated date, an actual event the actual date; then the
 * status, event code and flags are what `deriveShipmentProgress` says of the dates after the event, written only
 * where they differ from the row (an estimate or a late earlier milestone changes none of them; a row stored
 * before the rule is set right by its next event). Exceptions set the exception text; notes count as messages.
 * Unknown codes change nothing.
 */
export function applyShipmentEvent(current: ShipmentEventState, event: ShipmentEventInput): ShipmentEventPatch {
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
  if (event.code === 6 && event.actualAt && event.deliveryException) patch.deliveryException = event.deliveryException;
  if (event.code === 21) patch.exception = event.description?.trim() || rule.name;
  if (event.code === 8888) patch.messageCountIncrement = 1;
  if (rule.step !== undefined) {
    const derived = shipmentStatusColumns(deriveShipmentProgress({ ...current, ...patch }));
    if (derived.eventDescription !== (current.eventDescription ?? ''))
      patch.eventDescription = derived.eventDescription;
    if (derived.lastEventCode !== (current.lastEventCode ?? null)) patch.lastEventCode = derived.lastEventCode;
    for (const flag of ['bookedFlag', 'departedFlag', 'arrivedFlag', 'customsClearedFlag', 'deliveredFlag'] as const)
      if (derived[flag] !== (current[flag] ?? false)) patch[flag] = derived[flag];
  }
  return patch;
}

/** The name of a shipment event code, or `Event {code}` for a code outside the list. */
export function shipmentEventName(code: number): string {
  return shipmentEventRules[code]?.name ?? `Event ${code}`;
}
