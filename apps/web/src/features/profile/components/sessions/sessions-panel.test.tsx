import type { AccountSessionsResponse } from '@connect/contracts/account/account.schemas';
import { accountSessionsResponseSchema } from '@connect/contracts/account/account.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { applyImpersonation } from '@/lib/session/session-store';
import { SessionsPanel } from './sessions-panel';

const thisId = '11111111-1111-4111-8111-111111111111';
const otherId = '22222222-2222-4222-8222-222222222222';
const list: AccountSessionsResponse = accountSessionsResponseSchema.parse({
  items: [
    {
      id: thisId,
      browser: 'Chrome 131',
      os: 'Windows 10',
      device: 'desktop',
      clientAddress: '10.0.0.1',
      signInMethod: 'password',
      startedAt: Date.UTC(2026, 10, 24, 9, 0),
      lastActivityAt: Date.UTC(2026, 10, 24, 10, 0),
      current: true,
    },
    {
      id: otherId,
      browser: 'Safari 17',
      os: 'iOS 17.5',
      device: 'mobile',
      clientAddress: '10.0.0.2',
      signInMethod: 'password',
      startedAt: Date.UTC(2026, 10, 23, 8, 0),
      lastActivityAt: Date.UTC(2026, 10, 23, 8, 30),
      current: false,
    },
  ],
});

describe('SessionsPanel', () => {
  it('lists the sessions with this device marked, and signs another one out by its id', async () => {
    signInForTest(['shipment']);
    const requests = recordRequests();
    let remaining = list;
    apiServer.use(
      http.get('/api/account/sessions', () => json(remaining)),
      http.delete('/api/account/sessions/:id', () => {
        remaining = { items: remaining.items.filter((s) => s.id !== otherId) };
        return json({ message: 'The session has been signed out.' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SessionsPanel />);
    const table = await screen.findByRole('table', { name: 'Signed-in sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Chrome 131 on Windows 10');
    expect(rows[0]?.textContent).toContain('This device');
    expect(rows[1]?.textContent).toContain('10.0.0.2');
    expect(rows[1]?.textContent).toContain('11/23/2026');
    // Only the other session has a sign-out button.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Sign out Safari 17 on iOS 17.5 (10.0.0.2)' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const deleted = requests.filter((r) => r.method === 'DELETE');
    expect(deleted.map((r) => r.url.pathname)).toEqual([`/api/account/sessions/${otherId}`]);
    expect(await screen.findByText('Only this device is signed in.')).toBeTruthy();
  });

  it('signs out everywhere else after asking', async () => {
    signInForTest(['shipment']);
    const requests = recordRequests();
    apiServer.use(
      http.get('/api/account/sessions', () => json(list)),
      http.post('/api/account/sessions/sign-out-others', () =>
        json({ message: '1 other session has been signed out.' }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SessionsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else' });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
        '/api/account/sessions/sign-out-others',
      ]),
    );
  });

  it('says why there is nothing while impersonating, and asks the API nothing', async () => {
    signInForTest(['shipment'], { userType: 'EMPLOYEE', admin: true });
    applyImpersonation(
      {
        userId: '7f1a2c3d-0000-4000-8000-000000000010',
        email: 'marco.silva@serraazul.example',
        displayName: 'Marco Silva',
        selectedCompanyCode: 'SERRA',
        permissions: ['shipment'],
        reportUrl: null,
        companyGroup: null,
        userType: 'CUSTOMER',
        expiresAt: Date.now() + 600_000,
      },
      'imp-token',
    );
    const requests = recordRequests();
    renderWithProviders(<SessionsPanel />);
    expect(screen.getByRole('status').textContent).toContain('not shown while impersonating');
    expect(requests).toHaveLength(0);
  });
});
