import type { AirRatesResponse, OceanRatesResponse } from '@connect/contracts/freight/freight.schemas';
import { airRatesResponseSchema, oceanRatesResponseSchema } from '@connect/contracts/freight/freight.schemas';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses a code once its look-up has filled the select (each choice reloads the next). */
async function choose(page: Page, label: string, code: string) {
  const select = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  const offered = () =>
    select.evaluate((el, c) => [...(el as HTMLSelectElement).options].some((o) => o.value === c), code);
  await expect.poll(offered, { timeout: 10_000 }).toBe(true);
  await select.selectOption(code);
}

describe('freight calculator', () => {
  it('estimates air and ocean from the cascading choices with the numbers of the company’s tariffs', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);

    await page.goto(`${baseUrl}/freight-manager/calculator`);
    await page.getByRole('heading', { level: 1, name: 'Freight Calculator' }).waitFor();
    expect(await page.title()).toContain('Freight Calculator');
    const serviceLevel = page.getByRole('combobox', { name: /^Service level/ });
    expect(await serviceLevel.inputValue()).toBe('Express');

    // Air: Lone Star Components' Dallas lanes; the destinations load once the origin is chosen.
    await choose(page, 'Origin airport', 'DFW');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await page.getByText('Destination airport is a required field').waitFor();
    await page.getByText('Gross weight is a required field').waitFor();
    await expectAccessible(page, 'calculator with messages');

    await choose(page, 'Destination airport', 'AMS');
    await choose(page, 'Destination airport', 'GRU');
    await page.getByRole('textbox', { name: 'Quantity, row 1' }).fill('1');
    await page.getByRole('textbox', { name: 'Gross Weight per Piece, row 1' }).fill('100');
    await page.getByRole('textbox', { name: 'Gross Weight per Piece, row 1' }).press('Tab');
    expect(await page.getByText('Gross weight is a required field').count()).toBe(0);

    const [airResponse] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/freight/Rates'),
      page.getByRole('button', { name: 'Estimate' }).click(),
    ]);
    expect(airResponse.status()).toBe(200);
    const air: AirRatesResponse = airRatesResponseSchema.parse(await airResponse.json());
    const result = page.getByRole('region', { name: 'Your estimate' });
    await result.waitFor();
    const text = (await result.textContent()) ?? '';

    // 100 lb is 45.351 kg: the 45–100 kg break of the worked lane at 4.20 per kg (decision 043).
    expect(air.estimate.chargeable.chargeableKg).toBe(45.351);
    expect(text).toContain('45.351 kg (pounds ÷ 2.205)');
    expect(text).toContain('Rate break 45–100 kg at $4.20 per kg');
    expect(text).toContain(`Estimated total: ${usd(air.estimate.totalCents)}`);
    expect(air.estimate.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(air.estimate.totalCents);
    const table = result.getByRole('table', { name: 'Charges' });
    for (const line of air.estimate.lines) {
      const name = { ORIGIN: 'Origin charges', FREIGHT: 'Air freight', DEST_HANDLING: 'Destination handling' }[
        line.code
      ];
      expect(await table.getByRole('row', { name: new RegExp(name) }).textContent()).toContain(usd(line.amountCents));
    }
    if (air.estimate.nextBreak)
      expect(text).toContain(
        `Ship ${air.estimate.nextBreak.break.fromKg} kg for ${usd(air.estimate.nextBreak.extraCents)} more`,
      );
    if (air.rates.transitDays !== null) expect(text).toContain(`${air.rates.transitDays} days in transit`);
    if (air.estimate.co2e) expect(text).toContain('kg CO₂e');
    await expectAccessible(page, 'air estimate');

    // Ocean-FCL: Port to Port; Houston → Santos → Maersk, two containers.
    // The mode by keyboard: arrow from Air to Ocean-FCL.
    await page.getByRole('radio', { name: 'Air' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Ocean-FCL' }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: /^Delivery terms/ }).inputValue()).toBe('PortToPort');
    await choose(page, 'Port of loading', 'USHOU');
    await choose(page, 'Port of discharge', 'BRSSZ');
    await choose(page, 'Carrier', 'MAEU');
    const count = page.getByRole('textbox', { name: /^Number of 20' GP containers/ });
    await count.fill('2');
    const [oceanResponse] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/freight/OceanRates'),
      page.getByRole('button', { name: 'Estimate' }).click(),
    ]);
    expect(oceanResponse.status()).toBe(200);
    const ocean: OceanRatesResponse = oceanRatesResponseSchema.parse(await oceanResponse.json());
    expect(ocean.estimate.containerCount).toBe(2);
    expect(ocean.rate.carrier).toBe('MAEU');
    await result.waitFor();
    const oceanText = (await result.textContent()) ?? '';
    expect(oceanText).toContain(`Estimated total: ${usd(ocean.estimate.totalCents)}`);
    expect(oceanText).toContain('2 containers');
    expect(ocean.estimate.lines.reduce((sum, l) => sum + l.lineCents, 0)).toBe(ocean.estimate.totalCents);
    for (const line of ocean.estimate.lines)
      expect(
        await result.getByRole('row', { name: new RegExp(escapeRegExp(line.description)) }).textContent(),
      ).toContain(usd(line.lineCents));
    await expectAccessible(page, 'ocean estimate');

    // Changing the port of loading empties discharge port and carrier: one message until they are chosen again.
    await choose(page, 'Port of loading', 'USHOU');
    await page.getByRole('combobox', { name: /^Port of loading/ }).selectOption({ index: 0 });
    expect(await page.getByRole('combobox', { name: /^Port of discharge/ }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: /^Carrier/ }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await page.getByRole('alert').filter({ hasText: 'Required Fields need to be populated' }).waitFor();
    expect(await result.count()).toBe(0);
  });
});
