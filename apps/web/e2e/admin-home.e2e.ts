import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('/u/dashboard, the admin home (issue #17)', () => {
  it('an admin opens the admin home from User Management, reads the cards, follows one to the invited users and comes back after a reload', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);

    await page.getByRole('main').getByRole('link', { name: 'Admin Home', exact: true }).click();
    await page.waitForURL('**/u/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin home' }).waitFor();
    expect(await page.title()).toContain('Admin Home');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'User Management' }).waitFor();

    // The demo's users: the five seeded accounts are counted, and every card is there.
    const users = page.getByRole('region', { name: 'Users' });
    const active = Number(
      await users
        .getByRole('row', { name: /^Active/ })
        .getByRole('cell')
        .textContent(),
    );
    expect(active).toBeGreaterThanOrEqual(5);
    for (const name of [
      'Invitations',
      'Mail and text messages',
      'Integration feed',
      'Messages running',
      'Latest activity',
    ]) {
      await page.getByRole('region', { name }).waitFor();
    }
    await expectAccessible(page, '/u/dashboard');

    // The same figures after a reload (the page is its own address, not a state of User Management).
    await page.reload();
    await page.getByRole('region', { name: 'Users' }).waitFor();

    // One click to the invited users: User Management with the status filter set.
    await users.getByRole('link', { name: 'Show invited users' }).click();
    await page.waitForURL('**/u/admin?status=invited');
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('invited');
  });
});
