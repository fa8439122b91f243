import type { AdminHome } from '@connect/contracts/admin/admin-home.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { AdminHomePage } from './admin-home-page';

const home: AdminHome = {
  users: { active: 41, invited: 3, disabled: 2, joinedLast7Days: 5 },
  invitations: { waiting: 3, expiringSoon: 1, expired: 2 },
  messages: {
    runningCount: 1,
    drafts: 2,
    running: [
      {
        id: '0f8a4c2e-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
        subject: 'Holiday cut-offs',
        severity: 'warning',
        requiresAck: true,
        startsAt: '2026-11-20T12:00:00Z',
        endsAt: null,
        audience: 8,
        seen: 6,
        acknowledged: 4,
      },
    ],
  },
  outbox: {
    mailFailed7Days: 1,
    smsFailed7Days: 0,
    lastFailure: {
      channel: 'mail',
      to: 'bounced@example.com',
      error: '550 mailbox unavailable',
      at: '2026-11-24T09:00:00Z',
    },
  },
  integration: {
    activeKeys: 2,
    keyLastUsedAt: '2026-11-24T10:00:00Z',
    shipmentEvents24h: 17,
    lastShipmentEventAt: '2026-11-24T10:00:00Z',
    warehouseEvents24h: 0,
    lastWarehouseEventAt: null,
  },
  audit: [
    {
      id: 7,
      at: '2026-11-24T11:00:00Z',
      action: 'admin.message.publish',
      actorEmail: 'admin@meridian-logistics.example',
      subjectEmail: null,
      companyCode: null,
    },
  ],
};

describe('the admin home', () => {
  it('shows each card with its figures and links to the screen behind it', async () => {
    apiServer.use(http.get('/api/admin/home', () => json(home)));
    renderWithProviders(<AdminHomePage />, { route: '/u/dashboard' });
    const users = await screen.findByRole('region', { name: 'Users' });
    expect(within(users).getByRole('rowheader', { name: 'Active' }).closest('tr')?.textContent).toContain('41');
    expect(within(users).getByRole('link', { name: 'Show invited users' }).getAttribute('href')).toBe(
      '/u/admin?status=invited',
    );
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(
      within(invitations).getByRole('rowheader', { name: 'Expire within 3 days' }).closest('tr')?.textContent,
    ).toBe('Expire within 3 days1');
    const outbox = screen.getByRole('region', { name: 'Mail and text messages' });
    expect(outbox.textContent).toContain('Last failure: e-mail to bounced@example.com');
    expect(outbox.textContent).toContain('550 mailbox unavailable');
    expect(within(outbox).getByRole('link', { name: 'Open the mail outbox' }).getAttribute('href')).toBe(
      '/u/admin?tab=outbox',
    );
    const messages = screen.getByRole('region', { name: 'Messages running' });
    expect(messages.textContent).toContain('1 message is showing now');
    expect(messages.textContent).toContain('2 drafts');
    expect(within(messages).getByRole('progressbar', { name: '4 of 8 (50%)' })).toBeTruthy();
    const integration = screen.getByRole('region', { name: 'Integration feed' });
    expect(integration.textContent).toContain('Warehouse events (24 hours): None yet');
    const audit = screen.getByRole('region', { name: 'Latest activity' });
    expect(within(audit).getByRole('link', { name: 'admin@meridian-logistics.example' }).getAttribute('href')).toBe(
      '/u/admin?search=admin%40meridian-logistics.example',
    );
    await expectNoAxeViolations(document.body);
  });

  it('says when it could not load, and tries again on request', async () => {
    let calls = 0;
    apiServer.use(
      http.get('/api/admin/home', () => {
        calls += 1;
        return calls === 1 ? apiError('INTERNAL', 500, 'Something went wrong') : json(home);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminHomePage />, { route: '/u/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The admin home could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Users' });
    expect(calls).toBe(2);
  });
});
