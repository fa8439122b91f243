import type {
  EmailChangeResult,
  EmailChangeStatus,
  PendingEmailChangeResponse,
} from '@connect/contracts/account/account.schemas';
import { authMessages } from '@connect/contracts/auth/auth-messages';
import { verify } from '@node-rs/argon2';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import type { PublicContext, SignedInContext } from '../../context';
import { sendMail } from '../mail/mail.service';
import { mailWords } from '../mail/mail-words';
import { findUserByEmail, findUserById, insertAudit } from './auth.repository';
import {
  cancelEmailChange,
  completeEmailChange,
  confirmEmailChangeSide,
  findEmailChangeByToken,
  findOpenEmailChangeOfUser,
  insertEmailChange,
  type EmailChangeRow,
} from './email-change.repository';
import { forgetCachedUser } from './live-session.service';
import { createSecureToken, hashToken } from './secure-token';
import { revokeOtherSessionsOfUser } from './sessions.repository';

/**
 * Changing the sign-in e-mail (issue #16, decision 036): asked for with the current password; a link goes to the
 * current address and one to the new; the change is made when both are confirmed, within `emailChangeHours`.
 * The current address's link can also cancel it. When it completes, every other session of the user ends and
 * both addresses are told. Every mail is in the user's My Profile language (issue #17, decision 098), the new
 * address's too: it is the same person's.
 */

export const emailChangeHours = 24;
export const emailChangePath = '/u/confirm-email';

function linkTo(ctx: PublicContext, token: string): string {
  return `${ctx.config.publicUrl.replace(/\/$/, '')}${emailChangePath}?token=${token}`;
}

function requireOwnAccount(ctx: SignedInContext): string {
  if (ctx.auth.impersonation)
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.account.notWhileImpersonating' });
  return ctx.auth.actor.userId;
}

export async function requestEmailChange(ctx: SignedInContext, input: { currentPassword: string; newEmail: string }) {
  const userId = requireOwnAccount(ctx);
  const user = await findUserById(ctx.db, userId);
  if (!user?.passwordHash || !(await verify(user.passwordHash, input.currentPassword).catch(() => false))) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [{ path: 'body.currentPassword', message: authMessages.currentPasswordWrong }] },
    });
  }
  const newEmail = input.newEmail.trim();
  if (newEmail.toLowerCase() === user.email.toLowerCase())
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [fieldIssue('body.newEmail', 'server.account.emailSameAsCurrent')] },
    });
  if (await findUserByEmail(ctx.db, newEmail))
    throw new AppError('CONFLICT', {
      messageKey: 'server.account.emailInUse',
      details: { fields: [fieldIssue('body.newEmail', 'server.account.emailInUse')] },
    });
  const oldToken = createSecureToken();
  const newToken = createSecureToken();
  const expiresAt = new Date(Date.now() + emailChangeHours * 60 * 60_000);
  const change = await insertEmailChange(ctx.db, {
    userId,
    newEmail,
    oldTokenHash: oldToken.hash,
    newTokenHash: newToken.hash,
    expiresAt,
  });
  const w = await mailWords(ctx, user.locale);
  const asked = { from: user.email, to: newEmail, hours: emailChangeHours };
  await sendMail(ctx, {
    to: user.email,
    subject: w.say('emailChange.confirmOld.subject'),
    text: [
      w.say('greeting', { name: user.displayName }),
      '',
      w.say('emailChange.confirmOld.asked', asked),
      w.say('emailChange.confirmOld.both', asked),
      w.say('emailChange.confirmOld.open'),
      '',
      linkTo(ctx, oldToken.token),
      '',
      w.say('emailChange.confirmOld.notYou'),
    ].join('\n'),
  });
  await sendMail(ctx, {
    to: newEmail,
    subject: w.say('emailChange.confirmNew.subject'),
    text: [
      w.say('greeting', { name: user.displayName }),
      '',
      w.say('emailChange.confirmNew.asked', asked),
      w.say('emailChange.confirmNew.open', asked),
      '',
      linkTo(ctx, newToken.token),
      '',
      w.say('emailChange.confirmNew.ignore'),
    ].join('\n'),
  });
  await insertAudit(ctx.db, {
    action: 'account.email.changeRequested',
    actorUserId: userId,
    subjectUserId: null,
    entityType: 'emailChange',
    entityId: change.id,
    requestId: ctx.requestId,
  });
  return said('server.account.emailChangeRequested');
}

