import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoPassword, demoUsers, signIn } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function exportFile(page: Page, item: 'CSV' | 'Excel') {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

async function signInAsDana(): Promise<{ page: Page; baseUrl: string }> {
  s = await openBrowser();
  const { page, baseUrl } = s;
  await signIn(page, baseUrl, demoUsers.dana);
  await page.waitForURL(`${baseUrl}/`);
  await completeWelcomeTour(page);
  return { page, baseUrl };
}

/** The house bill shown in the details heading ("House Bill MGLA…"). */
async function houseBillOf(page: Page): Promise<string> {
  const heading = await page.getByRole('heading', { level: 1, name: /^House Bill / }).textContent();
  return (heading ?? '').replace('House Bill ', '').trim();
}

/** Whether a control is really on screen and on top: not scrolled out of its grid, nor covered by another. */
async function isOnScreen(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}

/** Signs in through the API (as a script would) and answers the bearer headers. */
async function apiHeaders(baseUrl: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${body.accessToken}`, 'content-type': 'application/json' };
}

/** The newest shipment of Dana's company, read through the API: the first row of the dashboard. */
async function newestHouseBill(baseUrl: string): Promise<string> {
  const headers = await apiHeaders(baseUrl, demoUsers.dana);
  const list = (await (await fetch(`${baseUrl}/api/shipments?pageSize=1`, { headers })).json()) as {
    items: { document_no: string }[];
  };
  const bill = list.items[0]?.document_no ?? '';
  expect(bill).toMatch(/^MGL[AOD]\d+$/);
  return bill;
}

describe('shipments', () => {
  it('filters the dashboard by mode, exports CSV and .xlsx, opens a detail with its map and views a document', async () => {
    const { page, baseUrl } = await signInAsDana();
    await page.getByRole('navigation').getByRole('link', { name: 'Shipments' }).first().click();
    await page.waitForURL('**/shipment/dashboard');
    const grid = page.getByRole('grid', { name: 'Shipments' });
    await grid.getByRole('row').nth(1).waitFor();
    await expectAccessible(page, '/shipment/dashboard');

    // Filter panel: current year, air only.
    await page.getByRole('button', { name: /^Filters: / }).click();
    const panel = page.getByRole('group', { name: 'Filters' });
    await panel.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Current year' });
    await panel.getByLabel('Mode Name').click();
    await page.getByRole('option', { name: 'Air' }).click();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Apply' }).click();
    const modes = async () =>
      (await grid.getByRole('gridcell', { name: /^(AIR|OCEAN|DOMESTIC|Air|Ocean|Domestic)$/ }).allTextContents()).map(
        (m) => m.toUpperCase(),
      );
    await expect.poll(async () => (await modes()).length).toBeGreaterThan(0);
    await expect.poll(async () => new Set(await modes())).toEqual(new Set(['AIR']));

    const csv = await exportFile(page, 'CSV');
    expect(csv.name).toMatch(/\.csv$/);
    const rows = Papa.parse<Record<string, string>>(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.Mode))).toEqual(new Set(['AIR']));
    const xlsx = await exportFile(page, 'Excel');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toContain('House Bill');
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(rows.length);

    // Row action View Details.
    const firstBill = rows[0]?.['House Bill'] ?? '';
    await grid.getByRole('button', { name: `Actions for ${firstBill}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).waitFor();
    await expectAccessible(page, '/shipment/dashboard with a row actions menu open');
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.waitForURL('**/shipment/shipments-details?id=*');
    expect(await houseBillOf(page)).toBe(firstBill);
    await page.getByRole('img', { name: /route from/i }).waitFor();
    await page.getByRole('heading', { name: 'Milestones' }).waitFor();
    await expectAccessible(page, '/shipment/shipments-details');

    // A document opens in the viewer.
    await page.getByRole('button', { name: /^View .*commercial-invoice\.pdf$/ }).click();
    const viewer = page.getByRole('dialog', { name: /commercial-invoice\.pdf/ });
    await viewer.waitFor();
    await expect.poll(async () => viewer.locator('iframe, embed, object').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'document viewer');
    expect(baseUrl).toBeTruthy();
  }, 120_000);

  it('quick-tracks a house bill from the header and finds it with the global search', async () => {
    const { page, baseUrl } = await signInAsDana();
    await page.goto(`${baseUrl}/shipment/dashboard`);
    const grid = page.getByRole('grid', { name: 'Shipments' });
    const bill = await newestHouseBill(baseUrl);
    await grid.getByRole('gridcell', { name: bill, exact: true }).waitFor();

    const search = page.getByRole('search', { name: 'Quick track' });
    await search.getByRole('textbox', { name: 'Reference number' }).fill(bill.toLowerCase());
    await search.getByRole('button', { name: 'Track' }).click();
    await page.waitForURL('**/search?keyword=*');
    const results = page.getByRole('grid', { name: 'Shipment search results' });
    await results.getByRole('gridcell', { name: bill, exact: true }).first().waitFor();
    await expectAccessible(page, '/search');
    await results.getByRole('button', { name: `Actions for ${bill}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.waitForURL('**/shipment/shipments-details?id=*');
    expect(await houseBillOf(page)).toBe(bill);

    // A tablet opens the box from the header's Quick track button; it closes once the search is sent.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: 'Quick track' }).click();
    const popover = page.getByRole('search', { name: 'Quick track' });
    await popover.getByRole('textbox', { name: 'Reference number' }).fill(bill);
    await expectAccessible(page, 'quick track pop-over');
    await popover.getByRole('button', { name: 'Track' }).click();
    await page.waitForURL(`**/search?keyword=${bill}&*`);
    await expect.poll(() => popover.count()).toBe(0);

    // A phone has it at the top of the menu, and the account menu fits on the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${baseUrl}/`);
    const account = await page.getByRole('button', { name: /^Account menu/ }).boundingBox();
    expect((account?.x ?? Infinity) + (account?.width ?? 0)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    const inMenu = page.getByRole('search', { name: 'Quick track' });
    await inMenu.getByRole('textbox', { name: 'Reference number' }).fill(bill);
    await inMenu.getByRole('button', { name: 'Track' }).click();
    await page.waitForURL(`**/search?keyword=${bill}&*`);
    await page.getByRole('button', { name: 'Expand menu' }).waitFor(); // the menu closed behind the search
    await page
      .getByRole('grid', { name: 'Shipment search results' })
      .getByRole('gridcell', { name: bill })
      .first()
      .waitFor();
    await expectAccessible(page, '/search on a phone');
  });

  it('tracks a shipment publicly without signing in: milestones and route, nothing private', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    const headers = await apiHeaders(baseUrl, demoUsers.dana);
    const list = (await (await fetch(`${baseUrl}/api/shipments?pageSize=50`, { headers })).json()) as {
      items: { document_no: string; shipper_name: string; mode_code: string; departure: string; destination: string }[];
    };
    const shipment = list.items[0];
    if (!shipment) throw new Error('no demo shipment');
    const ocean = list.items.find((row) => row.mode_code === 'OCEAN' && row.departure && row.destination);
    if (!ocean) throw new Error('no demo ocean shipment with both ports');

    await page.goto(`${baseUrl}/tracking/track`);
    await page.getByRole('textbox', { name: 'Tracking reference' }).fill(shipment.document_no);
    await page.getByRole('textbox', { name: 'Shipper or consignee name' }).fill(shipment.shipper_name);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.waitForURL('**/tracking/tracking-detail?ref=*');
    // The name stays out of the address (decision 030).
    expect(new URL(page.url()).searchParams.has('party')).toBe(false);
    await page.getByRole('heading', { level: 1, name: `Tracking ${shipment.document_no}` }).waitFor();
    await page.getByText('Shipper Booked').first().waitFor();
    expect(await page.content()).not.toContain(shipment.shipper_name);
    await expectAccessible(page, '/tracking/tracking-detail');

    // An ocean shipment is drawn along its sea route, and the caption says which way it sails.
    await page.goto(`${baseUrl}/tracking/track`);
    await page.getByRole('textbox', { name: 'Tracking reference' }).fill(ocean.document_no);
    await page.getByRole('textbox', { name: 'Shipper or consignee name' }).fill(ocean.shipper_name);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Tracking ${ocean.document_no}` }).waitFor();
    await page.getByRole('img', { name: /route from/i }).waitFor();
    expect(await page.getByText(/^Sea route( via .+)?, about [\d,]+ km/).textContent()).toMatch(/km \(planned/);

    await page.goto(`${baseUrl}/tracking/track`);
    await page.getByRole('textbox', { name: 'Tracking reference' }).fill('NO-SUCH-REFERENCE');
    await page.getByRole('textbox', { name: 'Shipper or consignee name' }).fill('Nobody Trading');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.getByText('Record Not Found').waitFor();
    await expectAccessible(page, '/tracking/track');
  });

  it('shows an event posted through the integration API in the detail and as a realtime message', async () => {
    const { page, baseUrl } = await signInAsDana();
    await page.goto(`${baseUrl}/shipment/dashboard`);
    const grid = page.getByRole('grid', { name: 'Shipments' });
    const bill = await newestHouseBill(baseUrl);
    await grid.getByRole('gridcell', { name: bill, exact: true }).waitFor();
    await grid.getByRole('button', { name: `Actions for ${bill}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.waitForURL('**/shipment/shipments-details?id=*');
    await page.getByRole('heading', { name: 'Notes and exceptions' }).waitFor();

    // The forwarder's system: an admin makes a key, the feed posts an exception for this house bill.
    const admin = await apiHeaders(baseUrl, demoUsers.admin);
    const created = await fetch(`${baseUrl}/api/admin/integration-keys`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'e2e feed' }),
    });
    expect(created.status).toBe(200);
    const { key } = (await created.json()) as { key: string };
    const text = `Customs hold for inspection (journey ${baseUrl.length}-${Date.now()})`;
    const posted = await fetch(`${baseUrl}/api/integration/shipments/${bill}/events`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId: `e2e-${Date.now()}`,
        code: 21,
        actualAt: new Date().toISOString(),
        description: text,
      }),
    });
    expect(posted.status).toBe(200);

    await page.getByText(`Exceptions: ${bill}`).waitFor();
    await page.getByText(text).first().waitFor();
    await expectAccessible(page, '/shipment/shipments-details (after a realtime event)');
  });

  it('opens a shipment by its house bill link, a click on its row and Enter, with its actions on screen at 1440 px', async () => {
    const { page, baseUrl } = await signInAsDana();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/shipment/dashboard`);
    const grid = page.getByRole('grid', { name: 'Shipments' });
    const bill = await newestHouseBill(baseUrl);
    const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name: bill, exact: true }) });
    const link = row.getByRole('link', { name: bill, exact: true });
    await row.waitFor();
    await row.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
    // The grid is wider than the window: its actions column stays pinned to the right edge, on screen.
    expect(await grid.evaluate((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0))).toBe(true);
    expect(await isOnScreen(row.getByRole('button', { name: `Actions for ${bill}` }))).toBe(true);

    await link.click();
    await page.waitForURL('**/shipment/shipments-details?id=*');
    expect(await houseBillOf(page)).toBe(bill);

    // A click anywhere else in the row (here its progress bar) opens it too.
    await page.goBack();
    await row
      .getByRole('gridcell')
      .filter({ has: page.getByRole('progressbar') })
      .click();
    await page.waitForURL('**/shipment/shipments-details?id=*');
    expect(await houseBillOf(page)).toBe(bill);

    // By keyboard: the house bill's cell, one cell to the right, Enter.
    await page.goBack();
    await row.getByRole('gridcell', { name: bill, exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/shipment/shipments-details?id=*');
    expect(await houseBillOf(page)).toBe(bill);
  });
});
