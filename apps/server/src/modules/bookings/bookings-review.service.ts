import { type ReviewBookingInput, type SaveBookingResponse } from '@connect/contracts/bookings/bookings.schemas';
import { AppError, fieldIssue } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { recordCompanyAction } from '../audit/audit.service';
import { notifyBookingEvent } from '../notifications/notifications.service';
import {
  findBookingById,
  insertHistory,
  shipmentExists,
  updateBooking,
  type BookingRecord,
  type BookingScope,
} from './bookings.repository';
import { actorName, isReviewer, saved } from './bookings.service';

/** What the staff's review answers, by action. */
const reviewedMessages = {
  accept: 'server.bookings.accepted',
  reject: 'server.bookings.rejected',
  notes: 'server.bookings.notesAdded',
  received: 'server.bookings.received',
} as const;

/** The forwarder's review of submitted bookings (the customer's side is in bookings.service.ts). */

/** Which review actions apply to which status. */
const reviewFrom: Record<ReviewBookingInput['action'], readonly BookingRecord['status'][]> = {
  accept: ['submitted'],
  reject: ['submitted'],
  notes: ['submitted', 'accepted', 'rejected', 'received'],
  received: ['accepted'],
};
const reviewTo = { accept: 'accepted', reject: 'rejected', received: 'received' } as const;
/** Why an action does not apply to the booking's status, worded by the reader's catalogue. */
const reviewRefused = {
  accept: 'server.bookings.cannotAccept',
  reject: 'server.bookings.cannotReject',
  notes: 'server.bookings.cannotAddNotes',
  received: 'server.bookings.cannotMarkReceived',
} as const;
const reviewEvents = { accept: 5555, reject: 4444, notes: 3333 } as const;

/**
 * The forwarder's review: accept or reject a submitted booking (notes become its status notes and replace the
 * default tooltip), add notes, or mark an accepted booking received with the house bill of its shipment. The
 * company's booking users are told (5555, 4444, 3333) per their preferences.
 */
export async function reviewBooking(
  ctx: SignedInContext,
  id: string,
  input: { action: ReviewBookingInput['action']; notes: string; houseBill: string },
): Promise<SaveBookingResponse> {
  if (!isReviewer(ctx)) throw new AppError('ACCESS_DENIED');
  const scope: BookingScope = { kind: 'review' };
  const updated = await ctx.db.transaction(async (tx) => {
    const booking = await findBookingById(tx, scope, id, { templates: false, forUpdate: true });
    if (!booking) throw new AppError('NOT_FOUND');
    if (!reviewFrom[input.action].includes(booking.status))
      throw new AppError('CONFLICT', {
        messageKey: reviewRefused[input.action],
        params: { status: booking.status },
      });
    if (input.action === 'received' && !(await shipmentExists(tx, booking.companyId, input.houseBill)))
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: [fieldIssue('body.houseBill', 'server.bookings.noShipmentWithHouseBill')] },
      });
    const status = input.action === 'notes' ? booking.status : reviewTo[input.action];
    const row = await updateBooking(tx, booking.id, {
      status,
      ...(input.notes ? { statusNotes: input.notes } : input.action === 'accept' ? { statusNotes: '' } : {}),
      ...(input.action === 'received' ? { houseBill: input.houseBill } : {}),
      reviewedBy: ctx.auth.actor.userId,
      reviewedAt: new Date(),
    });
    await insertHistory(tx, {
      bookingId: booking.id,
      action: input.action === 'accept' ? 'accepted' : input.action === 'reject' ? 'rejected' : input.action,
      status,
      notes: input.notes,
      actorUserId: ctx.auth.actor.userId,
      actorName: actorName(ctx),
    });
    return { ...booking, ...row };
  });
  await recordCompanyAction(ctx, {
    action: `booking.review.${input.action}`,
    companyId: updated.companyId,
    details: { bookingId: id, houseBill: input.houseBill || undefined },
  });
  if (input.action !== 'received') {
    const eventTypeId = reviewEvents[input.action];
    await notifyBookingEvent(ctx, {
      companyId: updated.companyId,
      companyName: updated.companyName,
      bookingId: id,
      reference: updated.reference,
      eventTypeId,
      notes: input.notes,
      originCode: updated.originCode,
      destinationCode: updated.destinationCode,
    });
  }
  return saved(ctx, scope, id, reviewedMessages[input.action]);
}
