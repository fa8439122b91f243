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

describe('warehouse lots (issue 19)', () => {
  it('staff receive a lot-tracked line with its lot and expiry; the customer sees the lot on the inventory detail', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    const lot = `LOT-E2E-${Date.now() % 1_000_000}`;

    // The forwarder's employee receives an open inbound order of Gulf Coast Medical (every item lot-tracked, with
    // expiry): each line gets the new lot and its expiry; line 1's SKU and quantity are noted.
    const ops = await signInElsewhere(s.browser, baseUrl, demoUsers.employee);
    staff = ops.context;
    const { receive } = await openInboundToReceive(ops.page, baseUrl, 'IN-GCMEDS');
    const line1 = receive.getByLabel('Received quantity for line 1');
    await line1.waitFor();
    const received = Number((await line1.inputValue()).replace(/\D/g, ''));
    expect(received).toBeGreaterThan(0);
    // Line 1's description reads '<SKU> — Ordered <n>' (the first of the dialog's descriptions).
    const described =
      (await receive
        .getByText(/^GCM-\S+ — /)
        .first()
        .textContent()) ?? '';
    const sku = described.split(' — ')[0] ?? '';
    expect(sku).toMatch(/^GCM-/);
    const lineCount = await receive.getByLabel(/^Received quantity for line \d+$/).count();
    for (let n = 1; n <= lineCount; n += 1) {
      await receive.getByRole('textbox', { name: `Lot for line ${n}` }).fill(lot);
      await receive.getByLabel(`Expiry date for line ${n}`).fill('2027-03-15');
    }
    await expectAccessible(ops.page, 'receive dialog with lots');
    await receive.getByRole('button', { name: 'Receive' }).click();
    await receive.waitFor({ state: 'hidden' });
    await staff.close();
    staff = undefined;

    // Jordan (Gulf Coast Medical's user) opens the item's inventory detail and finds the lot with its quantity and
    // expiry.
    await signIn(page, baseUrl, demoUsers.jordan);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.getByRole('combobox', { name: 'Company' }).selectOption('GCMEDS');
    await page.getByText(/Selected company: .*\(GCMEDS\)/).waitFor();
    await page.goto(`${baseUrl}/wms/inventory`);
    const grid = page.getByRole('grid', { name: 'Inventory' });
    await grid.getByRole('link', { name: sku }).click();
    await page.waitForURL(/\/wms\/inventory-detail\?id=/);
    await page.getByRole('heading', { level: 1, name: new RegExp(sku) }).waitFor();
    const lots = page.getByRole('region', { name: 'Lots and serials' });
    const row = lots.getByRole('row', { name: new RegExp(lot) });
    await row.waitFor();
    const cells = (await row.getByRole('cell').allTextContents()).map((c) => c.trim());
    expect(cells[0]).toBe(lot);
    expect(cells[1]).toBe('MGL-DFW');
    expect(cells[2]).toMatch(/03.15.2027|15.03.2027|2027.03.15/);
    expect(Number(cells[3]?.replace(/\D/g, ''))).toBe(received);
    await expectAccessible(page, 'inventory detail with its lots');
  });
});
