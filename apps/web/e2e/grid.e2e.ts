import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, httpStatusLine, signIn } from './support/journeys';

let s: Session | undefined;

/** Chooses an export format from the grid's Export menu and answers the downloaded file's bytes and name. */
async function exportFile(page: Page, item: 'CSV' | 'Excel' | 'PDF') {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}
/** Signs the admin in on a new browser and answers the page and its users grid. */
async function openUsersGrid() {
  s = await openBrowser();
  const { page, baseUrl } = s;
  await signIn(page, baseUrl, demoUsers.admin);
  await page.waitForURL('**/u/admin');
  await completeWelcomeTour(page);
  return { page, grid: page.getByRole('grid', { name: 'Users' }) };
}

afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('the shared data grid on the admin users list', () => {
  it('filters, sorts, hides a column that stays hidden after reload, and works by keyboard', async () => {
    const { page, grid } = await openUsersGrid();
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
    await expectAccessible(page, 'users grid with a row actions menu open');
    await page.keyboard.press('Escape');
  });

  it('exports CSV and .xlsx with the filter and visible columns, and e-mails an export', async () => {
    const { page, grid } = await openUsersGrid();
    // This admin may have saved settings in another journey: back to the defaults first.
    await page.getByRole('button', { name: 'Grid Settings' }).click();
    await page.getByRole('dialog', { name: 'Grid Settings' }).getByRole('button', { name: 'Back to defaults' }).click();
    await grid.getByText(demoUsers.dana).waitFor();
    expect(await page.getByLabel(/active filters/).count()).toBe(0);
    await page.getByRole('combobox', { name: 'User type' }).selectOption('EMPLOYEE');
    await expect.poll(() => grid.getByText(demoUsers.dana).count()).toBe(0);

    // The open export menu passes axe too (menus hold menu items only).
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).waitFor();
    await expectAccessible(page, 'users grid with the export menu open');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'CSV' }).waitFor({ state: 'hidden' });

    // Files are named after the list and the browser's day (issue #23 item 13).
    const today = await page.evaluate(() => {
      const now = new Date();
      const two = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
    });
    const csv = await exportFile(page, 'CSV');
    expect(csv.name).toBe(`users-${today}.csv`);
    const parsed = Papa.parse<string[]>(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    const header = parsed.data[0] ?? [];
    expect(header.slice(0, 2)).toEqual(['Name', 'E-mail']);
    const emailColumn = header.indexOf('E-mail');
    expect(
      parsed.data
        .slice(1)
        .map((r) => r[emailColumn])
        .sort(),
    ).toEqual([demoUsers.admin, demoUsers.employee].sort());

    const xlsx = await exportFile(page, 'Excel');
    expect(xlsx.name).toBe(`users-${today}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('E-mail');
    expect(sheet?.rowCount).toBe(3);

    // E-mail the export; without SMTP it lands in the outbox with the file attached.
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'E-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail export' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Email address required' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Recipient e-mail address' }).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please enter valid email address' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Recipient e-mail address' }).fill('buyer@example.com');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByRole('combobox', { name: 'File type' }).selectOption('CSV');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('The employees, as asked.');
    await expectAccessible(page, 'export e-mail dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Email sent successfully').waitFor();
    await page.getByRole('tab', { name: 'Mail outbox' }).click();
    const outbox = page.getByRole('grid', { name: 'Mail outbox' });
    await outbox.getByText(`Connect export: users-${today}.csv`).first().waitFor();
    await expectAccessible(page, 'mail outbox grid');
  });

  it('says Access denied in the page, readably, when the server refuses the list', async () => {
    s = await openBrowser({ expectedConsoleErrors: [httpStatusLine(403)] });
    const { page, baseUrl } = s;
    // The users list answers as it does for a caller whose rights were taken away meanwhile.
    await page.route('**/api/admin/users?**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'ACCESS_DENIED', message: 'Access denied' } }),
      }),
    );
    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);
    await page.getByRole('alert').filter({ hasText: 'Access denied' }).first().waitFor();
    await expectAccessible(page, 'a refused list (Access denied)');
  });
});
