/**
 * A booking's documents as PDF: the booking confirmation, the cargo labels and the shipper's letter of instruction,
 * one module each, sharing the page setup and helpers of booking-print-layout.
 */
import type { UiText } from '../../lib/ui-text';
import { printable } from '../billing/billing-print-layout';
import { bookingWords } from './booking-print-layout';
import { renderConfirmation } from './booking-confirmation-pdf';
import { renderLabels } from './booking-labels-pdf';
import type { BookingDocumentKind, BookingPrintData } from './booking-print-types';
import { renderSli } from './booking-sli-pdf';

export {
  bookingDocumentKinds,
  bookingDocumentTitles,
  type BookingDocumentKind,
  type BookingPrintData,
  type BookingPrintParty,
} from './booking-print-types';
export { labelPieces, maxPieceLabels } from './booking-labels-pdf';
export { bookingWords } from './booking-print-layout';

/**
 * Renders one of a booking's documents (booking confirmation, cargo labels, shipper's letter of instruction) as a
 * PDF from the booking's data, worded in `text`'s language (decision 098), in the built-in Helvetica fonts: text
 * outside WinAnsi prints as '?'.
 */
export function renderBookingDocument(
  kind: BookingDocumentKind,
  data: BookingPrintData,
  text: UiText,
): Promise<Buffer> {
  // Every string of the booking in the built-in fonts' encoding (see winAnsi), as the billing documents do.
  const clean = printable(data);
  const w = bookingWords(text);
  if (kind === 'CargoLabels') return renderLabels(clean, w);
  if (kind === 'SLI') return renderSli(clean, w);
  return renderConfirmation(clean, w);
}
