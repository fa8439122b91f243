import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shipmentProgress } from '../grid/progress';
import {
  deriveShipmentProgress,
  flagsOfStep,
  milestoneState,
  shipmentFlagNames,
  shipmentStatusColumns,
  shipmentTimeline,
  timelineMilestoneOf,
  type MilestoneDates,
  type ShipmentProgressInput,
  type ShipmentProgressView,
} from './shipment-progress';

const at = (iso: string) => new Date(iso);

/** The spec's coarse reading of the five flags (spec 2 §4), as a grid that only had the flags would show it. */
const specProgressOf = (view: ShipmentProgressView<unknown>) =>
  shipmentProgress({
    booked_flag: view.flags.bookedFlag,
    departed_flag: view.flags.departedFlag,
    arrived_flag: view.flags.arrivedFlag,
    customs_cleared_flag: view.flags.customsClearedFlag,
    delivered_flag: view.flags.deliveredFlag,
  });

/** Status, flags, progress and milestone states tell one story (the invariants of decision 032). */
function expectCoherent<T>(input: ShipmentProgressInput<T>, view: ShipmentProgressView<T>) {
  const doneSteps = view.milestones.filter((m) => m.state === 'done').map((m) => m.step);
  const step = doneSteps.length ? Math.max(...doneSteps) : 0;
  // The status is the furthest done milestone and the progress sits on its step.
  expect(view.progress.step).toBe(step);
  expect(view.status?.code ?? null).toBe(step ? shipmentTimeline[step - 1]?.code : null);
  if (view.status) {
    const milestone = timelineMilestoneOf(view.status.code);
    expect(view.status.name).toBe(milestone?.name);
    expect(view.progress.key === milestone?.progress || view.progress.key === 'partiallyArrived').toBe(true);
    expect(view.progress.percent).toBe(milestone?.percent);
  } else {
    expect(view.progress).toMatchObject({ key: 'none', percent: 0 });
  }
  // The flags are those of the step; the spec's flag table never reads further along than the status, and it
  // reads exactly the status wherever the status is one of the spec's five steps.
  expect(view.flags).toEqual(flagsOfStep(step));
  const coarse = specProgressOf(view);
  expect(coarse?.percent ?? 0).toBeLessThanOrEqual(view.progress.percent);
  if (step === 0) expect(coarse).toBeUndefined();
  if ([1, 6, 7, 8].includes(step)) expect(coarse?.text).toBe(view.progress.text);
  // Each milestone: done with its actual date, planned with its estimate, not set otherwise.
  for (const m of view.milestones) {
    const entry = shipmentTimeline[m.step - 1];
    if (!entry) throw new Error(`no milestone at step ${m.step}`);
    const actual = input[entry.actual] ?? null;
    const estimated = input[entry.estimated] ?? null;
    if (actual !== null) expect(m).toMatchObject({ state: 'done', at: actual });
    else if (estimated !== null) expect(m).toMatchObject({ state: 'planned', at: estimated });
    else expect(m).toMatchObject({ state: 'notSet', at: null });
  }
}

