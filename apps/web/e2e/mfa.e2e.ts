import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoPassword, demoUsers, httpStatusLine, logOut, signIn } from './support/journeys';
import { startServer, type RunningServer } from './support/server';

// Its own server: turning on a second factor for a demo user must not change the other journeys' sign-in.
let server: RunningServer;
let s: Session | undefined;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** The code in the newest text message to a number ending in `lastDigits`, read from the SMS outbox as an admin. */
async function latestTextedCode(lastDigits: string): Promise<string> {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUsers.admin, password: demoPassword }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const outbox = await fetch(`${server.baseUrl}/api/admin/sms-outbox?pageSize=20`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { items } = (await outbox.json()) as { items: { to: string; body: string }[] };
  const code = /\b(\d{6})\b/.exec(items.find((item) => item.to.endsWith(lastDigits))?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to …${lastDigits}`);
  return code;
}

async function openSecuritySection(page: Page) {
  await page.goto(`${server.baseUrl}/my-profile`);
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('combobox', { name: 'Multi-factor status' }).waitFor();
  return section;
}

describe('multi-factor sign-in (spec 1 §4)', () => {
  it('turns on the phone factor through the four steps, then signs in with a texted code', async () => {
    s = await openBrowser({
      baseUrl: server.baseUrl,
      expectedConsoleErrors: [httpStatusLine(400), httpStatusLine(401)],
    });
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.dana);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);

    const section = await openSecuritySection(page);
    await section.getByText('No second step is set up yet.').waitFor();
    await section.getByRole('combobox', { name: 'Multi-factor status' }).click();
    await page.getByRole('option', { name: 'Enabled' }).click();

    // Step 1: the password again (show/hide and caps-lock come with the password field).
    const dialog = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
    await dialog.getByText('Step 1 of 4').waitFor();
    await expectAccessible(page, 'the multi-factor dialog, step 1');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Verify Password' }).click();
    await dialog.getByText('The current password is incorrect.').waitFor();
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
    await page.keyboard.press('Enter');

    // The method, then step 2: a badly formatted phone stays on step 2 with the spec's message.
    await dialog.getByRole('radio', { name: 'Text message to my phone' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'Text message to my phone' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Step 2 of 4').waitFor();
    const phone = dialog.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('+1 214 CALL ME');
    await dialog.getByRole('button', { name: 'Verify Phone' }).click();
    await dialog.getByText('Phone Number is badly formatted').waitFor();
    await phone.fill('+1 214-555-0142');
    await dialog.getByRole('button', { name: 'Verify Phone' }).click();

    // Step 3: the human check (a keyboard-reachable button), then step 4: the texted code.
    await dialog.getByText('Step 3 of 4').waitFor();
    await expectAccessible(page, 'the multi-factor dialog, human check');
    await dialog.getByRole('button', { name: 'I am not a robot' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Step 4 of 4').waitFor();
    await dialog.getByText('Enter the 6-digit code we texted to +•••••••0142.').waitFor();
    const code = await latestTextedCode('0142');
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await dialog.getByRole('button', { name: 'Verify Code' }).click();

    // Recovery codes, shown once.
    await dialog.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    const codes = await dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await expectAccessible(page, 'the recovery codes');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await section.getByRole('combobox', { name: 'Multi-factor status' }).inputValue()).toBe('Enabled');
    await section.getByText('Text message +•••••••0142').waitFor();
    await section.getByText('10 recovery codes left').waitFor();

    // Signing in again asks for the second step after the password.
    await logOut(page, 'Dana Whitfield');
    await signIn(page, baseUrl, demoUsers.dana);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await expectAccessible(page, "sign-in's second step");
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByText('We texted a code to +•••••••0142.').waitFor();
    const signInCode = await latestTextedCode('0142');
    expect(signInCode).not.toBe(code);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(signInCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Account menu for Dana Whitfield' }).waitFor();

    // A recovery code also signs in, once.
    await logOut(page, 'Dana Whitfield');
    await signIn(page, baseUrl, demoUsers.dana);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Dana Whitfield' }).waitFor();
    const again = await openSecuritySection(page);
    await again.getByText('9 recovery codes left').waitFor();
  });
  it('adds an authenticator app from its QR key, then turns two-step sign-in off with an app code', async () => {
    s = await openBrowser({ baseUrl: server.baseUrl });
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.marco);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    const section = await openSecuritySection(page);
    await section.getByRole('combobox', { name: 'Multi-factor status' }).click();
    await page.getByRole('option', { name: 'Enabled' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
    await page.keyboard.press('Enter');
    await dialog.getByRole('radio', { name: 'Authenticator app' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('img', { name: 'QR code to add Connect to an authenticator app' }).waitFor();
    await expectAccessible(page, 'the authenticator app step');
    const shownKey = await dialog.getByRole('textbox', { name: 'Key' }).inputValue();
    const app = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(shownKey.replace(/\s/g, '')),
      digits: 6,
      period: 30,
    });
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(app.generate());
    await dialog.getByRole('button', { name: 'Verify Code' }).click();
    await dialog.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await section.getByText('Authenticator app Authenticator app').waitFor();

    // Off again: password, human check, then a code of the app (the next one: each code works once).
    await section.getByRole('combobox', { name: 'Multi-factor status' }).click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    const off = page.getByRole('dialog', { name: 'Turn off two-step sign-in' });
    await off.getByText('Step 1 of 3').waitFor();
    await off.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
    await off.getByRole('button', { name: 'Verify Password' }).click();
    await off.getByText('Step 2 of 3').waitFor();
    await off.getByRole('button', { name: 'I am not a robot' }).click();
    await off.getByText('Enter a code from one of your sign-in methods, or a recovery code.').waitFor();
    await off
      .getByRole('textbox', { name: 'Verification code' })
      .fill(app.generate({ timestamp: Date.now() + 30_000 }));
    await off.getByRole('button', { name: 'Verify Code' }).click();
    await off.waitFor({ state: 'hidden' });
    await section.getByText('No second step is set up yet.').waitFor();
    expect(await section.getByRole('combobox', { name: 'Multi-factor status' }).inputValue()).toBe('Disabled');
  });
});
