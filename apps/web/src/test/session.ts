import { applySessionResponse } from '../lib/session/session-store';

/** The session answer of the demo customer (Dana Whitfield of LSCOMP), for a test's sign-in or a claims refresh. */
export function sessionResponseForTest(
  permissions: string[],
  user: Partial<Parameters<typeof applySessionResponse>[0]['user']> = {},
  accessToken = 'access-1',
): Parameters<typeof applySessionResponse>[0] {
  return {
    accessToken,
    expiresAt: Date.now() + 600_000,
    impersonation: null,
    user: {
      userId: '7f1a2c3d-0000-4000-8000-000000000009',
      displayName: 'Dana Whitfield',
      email: 'dana.whitfield@lonestar-components.example',
      userType: 'CUSTOMER',
      admin: false,
      permissions,
      selectedCompany: 'LSCOMP',
      reportUrl: null,
      timezone: 'UTC',
      locale: 'en-US',
      personId: null,
      companyGroup: null,
      inactivityTimeout: 3600,
      ...user,
    },
  };
}

/**
 * Signs the demo customer into the session store for a component test, with the permissions the test needs;
 * `user` overrides other fields (e.g. a staff member).
 */
export function signInForTest(
  permissions: string[],
  user: Partial<Parameters<typeof applySessionResponse>[0]['user']> = {},
): void {
  applySessionResponse(sessionResponseForTest(permissions, user));
}
