/**
 * The one rule that turns a shipment's milestone dates into what every screen, the feed and the demo data say
 * about it (decision 032): the current status (text and event code), the five flags of spec 2 §4, the progress
 * step with its percentage, and each milestone's state. Everything is read from the milestone dates, so the
 * status, the flags and the progress cannot disagree: they are three views of one number, the step of the
 * furthest milestone on the timeline that has an actual date.
 *
 * - A milestone with an actual date is done (shown with that date); with only an estimate it is planned (shown
 *   with the estimate); with neither it is not set. Nothing else (the clock, the order events arrived in) counts.
 * - The status is the furthest done milestone, so a late report of an earlier milestone fills its date without
 *   moving the status back. No done milestone: no status ('') and no event code.
 * - A flag is raised when its milestone or any later one is done: a delivered shipment has been booked, has
 *   departed, arrived and cleared customs even when those reports never came.
 * - Progress has a step per milestone. The spec's five flag steps keep their texts and percentages (Booked 20,
 *   Departed 40, Arrived 60, Customs cleared 80, Delivered 100; 'Partially arrived' with the PARTIAL ARRIVAL
 *   delivery exception); the four origin milestones between booking and departure (pickup, received, export
 *   customs, loaded) have their own texts at 24, 28, 32 and 36 %, so 'Shipment Loaded' never reads 'Booked'.
 * - Exceptions (event 21) change none of this: they are shown as themselves (the exception column, the
 *   timeline's Exception entries). Only the delivery exception PARTIAL ARRIVAL words the last step.
 *
 * Generic in the date type: the server passes `Date`s, the web app the API's strings (days or instants).
 */

export type MilestoneColumn =
  'ShipperBooked' | 'Pickup' | 'Received' | 'ExportCustoms' | 'Loaded' | 'ImportCustoms' | 'Delivered';

export type ShipmentFlagName = 'bookedFlag' | 'departedFlag' | 'arrivedFlag' | 'customsClearedFlag' | 'deliveredFlag';

export const shipmentFlagNames = [
  'bookedFlag',
  'departedFlag',
  'arrivedFlag',
  'customsClearedFlag',
  'deliveredFlag',
] as const satisfies readonly ShipmentFlagName[];

type TimelineEntry = {
  /** Tracking event type of spec 2 §3. */
  code: number;
  name: string;
  /** The shipment's columns that hold the estimated and the actual date. */
  estimated: `e${MilestoneColumn}` | 'etd' | 'eta';
  actual: `a${MilestoneColumn}` | 'dep' | 'ata';
  /** The flag of spec 2 §4 this milestone raises (with every earlier flag). */
  flag?: ShipmentFlagName;
  /** The progress this milestone reaches. */
  progress: string;
  percent: number;
};

/** The nine milestones in timeline order; a milestone's step is its position plus one. */
export const shipmentTimeline = [
  {
    code: 25,
    name: 'Shipper Booked',
    estimated: 'eShipperBooked',
    actual: 'aShipperBooked',
    flag: 'bookedFlag',
    progress: 'booked',
    percent: 20,
  },
  { code: 1, name: 'Shipment Pickup', estimated: 'ePickup', actual: 'aPickup', progress: 'pickedUp', percent: 24 },
  {
    code: 12,
    name: 'Shipment Received',
    estimated: 'eReceived',
    actual: 'aReceived',
    progress: 'received',
    percent: 28,
  },
  {
    code: 13,
    name: 'Export Customs Clearance',
    estimated: 'eExportCustoms',
    actual: 'aExportCustoms',
    progress: 'exportCleared',
    percent: 32,
  },
  { code: 112, name: 'Shipment Loaded', estimated: 'eLoaded', actual: 'aLoaded', progress: 'loaded', percent: 36 },
  {
    code: 4,
    name: 'Departure from Origin',
    estimated: 'etd',
    actual: 'dep',
    flag: 'departedFlag',
    progress: 'departed',
    percent: 40,
  },
  {
    code: 5,
    name: 'Arrival at Destination',
    estimated: 'eta',
    actual: 'ata',
    flag: 'arrivedFlag',
    progress: 'arrived',
    percent: 60,
  },
  {
    code: 11,
    name: 'Import Customs Clearance',
    estimated: 'eImportCustoms',
    actual: 'aImportCustoms',
    flag: 'customsClearedFlag',
    progress: 'customsCleared',
    percent: 80,
  },
  {
    code: 6,
    name: 'Delivered to Consignee',
    estimated: 'eDelivered',
    actual: 'aDelivered',
    flag: 'deliveredFlag',
    progress: 'delivered',
    percent: 100,
  },
] as const satisfies readonly TimelineEntry[];

export type TimelineMilestone = (typeof shipmentTimeline)[number];
export type TimelineEventCode = TimelineMilestone['code'];
export type MilestoneDateColumn = TimelineMilestone['estimated'] | TimelineMilestone['actual'];

/** The milestone dates of a shipment under its column names (a database row or a patch of one fits). */
export type MilestoneDates<T> = Partial<Record<MilestoneDateColumn, T | null>>;

export type ShipmentProgressInput<T> = MilestoneDates<T> & {
  /** 'PARTIAL ARRIVAL' makes a delivery read 'Partially arrived'. */
  deliveryException?: string | null;
};

