import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Claims of the access token (spec 1 §6) plus the session id the server checks on every request. */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  sid: z.string(),
  admin: z.boolean(),
  userType: z.enum(['EMPLOYEE', 'CUSTOMER']),
  permissions: z.array(z.string()),
  companyGroup: z.string().nullable(),
  selectedCompany: z.string().nullable(),
  /** Present on impersonation tokens (sent as x-req-imp): the impersonation id. */
  imp: z.string().optional(),
  typ: z.enum(['access', 'impersonation']),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string(),
});

export type AccessClaims = z.infer<typeof accessClaimsSchema>;

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** A compact HS256 JWT. */
export function signAccessToken(claims: Omit<AccessClaims, 'iat' | 'jti'>, secret: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, iat: Math.floor(now / 1000), jti: randomBytes(9).toString('base64url') }),
  ).toString('base64url');
  const body = `${header}.${payload}`;
  return `${body}.${sign(body, secret)}`;
}

/**
 * Tokens whose signature and claims were checked, by token (in memory only, at most `verifiedLimit`, the oldest
 * dropped first): a client sends the same token on every call for its lifetime, and the HMAC and the claims' schema
 * cost about 20 µs a request (decision 099). The expiry is still checked on every call.
 */
const verified = new Map<string, { secret: string; claims: Readonly<AccessClaims> }>();
const verifiedLimit = 10_000;

/** The claims of a valid, unexpired token of the expected type; undefined for anything else. */
export function verifyAccessToken(
  token: string,
  secret: string,
  expectedType: AccessClaims['typ'],
  now = Date.now(),
): AccessClaims | undefined {
  const known = verified.get(token);
  const claims = known && known.secret === secret ? known.claims : checkAccessToken(token, secret);
  if (!claims || claims.typ !== expectedType || claims.exp * 1000 <= now) return undefined;
  return claims;
}

function checkAccessToken(token: string, secret: string): Readonly<AccessClaims> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== header) return undefined;
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`, secret));
  const given = Buffer.from(parts[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = accessClaimsSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const claims = Object.freeze({ ...parsed.data, permissions: Object.freeze([...parsed.data.permissions]) });
  if (verified.size >= verifiedLimit) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(token, { secret, claims: claims as Readonly<AccessClaims> });
  return claims as Readonly<AccessClaims>;
}
