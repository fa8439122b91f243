import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';

const pages = [
  { path: '/legal/terms', title: 'Connect | Terms of Use', heading: /terms of use/i },
  { path: '/legal/privacy-statement', title: 'Connect | Privacy Statement', heading: /privacy/i },
  { path: '/legal/freight', title: 'Connect | Terms and Conditions of Carriage', heading: /carriage|conditions/i },
  { path: '/about-us', title: 'Connect | About Us', heading: /meridian/i },
  { path: '/documentation/edi', title: 'Connect | EDI Documentation', heading: /edi/i },
  { path: '/documentation/connect', title: 'Connect | Connect Documentation', heading: /connect/i },
  { path: '/documentation/connect-feature-releases', title: 'Connect | Connect Feature Releases', heading: /release/i },
  { path: '/documentation/api', title: 'Connect | API Documentation', heading: /api/i },
  { path: '/documentation/about-us', title: 'Connect | About the Documentation', heading: /documentation|connect/i },
];

for (const scheme of ['light', 'dark'] as const) {
  describe(`public pages (${scheme} scheme)`, () => {
    let s: Session;
    beforeAll(async () => {
      s = await openBrowser({ colorScheme: scheme });
    });
    afterAll(async () => s.close());

    for (const entry of pages) {
      it(`${entry.path} renders its content, title and footer, and passes axe`, async () => {
        const { page, baseUrl } = s;
        if (scheme === 'dark') {
          await page.goto(`${baseUrl}/u/login`);
          // The scheme is kept between pages: switch it on only where it is still off.
          const toggle = page.getByRole('button', { name: 'Switch between light and dark mode' });
          if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
          await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
        }
        await page.goto(`${baseUrl}${entry.path}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect.poll(() => heading.textContent()).toMatch(entry.heading);
        expect(await page.title()).toBe(entry.title);
        expect(await page.locator('main section').count()).toBeGreaterThan(2);
        const footer = page.getByRole('contentinfo');
        expect(await footer.textContent()).toContain('2025');
        expect(await footer.textContent()).toContain('v6.21.0');
        expect(await footer.getByRole('link', { name: 'Terms of Use' }).count()).toBe(1);
        expect(await footer.getByRole('link', { name: 'Privacy Statement' }).count()).toBe(1);
        await expectAccessible(page, `${entry.path} (${scheme})`);
      });
    }
  });
}

describe('navigation', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(async () => s.close());

  it('follows the footer links to the terms of use and the privacy statement', async () => {
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/about-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
    await page.waitForURL('**/legal/terms');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/terms of use/i);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Statement' }).click();
    await page.waitForURL('**/legal/privacy-statement');
    await expect.poll(() => page.title()).toBe('Connect | Privacy Statement');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('sends an unknown path to /u/login', async () => {
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/no/such/page`);
    await page.waitForURL('**/u/login');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to Connect');
    expect(await page.title()).toBe('Connect | Login');
    await expectAccessible(page, '/u/login');
  });

  it('sends the root path to /u/login when nobody is signed in', async () => {
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/`);
    await page.waitForURL('**/u/login');
  });

  it('links the API documentation page to the generated reference, which renders offline', async () => {
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/documentation/api`);
    await page.getByRole('link', { name: 'Open the interactive API reference' }).click();
    await page.waitForURL('**/api/docs/**');
    // The reference renders every operation of the spec in the browser: seconds more while another journey runs.
    await page.getByText('/api/legacy/edge/common/configuration').first().waitFor({ timeout: 40_000 });
    expect(await page.getByRole('heading', { name: /Connect API/ }).count()).toBeGreaterThan(0);
  });

  it('offers a skip link as the first stop for keyboard users, with visible focus', async () => {
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/legal/terms`);
    await page.getByRole('heading', { level: 1, name: /terms of use/i }).waitFor();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe('Skip to main content');
    const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});
