import type {
  AdminInvitation,
  AdminInvitationActionResponse,
  AdminInvitationsQuery,
  AdminInvitationsResponse,
} from '@connect/contracts/admin/admin-invitations.schemas';
import { AppError, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { recordAdminAction } from '../audit/audit.service';
import { inviteDays, sendInviteMail } from '../auth/account-links.service';
import { createSecureToken } from '../auth/secure-token';
import {
  closeOpenInvitation,
  findInvitationOfAnyCompany,
  findInvitationsOfEveryCompany,
  giveOpenInvitationNewToken,
  type InvitationRow,
} from '../auth/invitations.service';
import { findUserIdByEmail } from './admin-invitations.repository';

/**
 * Invitations on /u/admin (issue #17): the admin sees every company's invitations with their state and expiry,
 * sends one again (a new token and expiry: the earlier link stops working; the mail goes through the outbox) or
 * revokes one (its token is replaced by one nobody holds, so the link answers as not valid). Both are idempotent:
 * a second revoke answers as the first, and a send repeated within `repeatWindowMs` (a double click, a retry)
 * answers with the invitation as sent, without another mail. Every change is audited on the invitation, so the
 * history of the invited user shows it.
 */

export const repeatWindowMs = 10_000;
const lifetimeMs = inviteDays * 24 * 60 * 60_000;

function stateOf(row: InvitationRow, now: number): AdminInvitation['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.usedAt) return 'accepted';
  return row.expiresAt.getTime() <= now ? 'expired' : 'pending';
}

function toInvitation(row: InvitationRow, now: number = Date.now()): AdminInvitation {
  return {
    id: row.id,
    email: row.email,
    companyCode: row.companyCode,
    companyName: row.companyName,
    permissions: row.permissions,
    state: stateOf(row, now),
    invitedBy: row.invitedBy ?? '',
    message: row.message,
    sendCount: row.sendCount,
    createdAt: row.createdAt.getTime(),
    lastSentAt: row.lastSentAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  };
}

export async function listAdminInvitations(
  ctx: SignedInContext,
  query: AdminInvitationsQuery,
): Promise<AdminInvitationsResponse> {
  const rows = await findInvitationsOfEveryCompany(ctx.db, {
    openOnly: query.show === 'open',
    search: query.search || undefined,
    companyCode: query.companyCode || undefined,
  });
  const now = Date.now();
  return { items: rows.map((row) => toInvitation(row, now)) };
}

async function invitationOrNotFound(ctx: SignedInContext, id: string): Promise<InvitationRow> {
  const row = await findInvitationOfAnyCompany(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function audit(ctx: SignedInContext, row: InvitationRow, action: string, details: Record<string, unknown>) {
  await recordAdminAction(ctx, {
    action,
    subjectUserId: (await findUserIdByEmail(ctx.db, row.email)) ?? null,
    companyId: row.companyId,
    entityType: 'invite',
    entityId: row.id,
    details: { email: row.email, companyCode: row.companyCode, ...details },
  });
}

/** Sends an open (pending or expired) invitation again with a new link and a new expiry. */
export async function resendAdminInvitation(ctx: SignedInContext, id: string): Promise<AdminInvitationActionResponse> {
  const row = await invitationOrNotFound(ctx, id);
  if (row.usedAt) throw new AppError('CONFLICT', { messageKey: 'server.adminUsers.invitationClosed' });
  if (row.revokedAt)
    throw new AppError('CONFLICT', {
      messageKey: 'server.adminUsers.invitationWasRevoked',
      params: { email: row.email },
    });
  const now = new Date();
  const answer = async () => ({
    ...said('server.adminUsers.invitationResent', { email: row.email }),
    invitation: toInvitation((await findInvitationOfAnyCompany(ctx.db, id)) ?? row),
  });
  // A repeat of a send that just happened (this admin's or another's) is answered as that send.
  if (row.sendCount > 1 && now.getTime() - row.lastSentAt.getTime() < repeatWindowMs) return answer();
  const { token, hash } = createSecureToken();
  const reissued = await giveOpenInvitationNewToken(
    ctx.db,
    { id: row.id, sendCount: row.sendCount },
    { tokenHash: hash, expiresAt: new Date(now.getTime() + lifetimeMs), lastSentAt: now },
  );
  if (!reissued) {
    // Revoked, accepted or sent by a request that ran at the same time: answer as it stands now.
    const current = await invitationOrNotFound(ctx, id);
    if (current.usedAt) throw new AppError('CONFLICT', { messageKey: 'server.adminUsers.invitationClosed' });
    if (current.revokedAt)
      throw new AppError('CONFLICT', {
        messageKey: 'server.adminUsers.invitationWasRevoked',
        params: { email: row.email },
      });
    return answer();
  }
  await sendInviteMail(ctx, {
    to: row.email,
    inviterName: ctx.auth.actor.displayName,
    inviterLocale: ctx.auth.user.locale,
    companyName: row.companyName,
    token,
    message: row.message,
  });
  await audit(ctx, row, 'admin.invite.resent', { sendCount: row.sendCount + 1 });
  return answer();
}

/** Revokes an invitation that was not accepted: its link stops working at once. Revoking it again changes nothing. */
export async function revokeAdminInvitation(ctx: SignedInContext, id: string): Promise<AdminInvitationActionResponse> {
  const row = await invitationOrNotFound(ctx, id);
  if (row.usedAt) throw new AppError('CONFLICT', { messageKey: 'server.adminUsers.invitationClosed' });
  if (!row.revokedAt && (await closeOpenInvitation(ctx.db, row.id))) await audit(ctx, row, 'admin.invite.revoked', {});
  const current = await invitationOrNotFound(ctx, id);
  if (current.usedAt) throw new AppError('CONFLICT', { messageKey: 'server.adminUsers.invitationClosed' });
  return { ...said('server.adminUsers.invitationRevoked'), invitation: toInvitation(current) };
}
