import { z } from 'zod';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiServer } from '@/test/api-server';
import { apiRequest } from '../api-client';
import { paths } from '../paths';
import { installSession } from './session-actions';
import { applySessionResponse, clearSession } from './session-store';
import type * as navigation from './session-navigation';
import { navigateTo } from './session-navigation';

vi.mock('./session-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  navigateTo: vi.fn(),
}));

const message = 'Your company requires a second sign-in step. Set one up to continue.';

afterEach(() => {
  clearSession();
  vi.mocked(navigateTo).mockClear();
});

describe('a company that requires a second factor the signed-in user has not set up', () => {
  it('takes the user to My Profile on the first refused call, and nowhere for other refusals', async () => {
    apiServer.use(
      http.post('/api/auth/refresh', () => apiError('auth/id-token-expired', 401)),
      http.get('/api/shipments', () => apiError('auth/multi-factor-enrollment-required', 403, message)),
      http.get('/api/billing', () => apiError('ACCESS_DENIED', 403, 'access denied')),
    );
    applySessionResponse({
      accessToken: 'access-1',
      expiresAt: Date.now() + 600_000,
      impersonation: null,
      user: {
        userId: '7f1a2c3d-0000-4000-8000-000000000009',
        displayName: 'Marco Silva',
        email: 'marco.silva@serraazul.example',
        userType: 'CUSTOMER',
        admin: false,
        permissions: ['shipment'],
        selectedCompany: 'SERRAZ',
        reportUrl: null,
        timezone: 'UTC',
        locale: 'en-US',
        personId: null,
        companyGroup: null,
        inactivityTimeout: 3600,
      },
    });
    const uninstall = installSession();
    try {
      await expect(apiRequest('/api/billing', { schema: z.object({}) })).rejects.toThrow('access denied');
      expect(navigateTo).not.toHaveBeenCalled();
      await expect(apiRequest('/api/shipments', { schema: z.object({}) })).rejects.toThrow(message);
      expect(navigateTo).toHaveBeenCalledWith(paths.myProfile(), { replace: true });
    } finally {
      uninstall();
    }
  });
});
