import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo logins of the seed (docs/demo-data). */
export const demoPassword = 'Connect-Demo-2025';
export const demoUsers = {
  admin: 'admin@meridian-logistics.example',
  employee: 'ops@meridian-logistics.example',
  dana: 'dana.whitfield@lonestar-components.example',
  marco: 'marco.silva@serraazul.example',
  jordan: 'jordan.lee@lonestar-group.example',
} as const;

/** The browser's own console line for an HTTP error answer the journey provokes on purpose. */
export const httpStatusLine = (status: number) => new RegExp(`status of ${status}\\b`);

/** Fills the sign-in form on /u/login (opening it first unless already there) and submits it. */
export async function signIn(page: Page, baseUrl: string, email: string, password = demoPassword): Promise<void> {
  if (!new URL(page.url() === 'about:blank' ? baseUrl : page.url()).pathname.startsWith('/u/login')) {
    await page.goto(`${baseUrl}/u/login`);
  }
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Clicks through the three welcome dialogs a browser sees after its first login. */
export async function completeWelcomeTour(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Welcome to Connect' }).getByRole('button', { name: 'Okay' }).click();
  await page.getByRole('dialog', { name: 'Find your way' }).getByRole('button', { name: 'Next' }).click();
  const last = page.getByRole('dialog', { name: 'Help is one click away' });
  await last.getByRole('button', { name: 'Got It!' }).click();
  await last.waitFor({ state: 'hidden' });
}

/** Logs out through the profile menu and waits for the sign-in page. */
export async function logOut(page: Page, displayName: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${displayName}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/u/login');
  await page.getByRole('heading', { level: 1, name: 'Sign in to Connect' }).waitFor();
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * As a signed-in admin: opens the mail outbox, expands the newest mail to `to` and answers the token of
 * the link in it that starts with `path` (e.g. /u/invite).
 */
export async function readLinkTokenFromOutbox(page: Page, baseUrl: string, to: string, path: string): Promise<string> {
  await page.goto(`${baseUrl}/u/admin?tab=outbox`);
  const show = page.getByRole('button', { name: new RegExp(`^Show details of .* to ${escapeRegExp(to)}$`) }).first();
  await show.click();
  const link = page.getByRole('link', { name: new RegExp(`${escapeRegExp(path)}\\?token=`) }).first();
  const href = await link.getAttribute('href');
  const token = href ? new URL(href).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${path} link in the mail to ${to}`);
  return token;
}

/** Another person in their own browser context (their own cookies), signed in and past the welcome tour. */
export async function signInElsewhere(
  browser: Browser,
  baseUrl: string,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await signIn(page, baseUrl, email);
  await page.waitForURL(`${baseUrl}/`);
  await completeWelcomeTour(page);
  return { context, page };
}

/**
 * Staff open the first inbound order still to receive whose file number starts with `prefix` (IN-LSCOMP,
 * IN-GCMEDS), found by the list's status filter and search, and its Receive dialog: answers the order's file number
 * and the dialog.
 */
export async function openInboundToReceive(
  page: Page,
  baseUrl: string,
  prefix: string,
): Promise<{ fileNumber: string; receive: Locator }> {
  await page.goto(`${baseUrl}/wms/inbound-orders`);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inbound', exact: true }).click();
  await page.getByRole('searchbox', { name: /Search file/ }).fill(prefix);
  const orders = page.getByRole('grid', { name: 'Inbound Orders' });
  const first = orders.getByRole('link', { name: new RegExp(`^${prefix}-`) }).first();
  await first.waitFor();
  const fileNumber = (await first.textContent())?.trim() ?? '';
  expect(fileNumber).toMatch(new RegExp(`^${prefix}-`));
  await first.click();
  await page.waitForURL(/\/wms\/inbound-detail\?id=/);
  await page.getByRole('button', { name: 'Receive' }).click();
  return { fileNumber, receive: page.getByRole('dialog', { name: `Receive order ${fileNumber}` }) };
}