export type MilestoneState = 'done' | 'planned' | 'notSet';

export type MilestoneView<T> = {
  code: TimelineEventCode;
  name: string;
  /** 1 … 9, its place on the timeline. */
  step: number;
  state: MilestoneState;
  estimatedAt: T | null;
  actualAt: T | null;
  /** The date to show: the actual one when done, the estimate when planned, none when not set. */
  at: T | null;
};

export type ShipmentProgressKey = TimelineMilestone['progress'] | 'none' | 'partiallyArrived';

export type ShipmentProgress = {
  /** 0 (nothing done) … 9 (delivered). */
  step: number;
  key: ShipmentProgressKey;
  /** English text (the web app words it from `key`). */
  text: string;
  percent: number;
  /** The grids' progress tone (spec 2 §4 has no red for shipments). */
  tone: 'normal';
};

export type ShipmentFlagSet = Record<ShipmentFlagName, boolean>;

export type ShipmentProgressView<T> = {
  /** The furthest done milestone, or null when none is done. */
  status: { code: TimelineEventCode; name: string } | null;
  flags: ShipmentFlagSet;
  progress: ShipmentProgress;
  milestones: MilestoneView<T>[];
};

export const shipmentProgressTexts: Readonly<Record<ShipmentProgressKey, string>> = {
  none: 'No milestones yet',
  booked: 'Booked',
  pickedUp: 'Picked up',
  received: 'Received at origin',
  exportCleared: 'Export customs cleared',
  loaded: 'Loaded, awaiting departure',
  departed: 'Departed, in transit',
  arrived: 'Arrived at destination',
  customsCleared: 'Customs cleared',
  delivered: 'Delivered',
  partiallyArrived: 'Partially arrived',
};

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Done with an actual date, planned with only an estimate, not set with neither. */
export function milestoneState(estimatedAt: unknown, actualAt: unknown): MilestoneState {
  if (present(actualAt)) return 'done';
  if (present(estimatedAt)) return 'planned';
  return 'notSet';
}

/** The timeline milestone of an event code, or undefined for exceptions, notes and other codes. */
export function timelineMilestoneOf(code: number): TimelineMilestone | undefined {
  return shipmentTimeline.find((m) => m.code === code);
}

/** The step (1 … 9) of a timeline event code, or undefined for other codes. */
export function timelineStepOf(code: number): number | undefined {
  const index = shipmentTimeline.findIndex((m) => m.code === code);
  return index < 0 ? undefined : index + 1;
}

const isPartialArrival = (deliveryException: string | null | undefined) =>
  deliveryException?.trim().toUpperCase() === 'PARTIAL ARRIVAL';

/** The progress of a step (0 … 9), worded 'Partially arrived' for a delivery with PARTIAL ARRIVAL. */
export function progressOfStep(step: number, options: { deliveryException?: string | null } = {}): ShipmentProgress {
  const milestone = step >= 1 ? shipmentTimeline[Math.min(step, shipmentTimeline.length) - 1] : undefined;
  const tone = 'normal';
  if (!milestone) return { step: 0, key: 'none', text: shipmentProgressTexts.none, percent: 0, tone };
  const key: ShipmentProgressKey =
    milestone.code === 6 && isPartialArrival(options.deliveryException) ? 'partiallyArrived' : milestone.progress;
  return { step, key, text: shipmentProgressTexts[key], percent: milestone.percent, tone };
}

/** The flags a step raises: each flag whose milestone is at or before it. */
export function flagsOfStep(step: number): ShipmentFlagSet {
  const flags: ShipmentFlagSet = {
    bookedFlag: false,
    departedFlag: false,
    arrivedFlag: false,
    customsClearedFlag: false,
    deliveredFlag: false,
  };
  shipmentTimeline.forEach((m, index) => {
    if ('flag' in m && index + 1 <= step) flags[m.flag] = true;
  });
  return flags;
}

/** The rule: status, flags, progress and milestone states from the milestone dates (see the file's comment). */
export function deriveShipmentProgress<T>(input: ShipmentProgressInput<T>): ShipmentProgressView<T> {
  let step = 0;
  const milestones = shipmentTimeline.map((m, index): MilestoneView<T> => {
    const estimatedAt = input[m.estimated] ?? null;
    const actualAt = input[m.actual] ?? null;
    const state = milestoneState(estimatedAt, actualAt);
    if (state === 'done') step = index + 1;
    return {
      code: m.code,
      name: m.name,
      step: index + 1,
      state,
      estimatedAt,
      actualAt,
      at: state === 'done' ? actualAt : state === 'planned' ? estimatedAt : null,
    };
  });
  const current = step >= 1 ? shipmentTimeline[step - 1] : undefined;
  return {
    status: current ? { code: current.code, name: current.name } : null,
    flags: flagsOfStep(step),
    progress: progressOfStep(step, input),
    milestones,
  };
}

/** The shipment columns the rule decides (stored so SQL can filter and sort by them). */
export type ShipmentStatusColumns = ShipmentFlagSet & { eventDescription: string; lastEventCode: number | null };

export function shipmentStatusColumns(view: ShipmentProgressView<unknown>): ShipmentStatusColumns {
  return { ...view.flags, eventDescription: view.status?.name ?? '', lastEventCode: view.status?.code ?? null };
}
