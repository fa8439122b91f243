import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { apiServer, json } from '@/test/api-server';
import { makeDetail, makeInvoice, makePayment, paymentId, summary } from '@/test/fixtures/billing';
import { CurrentLocation, notFound, noting, readRequest, signInCustomer, type SeenRequest } from './billing-test-kit';
import { PaymentPage } from './payment-page';

const first = makeInvoice(1);
const second = makeInvoice(2, { totalCents: 50_000, balanceCents: 50_000 });
const paid = makeInvoice(7, {
  status: 'Payment Posted',
  paymentStatus: 'Payment Posted',
  balanceCents: 0,
  paidCents: 125_000,
  payable: false,
});
const other = makeInvoice(8, { totalCents: 9_900, balanceCents: 9_900 });
const cardNumber = '4242 4242 4242 4242';
const expYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

let calls: SeenRequest[];

beforeEach(() => {
  calls = [];
  signInCustomer();
  apiServer.use(
    http.get(
      '/api/invoice/accountSummary',
      noting(calls, () => json(summary)),
    ),
    ...[first, second, paid, other].map((invoice) =>
      http.get(
        `/api/invoices/${invoice.id}`,
        noting(calls, () => json(makeDetail(invoice))),
      ),
    ),
    http.get('/api/invoices/:id', noting(calls, notFound)),
    http.get(
      '/api/invoices',
      noting(calls, (request) => {
        const filter = new URLSearchParams(request.search).get('filter') ?? '';
        const byNumber = [first, second, paid, other].filter((i) => filter.includes(`"${i.invoiceNumber}"`));
        const items = filter.includes('invoiceNumber') ? byNumber : [first, second, other];
        return json({ items, total: items.length, pageNumber: 1, pageSize: 200 });
      }),
    ),
    http.post(
      '/api/payments/sandbox/card-tokens',
      noting(calls, () => json({ token: 'tok_card1234abcd', brand: 'Visa', last4: '4242' }, 201)),
    ),
    http.post(
      '/api/payments/sandbox/bank-tokens',
      noting(calls, () => json({ token: 'tok_bank1234abcd', brand: 'Sandbox Bank', last4: '6789' }, 201)),
    ),
    http.post(
      '/api/payments',
      noting(calls, () => json(makePayment(), 201)),
    ),
  );
});

afterEach(() => {
  clearSession();
});

