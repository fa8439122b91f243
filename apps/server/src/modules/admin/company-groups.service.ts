import type {
  CompanyGroup,
  CreateCompanyGroup,
  UpdateCompanyGroup,
} from '@connect/contracts/admin/company-groups.schemas';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import type { Database } from '../../db/client';
import { forgetCachedUser } from '../auth/live-session.service';
import { recordAdminAction } from '../audit/audit.service';
import {
  countUsers,
  findCompanyIdsByCodes,
  findGroups,
  insertGroup,
  renameGroup,
  setGroupCompanies,
  setGroupUsers,
} from './company-groups.repository';

/**
 * Company groups (issue #17, decision 085): the admin creates a group, renames it, sets its companies and its users
 * (a group user works for every company of the group). Every change is one transaction with its audit rows.
 */

export async function listGroups(ctx: SignedInContext): Promise<{ items: CompanyGroup[] }> {
  return { items: await findGroups(ctx.db) };
}

async function groupById(db: Database, groupId: string): Promise<CompanyGroup> {
  const [group] = await findGroups(db, groupId);
  if (!group) throw new AppError('NOT_FOUND');
  return group;
}

/** The companies by code; an unknown code is a field error naming it. */
async function companyIds(db: Database, codes: string[]): Promise<string[]> {
  const unique = [...new Map(codes.map((c) => [c.toLowerCase(), c])).values()];
  const found = await findCompanyIdsByCodes(db, unique);
  const known = new Set(found.map((f) => f.code.toLowerCase()));
  const problems = unique.flatMap((code, i) =>
    known.has(code.toLowerCase())
      ? []
      : [fieldIssue(`body.companyCodes.${i}`, 'server.adminUsers.unknownCompany', { company: code })],
  );
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { details: { fields: problems } });
  return found.map((f) => f.id);
}

export async function createGroup(ctx: SignedInContext, input: CreateCompanyGroup) {
  const group = await ctx.db.transaction(async (tx) => {
    const ids = await companyIds(tx, input.companyCodes);
    const groupId = await insertGroup(tx, { code: input.code, name: input.name });
    if (!groupId)
      throw new AppError('CONFLICT', {
        details: { fields: [fieldIssue('body.code', 'server.adminUsers.groupCodeTaken', { code: input.code })] },
      });
    await setGroupCompanies(tx, groupId, ids);
    await recordAdminAction(
      ctx,
      {
        action: 'admin.companyGroup.create',
        entityType: 'companyGroup',
        entityId: groupId,
        details: { code: input.code, name: input.name, companies: input.companyCodes },
      },
      tx,
    );
    return groupById(tx, groupId);
  });
  return { group, ...said('server.adminUsers.groupCreated') };
}

export async function updateGroup(ctx: SignedInContext, groupId: string, input: UpdateCompanyGroup) {
  const { group, members } = await ctx.db.transaction(async (tx) => {
    const before = await groupById(tx, groupId);
    const ids = await companyIds(tx, input.companyCodes);
    await renameGroup(tx, groupId, input.name);
    const changed = await setGroupCompanies(tx, groupId, ids);
    const after = await groupById(tx, groupId);
    const codes = (list: CompanyGroup['companies']) => list.map((c) => c.companyCode);
    await recordAdminAction(
      ctx,
      {
        action: 'admin.companyGroup.update',
        entityType: 'companyGroup',
        entityId: groupId,
        details: {
          name: before.name === input.name ? undefined : { from: before.name, to: input.name },
          added: codes(after.companies).filter((c) => !codes(before.companies).includes(c)),
          removed: codes(before.companies).filter((c) => !codes(after.companies).includes(c)),
          changed: changed.added.length + changed.removed.length,
        },
      },
      tx,
    );
    return { group: after, members: after.users.map((u) => u.userId) };
  });
  // Group users' companies come from the group: their cached sessions learn the new list.
  for (const userId of members) forgetCachedUser(ctx, userId);
  return { group, ...said('server.adminUsers.groupSaved') };
}

export async function setUsersOfGroup(ctx: SignedInContext, groupId: string, userIds: string[]) {
  const unique = [...new Set(userIds)];
  const { group, joined, left } = await ctx.db.transaction(async (tx) => {
    await groupById(tx, groupId);
    if ((await countUsers(tx, unique)) !== unique.length)
      throw new AppError('NOT_FOUND', { messageKey: 'errors.noUserFound' });
    const change = await setGroupUsers(tx, groupId, unique);
    for (const userId of change.joined)
      await recordAdminAction(
        ctx,
        {
          action: 'admin.companyGroup.userAdded',
          subjectUserId: userId,
          entityType: 'companyGroup',
          entityId: groupId,
        },
        tx,
      );
    for (const userId of change.left)
      await recordAdminAction(
        ctx,
        {
          action: 'admin.companyGroup.userRemoved',
          subjectUserId: userId,
          entityType: 'companyGroup',
          entityId: groupId,
        },
        tx,
      );
    return { group: await groupById(tx, groupId), ...change };
  });
  for (const userId of [...joined, ...left]) forgetCachedUser(ctx, userId);
  return { group, ...said('server.adminUsers.groupSaved') };
}
