import type { UserHistoryResponse } from '@connect/contracts/admin/user-history.schemas';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { marco } from '@/test/fixtures/admin';
import { renderWithProviders } from '@/test/render';
import { UserHistoryDialog } from './user-history-dialog';

const adminActor = {
  userId: '0b7e2f1a-3c4d-4e5f-8a9b-1c2d3e4f5a6b',
  displayName: 'Morgan Admin',
  email: 'a@x.example',
};

describe("a user's history", () => {
  it('lists each admin change with what, who and when, and the unknown actions as recorded', async () => {
    const history: UserHistoryResponse = {
      items: [
        {
          id: 3,
          occurredAt: '2026-11-20T15:00:00Z',
          action: 'admin.companyGroup.userAdded',
          actor: adminActor,
          details: {},
        },
        { id: 2, occurredAt: '2026-11-19T15:00:00Z', action: 'admin.user.disable', actor: adminActor, details: {} },
        { id: 1, occurredAt: '2026-11-18T15:00:00Z', action: 'admin.mfa.reset', actor: null, details: {} },
      ],
    };
    apiServer.use(http.get(`/api/admin/users/${marco.userId}/history`, () => json(history)));
    renderWithProviders(<UserHistoryDialog user={marco} onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'History of Marco Silva' });
    const table = await screen.findByRole('table', { name: 'History of Marco Silva' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ['Added to a company group', 'Morgan Admin'],
      ['Disabled', 'Morgan Admin'],
      ['admin.mfa.reset', 'The portal'],
    ]);
    expect(rows[0]?.[0]).toContain('11/20/2026');
    await expectNoAxeViolations(document.body);
  });

  it('says so when no admin has changed the user', async () => {
    apiServer.use(http.get(`/api/admin/users/${marco.userId}/history`, () => json({ items: [] })));
    renderWithProviders(<UserHistoryDialog user={marco} onClose={() => undefined} />);
    expect(await screen.findByText('No admin has changed this user yet.')).toBeTruthy();
  });
});
