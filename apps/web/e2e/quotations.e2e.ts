import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoPassword, demoUsers, signIn, signInElsewhere } from './support/journeys';

let s: Session | undefined;
let staff: BrowserContext | undefined;

afterEach(async () => {
  await staff?.close();
  staff = undefined;
  await s?.close();
  s = undefined;
});

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** Signs in through the API (as a script would) and answers a caller of the API with bearer headers. */
async function apiCaller(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      ...(body === undefined
        ? { headers: { authorization } }
        : { headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  };
}

/**
 * The rest of the booking's life, as the booking journey tests it through the screens, here through the API: Dana
 * completes and submits the booking made from the quote, the forwarder accepts it and marks it received with the
 * house bill of one of Dana's shipments (the forwarder's system would create that shipment). Answers the shipment.
 */
async function receiveAsShipment(baseUrl: string, bookingId: string, quotationNumber: string) {
  const dana = await apiCaller(baseUrl, demoUsers.dana);
  const ops = await apiCaller(baseUrl, demoUsers.employee);
  const addresses = await dana<{ items: { addressId: string }[] }>('GET', '/api/addressbook/addresses?pageSize=2');
  const [shipper, consignee] = addresses.items.map((a) => a.addressId);
  expect(consignee).toBeTruthy();
  await dana('PUT', `/api/bookings/${bookingId}`, {
    mode: 'AIR',
    serviceLevel: 'STD',
    incoterms: 'FCA',
    freightTerms: 'PREPAID',
    originCode: 'DFW',
    destinationCode: 'GRU',
    cargoReadyDate: inTenDays,
    commodity: 'Industrial sensors',
    parties: { shipper, consignee, notify: null, pickup: null, delivery: null },
    cargo: [{ qty: 4, length: 60, width: 40, height: 40, grossWeight: 45, boxPackaging: true, cargoType: 'CTN' }],
    weightUnit: 'KG',
    volumeUnit: 'CM',
    customerReferences: [quotationNumber],
    notes: '',
    quotationNumber,
  });
  await dana('POST', `/api/bookings/${bookingId}/submit`);
  await ops('POST', `/api/bookings/${bookingId}/review`, { action: 'accept', notes: '' });
  const shipments = await dana<{ items: { document_id: string; document_no: string }[] }>(
    'GET',
    '/api/shipments?pageSize=5',
  );
  const shipment = shipments.items.at(-1);
  expect(shipment?.document_no).toMatch(/^MGL[AOD]\d+$/);
  await ops('POST', `/api/bookings/${bookingId}/review`, {
    action: 'received',
    notes: '',
    houseBill: shipment?.document_no,
  });
  return { id: shipment?.document_id ?? '', houseBill: shipment?.document_no ?? '' };
}

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
    const bookingId = new URL(page.url()).searchParams.get('id') ?? '';

    // Back on the quote: Accepted, with the way to its booking.
    await page.goto(detailUrl);
    await page.getByRole('link', { name: 'Open the booking' }).waitFor();
    expect(await page.getByRole('region', { name: 'Option 2' }).textContent()).toContain('Accepted option');

    // The booking becomes a shipment: its detail re-rates it on the quote's tariff beside what the quote assumed.
    const shipment = await receiveAsShipment(baseUrl, bookingId, number);
    await page.goto(`${baseUrl}/shipment/shipments-details?id=${shipment.id}`);
    await page.getByRole('heading', { level: 1, name: `House Bill ${shipment.houseBill}` }).waitFor();
    const comparison = page.getByRole('region', { name: 'Quote versus shipment' });
    await comparison.waitFor();
    await comparison.getByRole('link', { name: number }).waitFor();
    const rows = await comparison.getByRole('row').allTextContents();
    expect(rows[0]).toBe('ItemAs quotedAs shippedDifference');
    expect(rows[1]).toMatch(/^Gross weight180 kg/);
    expect(rows.at(-1)).toMatch(/^Total\$/);
    await expectAccessible(page, 'shipment detail with the quote comparison');
  });
});
