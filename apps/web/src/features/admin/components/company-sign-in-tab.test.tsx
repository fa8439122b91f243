import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { CompanySignInTab } from './company-sign-in-tab';

describe("the admin's two-step sign-in requirement per company", () => {
  it('lists the companies with their requirement and saves a switch', async () => {
    let required = false;
    const requests = recordRequests();
    apiServer.use(
      http.get('/api/admin/companies/mfa-required', () =>
        json([
          { companyCode: 'LSCOMP', name: 'Lone Star Components LLC', mfaRequired: required },
          { companyCode: 'SERRAZ', name: 'Serra Azul Importadora', mfaRequired: true },
        ]),
      ),
      http.put('/api/admin/companies/LSCOMP/mfa-required', async ({ request }) => {
        required = ((await request.json()) as { required: boolean }).required;
        return json({ message: 'The sign-in requirement of the company has been saved.' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CompanySignInTab />);
    const lonestar = await screen.findByRole('switch', {
      name: 'Require two-step sign-in for Lone Star Components LLC',
    });
    expect((lonestar as HTMLInputElement).checked).toBe(false);
    const serra = screen.getByRole('switch', { name: 'Require two-step sign-in for Serra Azul Importadora' });
    expect((serra as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations(document.body);
    await user.click(lonestar);
    await vi.waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    await vi.waitFor(() =>
      expect(
        (
          screen.getByRole('switch', {
            name: 'Require two-step sign-in for Lone Star Components LLC',
          }) as HTMLInputElement
        ).checked,
      ).toBe(true),
    );
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/admin/companies/LSCOMP/mfa-required');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ required: true });
  });
});
