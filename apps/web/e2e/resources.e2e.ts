import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn, signInElsewhere } from './support/journeys';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('the resources library (issue #21)', () => {
  it("an admin publishes a resource for one company; that company's user opens it from the header; another company's user does not see it", async () => {
    s = await openBrowser();
    const { page, baseUrl, browser } = s;
    const title = `Customs checklist ${Date.now()}`;

    // Dana (LSCOMP, every permission) and Marco (SERRAZ, no resources permission) are signed in elsewhere.
    const dana = await signInElsewhere(browser, baseUrl, demoUsers.dana);
    const marco = await signInElsewhere(browser, baseUrl, demoUsers.marco);

    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);
    // The admin reaches the dashboard from the header's resources drawer.
    await page.getByRole('button', { name: 'Resources', exact: true }).click();
    const adminDrawer = page.getByRole('dialog', { name: 'Resources' });
    await adminDrawer.getByRole('link', { name: 'Manage resources' }).click();
    await page.waitForURL('**/resources/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
    await page.getByRole('grid', { name: 'Resources for customers' }).waitFor();
    await expectAccessible(page, '/resources/dashboard');

    await page.getByRole('button', { name: 'New resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'New resource' });
    // Nothing filled: the spec's messages, nothing saved.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText("Title can't be empty.").waitFor();
    await dialog.getByText("Description can't be empty.").waitFor();
    await dialog.getByText('Please select atleast one module').waitFor();
    await dialog.getByText('Please select atleast one visibility').waitFor();

    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('What to prepare before your goods reach customs.');
    // A link on this portal, so the new tab loads without the internet.
    await dialog.getByRole('textbox', { name: 'Link' }).fill(`${baseUrl}/about-us`);
    await dialog.getByRole('checkbox', { name: 'Shipments' }).check();
    await dialog.getByRole('textbox', { name: 'Category' }).fill('Checklists');
    await dialog.getByRole('checkbox', { name: 'Companies' }).check();
    await dialog
      .getByText('Please add one company.')
      .waitFor({ state: 'hidden' })
      .catch(() => undefined);
    await dialog.getByRole('combobox', { name: 'Companies' }).click();
    await page.getByRole('option', { name: /\(LSCOMP\)$/ }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('checkbox', { name: 'Readers must acknowledge it' }).check();
    await expectAccessible(page, 'resource editor open', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Published').waitFor();

    // Dana opens it from the header's resources button.
    await dana.page.reload();
    await dana.page.getByRole('heading', { level: 1 }).first().waitFor();
    await dana.page.getByRole('button', { name: 'Resources', exact: true }).click();
    const drawer = dana.page.getByRole('dialog', { name: 'Resources' });
    const item = drawer.getByRole('article', { name: title });
    await item.waitFor();
    await drawer.getByRole('region', { name: 'Checklists' }).waitFor();
    await expectAccessible(dana.page, 'resources drawer open');
    const [tab] = await Promise.all([
      dana.context.waitForEvent('page'),
      item.getByRole('link', { name: `Open ${title}` }).click(),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/about-us');
    await tab.close();
    await item.getByRole('button', { name: `Acknowledge ${title}` }).click();
    await item.getByText(/^Acknowledged /).waitFor();

    // Marco's company was not given it: no resources button, and the screen is refused, also after a reload.
    await marco.page.reload();
    await marco.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await marco.page.getByRole('button', { name: 'Resources', exact: true }).count()).toBe(0);
    expect(await marco.page.getByText(title).count()).toBe(0);

    // The admin sees who has read it: Dana, acknowledged.
    await page.reload();
    await row.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Who has read it' }).click();
    const readers = page.getByRole('dialog', { name: `Who has read ${title}` });
    const danaRow = readers.getByRole('row').filter({ hasText: demoUsers.dana });
    await danaRow.waitFor();
    expect(await danaRow.getByRole('cell').last().textContent()).not.toBe('—');
    await readers.getByText('1 read · 1 acknowledged').waitFor();

    await dana.context.close();
    await marco.context.close();
  });
});
