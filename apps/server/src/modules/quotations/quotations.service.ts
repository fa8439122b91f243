import { randomInt } from 'node:crypto';
import type { BookingValues } from '@connect/contracts/bookings/bookings.schemas';
import { enUsQuotationStrings } from '@connect/contracts/i18n/en-us-quotations';
import type {
  ListQuotationsQuery,
  ListQuotationsResponse,
  MakeOfferValues,
  Quotation,
  QuotationCounts,
  QuotationResponse,
  QuotationRow,
  RequestQuotationValues,
} from '@connect/contracts/quotations/quotations.schemas';
import type { MessageKey } from '@connect/contracts/messages/message-keys';
import { requestStatuses } from '@connect/domain/grid/progress';
import { userTimeZone } from '@connect/domain/dates/time-zones';
import { quoteCo2eKg } from '@connect/domain/freight/quote-emissions';
import type { SignedInContext } from '../../context';
import { AppError, said } from '../../errors/app-error';
import { defineList } from '../../lib/list-service';
import { recordCompanyAction } from '../audit/audit.service';
import { createBooking, getBooking } from '../bookings/bookings.service';
import { getAirRates } from '../freight/freight.service';
import type { QuotationSuggestionRecord } from '../../db/schema/quotations';
import { endOfDayIn, isExpired, todayIn } from './quotation-expiry';
import { isBookable } from './quotation-use.service';
import {
  countQuotations,
  findHistory,
  findOptions,
  findQuotationById,
  findQuotationByNumber,
  findQuotationsPage,
  insertHistory,
  insertQuotation,
  numberExists,
  replaceOptions,
  updateQuotation,
  type QuotationRecord,
  type QuotationScope,
  type QuotationWithCompany,
} from './quotations.repository';

/**
 * Quotations (issue #18, decision 049). Customers with the `freight-manager` permission in the selected company
 * request quotes and answer offers; the forwarder's staff (acting as themselves) see every company's requests and
 * make or revise offers. Every id is looked up in the caller's scope: another company's quote is a 404.
 */

const freightPermission = 'freight-manager';
type Status = QuotationRecord['status'];
type Action = 'requested' | 'offered' | 'revised' | 'countered' | 'accepted' | 'rejected' | 'used';

/** The forwarder's staff acting as themselves (not while impersonating a customer). */
export const isStaff = (ctx: SignedInContext) =>
  !ctx.auth.impersonation && (ctx.auth.actor.userType === 'EMPLOYEE' || ctx.auth.actor.isAdmin);

function customerScope(ctx: SignedInContext): QuotationScope & { kind: 'company' } {
  const company = ctx.auth.selectedCompany;
  const allowed = company?.permissions.some((p) => p.toLowerCase() === freightPermission) ?? false;
  if (!company || !allowed) throw new AppError('ACCESS_DENIED');
  return { kind: 'company', companyIds: [company.id] };
}

export const readScope = (ctx: SignedInContext): QuotationScope =>
  isStaff(ctx) ? { kind: 'staff' } : customerScope(ctx);

function staffOnly(ctx: SignedInContext) {
  if (!isStaff(ctx)) throw new AppError('ACCESS_DENIED');
}

async function load(ctx: SignedInContext, scope: QuotationScope, id: string, forUpdate = false) {
  const q = await findQuotationById(ctx.db, scope, id, { forUpdate });
  if (!q) throw new AppError('NOT_FOUND');
  return q;
}

const notOpen = () => new AppError('CONFLICT', { messageKey: 'server.quotations.notOpen' });

function allowedOf(ctx: SignedInContext, q: QuotationRecord): Quotation['allowed'] {
  const staff = isStaff(ctx);
  const open = q.status === 'offered';
  return {
    offer: staff && (q.status === 'requested' || q.status === 'offered'),
    accept: !staff && open && !isExpired(q.expiresAt),
    reject: !staff && open,
    counter: !staff && open,
  };
}

