import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

const rateLimited = (retryAfterSeconds?: number) =>
  new ApiError(
    'Too many requests. Please wait a moment and try again.',
    429,
    'RATE_LIMITED',
    {
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment and try again.',
        details: retryAfterSeconds === undefined ? {} : { retryAfterSeconds },
      },
    },
    false,
  );

describe('retrying reads', () => {
  it('tries a rate-limited read again three times, after the wait the server asked for', () => {
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, rateLimited(4)))).toEqual([true, true, true, false]);
    expect(retryDelay(0, rateLimited(4))).toBe(4000);
    expect(retryDelay(1, rateLimited(120))).toBe(30_000);
    expect(retryDelay(1, rateLimited())).toBe(2000);
  });

  it('does not retry other refusals, and retries a failure to answer once', () => {
    expect(shouldRetry(0, new ApiError('Access denied', 403, 'ACCESS_DENIED', undefined, false))).toBe(false);
    const network = new ApiError('Could not reach the server', 0, undefined, undefined, false);
    expect([0, 1].map((count) => shouldRetry(count, network))).toEqual([true, false]);
    expect(rateLimited(7).retryAfterSeconds).toBe(7);
  });
});
