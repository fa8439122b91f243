import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoPassword, demoUsers, httpStatusLine, logOut, signIn } from './support/journeys';
import { startServer, type RunningServer } from './support/server';

// Its own server, on localhost (a passkey's relying party is a host name, never an IP address): PUBLIC_URL names it.
let server: RunningServer;
let baseUrl: string;
let s: Session | undefined;
beforeAll(async () => {
  server = await startServer((port) => ({ PUBLIC_URL: `http://localhost:${port}` }));
  baseUrl = server.baseUrl.replace('127.0.0.1', 'localhost');
});
afterAll(async () => server.stop());
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('passkeys (issue #16)', () => {
  it('adds a passkey in My Profile with the browser, then signs in with it as the second step', async () => {
    s = await openBrowser({ baseUrl, expectedConsoleErrors: [httpStatusLine(400), httpStatusLine(401)] });
    const { page, context } = s;
    // Chromium's virtual authenticator: a platform authenticator that verifies the user and keeps passkeys.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await signIn(page, baseUrl, demoUsers.marco);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.goto(`${baseUrl}/my-profile`);
    const panel = page.getByRole('region', { name: 'Passkeys' });
    await panel.getByText('No passkey is set up yet.').waitFor();

    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByText('Enter your password to continue.').waitFor();
    await expectAccessible(page, 'adding a passkey, the password');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('The current password is incorrect.').waitFor();
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // The browser's ceremony runs with the virtual authenticator; then the passkey is named.
    const name = dialog.getByRole('textbox', { name: 'Passkey name' });
    await name.waitFor();
    await expectAccessible(page, 'adding a passkey, its name');
    await name.fill('Work laptop');
    await dialog.getByRole('button', { name: 'Save the passkey' }).click();
    await dialog.getByText('The passkey was added.').waitFor();
    const codes = await dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await expectAccessible(page, 'adding a passkey, done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    // Signing in again: the password, then "Use a passkey".
    const displayName = (await page.getByRole('button', { name: /^Account menu for / }).getAttribute('aria-label'))!;
    await logOut(page, displayName.replace('Account menu for ', ''));
    await signIn(page, baseUrl, demoUsers.marco);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await expectAccessible(page, "sign-in's second step with a passkey");
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: displayName }).waitFor();
    const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(used.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);
  });
});
