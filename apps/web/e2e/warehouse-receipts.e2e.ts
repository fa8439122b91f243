import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, openInboundToReceive, signIn, signInElsewhere } from './support/journeys';

let s: Session | undefined;
let staff: BrowserContext | undefined;

afterEach(async () => {
  await staff?.close();
  staff = undefined;
  await s?.close();
  s = undefined;
});

describe('warehouse receipts (issue 19)', () => {
  it('staff receive an inbound order one line short; the customer sees the receipt, its discrepancy and acknowledges it', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;

    // The forwarder's employee receives an open inbound order of Lone Star Components with line 1 short by 3.
    const ops = await signInElsewhere(s.browser, baseUrl, demoUsers.employee);
    staff = ops.context;
    const { fileNumber, receive } = await openInboundToReceive(ops.page, baseUrl, 'IN-LSCOMP');
    const line1 = receive.getByLabel('Received quantity for line 1');
    const ordered = Number((await line1.inputValue()).replace(/\D/g, ''));
    await line1.fill(String(ordered - 3));
    await receive.getByRole('button', { name: 'Receive' }).click();
    await receive.waitFor({ state: 'hidden' });

    // Staff find the receipt the receiving issued.
    await ops.page.goto(`${baseUrl}/warehousereceipt/dashboard`);
    await ops.page.getByRole('heading', { level: 1, name: 'Warehouse Receipts' }).waitFor();
    await ops.page.getByRole('searchbox', { name: /Search WR No\./ }).fill(fileNumber);
    const staffGrid = ops.page.getByRole('grid', { name: 'Warehouse Receipts' });
    const wrLink = staffGrid.getByRole('link', { name: /^WR\d+$/ }).first();
    await wrLink.waitFor();
    const wrNumber = (await wrLink.textContent())?.trim() ?? '';
    await staff.close();
    staff = undefined;

    // Dana opens Warehouse Receipts from the menu, finds the receipt and its short line.
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.getByRole('link', { name: 'Warehouse Receipts' }).first().click();
    await page.waitForURL(`${baseUrl}/warehousereceipt/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Warehouse Receipts' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Warehouse Receipts' });
    await grid
      .getByRole('link', { name: /^WR\d+$/ })
      .first()
      .waitFor();
    await expectAccessible(page, 'warehouse receipts');
    await page.getByRole('searchbox', { name: /Search WR No\./ }).fill(wrNumber);
    await grid.getByRole('link', { name: wrNumber }).click();
    await page.waitForURL(/\/warehousereceipt\/receipt-detail\?id=/);
    await page.getByRole('heading', { level: 1, name: new RegExp(wrNumber) }).waitFor();
    const lines = page.getByRole('region', { name: 'Lines' });
    await lines.getByText('Short', { exact: true }).waitFor();
    await expectAccessible(page, 'warehouse receipt detail');

    // The PDF downloads under the WR number.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${wrNumber}.pdf`);

    // Acknowledge: the dialog says what it means (axe with it open), then the answer is shown.
    await page.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Acknowledge the discrepancies of ${wrNumber}` });
    await dialog.getByText(/cannot be changed afterwards/).waitFor();
    await expectAccessible(page, 'acknowledge dialog');
    await dialog.getByRole('button', { name: 'Acknowledge discrepancies' }).click();
    await page.getByText(/Acknowledged by Dana Whitfield/).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Acknowledge', exact: true }).count()).toBe(0);
  });
});
