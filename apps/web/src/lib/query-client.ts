import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** How often a rate-limited read is tried again before its screen shows the message. */
const rateLimitedRetries = 3;
/** The longest wait between tries, whatever Retry-After says: the screen says why it waits meanwhile. */
const longestWaitMs = 30_000;

/**
 * A refused call (4xx) is not retried, it would only be refused again, except a rate-limited one (429), which is
 * tried again when the server says it may; other failures get one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 429) return failureCount < rateLimitedRetries;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** A rate-limited read waits for Retry-After (capped); other retries back off from one second. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.status === 429) {
    const seconds = error.retryAfterSeconds ?? 2 ** failureCount;
    return Math.min(Math.max(seconds, 1) * 1000, longestWaitMs);
  }
  return Math.min(1000 * 2 ** failureCount, longestWaitMs);
}

/** The one query cache; the session layer clears it at logout and refetches it after a company change. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
