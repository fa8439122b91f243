import { AppError, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { recordAdminAction } from '../audit/audit.service';
import type { CompanyMfaRequirement } from '@connect/contracts/mfa/mfa.schemas';
import { findActiveUser } from '../auth/auth.service';
import { forgetSecondFactorGate } from '../auth/second-factor-gate.service';
import {
  deleteFactors,
  endOpenChallenges,
  findCompanyRequirements,
  findConfirmedFactors,
  replaceRecoveryCodes,
  setCompanyRequirement,
} from './mfa.repository';
import { mailSecurityChange } from './mfa.service';

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
  forgetSecondFactorGate(ctx.db);
  await recordAdminAction(ctx, { action: 'admin.company.mfaRequired', details: { companyCode, required } });
  return said('server.mfa.companyRequirementSaved');
}

/**
 * The forwarder's admin removes every second factor of a locked-out user (lost phone, no recovery codes): factors,
 * passkeys and recovery codes go, open flows end, the user is told by e-mail and the reset is audited. When their
 * company requires a second factor, the next sign-in asks them to set one up again.
 */
export async function resetUserMfa(ctx: SignedInContext, userId: string): Promise<{ message: string }> {
  const user = await findActiveUser(ctx, userId);
  if (!user) throw new AppError('NOT_FOUND', { messageKey: 'errors.noUserFound' });
  const name = user.displayName || user.email;
  const factors = await findConfirmedFactors(ctx.db, user.id);
  if (factors.length === 0) {
    throw new AppError('CONFLICT', { messageKey: 'server.mfa.nothingToReset', params: { name } });
  }
  await endOpenChallenges(ctx.db, user.id, new Date());
  await deleteFactors(ctx.db, user.id);
  await replaceRecoveryCodes(ctx.db, user.id, []);
  await recordAdminAction(ctx, {
    action: 'admin.user.mfaReset',
    subjectUserId: user.id,
    details: { kinds: factors.map((factor) => factor.kind) },
  });
  await mailSecurityChange(ctx, user, { change: 'adminReset' });
  return said('server.mfa.resetByAdmin', { name });
}
