import { sessionResponseSchema } from '@connect/contracts/auth/auth.schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { refreshCookieOf } from '../auth-helpers';
import type { TestOidcProvider } from './test-oidc-provider';

export type SsoFlowOptions = {
  /** The state cookie the callback carries; undefined sends none. Default: the one the start set. */
  cookie?: (state: string) => string | undefined;
  /** Changes the provider's answer before it reaches the callback. */
  query?: (q: URLSearchParams) => void;
};

/**
 * A whole single sign-on as a browser does it: start (a 302 to the test provider with PKCE and a state cookie) →
 * the provider (a 302 back with a code for `idp.person`) → the callback. Answers the callback's answer.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  idp: TestOidcProvider,
  companyId: string,
  options: SsoFlowOptions = {},
) {
  const start = await app.inject({ method: 'GET', url: `/api/sso/start?companyId=${companyId}` });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  expect(authorizeUrl.origin).toBe(idp.issuer);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const state = authorizeUrl.searchParams.get('state') ?? '';
  const setCookie = [start.headers['set-cookie']].flat().join(';');
  expect(setCookie).toContain(`connect_sso_state=${state}`);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location') ?? '');
  options.query?.(back.searchParams);
  const cookie = options.cookie ? options.cookie(state) : `connect_sso_state=${state}`;
  return app.inject({
    method: 'GET',
    url: `${back.pathname}?${back.searchParams.toString()}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The session a successful callback started, read through its refresh cookie. */
export async function sessionFromCallback(app: FastifyInstance, callback: { headers: Record<string, unknown> }) {
  const cookie = refreshCookieOf(callback.headers['set-cookie'] as string[] | string | undefined);
  const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
  expect(refreshed.statusCode).toBe(200);
  return sessionResponseSchema.parse(refreshed.json());
}
