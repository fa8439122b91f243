import { randomInt } from 'node:crypto';
import {
  bookingPartyTypes,
  type Booking,
  type BookingPartyType,
  type BookingValues,
  type QuickBookingInput,
  type SaveBookingResponse,
} from '@connect/contracts/bookings/bookings.schemas';
import { messages } from '@connect/contracts/errors/messages';
import { problemsBeforeSubmit, sameOriginAndDestination, submitMessages } from '@connect/domain/bookings/booking-rules';
import { summarizeCargo } from '@connect/domain/cargo/chargeable-weight';
import { timeZones } from '@connect/domain/reference/time-zones';
import type { BookingCargoRecord, BookingPartyRecord } from '../../db/schema/bookings';
import type { MessageKey } from '@connect/contracts/messages/message-keys';
import { AppError, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { findScopedAddresses } from '../addressbook/addressbook.service';
import { recordCompanyAction } from '../audit/audit.service';
import { notifyBookingEvent } from '../notifications/notifications.service';
import { quotationIdOf, useQuotationForBooking } from '../quotations/quotation-use.service';
import {
  findBookingById,
  findDocuments,
  findHistory,
  insertBooking,
  insertHistory,
  referenceExists,
  updateBooking,
  type BookingRecord,
  type BookingScope,
  type BookingWithCompany,
  type NewBooking,
} from './bookings.repository';

const hasPermission = (ctx: SignedInContext, key: string) =>
  ctx.auth.selectedCompany?.permissions.some((p) => p.toLowerCase() === key.toLowerCase()) ?? false;

/** The forwarder's staff acting as themselves (not while impersonating a customer). */
export const isReviewer = (ctx: SignedInContext) =>
  !ctx.auth.impersonation && (ctx.auth.actor.userType === 'EMPLOYEE' || ctx.auth.actor.isAdmin);

type BookingPermission = 'booking' | 'quickBooking';

/**
 * The selected company's bookings, with one of `permissions` on it: full bookings and templates need 'booking';
 * reading, uploading to and submitting a quick booking also accept 'quickBooking'.
 */
export function customerScope(
  ctx: SignedInContext,
  permissions: readonly BookingPermission[] = ['booking'],
): BookingScope {
  const company = ctx.auth.selectedCompany;
  if (!company || !permissions.some((p) => hasPermission(ctx, p))) throw new AppError('ACCESS_DENIED');
  return { kind: 'company', companyIds: [company.id] };
}

export const anyBookingPermission: readonly BookingPermission[] = ['booking', 'quickBooking'];

/** Staff read and review every company's submitted bookings; customers their selected company's. */
function readScope(ctx: SignedInContext): BookingScope {
  return isReviewer(ctx) ? { kind: 'review' } : customerScope(ctx, anyBookingPermission);
}

/** The company a customer scope names (a review scope names none). */
const companyOf = (scope: BookingScope) => (scope.kind === 'company' ? (scope.companyIds[0] ?? '') : '');

const editableStatuses: readonly BookingRecord['status'][] = ['created', 'rejected'];

function allowed(ctx: SignedInContext, b: BookingRecord): Booking['allowed'] {
  const customer = !isReviewer(ctx);
  const editable = customer && (b.isTemplate || editableStatuses.includes(b.status));
  return {
    edit: editable,
    submit: editable && !b.isTemplate,
    review: !customer && !b.isTemplate && b.status !== 'created',
    delete: customer && (b.isTemplate || b.status === 'created'),
  };
}

const num = (value: string | number) => Number(value);
const emptyParties = () =>
  Object.fromEntries(bookingPartyTypes.map((p) => [p, null])) as Record<BookingPartyType, BookingPartyRecord | null>;

async function toBooking(ctx: SignedInContext, b: BookingWithCompany): Promise<Booking> {
  const [documents, history, quotationId] = await Promise.all([
    findDocuments(ctx.db, b.id),
    findHistory(ctx.db, b.id),
    quotationIdOf(ctx.db, b.companyId, b.quotationNumber),
  ]);
  return {
    id: b.id,
    reference: b.reference,
    isTemplate: b.isTemplate,
    templateName: b.templateName,
    isQuick: b.isQuick,
    status: b.status,
    statusNotes: b.statusNotes,
    companyCode: b.companyCode,
    companyName: b.companyName,
    mode: b.mode,
    serviceLevel: b.serviceLevel,
    incoterms: b.incoterms,
    freightTerms: b.freightTerms,
    originCode: b.originCode,
    destinationCode: b.destinationCode,
    cargoReadyDate: b.cargoReadyDate,
    commodity: b.commodity,
    hazardous: b.hazardous,
    parties: { ...emptyParties(), ...b.parties },
    cargo: b.cargo,
    weightUnit: b.weightUnit === 'KG' ? 'KG' : 'LB',
    volumeUnit: b.volumeUnit === 'CM' ? 'CM' : 'IN',
    totals: {
      totalQty: b.totalQty,
      totalGrossWeight: num(b.totalGrossWeight),
      totalVolume: num(b.totalVolume),
      totalChargeableWeight: num(b.totalChargeableWeight),
    },
    customerReferences: b.customerReferences,
    notes: b.notes,
    houseBill: b.houseBill,
    quotationNumber: b.quotationNumber,
    quotationId,
    documents: documents.map((d) => ({
      id: d.id,
      documentType: d.documentType,
      fileName: d.fileName,
      contentType: d.contentType,
      fileSize: d.fileSize,
      uploadedAt: d.createdAt.toISOString(),
    })),
    history: history.map((h) => ({
      action: h.action,
      status: h.status as Booking['status'],
      notes: h.notes,
      actorName: h.actorName,
      at: h.at.toISOString(),
    })),
    allowed: allowed(ctx, b),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    submittedAt: b.submittedAt?.toISOString() ?? null,
  };
}

async function loadBooking(
  ctx: SignedInContext,
  scope: BookingScope,
  id: string,
  options: { template?: boolean } = {},
) {
  const templates = options.template ?? false;
  const booking = await findBookingById(ctx.db, scope, id, { templates });
  if (!booking) throw new AppError('NOT_FOUND');
  return booking;
}

export async function getBooking(
  ctx: SignedInContext,
  id: string,
  options: { template?: boolean } = {},
): Promise<Booking> {
  const templates = options.template ?? false;
  const scope = templates ? customerScope(ctx) : readScope(ctx);
  return toBooking(ctx, await loadBooking(ctx, scope, id, { template: templates }));
}

/** REF-YYMMDD-XXXX (templates TEMPLATE-…): readable over the phone, no look-alike letters. */
async function newReference(ctx: SignedInContext, prefix: 'REF' | 'TEMPLATE'): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const day = new Date().toISOString().slice(2, 10).replaceAll('-', '');
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const suffix = Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('');
    const reference = `${prefix}-${day}-${suffix}`;
    if (!(await referenceExists(ctx.db, reference))) return reference;
  }
  throw new AppError('CONFLICT');
}

