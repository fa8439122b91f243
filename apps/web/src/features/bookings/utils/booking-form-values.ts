import type {
  Booking,
  BookingCargoRow,
  BookingInput,
  BookingPartyType,
} from '@connect/contracts/bookings/bookings.schemas';
import type { CargoRow } from '@connect/domain/cargo/chargeable-weight';
import { initialCargoRows } from '@connect/domain/cargo/cargo-rows';

/** The form's own fields (everything but the cargo rows and units, which the cargo panel holds). */
export type BookingFormValues = {
  mode: string;
  serviceLevel: string;
  incoterms: string;
  freightTerms: string;
  originCode: string;
  destinationCode: string;
  cargoReadyDate: string;
  commodity: string;
  hazardous: boolean;
  shipper: string;
  consignee: string;
  notify: string;
  pickup: string;
  delivery: string;
  customerReferences: string[];
  notes: string;
  /** The quotation the booking is made from (a booking only; templates keep none). */
  quotationNumber: string;
  templateName: string;
};

export const partyFields: readonly BookingPartyType[] = ['shipper', 'consignee', 'notify', 'pickup', 'delivery'];

export const blankBookingValues = (): BookingFormValues => ({
  mode: '',
  serviceLevel: 'STD',
  incoterms: '',
  freightTerms: '',
  originCode: '',
  destinationCode: '',
  cargoReadyDate: '',
  commodity: '',
  hazardous: false,
  shipper: '',
  consignee: '',
  notify: '',
  pickup: '',
  delivery: '',
  customerReferences: [],
  notes: '',
  quotationNumber: '',
  templateName: '',
});

/** A saved booking or template as form values (a template's parties are its address-book ids). */
export function valuesFromBooking(booking: Booking): BookingFormValues {
  return {
    mode: booking.mode,
    serviceLevel: booking.serviceLevel,
    incoterms: booking.incoterms,
    freightTerms: booking.freightTerms,
    originCode: booking.originCode,
    destinationCode: booking.destinationCode,
    cargoReadyDate: booking.cargoReadyDate ?? '',
    commodity: booking.commodity,
    hazardous: booking.hazardous,
    shipper: booking.parties.shipper?.addressId ?? '',
    consignee: booking.parties.consignee?.addressId ?? '',
    notify: booking.parties.notify?.addressId ?? '',
    pickup: booking.parties.pickup?.addressId ?? '',
    delivery: booking.parties.delivery?.addressId ?? '',
    customerReferences: booking.customerReferences,
    notes: booking.notes,
    quotationNumber: booking.quotationNumber,
    templateName: booking.templateName,
  };
}

export const cargoRowsFromBooking = (booking: Booking): CargoRow[] =>
  booking.cargo.length > 0
    ? booking.cargo.map((row, rowindex) => ({
        rowindex,
        qty: row.qty,
        length: row.length,
        width: row.width,
        height: row.height,
        grossWeight: row.grossWeight,
        boxPackaging: row.boxPackaging,
      }))
    : initialCargoRows();

/** An all-zero row is the grid's untouched starting row: it is not sent. */
const isEmptyRow = (row: CargoRow) =>
  row.qty === 0 && row.length === 0 && row.width === 0 && row.height === 0 && row.grossWeight === 0;

/** What the API takes: parties as ids (empty → null), cargo rows without the grid's row index. */
export function toBookingInput(
  values: BookingFormValues,
  cargo: readonly CargoRow[],
  units: { weightUnit: 'LB' | 'KG'; volumeUnit: 'IN' | 'CM' },
): BookingInput {
  const rows: BookingCargoRow[] = cargo
    .filter((row) => !isEmptyRow(row))
    .map((row) => ({
      qty: row.qty,
      length: row.length,
      width: row.width,
      height: row.height,
      grossWeight: row.grossWeight,
      boxPackaging: row.boxPackaging,
      cargoType: '',
    }));
  return {
    mode: values.mode as BookingInput['mode'],
    serviceLevel: values.serviceLevel,
    incoterms: values.incoterms,
    freightTerms: values.freightTerms,
    originCode: values.originCode,
    destinationCode: values.destinationCode,
    cargoReadyDate: values.cargoReadyDate || null,
    commodity: values.commodity,
    hazardous: values.hazardous,
    parties: Object.fromEntries(partyFields.map((p) => [p, values[p] || null])) as NonNullable<BookingInput['parties']>,
    cargo: rows,
    weightUnit: units.weightUnit,
    volumeUnit: units.volumeUnit,
    customerReferences: values.customerReferences,
    notes: values.notes,
    quotationNumber: values.quotationNumber.trim(),
  };
}
