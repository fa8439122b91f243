import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';

const secret = 'test-secret-test-secret-test-secret-0001';
const claims = {
  sub: 'user-1',
  sid: 'session-1',
  admin: false,
  userType: 'CUSTOMER' as const,
  permissions: ['shipment'],
  companyGroup: null,
  selectedCompany: 'LSCOMP',
  typ: 'access' as const,
};

describe('access tokens (checked once, then remembered)', () => {
  it('keeps refusing a remembered token once it expires, for another type and under another secret', () => {
    const now = Date.UTC(2026, 11, 5, 12, 0, 0);
    const token = signAccessToken({ ...claims, exp: Math.floor(now / 1000) + 60 }, secret, now);
    expect(verifyAccessToken(token, secret, 'access', now)?.sub).toBe('user-1');
    // Remembered now: the same answer again, and the same refusals as the first check would give.
    expect(verifyAccessToken(token, secret, 'access', now + 1000)?.selectedCompany).toBe('LSCOMP');
    expect(verifyAccessToken(token, secret, 'access', now + 60_000)).toBeUndefined();
    expect(verifyAccessToken(token, secret, 'impersonation', now)).toBeUndefined();
    expect(verifyAccessToken(token, 'another-secret-another-secret-another-0001', 'access', now)).toBeUndefined();
  });

  it('refuses a token whose payload or signature was changed, and hands out claims no caller can change', () => {
    const now = Date.UTC(2026, 11, 5, 12, 0, 0);
    const token = signAccessToken({ ...claims, exp: Math.floor(now / 1000) + 60 }, secret, now);
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), admin: true }),
    ).toString('base64url');
    expect(verifyAccessToken(`${head}.${forged}.${signature}`, secret, 'access', now)).toBeUndefined();
    expect(verifyAccessToken(`${head}.${payload}.${signature.slice(0, -2)}xx`, secret, 'access', now)).toBeUndefined();
    const verified = verifyAccessToken(token, secret, 'access', now);
    expect(() => verified?.permissions.push('billing')).toThrow(TypeError);
    expect(verifyAccessToken(token, secret, 'access', now)?.permissions).toEqual(['shipment']);
  });
});
