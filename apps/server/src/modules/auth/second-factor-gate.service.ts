import { AppError } from '../../errors/app-error';
import type { Principal, ServiceContext } from '../../context';
import { isSecondFactorMissing } from './second-factor-gate.repository';

/**
 * The company's second-factor requirement on every signed-in request (issue #17): a user of a company that
 * requires a second factor and who has none may call only the set-up calls (`/api/auth/…`: the second-factor
 * set-up, sign-out, token refresh, password change) until enrolled; anything else answers 403
 * `auth/multi-factor-enrollment-required`. The sign-in of such a user already asks for the set-up (decision 037);
 * this gate also covers sessions that began before the company turned the requirement on.
 *
 * A session begun through the company's single sign-on is not stopped: the company's identity provider owns
 * authentication and Connect asks no second factor after it (decision 093); such a user has no password to
 * start the set-up with either.
 *
 * What it read is kept per user for the session cache's lifetime (`SESSION_CACHE_MS`, at most 5 s), so a request
 * costs no extra query; a user found missing is read again on each request, so enrolling counts at once. Turning a
 * company's requirement on empties the memory (`forgetSecondFactorGate`); other instances see it within the
 * lifetime, as they see other writes (decision 015).
 */

const setUpPrefix = '/api/auth/';
type Seen = Map<string, { missing: boolean; at: number }>;
/** Per database handle (as the other in-memory caches, decision 090), so two apps in one process never mix. */
const knownByDatabase = new WeakMap<object, Seen>();
const maxEntries = 10_000;

function knownFor(db: object): Seen {
  let known = knownByDatabase.get(db);
  if (!known) {
    known = new Map();
    knownByDatabase.set(db, known);
  }
  return known;
}

export function forgetSecondFactorGate(db: object): void {
  knownByDatabase.get(db)?.clear();
}

export async function assertSecondFactorSetUp(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  auth: Principal,
  routeUrl: string,
): Promise<void> {
  if (auth.impersonation || auth.signInMethod === 'sso' || routeUrl.startsWith(setUpPrefix)) return;
  const userId = auth.actor.userId;
  const known = knownFor(ctx.db);
  const now = Date.now();
  const seen = known.get(userId);
  let missing: boolean;
  if (seen && !seen.missing && now - seen.at < ctx.config.sessionCacheMs) missing = false;
  else {
    missing = await isSecondFactorMissing(ctx.db, userId);
    if (known.size >= maxEntries) known.clear();
    known.set(userId, { missing, at: now });
  }
  if (missing)
    throw new AppError('auth/multi-factor-enrollment-required', { messageKey: 'server.mfa.enrollmentRequired' });
}
