import { shipmentProgress } from '@connect/domain/grid/progress';
import { applyShipmentEvent, type ShipmentEventState } from '@connect/domain/shipments/milestones';
import {
  deriveShipmentProgress,
  shipmentFlagNames,
  shipmentStatusColumns,
  shipmentTimeline,
  timelineMilestoneOf,
  type ShipmentProgressInput,
} from '@connect/domain/shipments/shipment-progress';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random';
import { generateShipment, type GeneratedShipment, type ShipmentCompanyProfile } from './shipment-generator';

/**
 * The demo (and scale) generator against the one progress rule (decision 032): whatever the seed, the day of
 * seeding (any hour) and the shipment's age, what it stores is what the rule says of its milestone dates, its
 * events and its dates tell the same story, and replaying its events through the feed's path never moves the
 * progress back and ends where the generator did.
 */

const profiles: ShipmentCompanyProfile[] = [
  { companyId: 'c-us', countryCode: 'US', name: 'Lone Star Components LLC', address: 'Dallas', commodities: ['Parts'] },
  { companyId: 'c-br', countryCode: 'BR', name: 'Serra Azul Cafés', address: 'Santos', commodities: ['Coffee'] },
  {
    companyId: 'c-nl',
    countryCode: 'NL',
    name: 'Van den Berg Horticulture',
    address: 'Aalsmeer',
    commodities: ['Tulips'],
  },
];

const generatedArbitrary = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    profile: fc.constantFrom(...profiles),
    index: fc.integer({ min: 1, max: 999 }),
    // Any instant of a day: a shipment booked today may be booked later today than the seeding runs.
    today: fc.date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2027-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    // Many brand-new shipments: the edge where milestones are still ahead.
    ageDays: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 548 })),
  })
  .map(({ seed, profile, index, today, ageDays }) => ({
    today,
    generated: generateShipment(createRandom(seed), {
      company: profile,
      companyIndex: 1,
      index,
      today,
      ageDays,
      prefix: 'TST',
    }),
  }));

type Row = ShipmentProgressInput<Date> & Record<string, unknown>;
const rowOf = (g: GeneratedShipment) => g.shipment as Row;

describe('generateShipment', () => {
  it('property: stored status and flags are the rule’s, and they agree with the progress shown', () => {
    fc.assert(
      fc.property(generatedArbitrary, ({ today, generated }) => {
        const row = rowOf(generated);
        const view = deriveShipmentProgress(row);
        const stored = {
          eventDescription: row.eventDescription,
          lastEventCode: row.lastEventCode,
          ...Object.fromEntries(shipmentFlagNames.map((f) => [f, row[f]])),
        };
        expect(stored).toEqual(shipmentStatusColumns(view));
        // Every shipment the generator makes has been booked, at or before the day it is made.
        expect(row.aShipperBooked).toBeInstanceOf(Date);
        expect((row.aShipperBooked as Date).getTime()).toBeLessThanOrEqual(today.getTime());
        expect(view.milestones[0]?.state).toBe('done');
        // Status and progress: the status's milestone is the progress step, and the spec's flag table never reads
        // further than that (the grid's old 'Shipment Loaded' with 'Booked' came from reading only the flags).
        const statusMilestone = timelineMilestoneOf(Number(row.lastEventCode));
        expect(view.progress.key === statusMilestone?.progress || view.progress.key === 'partiallyArrived').toBe(true);
        const coarse = shipmentProgress({
          booked_flag: row.bookedFlag as boolean,
          departed_flag: row.departedFlag as boolean,
          arrived_flag: row.arrivedFlag as boolean,
          customs_cleared_flag: row.customsClearedFlag as boolean,
          delivered_flag: row.deliveredFlag as boolean,
        });
        expect(coarse?.percent ?? 0).toBeLessThanOrEqual(view.progress.percent);
        // No actual date in the future.
        for (const m of shipmentTimeline) {
          const actual = row[m.actual];
          if (actual) expect(actual.getTime()).toBeLessThanOrEqual(today.getTime());
        }
      }),
      { numRuns: 400 },
    );
  });

  it('property: events and milestone dates agree; a milestone with an actual date is done, never planned', () => {
    fc.assert(
      fc.property(generatedArbitrary, ({ generated }) => {
        const row = rowOf(generated);
        const view = deriveShipmentProgress(row);
        for (const [index, m] of shipmentTimeline.entries()) {
          const events = generated.events.filter((e) => e.eventCode === m.code);
          expect(events.length).toBeLessThanOrEqual(1);
          const event = events[0];
          expect(row[m.actual] ?? null).toEqual(event?.actualAt ?? null);
          expect(row[m.estimated] ?? null).toEqual(event?.estimatedAt ?? null);
          const state = view.milestones[index]?.state;
          if (event?.actualAt) expect(state).toBe('done');
          else if (event?.estimatedAt) expect(state).toBe('planned');
          else expect(state).toBe('notSet');
        }
      }),
      { numRuns: 400 },
    );
  });

  it('property: replayed through the feed’s path in time order, progress never goes backwards and ends the same', () => {
    fc.assert(
      fc.property(generatedArbitrary, ({ generated }) => {
        const row = rowOf(generated);
        const timeOf = (e: GeneratedShipment['events'][number]) =>
          (e.actualAt ?? e.estimatedAt ?? new Date(0)).getTime();
        let state: ShipmentEventState = {};
        let percent = 0;
        for (const event of [...generated.events].sort((a, b) => timeOf(a) - timeOf(b))) {
          const { messageCountIncrement: _count, ...patch } = applyShipmentEvent(state, {
            code: event.eventCode,
            estimatedAt: event.estimatedAt,
            actualAt: event.actualAt,
            description: event.description,
            deliveryException: row.deliveryException,
          });
          state = { ...state, ...patch };
          const now = deriveShipmentProgress(state).progress.percent;
          expect(now).toBeGreaterThanOrEqual(percent);
          percent = now;
        }
        expect(shipmentStatusColumns(deriveShipmentProgress(state))).toEqual(
          shipmentStatusColumns(deriveShipmentProgress(row)),
        );
        expect(state.eventDescription ?? '').toBe(row.eventDescription);
      }),
      { numRuns: 300 },
    );
  });
});
