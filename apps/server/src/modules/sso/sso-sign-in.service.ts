import type { SsoDiscoverResponse, SsoFailureReason } from '@connect/contracts/sso/sso.schemas';
import { createHash } from 'node:crypto';
import type { ServiceContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { openSecret } from '../../lib/secret-box';
import { acceptInviteBySso, pendingInviteFor } from '../auth/account-links.service';
import { findActiveUser, startSession, type IssuedSession } from '../auth/auth.service';
import { domainOf } from './sso-policy.service';
import { authorizationUrl, exchangeCode, newLoginChecks, type OidcClient } from './sso-oidc';
import { ssoRedirectUri, ssoSecretPurpose } from './sso-settings.service';
import {
  findConnection,
  findConnectionByDomain,
  findUserForSso,
  insertLogin,
  insertSsoAudit,
  insertSsoUser,
  spendLogin,
  type SsoConnectionRow,
} from './sso.repository';

/**
 * Signing in through a company's identity provider (decision 093): the sign-in page asks by e-mail domain, the
 * browser is sent to the provider with state, nonce and a PKCE challenge (kept server-side for 10 minutes, the
 * state also in a cookie of this browser), and the callback exchanges the code, checks the ID token and the
 * e-mail's domain, makes the account at first sign-in with the company's default permissions, and starts a session.
 * A pending invitation of that e-mail to the company is accepted by the sign-in instead (its permissions, not the
 * defaults): the provider has proved the address the invitation was sent to.
 */

export const ssoLoginMinutes = 10;

type SsoCtx = Pick<
  ServiceContext,
  'db' | 'config' | 'requestId' | 'clientKey' | 'clientAddress' | 'userAgent' | 'sessionCache'
>;

export type SsoLogger = { warn: (details: Record<string, unknown>, message: string) => void };

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
const allowHttp = (ctx: SsoCtx) => ctx.config.nodeEnv !== 'production';

function clientOf(ctx: SsoCtx, connection: SsoConnectionRow): OidcClient | undefined {
  const clientSecret = openSecret(ctx.config.sessionSecret, ssoSecretPurpose, connection.clientSecretSealed);
  return clientSecret === null ? undefined : { issuer: connection.issuer, clientId: connection.clientId, clientSecret };
}

export async function discoverSso(ctx: SsoCtx, email: string): Promise<SsoDiscoverResponse> {
  const domain = domainOf(email);
  const found = domain ? await findConnectionByDomain(ctx.db, domain) : undefined;
  if (!found) return { sso: null };
  return {
    sso: {
      companyId: found.connection.companyId,
      companyName: found.companyName,
      required: found.connection.ssoRequired,
    },
  };
}

/** Where to send the browser: the provider's authorization URL, with the state for this browser's cookie. */
export async function startSsoSignIn(
  ctx: SsoCtx,
  companyId: string,
  log: SsoLogger,
): Promise<{ location: string; state?: string }> {
  const found = await findConnection(ctx.db, companyId);
  if (!found?.connection.enabled) throw new AppError('NOT_FOUND');
  const client = clientOf(ctx, found.connection);
  if (!client) return { location: failureLocation('failed') };
  const checks = newLoginChecks();
  try {
    const location = await authorizationUrl(client, allowHttp(ctx), {
      redirectUri: ssoRedirectUri(ctx.config.publicUrl),
      ...checks,
    });
    await insertLogin(ctx.db, {
      stateHash: hashState(checks.state),
      companyId,
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      expiresAt: new Date(Date.now() + ssoLoginMinutes * 60 * 1000),
    });
    return { location, state: checks.state };
  } catch (error) {
    log.warn({ companyId, reason: (error as Error).message }, 'single sign-on: provider discovery failed');
    return { location: failureLocation('failed') };
  }
}

/** The library's message and its causes' (openid-client wraps the specific check that failed). */
function describeFailure(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth += 1) parts.push(e.message);
  return parts.join(' / ').slice(0, 300);
}

export function failureLocation(reason: SsoFailureReason): string {
  return `/u/login?sso=${reason}`;
}

export const successLocation = '/u/login?sso=done';

type CallbackOutcome = { ok: true; issued: IssuedSession } | { ok: false; reason: SsoFailureReason };

