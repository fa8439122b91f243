import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** Chooses a format from the analytics page's Export menu and answers the downloaded file's bytes and name. */
async function exportFile(page: Page, item: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describe('analytics', () => {
  it('opens the catalogue, opens analytics, runs on-time for the last quarter, exports xlsx and PDF and reads them back', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL(`${baseUrl}/report/dashboard`);
    await page.getByRole('link', { name: 'Analytics', exact: true }).click();
    await page.waitForURL(`${baseUrl}/report/analytics`);

    // Last quarter: the three whole months before this one.
    await page.getByText('Last 3 Months', { exact: true }).click();
    const onTime = page.getByRole('region', { name: 'On-time performance' });
    await onTime.getByText('Against the first ETA').waitFor();
    await onTime.getByText('Formula').waitFor();
    const latest = (await onTime.getByText(/ %$/).nth(1).textContent()) ?? '';
    await expectAccessible(page, '/report/analytics');

    const xlsx = await exportFile(page, 'Excel workbook (.xlsx)');
    expect(xlsx.name).toMatch(/^Analytics [A-Z0-9]+ L3M \d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.length).toBe(11);
    const sheet = workbook.getWorksheet('On-time performance');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Measured against');
    expect(sheet?.getRow(3).getCell(1).value).toBe('Latest ETA');
    const percent = sheet?.getRow(3).getCell(5).value;
    expect(latest.replace(/\s*%$/, '')).toBe(percent === null || percent === undefined ? '—' : String(percent));

    const pdf = await exportFile(page, 'PDF of the page');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(2000);
  });
});
