import {
  reportRoleInputSchema,
  type ReportRole,
  type ReportRoleInput,
} from '@connect/contracts/reports/reports.schemas';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import { inScope, managerScope } from './report-manager-scope';
import {
  countMembers,
  countRoleReports,
  deleteRole,
  findRoleByName,
  findRoles,
  saveRole,
} from './report-roles.repository';

/*
 * Report roles and role management (issue #20, decision 095): a role is a company's named set of reports, given
 * to users of that company. Portal admins manage every company's roles; a company's report admin only their
 * companies' (another company's role or company: not found).
 */
const notFound = () => new AppError('NOT_FOUND');

export async function listReportRoles(ctx: SignedInContext): Promise<{ items: ReportRole[] }> {
  return { items: await findRoles(ctx.db, managerScope(ctx)) };
}

async function checkRole(ctx: SignedInContext, body: ReportRoleInput, id: string | null) {
  const scope = managerScope(ctx);
  const input = reportRoleInputSchema.parse(body);
  if (!inScope(scope, input.companyId)) throw notFound();
  if (id !== null && (await findRoles(ctx.db, scope, [id])).length === 0) throw notFound();
  const reportIds = [...new Set(input.reportIds)];
  const userIds = [...new Set(input.userIds)];
  if ((await countRoleReports(ctx.db, scope, input.companyId, reportIds)) !== reportIds.length) throw notFound();
  if ((await countMembers(ctx.db, input.companyId, userIds)) !== userIds.length) throw notFound();
  const same = await findRoleByName(ctx.db, input.companyId, input.name);
  if (same && same.id !== id)
    throw new AppError('CONFLICT', {
      messageKey: 'server.reports.roleNameTaken',
      details: { fields: [fieldIssue('body.name', 'server.reports.roleNameTaken')] },
    });
  return { companyId: input.companyId, name: input.name, reportIds, userIds };
}

export async function createReportRole(ctx: SignedInContext, body: ReportRoleInput) {
  const id = await saveRole(ctx.db, null, await checkRole(ctx, body, null));
  if (!id) throw notFound();
  return { id, ...said('server.reports.roleSaved') };
}

export async function updateReportRole(ctx: SignedInContext, id: string, body: ReportRoleInput) {
  if (!(await saveRole(ctx.db, id, await checkRole(ctx, body, id)))) throw notFound();
  return { id, ...said('server.reports.roleSaved') };
}

export async function removeReportRole(ctx: SignedInContext, id: string) {
  if ((await findRoles(ctx.db, managerScope(ctx), [id])).length === 0) throw notFound();
  if (!(await deleteRole(ctx.db, id))) throw notFound();
  return { id, ...said('server.reports.roleDeleted') };
}
