import { z } from 'zod';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '@/test/api-server';
import { signInForTest } from '@/test/session';
import { apiRequest } from '../api-client';
import { queryClient } from '../query-client';
import { changeSelectedCompany, endImpersonation, installSession } from './session-actions';
import { applyImpersonation, clearSession, getSessionState } from './session-store';
import type * as navigation from './session-navigation';

vi.mock('./session-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  navigateTo: vi.fn(),
}));

/** Jordan Lee in GCMEDS, where he has WMS (he has not in LSCOMP), signed in through the shared test session. */
function signInJordan() {
  signInForTest(['shipment', 'wms'], {
    userId: '7f1a2c3d-0000-4000-8000-000000000003',
    displayName: 'Jordan Lee',
    email: 'jordan.lee@lonestar-group.example',
    selectedCompany: 'GCMEDS',
  });
  const signedIn = getSessionState().user;
  if (!signedIn) throw new Error('not signed in');
  return signedIn;
}

afterEach(() => {
  clearSession();
  queryClient.clear();
});

describe('changing the selected company', () => {
  it('sends no read of the company being left once the change has started, and keeps the cancelled query data', async () => {
    const user = signInJordan();
    // The server keeps the selection: after the change it answers reads for LSCOMP, where Jordan has no WMS.
    let serverCompany = 'GCMEDS';
    const wmsReads: string[] = [];
    apiServer.use(
      http.post('/api/customer/updateSelectedCompany', async () => {
        serverCompany = 'LSCOMP';
        await delay(80);
        return HttpResponse.json({
          accessToken: 'access-2',
          expiresAt: Date.now() + 600_000,
          impersonation: null,
          user: { ...user, selectedCompany: 'LSCOMP', permissions: ['shipment'] },
        });
      }),
      http.get('/api/wms/dashboard', async () => {
        wmsReads.push(serverCompany);
        await delay(40);
        return serverCompany === 'GCMEDS'
          ? HttpResponse.json({ items: 3 })
          : HttpResponse.json({ error: { code: 'ACCESS_DENIED', message: 'access denied' } }, { status: 403 });
      }),
    );
    const uninstall = installSession();
    try {
      const read = () => apiRequest('/api/wms/dashboard', { schema: z.object({ items: z.number() }), loader: false });
      await queryClient.fetchQuery({ queryKey: ['wms', 'GCMEDS'], queryFn: read });
      // A refetch in flight when the user picks the other company is cancelled and keeps its rows.
      const refetch = queryClient.refetchQueries({ queryKey: ['wms', 'GCMEDS'] });
      const switching = changeSelectedCompany('LSCOMP');
      // A widget that mounts while the change is being saved.
      const during = read();
      await expect(during).rejects.toMatchObject({ name: 'AbortError' });
      await switching;
      await refetch;
      expect(getSessionState().user?.selectedCompany).toBe('LSCOMP');
      expect(wmsReads.filter((company) => company === 'LSCOMP')).toEqual([]);
    } finally {
      uninstall();
    }
  });

  it('lets reads go on when the change fails', async () => {
    signInJordan();
    apiServer.use(
      http.post('/api/customer/updateSelectedCompany', async () => {
        await delay(40);
        return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Record Not Found' } }, { status: 404 });
      }),
      http.get('/api/wms/dashboard', () => HttpResponse.json({ items: 3 })),
    );
    const uninstall = installSession();
    try {
      const switching = changeSelectedCompany('NOPE');
      const during = apiRequest('/api/wms/dashboard', { schema: z.object({ items: z.number() }), loader: false });
      await expect(switching).rejects.toThrow('Record Not Found');
      await expect(during).resolves.toEqual({ items: 3 });
      expect(getSessionState().user?.selectedCompany).toBe('GCMEDS');
    } finally {
      uninstall();
    }
  });

  it('ending an impersonation sends no read of the customer once the end has started', async () => {
    let impersonating = true;
    const reads: boolean[] = [];
    const user = signInJordan();
    // The staff member impersonating Jordan, signed in in his place.
    signInForTest([], { userId: '7f1a2c3d-0000-4000-8000-000000000001', displayName: 'Alex Morgan', admin: true });
    const admin = getSessionState().user;
    apiServer.use(
      http.post('/api/Users/endImpersonation', async () => {
        impersonating = false;
        await delay(80);
        return HttpResponse.json({
          accessToken: 'access-3',
          expiresAt: Date.now() + 600_000,
          impersonation: null,
          user: admin,
        });
      }),
      http.get('/api/invoice/accountSummary', async () => {
        reads.push(impersonating);
        return impersonating
          ? HttpResponse.json({ items: 1 })
          : HttpResponse.json({ error: { code: 'ACCESS_DENIED', message: 'access denied' } }, { status: 403 });
      }),
    );
    applyImpersonation(
      {
        userId: user.userId,
        email: user.email,
        displayName: user.displayName,
        selectedCompanyCode: 'GCMEDS',
        permissions: ['billing'],
        reportUrl: null,
        companyGroup: null,
        userType: 'CUSTOMER',
        expiresAt: Date.now() + 600_000,
      },
      'impersonation-1',
    );
    const uninstall = installSession();
    try {
      const read = () =>
        apiRequest('/api/invoice/accountSummary', { schema: z.object({ items: z.number() }), loader: false });
      const ending = endImpersonation();
      await expect(read()).rejects.toMatchObject({ name: 'AbortError' });
      await ending;
      expect(getSessionState().impersonation).toBeNull();
      expect(reads.filter((asCustomer) => !asCustomer)).toEqual([]);
    } finally {
      uninstall();
    }
  });
});
