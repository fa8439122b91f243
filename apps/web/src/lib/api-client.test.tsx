import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, apiServer, json, recordRequests } from '../test/api-server';
import { abortPendingRequests, type ApiError, apiRequest, isApiError, onUnauthorized } from './api-client';
import { clearRequestCredentials, setRequestCredentials } from './request-headers';

afterEach(() => clearRequestCredentials());

describe('the API client', () => {
  it('sends a request’s own headers beside the session’s credentials, which it cannot override', async () => {
    apiServer.use(http.post('/api/payments', () => json({ ok: true })));
    const requests = recordRequests();
    setRequestCredentials({ accessToken: 'token-1' });
    await apiRequest('/api/payments', {
      method: 'POST',
      body: { a: 1 },
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged' },
      schema: z.object({ ok: z.boolean() }),
      loader: false,
    });
    const headers = requests[0]?.headers;
    expect(headers?.get('Idempotency-Key')).toBe('key-1');
    expect(headers?.get('Authorization')).toBe('Bearer token-1');
    expect(headers?.get('Content-Type')).toBe('application/json');
  });

  it('gives a failure the envelope’s code from contracts, so screens branch on codes', async () => {
    apiServer.use(http.get('/api/payments', () => apiError('PAYMENT_DECLINED', 402, 'Your card was declined.')));
    const failure = await apiRequest('/api/payments', { schema: z.unknown(), loader: false }).catch((e: unknown) => e);
    expect(isApiError(failure, 'PAYMENT_DECLINED')).toBe(true);
    expect((failure as ApiError).message).toBe('Your card was declined.');
    expect(isApiError(failure, 'IN_FLIGHT')).toBe(false);
  });

  it('calls a code it does not know UNKNOWN, and a call nothing answered NETWORK_FAILED', async () => {
    apiServer.use(http.get('/api/x', () => apiError('TEAPOT', 418, 'x')));
    const unknown = await apiRequest('/api/x', { schema: z.unknown(), loader: false }).catch((e: unknown) => e);
    expect((unknown as ApiError).code).toBe('UNKNOWN');
    apiServer.use(http.get('/api/x', () => HttpResponse.error()));
    const offline = await apiRequest('/api/x', { schema: z.unknown(), loader: false }).catch((e: unknown) => e);
    expect((offline as ApiError).code).toBe('NETWORK_FAILED');
  });

  it('aborts the session’s calls in flight at logout, so a late 401 cannot end a session twice', async () => {
    apiServer.use(
      http.get('/api/slow', async () => {
        await delay(150);
        return apiError('UNAUTHORIZED', 401, 'Your session has ended.');
      }),
      http.post('/api/auth/logout', async () => {
        await delay(150);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const unauthorized: string[] = [];
    const off = onUnauthorized((error) => unauthorized.push(error.message));
    const slow = apiRequest('/api/slow', { schema: z.unknown(), loader: false }).catch((e: unknown) => e);
    const own = apiRequest('/api/auth/logout', {
      method: 'POST',
      schema: z.unknown(),
      loader: false,
      bypassSessionCheck: true,
    });
    await delay(20);
    abortPendingRequests();
    const aborted = await slow;
    expect((aborted as Error).name).toBe('AbortError');
    await expect(own).resolves.toBeUndefined();
    expect(unauthorized).toEqual([]);
    off();
  });

  it('still lets a caller abort its own call, and forgets finished calls', async () => {
    apiServer.use(http.get('/api/slow', async () => (await delay(150), json({ ok: true }))));
    const controller = new AbortController();
    const call = apiRequest('/api/slow', { schema: z.unknown(), loader: false, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    expect(((await call) as Error).name).toBe('AbortError');
    await expect(apiRequest('/api/slow', { schema: z.unknown(), loader: false })).resolves.toEqual({ ok: true });
  });
});
