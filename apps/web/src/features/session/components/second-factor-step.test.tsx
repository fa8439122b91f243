import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBanner, errorBannerMs } from '@/entities/second-factor/error-banner';
import { expectNoAxeViolations } from '@/test/axe';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { SecondFactorStep, type SecondFactorChallenge } from './second-factor-step';

const phoneId = '00000000-0000-4000-8000-000000000101';
const appId = '00000000-0000-4000-8000-000000000102';
const challenge: SecondFactorChallenge = {
  kind: 'required',
  details: {
    token: 'a'.repeat(43),
    phoneAvailable: true,
    factors: [
      { id: phoneId, kind: 'phone', label: '+•••••••0142' },
      { id: appId, kind: 'totp', label: 'Authenticator app' },
    ],
  },
};
const session = {
  accessToken: 'access-2',
  expiresAt: Date.now() + 600_000,
  impersonation: null,
  user: {
    userId: '7f1a2c3d-0000-4000-8000-000000000009',
    displayName: 'Dana Whitfield',
    email: 'dana.whitfield@lonestar-components.example',
    userType: 'CUSTOMER',
    admin: false,
    permissions: ['shipment'],
    selectedCompany: 'LSCOMP',
    reportUrl: null,
    timezone: 'UTC',
    locale: 'en-US',
    personId: null,
    companyGroup: null,
    inactivityTimeout: 3600,
  },
};

afterEach(() => {
  vi.useRealTimers();
});

describe("sign-in's second step", () => {
  it('texts a code to the chosen phone, shows a wrong code in the banner and signs in with the right one', async () => {
    const requests = recordRequests();
    apiServer.use(
      http.post('/api/auth/mfa/sign-in/send-code', () => json({ codeSentTo: '+•••••••0142' })),
      http.post('/api/auth/mfa/sign-in', async ({ request }) => {
        const body = (await request.json()) as { code?: string };
        return body.code === '654321'
          ? json(session)
          : json(
              { error: { code: 'VALIDATION_FAILED', message: 'The code is not correct. Check it and try again.' } },
              400,
            );
      }),
    );
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorStep challenge={challenge} onSignedIn={onSignedIn} onBack={vi.fn()} />);

    expect(screen.getByRole('radio', { name: 'Text message +•••••••0142' })).toHaveProperty('checked', true);
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByText('We texted a code to +•••••••0142.');
    const code = screen.getByRole('textbox', { name: /Verification code/ });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Exactly 6 characters are required');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('The code is not correct. Check it and try again.');
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    const sent = requests.filter((r) => r.url.pathname === '/api/auth/mfa/sign-in').map((r) => JSON.parse(r.body));
    expect(sent.at(-1)).toEqual({ mfaToken: challenge.details.token, factorId: phoneId, code: '654321' });
  });

  it('takes the app code without sending anything, and a recovery code instead', async () => {
    const requests = recordRequests();
    apiServer.use(http.post('/api/auth/mfa/sign-in', () => json(session)));
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorStep challenge={challenge} onSignedIn={onSignedIn} onBack={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Authenticator app Authenticator app' }));
    await screen.findByText('Enter the 6-digit code your authenticator app shows.');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(requests.some((r) => r.url.pathname.endsWith('/send-code'))).toBe(false);
    expect(JSON.parse(requests.at(-1)?.body ?? '{}')).toEqual({
      mfaToken: challenge.details.token,
      recoveryCode: 'abcde-fghij',
    });
  });

  it('goes back to the password when the flow has expired', async () => {
    apiServer.use(
      http.post('/api/auth/mfa/sign-in', () =>
        json({ error: { code: 'LINK_EXPIRED', message: 'This step took too long. Start again.' } }, 410),
      ),
    );
    const onBack = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorStep challenge={challenge} onSignedIn={vi.fn()} onBack={onBack} />);
    await user.click(screen.getByRole('radio', { name: 'Authenticator app Authenticator app' }));
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onBack).toHaveBeenCalledWith('This step took too long. Sign in again.'));
  });
});

describe('the error banner (spec 1 §8)', () => {
  it('hides itself after 10 seconds', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<ErrorBanner message="Captcha not verified. Please refresh and try again" />);
    expect(screen.getByRole('alert').textContent).toContain('Captcha not verified');
    act(() => vi.advanceTimersByTime(errorBannerMs - 100));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
