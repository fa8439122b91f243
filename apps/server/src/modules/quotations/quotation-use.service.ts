import type { Database } from '../../db/client';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue } from '../../errors/app-error';
import { recordCompanyAction } from '../audit/audit.service';
import { isExpired } from './quotation-expiry';
import { findQuotationByNumber, insertHistory, updateQuotation, type QuotationRecord } from './quotations.repository';

/**
 * A booking's quotation number (issue #18, decision 072). Kept apart from the quotations service, which creates
 * bookings through the bookings service: the bookings service calls this, and the import graph stays acyclic.
 */

/** A quote that can still be booked: accepted, or an open offer not past its validity (findUsableQuotation's rule). */
export const isBookable = (q: Pick<QuotationRecord, 'status' | 'expiresAt'>) =>
  q.status === 'accepted' || (q.status === 'offered' && !isExpired(q.expiresAt));

/** The id of the company's quote a booking names (for the booking detail's link), null when none. */
export async function quotationIdOf(db: Database, companyId: string, number: string): Promise<string | null> {
  if (number === '') return null;
  const q = await findQuotationByNumber(db, { kind: 'company', companyIds: [companyId] }, number);
  return q?.id ?? null;
}

/** 'Invalid Quotation #' (spec 2 §5) under the booking form's quotation field. */
export const invalidQuotationNumber = () =>
  new AppError('VALIDATION_FAILED', {
    messageKey: 'errors.invalidQuotation',
    details: { fields: [fieldIssue('body.quotationNumber', 'errors.invalidQuotation')] },
  });

/**
 * A booking of `companyId` is saved with a typed quotation number: the quote must be that company's and bookable,
 * else 'Invalid Quotation #' (another company's number answers exactly as an unknown one). The quote becomes Used,
 * linked to this booking, in the booking's transaction (`db`), its row locked so two bookings cannot both use it.
 */
export async function useQuotationForBooking(
  ctx: SignedInContext,
  db: Database,
  booking: { companyId: string; bookingId: string; reference: string; quotationNumber: string },
): Promise<void> {
  const scope = { kind: 'company' as const, companyIds: [booking.companyId] };
  const q = await findQuotationByNumber(db, scope, booking.quotationNumber, { forUpdate: true });
  if (!q || !isBookable(q)) throw invalidQuotationNumber();
  await updateQuotation(db, q.id, { status: 'used', bookingId: booking.bookingId });
  await insertHistory(db, {
    quotationId: q.id,
    action: 'used',
    status: 'used',
    notes: booking.reference,
    actorUserId: ctx.auth.actor.userId,
    actorName: ctx.auth.actor.displayName,
  });
  await recordCompanyAction(
    { ...ctx, db },
    {
      action: 'quotation.used',
      companyId: q.companyId,
      details: { quotationId: q.id, number: q.number, bookingId: booking.bookingId },
    },
  );
}