const partyMessages: Partial<Record<BookingPartyType, string>> = {
  shipper: messages.selectShipper,
  consignee: messages.selectConsignee,
};

/** The chosen address-book entries copied into the booking; an id not in the company's book is refused. */
async function resolveParties(ctx: SignedInContext, ids: BookingValues['parties']) {
  const wanted = bookingPartyTypes.filter((p) => ids[p]);
  const found = await findScopedAddresses(
    ctx,
    wanted.map((p) => ids[p] ?? ''),
  );
  const byId = new Map(found.map((a) => [a.id, a]));
  const parties: Partial<Record<BookingPartyType, BookingPartyRecord>> = {};
  const problems: { path: string; message: string }[] = [];
  for (const type of wanted) {
    const address = byId.get(ids[type] ?? '');
    if (!address) {
      problems.push({
        path: `body.parties.${type}`,
        message: partyMessages[type] ?? 'Choose an address from the book',
      });
      continue;
    }
    parties[type] = {
      addressId: address.id,
      name: address.name,
      address: address.address,
      city: address.city,
      stateProvince: address.stateProvince,
      postalCode: address.postalCode,
      countryCode: address.countryCode,
      contactPersonName: address.contactPersonName,
      telNo: address.telNo,
      email: address.email,
    };
  }
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { details: { fields: problems } });
  return parties;
}

/** The stored columns of a booking's values: parties copied, totals computed with the screens' reading. */
async function columnsOf(ctx: SignedInContext, values: BookingValues): Promise<Partial<NewBooking>> {
  if (sameOriginAndDestination(values))
    throw new AppError('VALIDATION_FAILED', {
      message: messages.originDestinationSame,
      details: { fields: [{ path: 'body.destinationCode', message: messages.originDestinationSame }] },
    });
  const cargo: BookingCargoRecord[] = values.cargo.map((row) => ({ ...row }));
  const summary = summarizeCargo(
    cargo.map((row, rowindex) => ({ ...row, rowindex })),
    { volumeUnit: values.volumeUnit, weightUnit: values.weightUnit },
  );
  return {
    mode: values.mode,
    serviceLevel: values.serviceLevel,
    incoterms: values.incoterms,
    freightTerms: values.freightTerms,
    originCode: values.originCode,
    destinationCode: values.destinationCode,
    cargoReadyDate: values.cargoReadyDate,
    commodity: values.commodity,
    hazardous: values.hazardous,
    parties: await resolveParties(ctx, values.parties),
    cargo,
    weightUnit: values.weightUnit,
    volumeUnit: values.volumeUnit,
    totalQty: summary.totalQty,
    totalGrossWeight: String(summary.totalGrossWeight),
    totalVolume: String(summary.totalVolume),
    totalChargeableWeight: String(summary.totalChargeableWeight),
    customerReferences: values.customerReferences,
    notes: values.notes,
  };
}

