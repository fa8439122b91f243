import type { SetUserPermissions, UserPermissionsResponse } from '@connect/contracts/admin/user-permissions.schemas';
import { permissionKeys } from '@connect/domain/reference/enumerations';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { recordAdminAction } from '../audit/audit.service';
import { forgetCachedUser } from '../auth/live-session.service';
import { findMembershipsOfUser, findUserForPermissions, setMembershipPermissions } from './user-permissions.repository';

/** The spec's order of the permission keys, so a saved list reads the same whatever order the checklist sent. */
const keyOrder = new Map<string, number>(permissionKeys.map((key, i) => [key, i]));
const inSpecOrder = (keys: readonly string[]) =>
  [...new Set(keys)].sort((a, b) => (keyOrder.get(a) ?? 99) - (keyOrder.get(b) ?? 99));

/**
 * An admin sets a user's permissions in some of the user's companies (issue #17). Companies not named keep theirs;
 * a company the user does not belong to is a 404 like an unknown one. Each company whose permissions change is
 * one audit entry (before, after), in the same transaction; the session cache forgets the user, so their next
 * request already runs with the new permissions (decision 015).
 */
/** One checklist per company: a company named twice would apply one list and audit two (the last one winning). */
function refuseCompanyNamedTwice(input: SetUserPermissions): void {
  const seen = new Set<string>();
  const problems = input.companies.flatMap((c, i) => {
    const code = c.companyCode.toLowerCase();
    if (!seen.has(code)) {
      seen.add(code);
      return [];
    }
    return [
      fieldIssue(`body.companies.${i}.companyCode`, 'server.adminUsers.companyTwice', { company: c.companyCode }),
    ];
  });
  const first = problems[0];
  if (first)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.adminUsers.companyTwice',
      params: first.params,
      details: { fields: problems },
    });
}

export async function setUserPermissions(
  ctx: SignedInContext,
  userId: string,
  input: SetUserPermissions,
): Promise<UserPermissionsResponse> {
  const user = await findUserForPermissions(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', { messageKey: 'errors.noUserFound' });
  refuseCompanyNamedTwice(input);
  const companies = await ctx.db.transaction(async (tx) => {
    const current = await findMembershipsOfUser(tx, userId);
    const byCode = new Map(current.map((m) => [m.companyCode.toLowerCase(), m]));
    const problems = input.companies.flatMap((c, i) =>
      byCode.has(c.companyCode.toLowerCase())
        ? []
        : [
            fieldIssue(`body.companies.${i}.companyCode`, 'server.adminUsers.notAMember', {
              name: user.displayName || user.email,
              company: c.companyCode,
            }),
          ],
    );
    const first = problems[0];
    if (first)
      throw new AppError('NOT_FOUND', {
        messageKey: 'server.adminUsers.notAMember',
        params: first.params,
        details: { fields: problems },
      });
    for (const change of input.companies) {
      const membership = byCode.get(change.companyCode.toLowerCase());
      if (!membership) continue;
      const before = inSpecOrder(membership.permissions);
      const after = inSpecOrder(change.permissions);
      if (before.join(',') === after.join(',')) continue;
      await setMembershipPermissions(tx, { userId, companyId: membership.companyId }, after);
      membership.permissions = after;
      await recordAdminAction(
        ctx,
        {
          action: 'admin.user.permissions',
          subjectUserId: userId,
          companyId: membership.companyId,
          details: {
            companyCode: membership.companyCode,
            before,
            after,
            added: after.filter((p) => !before.includes(p)),
            removed: before.filter((p) => !after.includes(p)),
          },
        },
        tx,
      );
    }
    return current;
  });
  forgetCachedUser(ctx, userId);
  return {
    ...said('server.adminUsers.permissionsSaved'),
    companies: companies.map((c) => ({ companyCode: c.companyCode, name: c.name, permissions: c.permissions })),
  };
}
