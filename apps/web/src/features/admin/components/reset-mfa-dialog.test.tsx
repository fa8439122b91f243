import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { marco } from '@/test/fixtures/admin';
import { renderWithProviders } from '@/test/render';
import { ResetMfaDialog } from './reset-mfa-dialog';

describe("the admin's reset of a locked-out user's two-step sign-in", () => {
  it('asks first, names the user, and resets only on confirmation', async () => {
    const requests = recordRequests();
    apiServer.use(
      http.delete(`/api/admin/users/${marco.userId}/mfa`, () =>
        json({ message: 'Two-step sign-in of Marco Silva was reset.', messageKey: 'server.mfa.resetByAdmin' }),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ResetMfaDialog user={marco} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in?' });
    expect(dialog.textContent).toContain('Every sign-in method of Marco Silva');
    await expectNoAxeViolations(document.body);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      `/api/admin/users/${marco.userId}/mfa`,
    ]);
  });

  it('closes and reports when the user has nothing to reset', async () => {
    apiServer.use(
      http.delete(`/api/admin/users/${marco.userId}/mfa`, () =>
        apiError('CONFLICT', 409, 'Marco Silva has no two-step sign-in to reset.'),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ResetMfaDialog user={marco} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
