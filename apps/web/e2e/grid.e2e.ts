import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('the shared data grid on the admin users list', () => {
  it('filters, sorts, hides a column that stays hidden after reload, and works by keyboard', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);
    const grid = page.getByRole('grid', { name: 'Users' });
    await grid.getByText(demoUsers.dana).waitFor();
    const emails = async () => grid.getByRole('row').locator('[role="gridcell"]:nth-child(2)').allTextContents();

    // Sort by e-mail, descending on the second click.
    await grid.getByRole('button', { name: 'Sort by E-mail' }).click();
    await expect.poll(emails).toEqual([...(await emails())].sort());
    await grid.getByRole('button', { name: 'Sort by E-mail' }).click();
    await expect.poll(async () => (await emails())[0]).toBe(demoUsers.employee);
    expect(await grid.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).toBe('descending');

    // Advanced Filter: companies contain "lscomp" (any case), user type Customer.
    await page.getByRole('button', { name: 'Advanced Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Advanced Filter' });
    await drawer.getByRole('textbox', { name: 'Companies' }).fill('lscomp');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    // Other journeys share this server and may have invited more Lone Star users: check who is in and out.
    const lscompOnly = async () => {
      const shown = await emails();
      return (
        shown.includes(demoUsers.dana) &&
        shown.includes(demoUsers.jordan) &&
        !shown.some((e) => [demoUsers.marco, demoUsers.admin, demoUsers.employee].includes(e as never))
      );
    };
    await expect.poll(lscompOnly).toBe(true);
    expect(await page.getByLabel('1 active filters').textContent()).toBe('1');
    await expectAccessible(page, 'users grid, filtered');

    // Grid Settings: hide the Companies column; it stays hidden after a reload (saved on the server).
    await page.getByRole('button', { name: 'Grid Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Grid Settings' });
    await settings.getByRole('checkbox', { name: 'Show Companies' }).uncheck();
    await expectAccessible(page, 'grid settings');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => grid.getByRole('columnheader', { name: 'Sort by Companies' }).count()).toBe(0);
    // Saving is debounced: wait for the PUT before reloading.
    await page.waitForResponse(
      (r) => r.url().includes('/api/grid-settings/admin-users') && r.request().method() === 'PUT',
    );
    await page.reload();
    await grid.getByText(demoUsers.dana).waitFor();
    const headers = await grid.getByRole('columnheader').allTextContents();
    expect(headers).not.toContain('Companies');
    expect(headers).toContain('E-mail');
    // The filter and the sort came back too.
    await expect.poll(lscompOnly).toBe(true);
    const afterReload = await emails();
    expect(afterReload).toEqual([...afterReload].sort().reverse());

    // Keyboard: from the first header down into the rows, Enter opens the row's actions.
    await grid.getByRole('columnheader').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/@lonestar/);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Send password reset e-mail' }).waitFor();
    await page.keyboard.press('Escape');
  });
});
