import { AppError, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { recordAdminAction } from '../audit/audit.service';
import type { CompanyMfaRequirement } from '@connect/contracts/mfa/mfa.schemas';
import { findCompanyRequirements, setCompanyRequirement } from './mfa.repository';

/** Every customer company with its second-factor requirement (the forwarder's admin sees them all). */
export async function listCompanyMfaRequirements(ctx: SignedInContext): Promise<CompanyMfaRequirement[]> {
  return findCompanyRequirements(ctx.db);
}

/** The forwarder's admin requires (or stops requiring) a second factor of everyone in a company. */
export async function setCompanyMfaRequirement(
  ctx: SignedInContext,
  companyCode: string,
  required: boolean,
): Promise<{ message: string }> {
  if (!(await setCompanyRequirement(ctx.db, companyCode, required))) throw new AppError('NOT_FOUND');
  await recordAdminAction(ctx, { action: 'admin.company.mfaRequired', details: { companyCode, required } });
  return said('server.mfa.companyRequirementSaved');
}
