import type { AdminUser } from '@connect/contracts/admin/admin.schemas';
import { permissionKeys } from '@connect/domain/reference/enumerations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { UserPermissionsDialog } from './user-permissions-dialog';
import { startAppI18n } from '@/test/app-i18n';

afterEach(async () => {
  if (i18next.isInitialized) await i18next.changeLanguage('en-US');
});

const jordan: AdminUser = {
  userId: '5d0c1f8e-2a4b-4c3d-9e8f-7a6b5c4d3e2f',
  email: 'jordan.lee@lonestar-group.example',
  displayName: 'Jordan Lee',
  userType: 'CUSTOMER',
  admin: false,
  status: 'active',
  companies: [
    { companyCode: 'GCMEDS', name: 'Gulf Coast Medical', permissions: ['shipment'] },
    { companyCode: 'LSCOMP', name: 'Lone Star Components', permissions: ['shipment', 'billing'] },
  ],
  createdAt: '2026-01-05T10:00:00Z',
};
const url = `/api/admin/users/${jordan.userId}/permissions`;

describe("the admin's permissions checklist per company", () => {
  it("shows one checklist of the spec's keys per company, ticked as saved, and sends every company's list", async () => {
    const requests = recordRequests();
    apiServer.use(
      http.put(url, () =>
        json({ message: 'Permissions saved', messageKey: 'server.adminUsers.permissionsSaved', companies: [] }),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<UserPermissionsDialog user={jordan} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Jordan Lee' });
    const gulf = within(dialog).getByRole('group', { name: 'Gulf Coast Medical (GCMEDS)' });
    const star = within(dialog).getByRole('group', { name: 'Lone Star Components (LSCOMP)' });
    expect(within(gulf).getAllByRole('checkbox')).toHaveLength(permissionKeys.length);
    expect((within(gulf).getByRole('checkbox', { name: 'Shipments' }) as HTMLInputElement).checked).toBe(true);
    expect((within(gulf).getByRole('checkbox', { name: 'Billing' }) as HTMLInputElement).checked).toBe(false);
    expect((within(star).getByRole('checkbox', { name: 'Billing' }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations(document.body);

    await user.click(within(gulf).getByRole('checkbox', { name: 'Reports' }));
    await user.click(within(star).getByRole('checkbox', { name: 'Billing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe(url);
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      companies: [
        { companyCode: 'GCMEDS', permissions: ['shipment', 'report'] },
        { companyCode: 'LSCOMP', permissions: ['shipment'] },
      ],
    });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    apiServer.use(http.put(url, () => apiError('NOT_FOUND', 404, 'Jordan Lee does not belong to GCMEDS.')));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<UserPermissionsDialog user={jordan} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Save permissions' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Jordan Lee does not belong to GCMEDS.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks Spanish and Portuguese', async () => {
    // The app's own i18next instance, in Spanish, then Portuguese.
    await startAppI18n('es-MX');
    renderWithProviders(
      <I18nextProvider i18n={i18next}>
        <UserPermissionsDialog user={jordan} onClose={() => undefined} />
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Permisos de Jordan Lee' });
    expect(within(dialog).getByRole('button', { name: 'Guardar permisos' })).toBeTruthy();
    expect(within(dialog).getAllByRole('checkbox', { name: 'Reportes' })).toHaveLength(2);
    await i18next.changeLanguage('pt-BR');
    expect(await screen.findByRole('dialog', { name: 'Permissões de Jordan Lee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar permissões' })).toBeTruthy();
  });
});
