import { isErrorCode, type ErrorCode } from '@connect/contracts/errors/error-codes';
import { extractErrorText } from './error-text';
import { beginLoading } from './loader-store';
import { requestHeaders } from './request-headers';
import type { ParseCheck } from './shape-checks';

/** What a failed call was, for screens to branch on: the server's code from contracts, or what the client saw. */
export type ApiErrorCode = ErrorCode | 'NETWORK_FAILED' | 'UNKNOWN';

export class ApiError extends Error {
  /** The typed code: the envelope's when it is one of contracts' codes; NETWORK_FAILED when nothing answered. */
  readonly code: ApiErrorCode;

  constructor(
    message: string,
    readonly status: number,
    code: string | undefined,
    readonly body: unknown,
    readonly logout: boolean,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = status === 0 ? 'NETWORK_FAILED' : isErrorCode(code) ? code : 'UNKNOWN';
  }

  /** How long the server asked to wait before trying again (429 answers), in seconds. */
  get retryAfterSeconds(): number | undefined {
    const details = (this.body as { error?: { details?: { retryAfterSeconds?: unknown } } } | undefined)?.error
      ?.details;
    const seconds = details?.retryAfterSeconds;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }

  /** True when the call failed with one of these codes. */
  is(...codes: readonly ApiErrorCode[]): boolean {
    return codes.includes(this.code);
  }
}

/** True when `error` is an API failure with one of these codes. */
export function isApiError(error: unknown, ...codes: readonly ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || error.is(...codes));
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The session layer subscribes here to end the session on 401 or a logout code. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const errorListeners = new Set<UnauthorizedListener>();

/** Every failed call (after the unauthorized listeners): the session layer watches for an ended impersonation. */
export function onApiError(listener: UnauthorizedListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

let beforeRequest: ((method: string) => Promise<void>) | undefined;

/**
 * The session layer renews an access token that is about to expire before a call goes out ("the token is
 * refreshed when read", spec 1 §4).
 */
export function setBeforeRequest(hook: ((method: string) => Promise<void>) | undefined): void {
  beforeRequest = hook;
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own content type (e.g. a CSV file's text); instead of `body`. */
  rawBody?: { contentType: string; data: string | Blob };
  query?: Record<string, string | number | boolean | undefined>;
  /** Checks the answer: a contract's zod schema, or a hand check (`shape-checks.ts`). */
  schema: ParseCheck<T>;
  signal?: AbortSignal;
  /** Show the 'Just a moment' overlay while waiting (default true; spec calls like company change say no). */
  loader?: boolean;
  /** The session's own calls (refresh, logout) skip the token check that runs before every other call. */
  bypassSessionCheck?: boolean;
  /** Headers of this request (e.g. `Idempotency-Key`); the credentials headers always come from the session. */
  headers?: Record<string, string>;
};

/** A response body as JSON when it is JSON, else as text; undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function failure(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  const { text, logout } = extractErrorText({ status: response.status, statusText: response.statusText, body });
  const code =
    body && typeof body === 'object' && 'error' in body
      ? String((body as { error: { code?: unknown } }).error.code ?? '')
      : undefined;
  const error = new ApiError(text, response.status, code, body, logout);
  if (logout) unauthorizedListeners.forEach((listener) => listener(error));
  errorListeners.forEach((listener) => listener(error));
  return error;
}

/** Calls in flight that belong to the session (every call but the session's own refresh and logout). */
const inFlight = new Set<AbortController>();

/**
 * Aborts every session call in flight. Logout calls it before it ends the session on the server: an answer that
 * arrives after that would be a 401 for a session the user ended on purpose (a stray "session ended" notice).
 */
export function abortPendingRequests(): void {
  for (const controller of inFlight) controller.abort();
  inFlight.clear();
}

async function send(url: URL, init: RequestInit, bypassSessionCheck = false): Promise<Response> {
  if (beforeRequest && !bypassSessionCheck) await beforeRequest(init.method ?? 'GET');
  const controller = bypassSessionCheck ? undefined : new AbortController();
  const callerSignal = init.signal ?? undefined;
  const followCaller = () => controller?.abort();
  if (controller) {
    if (callerSignal?.aborted) controller.abort();
    callerSignal?.addEventListener('abort', followCaller, { once: true });
    inFlight.add(controller);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal: controller ? controller.signal : init.signal,
      headers: { ...(init.headers as Record<string, string> | undefined), ...requestHeaders() },
      credentials: 'same-origin',
    });
  } catch (cause) {
    // Aborted by its caller or by logout; the error's class depends on the realm that made it, its name does not.
    if (controller?.signal.aborted || init.signal?.aborted || (cause instanceof Error && cause.name === 'AbortError')) {
      throw cause instanceof Error && cause.name === 'AbortError' ? cause : new DOMException('Aborted', 'AbortError');
    }
    const { text } = extractErrorText({ status: 0 });
    throw new ApiError(text, 0, undefined, undefined, false);
  } finally {
    if (controller) {
      inFlight.delete(controller);
      callerSignal?.removeEventListener('abort', followCaller);
    }
  }
  if (!response.ok) throw await failure(response);
  return response;
}

/**
 * For requests that cannot go through `apiRequest` (an upload with progress over XMLHttpRequest): renews the
 * token first like every other call, then answers the headers the request must carry.
 */
export async function prepareRequestHeaders(): Promise<Record<string, string>> {
  if (beforeRequest) await beforeRequest('POST');
  return requestHeaders();
}

/** An error answer read the way `apiRequest` reads it (spec texts, logout on 401). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  return failure(response);
}

/** The one way the web app calls the API: credentials, overlay, schema-checked answers, spec error texts. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const url = new URL(path.startsWith('/') ? path : `/api/${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const done = options.loader === false ? () => undefined : beginLoading();
  try {
    const response = await send(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          Accept: 'application/json',
          ...options.headers,
          ...(options.rawBody
            ? { 'Content-Type': options.rawBody.contentType }
            : options.body !== undefined
              ? { 'Content-Type': 'application/json' }
              : {}),
        },
        body: options.rawBody
          ? options.rawBody.data
          : options.body !== undefined
            ? JSON.stringify(options.body)
            : undefined,
        signal: options.signal,
      },
      options.bypassSessionCheck,
    );
    return options.schema.parse(await readBody(response));
  } finally {
    done();
  }
}

/**
 * A GET of our own API answering bytes (documents, streamed exports): the same credentials, token renewal,
 * logout on 401 and error texts as `apiRequest`, but the caller reads the body (e.g. as a stream, for progress).
 * Only same-origin paths: the session headers never go to another host.
 */
export async function apiFetchFile(path: string, options: { signal?: AbortSignal } = {}): Promise<Response> {
  const url = new URL(path, window.location.origin);
  if (url.origin !== window.location.origin) throw new Error('apiFetchFile only fetches from this origin');
  return send(url, { method: 'GET', signal: options.signal });
}

/** The spec's shared-helper shape: `{ isSuccess, data }` or `{ isSuccess: false, error }`, never throws. */
export async function apiCall<T>(
  path: string,
  options: RequestOptions<T>,
): Promise<{ isSuccess: true; data: T } | { isSuccess: false; error: ApiError }> {
  try {
    return { isSuccess: true, data: await apiRequest(path, options) };
  } catch (error) {
    if (error instanceof ApiError) return { isSuccess: false, error };
    throw error;
  }
}
