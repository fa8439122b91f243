import type { SsoCompany, SsoSettings } from '@connect/contracts/sso/sso.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { SsoTab } from './sso-tab';

const companyId = '00000000-0000-4000-8000-000000000401';
const company: SsoCompany = {
  companyId,
  companyCode: 'SSOC',
  companyName: 'Sso Corp',
  configured: false,
  enabled: false,
  ssoRequired: false,
};
const empty: SsoSettings = {
  ...company,
  issuer: '',
  clientId: '',
  clientSecretSet: false,
  domains: [],
  defaultPermissions: [],
  redirectUri: 'https://portal.example/api/sso/callback',
};

let sent: unknown[];
beforeEach(() => {
  sent = [];
  apiServer.use(
    http.get('/api/admin/sso', () => json({ items: [company] })),
    http.get(`/api/admin/sso/${companyId}`, () => json({ settings: empty })),
    http.put(`/api/admin/sso/${companyId}`, async ({ request }) => {
      sent.push(await request.json());
      return json({
        settings: { ...empty, configured: true, enabled: true, clientSecretSet: true },
        message: 'Single sign-on settings saved',
        messageKey: 'server.sso.settingsSaved',
      });
    }),
  );
});

describe('SsoTab', () => {
  it('lists companies and saves a company’s identity provider, domains, default permissions and “SSO required”', async () => {
    const user = userEvent.setup();
    const { baseElement } = renderWithProviders(<SsoTab />);
    expect(await screen.findByText('Not set up')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Single sign-on of Sso Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Single sign-on of Sso Corp' });
    expect(dialog.textContent).toContain('https://portal.example/api/sso/callback');
    await expectNoAxeViolations(baseElement);
    await user.type(screen.getByLabelText(/Issuer URL/), 'https://login.sso-corp.example');
    await user.type(screen.getByLabelText(/Client ID/), 'connect');
    await user.type(screen.getByLabelText(/Client secret/), 's3cret');
    await user.type(screen.getByLabelText(/E-mail domains/), 'sso-corp.example{enter}corp.example');
    await user.click(screen.getByRole('checkbox', { name: 'Shipments' }));
    await user.click(screen.getByRole('switch', { name: /SSO required/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      issuer: 'https://login.sso-corp.example',
      clientId: 'connect',
      clientSecret: 's3cret',
      domains: ['sso-corp.example', 'corp.example'],
      defaultPermissions: ['shipment'],
      enabled: true,
      ssoRequired: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
