/** The booking documents there are, their titles, and the data they print. */
import type { BookingStatus } from '@connect/contracts/bookings/bookings.schemas';
import { enUsBookingDocumentStrings } from '@connect/contracts/i18n/en-us-booking-documents';

export const bookingDocumentKinds = ['BookingConfirm', 'CargoLabels', 'SLI'] as const;
export type BookingDocumentKind = (typeof bookingDocumentKinds)[number];

/** The en-US titles (the catalogue's `bookingDocuments.titles`); a document is titled in its reader's language. */
export const bookingDocumentTitles: Record<BookingDocumentKind, string> = enUsBookingDocumentStrings.titles;

export type BookingPrintParty = { name: string; address: string; contact: string; phone: string; email: string };

/**
 * What the booking documents print: the booking as the forwarder's system holds it. Status, mode, service level and
 * freight terms are codes and days ISO, worded and formatted by the renderer in the reader's language (decision 098).
 */
export type BookingPrintData = {
  forwarderName: string;
  reference: string;
  status: BookingStatus;
  /** AIR, OCEAN-LCL, OCEAN-FCL, DOMESTIC */
  mode: string;
  /** STD, EXP */
  serviceLevel: string;
  incoterms: string;
  /** PREPAID or Collect */
  freightTerms: string;
  origin: string;
  destination: string;
  /** YYYY-MM-DD */
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
  /** An ISO instant */
  submittedAt: string | null;
  houseBill: string | null;
};
