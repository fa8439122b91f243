import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** Opens a Mantine select by its label and picks the option whose name matches. */
async function choose(page: Page, within: Locator, label: string, option: RegExp): Promise<void> {
  await within.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('report scheduler', () => {
  it('an admin schedules a report for a customer and an outside address, runs it now and reads its delivery log, after a reload too', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    const name = `Lone Star weekly spend ${Date.now()}`;
    const outside = `controller-${Date.now()}@lonestar-auditors.example`;

    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL(`${baseUrl}/**`);
    await completeWelcomeTour(page);
    await page.goto(`${baseUrl}/u/reports?tab=scheduler`);
    await page.getByRole('tab', { name: 'Scheduler', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Add schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add schedule' });
    await dialog.waitFor();

    // Saving an empty form loses nothing and says what is missing, field by field.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Schedule Name is mandatory').waitFor();
    await dialog.getByText('Choose the company the report is for').waitFor();
    await dialog.getByText('Add at least one recipient').waitFor();
    await expectAccessible(page, 'schedule form with its errors', '[role="dialog"]');

    await dialog.getByRole('textbox', { name: 'Schedule Name' }).fill(name);
    await choose(page, dialog, 'Company', /^LSCOMP — /);
    await choose(page, dialog, 'Report', /^Spend by month and lane$/);
    // The segmented controls' radios are visually hidden: a person clicks their labels.
    await dialog.getByRole('radiogroup', { name: 'Format' }).getByText('CSV', { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: 'CSV' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'Weekly' }).isChecked()).toBe(true);
    await choose(page, dialog, 'Day of the week', /^Tuesday$/);
    await dialog.getByRole('textbox', { name: 'Time of day' }).fill('07:30');
    await dialog.getByRole('combobox', { name: "Time zone (the recipients' clock)" }).fill('America/Chicago');
    await page.getByRole('option', { name: 'America/Chicago' }).click();

    // The preview shows the next five Tuesdays at 07:30 on the recipients' clock.
    const preview = dialog.getByRole('region', { name: 'Next five runs' });
    await expect.poll(() => preview.getByRole('listitem').count(), { timeout: 15_000 }).toBe(5);
    for (const run of await preview.getByRole('listitem').allTextContents()) {
      expect(run).toMatch(/^Tuesday, .* 7:30\s?AM$/);
    }

    await dialog.getByRole('combobox', { name: 'Portal users' }).click();
    await page.getByRole('option', { name: new RegExp(`<${demoUsers.dana.replace('.', '\\.')}>`) }).click();
    await page.keyboard.press('Escape');
    const emails = dialog.getByRole('combobox', { name: 'Outside e-mail addresses' });
    await emails.fill(outside);
    await emails.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const table = page.getByRole('table', { name: 'Scheduled reports' });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Every Tuesday at 07:30 (America/Chicago)');
    await expect.poll(() => row.textContent()).toContain(outside);
    await expect.poll(() => row.textContent()).toContain('Not yet');

    // Run it now: the spend report goes to Dana (attached) and the outside address (a link).
    await row.getByRole('button', { name: `Run ${name} now` }).click();
    await page.getByText('The report ran and went to its recipients').waitFor();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Sent');

    // It is still there after a reload, with its log.
    await page.reload();
    const again = page.getByRole('table', { name: 'Scheduled reports' }).getByRole('row').filter({ hasText: name });
    await again.getByRole('button', { name: `Delivery log of ${name}` }).click();
    const log = page.getByRole('dialog', { name: `Delivery log of ${name}` });
    const logRow = log.getByRole('row').filter({ hasText: 'Run now' });
    await logRow.waitFor();
    expect(await logRow.textContent()).toContain('Sent');
    expect(await logRow.textContent()).toContain(demoUsers.dana);
    expect(await logRow.textContent()).toContain(outside);
    await expectAccessible(page, 'delivery log open', '[role="dialog"]');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      log.getByRole('button', { name: /^Download / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await log.getByRole('button', { name: 'Close' }).click();

    // The outside address got a link, never the data.
    await page.goto(`${baseUrl}/u/admin?tab=outbox`);
    await page
      .getByRole('button', { name: new RegExp(`^Show details of .* to ${outside.replace(/[.]/g, '\\.')}$`) })
      .first()
      .click();
    await page
      .getByRole('link', { name: /\/api\/report-deliveries\// })
      .first()
      .waitFor();
  });
});
