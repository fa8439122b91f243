import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, logOut, signIn } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

const run = Date.now() % 1_000_000;
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** Ten inbound orders of one or two lines; `badQty` puts a zero quantity on the fourth row (order 3). */
function ordersCsv(badQty: boolean): Buffer {
  const rows = ['PO Number,Warehouse,Part #,Qty,Supplier,Expected Date'];
  for (let i = 1; i <= 10; i += 1) {
    const ref = `IMP${run}-${i}`;
    rows.push(`${ref},MGL-DFW,LSC-PS-2400,${badQty && i === 3 ? 0 : 10 + i},Baumer Sensors GmbH,${inAWeek}`);
    if (i <= 2) rows.push(`${ref},MGL-DFW,LSC-TC-K100,5,,`);
  }
  return Buffer.from(`${rows.join('\r\n')}\r\n`);
}

/** Chooses the file through the browser's file chooser, as a user does. */
async function chooseFile(page: Page, name: string, content: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Order file \(CSV or Excel \.xlsx\)/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: content });
  await page.getByText(name).waitFor();
}

describe('warehouse order import (issue 19)', () => {
  it('imports ten orders from a CSV: map the columns, see the bad row, fix the file, import', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);

    await page.goto(`${baseUrl}/wms/inbound-orders`);
    await page.getByRole('heading', { level: 1, name: 'Inbound Orders' }).waitFor();
    await page.getByRole('link', { name: 'Import from file' }).click();
    await page.waitForURL(`${baseUrl}/wms/import-inbound-orders`);
    await page.getByRole('heading', { level: 1, name: 'Import inbound orders' }).waitFor();
    await expectAccessible(page, 'import: upload step');

    // Upload → mapping: the headers are matched where they can be; "Part #" is mapped by hand.
    await chooseFile(page, 'orders-with-a-bad-row.csv', ordersCsv(true));
    await page.getByRole('button', { name: 'Read file' }).click();
    const reference = page.getByRole('combobox', { name: /^Order\/Reference No\./ });
    await reference.waitFor();
    expect(await reference.inputValue()).toBe('PO Number');
    const sku = page.getByRole('combobox', { name: /^SKU/ });
    expect(await sku.inputValue()).toBe('');
    await sku.selectOption('Part #');
    await page.getByRole('table', { name: /^First rows of orders-with-a-bad-row\.csv \(12 rows\)/ }).waitFor();
    await expectAccessible(page, 'import: mapping step');

    // Dry run: the bad row is named by row and column, nothing is imported.
    await page.getByRole('button', { name: 'Check the file' }).click();
    const problems = page.getByRole('table', { name: 'Problems in the file' });
    await problems.waitFor();
    await page.getByText('1 problem found. Nothing is imported until every row is valid.').waitFor();
    const cells = await problems.getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells).toEqual(['6', 'Qty', 'Order quantity must be greater than zero.']);
    expect(await page.getByRole('button', { name: /^Import \d+ order/ }).count()).toBe(0);
    await expectAccessible(page, 'import: dry run with a problem');

    // The corrected file: the saved mapping is applied to it, the dry run passes, the import writes ten orders.
    await page.getByRole('button', { name: 'Upload a corrected file' }).click();
    await chooseFile(page, 'orders-fixed.csv', ordersCsv(false));
    await page.getByRole('button', { name: 'Read file' }).click();
    await page.getByText('Your mapping from the last import is applied.').waitFor();
    expect(await page.getByRole('combobox', { name: /^SKU/ }).inputValue()).toBe('Part #');
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('10 orders in 12 rows are ready to import. Nothing has been written yet.').waitFor();
    await page.getByRole('table', { name: 'Orders in the file' }).waitFor();
    await expectAccessible(page, 'import: dry run passed');
    await page.getByRole('button', { name: 'Import 10 orders' }).click();
    await page.getByText('10 orders imported').waitFor();
    await expectAccessible(page, 'import: done');

    // The orders are in the list; an imported one opens with its lines.
    await page.getByRole('link', { name: `IMP${run}-1`, exact: true }).click();
    await page.waitForURL(/\/wms\/inbound-detail\?id=/);
    await page.getByRole('heading', { level: 1, name: new RegExp(`IMP${run}-1\\b`) }).waitFor();
    await page.getByRole('cell', { name: 'LSC-TC-K100' }).first().waitFor();
    await logOut(page, 'Dana Whitfield');
  });
});
