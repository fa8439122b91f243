import type { PublicTracking } from '@connect/contracts/shipments/shipments.schemas';

/** A public tracking answer for the component tests (valid against the contract). */
export function publicTracking(trackingNo: string, patch: Partial<PublicTracking> = {}): PublicTracking {
  return {
    trackingNo,
    mode: 'AIR',
    origin: { code: 'DFW', name: 'Dallas/Fort Worth', country: 'US', lat: 32.8998, lon: -97.0403 },
    destination: { code: 'FRA', name: 'Frankfurt', country: 'DE', lat: 50.0379, lon: 8.5622 },
    etd: '2025-06-03T08:00:00.000Z',
    eta: '2025-06-04T07:00:00.000Z',
    status: 'Departure from Origin',
    flags: {
      booked_flag: true,
      departed_flag: true,
      arrived_flag: false,
      customs_cleared_flag: false,
      delivered_flag: false,
      deliveryException: '',
    },
    dataPending: false,
    milestones: [
      {
        eventCode: 25,
        name: 'Shipper Booked',
        estimatedAt: '2025-06-01T09:00:00.000Z',
        actualAt: '2025-06-01T09:00:00.000Z',
        locationCode: 'DFW',
        locationName: 'Dallas/Fort Worth',
        description: '',
      },
      {
        eventCode: 4,
        name: 'Departure from Origin',
        estimatedAt: '2025-06-03T08:00:00.000Z',
        actualAt: '2025-06-03T08:40:00.000Z',
        locationCode: 'DFW',
        locationName: 'Dallas/Fort Worth',
        description: '',
      },
    ],
    ...patch,
  };
}
