import { describe, expect, it } from 'vitest';
import { extractErrorText } from './error-text';

describe('extractErrorText (spec 1 §8)', () => {
  it('shows the database notice for legacy codes 701 and 702', () => {
    for (const legacyCode of [701, 702]) {
      const body = { error: { code: 'INTERNAL', message: 'x', details: { legacyCode } } };
      expect(extractErrorText({ status: 500, body }).text).toBe('Could not connect to database');
    }
    expect(
      extractErrorText({ status: 500, body: { error: { code: 'DATABASE_UNREACHABLE', message: 'm' } } }).text,
    ).toBe('Could not connect to database');
  });

  it('logs out on 401 and on a configured logout code in the message', () => {
    expect(
      extractErrorText({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Access denied' } } }),
    ).toEqual({
      text: 'Access denied',
      logout: true,
    });
    expect(extractErrorText({ status: 400, body: 'auth/id-token-expired: token expired' }).logout).toBe(true);
    expect(extractErrorText({ status: 400, body: { error: { code: 'X', message: 'plain' } } }).logout).toBe(false);
  });

  it("shows a server's connectDigestibleMessage as is", () => {
    expect(
      extractErrorText({ status: 500, body: { connectDigestibleMessage: 'Rates are being refreshed' } }).text,
    ).toBe('Rates are being refreshed');
  });

  it('uses the first line of a string error, then the status text, then Error', () => {
    expect(extractErrorText({ status: 500, body: 'invalid url\n at stack' }).text).toBe('invalid url');
    expect(extractErrorText({ status: 502, statusText: 'Bad Gateway', body: '' }).text).toBe('Bad Gateway');
    expect(extractErrorText({ status: 500 }).text).toBe('Error');
  });

  it('says the server could not be reached when no answer came back', () => {
    expect(extractErrorText({ status: 0 }).text).toBe('Could not connect to server');
  });

  it("shows 'Access denied' for a bare 403", () => {
    expect(extractErrorText({ status: 403 }).text).toBe('Access denied');
  });
});