function renderPayment(ids = [first.id, second.id]) {
  return renderWithProviders(
    <Routes>
      <Route path="/billing/payment" element={<PaymentPage />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { route: `/billing/payment?invoices=${ids.join(',')}` },
  );
}

const invoicesTable = () => screen.findByRole('table', { name: 'Invoices to pay' });
const amountBox = (invoice: string) =>
  screen.getByRole('textbox', { name: `Amount to pay for ${invoice}` }) as HTMLInputElement;
const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function fillCard(user: UserEvent) {
  await user.type(box(/^Card number/), cardNumber);
  await user.type(box(/^Expiry/), `12${expYear}`);
  await user.type(box(/^Security code/), '123');
  await user.type(box(/^Name on card/), 'Dana Whitfield');
}

const payments = () => calls.filter((c) => c.path === '/api/payments' && c.method === 'POST');

describe('PaymentPage', () => {
  it('lists the chosen invoices with their amounts and total, and passes axe', async () => {
    const { container } = renderPayment();
    const table = await invoicesTable();
    expect(within(table).getByText('INV-1001')).toBeTruthy();
    expect(within(table).getByText('INV-1002')).toBeTruthy();
    expect(amountBox('INV-1001').value).toBe('1250.00');
    expect(amountBox('INV-1002').value).toBe('500.00');
    expect(within(table).getByText('$1,750.00')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('tokenizes the card, posts the payment with an Idempotency-Key and goes to the confirmation', async () => {
    const user = userEvent.setup();
    const { container } = renderPayment();
    await invoicesTable();
    await user.type(box(/^Card number/), cardNumber);
    expect(screen.getByText('Card brand: Visa')).toBeTruthy();
    await user.type(box(/^Expiry/), `12${expYear}`);
    await user.type(box(/^Security code/), '123');
    await user.type(box(/^Name on card/), 'Dana Whitfield');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));

    const review = await screen.findByRole('region', { name: 'Review your payment' });
    expect(within(review).getByText('$1,750.00 will be charged')).toBeTruthy();
    expect(within(review).getByText(/Visa •••• 4242/)).toBeTruthy();
    expect(within(review).getByText('INV-1001')).toBeTruthy();
    const tokenCall = calls.find((c) => c.path === '/api/payments/sandbox/card-tokens');
    expect(tokenCall?.body).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2000 + Number(expYear),
      cvc: '123',
      name: 'Dana Whitfield',
    });
    expect(payments()).toHaveLength(0);
    // The card number is gone from the page once tokenized.
    expect(container.innerHTML).not.toContain('4242 4242');
    await expectNoAxeViolations(container);

    await user.click(within(review).getByRole('button', { name: 'Submit payment' }));
    expect((await screen.findByTestId('location')).textContent).toBe(`/billing/payment-confirmation?id=${paymentId}`);
    const [posted] = payments();
    expect(posted?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(posted?.headers.authorization).toBe('Bearer access-1');
    expect(posted?.body).toEqual({
      invoices: [
        { invoiceId: first.id, amountCents: 125_000 },
        { invoiceId: second.id, amountCents: 50_000 },
      ],
      method: 'CC',
      token: 'tok_card1234abcd',
    });
    // The card number went to the provider's token endpoint only.
    const leaked = calls.filter(
      (c) => c.path !== '/api/payments/sandbox/card-tokens' && JSON.stringify(c).includes('4242424242'),
    );
    expect(leaked).toEqual([]);
  });

  it('shows a decline, keeps the amounts, empties the card details, and retries with a new key', async () => {
    const user = userEvent.setup();
    // The first payment is declined; the retry goes through.
    apiServer.use(
      http.post(
        '/api/payments',
        noting(calls, () => json({ error: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' } }, 402)),
        { once: true },
      ),
    );
    renderPayment();
    await invoicesTable();
    await user.clear(amountBox('INV-1001'));
    await user.type(amountBox('INV-1001'), '300.25');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    const review = await screen.findByRole('region', { name: 'Review your payment' });
    expect(within(review).getByText('$800.25 will be charged')).toBeTruthy();
    await user.click(within(review).getByRole('button', { name: 'Submit payment' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your card was declined.');
    expect(amountBox('INV-1001').value).toBe('300.25');
    expect(amountBox('INV-1002').value).toBe('500.00');
    expect(box(/^Card number/).value).toBe('');
    expect(box(/^Security code/).value).toBe('');
    expect(box(/^Name on card/).value).toBe('Dana Whitfield');
    expect(screen.getByText(/the card details are not kept/)).toBeTruthy();
    expect(payments()[0]?.body).toMatchObject({
      invoices: [
        { invoiceId: first.id, amountCents: 30_025 },
        { invoiceId: second.id, amountCents: 50_000 },
      ],
    });

    await user.type(box(/^Card number/), cardNumber);
    await user.type(box(/^Expiry/), `12${expYear}`);
    await user.type(box(/^Security code/), '123');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    await screen.findByTestId('location');
    const [declined, accepted] = payments();
    expect(accepted?.headers['idempotency-key']).not.toBe(declined?.headers['idempotency-key']);
  });

  it('reuses the Idempotency-Key when the same attempt is retried after a network failure', async () => {
    const user = userEvent.setup();
    let failNext = true;
    // The first payment request fails as if the network dropped; the rest fall through to the usual handlers.
    apiServer.use(
      http.post('/api/payments', async ({ request: sent }) => {
        if (!failNext) return undefined;
        failNext = false;
        calls.push(await readRequest(sent));
        return HttpResponse.error();
      }),
    );
    renderPayment([first.id]);
    await invoicesTable();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not connect to server');
    expect(alert.textContent).toContain('the payment will not be made twice');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await screen.findByTestId('location');
    const [failed, retried] = payments();
    expect(retried?.headers['idempotency-key']).toBe(failed?.headers['idempotency-key']);
    expect(retried?.body).toEqual(failed?.body);
  });

  it('refuses a bad routing number with a clear error and sends nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderPayment([first.id]);
    await invoicesTable();
    await user.click(screen.getByRole('radio', { name: 'ACH (Check)' }));
    const routing = box(/^Routing number/);
    await user.type(routing, '110000001');
    await user.tab();
    expect(await screen.findByText('Routing number is not valid')).toBeTruthy();
    expect(routing.getAttribute('aria-invalid')).toBe('true');
    const described = (routing.getAttribute('aria-describedby') ?? '').split(' ');
    const error = screen.getByText('Routing number is not valid');
    expect(described).toContain(error.id);

    await user.type(box(/^Account number/), '000123456789');
    await user.type(box(/^Account holder name/), 'Lone Star Components LLC');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText('This form is not valid.')).toBeTruthy();
    expect(screen.getAllByText('Routing number is not valid')).toHaveLength(1);
    expect(calls.some((c) => c.path.startsWith('/api/payments'))).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('pays by ACH with a good routing number: the account is tokenized and the review names it', async () => {
    const user = userEvent.setup();
    renderPayment([first.id]);
    await invoicesTable();
    await user.click(screen.getByRole('radio', { name: 'ACH (Check)' }));
    await user.click(screen.getByRole('radio', { name: 'Savings' }));
    await user.type(box(/^Routing number/), '110000000');
    await user.type(box(/^Account number/), '000123456789');
    await user.type(box(/^Account holder name/), 'Lone Star Components LLC');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    const review = await screen.findByRole('region', { name: 'Review your payment' });
    expect(within(review).getByText(/Sandbox Bank account •••• 6789/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/payments/sandbox/bank-tokens')?.body).toEqual({
      routingNumber: '110000000',
      accountNumber: '000123456789',
      accountType: 'savings',
      holderName: 'Lone Star Components LLC',
    });
  });

  it('shows the available credit for invoice credit and pays without a token', async () => {
    const user = userEvent.setup();
    renderPayment([second.id]);
    await invoicesTable();
    await user.click(screen.getByRole('radio', { name: 'Invoice Credit' }));
    expect(await screen.findByText('Credit balance: $2,500.00')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    const review = await screen.findByRole('region', { name: 'Review your payment' });
    expect(within(review).getByText(/Invoice credit/)).toBeTruthy();
    await user.click(within(review).getByRole('button', { name: 'Submit payment' }));
    await screen.findByTestId('location');
    expect(payments()[0]?.body).toEqual({ invoices: [{ invoiceId: second.id, amountCents: 50_000 }], method: 'IC' });
  });

  it("says 'Invoice already added' and 'Invoice already paid' in the Add invoice picker, and adds another", async () => {
    const user = userEvent.setup();
    renderPayment([first.id]);
    await invoicesTable();
    const picker = screen.getByRole('combobox', { name: /^Invoice number/ });
    await user.type(picker, 'INV-1001');
    await user.click(screen.getByRole('button', { name: 'Add invoice' }));
    expect(await screen.findByText('Invoice already added')).toBeTruthy();
    await user.clear(picker);
    await user.type(picker, 'INV-1007');
    await user.click(screen.getByRole('button', { name: 'Add invoice' }));
    expect(await screen.findByText('Invoice already paid')).toBeTruthy();
    await user.clear(picker);
    await user.type(picker, 'INV-1008');
    await user.click(screen.getByRole('button', { name: 'Add invoice' }));
    const table = await invoicesTable();
    await within(table).findByText('INV-1008');
    expect(within(table).getByText('$1,349.00')).toBeTruthy();
  });

  it("shows 'Invoice already paid' on a chosen invoice with nothing to pay and does not go on", async () => {
    const user = userEvent.setup();
    renderPayment([paid.id]);
    const table = await invoicesTable();
    expect(within(table).getByText('Invoice already paid')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Invoice Credit' }));
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText('This form is not valid.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Review your payment' })).toBeNull();
  });

  it('checks an amount above the open balance when the box is left', async () => {
    const user = userEvent.setup();
    renderPayment([second.id]);
    await invoicesTable();
    await user.clear(amountBox('INV-1002'));
    await user.type(amountBox('INV-1002'), '600');
    expect(screen.queryByText(/more than the open balance/)).toBeNull();
    await user.tab();
    expect(await screen.findByText('The amount is more than the open balance ($500.00)')).toBeTruthy();
  });

  it('says so without the online payment permission', async () => {
    signInCustomer(['billing']);
    renderPayment();
    expect((await screen.findByRole('alert')).textContent).toBe('Online payment is not enabled for your account.');
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/invoices'))).toHaveLength(0));
  });

  it('checks the card with the domain rules before anything is sent', async () => {
    const user = userEvent.setup();
    renderPayment([first.id]);
    await invoicesTable();
    await user.type(box(/^Card number/), '4242 4242 4242 4241');
    await user.type(box(/^Expiry/), '1320');
    await user.type(box(/^Security code/), '12');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText('Card number is not valid')).toBeTruthy();
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeTruthy();
    expect(screen.getByText('Security code is not valid')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/payments'))).toBe(false);
  });
});
