import type { AdminInvitation } from '@connect/contracts/admin/admin-invitations.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { InvitationsTab } from './invitations-tab';
import { startAppI18n } from '@/test/app-i18n';

afterEach(async () => {
  if (i18next.isInitialized) await i18next.changeLanguage('en-US');
});

const base = {
  companyCode: 'SERRAZ',
  companyName: 'Serra Azul Importadora',
  permissions: ['shipment'],
  invitedBy: 'Morgan Admin',
  message: '',
  createdAt: Date.parse('2026-11-20T10:00:00Z'),
  lastSentAt: Date.parse('2026-11-20T10:00:00Z'),
};
const pending: AdminInvitation = {
  ...base,
  id: '1d0c1f8e-2a4b-4c3d-9e8f-7a6b5c4d3e21',
  email: 'ana@serraazul.example',
  state: 'pending',
  sendCount: 1,
  expiresAt: Date.parse('2026-11-27T10:00:00Z'),
};
const expired: AdminInvitation = {
  ...base,
  id: '2d0c1f8e-2a4b-4c3d-9e8f-7a6b5c4d3e22',
  email: 'bruno@serraazul.example',
  state: 'expired',
  sendCount: 2,
  expiresAt: Date.parse('2026-11-01T10:00:00Z'),
};
const revoked: AdminInvitation = {
  ...pending,
  id: '3d0c1f8e-2a4b-4c3d-9e8f-7a6b5c4d3e23',
  email: 'caio@x.example',
  state: 'revoked',
};

function serve() {
  apiServer.use(
    http.get('/api/admin/invitations', ({ request }) =>
      json({
        items:
          new URL(request.url).searchParams.get('show') === 'all' ? [pending, expired, revoked] : [pending, expired],
      }),
    ),
    http.post(`/api/admin/invitations/${expired.id}/resend`, () =>
      json({
        message: 'Invitation sent again to bruno@serraazul.example',
        messageKey: 'server.adminUsers.invitationResent',
        params: { email: expired.email },
        invitation: { ...expired, state: 'pending', sendCount: 3 },
      }),
    ),
    http.delete(`/api/admin/invitations/${pending.id}`, () =>
      json({
        message: 'Invitation revoked',
        messageKey: 'server.adminUsers.invitationRevoked',
        invitation: { ...pending, state: 'revoked' },
      }),
    ),
  );
}

describe("the admin's invitations tab", () => {
  it('lists open invitations with state and expiry; sends again and revokes the chosen one', async () => {
    serve();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<InvitationsTab />);
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([pending.email, expired.email]);
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Expired')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[3]?.textContent).toContain('11/01/2026');
    await expectNoAxeViolations(document.body);

    await user.click(screen.getByRole('button', { name: `Send the invitation to ${expired.email} again` }));
    await user.click(screen.getByRole('button', { name: `Revoke the invitation to ${pending.email}` }));
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
        `POST /api/admin/invitations/${expired.id}/resend`,
        `DELETE /api/admin/invitations/${pending.id}`,
      ]),
    );

    // Closed invitations only on request, without actions.
    await user.click(screen.getByRole('checkbox', { name: 'Show revoked and accepted invitations' }));
    const closedRow = (await screen.findByText(revoked.email)).closest('tr') as HTMLElement;
    expect(within(closedRow).getByText('Revoked')).toBeTruthy();
    expect(within(closedRow).queryAllByRole('button')).toHaveLength(0);
  });

  it('says so when nothing is pending, and speaks Spanish and Portuguese', async () => {
    apiServer.use(http.get('/api/admin/invitations', () => json({ items: [] })));
    await startAppI18n('es-MX');
    renderWithProviders(
      <I18nextProvider i18n={i18next}>
        <InvitationsTab />
      </I18nextProvider>,
    );
    expect(await screen.findByText('No hay invitaciones pendientes.')).toBeTruthy();
    await i18next.changeLanguage('pt-BR');
    expect(await screen.findByText('Não há convites pendentes.')).toBeTruthy();
  });
});
