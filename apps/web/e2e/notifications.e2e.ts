import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('notification preferences', () => {
  it('a company-group user turns a billing notification off for all group companies, and it stays off', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.jordan);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.goto(`${baseUrl}/my-profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    // The page's data settles first: the section's editor starts again when its data reloads (a change made before
    // that is lost: a known defect, see the stop-15 note), and earlier journeys leave Jordan on another company.
    await page.waitForLoadState('networkidle');

    const section = page.getByRole('region', { name: 'Notifications' });
    const tabs = section.getByRole('tablist');
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      'All group companies',
      'GCMEDS',
      'LSCOMP',
      'PRELEC',
    ]);
    // Shipment Notes (8888) is hidden for company-group users.
    expect(await section.getByRole('switch', { name: 'Shipment Notes notifications' }).count()).toBe(0);
    const invoice = section.getByRole('switch', { name: 'Invoice Posted notifications' });
    expect(await invoice.isChecked()).toBe(true);
    await expectAccessible(page, 'notifications section');

    // With the keyboard: focus the switch and press Space, then save.
    await invoice.focus();
    await page.keyboard.press('Space');
    expect(await invoice.isChecked()).toBe(false);
    await section.getByRole('button', { name: 'Save notifications' }).click();
    await page.getByText('Notification preferences saved').waitFor();
    await expectAccessible(page, 'notifications saved');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    const again = page.getByRole('region', { name: 'Notifications' });
    await again.getByRole('switch', { name: 'Invoice Posted notifications' }).waitFor();
    expect(await again.getByRole('switch', { name: 'Invoice Posted notifications' }).isChecked()).toBe(false);
    // Every company of the group has it off.
    for (const code of ['GCMEDS', 'LSCOMP', 'PRELEC']) {
      await again.getByRole('tab', { name: code }).click();
      await expect
        .poll(() => again.getByRole('switch', { name: 'Invoice Posted notifications' }).isChecked())
        .toBe(false);
    }
  });
});
