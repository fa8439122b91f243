import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type Session } from './support/browser';
import { completeWelcomeTour, demoPassword, demoUsers, httpStatusLine, signIn } from './support/journeys';

const sessions: Session[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function browser(options: Parameters<typeof openBrowser>[0] = {}): Promise<Session> {
  const s = await openBrowser(options);
  sessions.push(s);
  return s;
}

async function signedIn(email: string): Promise<{ page: Page; baseUrl: string }> {
  const s = await browser();
  await signIn(s.page, s.baseUrl, email);
  await s.page.waitForURL(`${s.baseUrl}/`);
  await completeWelcomeTour(s.page);
  return s;
}

/** Signs in through the API (as a script would) and answers the bearer headers. */
async function apiHeaders(baseUrl: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${body.accessToken}` };
}

type Mail = { to: string; subject: string; text: string };
async function outbox(baseUrl: string): Promise<Mail[]> {
  const res = await fetch(`${baseUrl}/api/admin/mail-outbox?pageSize=200`, {
    headers: await apiHeaders(baseUrl, demoUsers.admin),
  });
  return ((await res.json()) as { items: Mail[] }).items;
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30');
  await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await page.getByRole('textbox', { name: /^Name on card/ }).fill('Dana Whitfield');
}

describe('billing', () => {
  it('pays two invoices by card, shows the confirmation and e-mails the receipt', async () => {
    const { page, baseUrl } = await signedIn(demoUsers.dana);
    await page.getByRole('navigation').getByRole('link', { name: 'Billings' }).first().click();
    await page.waitForURL(`${baseUrl}/billing/dashboard`);
    const grid = page.getByRole('grid', { name: 'Invoices' });
    await grid.getByRole('row').nth(2).waitFor();
    await page.getByRole('region', { name: 'Account summary' }).getByText('Total Outstanding').waitFor();
    await expectAccessible(page, 'billing dashboard');
    // An invoice's number links to it, and its open row actions menu passes axe.
    expect(
      await grid
        .getByRole('link', { name: /^MGL-INV-/ })
        .first()
        .getAttribute('href'),
    ).toMatch(/^\/billing\/invoice-details\?id=/);
    await grid
      .getByRole('button', { name: /^Actions for MGL-INV-/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'View Details' }).waitFor();
    await expectAccessible(page, 'billing dashboard with a row actions menu open');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'View Details' }).waitFor({ state: 'hidden' });

    // The two first invoices that can be paid.
    const boxes = grid.getByRole('checkbox', { name: /^Select MGL-INV-/ });
    const picked: string[] = [];
    for (let i = 0; (await boxes.count()) > i && picked.length < 2; i += 1) {
      const box = boxes.nth(i);
      if (await box.isDisabled()) continue;
      await box.check();
      picked.push(((await box.getAttribute('aria-label')) ?? '').replace('Select ', ''));
    }
    expect(picked).toHaveLength(2);
    await page.getByRole('button', { name: 'Pay selected' }).click();
    await page.waitForURL(/\/billing\/payment\?/);
    const toPay = page.getByRole('table', { name: 'Invoices to pay' });
    for (const number of picked) await toPay.getByText(number).waitFor();
    await expectAccessible(page, 'payment page');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('heading', { name: 'Review your payment' }).waitFor();
    await page.getByText('Visa •••• 4242').first().waitFor();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.waitForURL(/\/billing\/payment-confirmation\?id=/, { timeout: 15_000 });
    await page.getByText('Payment made successfully').first().waitFor();
    const reference =
      (await page
        .getByText(/^PAY-\d{6}-[A-Z2-9]{6}$/)
        .first()
        .textContent()) ?? '';
    expect(reference).toMatch(/^PAY-/);
    await expectAccessible(page, 'payment confirmation');

    await expect
      .poll(async () => (await outbox(baseUrl)).some((m) => m.to === demoUsers.dana && m.subject.includes(reference)), {
        timeout: 10_000,
      })
      .toBe(true);
    const receipt = (await outbox(baseUrl)).find((m) => m.subject.includes(reference));
    for (const number of picked) expect(receipt?.text).toContain(number);
  });

  it('refuses a bad ACH routing number with a clear message and sends nothing', async () => {
    const { page, baseUrl } = await signedIn(demoUsers.dana);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/payments')) requests.push(request.url());
    });
    await page.goto(`${baseUrl}/billing/dashboard`);
    const grid = page.getByRole('grid', { name: 'Invoices' });
    await grid.getByRole('row').nth(2).waitFor();
    const box = grid
      .getByRole('checkbox', { name: /^Select MGL-INV-/ })
      .and(page.locator(':enabled'))
      .first();
    await box.check();
    await page.getByRole('button', { name: 'Pay selected' }).click();
    await page.waitForURL(/\/billing\/payment\?/);
    await page.getByRole('radio', { name: 'ACH (Check)' }).check();
    await page.getByRole('textbox', { name: /^Routing number/ }).fill('110000001');
    await page.getByRole('textbox', { name: /^Account number/ }).fill('000123456789');
    await page.getByRole('textbox', { name: /^Account holder name/ }).fill('Lone Star Components LLC');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByText('Routing number is not valid').first().waitFor();
    await expectAccessible(page, 'ACH with a bad routing number');
    expect(requests).toEqual([]);
  });

  it('lets a guest pay from the e-mailed link without signing in; the key leaves the address bar', async () => {
    // The tampered link at the end is refused on purpose (403).
    const s = await browser({ expectedConsoleErrors: [httpStatusLine(403)] });
    const { page, baseUrl } = s;
    const dana = await apiHeaders(baseUrl, demoUsers.dana);
    const list = (await (
      await fetch(`${baseUrl}/api/invoices?pageSize=200&status=Current`, { headers: dana })
    ).json()) as { items: { id: string; invoiceNumber: string; payable: boolean }[] };
    const invoice = list.items.find((i) => i.payable);
    if (!invoice) throw new Error('no open invoice');
    const posted = await fetch(`${baseUrl}/api/invoices/${invoice.id}/notify`, {
      method: 'POST',
      headers: await apiHeaders(baseUrl, demoUsers.employee),
    });
    expect(posted.status).toBe(200);
    const mail = (await outbox(baseUrl)).find(
      (m) => m.to === demoUsers.dana && m.subject.includes(invoice.invoiceNumber),
    );
    const link = /https?:\/\/\S+guest-mode-payment\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toContain('id=');

    await page.goto(`${baseUrl}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByRole('heading', { level: 1, name: 'Pay invoices' }).waitFor();
    await page.getByText(/Invoices of Lone Star Components/).waitFor();
    expect(page.url()).not.toContain('id=');
    await page.getByText(invoice.invoiceNumber).first().waitFor();
    await expectAccessible(page, 'guest payment');
    await fillCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await page.waitForURL(/guest-mode-payment-confirmation\?id=/, { timeout: 15_000 });
    await page.getByText('Payment made successfully').first().waitFor();
    await expectAccessible(page, 'guest payment confirmation');

    // A tampered link is refused.
    const tampered = new URL(link);
    tampered.searchParams.set('companyCode', 'SERRAZ');
    await page.goto(`${baseUrl}${tampered.pathname}${tampered.search}`);
    await page.getByText('invalid url').first().waitFor();
  });

  it('downloads the statement as a PDF that renders', async () => {
    const { page, baseUrl } = await signedIn(demoUsers.dana);
    await page.goto(`${baseUrl}/billing/statements`);
    await page.getByRole('table', { name: 'Invoices, payments and credits of the period' }).waitFor();
    await expectAccessible(page, 'statements');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'connect-statement-'));
    execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    expect(statSync(path.join(dir, 'page-1.png')).size).toBeGreaterThan(1000);
  });
});
