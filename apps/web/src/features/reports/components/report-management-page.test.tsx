import type { ReportDefinition } from '@connect/contracts/reports/reports.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json, recordRequests, type RecordedRequest } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ReportManagementPage } from './report-management-page';

const financeId = '11111111-1111-4111-8111-111111111111';
const lscompId = '55555555-5555-4555-8555-555555555555';
const spend: ReportDefinition = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Monthly spend',
  description: 'Spend by lane',
  categoryId: financeId,
  categoryName: 'Finance',
  kind: 'url',
  url: 'https://bi.example.com/spend',
  builtIn: null,
  active: true,
  companies: [],
  users: [],
  updatedAt: '2026-11-24T12:00:00.000Z',
};
const saved = { id: spend.id, message: 'Report saved successfully', messageKey: 'server.reports.saved' };
let requests: RecordedRequest[];

beforeEach(() => {
  requests = recordRequests();
  signInForTest([], { admin: true, userType: 'EMPLOYEE', selectedCompany: null });
  apiServer.use(
    http.get('/api/admin/report-manager', () => json({ all: true, companies: [] })),
    http.get('/api/admin/report-roles', () => json({ items: [] })),
    http.post('/api/admin/report-roles', () => json(saved, 201)),
    http.get('/api/admin/reports', () => json({ items: [spend] })),
    http.post('/api/admin/reports', () => json(saved, 201)),
    http.put('/api/admin/reports/:id/permissions', () => json(saved)),
    http.get('/api/admin/report-categories', () =>
      json({ items: [{ id: financeId, name: 'Finance', sortOrder: 1, reportCount: 1 }] }),
    ),
    http.get('/api/admin/report-audience', () =>
      json({
        companies: [{ id: lscompId, code: 'LSCOMP', name: 'Lone Star Components LLC' }],
        users: [],
      }),
    ),
    http.get('/api/admin/report-history', () =>
      json({
        items: [
          {
            id: '66666666-6666-4666-8666-666666666666',
            reportName: 'export_airway_bill',
            format: 'pdf',
            outcome: 'notFound',
            parameters: { id: 'abc' },
            userEmail: 'dana.whitfield@lonestar-components.example',
            userName: 'Dana Whitfield',
            companyCode: 'LSCOMP',
            ranAt: '2026-11-24T12:00:00.000Z',
          },
        ],
        total: 1,
        pageNumber: 1,
        pageSize: 50,
      }),
    ),
  );
});

afterEach(() => clearSession());

describe('report management', () => {
  it("says 'Report Name is mandatory' and 'Report URL is mandatory', then saves a report by name and URL", async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ReportManagementPage />, { route: '/u/reports' });
    const table = await screen.findByRole('table', { name: 'Reports' });
    expect(await within(table).findByText('Monthly spend')).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Add report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add report' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Report Name is mandatory')).toBeTruthy();
    expect(within(dialog).getByText('Report URL is mandatory')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('textbox', { name: 'Report Name' }));
    await user.paste('On-time performance');
    await user.click(within(dialog).getByRole('textbox', { name: 'Report URL' }));
    await user.paste('https://bi.example.com/otp');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add report' })).toBeNull());
    const post = requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/admin/reports');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      name: 'On-time performance',
      kind: 'url',
      url: 'https://bi.example.com/otp',
      categoryId: null,
      active: true,
    });
  });

  it('gives a report to a company', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportManagementPage />, { route: '/u/reports' });
    await user.click(await screen.findByRole('button', { name: 'Permissions of Monthly spend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who sees Monthly spend' });
    await user.click(within(dialog).getByLabelText('Companies (by code)'));
    await user.click(await screen.findByRole('option', { name: 'LSCOMP · Lone Star Components LLC' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT' && r.url.pathname.endsWith('/permissions'))?.body).toBe(
        JSON.stringify({ companyIds: [lscompId], userIds: [] }),
      ),
    );
  });

  it('shows the report history', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ReportManagementPage />, { route: '/u/reports' });
    await user.click(await screen.findByRole('tab', { name: 'Report History' }));
    const table = await screen.findByRole('table', { name: 'Report History' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('export_airway_bill')).toBeTruthy();
    expect(within(row).getByText('Record Not Found')).toBeTruthy();
    expect(within(row).getByText('id=abc')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe("report management for a customer's report admin (decision 095)", () => {
  const planners = {
    id: '77777777-7777-4777-8777-777777777777',
    companyId: lscompId,
    companyCode: 'LSCOMP',
    name: 'Planners',
    reports: [{ id: spend.id, name: spend.name }],
    users: [{ id: '88888888-8888-4888-8888-888888888888', email: 'ana@lonestar.example', displayName: 'Ana' }],
  };
  beforeEach(() => {
    signInForTest(['report', 'reportAdmin']);
    apiServer.use(
      http.get('/api/admin/report-manager', () => json({ all: false, companies: ['LSCOMP'] })),
      http.get('/api/admin/report-roles', () => json({ items: [planners] })),
    );
  });

  it('shares reports but offers no forwarder writes, and says whose reports they manage', async () => {
    const { container } = renderWithProviders(<ReportManagementPage />, { route: '/u/reports' });
    const table = await screen.findByRole('table', { name: 'Reports' });
    expect(await within(table).findByText('Monthly spend')).toBeTruthy();
    expect(screen.getByText('You manage the reports of your companies only: LSCOMP.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Monthly spend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Monthly spend' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Permissions of Monthly spend' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Categories' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('lists the roles and adds one for their company with reports and users', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ReportManagementPage />, { route: '/u/reports?tab=roles' });
    const table = await screen.findByRole('table', { name: 'Roles' });
    const row = (await within(table).findByText('Planners')).closest('tr') as HTMLElement;
    expect(within(row).getByText('LSCOMP')).toBeTruthy();
    expect(within(row).getByText('Monthly spend')).toBeTruthy();
    expect(within(row).getByText('ana@lonestar.example')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add role' });
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Role Name is mandatory')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('textbox', { name: 'Role Name' }));
    await user.paste('Finance');
    await user.click(within(dialog).getByLabelText('Reports of the role'));
    await user.click(await screen.findByRole('option', { name: 'Monthly spend' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        JSON.parse(
          requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/admin/report-roles')?.body ?? '{}',
        ),
      ).toEqual({ companyId: lscompId, name: 'Finance', reportIds: [spend.id], userIds: [] }),
    );
  });
});
