import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoPassword, demoUsers, httpStatusLine, signIn } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

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

/** An admin shares a built-in report (the statement) with Lone Star Components, as report management does. */
async function shareStatementWithLoneStar(baseUrl: string): Promise<void> {
  const headers = await apiHeaders(baseUrl, demoUsers.admin);
  const category = await fetch(`${baseUrl}/api/admin/report-categories`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Finance ${Date.now()}`, sortOrder: 1 }),
  });
  expect(category.status).toBe(201);
  const categoryId = ((await category.json()) as { id: string }).id;
  const report = await fetch(`${baseUrl}/api/admin/reports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Statement of account ${Date.now()}`,
      description: 'Invoices and payments of the period',
      kind: 'builtIn',
      builtIn: 'billing_statement',
      categoryId,
    }),
  });
  expect(report.status).toBe(201);
  const reportId = ((await report.json()) as { id: string }).id;
  const audience = (await (await fetch(`${baseUrl}/api/admin/report-audience`, { headers })).json()) as {
    companies: { id: string; code: string }[];
  };
  const lscomp = audience.companies.find((c) => c.code === 'LSCOMP')?.id ?? '';
  const shared = await fetch(`${baseUrl}/api/admin/reports/${reportId}/permissions`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ companyIds: [lscomp], userIds: [] }),
  });
  expect(shared.status).toBe(200);
}

/**
 * axe on the viewer around its document frame: the frame is sandboxed without scripts, so axe cannot run inside
 * it (its injection would hang and log refusals). The document itself is checked on its own page (below).
 */
async function expectAccessibleBesideFrame(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('iframe')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const severe = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe, `axe on ${label}`).toEqual([]);
}

/** An air shipment of Dana's company (read as she would through the API). */
async function airShipmentId(baseUrl: string): Promise<string> {
  const headers = await apiHeaders(baseUrl, demoUsers.dana);
  const res = await fetch(`${baseUrl}/api/shipments?modeName=AIR&pageSize=5`, { headers });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items: { id: string; mode_code: string }[] };
  const air = body.items.find((i) => i.mode_code === 'AIR');
  if (!air) throw new Error('no air shipment');
  return air.id;
}

describe('reports', () => {
  it("opens the catalogue, views an air waybill from a shipment, downloads its PDF, and never another company's", async () => {
    s = await openBrowser({ expectedConsoleErrors: [httpStatusLine(404)] });
    const { page, baseUrl } = s;
    await shareStatementWithLoneStar(baseUrl);
    const shipmentId = await airShipmentId(baseUrl);

    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);

    // The catalogue: the shared report under its category, with search.
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL(`${baseUrl}/report/dashboard`);
    const statement = page.getByRole('link', { name: /^Statement of account/ }).first();
    await statement.waitFor();
    await expectAccessible(page, '/report/dashboard');
    await page.getByRole('searchbox', { name: 'Search reports' }).fill('no such report');
    await page.getByRole('status').filter({ hasText: 'No report matches' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search reports' }).fill('statement');
    await statement.click();
    await page.waitForURL('**/report-viewer?documentName=billing_statement*');
    await page.getByTitle('Billing statement as the report service rendered it').waitFor();

    // From a shipment to its air waybill.
    await page.goto(`${baseUrl}/shipment/shipments-details?id=${shipmentId}`);
    const heading = await page.getByRole('heading', { level: 1, name: /^House Bill / }).textContent();
    const houseBill = (heading ?? '').replace('House Bill ', '').trim();
    await page.getByRole('link', { name: 'Air waybill' }).click();
    await page.waitForURL('**/report-viewer?documentName=export_airway_bill*');
    const frame = page.frameLocator('iframe[title="Air waybill as the report service rendered it"]');
    await frame.getByRole('heading', { name: 'Air Waybill' }).waitFor();
    await frame.getByText("Shipper's Name and Address").waitFor();
    expect(await frame.getByText(houseBill, { exact: true }).first().textContent()).toBe(houseBill);
    // The document's own styles apply under the portal's CSP (a framed box has its border).
    const border = await frame
      .locator('.box')
      .first()
      .evaluate((el) => getComputedStyle(el).borderRightStyle);
    expect(border).toBe('solid');
    await expectAccessibleBesideFrame(page, '/report-viewer with an air waybill');
    // The air waybill page itself, as the report service answers it, on a page of its own.
    const html = await (
      await fetch(`${baseUrl}/api/Report/pdf`, {
        method: 'POST',
        headers: await apiHeaders(baseUrl, demoUsers.dana),
        body: JSON.stringify({ user_id: demoUsers.dana, name: 'export_airway_bill', Parameters: { id: shipmentId } }),
      })
    ).text();
    const documentPage = await s.context.newPage();
    await documentPage.setContent(html);
    await expectAccessible(documentPage, 'the air waybill document');
    await documentPage.close();
    await page.getByRole('button', { name: 'Print' }).waitFor();

    // Download: the same layout as PDF, read back with pdftotext.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Air Waybill ${houseBill}.pdf`);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    expect(text).toContain('Air Waybill');
    expect(text).toContain(houseBill);
    expect(text).toContain("SHIPPER'S NAME AND ADDRESS");
    expect(text).toMatch(/GROSS WEIGHT/);

    // Another company's id (or a made-up one) is 'Record Not Found', never a document.
    await page.goto(`${baseUrl}/report-viewer?documentName=export_airway_bill&id=00000000-0000-4000-8000-000000000000`);
    await page.getByRole('alert').filter({ hasText: 'Record Not Found' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await expectAccessibleBesideFrame(page, '/report-viewer with Record Not Found');
  });
});
