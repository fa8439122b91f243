import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn, signInElsewhere } from './support/journeys';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('messages to customers (issue #17)', () => {
  it('an admin writes a message to one company with acknowledgment; its user sees it at once and acknowledges it; another company never sees it', async () => {
    s = await openBrowser();
    const { page, baseUrl, browser } = s;
    const subject = `Santos port strike ${Date.now()}`;

    // Dana (LSCOMP) is already on her home page when the message is published; Marco (SERRAZ) too.
    const dana = await signInElsewhere(browser, baseUrl, demoUsers.dana);
    const marco = await signInElsewhere(browser, baseUrl, demoUsers.marco);

    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Message' }).click();
    await page.waitForURL('**/u/Message');
    await page.getByRole('heading', { level: 1, name: 'Message' }).waitFor();
    await page.getByRole('grid', { name: 'Messages to customers' }).waitFor();
    await expectAccessible(page, '/u/Message');

    await page.getByRole('button', { name: 'New message' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    // Nothing filled: the spec's messages, nothing saved.
    // The audience is chosen by keyboard: from Everyone one step right is Companies.
    await dialog.getByRole('radio', { name: 'Everyone' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: 'Companies' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.getByText('Subject cannot be empty.').waitFor();
    await dialog.getByText('Message cannot be empty.').waitFor();
    await dialog.getByText('Please add one company.').waitFor();

    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Expect delays of three days at Santos. ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Plan ahead.');
    await dialog.getByRole('tab', { name: 'Spanish (Mexico)' }).click();
    await dialog.getByRole('tabpanel').getByRole('textbox', { name: 'Subject' }).fill(`Huelga en Santos ${Date.now()}`);
    await dialog.getByRole('tabpanel').getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Espere retrasos de tres días en Santos.');
    await dialog.getByRole('tab', { name: /English \(United States\)/ }).click();
    await dialog.getByRole('combobox', { name: 'Companies' }).click();
    await page.getByRole('option', { name: /\(LSCOMP\)$/ }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: 'Severity' }).selectOption('warning');
    await dialog.getByRole('checkbox', { name: 'Readers must acknowledge it' }).check();
    await expectAccessible(page, 'message editor open', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: subject });
    await row.getByText('Live').waitFor();

    // Dana's open page hears it (realtime) and shows the banner without a reload; it cannot be closed unread.
    const banner = dana.page.getByRole('region', { name: 'Messages from Meridian' });
    await banner.getByText(subject).waitFor({ timeout: 15_000 });
    expect(await banner.getByRole('button', { name: `Close the message ${subject}` }).count()).toBe(0);
    await banner.getByText('Plan ahead.').waitFor();
    await expectAccessible(dana.page, 'home with a message banner');
    await banner.getByRole('button', { name: 'Acknowledge' }).click();
    await banner.getByText(subject).waitFor({ state: 'hidden' });
    // After a reload it stays acknowledged, and the message centre still shows it.
    await dana.page.reload();
    await dana.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await dana.page.getByText(subject).count()).toBe(0);
    await dana.page.getByRole('button', { name: 'Messages', exact: true }).click();
    const centre = dana.page.getByRole('dialog', { name: 'Messages' });
    await centre
      .getByRole('article')
      .filter({ hasText: subject })
      .getByText(/Acknowledged/)
      .waitFor();
    await expectAccessible(dana.page, 'message centre open');

    // Marco's company was not addressed: nothing, also after a reload.
    await marco.page.reload();
    await marco.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await marco.page.getByText(subject).count()).toBe(0);

    // The admin sees who has seen and acknowledged it, then withdraws it.
    await row.getByRole('button', { name: `Actions for ${subject}` }).click();
    await page.getByRole('menuitem', { name: 'Who has seen it' }).click();
    const receipts = page.getByRole('dialog', { name: `Who has seen "${subject}"` });
    const danaRow = receipts.getByRole('row').filter({ hasText: demoUsers.dana });
    await danaRow.waitFor();
    expect(await danaRow.getByRole('cell').nth(1).textContent()).not.toBe('—');
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: `Actions for ${subject}` }).click();
    await page.getByRole('menuitem', { name: 'Withdraw' }).click();
    await row.getByText('Withdrawn').waitFor();

    await dana.context.close();
    await marco.context.close();
  });
});
