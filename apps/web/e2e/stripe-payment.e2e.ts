import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../server/test/fake-stripe';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoUsers, httpStatusLine, signIn } from './support/journeys';
import { startServer, type RunningServer } from './support/server';

/**
 * Paying with the Stripe provider (decision 057): a server of its own runs `PAYMENT_PROVIDER=stripe` against the
 * local fake of Stripe's API, and the page loads the fake's Stripe.js from `STRIPE_JS_URL`. Card and bank details go
 * from the browser to "Stripe"; the portal sees only the PaymentMethod id.
 */

const secretKey = 'sk_test_journeySecret0123456789';
const publishableKey = 'pk_test_journeyPublishable0123456789';
const webhookSecret = 'whsec_journeyWebhook0123456789';

let fake: FakeStripe;
let server: RunningServer;
const sessions: Session[] = [];

beforeAll(async () => {
  const target: { baseUrl?: string } = {};
  fake = await startFakeStripe({
    secretKey,
    publishableKey,
    webhookSecret,
    deliver: async (rawBody, signatureHeader) => {
      if (!target.baseUrl) return;
      await fetch(`${target.baseUrl}/api/payments/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader },
        body: rawBody,
      });
    },
  });
  server = await startServer({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_API_BASE: fake.url,
    STRIPE_JS_URL: fake.scriptUrl,
  });
  target.baseUrl = server.baseUrl;
});

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

/** Signs Dana in on the Stripe server and opens the payment of the first invoice that can be paid. */
async function openPayment(expectedConsoleErrors: RegExp[] = []): Promise<{ page: Page; sent: string[] }> {
  const s = await openBrowser({ baseUrl: server.baseUrl, expectedConsoleErrors });
  sessions.push(s);
  const { page } = s;
  // Everything the page sends to the portal, to prove no card or account number is among it.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(server.baseUrl)) sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await signIn(page, server.baseUrl, demoUsers.dana);
  await page.waitForURL(`${server.baseUrl}/`);
  await completeWelcomeTour(page);
  await page.goto(`${server.baseUrl}/billing/dashboard`);
  const grid = page.getByRole('grid', { name: 'Invoices' });
  await grid.getByRole('row').nth(2).waitFor();
  await grid
    .getByRole('checkbox', { name: /^Select MGL-INV-/ })
    .and(page.locator(':enabled'))
    .first()
    .check();
  await page.getByRole('button', { name: 'Pay selected' }).click();
  await page.waitForURL(/\/billing\/payment\?/);
  return { page, sent };
}

/** Types into the card Element's three inputs (the fake labels them as Stripe's frame does). */
async function typeCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  await page.getByRole('textbox', { name: 'Credit or debit card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Credit or debit card expiration date' }).fill(expiry);
  await page.getByRole('textbox', { name: 'Credit or debit card CVC/CVV' }).fill(cvc);
}

describe('paying with Stripe', () => {
  it('pays by card through Stripe.js: refusals in clear words, a decline keeps the form, no card number reaches the portal', async () => {
    const { page, sent } = await openPayment([httpStatusLine(402)]);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    // Stripe's card Element replaces the portal's own card inputs.
    await page.getByRole('group', { name: 'Card details' }).waitFor();
    await page.getByRole('textbox', { name: 'Credit or debit card number' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Card number/ }).count()).toBe(0);
    await expectAccessible(page, 'payment with the Stripe card Element');

    // Nothing typed: the form says so before Stripe is asked.
    await page.getByRole('textbox', { name: /^Name on card/ }).fill('Dana Whitfield');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByText('Enter the card details').waitFor();

    // An incomplete number: Stripe refuses it in the browser, the form keeps the name.
    await typeCard(page, '4242 4242');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByText('Your card number is incomplete.').waitFor();
    expect(await page.getByRole('textbox', { name: /^Name on card/ }).inputValue()).toBe('Dana Whitfield');
    // A wrong number is reported as it is typed.
    await page.getByRole('textbox', { name: 'Credit or debit card number' }).fill('4242 4242 4242 4241');
    await page.getByText('Your card number is invalid.').waitFor();

    // A card Stripe declines: back on the form with Stripe's reason, the invoices and the name kept.
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('heading', { name: 'Review your payment' }).waitFor();
    await page.getByText('Visa •••• 0002').first().waitFor();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await page.getByText('For your security the card details are not kept: enter them again.').waitFor();
    expect(await page.getByRole('textbox', { name: /^Name on card/ }).inputValue()).toBe('Dana Whitfield');
    await page
      .getByRole('table', { name: 'Invoices to pay' })
      .getByText(/^MGL-INV-/)
      .first()
      .waitFor();

    // A good card pays.
    await typeCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByText('Visa •••• 4242').first().waitFor();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.waitForURL(/\/billing\/payment-confirmation\?id=/, { timeout: 15_000 });
    await page.getByText('Payment made successfully').first().waitFor();

    const charged = fake.intents().filter((intent) => intent.status === 'succeeded');
    expect(charged).toHaveLength(1);
    expect(charged[0]?.payment_method).toMatch(/^pm_/);
    const toPortal = sent.join('\n');
    expect(toPortal).toContain(charged[0]?.payment_method ?? 'pm_');
    expect(toPortal).not.toMatch(/4242424242424242|4242 4242 4242 4242|4000000000000002/);
    expect(toPortal).not.toContain('/api/payments/sandbox/');
  });

  it('pays by bank account (ACH) through Stripe: the account number goes to Stripe only', async () => {
    const { page, sent } = await openPayment();
    await page.getByRole('radio', { name: 'ACH (Check)' }).check();
    await page.getByRole('textbox', { name: /^Routing number/ }).fill('110000000');
    await page.getByRole('textbox', { name: /^Account number/ }).fill('000123456789');
    await page.getByRole('textbox', { name: /^Account holder name/ }).fill('Lone Star Components LLC');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByText('STRIPE TEST BANK account •••• 6789').first().waitFor();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.waitForURL(/\/billing\/payment-confirmation\?id=/, { timeout: 15_000 });
    await page
      .getByText(/being processed/)
      .first()
      .waitFor();
    const bankMethods = fake.requests.filter(
      (request) => request.path === '/v1/payment_methods' && request.form.type === 'us_bank_account',
    );
    expect(bankMethods.at(-1)?.form['us_bank_account[account_number]']).toBe('000123456789');
    expect(sent.join('\n')).not.toContain('000123456789');
  });
});
