import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideRoute, loadAppRoutes, type GuardSession } from '@/app/route-table';
import { appRoutes } from '@/app/routes';
import { expectAccessible, openBrowser, type Session } from './browser';
import { completeWelcomeTour, demoUsers, signIn } from './journeys';

/**
 * Every built route as every demo user (issue #23, "Done when"): each page the guard lets the user open stays
 * where it was asked, makes no API call that fails, passes axe, and passes axe again with each of its menus open;
 * each page the guard refuses lands where the guard says. Console errors fail the user's run (support/browser).
 * One journey file per user (every-route-<user>.e2e.ts), so that the two journey workers share the users out.
 */

/** The screens a signed-in user is sent away from by design (they are for signed-out visitors). */
const signedOutOnly = new Set(['/u/login', '/u/forgot-password']);

type StoredUser = {
  admin: boolean;
  userType: string;
  permissions: string[];
  selectedCompany: string | null;
};

async function guardSessionOf(page: Page): Promise<GuardSession> {
  const user = await page.evaluate(() => {
    const raw = window.localStorage.getItem('connect.session.user');
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  });
  if (!user) throw new Error('no signed-in user in the browser');
  return {
    signedIn: true,
    admin: user.admin,
    impersonating: false,
    permissions: user.permissions,
    selectedCompany: user.selectedCompany,
    staff: user.admin || user.userType === 'EMPLOYEE',
  };
}

/** Waits until the page has settled: no loader overlay and no request in flight for a moment. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .getByRole('status')
    .filter({ hasText: 'Just a moment' })
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * Opens the page's menus in turn (the first and the last of its main area: the toolbar's and a row's on a grid),
 * runs axe on each while it is open (the page itself has passed already), and closes it.
 */
async function checkMenusOpen(page: Page, label: string): Promise<number> {
  const buttons = page.locator('main [aria-haspopup="menu"]:visible');
  const total = await buttons.count();
  const picks = [...new Set([0, total - 1])].filter((i) => i >= 0 && i < total);
  for (const i of picks) {
    const button = buttons.nth(i);
    if (!(await button.isEnabled())) continue;
    await button.click();
    const menu = page.getByRole('menu').first();
    await menu.waitFor();
    // The dropdown fades in: axe blends a half-transparent menu's colours (red.9 text read as 4.4:1), so wait for it.
    await expect.poll(() => menu.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await expectAccessible(page, `${label} with menu ${i + 1} open`, '[role="menu"]');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').first().waitFor({ state: 'hidden' });
  }
  return picks.length;
}

export const everyRouteUsers = [
  { key: 'dana', email: demoUsers.dana, home: '/' },
  { key: 'marco', email: demoUsers.marco, home: '/' },
  { key: 'jordan', email: demoUsers.jordan, home: '/' },
  { key: 'employee', email: demoUsers.employee, home: '/' },
  { key: 'admin', email: demoUsers.admin, home: '/u/admin' },
] as const;

const visitable = appRoutes.filter((entry) => !signedOutOnly.has(entry.path) && entry.access.kind !== 'signedOut');

export type EveryRouteUser = (typeof everyRouteUsers)[number]['key'];

/** Every built route as one demo user: each allowed page settles with no failed call and axe clean, menus open. */
export function everyRouteAs(key: EveryRouteUser): void {
  const user = everyRouteUsers.find((candidate) => candidate.key === key)!;
  describe(`every built route as ${user.key}`, () => {
    let s: Session;
    let guard: GuardSession;
    const failedCalls: string[] = [];
    const record = (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && response.status() >= 400)
        failedCalls.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
    };

    beforeAll(async () => {
      // The guard's table holds the signed-in routes once they are loaded (decision 105), as the app does on its
      // first signed-in navigation.
      await loadAppRoutes();
      s = await openBrowser();
      await signIn(s.page, s.baseUrl, user.email);
      await s.page.waitForURL(`${s.baseUrl}${user.home}`);
      await completeWelcomeTour(s.page);
      guard = await guardSessionOf(s.page);
      s.page.on('response', record);
    });
    afterAll(async () => s.close());

    it('opens its account menu with axe clean', async () => {
      const { page } = s;
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menu').waitFor();
      await expectAccessible(page, `${user.key} account menu`);
      await page.keyboard.press('Escape');
    });

    // The open pages (legal, documentation, public tracking) look the same to every signed-in user: one covers them.
    const routes = user.key === 'dana' ? visitable : visitable.filter((entry) => entry.access.kind !== 'open');
    for (const entry of routes) {
      it(entry.path, async () => {
        const { page, baseUrl } = s;
        failedCalls.length = 0;
        const decision = decideRoute(entry.path, guard);
        await page.goto(`${baseUrl}${entry.path}`);
        await settle(page);
        const landed = new URL(page.url()).pathname.replace(/\/$/, '') || '/';
        if (decision.kind === 'redirect') {
          // Refused: the guard's own answer, home or the admin's home, with 'access denied'.
          expect(landed, `${entry.path} as ${user.key}`).toBe(new URL(decision.to, baseUrl).pathname);
          return;
        }
        expect(landed, `${entry.path} as ${user.key} landed elsewhere`).toBe(entry.path.replace(/\/$/, '') || '/');
        await page.locator('main').first().waitFor();
        expect(failedCalls, `API calls that failed on ${entry.path} as ${user.key}`).toEqual([]);
        await expectAccessible(page, `${entry.path} as ${user.key}`);
        await checkMenusOpen(page, `${entry.path} as ${user.key}`);
        expect(failedCalls, `API calls that failed with the menus of ${entry.path}`).toEqual([]);
      });
    }
  });
}
