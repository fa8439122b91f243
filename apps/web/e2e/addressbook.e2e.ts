import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';

let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('address book', () => {
  it('adds an address, gets the duplicate warning and opens the other address', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.marco);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);

    await page.getByRole('link', { name: 'Address Book' }).first().click();
    await page.waitForURL(`${baseUrl}/addressbook/addresses`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Address Book' }).isVisible()).toBe(true);
    const table = page.getByRole('grid', { name: 'Addresses' });
    await table.getByText('Holland Fresh Imports B.V.').waitFor();
    await expectAccessible(page, 'address book');

    // A colleague types the importer again, in capitals: the check ignores case and punctuation.
    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Address' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This form is not valid.').waitFor();
    await expectAccessible(page, 'address form with errors');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('HOLLAND FRESH IMPORTS B.V.');
    await dialog.getByRole('combobox', { name: /^Address Type/ }).selectOption({ label: 'Consignee' });
    await dialog.getByRole('textbox', { name: /^Street address/ }).fill('Transportweg 21');
    await dialog.getByRole('textbox', { name: /^City/ }).fill('Rotterdam');
    await dialog.getByRole('combobox', { name: /^Country/ }).selectOption('NL');
    await dialog.getByRole('textbox', { name: /^Postal Code/ }).fill('3045 NB');
    await dialog.getByRole('button', { name: 'Save' }).click();

    const warning = page.getByRole('alert').filter({ hasText: 'Possible duplicate' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('looks like 1 other address');
    await expectAccessible(page, 'duplicate warning');
    await warning.getByRole('button', { name: 'Open Holland Fresh Imports B.V.' }).click();
    const other = page.getByRole('dialog', { name: 'Edit Address' });
    await expect
      .poll(() => other.getByRole('textbox', { name: /^Name/ }).inputValue())
      .toBe('Holland Fresh Imports B.V.');
    await other.getByRole('button', { name: 'Cancel' }).click();

    // Both rows now carry the mark.
    await page.getByRole('searchbox', { name: 'Search addresses' }).fill('holland');
    await expect.poll(async () => table.getByText('Possible duplicate').count(), { timeout: 10_000 }).toBe(2);
  });
});
