import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../../server/test/oidc/test-oidc-provider';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, signIn } from './support/journeys';
import { startServer, type RunningServer } from './support/server';

// Its own server and a local OpenID provider: single sign-on changes a company's sign-in (decision 093).
let server: RunningServer;
let idp: TestOidcProvider;
const sessions: Session[] = [];
beforeAll(async () => {
  idp = await startTestOidcProvider();
  // PUBLIC_URL on the address the browser uses, so the provider sends it back to the same origin (state cookie).
  server = await startServer((port) => ({ PUBLIC_URL: `http://127.0.0.1:${port}` }));
});
afterAll(async () => {
  await server.stop();
  await idp.close();
});
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close();
});

describe('single sign-on per company (issue #17)', () => {
  it("an admin sets up a company's identity provider; a new person of that company signs in through it", async () => {
    const admin = await openBrowser({ baseUrl: server.baseUrl });
    sessions.push(admin);
    await signIn(admin.page, admin.baseUrl, demoUsers.admin);
    await admin.page.waitForURL((url) => !url.pathname.startsWith('/u/login'));
    await completeWelcomeTour(admin.page);
    await admin.page.goto(`${admin.baseUrl}/u/admin?tab=sso`);
    await admin.page.getByRole('table', { name: 'Companies and their single sign-on' }).waitFor();
    await admin.page.getByRole('button', { name: 'Single sign-on of Lone Star Components LLC' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Single sign-on of Lone Star Components LLC' });
    await dialog.getByLabel('Issuer URL').fill(idp.issuer);
    await dialog.getByLabel('Client ID').fill(idp.clientId);
    await dialog.getByLabel('Client secret').fill(idp.clientSecret);
    await dialog.getByLabel('E-mail domains').fill('sso-journey.example');
    await dialog.getByRole('checkbox', { name: 'Shipments' }).check();
    await expectAccessible(admin.page, 'single sign-on dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.page
      .getByRole('row', { name: /Lone Star Components LLC/ })
      .getByText('On', { exact: true })
      .waitFor();

    idp.person = { sub: 'journey-1', email: 'new.person@sso-journey.example', name: 'Journey Person' };
    const person = await openBrowser({ baseUrl: server.baseUrl });
    sessions.push(person);
    await person.page.goto(`${person.baseUrl}/u/login`);
    await person.page.getByLabel('E-mail address').fill('new.person@sso-journey.example');
    const ssoButton = person.page.getByRole('link', { name: "Sign in with your company's SSO" });
    await ssoButton.waitFor();
    await expectAccessible(person.page, 'sign-in with single sign-on');
    await ssoButton.click();
    await person.page.waitForURL((url) => !url.pathname.startsWith('/u/login') && url.origin === person.baseUrl);
    await completeWelcomeTour(person.page);
    await person.page.getByRole('button', { name: 'Account menu for Journey Person' }).waitFor();
  });
});
