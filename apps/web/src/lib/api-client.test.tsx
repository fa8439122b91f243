import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiError, apiRequest, isApiError } from './api-client';
import { clearRequestCredentials, setRequestCredentials } from './request-headers';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearRequestCredentials();
});

describe('the API client', () => {
  it('sends a request’s own headers beside the session’s credentials, which it cannot override', async () => {
    const fetchMock = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setRequestCredentials({ accessToken: 'token-1' });
    await apiRequest('/api/payments', {
      method: 'POST',
      body: { a: 1 },
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged' },
      schema: z.object({ ok: z.boolean() }),
      loader: false,
    });
    const init = (fetchMock.mock.calls[0] as unknown as [URL, RequestInit])[1];
    const headers = init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('gives a failure the envelope’s code from contracts, so screens branch on codes', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(402, { error: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' } }),
    );
    const failure = await apiRequest('/api/payments', { schema: z.unknown(), loader: false }).catch((e: unknown) => e);
    expect(isApiError(failure, 'PAYMENT_DECLINED')).toBe(true);
    expect((failure as ApiError).message).toBe('Your card was declined.');
    expect(isApiError(failure, 'IN_FLIGHT')).toBe(false);
  });

  it('calls a code it does not know UNKNOWN, and a call nothing answered NETWORK_FAILED', async () => {
    vi.stubGlobal('fetch', async () => answer(418, { error: { code: 'TEAPOT', message: 'x' } }));
    const unknown = await apiRequest('/api/x', { schema: z.unknown(), loader: false }).catch((e: unknown) => e);
    expect((unknown as ApiError).code).toBe('UNKNOWN');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await apiRequest('/api/x', { schema: z.unknown(), loader: false }).catch((e: unknown) => e);
    expect((offline as ApiError).code).toBe('NETWORK_FAILED');
  });
});
