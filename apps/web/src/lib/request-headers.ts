/**
 * The credentials every request carries (spec 1 §7): Bearer token when signed in, x-req-key in guest
 * mode, x-req-imp while impersonating. The session layer sets them; the API client reads them.
 */
type Credentials = { accessToken?: string; guestKey?: string; impersonationKey?: string };

let credentials: Credentials = {};

export function setRequestCredentials(next: Credentials): void {
  credentials = { ...next };
}

export function clearRequestCredentials(): void {
  credentials = {};
}

export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  if (credentials.accessToken) headers.Authorization = `Bearer ${credentials.accessToken}`;
  if (credentials.guestKey) headers['x-req-key'] = credentials.guestKey;
  if (credentials.impersonationKey) headers['x-req-imp'] = credentials.impersonationKey;
  return headers;
}