export const actorName = (ctx: SignedInContext) => ctx.auth.actor.displayName;

/** The answer of a change: the booking as it is now, with the message to show. */
export async function saved(
  ctx: SignedInContext,
  scope: BookingScope,
  id: string,
  messageKey: MessageKey,
  options: { template?: boolean } = {},
) {
  return { booking: await toBooking(ctx, await loadBooking(ctx, scope, id, options)), ...said(messageKey) };
}

/**
 * Saves a new draft booking (or template): 'Booking saved successfully'. A typed quotation number must be one of
 * the company's bookable quotes ('Invalid Quotation #') and makes it Used. `fromAcceptedQuote`: the quotations
 * service books the quote it has just accepted; it links the booking itself and the quote becomes Used when the
 * booking is submitted (its existing rule), so it is not used here a second time. Templates keep no number.
 */
export async function createBooking(
  ctx: SignedInContext,
  values: BookingValues,
  options: { templateName?: string; fromAcceptedQuote?: boolean } = {},
): Promise<SaveBookingResponse> {
  const scope = customerScope(ctx);
  const template = options.templateName !== undefined;
  const columns = await columnsOf(ctx, values);
  const reference = await newReference(ctx, template ? 'TEMPLATE' : 'REF');
  const companyId = companyOf(scope);
  const quotationNumber = template ? '' : values.quotationNumber;
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertBooking(tx, {
      ...columns,
      companyId,
      reference,
      quotationNumber,
      isTemplate: template,
      templateName: options.templateName ?? '',
      createdBy: ctx.auth.user.userId,
    });
    if (quotationNumber !== '' && !options.fromAcceptedQuote)
      await useQuotationForBooking(ctx, tx, { companyId, bookingId: inserted.id, reference, quotationNumber });
    await insertHistory(tx, {
      bookingId: inserted.id,
      action: 'created',
      status: 'created',
      actorUserId: ctx.auth.actor.userId,
      actorName: actorName(ctx),
    });
    return inserted;
  });
  await recordCompanyAction(ctx, {
    action: template ? 'booking.template.create' : 'booking.create',
    companyId,
    details: { bookingId: row.id, reference },
  });
  return saved(ctx, scope, row.id, template ? 'server.bookings.templateSaved' : 'errors.bookingSaved', { template });
}

/**
 * Changes a draft or rejected booking (or a template); anything else answers 409. A quotation number that differs
 * from the saved one is checked and used as on creation; the saved one is kept as it is (its quote is already
 * Used, or Accepted with this booking).
 */
export async function changeBooking(
  ctx: SignedInContext,
  id: string,
  values: BookingValues,
  options: { templateName?: string } = {},
): Promise<SaveBookingResponse> {
  const scope = customerScope(ctx);
  const template = options.templateName !== undefined;
  const columns = await columnsOf(ctx, values);
  await ctx.db.transaction(async (tx) => {
    const current = await findBookingById(tx, scope, id, { templates: template, forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (!template && !editableStatuses.includes(current.status))
      throw new AppError('CONFLICT', { messageKey: 'server.bookings.notEditable' });
    const quotationNumber = template ? '' : values.quotationNumber;
    if (quotationNumber !== '' && quotationNumber !== current.quotationNumber)
      await useQuotationForBooking(ctx, tx, {
        companyId: current.companyId,
        bookingId: id,
        reference: current.reference,
        quotationNumber,
      });
    await updateBooking(tx, current.id, {
      ...columns,
      quotationNumber,
      ...(template ? { templateName: options.templateName } : {}),
    });
    await insertHistory(tx, {
      bookingId: current.id,
      action: 'saved',
      status: current.status,
      actorUserId: ctx.auth.actor.userId,
      actorName: actorName(ctx),
    });
  });
  await recordCompanyAction(ctx, {
    action: template ? 'booking.template.update' : 'booking.update',
    companyId: companyOf(scope),
    details: { bookingId: id },
  });
  return saved(ctx, scope, id, template ? 'server.bookings.templateSaved' : 'errors.bookingSaved', { template });
}

/** A quick booking: mode, route and ready date; the three documents are uploaded to it before submitting. */
export async function createQuickBooking(
  ctx: SignedInContext,
  input: Required<QuickBookingInput>,
): Promise<SaveBookingResponse> {
  const scope = customerScope(ctx, ['quickBooking']);
  if (sameOriginAndDestination(input))
    throw new AppError('VALIDATION_FAILED', {
      message: messages.originDestinationSame,
      details: { fields: [{ path: 'body.destinationCode', message: messages.originDestinationSame }] },
    });
  const companyId = companyOf(scope);
  const reference = await newReference(ctx, 'REF');
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertBooking(tx, {
      ...input,
      companyId,
      reference,
      isQuick: true,
      createdBy: ctx.auth.user.userId,
    });
    await insertHistory(tx, {
      bookingId: inserted.id,
      action: 'created',
      status: 'created',
      actorUserId: ctx.auth.actor.userId,
      actorName: actorName(ctx),
    });
    return inserted;
  });
  await recordCompanyAction(ctx, {
    action: 'booking.quick.create',
    companyId,
    details: { bookingId: row.id, reference },
  });
  return saved(ctx, scope, row.id, 'errors.bookingSaved');
}

