import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** The second browser names itself differently, so its row in Your sessions is unmistakable. */
const otherUserAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('Your sessions and Invite Colleagues', () => {
  it('signs another browser out from My Profile, and invites a colleague who is then listed', async () => {
    s = await openBrowser();
    const { page, baseUrl, browser } = s;

    // The same user in a second browser context (another device).
    const otherContext = await browser.newContext({
      userAgent: otherUserAgent,
      viewport: { width: 1400, height: 900 },
    });
    otherContext.setDefaultTimeout(10_000);
    const other = await otherContext.newPage();
    await signIn(other, baseUrl, demoUsers.dana);
    await other.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(other);

    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.goto(`${baseUrl}/my-profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();

    const sessions = page.getByRole('region', { name: 'Your sessions' });
    const table = sessions.getByRole('table', { name: 'Signed-in sessions' });
    await table.waitFor();
    const thisRow = table.getByRole('row').filter({ hasText: 'This device' });
    expect(await thisRow.count()).toBe(1);
    expect(await thisRow.getByRole('button').count()).toBe(0);
    const signOutOther = sessions.getByRole('button', { name: /^Sign out Firefox 128 on Linux/ });
    expect(await signOutOther.count()).toBe(1);
    await expectAccessible(page, 'My Profile with Your sessions');

    await signOutOther.click();
    await page.getByText('The session has been signed out.').waitFor();
    await expect.poll(() => sessions.getByRole('button', { name: /^Sign out Firefox 128 on Linux/ }).count()).toBe(0);

    // The other browser (left on its home page, untouched) hears it on its realtime socket and goes to sign-in by
    // itself, without waiting for a click.
    await other.waitForURL('**/u/login', { timeout: 15_000 });
    await other.getByRole('heading', { level: 1, name: 'Sign in to Connect' }).waitFor();
    await otherContext.close();

    // This browser still works: Invite Colleagues.
    const invites = page.getByRole('region', { name: 'Invite Colleagues' });
    await invites.getByRole('button', { name: 'Invite Colleagues' }).click();
    const panel = page.getByRole('dialog', { name: 'Invite Colleagues' });
    await panel.waitFor();
    await expectAccessible(page, 'Invite Colleagues panel');
    const emails = panel.getByRole('textbox', { name: /Invites Emails/ });
    await emails.fill('not-an-address');
    await emails.press('Enter');
    await panel.getByText('Please enter valid email address').waitFor();
    const colleague = `colleague-${Date.now()}@lonestar-components.example`;
    await emails.fill(colleague);
    await emails.press('Enter');
    await emails.fill(colleague.toUpperCase());
    await emails.press('Enter');
    await panel.getByText('email address already exist in list').waitFor();
    await emails.fill('');
    await panel.getByRole('textbox', { name: 'Message' }).fill('Welcome to Connect!');
    await expectAccessible(page, 'Invite Colleagues panel filled in');
    await panel.getByRole('button', { name: 'Send Invite' }).click();
    await panel.waitFor({ state: 'hidden' });
    const row = invites.getByRole('row').filter({ hasText: colleague });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Pending');
    await expectAccessible(page, 'invitation listed');
  });
});
