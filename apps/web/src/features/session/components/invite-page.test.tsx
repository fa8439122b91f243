import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { InvitePage } from './invite-page';

const token = 'a'.repeat(43);
const companyId = '00000000-0000-4000-8000-000000000302';
const info = {
  email: 'new.person@sso-corp.example',
  companyName: 'Sso Corp',
  invitedBy: 'Avery Admin',
  expiresAt: Date.UTC(2026, 11, 12, 15, 0, 0),
};

describe('InvitePage', () => {
  it("offers the company's single sign-on instead of a password when the company requires it", async () => {
    const requests = recordRequests();
    apiServer.use(http.get(`/api/auth/invite/${token}`, () => json({ ...info, singleSignOn: { companyId } })));
    const { container } = renderWithProviders(<InvitePage />, { route: `/u/invite?token=${token}` });
    const link = await screen.findByRole('link', { name: "Accept with your company's SSO" });
    expect(link.getAttribute('href')).toBe(`/api/sso/start?companyId=${companyId}`);
    expect(
      screen.getByText(/Sso Corp, which signs in with its own single sign-on: no password is needed/),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set password and join' })).toBeNull();
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/auth/invite/accept'))).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('asks for a name and a password for any other company', async () => {
    apiServer.use(http.get(`/api/auth/invite/${token}`, () => json({ ...info, singleSignOn: null })));
    renderWithProviders(<InvitePage />, { route: `/u/invite?token=${token}` });
    expect(await screen.findByRole('button', { name: 'Set password and join' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Display name/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: "Accept with your company's SSO" })).toBeNull();
  });
});
