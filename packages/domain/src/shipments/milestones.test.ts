import { describe, expect, it } from 'vitest';
import { shipmentProgress } from '../grid/progress';
import { applyShipmentEvent, shipmentEventName, timelineEventCodes, type ShipmentEventState } from './milestones';

const at = (iso: string) => new Date(iso);

describe('applyShipmentEvent', () => {
  it('an estimate moves only the estimated date, never a flag or the status', () => {
    expect(applyShipmentEvent({ lastEventCode: null }, { code: 4, estimatedAt: at('2026-03-02T10:00:00Z') })).toEqual({
      etd: at('2026-03-02T10:00:00Z'),
    });
    expect(applyShipmentEvent({ lastEventCode: null }, { code: 1, estimatedAt: at('2026-03-01T08:00:00Z') })).toEqual({
      ePickup: at('2026-03-01T08:00:00Z'),
    });
  });

  it('an actual departure sets dep, raises departed_flag and becomes the status', () => {
    const loaded: ShipmentEventState = {
      aShipperBooked: at('2026-02-27T09:00:00Z'),
      aLoaded: at('2026-03-02T02:00:00Z'),
      bookedFlag: true,
      eventDescription: 'Shipment Loaded',
      lastEventCode: 112,
    };
    const patch = applyShipmentEvent(loaded, { code: 4, actualAt: at('2026-03-02T12:00:00Z') });
    expect(patch).toEqual({
      dep: at('2026-03-02T12:00:00Z'),
      departedFlag: true,
      eventDescription: 'Departure from Origin',
      lastEventCode: 4,
    });
  });

  it('a late-arriving earlier milestone fills its date but does not move the status back', () => {
    const arrived: ShipmentEventState = {
      aShipperBooked: at('2026-02-27T09:00:00Z'),
      dep: at('2026-03-02T12:00:00Z'),
      ata: at('2026-03-04T12:00:00Z'),
      bookedFlag: true,
      departedFlag: true,
      arrivedFlag: true,
      eventDescription: 'Arrival at Destination',
      lastEventCode: 5,
    };
    const patch = applyShipmentEvent(arrived, { code: 13, actualAt: at('2026-03-01T09:00:00Z') });
    expect(patch).toEqual({ aExportCustoms: at('2026-03-01T09:00:00Z') });
  });

  it('delivery with a partial arrival keeps the exception text the progress rule reads', () => {
    const patch = applyShipmentEvent(
      { aImportCustoms: at('2026-03-08T10:00:00Z'), lastEventCode: 11 },
      { code: 6, actualAt: at('2026-03-09T15:00:00Z'), deliveryException: 'PARTIAL ARRIVAL' },
    );
    expect(patch.deliveredFlag).toBe(true);
    expect(patch.deliveryException).toBe('PARTIAL ARRIVAL');
    expect(
      shipmentProgress({ delivered_flag: patch.deliveredFlag, deliveryException: patch.deliveryException }),
    ).toEqual({ text: 'Partially arrived', percent: 100, tone: 'normal' });
  });

  it('exceptions set the exception text, notes count as messages, neither changes the status', () => {
    expect(
      applyShipmentEvent(
        { lastEventCode: 4 },
        { code: 21, actualAt: at('2026-03-03T00:00:00Z'), description: ' Held at customs ' },
      ),
    ).toEqual({ exception: 'Held at customs' });
    expect(applyShipmentEvent({ lastEventCode: 4 }, { code: 21, actualAt: at('2026-03-03T00:00:00Z') })).toEqual({
      exception: 'Exceptions',
    });
    expect(applyShipmentEvent({ lastEventCode: 4 }, { code: 8888, description: 'Call before delivery' })).toEqual({
      messageCountIncrement: 1,
    });
  });

  it('ignores codes outside the shipment list', () => {
    expect(applyShipmentEvent({ lastEventCode: null }, { code: 9999, actualAt: at('2026-03-03T00:00:00Z') })).toEqual(
      {},
    );
  });

  it('walking the whole timeline ends Delivered at 100 %', () => {
    let state: ShipmentEventState = { lastEventCode: null };
    for (const [i, code] of timelineEventCodes.entries()) {
      const { messageCountIncrement: _ignored, ...patch } = applyShipmentEvent(state, {
        code,
        actualAt: at(`2026-03-${String(i + 1).padStart(2, '0')}T00:00:00Z`),
      });
      state = { ...state, ...patch };
    }
    const flags = state;
    expect(state.lastEventCode).toBe(6);
    expect(shipmentProgress({ delivered_flag: flags.deliveredFlag })?.percent).toBe(100);
    expect(shipmentEventName(6)).toBe('Delivered to Consignee');
    expect(shipmentEventName(42)).toBe('Event 42');
  });
});