/** The caller's calendar day (their time zone), so "ready today" is never "in the past". */
function todayFor(ctx: SignedInContext): string {
  const zone = timeZones.find((z) => z.id === ctx.auth.user.timeZone)?.utc[0] ?? 'UTC';
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/** Submits a complete draft (or a corrected rejected booking) to the forwarder; employees are told (2222). */
export async function submitBooking(ctx: SignedInContext, id: string): Promise<SaveBookingResponse> {
  const current = await loadBooking(ctx, customerScope(ctx, anyBookingPermission), id);
  // A quick booking is the quickBooking permission's; a full one the booking permission's.
  const scope = customerScope(ctx, current.isQuick ? ['quickBooking', 'booking'] : ['booking']);
  const updated = await ctx.db.transaction(async (tx) => {
    const booking = await findBookingById(tx, scope, id, { templates: false, forUpdate: true });
    if (!booking) throw new AppError('NOT_FOUND');
    if (!editableStatuses.includes(booking.status))
      throw new AppError('CONFLICT', { messageKey: 'server.bookings.notEditable' });
    const documents = await findDocuments(tx, booking.id);
    const problems = problemsBeforeSubmit(
      {
        ...booking,
        parties: { shipper: booking.parties.shipper ?? null, consignee: booking.parties.consignee ?? null },
        documentTypes: documents.map((d) => d.documentType),
      },
      todayFor(ctx),
    );
    if (problems.length > 0)
      throw new AppError('VALIDATION_FAILED', {
        message: submitMessages.summary,
        details: { fields: problems.map((p) => ({ path: `body.${p.path}`, message: p.message })) },
      });
    const row = await updateBooking(tx, booking.id, { status: 'submitted', submittedAt: new Date(), statusNotes: '' });
    await insertHistory(tx, {
      bookingId: booking.id,
      action: 'submitted',
      status: 'submitted',
      actorUserId: ctx.auth.actor.userId,
      actorName: actorName(ctx),
    });
    return { ...booking, ...row };
  });
  await recordCompanyAction(ctx, {
    action: 'booking.submit',
    companyId: updated.companyId,
    details: { bookingId: id },
  });
  await notifyBookingEvent(ctx, {
    companyId: updated.companyId,
    companyName: updated.companyName,
    bookingId: id,
    reference: updated.reference,
    eventTypeId: 2222,
    notes: '',
    originCode: updated.originCode,
    destinationCode: updated.destinationCode,
  });
  return saved(ctx, scope, id, 'server.bookings.submitted');
}

/** Deletes a draft booking or a template (soft: its history stays for the audit). */
export async function deleteBooking(ctx: SignedInContext, id: string, options: { template?: boolean } = {}) {
  const templates = options.template ?? false;
  const scope = customerScope(ctx);
  await ctx.db.transaction(async (tx) => {
    const booking = await findBookingById(tx, scope, id, { templates, forUpdate: true });
    if (!booking) throw new AppError('NOT_FOUND');
    if (!templates && booking.status !== 'created')
      throw new AppError('CONFLICT', { messageKey: 'server.bookings.notEditable' });
    await updateBooking(tx, booking.id, { deletedAt: new Date() });
  });
  await recordCompanyAction(ctx, {
    action: templates ? 'booking.template.delete' : 'booking.delete',
    companyId: companyOf(scope),
    details: { bookingId: id },
  });
  return said('server.bookings.deleted');
}

/** The booking a document belongs to, checked against the caller (uploads need it editable or submitted). */
export async function bookingForDocuments(ctx: SignedInContext, id: string, purpose: 'read' | 'write') {
  const scope = purpose === 'read' ? readScope(ctx) : customerScope(ctx, anyBookingPermission);
  const booking = await loadBooking(ctx, scope, id);
  if (purpose === 'write' && !['created', 'rejected', 'submitted'].includes(booking.status))
    throw new AppError('CONFLICT', { messageKey: 'server.bookings.notEditable' });
  return booking;
}
