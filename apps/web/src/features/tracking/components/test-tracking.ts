import type { PublicTracking } from '@connect/contracts/shipments/shipments.schemas';
import { departedFlags, milestone } from '../../../test/shipment-fixtures';

const dfw = { code: 'DFW', name: 'Dallas/Fort Worth' };

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
    flags: departedFlags,
    dataPending: false,
    milestones: [
      milestone(
        25,
        'Shipper Booked',
        { estimated: '2025-06-01T09:00:00.000Z', actual: '2025-06-01T09:00:00.000Z' },
        dfw,
      ),
      milestone(
        4,
        'Departure from Origin',
        { estimated: '2025-06-03T08:00:00.000Z', actual: '2025-06-03T08:40:00.000Z' },
        dfw,
      ),
    ],
    ...patch,
  };
}
