import * as oidc from 'openid-client';

/**
 * The relying party's calls to a company's identity provider through openid-client (decision 093): discovery,
 * the authorization URL (code flow with PKCE S256, state and nonce) and the code exchange, whose ID token is
 * checked for issuer, audience, expiry, nonce and — with non-repudiation checks on — its signature by the
 * provider's JWKS. Plain http is accepted only for a loopback issuer outside production (the tests' provider).
 */

export type OidcClient = { issuer: string; clientId: string; clientSecret: string };

const discoveryTtlMs = 5 * 60 * 1000;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function configurationOf(client: OidcClient, allowHttp: boolean): Promise<oidc.Configuration> {
  const key = JSON.stringify([client.issuer, client.clientId, client.clientSecret, allowHttp]);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < discoveryTtlMs) return hit.config;
  const insecure = allowHttp && isLoopbackHttp(client.issuer);
  const config = oidc
    .discovery(new URL(client.issuer), client.clientId, client.clientSecret, undefined, {
      timeout: 10,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .then((found) => {
      oidc.enableNonRepudiationChecks(found);
      return found;
    });
  config.catch(() => cache.delete(key));
  cache.set(key, { at: Date.now(), config });
  return config;
}

export function newLoginChecks(): { state: string; nonce: string; codeVerifier: string } {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

export async function authorizationUrl(
  client: OidcClient,
  allowHttp: boolean,
  input: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): Promise<string> {
  const config = await configurationOf(client, allowHttp);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
    code_challenge_method: 'S256',
    state: input.state,
    nonce: input.nonce,
  });
  return url.href;
}

export type VerifiedIdentity = { subject: string; email: string; emailVerified: boolean | undefined; name: string };

/** Exchanges the code; throws when any check fails (state, nonce, PKCE, issuer, audience, expiry, signature). */
export async function exchangeCode(
  client: OidcClient,
  allowHttp: boolean,
  input: { callbackUrl: URL; redirectUri: string; state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedIdentity> {
  const config = await configurationOf(client, allowHttp);
  const tokens = await oidc.authorizationCodeGrant(
    config,
    input.callbackUrl,
    {
      pkceCodeVerifier: input.codeVerifier,
      expectedState: input.state,
      expectedNonce: input.nonce,
      idTokenExpected: true,
    },
    { redirect_uri: input.redirectUri },
  );
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  return {
    subject: claims.sub,
    email,
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
    name,
  };
}
