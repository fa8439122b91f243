import { effectiveUser, useSession, type SessionState } from './session-store';

/**
 * The one tenant part of every query key that holds a customer's data (decision 017): the signed-in user, the
 * impersonated user and the selected company. A company switch or an impersonation changes it, so a screen
 * can never be served the previous company's cached rows.
 */
export function tenantKeyOf(session: SessionState): string {
  const companyCode = effectiveUser(session)?.selectedCompany ?? '';
  return `${session.user?.userId ?? ''}:${session.impersonation?.userId ?? ''}:${companyCode}`;
}

/** The user part alone, for what belongs to the user whatever company is selected (their list of companies). */
export function userKeyOf(session: Pick<SessionState, 'user' | 'impersonation'>): string {
  return `${session.user?.userId ?? ''}:${session.impersonation?.userId ?? ''}`;
}

export function useTenantKey(): string {
  return tenantKeyOf(useSession());
}