export async function getMyEmailChange(ctx: SignedInContext): Promise<PendingEmailChangeResponse> {
  const userId = requireOwnAccount(ctx);
  const change = await findOpenEmailChangeOfUser(ctx.db, userId);
  if (!change || change.expiresAt.getTime() <= Date.now()) return { change: null };
  return {
    change: {
      newEmail: change.newEmail,
      oldConfirmed: change.oldConfirmedAt !== null,
      newConfirmed: change.newConfirmedAt !== null,
      expiresAt: change.expiresAt.getTime(),
    },
  };
}

async function auditCancel(ctx: PublicContext, change: EmailChangeRow, actorUserId: string | null) {
  await insertAudit(ctx.db, {
    action: 'account.email.changeCancelled',
    actorUserId,
    subjectUserId: actorUserId ? null : change.userId,
    entityType: 'emailChange',
    entityId: change.id,
    requestId: ctx.requestId,
  });
}

/** The signed-in user cancels their open change. */
export async function cancelMyEmailChange(ctx: SignedInContext) {
  const userId = requireOwnAccount(ctx);
  const change = await findOpenEmailChangeOfUser(ctx.db, userId);
  if (!change || !(await cancelEmailChange(ctx.db, change.id)))
    throw new AppError('NOT_FOUND', { messageKey: 'server.account.emailChangeNone' });
  await auditCancel(ctx, change, userId);
  return said('server.account.emailChangeCancelled');
}

function statusOf(
  found: { change: EmailChangeRow; side: 'old' | 'new'; currentEmail: string },
  oldEmail: string,
): EmailChangeStatus {
  const { change } = found;
  const state = change.completedAt
    ? 'completed'
    : change.cancelledAt
      ? 'cancelled'
      : change.expiresAt.getTime() <= Date.now()
        ? 'expired'
        : 'pending';
  return {
    side: found.side,
    oldEmail,
    newEmail: change.newEmail,
    oldConfirmed: change.oldConfirmedAt !== null,
    newConfirmed: change.newConfirmedAt !== null,
    state,
    expiresAt: change.expiresAt.getTime(),
  };
}

async function changeOfLink(ctx: PublicContext, token: string) {
  const found = await findEmailChangeByToken(ctx.db, hashToken(token));
  if (!found) throw new AppError('NOT_FOUND', { messageKey: 'server.account.emailChangeInvalid' });
  return found;
}

/** The progress of a change as its link's page shows it. */
export async function getEmailChangeStatus(ctx: PublicContext, token: string): Promise<EmailChangeStatus> {
  const found = await changeOfLink(ctx, token);
  // Once completed the user's e-mail is the new one; the old address is no longer known, so none is shown.
  return statusOf(found, found.change.completedAt ? '' : found.currentEmail);
}

/**
 * Confirms a change from one of its links; when both sides have confirmed, the e-mail changes, every other session
 * of the user ends (the caller's own stays when the caller is that user) and both addresses are told. Answers the
 * progress and the sessions ended (their sockets are closed by the route).
 */