const dateArbitrary = fc.date({
  min: at('2024-01-01T00:00:00Z'),
  max: at('2027-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const columns = shipmentTimeline.flatMap((m) => [m.estimated, m.actual]);
const milestoneDatesArbitrary: fc.Arbitrary<MilestoneDates<Date>> = fc.record(
  Object.fromEntries(columns.map((c) => [c, fc.option(dateArbitrary, { nil: null })])) as Record<
    (typeof columns)[number],
    fc.Arbitrary<Date | null>
  >,
  { requiredKeys: [] },
);
const inputArbitrary: fc.Arbitrary<ShipmentProgressInput<Date>> = fc
  .tuple(milestoneDatesArbitrary, fc.constantFrom('', 'PARTIAL ARRIVAL', ' partial arrival', 'DAMAGED'))
  .map(([dates, deliveryException]) => ({ ...dates, deliveryException }));

describe('deriveShipmentProgress', () => {
  it('a loaded shipment reads Loaded, not Booked; only the booked flag is up', () => {
    const view = deriveShipmentProgress({
      aShipperBooked: at('2026-03-01T09:00:00Z'),
      aPickup: at('2026-03-02T09:00:00Z'),
      aLoaded: at('2026-03-05T09:00:00Z'),
      etd: at('2026-03-06T09:00:00Z'),
    });
    expect(view.status).toEqual({ code: 112, name: 'Shipment Loaded' });
    expect(view.progress).toEqual({
      step: 5,
      key: 'loaded',
      text: 'Loaded, awaiting departure',
      percent: 36,
      tone: 'normal',
    });
    expect(view.flags).toEqual({
      bookedFlag: true,
      departedFlag: false,
      arrivedFlag: false,
      customsClearedFlag: false,
      deliveredFlag: false,
    });
    expect(view.milestones.map((m) => m.state)).toEqual([
      'done',
      'done',
      'notSet',
      'notSet',
      'done',
      'planned',
      'notSet',
      'notSet',
      'notSet',
    ]);
    expect(view.milestones[5]?.at).toEqual(at('2026-03-06T09:00:00Z'));
  });

  it('a booked shipment lists Shipper Booked as done with its date, never planned', () => {
    const view = deriveShipmentProgress({
      eShipperBooked: at('2026-03-01T09:00:00Z'),
      aShipperBooked: at('2026-03-01T09:00:00Z'),
    });
    expect(shipmentStatusColumns(view)).toEqual({
      eventDescription: 'Shipper Booked',
      lastEventCode: 25,
      bookedFlag: true,
      departedFlag: false,
      arrivedFlag: false,
      customsClearedFlag: false,
      deliveredFlag: false,
    });
    expect(view.milestones[0]).toMatchObject({ state: 'done', at: at('2026-03-01T09:00:00Z') });
    expect(view.progress).toMatchObject({ key: 'booked', text: 'Booked', percent: 20 });
  });

  it('with no actual date there is no status, no flag and no progress; estimates are planned', () => {
    const view = deriveShipmentProgress({ eShipperBooked: at('2026-03-01T09:00:00Z'), eta: at('2026-03-20T00:00Z') });
    expect(shipmentStatusColumns(view)).toMatchObject({ eventDescription: '', lastEventCode: null, bookedFlag: false });
    expect(view.progress).toEqual({ step: 0, key: 'none', text: 'No milestones yet', percent: 0, tone: 'normal' });
    expect(view.milestones.filter((m) => m.state === 'planned').map((m) => m.code)).toEqual([25, 5]);
  });

  it('a delivery raises every flag; with PARTIAL ARRIVAL it reads Partially arrived', () => {
    const delivered = deriveShipmentProgress({
      aDelivered: at('2026-03-20T00:00:00Z'),
      deliveryException: 'PARTIAL ARRIVAL',
    });
    expect(Object.values(delivered.flags)).toEqual([true, true, true, true, true]);
    expect(delivered.progress).toEqual({
      step: 9,
      key: 'partiallyArrived',
      text: 'Partially arrived',
      percent: 100,
      tone: 'normal',
    });
    const plain = deriveShipmentProgress({ aDelivered: at('2026-03-20T00:00:00Z'), deliveryException: 'DAMAGED' });
    expect(plain.progress).toMatchObject({ key: 'delivered', text: 'Delivered', percent: 100 });
  });

  it('works on the API strings as on dates', () => {
    const view = deriveShipmentProgress<string>({ aShipperBooked: '2026-03-01', dep: '2026-03-04', eta: '2026-03-09' });
    expect(view.status?.code).toBe(4);
    expect(view.milestones[6]).toMatchObject({ state: 'planned', at: '2026-03-09' });
    expect(milestoneState(null, '2026-03-01')).toBe('done');
    expect(milestoneState('2026-03-01', undefined)).toBe('planned');
    expect(milestoneState(undefined, null)).toBe('notSet');
  });

  it('property: status, flags, progress and milestone states always agree', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expectCoherent(input, deriveShipmentProgress(input));
      }),
      { numRuns: 500 },
    );
  });

  it('property: progress never goes backwards as milestones complete, whatever order they complete in', () => {
    const completion = fc.tuple(
      milestoneDatesArbitrary,
      fc.shuffledSubarray(
        shipmentTimeline.map((m) => m.actual),
        { minLength: 1 },
      ),
      dateArbitrary,
    );
    fc.assert(
      fc.property(completion, ([dates, order, when]) => {
        let state: MilestoneDates<Date> = { ...dates };
        let before = deriveShipmentProgress(state);
        for (const column of order) {
          state = { ...state, [column]: when };
          const after = deriveShipmentProgress(state);
          expect(after.progress.step).toBeGreaterThanOrEqual(before.progress.step);
          expect(after.progress.percent).toBeGreaterThanOrEqual(before.progress.percent);
          // A raised flag stays raised; the completed milestone is done from now on.
          for (const flag of shipmentFlagNames) if (before.flags[flag]) expect(after.flags[flag]).toBe(true);
          expect(after.milestones.find((m) => shipmentTimeline[m.step - 1]?.actual === column)?.state).toBe('done');
          before = after;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: an estimate never changes status, flags or progress', () => {
    fc.assert(
      fc.property(
        milestoneDatesArbitrary,
        fc.constantFrom(...shipmentTimeline.map((m) => m.estimated)),
        dateArbitrary,
        (dates, column, when) => {
          const before = deriveShipmentProgress(dates);
          const after = deriveShipmentProgress({ ...dates, [column]: when });
          expect(shipmentStatusColumns(after)).toEqual(shipmentStatusColumns(before));
          expect(after.progress).toEqual(before.progress);
        },
      ),
      { numRuns: 300 },
    );
  });
});
