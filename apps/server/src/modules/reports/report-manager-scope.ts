import type { SignedInContext } from '../../context';
import { AppError } from '../../errors/app-error';

/**
 * Who may manage reports, and over which companies (decision 095): a portal admin manages everything; a customer
 * user manages the companies in which they hold the `reportAdmin` permission key, and nothing else. Anyone else is
 * refused. Every report-management list, id route and write goes through this scope.
 */
export type ManagerScope = { all: true } | { all: false; companyIds: string[] };

export const reportAdminKey = 'reportAdmin';

export function managerScope(ctx: SignedInContext): ManagerScope {
  if (ctx.auth.user.isAdmin) return { all: true };
  const companyIds = ctx.auth.companies
    .filter((c) => c.permissions.some((p) => p.toLowerCase() === reportAdminKey.toLowerCase()))
    .map((c) => c.id);
  if (companyIds.length === 0) throw new AppError('ACCESS_DENIED');
  return { all: false, companyIds };
}

/** Report definitions and categories are the forwarder's: a company's report admin reads them but may not change them. */
export function forwarderOnly(ctx: SignedInContext) {
  const scope = managerScope(ctx);
  if (!scope.all) throw new AppError('ACCESS_DENIED');
  return scope;
}

/** Whether a company lies in the scope (a foreign company is answered as not found by the callers). */
export const inScope = (scope: ManagerScope, companyId: string) => scope.all || scope.companyIds.includes(companyId);
