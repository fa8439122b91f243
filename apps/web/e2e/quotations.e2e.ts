import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn, signInElsewhere } from './support/journeys';

let s: Session | undefined;
let staff: BrowserContext | undefined;

afterEach(async () => {
  await staff?.close();
  staff = undefined;
  await s?.close();
  s = undefined;
});

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

describe('quotations', () => {
  it('Dana requests a quote, the forwarder offers two options (the first from her tariff), Dana accepts one and lands on the booking', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);

    // The side menu's Quotations opens the freight manager's landing.
    await page.getByRole('navigation').getByRole('link', { name: 'Quotations' }).first().click();
    await page.waitForURL(`${baseUrl}/freight-manager/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Freight Manager' }).waitFor();
    await page.getByRole('region', { name: 'Quotations by status' }).getByRole('listitem').first().waitFor();
    await expectAccessible(page, 'freight manager dashboard');

    // The request: an empty form names what is missing; then DFW → GRU air, 4 pieces, 180 kg.
    await page.getByRole('link', { name: 'Request a Quotation' }).click();
    await page.waitForURL(`${baseUrl}/quotations/new`);
    await page.getByRole('heading', { level: 1, name: 'Request a Quotation' }).waitFor();
    await page.getByRole('button', { name: 'Request Quotation' }).click();
    await page.getByRole('alert').filter({ hasText: 'This form is not valid.' }).waitFor();
    await expectAccessible(page, 'request form with messages');
    await page.getByRole('combobox', { name: /^Mode/ }).selectOption('AIR');
    await page.getByRole('textbox', { name: /^Origin/ }).fill('DFW');
    await page.getByRole('textbox', { name: /^Destination/ }).fill('GRU');
    await page.getByRole('combobox', { name: /^Incoterm/ }).selectOption('FCA');
    await page.getByRole('textbox', { name: /^Cargo Ready Date/ }).fill(inTenDays);
    await page.getByRole('textbox', { name: /^Commodity/ }).fill('Industrial sensors');
    await page.getByRole('textbox', { name: /^Pieces/ }).fill('4');
    await page.getByRole('textbox', { name: /^Total Gross Weight/ }).fill('180');
    await page.getByRole('button', { name: 'Request Quotation' }).click();
    await page.waitForURL(/\/quotations\/receipt-detail\?id=/);
    const heading = page.getByRole('heading', { level: 1, name: /^Quotation Q-/ });
    await heading.waitFor();
    const number = ((await heading.textContent()) ?? '').replace('Quotation ', '');
    const detailUrl = page.url();
    await page.getByText('The forwarder has not made an offer yet.').waitFor();
    await expectAccessible(page, 'requested quotation');

    // The forwarder's employee, in another browser, answers with two options.
    const ops = await signInElsewhere(s.browser, baseUrl, demoUsers.employee);
    staff = ops.context;
    await ops.page.goto(`${baseUrl}/freight-manager/quotations`);
    await ops.page.getByRole('heading', { level: 1, name: 'Freight Quotations' }).waitFor();
    await ops.page.getByRole('link', { name: number }).click();
    await ops.page.waitForURL(/\/freight-manager\/quotation-detail\?id=/);
    const form = ops.page.getByRole('form', { name: 'Make an Offer' });
    await form.waitFor();
    await expectAccessible(ops.page, 'staff quotation detail');
    // Dana's air request was priced from her own tariff: Option 1 starts from its lines; the carrier is typed.
    await form.getByText(/^Option 1 starts from the customer’s tariff /).waitFor();
    const one = form.getByRole('group', { name: 'Option 1' });
    expect(await one.getByRole('textbox', { name: /^Charge/ }).count()).toBeGreaterThan(0);
    await one.getByRole('textbox', { name: /^Carrier/ }).fill('American Airlines Cargo');
    await one.getByRole('textbox', { name: /^Transit time/ }).fill('2');
    const oneTotal = ((await one.getByText(/^Total: /).textContent()) ?? '').replace('Total: ', '');
    await form.getByRole('button', { name: 'Add option' }).click();
    const two = form.getByRole('group', { name: 'Option 2' });
    await two.getByRole('textbox', { name: /^Carrier/ }).fill('LATAM Cargo');
    await two.getByRole('textbox', { name: /^Transit time/ }).fill('5');
    await two.getByRole('textbox', { name: /^Amount/ }).fill('612');
    const [offered] = await Promise.all([
      ops.page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/offer')),
      form.getByRole('button', { name: 'Send Offer' }).click(),
    ]);
    expect(offered.status()).toBe(200);
    await ops.page.getByRole('form', { name: 'Revise the Offer' }).waitFor();
    await ops.page.getByRole('region', { name: 'Option 2' }).getByText('LATAM Cargo').waitFor();
    await expectAccessible(ops.page, 'offered quotation (staff)');

    // Dana's open page shows both options without a reload (realtime quotation-changed), with the countdown.
    const second = page.getByRole('region', { name: 'Option 2' });
    await second.getByText('LATAM Cargo').waitFor();
    expect(await page.getByRole('region', { name: 'Option 1' }).textContent()).toContain(oneTotal);
    expect(await second.textContent()).toContain('$612.00');
    expect(await page.getByRole('timer').textContent()).toMatch(/^Expires in \d+ d \d+ h \d+ min$/);
    await expectAccessible(page, 'offered quotation (customer)');
    await second.getByRole('button', { name: 'Accept option 2' }).click();
    await page.waitForURL(/\/booking\/bookings-details\?id=/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText(number).first().waitFor();
    await page.getByText('DFW').first().waitFor();
    await expectAccessible(page, 'booking made from the quote');

    // Back on the quote: Accepted, with the way to its booking.
    await page.goto(detailUrl);
    await page.getByRole('link', { name: 'Open the booking' }).waitFor();
    expect(await page.getByRole('region', { name: 'Option 2' }).textContent()).toContain('Accepted option');
  });
});
