import { type Booking } from '@connect/contracts/bookings/bookings.schemas';
import { AppError, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { recordCompanyAction } from '../audit/audit.service';
import { readerText } from '../billing/billing-text';
import { getConfiguration } from '../configuration/configuration.service';
import { checkUpload } from '../../lib/file-check';
import {
  renderBookingDocument,
  type BookingDocumentKind,
  type BookingPrintData,
  type BookingPrintParty,
} from './booking-documents-pdf';
import { deleteDocument, findDocumentFile, insertDocument } from './bookings.repository';
import { bookingForDocuments, getBooking } from './bookings.service';

/** Documents a booking may hold at most (each checked by content, 10 MiB at most). */
export const maxBookingDocuments = 30;

/** Stores one uploaded document after checking it by content, size and name. */
export async function uploadBookingDocument(
  ctx: SignedInContext,
  bookingId: string,
  input: { documentType: string; fileName: string; bytes: Uint8Array },
): Promise<{ booking: Booking; message: string }> {
  const booking = await bookingForDocuments(ctx, bookingId, 'write');
  const checked = checkUpload({ fileName: input.fileName, bytes: input.bytes });
  const current = await getBooking(ctx, bookingId);
  if (current.documents.length >= maxBookingDocuments)
    throw new AppError('CONFLICT', {
      messageKey: 'server.bookings.tooManyDocuments',
      params: { max: maxBookingDocuments },
    });
  await insertDocument(ctx.db, {
    bookingId: booking.id,
    documentType: input.documentType,
    fileName: checked.fileName,
    contentType: checked.contentType,
    fileSize: checked.size,
    sha256: checked.sha256,
    content: Buffer.from(input.bytes),
    uploadedBy: ctx.auth.actor.userId,
  });
  await recordCompanyAction(ctx, {
    action: 'booking.document.upload',
    companyId: booking.companyId,
    details: { bookingId, documentType: input.documentType, fileName: checked.fileName, sha256: checked.sha256 },
  });
  return { booking: await getBooking(ctx, bookingId), ...said('server.bookings.uploaded') };
}

export async function getBookingDocumentFile(ctx: SignedInContext, bookingId: string, documentId: string) {
  const booking = await bookingForDocuments(ctx, bookingId, 'read');
  const file = await findDocumentFile(ctx.db, booking.id, documentId);
  if (!file) throw new AppError('NOT_FOUND');
  return { fileName: file.fileName, contentType: file.contentType, content: file.content };
}

export async function removeBookingDocument(ctx: SignedInContext, bookingId: string, documentId: string) {
  const booking = await bookingForDocuments(ctx, bookingId, 'write');
  if (!['created', 'rejected'].includes(booking.status))
    throw new AppError('CONFLICT', { messageKey: 'server.bookings.notEditable' });
  if (!(await deleteDocument(ctx.db, booking.id, documentId))) throw new AppError('NOT_FOUND');
  await recordCompanyAction(ctx, {
    action: 'booking.document.delete',
    companyId: booking.companyId,
    details: { bookingId, documentId },
  });
  return { booking: await getBooking(ctx, bookingId), ...said('server.bookings.documentRemoved') };
}

function printParty(party: Booking['parties']['shipper']): BookingPrintParty | null {
  if (!party) return null;
  const region = [party.stateProvince, party.postalCode].filter(Boolean).join(' ');
  return {
    name: party.name,
    address: [party.address.replace(/\n/g, ', '), party.city, region, party.countryCode].filter(Boolean).join(', '),
    contact: party.contactPersonName,
    phone: party.telNo,
    email: party.email,
  };
}

const noParty: BookingPrintParty = { name: '', address: '', contact: '', phone: '', email: '' };

/**
 * The booking confirmation documents as PDFs: cargo labels and the shipper's letter of instruction once the
 * booking is submitted, the booking confirmation once it is accepted; in the caller's My Profile language
 * (decision 098), file name included.
 */
export async function renderBookingConfirmation(
  ctx: SignedInContext,
  bookingId: string,
  kind: BookingDocumentKind,
): Promise<{ fileName: string; content: Buffer }> {
  const booking = await getBooking(ctx, bookingId);
  if (booking.status === 'created')
    throw new AppError('CONFLICT', { messageKey: 'server.bookings.documentsAfterSubmit' });
  if (kind === 'BookingConfirm' && !['accepted', 'received'].includes(booking.status))
    throw new AppError('CONFLICT', { messageKey: 'server.bookings.confirmationAfterAccept' });
  const configuration = await getConfiguration(ctx);
  const data: BookingPrintData = {
    forwarderName: configuration.forwarder.name,
    reference: booking.reference,
    status: booking.status,
    mode: booking.mode,
    serviceLevel: booking.serviceLevel,
    incoterms: booking.incoterms,
    freightTerms: booking.freightTerms,
    origin: booking.originCode,
    destination: booking.destinationCode,
    cargoReadyDate: booking.cargoReadyDate ?? '',
    commodity: booking.commodity,
    hazardous: booking.hazardous,
    shipper: printParty(booking.parties.shipper) ?? noParty,
    consignee: printParty(booking.parties.consignee) ?? noParty,
    notify: printParty(booking.parties.notify),
    pickup: printParty(booking.parties.pickup),
    delivery: printParty(booking.parties.delivery),
    cargo: booking.cargo,
    units: { weightUnit: booking.weightUnit, volumeUnit: booking.volumeUnit },
    totals: {
      qty: booking.totals.totalQty,
      grossWeight: booking.totals.totalGrossWeight,
      volume: booking.totals.totalVolume,
      chargeableWeight: booking.totals.totalChargeableWeight,
    },
    references: booking.customerReferences,
    notes: booking.notes,
    submittedAt: booking.submittedAt,
    houseBill: booking.houseBill || null,
  };
  const text = await readerText(ctx);
  const content = await renderBookingDocument(kind, data, text);
  const title = text(`bookingDocuments.titles.${kind}`);
  return { fileName: `${text('bookingDocuments.fileName', { reference: booking.reference, title })}.pdf`, content };
}
