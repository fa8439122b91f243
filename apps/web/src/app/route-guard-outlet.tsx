import { messages } from '@connect/contracts/errors/messages';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { notifyError } from '../lib/notify';
import { decideRoute } from './route-table';
import { isNavigationPending, rememberReturnPath, takeReturnPath } from '../lib/session/session-navigation';
import { effectiveUser, useSession } from '../lib/session/session-store';

/**
 * Applies the route guard (lib/route-guard.ts) to every navigation: renders the page when allowed, otherwise
 * shows the notice, remembers the address when the visitor must sign in first, and redirects. It is also
 * what takes a user who just signed in from /u/login to the remembered page (or home).
 */
export function RouteGuardOutlet() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const acting = effectiveUser(session);
  // A session change is taking the user elsewhere: wait for the router instead of judging this page.
  const pending = isNavigationPending(location.pathname);
  const decision = decideRoute(location.pathname, {
    signedIn: session.status !== 'signed-out',
    admin: session.user?.admin ?? false,
    impersonating: Boolean(session.impersonation),
    permissions: acting?.permissions ?? [],
    selectedCompany: acting?.selectedCompany ?? null,
    staff: Boolean(acting?.staff) && !session.impersonation,
  });
  const redirectTo = !pending && decision.kind === 'redirect' ? decision.to : null;
  const notice = decision.kind === 'redirect' ? decision.notice : undefined;
  const remember = decision.kind === 'redirect' ? Boolean(decision.remember) : false;
  const requested = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!redirectTo) return;
    if (notice === 'accessDenied') notifyError(messages.accessDeniedLower, undefined, 'access-denied');
    if (remember) rememberReturnPath(requested);
    // Just signed in on the login page: back to the page the guard remembered, if any.
    const target = location.pathname === '/u/login' ? (takeReturnPath() ?? redirectTo) : redirectTo;
    navigate(target, { replace: true });
  }, [redirectTo, notice, remember, requested, navigate, location.pathname]);

  return redirectTo || pending ? null : <Outlet />;
}
