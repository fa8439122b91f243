import type { SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { requestHeaders } from '../request-headers';
import {
  applyImpersonation,
  applySessionResponse,
  clearSession,
  effectiveUser,
  getSessionState,
} from './session-store';

const user = {
  userId: '7f1a2c3d-0000-4000-8000-000000000001',
  displayName: 'Alex Morgan',
  email: 'admin@meridian-logistics.example',
  userType: 'EMPLOYEE' as const,
  admin: true,
  permissions: [],
  selectedCompany: null,
  reportUrl: null,
  timezone: 'UTC',
  locale: 'en-US',
  personId: null,
  companyGroup: null,
  inactivityTimeout: 3600,
};
const impersonation = {
  userId: '7f1a2c3d-0000-4000-8000-000000000002',
  email: 'dana.whitfield@lonestar-components.example',
  displayName: 'Dana Whitfield',
  selectedCompanyCode: 'LSCOMP',
  permissions: ['shipment', 'billing'],
  reportUrl: null,
  companyGroup: null,
  userType: 'CUSTOMER' as const,
  expiresAt: Date.now() + 3_600_000,
};
const response = (withImpersonation: boolean): SessionResponse => ({
  accessToken: 'access-1',
  expiresAt: Date.now() + 600_000,
  user,
  impersonation: withImpersonation ? impersonation : null,
});

describe('session store', () => {
  it('signs in with the token in the request headers', () => {
    applySessionResponse(response(false), null);
    expect(getSessionState().status).toBe('signed-in');
    expect(requestHeaders()).toEqual({ Authorization: 'Bearer access-1' });
    expect(effectiveUser(getSessionState())).toMatchObject({ admin: true, staff: true, impersonating: false });
  });

  it('acts as the customer while impersonating and sends the key', () => {
    applyImpersonation(impersonation, 'imp-key');
    expect(requestHeaders()).toEqual({ Authorization: 'Bearer access-1', 'x-req-imp': 'imp-key' });
    expect(effectiveUser(getSessionState())).toMatchObject({
      displayName: 'Dana Whitfield',
      permissions: ['shipment', 'billing'],
      selectedCompany: 'LSCOMP',
      admin: false,
      staff: true,
      impersonating: true,
    });
  });

  it('keeps the key across a refresh that still reports the impersonation, drops it when it does not', () => {
    applySessionResponse(response(true));
    expect(getSessionState().impersonationToken).toBe('imp-key');
    applySessionResponse(response(false));
    expect(getSessionState().impersonation).toBeNull();
    expect(requestHeaders()).toEqual({ Authorization: 'Bearer access-1' });
  });

  it('forgets everything at logout', () => {
    clearSession();
    expect(getSessionState()).toMatchObject({ status: 'signed-out', user: null, accessToken: null });
    expect(requestHeaders()).toEqual({});
  });
});