async function toQuotation(ctx: SignedInContext, q: QuotationWithCompany): Promise<Quotation> {
  const [options, history] = await Promise.all([findOptions(ctx.db, q.id), findHistory(ctx.db, q.id)]);
  // Every option moves the same cargo on the same lane; carriers and service levels share the factor.
  const co2eKg = quoteCo2eKg({
    mode: q.mode,
    originCode: q.originCode,
    destinationCode: q.destinationCode,
    grossWeight: Number(q.grossWeight),
    weightUnit: q.weightUnit,
    volumeCbm: Number(q.volumeCbm),
  });
  return {
    id: q.id,
    number: q.number,
    status: q.status,
    companyCode: q.companyCode,
    companyName: q.companyName,
    mode: q.mode as Quotation['mode'],
    serviceLevel: q.serviceLevel,
    originCode: q.originCode,
    destinationCode: q.destinationCode,
    incoterms: q.incoterms,
    cargoReadyDate: q.cargoReadyDate,
    commodity: q.commodity,
    hazardous: q.hazardous,
    pieces: q.pieces,
    grossWeight: Number(q.grossWeight),
    weightUnit: q.weightUnit,
    volumeCbm: Number(q.volumeCbm),
    containerCount: q.containerCount,
    notes: q.notes,
    requestedByName: q.requestedByName,
    validUntil: q.validUntil,
    expiresAt: q.expiresAt?.toISOString() ?? null,
    expired: q.status === 'offered' && isExpired(q.expiresAt),
    offerNote: q.offerNote,
    counterNote: q.counterNote,
    rejectReason: q.rejectReason,
    acceptedOptionId: q.acceptedOptionId,
    bookingId: q.bookingId,
    suggestion: q.suggestion ?? null,
    options: options.map((o) => ({
      id: o.id,
      position: o.position,
      carrier: o.carrier,
      serviceLevel: o.serviceLevel,
      transitDays: o.transitDays,
      lines: o.lines,
      totalCents: o.totalCents,
      currency: o.currency,
      co2eKg,
    })),
    history: history.map((h) => ({
      action: h.action,
      status: h.status,
      notes: h.notes,
      actorName: h.actorName,
      at: h.at.toISOString(),
    })),
    allowed: allowedOf(ctx, q),
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

export function toQuotationRow(q: QuotationWithCompany): QuotationRow {
  return {
    id: q.id,
    number: q.number,
    status: q.status,
    companyCode: q.companyCode,
    mode: q.mode,
    originCode: q.originCode,
    destinationCode: q.destinationCode,
    cargoReadyDate: q.cargoReadyDate,
    validUntil: q.validUntil,
    expired: q.status === 'offered' && isExpired(q.expiresAt),
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/** Tells the requester (every open socket) that the quote changed; the screens refresh. */
function notifyRequester(ctx: SignedInContext, q: QuotationRecord, status: Status) {
  if (!q.requestedBy || q.requestedBy === ctx.auth.user.userId) return;
  ctx.push?.(q.requestedBy, {
    type: 'quotation-changed',
    data: { quotationId: q.id, number: q.number, status },
  });
}

async function record(
  ctx: SignedInContext,
  q: QuotationRecord,
  change: { action: Action; status: Status; notes?: string },
) {
  await insertHistory(ctx.db, {
    quotationId: q.id,
    action: change.action,
    status: change.status,
    notes: change.notes ?? '',
    actorUserId: ctx.auth.actor.userId,
    actorName: ctx.auth.actor.displayName,
  });
  await recordCompanyAction(ctx, {
    action: `quotation.${change.action}`,
    companyId: q.companyId,
    details: { quotationId: q.id, number: q.number },
  });
}

/**
 * The quote is Used once the booking made from it has been submitted. Read through the bookings service in the
 * caller's own scope; a booking the caller cannot read (a staff member and a draft) leaves the quote as it is.
 */
async function syncUsed(ctx: SignedInContext, q: QuotationWithCompany): Promise<QuotationWithCompany> {
  if (q.status !== 'accepted' || !q.bookingId) return q;
  let submitted = false;
  try {
    submitted = (await getBooking(ctx, q.bookingId)).status !== 'created';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  if (!submitted) return q;
  await updateQuotation(ctx.db, q.id, { status: 'used' });
  await record(ctx, q, { action: 'used', status: 'used' });
  return { ...q, status: 'used', updatedAt: new Date() };
}

async function answer(ctx: SignedInContext, scope: QuotationScope, id: string, key: MessageKey) {
  const q = await load(ctx, scope, id);
  return { quotation: await toQuotation(ctx, q), ...said(key) };
}

/** Q-YYMMDD-XXXXX: readable over the phone, no look-alike letters. */
async function newNumber(ctx: SignedInContext): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const day = new Date().toISOString().slice(2, 10).replaceAll('-', '');
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const suffix = Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('');
    const number = `Q-${day}-${suffix}`;
    if (!(await numberExists(ctx.db, number))) return number;
  }
  throw new AppError('CONFLICT');
}

/** Volumetric weight of a volume in m³ by IATA's 6,000 cm³ per kg, in the request's weight unit (2 decimals). */
function volumetricWeight(volumeCbm: number, weightUnit: 'KG' | 'LB'): number {
  const kg = (volumeCbm * 1_000_000) / 6000;
  return Math.round((weightUnit === 'KG' ? kg : kg * 2.20462) * 100) / 100;
}

/**
 * An air request priced from the requesting customer's own tariff (the freight estimator, decision 043, in the
 * customer's scope: their tariffs, margins and special lists), for the staff to start the offer from. None when
 * no tariff prices the lane or the customer may not estimate it.
 */
async function suggestionFor(
  ctx: SignedInContext,
  values: RequestQuotationValues,
): Promise<QuotationSuggestionRecord | null> {
  if (values.mode !== 'AIR') return null;
  try {
    const answer = await getAirRates(ctx, {
      mode: 'Air',
      serviceLevel: values.serviceLevel,
      originPort: values.originCode,
      destinationPort: values.destinationCode,
      totalGrossWeight: values.grossWeight,
      totalVolumetricWeight: volumetricWeight(values.volumeCbm, values.weightUnit),
      weightUnit: values.weightUnit,
      volumeUnit: 'CM',
    });
    return {
      tariffNumber: answer.rates.tariffNumber,
      carrier: answer.rates.carrier,
      serviceLevel: values.serviceLevel,
      transitDays: answer.rates.transitDays,
      lines: answer.estimate.lines.map((l) => ({ code: l.code, amountCents: l.amountCents })),
      totalCents: answer.estimate.totalCents,
      currency: answer.estimate.currency,
    };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** A customer requests a quotation for the selected company: 'Quotation Requested'. */
export async function requestQuotation(
  ctx: SignedInContext,
  values: RequestQuotationValues,
): Promise<QuotationResponse> {
  if (isStaff(ctx)) throw new AppError('ACCESS_DENIED');
  const scope = customerScope(ctx);
  const companyId = scope.companyIds[0] ?? '';
  const number = await newNumber(ctx);
  const suggestion = await suggestionFor(ctx, values);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertQuotation(tx, {
      ...values,
      grossWeight: String(values.grossWeight),
      volumeCbm: String(values.volumeCbm),
      companyId,
      number,
      status: 'requested',
      timeZone: userTimeZone(ctx.auth.user.timeZone),
      requestedBy: ctx.auth.user.userId,
      requestedByName: ctx.auth.user.displayName,
      suggestion,
    });
    await record({ ...ctx, db: tx }, inserted, { action: 'requested', status: 'requested', notes: values.notes });
    return inserted;
  });
  return answer(ctx, scope, row.id, 'server.quotations.requested');
}

export async function getQuotation(ctx: SignedInContext, id: string): Promise<Quotation> {
  const scope = readScope(ctx);
  return toQuotation(ctx, await syncUsed(ctx, await load(ctx, scope, id)));
}

/**
 * A quotation number typed elsewhere (a booking's quote reference): the caller's quote when it can still be used —
 * an open, unexpired offer or an accepted one. Anything else, another company's included, is 'Invalid Quotation #'.
 */
export async function findUsableQuotation(ctx: SignedInContext, number: string): Promise<Quotation> {
  const q = await findQuotationByNumber(ctx.db, readScope(ctx), number);
  if (!q || !isBookable(q)) throw new AppError('NOT_FOUND', { messageKey: 'errors.invalidQuotation' });
  return toQuotation(ctx, q);
}

const quotationList = defineList({
  findPage: findQuotationsPage,
  toItem: toQuotationRow,
  exportTitles: enUsQuotationStrings.columns,
  file: { name: 'quotations', title: 'Quotations' },
  exportWords: { columns: 'quotations.columns', title: 'grid.exportFiles.quotations' },
});

export async function listQuotations(
  ctx: SignedInContext,
  query: ListQuotationsQuery,
): Promise<ListQuotationsResponse> {
  return quotationList.list(
    ctx.db,
    { scope: readScope(ctx), filters: query.filter, sort: query.sort, status: query.status },
    query,
  );
}

/** Counts by status for the freight manager's landing; offers past their validity are counted apart too. */
export async function countQuotationsByStatus(ctx: SignedInContext): Promise<QuotationCounts> {
  const rows = await countQuotations(ctx.db, readScope(ctx), new Date());
  const counts = Object.fromEntries(requestStatuses.map((s) => [s, 0])) as QuotationCounts['counts'];
  let expired = 0;
  for (const r of rows) {
    counts[r.status] += r.count;
    if (r.expired) expired += r.count;
  }
  return { counts, expired };
}

/**
 * Staff offer (or revise the offer of) a requested or offered quote: its options, priced line by line, valid until
 * a day that is not past in the requester's time zone. Revising an accepted, rejected or used quote answers 409.
 */
export async function makeOffer(ctx: SignedInContext, id: string, input: MakeOfferValues) {
  staffOnly(ctx);
  const scope: QuotationScope = { kind: 'staff' };
  await ctx.db.transaction(async (tx) => {
    const q = await load({ ...ctx, db: tx }, scope, id, true);
    if (q.status !== 'requested' && q.status !== 'offered') throw notOpen();
    if (input.validUntil < todayIn(q.timeZone))
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'server.quotations.validUntilPast',
        details: { fields: [{ path: 'body.validUntil', message: 'The offer must be valid until today or later' }] },
      });
    const revised = q.status === 'offered' || q.counterNote !== '';
    await replaceOptions(
      tx,
      q.id,
      input.options.map((o, position) => ({
        position,
        carrier: o.carrier,
        serviceLevel: o.serviceLevel,
        transitDays: o.transitDays,
        lines: o.lines.map((l) => ({ description: l.description, amountCents: l.amountCents })),
        totalCents: o.lines.reduce((sum, l) => sum + l.amountCents, 0),
        currency: 'USD',
      })),
    );
    await updateQuotation(tx, q.id, {
      status: 'offered',
      validUntil: input.validUntil,
      expiresAt: endOfDayIn(input.validUntil, q.timeZone),
      offerNote: input.note,
    });
    await record({ ...ctx, db: tx }, q, {
      action: revised ? 'revised' : 'offered',
      status: 'offered',
      notes: input.note,
    });
    notifyRequester(ctx, q, 'offered');
  });
  return answer(ctx, scope, id, 'server.quotations.offered');
}

async function openOffer(ctx: SignedInContext, id: string) {
  if (isStaff(ctx)) throw new AppError('ACCESS_DENIED');
  const scope = customerScope(ctx);
  const q = await load(ctx, scope, id);
  if (q.status !== 'offered') throw notOpen();
  return { scope, q };
}

const perPiece = (total: number, pieces: number) => Math.round((total / Math.max(pieces, 1)) * 1000) / 1000;

/** The booking a quote becomes: its lane, cargo and terms; the quote number as the customer's reference. */
function bookingValuesOf(q: QuotationRecord, serviceLevel: 'Economy' | 'Express'): BookingValues {
  return {
    mode: q.mode as BookingValues['mode'],
    serviceLevel: serviceLevel === 'Express' ? 'EXP' : 'STD',
    incoterms: q.incoterms,
    freightTerms: '',
    originCode: q.originCode,
    destinationCode: q.destinationCode,
    cargoReadyDate: q.cargoReadyDate,
    commodity: q.commodity,
    hazardous: q.hazardous,
    parties: { shipper: null, consignee: null, notify: null, pickup: null, delivery: null },
    cargo: [
      {
        qty: q.pieces,
        length: 0,
        width: 0,
        height: 0,
        grossWeight: perPiece(Number(q.grossWeight), q.pieces),
        boxPackaging: false,
        cargoType: '',
      },
    ],
    weightUnit: q.weightUnit,
    volumeUnit: 'CM',
    customerReferences: [q.number],
    notes: q.notes,
    quotationNumber: q.number,
  };
}

/**
 * The customer accepts one option of an open, unexpired offer: a booking is created from the quote (through the
 * bookings service, so its permission and rules apply) and the quote becomes Accepted with the booking's id.
 */
export async function acceptQuotation(ctx: SignedInContext, id: string, optionId: string): Promise<QuotationResponse> {
  const { scope, q } = await openOffer(ctx, id);
  if (isExpired(q.expiresAt)) throw new AppError('CONFLICT', { messageKey: 'server.quotations.expired' });
  const option = (await findOptions(ctx.db, q.id)).find((o) => o.id === optionId);
  if (!option)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.quotations.unknownOption',
      details: { fields: [{ path: 'body.optionId', message: 'Choose one of the offered options' }] },
    });
  // Claim the quote first, so two accepts at once cannot both create a booking.
  const claimed = await ctx.db.transaction(async (tx) => {
    const locked = await load({ ...ctx, db: tx }, scope, id, true);
    if (locked.status !== 'offered') return false;
    await updateQuotation(tx, q.id, { status: 'accepted', acceptedOptionId: option.id });
    return true;
  });
  if (!claimed) throw notOpen();
  let bookingId: string;
  try {
    bookingId = (await createBooking(ctx, bookingValuesOf(q, option.serviceLevel), { fromAcceptedQuote: true })).booking
      .id;
  } catch (error) {
    await updateQuotation(ctx.db, q.id, { status: 'offered', acceptedOptionId: null });
    throw error;
  }
  await updateQuotation(ctx.db, q.id, { bookingId });
  await record(ctx, q, {
    action: 'accepted',
    status: 'accepted',
    notes: `${option.carrier} · ${option.serviceLevel}`,
  });
  return answer(ctx, scope, id, 'server.quotations.accepted');
}

/** The customer rejects an offer with a reason: 'Rejected' (final). */
export async function rejectQuotation(ctx: SignedInContext, id: string, reason: string): Promise<QuotationResponse> {
  const { scope, q } = await openOffer(ctx, id);
  await updateQuotation(ctx.db, q.id, { status: 'rejected', rejectReason: reason });
  await record(ctx, q, { action: 'rejected', status: 'rejected', notes: reason });
  return answer(ctx, scope, id, 'server.quotations.rejected');
}

/**
 * The customer counter-offers (also on an expired offer): the note goes to the staff and the quote is back to
 * 'Quotation Requested' until they revise the offer.
 */
export async function counterQuotation(ctx: SignedInContext, id: string, note: string): Promise<QuotationResponse> {
  const { scope, q } = await openOffer(ctx, id);
  await updateQuotation(ctx.db, q.id, { status: 'requested', counterNote: note });
  await record(ctx, q, { action: 'countered', status: 'requested', notes: note });
  return answer(ctx, scope, id, 'server.quotations.countered');
}
