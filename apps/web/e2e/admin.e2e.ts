import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import {
  completeWelcomeTour,
  demoPassword,
  demoUsers,
  httpStatusLine,
  logOut,
  readLinkTokenFromOutbox,
  signIn,
} from './support/journeys';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('administration, impersonation, invitations and password resets', () => {
  it('lets an admin impersonate a customer, act as them, and end it', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.admin);
    // Admins land on the admin page.
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await page.getByRole('grid', { name: 'Users' }).getByText(demoUsers.dana).waitFor();
    // The admin's menu: User Management (Message and Localization arrive with their screens).
    expect(
      await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'User Management' }).count(),
    ).toBe(1);
    await expectAccessible(page, '/u/admin');

    // Not on the whitelist: access denied, back to the admin page.
    await page.goto(`${baseUrl}/`);
    await page.waitForURL('**/u/admin');

    await page.getByRole('banner').getByRole('button', { name: 'Impersonate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impersonate a user' });
    await dialog.getByRole('radio').first().waitFor();
    await dialog.getByRole('button', { name: 'Impersonate' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please select atleast one user' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Search users' }).fill('lonestar-components');
    await dialog.getByRole('radio', { name: 'Dana Whitfield' }).check();
    await expectAccessible(page, 'impersonate dialog');
    await dialog.getByRole('button', { name: 'Impersonate' }).click();

    await page.waitForURL(`${baseUrl}/`);
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await banner.getByText('You are acting as Dana Whitfield').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Dana Whitfield' }).waitFor();
    await expectAccessible(page, 'home while impersonating');

    // A reload keeps the impersonation; the admin pages are closed while acting as the customer.
    await page.goto(`${baseUrl}/u/admin`);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('access denied').first().waitFor();
    await banner.getByText('You are acting as Dana Whitfield').waitFor();

    // The password cannot be changed while impersonating.
    await page.goto(`${baseUrl}/my-profile`);
    await page.getByRole('main').getByText(demoUsers.dana).waitFor();
    await page.getByText('This change is not allowed while impersonating a user.').waitFor();

    await banner.getByRole('button', { name: 'End Impersonation' }).click();
    await page.waitForURL('**/u/admin');
    expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(0);

    // Impersonating from a row of the users list, ending it from the profile menu.
    await page.getByRole('button', { name: 'Actions for Marco Silva' }).click();
    await page.getByRole('menuitem', { name: 'Impersonate' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('You are acting as Marco Silva').waitFor();
    await page.getByRole('button', { name: 'Account menu for Marco Silva' }).click();
    await page.getByRole('menuitem', { name: 'End Impersonation' }).click();
    await page.waitForURL('**/u/admin');
    await logOut(page, 'Alex Morgan');
  });

  it('invites a new user who accepts from the e-mailed link and signs in', async () => {
    s = await openBrowser({
      expectedConsoleErrors: [httpStatusLine(400), httpStatusLine(404), httpStatusLine(409), httpStatusLine(410)],
    });
    const { page, baseUrl } = s;
    const email = `new.buyer.${Date.now()}@lonestar-components.example`;
    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Select at least one permission').waitFor();
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Company' }).selectOption('LSCOMP');
    await dialog.getByRole('checkbox', { name: 'Shipments' }).check();
    await dialog.getByRole('checkbox', { name: 'Billing' }).check();
    await expectAccessible(page, 'invite dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${email}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const token = await readLinkTokenFromOutbox(page, baseUrl, email, '/u/invite');
    await expectAccessible(page, 'mail outbox');
    await logOut(page, 'Alex Morgan');

    await page.goto(`${baseUrl}/u/invite?token=${token}`);
    await page.getByRole('heading', { level: 1, name: 'Accept your invitation' }).waitFor();
    await page.getByText(/invited you to Connect for Lone Star Components LLC/).waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail address' }).inputValue()).toBe(email);
    expect(await page.title()).toBe('Connect | Accept Invitation');
    await expectAccessible(page, '/u/invite');
    await page.getByRole('textbox', { name: 'Display name' }).fill('Riley Buyer');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('harbour lights at dawn');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('harbour lights at dusk');
    await page.getByRole('button', { name: 'Set password and join' }).click();
    await page.getByText('The passwords do not match').waitFor();
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('harbour lights at dawn');
    await page.getByRole('button', { name: 'Set password and join' }).click();
    await page.getByText('Your password has been set').first().waitFor();
    await expectAccessible(page, '/u/invite done');
    await page.getByRole('link', { name: 'Sign in to Connect' }).click();
    await page.waitForURL('**/u/login');

    await signIn(page, baseUrl, email, 'harbour lights at dawn');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Riley Buyer' }).waitFor();
    const areas = page.getByRole('region', { name: 'Your areas' });
    await areas.getByRole('heading', { name: 'Shipments', level: 3 }).waitFor();
    await areas.getByRole('heading', { name: 'Billings', level: 3 }).waitFor();
    await logOut(page, 'Riley Buyer');

    // The link works once.
    await page.goto(`${baseUrl}/u/invite?token=${token}`);
    await page
      .getByRole('alert')
      .filter({ hasText: /already been used|not valid/ })
      .waitFor();
    await expectAccessible(page, '/u/invite used');
    // A malformed link is refused without asking the server.
    await page.goto(`${baseUrl}/u/invite?token=nope`);
    await page.getByText('This invitation link is not valid. Ask your administrator for a new invitation.').waitFor();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    s = await openBrowser();
    const { page, baseUrl } = s;
    await page.goto(`${baseUrl}/u/login`);
    await page.getByLabel('E-mail address').fill(demoUsers.employee);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 2, name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(demoUsers.employee);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('An email has been sent with a password reset link').waitFor();
    await expectAccessible(page, 'forgot password sent');
    await page.getByRole('button', { name: 'Back to sign in' }).click();

    await signIn(page, baseUrl, demoUsers.admin);
    await page.waitForURL('**/u/admin');
    await completeWelcomeTour(page);
    const token = await readLinkTokenFromOutbox(page, baseUrl, demoUsers.employee, '/u/reset-password');
    await logOut(page, 'Alex Morgan');

    await page.goto(`${baseUrl}/u/reset-password?token=${token}`);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    expect(await page.title()).toBe('Connect | Reset Password');
    await expectAccessible(page, '/u/reset-password');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a quiet container yard');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('a quiet container yard');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been set').first().waitFor();
    await page.getByRole('link', { name: 'Sign in to Connect' }).click();

    await signIn(page, baseUrl, demoUsers.employee, 'a quiet container yard');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Priya Raman' }).waitFor();
    // Staff see the impersonate button.
    await page.getByRole('banner').getByRole('button', { name: 'Impersonate' }).waitFor();
    await expectAccessible(page, 'employee home');

    // The journeys share one server: the employee goes back to the demo password for those that follow.
    await page.goto(`${baseUrl}/my-profile`);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByRole('textbox', { name: 'Current password' }).fill('a quiet container yard');
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill(demoPassword);
    await form.getByRole('textbox', { name: 'Confirm new password' }).fill(demoPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').first().waitFor();
  });
});
