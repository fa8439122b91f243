import type { BulkInviteDryRunResponse } from '@connect/contracts/admin/admin-bulk-invite.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { BulkInviteDialog } from './bulk-invite-dialog';

const csv = 'email,company,permissions\nana@example.com,LSCOMP,shipment\nnope,LSCOMP,shipment\n';

const dryRun: BulkInviteDryRunResponse = {
  rowCount: 2,
  validCount: 1,
  rows: [
    { row: 2, email: 'ana@example.com', companyCode: 'LSCOMP', permissions: ['shipment'], problems: [] },
    {
      row: 3,
      email: 'nope',
      companyCode: 'LSCOMP',
      permissions: ['shipment'],
      problems: [
        { field: 'email', message: 'Please enter valid email address', messageKey: 'errors.pleaseEnterValidEmail' },
      ],
    },
  ],
};

const chooseFile = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File([text], 'invites.csv', { type: 'text/csv' }));
};

describe('inviting users from a CSV file', () => {
  it('shows every row of the dry run with its result, then invites the valid rows with the same file', async () => {
    const requests = recordRequests();
    apiServer.use(
      http.post('/api/admin/invites/bulk/dry-run', () => json(dryRun)),
      http.post('/api/admin/invites/bulk', () =>
        json({
          ...dryRun,
          invited: [{ row: 2, inviteId: '5d0c1f8e-2a4b-4c3d-9e8f-7a6b5c4d3e2f', email: 'ana@example.com' }],
          message: '1 invitation sent',
          messageKey: 'server.adminUsers.invitesSent',
          params: { count: 1 },
        }),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BulkInviteDialog opened onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Invite users from a CSV file' });

    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Choose a file first.')).toBeTruthy();

    await chooseFile(user, csv);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect((await screen.findByRole('status')).textContent).toBe('1 of 2 rows can be invited');
    const table = screen.getByRole('table', { name: 'Invite users from a CSV file' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Ready to invite');
    expect(rows[2]?.textContent).toContain('Please enter valid email address');
    await expectNoAxeViolations(document.body);

    await user.click(screen.getByRole('button', { name: 'Invite the valid rows' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const sent = requests.filter((r) => r.url.pathname.startsWith('/api/admin/invites/bulk'));
    expect(sent.map((r) => [r.url.pathname, r.headers.get('content-type'), r.body])).toEqual([
      ['/api/admin/invites/bulk/dry-run', 'text/csv', csv],
      ['/api/admin/invites/bulk', 'text/csv', csv],
    ]);
  });

  it("shows the server's refusal of the whole file and keeps the invite button away", async () => {
    apiServer.use(
      http.post('/api/admin/invites/bulk/dry-run', () =>
        apiError(
          'VALIDATION_FAILED',
          400,
          'The file has no column permissions. The header row names email, company and permissions.',
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<BulkInviteDialog opened onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Invite users from a CSV file' });
    await chooseFile(user, 'email,company\nana@example.com,LSCOMP\n');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The file has no column permissions.');
    expect(screen.queryByRole('button', { name: 'Invite the valid rows' })).toBeNull();
  });
});
