import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { demoPassword, demoUsers } from './support/journeys';

/**
 * Decision 112: the public pages arrive rendered by the server and the application takes them over once its
 * scripts are here. These journeys hold the scripts back, as a slow phone line would, and do what a visitor does
 * meanwhile: read, type, press Sign in.
 */

/** Holds the application's entry script until `release` is called; the page paints from its HTML meanwhile. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return async () => {
    release();
    await page.waitForLoadState('networkidle');
    await page.unroute('**/assets/index-*.js');
  };
}

/** Whether the application has taken the page over (React keeps its own property on the root's elements). */
const started = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('#root form, #root main');
    return Boolean(form && Object.keys(form).some((key) => key.startsWith('__react')));
  });

describe('public pages rendered by the server', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(async () => s.close());

  it('sends the sign-in page as readable HTML in the browser language, before any script', async () => {
    const { page, baseUrl } = s;
    const english = await page.request.get(`${baseUrl}/u/login`, { headers: { 'accept-language': 'en-US' } });
    const html = await english.text();
    expect(html).toContain('data-rendered="en-US"');
    expect(html).toContain('Sign in to Connect');
    expect(html).toContain('E-mail address');
    expect(html).toMatch(/<title>Connect \| Login<\/title>/);
    const strings = (await (
      await page.request.get(`${baseUrl}/api/legacy/edge/common/localization?locale=es-MX`)
    ).json()) as { strings: { titles: { login: string }; login: { heading: string } } };
    expect(strings.strings.login.heading).not.toBe('Sign in to Connect');
    const spanish = await (
      await page.request.get(`${baseUrl}/u/login`, { headers: { 'accept-language': 'es-MX,es;q=0.9' } })
    ).text();
    expect(spanish).toContain('<html lang="es-MX"');
    expect(spanish).toContain('data-rendered="es-MX"');
    expect(spanish).toContain(strings.strings.login.heading);
    expect(spanish).toContain(`<title>Connect | ${strings.strings.titles.login}</title>`);
    expect(spanish).not.toContain('Sign in to Connect');
  });

  it('shows the page before its scripts arrive, passes axe then, and keeps what was typed and pressed', async () => {
    const { page, baseUrl } = s;
    const release = await holdScripts(page);
    await page.goto(`${baseUrl}/u/login`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Sign in to Connect' }).waitFor();
    expect(await started(page)).toBe(false);
    await expectAccessible(page, 'sign-in before its scripts');
    await page.getByLabel('E-mail address').fill(demoUsers.dana);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
    // Pressed before the application is there: held, not sent by the browser as a plain form.
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(new URL(page.url()).pathname).toBe('/u/login');
    expect(new URL(page.url()).search).toBe('');
    await release();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    // The signed-in shell greets a browser's first sign-in.
    await page.getByRole('dialog', { name: 'Welcome to Connect' }).waitFor();
  });

  it('validates a field left before the scripts arrived, once they have', async () => {
    const { page, baseUrl, context } = s;
    // Signed out again: a fresh visitor.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    const release = await holdScripts(page);
    await page.goto(`${baseUrl}/u/login`, { waitUntil: 'domcontentloaded' });
    const email = page.getByLabel('E-mail address');
    await email.fill('not-an-email');
    await email.blur();
    await release();
    await page.getByText('Invalid Email').waitFor();
    expect(await email.inputValue()).toBe('not-an-email');
    expect(await started(page)).toBe(true);
  });
});

describe('the dark scheme on a server-rendered page', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser({ colorScheme: 'dark' });
  });
  afterAll(async () => s.close());

  it('comes back dark from the server after the visitor chose it, toggle pressed, before any script', async () => {
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/u/login`);
    const toggle = page.getByRole('button', { name: 'Switch between light and dark mode' });
    await expect.poll(() => started(page)).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const release = await holdScripts(page);
    await page.goto(`${baseUrl}/legal/terms`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await started(page)).toBe(false);
    await release();
    await expect.poll(() => started(page)).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page, 'terms, dark, after start');
  });
});
