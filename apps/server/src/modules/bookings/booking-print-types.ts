/** The booking documents there are, their titles, and the data they print. */

export const bookingDocumentKinds = ['BookingConfirm', 'CargoLabels', 'SLI'] as const;
export type BookingDocumentKind = (typeof bookingDocumentKinds)[number];

export const bookingDocumentTitles: Record<BookingDocumentKind, string> = {
  BookingConfirm: 'Booking Confirmation',
  CargoLabels: 'Cargo Labels',
  SLI: "Shipper's Letter of Instruction",
};

export type BookingPrintParty = { name: string; address: string; contact: string; phone: string; email: string };

/** What the booking documents print: the booking as the forwarder's system holds it, formatted for print. */
export type BookingPrintData = {
  forwarderName: string;
  reference: string;
  status: string;
  mode: string;
  serviceLevel: string;
  incoterms: string;
  freightTerms: string;
  origin: string;
  destination: string;
  /** MM/DD/YYYY */
  cargoReadyDate: string;
  commodity: string;
  hazardous: boolean;
  shipper: BookingPrintParty;
  consignee: BookingPrintParty;
  notify: BookingPrintParty | null;
  pickup: BookingPrintParty | null;
  delivery: BookingPrintParty | null;
  /** Dimensions and gross weight are of one piece; a row weighs grossWeight × qty. */
  cargo: { qty: number; length: number; width: number; height: number; grossWeight: number; boxPackaging: boolean }[];
  units: { weightUnit: 'LB' | 'KG'; volumeUnit: 'IN' | 'CM' };
  totals: { qty: number; grossWeight: number; volume: number; chargeableWeight: number };
  references: string[];
  notes: string;
  /** MM/DD/YYYY HH:mm UTC */
  submittedAt: string | null;
  houseBill: string | null;
};
