import { describe, expect, it } from 'vitest';
import { bookingProgress, requestProgress, shipmentProgress } from './progress';

describe('shipment progress (spec 2 §4)', () => {
  it('lets the first matching flag win', () => {
    expect(shipmentProgress({ delivered_flag: true, customs_cleared_flag: true, booked_flag: true })).toEqual({
      text: 'Delivered',
      percent: 100,
      tone: 'normal',
    });
    expect(shipmentProgress({ customs_cleared_flag: true, arrived_flag: true })?.percent).toBe(80);
    expect(shipmentProgress({ arrived_flag: true, departed_flag: true })?.text).toBe('Arrived at destination');
    expect(shipmentProgress({ departed_flag: true, booked_flag: true })).toMatchObject({
      text: 'Departed, in transit',
      percent: 40,
    });
    expect(shipmentProgress({ booked_flag: true })).toMatchObject({ text: 'Booked', percent: 20 });
    expect(shipmentProgress({})).toBeUndefined();
  });

  it('shows a delivery with the PARTIAL ARRIVAL exception as partially arrived', () => {
    expect(shipmentProgress({ delivered_flag: true, deliveryException: 'partial arrival ' })).toEqual({
      text: 'Partially arrived',
      percent: 100,
      tone: 'normal',
    });
  });
});

describe('booking progress', () => {
  it('follows the status table', () => {
    const shortName = 'Meridian';
    expect(bookingProgress('created', { forwarderShortName: shortName })).toMatchObject({
      text: 'Booking Created',
      percent: 25,
      tooltip: undefined,
    });
    expect(bookingProgress('submitted', { forwarderShortName: shortName }).percent).toBe(50);
    expect(bookingProgress('received', { forwarderShortName: shortName }).percent).toBe(100);
  });

  it('uses the default tooltips unless status notes replace them', () => {
    expect(bookingProgress('rejected', { forwarderShortName: 'Meridian' })).toMatchObject({
      percent: 25,
      tone: 'danger',
      tooltip: 'Your booking with Meridian has been rejected',
    });
    expect(bookingProgress('accepted', { forwarderShortName: 'Meridian' }).tooltip).toBe(
      'Your booking with Meridian has been accepted',
    );
    expect(
      bookingProgress('accepted', { forwarderShortName: 'Meridian', statusNotes: 'Space confirmed on MSC Oscar' })
        .tooltip,
    ).toBe('Space confirmed on MSC Oscar');
  });
});

describe('request progress', () => {
  it('maps the rate-offer statuses, with rejected in red', () => {
    expect(['requested', 'offered', 'accepted', 'used'].map((s) => requestProgress(s as 'requested').percent)).toEqual([
      33.33, 50, 75, 100,
    ]);
    expect(requestProgress('rejected').tone).toBe('danger');
  });
});