/** The provider's answer: a session, or why not (the browser is sent back to the sign-in page either way). */
export async function finishSsoSignIn(
  ctx: SsoCtx,
  input: { state?: string; cookieState?: string; error?: string; callbackUrl: URL },
  log: SsoLogger,
): Promise<CallbackOutcome> {
  if (!input.state) return { ok: false, reason: 'failed' };
  const login = await spendLogin(ctx.db, hashState(input.state));
  if (!login || login.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' };
  const fail = async (reason: SsoFailureReason, why: string, userId: string | null = null) => {
    log.warn({ companyId: login.companyId, why }, 'single sign-on refused');
    await insertSsoAudit(ctx.db, {
      action: 'auth.sso.failed',
      actorUserId: userId,
      companyId: login.companyId,
      requestId: ctx.requestId,
      details: { why },
    });
    return { ok: false as const, reason };
  };
  // The state must come back to the browser that started the sign-in (a login CSRF otherwise).
  if (input.cookieState !== input.state) return fail('failed', 'state cookie missing or different');
  if (input.error) return fail('failed', `provider error: ${input.error.slice(0, 100)}`);
  const found = await findConnection(ctx.db, login.companyId);
  if (!found?.connection.enabled) return fail('disabled', 'single sign-on turned off');
  const client = clientOf(ctx, found.connection);
  if (!client) return fail('failed', 'client secret cannot be opened');
  let identity;
  try {
    identity = await exchangeCode(client, allowHttp(ctx), {
      callbackUrl: input.callbackUrl,
      redirectUri: ssoRedirectUri(ctx.config.publicUrl),
      state: input.state,
      nonce: login.nonce,
      codeVerifier: login.codeVerifier,
    });
  } catch (error) {
    return fail('failed', `token or ID token refused: ${describeFailure(error)}`);
  }
  if (!identity.email) return fail('no-account', 'no e-mail claim');
  if (identity.emailVerified === false) return fail('no-account', 'e-mail not verified by the provider');
  if (!found.domains.includes(domainOf(identity.email)))
    return fail('no-account', "e-mail's domain is not the company's");
  const existing = await findUserForSso(ctx.db, identity.email);
  const invite = await pendingInviteFor(ctx, identity.email, login.companyId);
  const acceptInvitation = async (pending: NonNullable<typeof invite>, displayName: string) => {
    const userId = await acceptInviteBySso(ctx, pending, displayName);
    if (!userId) return undefined;
    await insertSsoAudit(ctx.db, {
      action: 'auth.invite.accepted',
      actorUserId: userId,
      companyId: login.companyId,
      requestId: ctx.requestId,
      details: { method: 'sso', inviteId: pending.id, permissions: pending.permissions },
    });
    return userId;
  };
  let userId: string;
  if (existing) {
    const member = existing.companyIds.includes(login.companyId);
    if (existing.userType !== 'CUSTOMER' || existing.isAdmin || (!member && !invite))
      return fail('no-account', 'account belongs elsewhere', existing.id);
    if (existing.status !== 'active') return fail('disabled', 'account not active', existing.id);
    if (invite) {
      if (!(await acceptInvitation(invite, ''))) return fail('failed', 'invitation accepted concurrently', existing.id);
    } else if (!existing.hasPermissions) {
      // As password sign-in: a customer without any permission is not let in (an admin's way to shut them out).
      return fail('no-account', 'no permissions', existing.id);
    }
    userId = existing.id;
  } else if (invite) {
    const created = await acceptInvitation(invite, (identity.name || identity.email).slice(0, 120));
    if (!created) return fail('failed', 'invitation accepted concurrently');
    userId = created;
  } else {
    if (found.connection.defaultPermissions.length === 0) return fail('no-account', 'no default permissions');
    const created = await insertSsoUser(ctx.db, {
      email: identity.email,
      displayName: (identity.name || identity.email).slice(0, 120),
      companyId: login.companyId,
      permissions: found.connection.defaultPermissions,
    });
    if (!created) return fail('failed', 'account created concurrently');
    userId = created;
    await insertSsoAudit(ctx.db, {
      action: 'auth.sso.account-created',
      actorUserId: userId,
      companyId: login.companyId,
      requestId: ctx.requestId,
      details: { permissions: found.connection.defaultPermissions },
    });
  }
  const user = await findActiveUser(ctx, userId);
  if (!user) return fail('disabled', 'account not active', userId);
  const issued = await startSession(ctx, user, 'sso');
  await insertSsoAudit(ctx.db, {
    action: 'auth.login',
    actorUserId: userId,
    companyId: login.companyId,
    requestId: ctx.requestId,
    details: { method: 'sso' },
  });
  return { ok: true, issued };
}
