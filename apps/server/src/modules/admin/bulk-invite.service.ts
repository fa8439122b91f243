import type {
  BulkInviteCommitResponse,
  BulkInviteDryRunResponse,
  BulkInviteProblem,
  BulkInviteRow,
} from '@connect/contracts/admin/admin-bulk-invite.schemas';
import { emailSchema } from '@connect/contracts/auth/auth.schemas';
import type { MessageKey, MessageParams } from '@connect/contracts/messages/message-keys';
import { permissionKeys } from '@connect/domain/reference/enumerations';
import { fieldIssue, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import type { Database } from '../../db/client';
import { inviteDays, sendInviteMail } from '../auth/account-links.service';
import { createSecureToken } from '../auth/secure-token';
import { recordAdminAction } from '../audit/audit.service';
import { readBulkInviteCsv, type BulkInviteLine } from './bulk-invite.csv';
import {
  findCompaniesByCodes,
  findPendingInvitePairs,
  findUserEmails,
  insertBulkInvites,
  lockBulkInvites,
} from './bulk-invite.repository';

/**
 * Bulk invitations from a CSV file (issue #17, decision 084): the dry run checks every row and writes nothing;
 * the commit checks the file again inside one transaction (serialized by an advisory lock), invites the rows
 * without a problem and audits each invitation. A row already invited is a problem on the next run, so sending
 * the same file twice invites nobody twice.
 */

type Company = { id: string; code: string; name: string };
type CheckedRow = BulkInviteRow & { company: Company | undefined };

const known = new Set<string>(permissionKeys);

function problem(field: BulkInviteProblem['field'], key: MessageKey, values?: MessageParams): BulkInviteProblem {
  const { message, messageKey, params } = fieldIssue(field, key, values);
  return { field, message, messageKey, ...(params ? { params } : {}) };
}

async function checkRows(db: Database, lines: BulkInviteLine[], now: Date): Promise<CheckedRow[]> {
  const emails = [...new Set(lines.map((l) => l.email.toLowerCase()).filter((e) => e !== ''))];
  const codes = [...new Set(lines.map((l) => l.company.toLowerCase()).filter((c) => c !== ''))];
  const [companyRows, userEmails, pending] = await Promise.all([
    findCompaniesByCodes(db, codes),
    findUserEmails(db, emails),
    findPendingInvitePairs(db, emails, now),
  ]);
  const companies = new Map(companyRows.map((c) => [c.code.toLowerCase(), c]));
  const users = new Set(userEmails);
  const seen = new Set<string>();
  return lines.map((line) => {
    const problems: BulkInviteProblem[] = [];
    const key = line.email.toLowerCase();
    if (!emailSchema.safeParse(line.email).success) problems.push(problem('email', 'errors.pleaseEnterValidEmail'));
    else if (seen.has(key)) problems.push(problem('email', 'errors.emailAlreadyInList'));
    else if (users.has(key)) problems.push(problem('email', 'server.adminUsers.alreadyUser', { email: line.email }));
    if (key !== '') seen.add(key);
    const company = companies.get(line.company.toLowerCase());
    if (line.company === '') problems.push(problem('company', 'errors.addOneCompany'));
    else if (!company)
      problems.push(problem('company', 'server.adminUsers.unknownCompany', { company: line.company.slice(0, 40) }));
    else if (pending.has(`${key}|${company.id}`) && problems.length === 0)
      problems.push(problem('email', 'server.adminUsers.alreadyInvited', { email: line.email, company: company.code }));
    const unknown = line.permissions.find((p) => !known.has(p));
    if (line.permissions.length === 0) problems.push(problem('permissions', 'server.adminUsers.noPermissions'));
    else if (unknown !== undefined)
      problems.push(
        problem('permissions', 'server.adminUsers.unknownPermission', { permission: unknown.slice(0, 40) }),
      );
    return {
      row: line.row,
      email: line.email,
      companyCode: company?.code ?? line.company,
      permissions: [...new Set(line.permissions)],
      problems,
      company,
    };
  });
}

const answer = (rows: CheckedRow[]): BulkInviteDryRunResponse => ({
  rowCount: rows.length,
  validCount: rows.filter((r) => r.problems.length === 0).length,
  rows: rows.map(({ company: _company, ...row }) => row),
});

export async function dryRunBulkInvite(ctx: SignedInContext, bytes: Uint8Array): Promise<BulkInviteDryRunResponse> {
  return answer(await checkRows(ctx.db, readBulkInviteCsv(bytes), new Date()));
}

export async function commitBulkInvite(ctx: SignedInContext, bytes: Uint8Array): Promise<BulkInviteCommitResponse> {
  const lines = readBulkInviteCsv(bytes);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + inviteDays * 24 * 60 * 60_000);
  const { rows, sent } = await ctx.db.transaction(async (tx) => {
    await lockBulkInvites(tx);
    const checked = await checkRows(tx, lines, now);
    const valid = checked.filter((r) => r.problems.length === 0 && r.company);
    const tokens = valid.map(() => createSecureToken());
    const created = await insertBulkInvites(
      tx,
      valid.map((r, i) => ({
        email: r.email,
        companyId: r.company?.id ?? '',
        permissions: r.permissions,
        tokenHash: tokens[i]?.hash ?? '',
        invitedByUserId: ctx.auth.actor.userId,
        expiresAt,
      })),
    );
    const invitations = created.map((c, i) => ({ ...c, row: valid[i], token: tokens[i]?.token ?? '' }));
    for (const inv of invitations)
      await recordAdminAction(
        ctx,
        {
          action: 'admin.invite',
          companyId: inv.row?.company?.id ?? null,
          entityType: 'invite',
          entityId: inv.id,
          details: { email: inv.email, permissions: inv.row?.permissions ?? [], bulk: true, row: inv.row?.row ?? 0 },
        },
        tx,
      );
    await recordAdminAction(
      ctx,
      { action: 'admin.invite.bulk', details: { rowCount: checked.length, invited: invitations.length } },
      tx,
    );
    return { rows: checked, sent: invitations };
  });
  // The mail goes once the invitations are stored; a row's invitation exists even if its mail fails to send.
  for (const inv of sent)
    await sendInviteMail(ctx, {
      to: inv.email,
      inviterName: ctx.auth.actor.displayName,
      inviterLocale: ctx.auth.user.locale,
      companyName: inv.row?.company?.name ?? '',
      token: inv.token,
    });
  // The answer shows the rows as the commit found them: an invited row has no problem.
  return {
    ...answer(rows),
    invited: sent.map((s) => ({ row: s.row?.row ?? 0, inviteId: s.id, email: s.email })),
    ...(sent.length > 0
      ? said('server.adminUsers.invitesSent', { count: sent.length })
      : said('server.adminUsers.nothingToInvite')),
  };
}
