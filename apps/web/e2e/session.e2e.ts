import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, httpStatusLine, logOut, signIn } from './support/journeys';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('sign-in and the signed-in shell', () => {
  it('signs a company-group user in, shows home, switches company and logs out', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/u/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to Connect' }).waitFor();
    await expectAccessible(page, '/u/login');

    await signIn(page, baseUrl, demoUsers.jordan);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Jordan Lee' }).waitFor();
    expect(await page.title()).toBe('Connect | Home');
    await page.getByText(/Selected company: Lone Star Components LLC \(LSCOMP\)/).waitFor();
    // Cards only for the areas the permissions of LSCOMP allow (shipment, booking, billing, report).
    const areas = page.getByRole('region', { name: 'Your areas' });
    for (const name of ['Bookings', 'Shipments', 'Billings', 'Reports']) {
      await areas.getByRole('heading', { name, level: 3 }).waitFor();
    }
    expect(await areas.getByRole('heading', { name: 'WMS', level: 3 }).count()).toBe(0);
    // The side menu lists what exists today: Home.
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    expect(await menu.getByRole('link', { name: 'Home' }).count()).toBe(1);
    await expectAccessible(page, 'home (company-group user)');

    // The company-group entry is listed but cannot be chosen.
    const company = page.getByRole('combobox', { name: 'Company' });
    expect(await company.locator('option', { hasText: 'company group' }).isDisabled()).toBe(true);
    await company.selectOption('GCMEDS');
    await page.getByText(/Selected company: Gulf Coast Medical Supply Co\. \(GCMEDS\)/).waitFor();
    await areas.getByRole('heading', { name: 'WMS', level: 3 }).waitFor();
    expect(await areas.getByRole('heading', { name: 'Reports', level: 3 }).count()).toBe(0);

    // The choice survives a reload (the refresh cookie brings the session back).
    await page.reload();
    await page.getByText(/Selected company: Gulf Coast Medical Supply Co\. \(GCMEDS\)/).waitFor();
    expect(await page.getByRole('combobox', { name: 'Company' }).inputValue()).toBe('GCMEDS');

    // The open account menu passes axe (a menu holds menu items, groups and separators only).
    await page.getByRole('button', { name: 'Account menu for Jordan Lee' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    await expectAccessible(page, 'the open account menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor({ state: 'hidden' });

    await logOut(page, 'Jordan Lee');
    // Logout cleared what the session kept (user, impersonation, company, locale, time zone).
    const kept = await page.evaluate(() => Object.keys(localStorage));
    for (const key of [
      'session.user',
      'session.impersonation',
      'session.impersonationKey',
      'selectedCompany',
      'locale',
    ]) {
      expect(kept).not.toContain(`connect.${key}`);
    }
    // Signed out for real: the home page now sends back to the sign-in page.
    await page.goto(`${baseUrl}/`);
    await page.waitForURL('**/u/login');
  });

  it('shows the server message for a wrong password', async () => {
    s = await openBrowser({ expectedConsoleErrors: [httpStatusLine(401)] });
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.marco, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'The e-mail address or password is incorrect.' });
    await alert.waitFor();
    expect(page.url()).toBe(`${baseUrl}/u/login`);
    await expectAccessible(page, '/u/login with an error');
    // An unknown e-mail reads exactly the same.
    await page.getByLabel('E-mail address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await alert.waitFor();
  });

  it('validates the form once a field is touched and warns about caps lock', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/u/login`);
    const email = page.getByLabel('E-mail address');
    await email.fill('not-an-email');
    await email.blur();
    await page.getByText('Invalid Email').waitFor();
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    // Headless Chromium has no caps-lock state to toggle: the key event carries it, as a real one would.
    await password.dispatchEvent('keydown', { key: 'A', modifierCapsLock: true });
    await page.getByText('Caps Lock is on').waitFor();
    await password.dispatchEvent('keyup', { key: 'A', modifierCapsLock: false });
    await page.getByText('Caps Lock is on').waitFor({ state: 'hidden' });
    // The show/hide toggle reveals the password.
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
  });

  it('bounces a signed-out visitor to the sign-in page and back to the page asked for', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/my-profile`);
    await page.waitForURL('**/u/login');
    await signIn(page, baseUrl, demoUsers.marco);
    await page.waitForURL('**/my-profile');
    await completeWelcomeTour(page);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    // The account details (the e-mail also stands in the sign-in e-mail section further down).
    const details = page.getByRole('region', { name: 'Account details' });
    await details.getByText('marco.silva@serraazul.example').waitFor();
    await details.getByText('Cafe Serra Azul Exportadora Ltda. (SERRAZ)').waitFor();
    expect(await page.title()).toBe('Connect | My Profile');
    await expectAccessible(page, '/my-profile');
  });

  it('quick track searches shipments and a failed search shows No Records Found', async () => {
    s = await openBrowser({ expectedConsoleErrors: [httpStatusLine(404)] });
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    const search = page.getByRole('search', { name: 'Quick track' });
    await search.getByRole('combobox', { name: 'Reference type' }).selectOption('mbillNo');
    await search.getByRole('button', { name: 'Track' }).click();
    await search.getByText('This field is required').waitFor();
    await search.getByRole('textbox', { name: 'Reference number' }).fill('MGL-0001');
    await search.getByRole('button', { name: 'Track' }).click();
    await page.waitForURL('**/search?keyword=MGL-0001&type=mbillNo');
    await page.getByRole('heading', { level: 1, name: 'Shipments' }).waitFor();
    await page.getByText('No Records Found').waitFor();
    await expectAccessible(page, '/search');
  });

  it('sends a support ticket and thanks the user', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.getByRole('button', { name: 'Support centre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support Centre' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Page address').inputValue()).toBe(`${baseUrl}/`);
    const email = dialog.getByRole('textbox', { name: 'E-mail' });
    expect(await email.inputValue()).toBe(demoUsers.dana);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Request a feature' }).check();
    await dialog.getByLabel('What did you expect?').fill('A button to export my shipments to a spreadsheet.');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('What happened instead?').fill('There is no export button.');
    await dialog.getByRole('checkbox', { name: 'Send me a copy' }).check();
    await expectAccessible(page, 'support ticket dialog');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await thanks.getByText(/Your ticket .+ has reached the support centre/).waitFor();
    await expectAccessible(page, 'support thank-you dialog');
    await thanks.getByRole('button', { name: 'Done' }).click();
    await thanks.waitFor({ state: 'hidden' });
  });

  it('takes a support ticket from a visitor who is not signed in', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/u/login`);
    await page.getByRole('button', { name: 'Support centre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support Centre' });
    const email = dialog.getByRole('textbox', { name: 'E-mail' });
    expect(await email.getAttribute('readonly')).toBeNull();
    await email.fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Sam Visitor');
    await dialog.getByLabel('What did you expect?').fill('To sign in.');
    await dialog.getByLabel('What happened instead?').fill('I forgot which e-mail address I used.');
    await email.blur();
    await dialog.getByText('Invalid Email').waitFor();
    expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await email.fill('sam.visitor@example.com');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'Done' }).click();
  });

  it('works in the dark scheme and by keyboard: the menu toggles and the home page passes axe', async () => {
    s = await openBrowser({ colorScheme: 'dark' });
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.getByRole('button', { name: 'Switch between light and dark mode' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')))
      .toBe('dark');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Dana Whitfield' }).waitFor();
    await expectAccessible(page, 'home (dark)');

    // The window is narrower than 1600 px: the menu starts as the mini drawer and expands on request.
    const toggle = page.getByRole('button', { name: 'Expand menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Collapse menu' }).waitFor();
    await expectAccessible(page, 'home with the expanded menu (dark)');

    // Keyboard: the skip link comes first and has a visible focus ring.
    await page.goto(`${baseUrl}/my-profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe('Skip to main content');
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await expectAccessible(page, '/my-profile (dark)');
  });
});
