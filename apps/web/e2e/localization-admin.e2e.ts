import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn, signInElsewhere } from './support/journeys';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('/u/localization (issue #17)', () => {
  it('an admin changes a text as a draft and publishes it; a signed-in user sees it without reloading; then back to the built-in text', async () => {
    s = await openBrowser();
    const { page, baseUrl, browser } = s;
    const dana = await signInElsewhere(browser, baseUrl, demoUsers.dana);
    const footer = dana.page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms of Use' }).waitFor();

    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Localization' }).click();
    await page.waitForURL('**/u/localization');
    await page.getByRole('heading', { level: 1, name: 'Localization' }).waitFor();
    await expectAccessible(page, '/u/localization');

    // The texts of English (the default language), searched by key.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('en-US');
    await page.getByRole('textbox', { name: 'Search keys and texts' }).fill('footer.termsOfUse');
    await page.getByText('1 text', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit footer.termsOfUse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change a text' });
    const text = dialog.getByRole('textbox', { name: 'Text in this language' });
    await text.fill('Terms of Service');
    await dialog.getByRole('status').filter({ hasText: 'Terms of Service' }).waitFor();
    await expectAccessible(page, 'string editor open', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // A draft is not shown to readers.
    await page.waitForTimeout(500);
    expect(await footer.getByRole('link', { name: 'Terms of Use' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Publish 1 change' }).click();
    // Dana's open page reloads its texts by itself (realtime), no reload of the page.
    await footer.getByRole('link', { name: 'Terms of Service' }).waitFor({ timeout: 15_000 });

    // Back to the built-in text, published: Dana sees the original again.
    await page.getByRole('button', { name: 'Edit footer.termsOfUse' }).click();
    await dialog.getByRole('button', { name: 'Back to the built-in text' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Publish 1 change' }).click();
    await footer.getByRole('link', { name: 'Terms of Use' }).waitFor({ timeout: 15_000 });
    await dana.context.close();
  });

  it('an admin turns on translation mode, Alt+clicks a text, saves a draft and publishes it; a signed-in user sees it without reloading', async () => {
    s = await openBrowser();
    const { page, baseUrl, browser } = s;
    const dana = await signInElsewhere(browser, baseUrl, demoUsers.dana);
    const danaFooter = dana.page.getByRole('contentinfo');
    await danaFooter.getByRole('link', { name: 'Terms of Use' }).waitFor();

    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Translate on screen' }).click();
    const banner = page.getByRole('region', { name: 'Translation mode' });
    await banner.waitFor();
    await expectAccessible(page, 'translation mode on', '[role="region"][aria-label="Translation mode"]');

    // Alt+click on the footer's link: the dialog of its key opens, the link is not followed.
    const url = page.url();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Terms of Use' })
      .click({ modifiers: ['Alt'] });
    const dialog = page.getByRole('dialog', { name: 'Translate a text' });
    await dialog.waitFor();
    expect(page.url()).toBe(url);
    const choice = dialog.getByRole('button', { name: /footer\.termsOfUse/ });
    const text = dialog.getByRole('textbox', { name: 'Text in this language' });
    await choice.or(text).first().waitFor();
    if (await choice.isVisible()) await choice.click(); // the same text under another key: choose the footer's
    await dialog.getByText('footer.termsOfUse', { exact: true }).waitFor();
    await expectAccessible(page, 'translation dialog open', '[role="dialog"]');
    await text.fill('Terms of Service');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.getByText('Draft not yet published').waitFor();
    await page.waitForTimeout(500);
    expect(await danaFooter.getByRole('link', { name: 'Terms of Use' }).count()).toBe(1);

    await dialog.getByRole('button', { name: 'Publish 1 change' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Dana's open page reloads its texts by itself (realtime), no reload of the page.
    await danaFooter.getByRole('link', { name: 'Terms of Service' }).waitFor({ timeout: 15_000 });

    // The keyboard way to the same text, then back to the original wording.
    await banner.getByRole('button', { name: 'Texts on this screen' }).click();
    await dialog.getByRole('textbox', { name: 'Filter texts' }).fill('footer.termsOfUse');
    await dialog.getByRole('button', { name: /footer\.termsOfUse/ }).click();
    await text.fill('Terms of Use');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.getByText('Draft not yet published').waitFor();
    await dialog.getByRole('button', { name: 'Publish 1 change' }).click();
    await danaFooter.getByRole('link', { name: 'Terms of Use' }).waitFor({ timeout: 15_000 });

    await banner.getByRole('button', { name: 'Stop' }).click();
    await banner.waitFor({ state: 'hidden' });
    await dana.context.close();
  });
});
