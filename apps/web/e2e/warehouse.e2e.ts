import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, logOut, signIn } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('warehouse (issue 19)', () => {
  it('a customer checks stock, drills from allocated to the orders and creates an outbound order that allocates', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);

    await page.getByRole('link', { name: 'WMS' }).first().click();
    await page.waitForURL(`${baseUrl}/wms/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'WMS Dashboard' }).waitFor();
    await page.getByRole('region', { name: 'Stock at a glance' }).waitFor();
    await expectAccessible(page, 'WMS dashboard');

    await page.goto(`${baseUrl}/wms/inventory`);
    const grid = page.getByRole('grid', { name: 'Inventory' });
    await grid.getByRole('link', { name: 'LSC-CBL-M12' }).waitFor();
    await expectAccessible(page, 'inventory');
    await grid.getByRole('link', { name: 'LSC-CBL-M12' }).click();
    await page.waitForURL(/\/wms\/inventory-detail\?id=/);
    await page.getByRole('heading', { level: 1, name: /LSC-CBL-M12/ }).waitFor();
    await page.getByRole('region', { name: 'Movements' }).getByRole('table').waitFor();

    // "Allocated" is a number with the orders behind it.
    const allocated = page.getByRole('button', { name: /^Show the orders behind Allocated/ });
    const before = Number((await allocated.textContent())?.replace(/\D/g, '') ?? '0');
    await allocated.click();
    const behind = page.getByRole('region', { name: 'Orders holding allocated stock' });
    await behind.waitFor();
    await expectAccessible(page, 'inventory detail with the orders behind allocated');

    // A new outbound order for 7 units is allocated at once.
    await page.goto(`${baseUrl}/wms/create-outbound-order`);
    await page.getByRole('heading', { level: 1, name: 'Create Outbound Order' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This form is not valid.').waitFor();
    await expectAccessible(page, 'outbound order form with errors');
    const warehouse = page.getByRole('combobox', { name: /^Warehouse/ });
    await expect.poll(() => warehouse.locator('option').count()).toBeGreaterThan(1);
    await warehouse.selectOption({ index: 1 });
    const file = `OUT-E2E-${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: /^File No\./ }).fill(file);
    await page.getByRole('textbox', { name: /^Order\/Reference No\./ }).fill('SO-E2E-1');
    const shipTo = page.getByRole('combobox', { name: /^Ship To/ });
    await expect.poll(() => shipTo.locator('option').count()).toBeGreaterThan(1);
    await shipTo.selectOption({ index: 1 });
    await page.getByLabel(/^Requested Date/).fill('2026-12-15');
    const item = page.getByRole('combobox', { name: 'Item 1' });
    await expect.poll(() => item.locator('option').count()).toBeGreaterThan(1);
    await item.selectOption({ label: 'LSC-CBL-M12 — M12 sensor cable, 5 m, 4-pin' });
    await page.getByRole('textbox', { name: 'Quantity 1' }).fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/wms\/outbound-detail\?id=/);
    await page.getByRole('heading', { level: 1, name: new RegExp(file) }).waitFor();
    await page.getByRole('region', { name: 'Status timeline' }).getByText('Allocated').waitFor();
    await expectAccessible(page, 'outbound order detail');

    // The item's allocated quantity grew by the order's 7 units.
    await page.getByRole('link', { name: 'LSC-CBL-M12' }).click();
    const after = page.getByRole('button', { name: /^Show the orders behind Allocated/ });
    await expect.poll(async () => Number((await after.textContent())?.replace(/\D/g, '') ?? '0')).toBe(before + 7);
    await after.click();
    await page
      .getByRole('region', { name: 'Orders holding allocated stock' })
      .getByRole('link', { name: file })
      .waitFor();
    await logOut(page, 'Dana Whitfield');
  });

  it('a user without inoutOrderCreation for the selected company cannot reach the create pages', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    // Jordan has the claim for Gulf Coast Medical only. Another journey on this server may have left him on Gulf
    // Coast Medical (his choice is kept), so Lone Star Components is chosen here.
    await signIn(page, baseUrl, demoUsers.jordan);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.getByRole('combobox', { name: 'Company' }).selectOption('LSCOMP');
    await page.getByText(/Selected company: .*\(LSCOMP\)/).waitFor();
    for (const path of ['/wms/create-inbound-order', '/wms/create-outbound-order']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(`${baseUrl}/`);
      await page.getByText('access denied').first().waitFor();
    }
    await expectAccessible(page, 'home after access denied');
  });
});