export async function confirmEmailChange(
  ctx: PublicContext,
  token: string,
): Promise<{ result: EmailChangeResult; ended: string[] }> {
  const found = await changeOfLink(ctx, token);
  const before = statusOf(found, found.currentEmail);
  if (before.state === 'expired')
    throw new AppError('LINK_EXPIRED', { messageKey: 'server.account.emailChangeExpired' });
  if (before.state === 'cancelled')
    throw new AppError('CONFLICT', { messageKey: 'server.account.emailChangeCancelled' });
  if (before.state === 'completed')
    return { result: { ...statusOf(found, ''), ...said('server.account.emailChangeCompleted') }, ended: [] };

  const confirmed = await confirmEmailChangeSide(ctx.db, found.change.id, found.side);
  if (!confirmed) throw new AppError('CONFLICT', { messageKey: 'server.account.emailChangeInvalid' });
  await insertAudit(ctx.db, {
    action: 'account.email.changeConfirmed',
    actorUserId: null,
    subjectUserId: confirmed.userId,
    entityType: 'emailChange',
    entityId: confirmed.id,
    requestId: ctx.requestId,
    details: { side: found.side },
  });
  const progress = { ...found, change: confirmed };
  if (!confirmed.oldConfirmedAt || !confirmed.newConfirmedAt)
    return {
      result: { ...statusOf(progress, found.currentEmail), ...said('server.account.emailChangeConfirmed') },
      ended: [],
    };

  const outcome = await completeEmailChange(ctx.db, confirmed);
  if (outcome === 'in-use') {
    await cancelEmailChange(ctx.db, confirmed.id);
    throw new AppError('CONFLICT', { messageKey: 'server.account.emailInUse' });
  }
  if (outcome === 'not-open') throw new AppError('CONFLICT', { messageKey: 'server.account.emailChangeInvalid' });
  const keep =
    ctx.auth && !ctx.auth.impersonation && ctx.auth.actor.userId === confirmed.userId ? ctx.auth.sessionId : undefined;
  const ended = await revokeOtherSessionsOfUser(
    ctx.db,
    { userId: confirmed.userId, keepSessionId: keep },
    'email-changed',
  );
  forgetCachedUser(ctx, confirmed.userId);
  const oldEmail = found.currentEmail;
  const w = await mailWords(ctx, (await findUserById(ctx.db, confirmed.userId))?.locale);
  const told = [
    w.say('emailChange.changed.changed', { from: oldEmail, to: confirmed.newEmail }),
    w.say('emailChange.changed.both'),
    '',
    w.say('emailChange.changed.notYou'),
  ].join('\n');
  for (const to of [oldEmail, confirmed.newEmail])
    await sendMail(ctx, { to, subject: w.say('emailChange.changed.subject'), text: told });
  await insertAudit(ctx.db, {
    action: 'account.email.changed',
    actorUserId: null,
    subjectUserId: confirmed.userId,
    entityType: 'emailChange',
    entityId: confirmed.id,
    requestId: ctx.requestId,
    details: { sessionsEnded: ended.length },
  });
  const done = { ...progress, change: { ...confirmed, completedAt: new Date() } };
  return { result: { ...statusOf(done, oldEmail), ...said('server.account.emailChangeCompleted') }, ended };
}

/** Cancels a change from the current address's link (the new address's link cannot cancel it). */
export async function cancelEmailChangeByLink(ctx: PublicContext, token: string): Promise<EmailChangeResult> {
  const found = await changeOfLink(ctx, token);
  if (found.side !== 'old') throw new AppError('ACCESS_DENIED');
  const state = statusOf(found, found.currentEmail).state;
  if (state === 'completed' || !(await cancelEmailChange(ctx.db, found.change.id)))
    throw new AppError('CONFLICT', { messageKey: 'server.account.emailChangeInvalid' });
  await auditCancel(ctx, found.change, null);
  const w = await mailWords(ctx, (await findUserById(ctx.db, found.change.userId))?.locale);
  await sendMail(ctx, {
    to: found.currentEmail,
    subject: w.say('emailChange.cancelled.subject'),
    text: [
      w.say('emailChange.cancelled.cancelled', { to: found.change.newEmail }),
      w.say('emailChange.cancelled.keep', { email: found.currentEmail }),
    ].join('\n'),
  });
  const cancelled = { ...found, change: { ...found.change, cancelledAt: new Date() } };
  return { ...statusOf(cancelled, found.currentEmail), ...said('server.account.emailChangeCancelled') };
}
