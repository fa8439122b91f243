import type { GuestSession } from '@connect/contracts/billing/billing.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearRequestCredentials } from '@/lib/request-headers';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { guestSessionStorageKey } from '../api/guest-session';
import { apiServer, json } from '@/test/api-server';
import { makeInvoice, makePayment, paymentId } from '@/test/fixtures/billing';
import { CurrentLocation, readRequest, type SeenRequest } from './billing-test-kit';
import { GuestPaymentConfirmationPage } from './guest-payment-confirmation-page';
import { GuestPaymentPage } from './guest-payment-page';

const linked = makeInvoice(1, { direction: 'Inbound' });
const guestSession: GuestSession = {
  guestToken: 'guest-token-0123456789abcdef',
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  companyCode: 'LSCOMP',
  companyName: 'Lone Star Components LLC',
};
const link = { id: 'k3yFromTheEmailLink_0123456789', companyCode: 'LSCOMP', invoices: 'INV-1001' };
const linkRoute = `/billing/guest-mode-payment?${new URLSearchParams(link).toString()}`;
const cardYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

let calls: SeenRequest[];

/** The guest's payment of the linked invoice by card. */
const guestPayment = () =>
  makePayment({
    cardBrand: 'Mastercard',
    last4: '4444',
    amountCents: 125_000,
    allocations: [{ invoiceId: linked.id, invoiceNumber: 'INV-1001', amountCents: 125_000 }],
  });

/** Notes a guest call and answers it, or refuses it without the guest key (`x-req-key`). */
async function asGuest(sent: Request, answer: () => Response): Promise<Response> {
  const request = await readRequest(sent);
  calls.push(request);
  if (request.headers['x-req-key'] !== guestSession.guestToken)
    return json({ error: { code: 'ACCESS_DENIED', message: 'invalid url' } }, 403);
  return answer();
}
let refuseLink: boolean;
let linkAnswer: { status: number; body: unknown } | null;
let linkedInvoices: ReturnType<typeof makeInvoice>[];

beforeEach(() => {
  calls = [];
  refuseLink = false;
  linkAnswer = null;
  linkedInvoices = [linked];
  window.sessionStorage.clear();
  clearRequestCredentials();
  apiServer.use(
    http.post('/api/guest/session', async ({ request }) => {
      calls.push(await readRequest(request));
      if (linkAnswer) return json(linkAnswer.body, linkAnswer.status);
      return refuseLink ? json({ error: { code: 'ACCESS_DENIED', message: 'invalid url' } }, 403) : json(guestSession);
    }),
    http.get('/api/guest/invoices', ({ request }) =>
      asGuest(request, () =>
        json({ items: linkedInvoices, total: linkedInvoices.length, pageNumber: 1, pageSize: 50 }),
      ),
    ),
    http.post('/api/payments/sandbox/card-tokens', async ({ request }) => {
      calls.push(await readRequest(request));
      return json({ token: 'tok_card5678efgh', brand: 'Mastercard', last4: '4444' }, 201);
    }),
    http.post('/api/guest/payments', ({ request }) => asGuest(request, () => json(guestPayment(), 201))),
    http.get(`/api/guest/payments/${paymentId}`, ({ request }) => asGuest(request, () => json(guestPayment()))),
  );
});

afterEach(() => {
  window.sessionStorage.clear();
  clearRequestCredentials();
});

