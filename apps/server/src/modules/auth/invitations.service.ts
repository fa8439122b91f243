import type {
  Invitation,
  InvitationsResponse,
  SendInvitationsResponse,
} from '@connect/contracts/account/account.schemas';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import type { CompanyMembership, SignedInContext } from '../../context';
import type { Database } from '../../db/client';
import { inviteDays, sendInviteMail } from './account-links.service';
import { insertAudit } from './auth.repository';
import {
  findExistingAccountEmails,
  findInvitationInCompanies,
  findInvitationsOfCompany,
  findPendingInvitationEmails,
  insertInvitations,
  reissueInvitation,
  revokeInvitation,
  type InvitationRow,
} from './invitations.repository';
import { createSecureToken } from './secure-token';

/**
 * Invite Colleagues (issue #16, decision 036): a user invites colleagues to one of their own companies (the
 * selected one unless a company-group user names another), with at most their own permissions for it. The
 * invitation is the admin's kind (table invites): the same e-mail and the same acceptance (account-links).
 * Re-sending gives a new token (the old link dies), at most `maxSends` times and not within a minute.
 */

export const maxSends = 5;
export const resendIntervalMs = 60_000;

const inviteLifetimeMs = inviteDays * 24 * 60 * 60_000;

function stateOf(row: InvitationRow, now: number): Invitation['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.usedAt) return 'accepted';
  return row.expiresAt.getTime() <= now ? 'expired' : 'pending';
}

function toInvitation(row: InvitationRow, now: number): Invitation {
  return {
    id: row.id,
    email: row.email,
    companyCode: row.companyCode,
    state: stateOf(row, now),
    invitedBy: row.invitedBy ?? '',
    message: row.message,
    sendCount: row.sendCount,
    createdAt: row.createdAt.getTime(),
    lastSentAt: row.lastSentAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  };
}

/** The caller's company by code (the selected one when absent); another company is a 404 like a missing one. */
function callerCompany(ctx: SignedInContext, companyCode: string | undefined, path: string): CompanyMembership {
  const code = companyCode ?? ctx.auth.selectedCompany?.code;
  const company = code ? ctx.auth.companies.find((c) => c.code.toLowerCase() === code.toLowerCase()) : undefined;
  if (!company) {
    if (!code) throw new AppError('COMPANY_MISSING');
    throw new AppError('NOT_FOUND', { details: { fields: [fieldIssue(path, 'errors.recordNotFound')] } });
  }
  return company;
}

export async function listInvitations(
  ctx: SignedInContext,
  query: { companyCode?: string | undefined },
): Promise<InvitationsResponse> {
  const company = callerCompany(ctx, query.companyCode, 'querystring.companyCode');
  const rows = await findInvitationsOfCompany(ctx.db, company.id);
  const now = Date.now();
  return {
    companyCode: company.code,
    companies: ctx.auth.companies.map((c) => ({ code: c.code, name: c.name })),
    items: rows.map((row) => toInvitation(row, now)),
  };
}

export async function sendInvitations(
  ctx: SignedInContext,
  input: { emails: string[]; message: string; companyCode?: string | undefined; permissions?: string[] | undefined },
): Promise<SendInvitationsResponse> {
  const company = callerCompany(ctx, input.companyCode, 'body.companyCode');
  const own = new Set(company.permissions);
  const permissions = [...new Set(input.permissions ?? company.permissions)];
  if (permissions.some((p) => !own.has(p)))
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.account.permissionsBeyondOwn' });

  // One invitation per address (case-insensitive), in the order given.
  const emails = [...new Map(input.emails.map((e) => [e.toLowerCase(), e])).values()];
  const keys = emails.map((e) => e.toLowerCase());
  const now = new Date();
  const withAccount = new Set(await findExistingAccountEmails(ctx.db, keys));
  const invited = new Set(await findPendingInvitationEmails(ctx.db, { companyId: company.id, emails: keys, now }));
  const problems = emails.flatMap((email, i) => {
    const key = email.toLowerCase();
    if (withAccount.has(key)) return [fieldIssue(`body.emails.${i}`, 'server.account.alreadyHasAccount', { email })];
    if (invited.has(key)) return [fieldIssue(`body.emails.${i}`, 'server.account.alreadyInvited', { email })];
    return [];
  });
  const first = problems[0];
  if (first)
    throw new AppError('CONFLICT', {
      messageKey: first.messageKey as 'server.account.alreadyHasAccount',
      params: first.params,
      details: { fields: problems },
    });

  const expiresAt = new Date(now.getTime() + inviteLifetimeMs);
  const tokens = emails.map(() => createSecureToken());
  const created = await insertInvitations(
    ctx.db,
    emails.map((email, i) => ({
      email,
      companyId: company.id,
      permissions,
      tokenHash: tokens[i]?.hash ?? '',
      invitedByUserId: ctx.auth.user.userId,
      expiresAt,
      message: input.message,
    })),
  );
  for (const [i, row] of created.entries()) {
    await sendInviteMail(ctx, {
      to: row.email,
      inviterName: ctx.auth.user.displayName,
      inviterLocale: ctx.auth.user.locale,
      companyName: company.name,
      token: tokens[i]?.token ?? '',
      message: input.message,
    });
    await insertAudit(ctx.db, {
      action: 'account.invite.sent',
      actorUserId: ctx.auth.actor.userId,
      subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
      companyId: company.id,
      entityType: 'invite',
      entityId: row.id,
      requestId: ctx.requestId,
    });
  }
  const rows = await findInvitationsOfCompany(ctx.db, company.id);
  const ids = new Set(created.map((c) => c.id));
  return {
    ...said('server.account.invitesSent', { count: created.length }),
    items: rows.filter((row) => ids.has(row.id)).map((row) => toInvitation(row, now.getTime())),
  };
}

