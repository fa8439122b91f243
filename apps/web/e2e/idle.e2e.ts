import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, httpStatusLine, signIn } from './support/journeys';
import { startServer, type RunningServer } from './support/server';

/** A server of its own with a short idle timeout and warning (test-only settings). */
const idleSeconds = 3;
// Long enough for axe to run on the open warning while another journey shares the machine (decision 077).
const warningSeconds = 15;

describe('idle timeout', () => {
  let server: RunningServer;
  let s: Session;
  beforeAll(async () => {
    server = await startServer({
      TEST_IDLE_TIMEOUT_SECONDS: String(idleSeconds),
      TEST_IDLE_WARNING_SECONDS: String(warningSeconds),
    });
    // Once the server has ended the idle session it closes the browser's realtime socket, and the browser asks
    // whether its session still holds (decision 036): that check's 401 is the expected answer.
    s = await openBrowser({ baseUrl: server.baseUrl, expectedConsoleErrors: [httpStatusLine(401)] });
  });
  afterAll(async () => {
    await s?.close();
    await server?.stop();
  });

  it('warns after the idle period, stays on activity, and logs out when the countdown ends', async () => {
    const { page, baseUrl } = s;
    await signIn(page, baseUrl, demoUsers.marco);
    await page.waitForURL(`${baseUrl}/`);
    await completeWelcomeTour(page);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Marco Silva' }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'Session timeout' });
    await dialog.waitFor({ timeout: (idleSeconds + 5) * 1000 });
    const text = await dialog.getByText(/You will be logged out of Connect in \d+ seconds/).textContent();
    expect(text).toMatch(
      /^You will be logged out of Connect in \d+ seconds due to inactivity\. Interact with this page to stay logged in\.$/,
    );
    await expectAccessible(page, 'session timeout dialog');

    // Activity closes the warning and restarts the idle period.
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${baseUrl}/`);

    // Then nothing: the warning comes back and the countdown ends the session.
    await dialog.waitFor({ timeout: (idleSeconds + 5) * 1000 });
    await page.waitForURL('**/u/login', { timeout: (warningSeconds + 60 + 5) * 1000 });
    await page.getByRole('heading', { level: 1, name: 'Sign in to Connect' }).waitFor();
    // The session is over on the server too: the home page sends back to sign-in.
    await page.goto(`${baseUrl}/`);
    await page.waitForURL('**/u/login');
  }, 120_000);
});
