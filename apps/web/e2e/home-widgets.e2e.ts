import { airRatesResponseSchema } from '@connect/contracts/freight/freight.schemas';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn, signInElsewhere } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

// Spec 1 §9's order (booking 1, WMS 2, billing 3, shipments 4, report 5, resources 6, freight calculator 7), then ours.
const standard = [
  'Booking',
  'WMS',
  'Billing',
  'Shipments',
  'Report',
  'Resources',
  'Freight Calculator',
  'Track',
  'Needs my attention',
  'Shipments at risk',
];

const boardOf = (page: Page) => page.getByRole('list', { name: 'Your widgets' });
const titles = (board: Locator) => board.getByRole('heading', { level: 3 }).allTextContents();
const columns = (board: Locator) =>
  board.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
const saved = (page: Page, method: 'POST' | 'DELETE') =>
  page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith('/api/customer/user/dashboard/'),
  );

/** Drags one card's move handle onto another card with the mouse (pointer events, as a person does). */
async function dragOnto(page: Page, from: string, onto: string) {
  const handle = await page.getByRole('button', { name: `Move ${from}`, exact: true }).boundingBox();
  const target = await page.getByRole('article', { name: onto, exact: true }).boundingBox();
  if (!handle || !target) throw new Error('cards not laid out');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 12, handle.y + handle.height / 2 + 4, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  // As a person aims at where the card is now: if the page moved meanwhile (a card's data arriving, a tip closing),
  // the pointer follows the card before letting go.
  const now = await page.getByRole('article', { name: onto, exact: true }).boundingBox();
  if (now && (now.x !== target.x || now.y !== target.y))
    await page.mouse.move(now.x + now.width / 2, now.y + now.height / 2, { steps: 4 });
  await page.mouse.up();
}