function renderGuest(route = linkRoute) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/billing/guest-mode-payment" element={<GuestPaymentPage />} />
        <Route path="/billing/guest-mode-payment-confirmation" element={<GuestPaymentConfirmationPage />} />
      </Routes>
      <CurrentLocation />
    </>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('GuestPaymentPage', () => {
  it('exchanges the link, cleans the address, lists the linked invoices with the guest key, and passes axe', async () => {
    const { container } = renderGuest();
    const table = await screen.findByRole('table', { name: 'Invoices to pay' });
    expect(within(table).getByText('INV-1001')).toBeTruthy();
    expect(screen.getByText('Invoices of Lone Star Components LLC')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/guest/session', body: link });
    await waitFor(() => expect(location()).toBe('/billing/guest-mode-payment'));
    const list = calls.find((c) => c.path === '/api/guest/invoices');
    expect(list?.headers['x-req-key']).toBe(guestSession.guestToken);
    expect(list?.headers.authorization).toBeUndefined();
    expect(JSON.parse(window.sessionStorage.getItem(guestSessionStorageKey) ?? '{}')).toMatchObject({
      guestToken: guestSession.guestToken,
    });
    // Card and ACH only: no invoice credit for a guest.
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ACH (Check)' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Invoice Credit' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("shows 'invalid url' when the link is refused (403), and cleans the address", async () => {
    refuseLink = true;
    renderGuest();
    expect((await screen.findByRole('alert')).textContent).toBe('invalid url');
    await waitFor(() => expect(location()).toBe('/billing/guest-mode-payment'));
    expect(window.sessionStorage.getItem(guestSessionStorageKey)).toBeNull();
    expect(calls.some((c) => c.path === '/api/guest/invoices')).toBe(false);
  });

  it("says 'Invoice already paid' for a link whose invoices are all paid (410), as news rather than an error", async () => {
    linkAnswer = { status: 410, body: { error: { code: 'GUEST_LINK_PAID', message: 'Invoice already paid' } } };
    const { container } = renderGuest();
    expect((await screen.findByRole('status')).textContent).toBe('Invoice already paid');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(location()).toBe('/billing/guest-mode-payment'));
    expect(window.sessionStorage.getItem(guestSessionStorageKey)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("explains a link opened first on another device (the server's words), and loads nothing", async () => {
    linkAnswer = {
      status: 403,
      body: {
        error: {
          code: 'GUEST_LINK_IN_USE',
          message: 'This payment link was already opened on another device. Open it there, or sign in to pay.',
          messageKey: 'server.billing.guestLinkOtherDevice',
        },
      },
    };
    renderGuest();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This payment link was already opened on another device. Open it there, or sign in to pay.',
    );
    await waitFor(() => expect(location()).toBe('/billing/guest-mode-payment'));
    expect(calls.some((c) => c.path === '/api/guest/invoices')).toBe(false);
  });

  it("shows 'invalid url' for a link missing a parameter, without asking the server", async () => {
    renderGuest('/billing/guest-mode-payment?id=abc&companyCode=LSCOMP');
    expect((await screen.findByRole('alert')).textContent).toBe('invalid url');
    await waitFor(() => expect(location()).toBe('/billing/guest-mode-payment'));
    expect(calls).toEqual([]);
  });

  it('keeps the guest session of the tab when the cleaned address is reloaded', async () => {
    window.sessionStorage.setItem(guestSessionStorageKey, JSON.stringify(guestSession));
    renderGuest('/billing/guest-mode-payment');
    await screen.findByRole('table', { name: 'Invoices to pay' });
    expect(calls.some((c) => c.path === '/api/guest/session')).toBe(false);
  });

  it("shows 'invalid url' on a reload once the stored session has expired", async () => {
    window.sessionStorage.setItem(
      guestSessionStorageKey,
      JSON.stringify({ ...guestSession, expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    renderGuest('/billing/guest-mode-payment');
    expect((await screen.findByRole('alert')).textContent).toBe('invalid url');
    expect(calls).toEqual([]);
  });

  it('filters the linked invoices with Advanced Filter, saying the payment still includes every one', async () => {
    linkedInvoices = [linked, makeInvoice(2, { dueDate: '2026-12-15', balanceCents: 40_000, totalCents: 40_000 })];
    const user = userEvent.setup();
    const { container } = renderGuest();
    const table = await screen.findByRole('table', { name: 'Invoices to pay' });
    const numbers = () =>
      within(table)
        .queryAllByRole('rowheader')
        .map((cell) => cell.textContent)
        .filter((text) => text !== 'Total');
    expect(numbers()).toEqual(['INV-1001', 'INV-1002']);
    await user.click(screen.getByRole('button', { name: 'Advanced Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Advanced Filter' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Invoice #' }), '1002');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(numbers()).toEqual(['INV-1002']));
    expect(screen.getByRole('status').textContent).toBe(
      '1 of 2 invoices shown. The payment and its total include all 2.',
    );
    expect(screen.getByLabelText('1 active filters').textContent).toBe('1');
    // The total stays the payment's: both invoices.
    expect(within(table).getByText('$1,650.00')).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: /Advanced Filter/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Advanced Filter' })).getByRole('button', { name: 'Clear all' }),
    );
    await waitFor(() => expect(numbers()).toEqual(['INV-1001', 'INV-1002']));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pays by card through the guest endpoints and shows the guest receipt', async () => {
    const user = userEvent.setup();
    renderGuest();
    await screen.findByRole('table', { name: 'Invoices to pay' });
    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), '5555555555554444');
    expect(screen.getByText('Card brand: Mastercard')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Expiry/ }), `11${cardYear}`);
    await user.type(screen.getByRole('textbox', { name: /^Security code/ }), '321');
    await user.type(screen.getByRole('textbox', { name: /^Name on card/ }), 'Li Wei');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));

    expect((await screen.findByRole('status')).textContent).toBe('Payment made successfully');
    await waitFor(() => expect(location()).toBe(`/billing/guest-mode-payment-confirmation?id=${paymentId}`));
    const posted = calls.find((c) => c.path === '/api/guest/payments');
    expect(posted?.headers['x-req-key']).toBe(guestSession.guestToken);
    expect(posted?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(posted?.body).toEqual({
      invoices: [{ invoiceId: linked.id, amountCents: 125_000 }],
      method: 'CC',
      token: 'tok_card5678efgh',
    });
    expect(calls.some((c) => c.path === `/api/guest/payments/${paymentId}`)).toBe(true);
    expect(screen.getByText('Credit Card · Mastercard •••• 4444')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to billing' })).toBeNull();
  });
});
