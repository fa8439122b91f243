import type { InviteInfo } from '@connect/contracts/auth/auth.schemas';
import { messages } from '@connect/contracts/errors/messages';
import { AppError, said } from '../../errors/app-error';
import type { SignedInContext, ServiceContext } from '../../context';
import { sendMail } from '../mail/mail.service';
import { mailWords } from '../mail/mail-words';
import {
  acceptInvite as acceptInviteRow,
  findPendingInvite,
  clearFailures,
  findCompanyByCode,
  findInvite,
  findPasswordReset,
  findUserByEmail,
  findUserById,
  insertAudit,
  insertInvite,
  insertPasswordReset,
  revokeUserSessions,
  spendPasswordReset,
  updateUser,
} from './auth.repository';
import { forgetCachedUser } from './live-session.service';
import { assertAcceptablePassword, hashPassword } from './passwords.service';
import { createSecureToken, hashToken } from './secure-token';
import {
  assertPasswordAllowedForEmail,
  assertPasswordResetAllowed,
  isPasswordRefusedFor,
  singleSignOnForInvite,
} from '../sso/sso-policy.service';

export const passwordResetMinutes = 60;
export const inviteDays = 7;

type LinkCtx = Pick<ServiceContext, 'db' | 'config' | 'mailer' | 'requestId' | 'sessionCache'>;

function link(ctx: LinkCtx, path: string, token: string): string {
  return `${ctx.config.publicUrl.replace(/\/$/, '')}${path}?token=${token}`;
}

/** Sends a single-use reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(ctx: LinkCtx, email: string): Promise<{ message: string }> {
  const user = await findUserByEmail(ctx.db, email);
  // No link for an account whose company requires its single sign-on (decision 093); the answer is the same.
  if (user && user.status === 'active' && !(await isPasswordRefusedFor(ctx, user))) await sendResetMail(ctx, user);
  return said('errors.passwordResetSent');
}

async function sendResetMail(
  ctx: LinkCtx,
  user: { id: string; email: string; displayName: string; locale: string },
): Promise<void> {
  const { token, hash } = createSecureToken();
  await insertPasswordReset(ctx.db, {
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + passwordResetMinutes * 60_000),
  });
  const url = link(ctx, '/u/reset-password', token);
  // In the user's My Profile language, whoever asked for it (the user or an admin).
  const w = await mailWords(ctx, user.locale);
  await sendMail(ctx, {
    to: user.email,
    subject: w.say('passwordReset.subject'),
    text: [
      w.say('greeting', { name: user.displayName }),
      '',
      w.say('passwordReset.asked', { minutes: passwordResetMinutes }),
      '',
      url,
      '',
      w.say('passwordReset.ignore'),
    ].join('\n'),
  });
  await insertAudit(ctx.db, {
    action: 'auth.password.resetRequested',
    actorUserId: null,
    subjectUserId: user.id,
    requestId: ctx.requestId,
  });
}

/** An admin sends a reset e-mail to a user. */
export async function sendPasswordResetFor(ctx: SignedInContext, userId: string): Promise<{ message: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', { messageKey: 'errors.noUserFound' });
  await assertPasswordResetAllowed(ctx, user);
  await sendResetMail(ctx, user);
  return said('errors.passwordResetSent');
}

export async function confirmPasswordReset(
  ctx: LinkCtx,
  input: { token: string; password: string },
): Promise<{ message: string }> {
  const reset = await findPasswordReset(ctx.db, hashToken(input.token));
  if (!reset || reset.usedAt) throw new AppError('NOT_FOUND', { messageKey: 'server.auth.resetInvalid' });
  if (reset.expiresAt.getTime() <= Date.now())
    throw new AppError('LINK_EXPIRED', { messageKey: 'server.auth.resetExpired' });
  const user = await findUserById(ctx.db, reset.userId);
  if (!user || user.status === 'disabled') throw new AppError('NOT_FOUND', { messageKey: 'server.auth.resetInvalid' });
  await assertPasswordResetAllowed(ctx, user);
  assertAcceptablePassword(input.password, user.email);
  const passwordHash = await hashPassword(input.password);
  if (!(await spendPasswordReset(ctx.db, reset.id)))
    throw new AppError('NOT_FOUND', { messageKey: 'server.auth.resetInvalid' });
  await updateUser(ctx.db, user.id, { passwordHash, status: 'active' });
  await revokeUserSessions(ctx.db, user.id, 'password-reset');
  forgetCachedUser(ctx, user.id);
  await clearFailures(ctx.db, user.email.toLowerCase());
  await insertAudit(ctx.db, {
    action: 'auth.password.reset',
    actorUserId: user.id,
    subjectUserId: null,
    requestId: ctx.requestId,
  });
  return said('server.auth.passwordSet');
}

/**
 * The invitation e-mail (an admin's invitation and Invite Colleagues): who invites, to which company, the
 * inviter's own words when given, and the link to /u/invite. Its language (decision 098): the profile language of
 * the portal user who already has the invited address (any case); for a new address, whose language is not known
 * yet, the language the invitation is sent in, `inviterLocale` (the inviter's My Profile language), else the default
 * language.
 */