describe('home dashboard widgets', () => {
  it('swaps, removes, re-adds, reorders by keyboard and resets the widgets, and estimates freight', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    const board = boardOf(page);
    await board.waitFor();

    // Start from the company default, whatever an earlier run left.
    await Promise.all([saved(page, 'POST'), page.getByRole('button', { name: 'Reset', exact: true }).click()]);
    await expect.poll(() => titles(board)).toEqual(standard);
    expect(await board.getAttribute('data-columns')).toBe('3');
    expect(await columns(board)).toBe(3);
    await page.getByText('The standard layout').waitFor();
    // Each widget loads on its own: the billing total comes from invoice/accountSummary, the WMS counts from the
    // warehouse, the top 3 reports from customer/user/reportData, the resources visible to Lone Star Components.
    await page.getByRole('article', { name: 'Billing', exact: true }).getByText('Total outstanding').waitFor();
    const wms = page.getByRole('article', { name: 'WMS', exact: true });
    await wms.getByRole('link', { name: 'Inventory', exact: true }).waitFor();
    expect(await wms.getByRole('link', { name: 'Inbound orders' }).getAttribute('href')).toBe('/wms/inbound-orders');
    expect(await wms.getByText(/^\d[\d,]* items?$/).count()).toBe(1);
    const report = page.getByRole('article', { name: 'Report', exact: true });
    expect(await report.getByRole('link', { name: 'See all reports' }).getAttribute('href')).toBe(
      '/report/dashboard?selectedIndex=0',
    );
    await expect.poll(() => report.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    const resources = page.getByRole('article', { name: 'Resources', exact: true });
    // Lone Star Components' resources, most opened first (a file opens as a download button, a link as a link).
    await resources.getByRole('listitem').first().waitFor();
    await resources.getByText('Holiday cut-off dates').waitFor();
    await resources.getByRole('link', { name: 'See all resources' }).waitFor();
    await expectAccessible(page, 'home with widgets');

    // The one-time tips: dismissed once, gone after a reload.
    await page.getByRole('note', { name: 'Your home page, your way' }).getByRole('button', { name: 'Got It!' }).click();
    await page.getByRole('note', { name: 'Help & Settings' }).getByRole('button', { name: 'Hide' }).click();
    // The board moves up as the tips close: the drag below starts once they are gone.
    await page.getByRole('note', { name: 'Your home page, your way' }).waitFor({ state: 'detached' });
    await page.getByRole('note', { name: 'Help & Settings' }).waitFor({ state: 'detached' });

    // Drag billing onto shipments with the mouse: the two swap, and stay swapped after a reload.
    await Promise.all([saved(page, 'POST'), dragOnto(page, 'Billing', 'Shipments')]);
    const swapped = ['Booking', 'WMS', 'Shipments', 'Billing', ...standard.slice(4)];
    await expect.poll(() => titles(board)).toEqual(swapped);
    await page.reload();
    await board.waitFor();
    await expect.poll(() => titles(board)).toEqual(swapped);
    await page.getByText('Your own layout').waitFor();
    expect(await page.getByRole('note', { name: 'Your home page, your way' }).count()).toBe(0);
    expect(await page.getByRole('note', { name: 'Help & Settings' }).count()).toBe(0);

    // Remove shipments: deleted on the server, the board goes to 2 columns.
    await Promise.all([
      saved(page, 'DELETE'),
      page.getByRole('button', { name: 'Remove Shipments', exact: true }).click(),
    ]);
    const withoutShipments = ['Booking', 'WMS', 'Billing', ...standard.slice(4)];
    await expect.poll(() => titles(board)).toEqual(withoutShipments);
    await expect.poll(() => columns(board)).toBe(2);

    // Add it back from the Widgets dialog (axe with the dialog open): back to 3 columns, at the end.
    await page.getByRole('button', { name: 'Add Widget', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Widgets' });
    await dialog.getByRole('button', { name: 'Add Shipments' }).waitFor();
    await expectAccessible(page, 'Widgets dialog', '[role="dialog"]');
    await Promise.all([saved(page, 'POST'), dialog.getByRole('button', { name: 'Add Shipments' }).click()]);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => titles(board)).toEqual([...withoutShipments, 'Shipments']);
    await expect.poll(() => columns(board)).toBe(3);

    // Reorder by keyboard: Space on WMS's move handle, the right arrow onto Billing (its neighbour in the row), Space.
    await page.getByRole('button', { name: 'Move WMS', exact: true }).focus();
    // Each step waits for what the board tells: the handle is pressed once picked up, then the live region names the target.
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Move WMS', exact: true, pressed: true }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText('WMS is over Billing. Drop to swap them.').waitFor({ state: 'attached' });
    await Promise.all([saved(page, 'POST'), page.keyboard.press('Space')]);
    await expect.poll(() => titles(board)).toEqual(['Booking', 'Billing', 'WMS', ...standard.slice(4), 'Shipments']);
    await page.getByText('WMS and Billing swapped places.').waitFor({ state: 'attached' });

    // The freight widget: the cascade from the estimator's calls, answered with the explained price.
    const freight = page.getByRole('article', { name: 'Freight Calculator', exact: true });
    await freight.getByRole('combobox', { name: /^Mode/ }).selectOption('Air');
    const pick = async (label: string, code: string) => {
      const select = freight.getByRole('combobox', { name: new RegExp(`^${label}`) });
      await expect
        .poll(() => select.evaluate((el, c) => [...(el as HTMLSelectElement).options].some((o) => o.value === c), code))
        .toBe(true);
      await select.selectOption(code);
    };
    await pick('Origin airport', 'DFW');
    await pick('Destination airport', 'GRU');
    await freight.getByRole('textbox', { name: /^Gross weight \(lb\)/ }).fill('100');
    const [rates] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/freight/Rates'),
      freight.getByRole('button', { name: 'Estimate' }).click(),
    ]);
    expect(rates.status()).toBe(200);
    const air = airRatesResponseSchema.parse(await rates.json());
    const result = freight.getByRole('status');
    await result.getByText(`Estimated total: ${usd(air.estimate.totalCents)}`).waitFor();
    expect(await result.textContent()).toContain('kg at the 45–100 kg break, $4.20 per kg');
    await expectAccessible(page, 'home with a freight estimate');

    // Reset: back to the company default (here the standard order), 3 columns.
    await Promise.all([saved(page, 'POST'), page.getByRole('button', { name: 'Reset', exact: true }).click()]);
    await expect.poll(() => titles(board)).toEqual(standard);
    await page.getByText('The standard layout').waitFor();
    expect(await columns(board)).toBe(3);
  });

  it("lets the forwarder's staff set a company default that its users see and reset to", async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.employee);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.goto(`${baseUrl}/u/dashboard-layouts`);
    await page.getByRole('heading', { level: 1, name: 'Company Default Layout' }).waitFor();
    await page.getByRole('textbox', { name: 'Company code' }).fill('lscomp');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByRole('heading', { name: 'Layout of LSCOMP' }).waitFor();
    const put = () =>
      page.waitForResponse(
        (r) =>
          r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/dashboard/companies/LSCOMP/Widgets',
      );
    // Whatever an earlier run left: the standard layout first.
    await Promise.all([put(), page.getByRole('button', { name: 'Use the standard layout' }).click()]);
    await page.getByText('This company uses the standard layout.').waitFor();
    await page.getByRole('button', { name: 'Move Billing up' }).click();
    await page.getByRole('button', { name: 'Move Billing up' }).click();
    await page.getByRole('switch', { name: 'Shipments at risk' }).uncheck();
    await Promise.all([put(), page.getByRole('button', { name: 'Save the default' }).click()]);
    await page.getByText('The company default layout is saved.').waitFor();
    await expectAccessible(page, 'company default layout');

    try {
      // Dana (no layout of her own after the first journey's reset) sees the company default; Reset keeps it.
      const dana = await signInElsewhere(s.browser, baseUrl, demoUsers.dana);
      const board = boardOf(dana.page);
      await board.waitFor();
      await Promise.all([
        saved(dana.page, 'POST'),
        dana.page.getByRole('button', { name: 'Reset', exact: true }).click(),
      ]);
      const companyDefault = ['Billing', 'Booking', 'WMS', ...standard.slice(3, -1)];
      await expect.poll(() => titles(board)).toEqual(companyDefault);
      await dana.page.getByText("Your company's default layout").waitFor();
      await Promise.all([
        saved(dana.page, 'DELETE'),
        dana.page.getByRole('button', { name: 'Remove Track', exact: true }).click(),
      ]);
      await dana.page.getByText('Your own layout').waitFor();
      await Promise.all([
        saved(dana.page, 'POST'),
        dana.page.getByRole('button', { name: 'Reset', exact: true }).click(),
      ]);
      await expect.poll(() => titles(board)).toEqual(companyDefault);
      await dana.page.getByText("Your company's default layout").waitFor();
      await dana.context.close();
    } finally {
      // Leave Lone Star Components on the standard layout for the other journeys.
      await Promise.all([put(), page.getByRole('button', { name: 'Use the standard layout' }).click()]);
      await page.getByText('This company uses the standard layout.').waitFor();
    }
  });
});
