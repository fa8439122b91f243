import { invitationsResponseSchema, type InvitationsResponse } from '@connect/contracts/account/account.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { InviteColleaguesSection } from './invite-colleagues-section';

const at = Date.UTC(2026, 10, 20, 12, 0);
const invite = (id: string, email: string, state: string) => ({
  id,
  email,
  companyCode: 'LSCOMP',
  state,
  invitedBy: 'Dana Whitfield',
  message: '',
  sendCount: 1,
  createdAt: at,
  lastSentAt: at,
  expiresAt: at + 7 * 86_400_000,
});
const listed: InvitationsResponse = invitationsResponseSchema.parse({
  companyCode: 'LSCOMP',
  companies: [{ code: 'LSCOMP', name: 'Lone Star Components' }],
  items: [
    invite('33333333-3333-4333-8333-333333333331', 'pending@lonestar.example', 'pending'),
    invite('33333333-3333-4333-8333-333333333332', 'accepted@lonestar.example', 'accepted'),
    invite('33333333-3333-4333-8333-333333333333', 'revoked@lonestar.example', 'revoked'),
  ],
});

function serve(answer: InvitationsResponse = listed) {
  apiServer.use(http.get('/api/account/invitations', () => json(answer)));
}

describe('InviteColleaguesSection', () => {
  it('lists the invitations with their state; only open ones can be sent again or revoked', async () => {
    signInForTest(['shipment']);
    serve();
    const requests = recordRequests();
    apiServer.use(
      http.post('/api/account/invitations/:id/resend', () => json({ message: 'Invitation sent again.' })),
      http.delete('/api/account/invitations/:id', () => json({ message: 'Invitation revoked.' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<InviteColleaguesSection />);
    const table = await screen.findByRole('table', { name: 'Invitations of Lone Star Components' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Pending', 'Accepted', 'Revoked']);
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send the invitation to pending@lonestar.example again' }));
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to pending@lonestar.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
        'POST /api/account/invitations/33333333-3333-4333-8333-333333333331/resend',
        'DELETE /api/account/invitations/33333333-3333-4333-8333-333333333331',
      ]),
    );
  });

  it("opens the panel (Invites Emails, Message, Cancel, Send Invite) with spec 2's e-mail messages, axe clean", async () => {
    signInForTest(['shipment']);
    serve();
    const requests = recordRequests();
    apiServer.use(
      http.post('/api/account/invitations', () => json({ message: 'Invitations sent to 2 addresses.', items: [] })),
    );
    const user = userEvent.setup();
    renderWithProviders(<InviteColleaguesSection />);
    await user.click(await screen.findByRole('button', { name: 'Invite Colleagues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Colleagues' });
    await expectNoAxeViolations(document.body);
    const emails = within(dialog).getByLabelText('Invites Emails', { exact: false });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please add one email to send.');
    await user.type(emails, 'not-an-address{Enter}');
    expect(dialog.textContent).toContain('Please enter valid email address');
    await user.clear(emails);
    await user.type(emails, 'ana@lonestar.example{Enter}');
    await user.type(emails, 'ANA@lonestar.example{Enter}');
    expect(dialog.textContent).toContain('email address already exist in list');
    await user.clear(emails);
    await user.type(emails, 'ben@lonestar.example,');
    const chips = within(dialog).getByRole('list', { name: 'Addresses to invite' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ana@lonestar.example', 'ben@lonestar.example']);
    await user.type(within(dialog).getByLabelText('Message'), 'Welcome!');
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).not.toBe(''));
    expect(JSON.parse(requests.find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({
      emails: ['ana@lonestar.example', 'ben@lonestar.example'],
      message: 'Welcome!',
      companyCode: 'LSCOMP',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps what was typed and shows the server's reason when an address already has an account", async () => {
    signInForTest(['shipment']);
    serve();
    apiServer.use(
      http.post('/api/account/invitations', () =>
        HttpResponse.json(
          {
            error: {
              code: 'CONFLICT',
              message: 'dana@lonestar.example already has a Connect account.',
              details: {
                fields: [{ path: 'body.emails.0', message: 'dana@lonestar.example already has a Connect account.' }],
              },
            },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<InviteColleaguesSection />);
    await user.click(await screen.findByRole('button', { name: 'Invite Colleagues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Colleagues' });
    await user.type(within(dialog).getByLabelText('Invites Emails', { exact: false }), 'dana@lonestar.example{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'dana@lonestar.example already has a Connect account.',
    );
    expect(within(dialog).getByRole('list', { name: 'Addresses to invite' }).textContent).toContain(
      'dana@lonestar.example',
    );
  });

  it('lets a company-group user choose the company', async () => {
    signInForTest(['shipment']);
    const requests = recordRequests();
    apiServer.use(
      http.get('/api/account/invitations', ({ request }) => {
        const code = new URL(request.url).searchParams.get('companyCode') ?? 'LSCOMP';
        return json({
          companyCode: code,
          companies: [
            { code: 'LSCOMP', name: 'Lone Star Components' },
            { code: 'LSTEX', name: 'Lone Star Texas' },
          ],
          items: [],
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InviteColleaguesSection />);
    await user.click(await screen.findByRole('button', { name: 'Invite Colleagues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Colleagues' });
    await user.selectOptions(within(dialog).getByLabelText('Company'), 'LSTEX');
    await waitFor(() => expect(requests.some((r) => r.url.searchParams.get('companyCode') === 'LSTEX')).toBe(true));
    expect(await screen.findByText(/Invite colleagues to Lone Star Texas/)).toBeTruthy();
  });
});
