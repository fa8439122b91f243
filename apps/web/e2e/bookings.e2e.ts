import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';

const sessions: Session[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function signedIn(email: string): Promise<{ page: Page; baseUrl: string }> {
  const s = await openBrowser();
  sessions.push(s);
  await signIn(s.page, s.baseUrl, email);
  await s.page.waitForURL(`${s.baseUrl}/`);
  await completeWelcomeTour(s.page);
  return { page: s.page, baseUrl: s.baseUrl };
}

/** Picks an option of a searchable select by typing part of it. */
async function choosePort(page: Page, label: RegExp, typed: string, option: RegExp) {
  // Mantine's searchable select is an input that opens a listbox: found by its label.
  await page.getByLabel(label).first().fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Chooses the option of a native select whose text starts with `text` (labels carry the whole address). */
async function selectByText(page: Page, label: RegExp, text: string) {
  const select = page.getByRole('combobox', { name: label });
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe('bookings', () => {
  it('books two cargo rows in CM/KG, saves a template, clones it, submits; an employee accepts; the customer is told', async () => {
    const dana = await signedIn(demoUsers.dana);
    const page = dana.page;
    await page.getByRole('navigation').getByRole('link', { name: 'Bookings' }).first().click();
    await page.waitForURL(`${dana.baseUrl}/booking/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    await expectAccessible(page, 'booking dashboard');

    await page.getByRole('link', { name: 'New Booking' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Booking' }).waitFor();
    // Submitting an empty form names what is missing and sends nothing.
    await page.getByRole('button', { name: 'Save and Submit' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'Required Fields need to be populated' });
    await problems.waitFor();
    expect(await problems.textContent()).toContain('Shipper: This is required');
    await expectAccessible(page, 'booking form with problems');

    await page.getByRole('combobox', { name: /^Mode/ }).selectOption({ label: 'Air' });
    await page.getByRole('textbox', { name: /^Cargo ready date/ }).fill(inAWeek);
    await choosePort(page, /^Origin/, 'DFW', /\(DFW\)/);
    await choosePort(page, /^Destination/, 'FRA', /\(FRA\)/);
    await page.getByRole('combobox', { name: /^Incoterms/ }).selectOption('FCA');
    await page.getByRole('combobox', { name: /^Freight terms/ }).selectOption('PREPAID');
    await page.getByRole('textbox', { name: /^Commodity/ }).fill('Industrial sensors');
    await selectByText(page, /^Shipper/, 'Lone Star Components LLC —');
    await selectByText(page, /^Consignee/, 'Shenzhen Huaxin Electronics Co., Ltd. —');

    // Two cargo rows in CM and KG: 2 × (120 × 80 × 100 cm, 150 kg) and 1 × (50 × 40 × 30 cm, 12.5 kg).
    await page.getByRole('combobox', { name: 'Volume Unit' }).selectOption('CM');
    await page.getByRole('combobox', { name: 'Weight Unit' }).selectOption('KG');
    const fill = async (row: number, values: [string, string, string, string, string]) => {
      const [qty, length, width, height, weight] = values;
      await page.getByRole('textbox', { name: `Quantity, row ${row}` }).fill(qty);
      await page.getByRole('textbox', { name: `Length, row ${row}` }).fill(length);
      await page.getByRole('textbox', { name: `Width, row ${row}` }).fill(width);
      await page.getByRole('textbox', { name: `Height, row ${row}` }).fill(height);
      await page.getByRole('textbox', { name: `Gross Weight per Piece, row ${row}` }).fill(weight);
      await page.getByRole('textbox', { name: `Gross Weight per Piece, row ${row}` }).blur();
    };
    await fill(1, ['2', '120', '80', '100', '150']);
    await page.getByRole('button', { name: 'Add row after row 1' }).click();
    await fill(2, ['1', '50', '40', '30', '12.5']);
    const totals = page.getByRole('region', { name: 'Totals' });
    // 1,980,000 cm³ ÷ 6000 = 330 kg volumetric > 312.5 kg gross: chargeable 330 KG.
    await expect.poll(async () => totals.textContent()).toMatch(/Total Quantity \(Pcs\)\s*3/);
    expect(await totals.textContent()).toMatch(/Total Chargeable Weight.*330 KG/);
    expect(await totals.textContent()).toMatch(/Total Gross Weight\s*312\.5 KG/);

    // Save as a template, then clone that template.
    await page.getByRole('button', { name: 'Save as Template' }).click();
    const templateDialog = page.getByRole('dialog', { name: 'Save this booking as a template' });
    await templateDialog.getByRole('textbox', { name: /^Template name/ }).fill('DFW to FRA sensors');
    await templateDialog.getByRole('button', { name: 'Save Template' }).click();
    await page.getByText('Template saved successfully').waitFor();

    await page.goto(`${dana.baseUrl}/booking/templates`);
    const templates = page.getByRole('grid', { name: 'Templates' });
    await templates.getByText('DFW to FRA sensors').first().waitFor();
    await expectAccessible(page, 'templates');
    await templates
      .getByRole('row', { name: /DFW to FRA sensors/ })
      .first()
      .getByRole('button', { name: /Actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Clone' }).waitFor();
    await expectAccessible(page, 'templates with a row actions menu open');
    await page.getByRole('menuitem', { name: 'Clone' }).click();
    await page.getByRole('heading', { level: 1, name: 'Clone Template' }).waitFor();
    await page.getByRole('textbox', { name: /^Template name/ }).fill('DFW to FRA sensors (clone)');
    await page.getByRole('button', { name: 'Save Template' }).click();
    await page.waitForURL(`${dana.baseUrl}/booking/templates`);
    await templates.getByText('DFW to FRA sensors (clone)').waitFor();

    // A booking from the clone, submitted.
    await templates
      .getByRole('row', { name: /DFW to FRA sensors \(clone\)/ })
      .getByRole('button', { name: /Actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Use for a new booking' }).click();
    await page.getByText('Started from the template DFW to FRA sensors (clone)').waitFor();
    await expect.poll(async () => totals.textContent()).toMatch(/Total Chargeable Weight.*330 KG/);
    await page.getByRole('button', { name: 'Save and Submit' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Booking REF-/ });
    await heading.waitFor({ timeout: 15_000 });
    const reference = ((await heading.textContent()) ?? '').replace('Booking ', '').trim();
    expect(reference).toMatch(/^REF-\d{6}-[A-Z2-9]{5}$/);
    await page.getByText('Booking Submitted').first().waitFor();

    // The employee accepts it with notes.
    const ops = await signedIn(demoUsers.employee);
    await ops.page.goto(`${ops.baseUrl}/booking/dashboard`);
    await ops.page.getByRole('heading', { level: 1, name: 'Bookings to review' }).waitFor();
    const review = ops.page.getByRole('grid', { name: 'Submitted bookings' });
    await review
      .getByRole('row', { name: new RegExp(reference) })
      .getByRole('button', { name: /Actions/ })
      .click();
    await ops.page.getByRole('menuitem', { name: 'View Details' }).click();
    await ops.page.getByRole('button', { name: 'Accept' }).click();
    const acceptDialog = ops.page.getByRole('dialog');
    await acceptDialog.getByRole('textbox').first().fill('Space confirmed on LH 8401');
    await acceptDialog.getByRole('button', { name: 'Confirm' }).click();
    await ops.page.getByText('Booking accepted').first().waitFor();

    // The customer gets the realtime notice and sees Accepted with the notes as its tooltip.
    await page.getByText(`Booking Accepted: ${reference}`).waitFor({ timeout: 15_000 });
    await page.goto(`${dana.baseUrl}/booking/dashboard`);
    const mine = page.getByRole('grid', { name: 'Bookings' });
    const row = mine.getByRole('row', { name: new RegExp(reference) });
    await row.getByText('Booking Accepted').waitFor();
    await row.getByText('Booking Accepted').hover();
    await page.getByText('Space confirmed on LH 8401').first().waitFor();
    await expectAccessible(page, 'booking dashboard after acceptance');

    // The reference links to the booking.
    await row.getByRole('link', { name: reference, exact: true }).click();
    await page.waitForURL('**/booking/bookings-details?id=*');
    await page.getByRole('heading', { level: 1, name: `Booking ${reference}` }).waitFor();
  });
});
