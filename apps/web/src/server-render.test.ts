import { enUsStrings } from '@connect/contracts/i18n/en-us';
import { describe, expect, it } from 'vitest';
import { testConfiguration } from '@/test/fixtures/configuration';
import { renderPublicPage } from './server-render';

/**
 * The web build's server renderer (decision 112) on Node, as the server calls it: the public pages' markup in the
 * page's language and scheme, nothing for other addresses, and no state that only the browser's storage knows.
 */
const startup = {
  configuration: testConfiguration,
  localization: { locale: 'en-US', requestedLocale: null, fallbackLocale: 'en-US', strings: enUsStrings },
};

describe('rendering the public pages on the server', () => {
  it('renders the sign-in page with its form, title and language, and the style nonce placeholder', async () => {
    const page = await renderPublicPage('/u/login', startup);
    expect(page).not.toBeNull();
    expect(page!.html).toContain(enUsStrings.login.heading);
    expect(page!.html).toContain(enUsStrings.login.email);
    expect(page!.html).toMatch(/<form[^>]*aria-label="Sign in to Connect"/);
    expect(page!.html).toContain('nonce="__CSP_NONCE__"');
    expect(page!.title).toBe(`${testConfiguration.productName} | ${enUsStrings.titles.login}`);
    expect(page!).toMatchObject({ lang: 'en-US', colorScheme: 'light' });
  });

  it('renders the scheme it is given: the toggle pressed in the dark scheme', async () => {
    const light = await renderPublicPage('/legal/terms', startup, 'light');
    const dark = await renderPublicPage('/legal/terms', startup, 'dark');
    expect(light!.html).toMatch(/aria-label="Switch between light and dark mode"[^>]*aria-pressed="false"/);
    expect(dark!.html).toMatch(/aria-label="Switch between light and dark mode"[^>]*aria-pressed="true"/);
  });

  it('leaves signed-in pages and unknown addresses to the browser', async () => {
    expect(await renderPublicPage('/shipment/dashboard', startup)).toBeNull();
    expect(await renderPublicPage('/no/such/page', startup)).toBeNull();
  });

  it("shows a guest payment page opening, not 'invalid url', when only the tab's storage knows the session", async () => {
    const clean = await renderPublicPage('/billing/guest-mode-payment', startup);
    expect(clean!.html).toContain(enUsStrings.billing.guest.opening);
    expect(clean!.html).not.toContain(enUsStrings.errors.invalidUrl);
    // A link that lacks a part is invalid wherever it is read.
    const partial = await renderPublicPage('/billing/guest-mode-payment?id=abc', startup);
    expect(partial!.html).toContain(enUsStrings.errors.invalidUrl);
  });

  it('renders pages one at a time in their own language', async () => {
    const spanish = {
      ...startup,
      localization: {
        ...startup.localization,
        locale: 'es-MX',
        strings: { ...enUsStrings, login: { ...enUsStrings.login, heading: 'Inicia sesión en Connect' } },
      },
    };
    const [english, other] = await Promise.all([
      renderPublicPage('/u/login', startup),
      renderPublicPage('/u/login', spanish),
    ]);
    expect(english!.html).toContain(enUsStrings.login.heading);
    expect(other!.html).toContain('Inicia sesión en Connect');
    expect(other!.html).not.toContain(enUsStrings.login.heading);
    expect(other!.lang).toBe('es-MX');
  });
});
