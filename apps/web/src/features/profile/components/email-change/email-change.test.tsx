import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { clearSession, getSessionState } from '@/lib/session/session-store';
import { signInForTest } from '@/test/session';
import { ConfirmEmailChangePage } from './confirm-email-change-page';
import { EmailChangeSection } from './email-change-section';

const token = 'T'.repeat(43);
const status = {
  side: 'new',
  oldEmail: 'dana.whitfield@lonestar-components.example',
  newEmail: 'dana@new.example',
  oldConfirmed: false,
  newConfirmed: false,
  state: 'pending',
  expiresAt: Date.UTC(2026, 10, 25, 12, 0),
};

describe('EmailChangeSection', () => {
  it('asks with the new address and the current password, and shows the password problem under its field', async () => {
    signInForTest(['shipment']);
    const requests = recordRequests();
    let asked = 0;
    apiServer.use(
      http.get('/api/account/email-change', () => json({ change: null })),
      http.post('/api/account/email-change', () => {
        asked += 1;
        return asked === 1
          ? HttpResponse.json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'This form is not valid.',
                  details: {
                    fields: [{ path: 'body.currentPassword', message: 'The current password is incorrect.' }],
                  },
                },
              },
              { status: 400 },
            )
          : json({ message: 'We sent a link to your current and your new address.' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<EmailChangeSection />);
    const form = await screen.findByRole('form', { name: 'Sign-in e-mail' });
    await user.click(within(form).getByRole('button', { name: 'Send confirmation links' }));
    expect(asked).toBe(0);
    await user.type(within(form).getByLabelText(/New e-mail address/), 'dana@new.example');
    await user.type(within(form).getByLabelText(/Current password/), 'wrong-password');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation links' }));
    expect(await within(form).findByText('The current password is incorrect.')).toBeTruthy();
    await expectNoAxeViolations(document.body);
    await user.click(within(form).getByRole('button', { name: 'Send confirmation links' }));
    await waitFor(() => expect(asked).toBe(2));
    const posted = requests.filter((r) => r.method === 'POST');
    await waitFor(() => expect(posted[1]?.body).not.toBe(''));
    expect(JSON.parse(posted[1]?.body ?? '{}')).toEqual({
      newEmail: 'dana@new.example',
      currentPassword: 'wrong-password',
    });
  });

  it('shows a change in progress with the confirmation of each address, and cancels it', async () => {
    signInForTest(['shipment']);
    const requests = recordRequests();
    apiServer.use(
      http.get('/api/account/email-change', () =>
        json({
          change: {
            newEmail: 'dana@new.example',
            oldConfirmed: true,
            newConfirmed: false,
            expiresAt: status.expiresAt,
          },
        }),
      ),
      http.delete('/api/account/email-change', () => json({ message: 'The e-mail change has been cancelled.' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<EmailChangeSection />);
    const progress = await screen.findByRole('status');
    expect(progress.textContent).toContain('Change to dana@new.example in progress');
    expect(progress.textContent).toContain('Current address: Confirmed');
    expect(progress.textContent).toContain('New address: Waiting for confirmation');
    await user.click(screen.getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });
});

describe('ConfirmEmailChangePage', () => {
  it("shows the link's address and the progress, and confirms", async () => {
    const requests = recordRequests();
    apiServer.use(
      http.post('/api/account/email-change/status', () => json(status)),
      http.post('/api/account/email-change/confirm', () =>
        json({ ...status, newConfirmed: true, message: 'Thank you, this address is confirmed.' }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ConfirmEmailChangePage />, { route: `/u/confirm-email?token=${token}` });
    expect(await screen.findByText(/from dana.whitfield@lonestar-components.example to dana@new.example/)).toBeTruthy();
    expect(screen.getByText('This link was sent to the new address.')).toBeTruthy();
    // The new address's link cannot cancel the change.
    expect(screen.queryByRole('button', { name: 'Cancel the change' })).toBeNull();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you, this address is confirmed.');
    const list = screen.getByRole('list', { name: 'Progress' });
    expect(list.textContent).toContain('New address: Confirmed');
    expect(list.textContent).toContain('Current address: Waiting for confirmation');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    const confirm = requests.find((r) => r.url.pathname.endsWith('/confirm'));
    await waitFor(() => expect(confirm?.body).not.toBe(''));
    expect(JSON.parse(confirm?.body ?? '{}')).toEqual({ token });
  });

  it('renews the session of a browser signed in as the user once the change completes, so it shows the new address', async () => {
    signInForTest(['shipment']);
    const renewed = () => {
      const { accessToken, expiresAt, impersonation, user } = getSessionState();
      return json({ accessToken, expiresAt, impersonation, user: { ...user, email: 'dana@new.example' } });
    };
    apiServer.use(
      http.post('/api/account/email-change/status', () => json({ ...status, oldConfirmed: true })),
      http.post('/api/account/email-change/confirm', () =>
        json({ ...status, oldConfirmed: true, newConfirmed: true, state: 'completed', message: 'Done.' }),
      ),
      http.get('/api/Authenticate/updateClaims', renewed),
      http.post('/api/auth/refresh', renewed),
    );
    const user = userEvent.setup();
    renderWithProviders(<ConfirmEmailChangePage />, { route: `/u/confirm-email?token=${token}` });
    expect(getSessionState().user?.email).toBe('dana.whitfield@lonestar-components.example');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(getSessionState().user?.email).toBe('dana@new.example'));
    clearSession();
  });

  it('does not renew anything for a browser that is not signed in', async () => {
    const requests = recordRequests();
    apiServer.use(
      http.post('/api/account/email-change/status', () => json({ ...status, oldConfirmed: true })),
      http.post('/api/account/email-change/confirm', () =>
        json({ ...status, oldConfirmed: true, newConfirmed: true, state: 'completed', message: 'Done.' }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ConfirmEmailChangePage />, { route: `/u/confirm-email?token=${token}` });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText('Done.');
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/api/account/email-change/status',
      '/api/account/email-change/confirm',
    ]);
  });

  it('offers Cancel on the current address’s link', async () => {
    apiServer.use(http.post('/api/account/email-change/status', () => json({ ...status, side: 'old' })));
    renderWithProviders(<ConfirmEmailChangePage />, { route: `/u/confirm-email?token=${token}` });
    expect(await screen.findByRole('button', { name: 'Cancel the change' })).toBeTruthy();
  });

  it('says a malformed link is not valid', () => {
    const requests = recordRequests();
    renderWithProviders(<ConfirmEmailChangePage />, { route: '/u/confirm-email?token=short' });
    expect(screen.getByRole('alert').textContent).toContain('This link is not valid');
    expect(requests).toHaveLength(0);
  });
});
