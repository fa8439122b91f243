import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one stub of the API in component tests: an MSW server started in `setup-components.ts`, reset after
 * every test, refusing any request no handler answers. A test adds its handlers with `apiServer.use(...)`;
 * paths are the app's own (`/api/...`), resolved against jsdom's origin.
 */
export const apiServer = setupServer();

/** A JSON answer (200 unless told). */
export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as never, { status });
}

/** The contracts' error envelope `{ error: { code, message } }` with its HTTP status (any code, known or not). */
export function apiError(code: string, status: number, message = code): Response {
  return HttpResponse.json({ error: { code, message } }, { status });
}

/** Every request the handlers saw, in order, with its body read once as text (empty for none). */
export type RecordedRequest = { method: string; url: URL; headers: Headers; body: string };

/**
 * Records the requests of a test (start it in the test or its `beforeEach`): `requests` fills as the app
 * calls the API, whichever handler answers, so a test can check bodies, headers and counts.
 */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const entry: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: '',
    };
    requests.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text;
      });
  });
  return requests;
}
