import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A refused call (4xx) is not retried: it would only be refused again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The one query cache; the session layer clears it at logout and refetches it after a company change. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
