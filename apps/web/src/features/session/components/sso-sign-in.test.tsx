import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { SsoSignIn } from './sso-sign-in';

const companyId = '00000000-0000-4000-8000-000000000301';

describe('SsoSignIn', () => {
  it("offers the company's SSO for an e-mail of its domain, linking to the start of the sign-in", async () => {
    const requests = recordRequests();
    apiServer.use(
      http.post('/api/sso/discover', () => json({ sso: { companyId, companyName: 'Sso Corp', required: true } })),
    );
    const { container } = renderWithProviders(<SsoSignIn email="new.person@sso-corp.example" />);
    const link = await screen.findByRole('link', { name: "Sign in with your company's SSO" });
    expect(link.getAttribute('href')).toBe(`/api/sso/start?companyId=${companyId}`);
    expect(screen.getByText('Sso Corp signs in with its own identity provider.')).toBeTruthy();
    expect(
      requests.filter((r) => r.url.pathname === '/api/sso/discover').map((r) => JSON.parse(r.body) as unknown),
    ).toEqual([{ email: 'new.person@sso-corp.example' }]);
    await expectNoAxeViolations(container);
  });

  it('shows nothing for a domain without SSO, and says why a sign-in through the company was refused', async () => {
    apiServer.use(http.post('/api/sso/discover', () => json({ sso: null })));
    renderWithProviders(<SsoSignIn email="dana@lonestar-components.example" />, { route: '/u/login?sso=no-account' });
    expect(
      await screen.findByText(
        "Your company's identity provider gave no e-mail address that may use this portal. Ask your administrator.",
      ),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('link', { name: "Sign in with your company's SSO" })).toBeNull();
  });
});
