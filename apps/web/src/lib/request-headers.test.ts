import { afterEach, describe, expect, it } from 'vitest';
import { clearRequestCredentials, requestHeaders, setRequestCredentials } from './request-headers';

afterEach(() => clearRequestCredentials());

describe('requestHeaders', () => {
  it('sends nothing when signed out', () => {
    expect(requestHeaders()).toEqual({});
  });

  it('sends the Bearer token, the guest key and the impersonation key under the spec names', () => {
    setRequestCredentials({ accessToken: 'abc', guestKey: 'g1', impersonationKey: 'i1' });
    expect(requestHeaders()).toEqual({ Authorization: 'Bearer abc', 'x-req-key': 'g1', 'x-req-imp': 'i1' });
  });
});
