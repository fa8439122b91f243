import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/**
 * A small OpenID provider for the single sign-on tests (decision 093), started by the tests on a free loopback
 * port: discovery, an authorization endpoint that signs the configured person in at once, a token endpoint
 * (client secret, PKCE S256, one use per code) issuing RS256 ID tokens, and its JWKS. `nextToken` spoils the next
 * ID token on purpose (issuer, audience, expiry, nonce, signing key) so the relying party's checks are exercised.
 */

export type TestPerson = { sub: string; email: string; name: string; emailVerified?: boolean };
export type TokenSpoiler = {
  issuer?: string;
  audience?: string;
  expiresInSeconds?: number;
  nonce?: string;
  otherKey?: boolean;
};

type Grant = { clientId: string; redirectUri: string; challenge: string; nonce: string; person: TestPerson };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next authorization request. */
  person: TestPerson;
  /** Spoils the next ID token only. */
  nextToken: TokenSpoiler | null;
  /** Requests the token endpoint refused, with why. */
  refusals: string[];
  close: () => Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export async function startTestOidcProvider(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<TestOidcProvider> {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const otherKeys = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(6).toString('hex');
  const publicJwk: JWK = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();

  const provider: TestOidcProvider = {
    issuer: '',
    clientId: options.clientId ?? 'connect-portal',
    clientSecret: options.clientSecret ?? randomBytes(16).toString('hex'),
    person: { sub: 'person-1', email: 'person@example.com', name: 'Test Person' },
    nextToken: null,
    refusals: [],
    close: async () => undefined,
  };

  async function idToken(grant: Grant): Promise<string> {
    const spoil = provider.nextToken ?? {};
    provider.nextToken = null;
    const now = Math.floor(Date.now() / 1000);
    const key: CryptoKey = spoil.otherKey ? otherKeys.privateKey : keys.privateKey;
    return new SignJWT({
      email: grant.person.email,
      email_verified: grant.person.emailVerified ?? true,
      name: grant.person.name,
      nonce: spoil.nonce ?? grant.nonce,
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(spoil.issuer ?? provider.issuer)
      .setAudience(spoil.audience ?? grant.clientId)
      .setSubject(grant.person.sub)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (spoil.expiresInSeconds ?? 300))
      .sign(key);
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request));
    let clientId = form.get('client_id') ?? '';
    let clientSecret = form.get('client_secret') ?? '';
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
    if (basic?.[1]) {
      const [id = '', secret = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id);
      clientSecret = decodeURIComponent(secret);
    }
    const refuse = (why: string, error = 'invalid_grant') => {
      provider.refusals.push(why);
      json(response, 400, { error, error_description: why });
    };
    if (clientId !== provider.clientId || clientSecret !== provider.clientSecret)
      return refuse('client authentication failed', 'invalid_client');
    const code = form.get('code') ?? '';
    const grant = grants.get(code);
    grants.delete(code);
    if (form.get('grant_type') !== 'authorization_code' || !grant) return refuse('unknown or used code');
    if (grant.clientId !== clientId || grant.redirectUri !== form.get('redirect_uri'))
      return refuse('redirect_uri or client differs');
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge)
      return refuse('PKCE verifier does not match');
    json(response, 200, {
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: await idToken(grant),
    });
  }

  function authorize(url: URL, response: ServerResponse): void {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (
      q.get('client_id') !== provider.clientId ||
      q.get('response_type') !== 'code' ||
      q.get('code_challenge_method') !== 'S256' ||
      !q.get('code_challenge') ||
      !q.get('nonce') ||
      !q.get('state') ||
      !(q.get('scope') ?? '').split(' ').includes('openid')
    )
      return json(response, 400, { error: 'invalid_request' });
    const code = randomBytes(16).toString('base64url');
    grants.set(code, {
      clientId: provider.clientId,
      redirectUri,
      challenge: q.get('code_challenge') ?? '',
      nonce: q.get('nonce') ?? '',
      person: { ...provider.person },
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    response.writeHead(302, { location: back.href });
    response.end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', provider.issuer);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration')
      return json(response, 200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    if (route === 'GET /jwks') return json(response, 200, { keys: [publicJwk] });
    if (route === 'GET /authorize') return authorize(url, response);
    if (route === 'POST /token') {
      token(request, response).catch((error: unknown) => json(response, 500, { error: String(error) }));
      return;
    }
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return provider;
}