export async function sendInviteMail(
  ctx: LinkCtx,
  input: {
    to: string;
    inviterName: string;
    inviterLocale: string | undefined;
    companyName: string;
    token: string;
    message?: string;
  },
): Promise<void> {
  const note = input.message?.trim();
  const invited = await findUserByEmail(ctx.db, input.to);
  const w = await mailWords(ctx, invited?.locale ?? input.inviterLocale);
  const names = { inviter: input.inviterName, company: input.companyName };
  await sendMail(ctx, {
    to: input.to,
    subject: w.say('invite.subject', names),
    text: [
      w.say('invite.greeting'),
      '',
      w.say('invite.invited', names),
      ...(note ? ['', w.say('invite.wrote', names), note] : []),
      '',
      w.say('invite.accept', { days: inviteDays }),
      '',
      link(ctx, '/u/invite', input.token),
    ].join('\n'),
  });
}

/** An admin invites someone to a company with permissions; the e-mail links to /u/invite. */
export async function createInvite(
  ctx: SignedInContext,
  input: { email: string; companyCode: string; permissions: string[] },
): Promise<{ inviteId: string; expiresAt: number }> {
  const company = await findCompanyByCode(ctx.db, input.companyCode);
  if (!company)
    throw new AppError('NOT_FOUND', {
      details: { fields: [{ path: 'body.companyCode', message: messages.recordNotFound }] },
    });
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing?.status === 'disabled') {
    throw new AppError('CONFLICT', { messageKey: 'server.admin.enableBeforeInvite' });
  }
  const { token, hash } = createSecureToken();
  const expiresAt = new Date(Date.now() + inviteDays * 24 * 60 * 60_000);
  const invite = await insertInvite(ctx.db, {
    email: input.email,
    companyId: company.id,
    permissions: [...new Set(input.permissions)],
    tokenHash: hash,
    invitedByUserId: ctx.auth.actor.userId,
    expiresAt,
  });
  await sendInviteMail(ctx, {
    to: input.email,
    inviterName: ctx.auth.actor.displayName,
    inviterLocale: ctx.auth.user.locale,
    companyName: company.name,
    token,
  });
  await insertAudit(ctx.db, {
    action: 'admin.invite',
    actorUserId: ctx.auth.actor.userId,
    subjectUserId: existing?.id ?? null,
    companyId: company.id,
    entityType: 'invite',
    entityId: invite.id,
    requestId: ctx.requestId,
  });
  return { inviteId: invite.id, expiresAt: expiresAt.getTime() };
}

async function usableInvite(ctx: LinkCtx, token: string) {
  const invite = await findInvite(ctx.db, hashToken(token));
  if (!invite) throw new AppError('NOT_FOUND', { messageKey: 'server.auth.inviteInvalid' });
  if (invite.usedAt) throw new AppError('CONFLICT', { messageKey: 'server.auth.inviteUsed' });
  if (invite.expiresAt.getTime() <= Date.now())
    throw new AppError('LINK_EXPIRED', { messageKey: 'server.auth.inviteExpired' });
  return invite;
}

export async function getInvite(ctx: LinkCtx, token: string): Promise<InviteInfo> {
  const invite = await usableInvite(ctx, token);
  return {
    email: invite.email,
    companyName: invite.companyName,
    invitedBy: invite.invitedBy ?? 'Connect',
    expiresAt: invite.expiresAt.getTime(),
    singleSignOn: await singleSignOnForInvite(ctx, invite),
  };
}

export async function acceptInvite(
  ctx: LinkCtx,
  input: { token: string; displayName: string; password: string },
): Promise<{ message: string }> {
  const invite = await usableInvite(ctx, input.token);
  // A company that signs in only through its own sign-on: no password that every sign-in would refuse.
  if (await singleSignOnForInvite(ctx, invite))
    throw new AppError('ACCESS_DENIED', {
      messageKey: 'server.sso.inviteBySso',
      params: { company: invite.companyName },
    });
  await assertPasswordAllowedForEmail(ctx, invite.email);
  assertAcceptablePassword(input.password, invite.email);
  const result = await acceptInviteRow(ctx.db, invite, {
    displayName: input.displayName,
    passwordHash: await hashPassword(input.password),
  });
  if (result === 'used') throw new AppError('CONFLICT', { messageKey: 'server.auth.inviteUsed' });
  // An existing user may have gained a company.
  forgetCachedUser(ctx, result.userId);
  await insertAudit(ctx.db, {
    action: 'auth.invite.accepted',
    actorUserId: null,
    subjectUserId: null,
    entityType: 'invite',
    entityId: invite.id,
    requestId: ctx.requestId,
  });
  return said('server.auth.passwordSet');
}

/** The e-mail's pending invitation to the company, which its first single sign-on accepts (decision 093). */
export function pendingInviteFor(ctx: Pick<ServiceContext, 'db'>, email: string, companyId: string) {
  return findPendingInvite(ctx.db, email, companyId);
}

/**
 * Accepts an invitation through the company's single sign-on: no password (an existing user keeps theirs and their
 * name), the invitation's permissions; the user's cached session forgets their companies. Undefined when the
 * invitation was spent meanwhile.
 */
export async function acceptInviteBySso(
  ctx: Pick<ServiceContext, 'db' | 'sessionCache'>,
  invite: { id: string; email: string; companyId: string; permissions: string[] },
  displayName: string,
): Promise<string | undefined> {
  const accepted = await acceptInviteRow(ctx.db, invite, { displayName, passwordHash: null });
  if (accepted === 'used') return undefined;
  forgetCachedUser(ctx, accepted.userId);
  return accepted.userId;
}