async function callerInvitation(ctx: SignedInContext, id: string): Promise<InvitationRow> {
  const row = await findInvitationInCompanies(ctx.db, { id, companyIds: ctx.auth.companies.map((c) => c.id) });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Sends a pending invitation again with a new link; the previous link stops working. */
export async function resendInvitation(ctx: SignedInContext, id: string) {
  const row = await callerInvitation(ctx, id);
  const now = new Date();
  if (stateOf(row, now.getTime()) !== 'pending' && stateOf(row, now.getTime()) !== 'expired')
    throw new AppError('CONFLICT', { messageKey: 'server.account.inviteNotPending' });
  if (row.sendCount >= maxSends)
    throw new AppError('RATE_LIMITED', { messageKey: 'server.account.inviteResendLimit', params: { max: maxSends } });
  if (now.getTime() - row.lastSentAt.getTime() < resendIntervalMs)
    throw new AppError('RATE_LIMITED', { messageKey: 'server.account.inviteResendTooSoon' });
  const { token, hash } = createSecureToken();
  const reissued = await reissueInvitation(
    ctx.db,
    { id: row.id, sendCount: row.sendCount },
    { tokenHash: hash, expiresAt: new Date(now.getTime() + inviteLifetimeMs), lastSentAt: now },
  );
  if (!reissued) throw new AppError('RATE_LIMITED', { messageKey: 'server.account.inviteResendTooSoon' });
  await sendInviteMail(ctx, {
    to: row.email,
    inviterName: ctx.auth.user.displayName,
    inviterLocale: ctx.auth.user.locale,
    companyName: row.companyName,
    token,
    message: row.message,
  });
  await insertAudit(ctx.db, {
    action: 'account.invite.resent',
    actorUserId: ctx.auth.actor.userId,
    subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
    companyId: row.companyId,
    entityType: 'invite',
    entityId: row.id,
    requestId: ctx.requestId,
    details: { sendCount: row.sendCount + 1 },
  });
  return said('server.account.inviteResent');
}

/** Revokes a pending (or expired) invitation: its link stops working at once. */
export async function revokeMyInvitation(ctx: SignedInContext, id: string) {
  const row = await callerInvitation(ctx, id);
  if (row.usedAt || row.revokedAt) throw new AppError('CONFLICT', { messageKey: 'server.account.inviteNotPending' });
  if (!(await revokeInvitation(ctx.db, { id: row.id }, createSecureToken().hash)))
    throw new AppError('CONFLICT', { messageKey: 'server.account.inviteNotPending' });
  await insertAudit(ctx.db, {
    action: 'account.invite.revoked',
    actorUserId: ctx.auth.actor.userId,
    subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
    companyId: row.companyId,
    entityType: 'invite',
    entityId: row.id,
    requestId: ctx.requestId,
  });
  return said('server.account.inviteRevoked');
}

/**
 * The link writes both invitation screens share (a user's own invitations here, every company's on /u/admin): a new
 * token, expiry and send for an open invitation unless another request sent it since `sendCount` was read, and
 * closing one with a token nobody holds. Each answers whether this call changed the invitation.
 */
export const giveOpenInvitationNewToken = (
  db: Database,
  where: { id: string; sendCount: number },
  values: { tokenHash: string; expiresAt: Date; lastSentAt: Date },
) => reissueInvitation(db, where, values);

/** The admin's reads (/u/admin, every company): the same rows as a company's invitations. */
export {
  findInvitationOfAnyCompany,
  findInvitationsOfEveryCompany,
  type InvitationRow,
} from './invitations.repository';

export const closeOpenInvitation = (db: Database, id: string) => revokeInvitation(db, { id }, createSecureToken().hash);
