import { AppError } from '../../errors/app-error';
import type { ServiceContext } from '../../context';
import { findConnection, findConnectionByDomain, userInSsoRequiredCompany } from './sso.repository';

/**
 * "SSO required" (decision 093): password sign-in is refused for an e-mail whose domain belongs to a company that
 * requires its single sign-on (asked before the password is checked, by domain only, so the answer says nothing
 * about whether the account exists), and for a user who belongs to such a company under another domain (asked
 * only after the password was right). A password reset of such an account sends no link (the answer stays the
 * same) and an earlier link is refused, so no password is set that sign-in would refuse.
 */
function refusal(): AppError {
  return new AppError('ACCESS_DENIED', { messageKey: 'server.sso.passwordSignInRefused' });
}

export function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

export async function assertPasswordAllowedForEmail(ctx: Pick<ServiceContext, 'db'>, email: string): Promise<void> {
  const domain = domainOf(email);
  if (!domain) return;
  const found = await findConnectionByDomain(ctx.db, domain);
  if (found?.connection.ssoRequired) throw refusal();
}

export async function assertPasswordAllowedForUser(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<void> {
  if (await userInSsoRequiredCompany(ctx.db, userId)) throw refusal();
}

/** Whether a password is refused for the account: by its e-mail's domain or by one of its companies. */
export async function isPasswordRefusedFor(
  ctx: Pick<ServiceContext, 'db'>,
  user: { id: string; email: string },
): Promise<boolean> {
  const domain = domainOf(user.email);
  const byDomain = domain ? await findConnectionByDomain(ctx.db, domain) : undefined;
  return byDomain?.connection.ssoRequired === true || (await userInSsoRequiredCompany(ctx.db, user.id));
}

/** A password reset sets a password that sign-in would refuse: refused as well (the link is not spent). */
export async function assertPasswordResetAllowed(
  ctx: Pick<ServiceContext, 'db'>,
  user: { id: string; email: string },
): Promise<void> {
  if (await isPasswordRefusedFor(ctx, user))
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.sso.passwordResetRefused' });
}

/**
 * The single sign-on an invitation is accepted through: the invited company's, when it is enabled, required and owns
 * the invited e-mail's domain. A password chosen on the invitation page would be refused at every sign-in then, so
 * the page offers the company's sign-on instead, and its first sign-in accepts the invitation (`acceptInviteBySso`).
 */
export async function singleSignOnForInvite(
  ctx: Pick<ServiceContext, 'db'>,
  invite: { email: string; companyId: string },
): Promise<{ companyId: string } | null> {
  const found = await findConnection(ctx.db, invite.companyId);
  const required = found?.connection.enabled === true && found.connection.ssoRequired;
  return required && found.domains.includes(domainOf(invite.email)) ? { companyId: invite.companyId } : null;
}
