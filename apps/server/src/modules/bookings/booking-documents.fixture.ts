import type { BookingPrintData } from './booking-documents-pdf';

/**
 * The booking documents' test data (booking-documents-pdf.test.ts, booking-documents-locales.test.ts): a booking
 * as the documents print it, its parties and cargo rows. The words of a locale are the billing fixture's.
 */
export { english, textOf } from '../billing/billing-documents.fixture';

export const party = (name: string) => ({
  name,
  address: '1200 Main Street\nHouston, TX 77002\nUS',
  contact: 'Dana Ortiz',
  phone: '+1 713 555 0100',
  email: 'dana@example.com',
});

export function booking(cargo: BookingPrintData['cargo'], overrides: Partial<BookingPrintData> = {}): BookingPrintData {
  return {
    forwarderName: 'Meridian Global Logistics, Inc.',
    reference: 'REF-1001',
    status: 'accepted',
    mode: 'AIR',
    serviceLevel: 'EXP',
    incoterms: 'FCA',
    freightTerms: 'PREPAID',
    origin: 'Houston (IAH)',
    destination: 'Frankfurt (FRA)',
    cargoReadyDate: '2025-03-14',
    commodity: 'Machine parts, spare valves',
    hazardous: false,
    shipper: party('Gulf Coast Valves LLC'),
    consignee: party('Rhein Industrietechnik GmbH'),
    notify: null,
    pickup: null,
    delivery: null,
    cargo,
    units: { weightUnit: 'LB', volumeUnit: 'IN' },
    totals: {
      qty: cargo.reduce((sum, r) => sum + r.qty, 0),
      grossWeight: cargo.reduce((sum, r) => sum + r.grossWeight * r.qty, 0),
      volume: 12.5,
      chargeableWeight: 310.5,
    },
    references: ['PO 4500123', 'INV 88-1'],
    notes: 'Call the consignee before delivery.',
    submittedAt: '2025-03-10T14:05:00.000Z',
    houseBill: null,
    ...overrides,
  };
}

export const row = (qty: number, grossWeight = 25) => ({
  qty,
  length: 40,
  width: 48,
  height: 50,
  grossWeight,
  boxPackaging: false,
});
