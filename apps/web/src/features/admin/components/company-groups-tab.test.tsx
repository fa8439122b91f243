import type { AdminUser } from '@connect/contracts/admin/admin.schemas';
import type { CompanyGroup } from '@connect/contracts/admin/company-groups.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { CompanyGroupsTab } from './company-groups-tab';

const jordan: AdminUser = {
  userId: '5d0c1f8e-2a4b-4c3d-9e8f-7a6b5c4d3e21',
  email: 'jordan.lee@lonestar-group.example',
  displayName: 'Jordan Lee',
  userType: 'CUSTOMER',
  admin: false,
  status: 'active',
  companies: [{ companyCode: 'LSCOMP', name: 'Lone Star Components LLC', permissions: ['shipment'] }],
  createdAt: '2026-01-05T10:00:00Z',
};
const dana: AdminUser = {
  ...jordan,
  userId: '5d0c1f8e-2a4b-4c3d-9e8f-7a6b5c4d3e22',
  email: 'dana.whitfield@lonestar-components.example',
  displayName: 'Dana Whitfield',
  companies: [{ companyCode: 'LSLOG', name: 'Lone Star Logistics', permissions: ['shipment'] }],
};
const lonestar: CompanyGroup = {
  id: '9a8b7c6d-0000-4000-8000-000000000001',
  code: 'LONESTAR',
  name: 'Lone Star Group',
  companies: [{ companyCode: 'LSCOMP', name: 'Lone Star Components LLC' }],
  users: [{ userId: jordan.userId, email: jordan.email, displayName: jordan.displayName }],
};

let sent: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  apiServer.use(
    http.get('/api/admin/company-groups', () => json({ items: [lonestar] })),
    http.get('/api/admin/users', () => json({ items: [jordan, dana], total: 2, pageNumber: 1, pageSize: 1000 })),
    http.post('/api/admin/company-groups', async ({ request }) => {
      const body = await request.json();
      sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
      return json({
        group: { ...lonestar, id: '9a8b7c6d-0000-4000-8000-000000000002' },
        message: 'Company group saved',
      });
    }),
    http.put('/api/admin/company-groups/:groupId/users', async ({ request }) => {
      const body = await request.json();
      sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      return json({ group: lonestar, message: 'Company group saved' });
    }),
  );
});

describe('company groups', () => {
  it('lists the groups and creates one, naming what is missing first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompanyGroupsTab />);
    const table = await screen.findByRole('table', { name: 'Company groups' });
    expect(await within(table).findByText('Lone Star Components LLC (LSCOMP)')).toBeTruthy();
    expect(within(table).getByText('1 user')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New company group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New company group' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please add one company.')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(sent).toEqual([]);
    await expectNoAxeViolations(document.body);

    await user.type(within(dialog).getByRole('textbox', { name: 'Group code' }), 'LSTAR2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Group name' }), 'Lone Star West');
    await user.click(within(dialog).getByLabelText(/^Companies/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Lone Star Logistics (LSLOG)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New company group' })).toBeNull());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/company-groups',
        body: { code: 'LSTAR2', name: 'Lone Star West', companyCodes: ['LSLOG'] },
      },
    ]);
  });

  it("sets a group's users and says 'Please select atleast one user' when none is left", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompanyGroupsTab />);
    await user.click(await screen.findByRole('button', { name: 'Users of Lone Star Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Users of Lone Star Group' });
    const picker = within(dialog).getByLabelText(/^Users/, { selector: 'input' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Jordan Lee/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please select atleast one user')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Dana Whitfield/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Users of Lone Star Group' })).toBeNull());
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/api/admin/company-groups/${lonestar.id}/users`,
        body: { userIds: [dana.userId] },
      },
    ]);
  });
});
