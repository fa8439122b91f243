import { useLocation } from 'react-router';
import { apiError } from '@/test/api-server';
import { signInForTest } from '@/test/session';

/**
 * Helpers of the billing screens' component tests (a signed-in customer, the requests the MSW handlers saw);
 * their answers are in `test/fixtures/billing.ts`.
 */

export const notFound = () => apiError('NOT_FOUND', 404, 'Record Not Found');

export function signInCustomer(permissions = ['billing', 'billingOnlinePymt']) {
  signInForTest(permissions);
}

/** Where the router is: the test reads it to follow navigations. */
export function CurrentLocation() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

/** One request an MSW handler saw. */
export type SeenRequest = {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
};

/** Reads a request an MSW handler received (lower-case header names, JSON body if any). */
export async function readRequest(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    path: url.pathname,
    search: url.search,
    headers: Object.fromEntries(request.headers),
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

/** An MSW resolver that notes each request it answers in `calls` (as readRequest reads it), then answers it. */
export function noting(calls: SeenRequest[], answer: (request: SeenRequest) => Response) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const seen = await readRequest(request);
    calls.push(seen);
    return answer(seen);
  };
}
