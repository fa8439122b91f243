import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@connect/contracts/billing/billing.schemas';
import { clearSession } from '@/lib/session/session-store';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { apiServer, json } from '@/test/api-server';
import { makePayment, paymentId } from '@/test/fixtures/billing';
import { notFound, noting, signInCustomer, type SeenRequest } from './billing-test-kit';
import { PaymentConfirmationPage } from './payment-confirmation-page';

let payment: Payment;
let receipt: () => Response;
let calls: SeenRequest[];

beforeEach(() => {
  payment = makePayment();
  receipt = notFound;
  calls = [];
  signInCustomer();
  apiServer.use(
    http.get(
      `/api/payments/${paymentId}`,
      noting(calls, () => json(payment)),
    ),
    http.get(
      `/api/payments/${paymentId}/receipt.pdf`,
      noting(calls, () => receipt()),
    ),
    http.get('/api/payments/:id', noting(calls, notFound)),
  );
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/receipt-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

const renderPage = (id = paymentId) =>
  renderWithProviders(<PaymentConfirmationPage />, { route: `/billing/payment-confirmation?id=${id}` });

describe('PaymentConfirmationPage', () => {
  it("says 'Payment made successfully' with the reference, method, invoices and total, and passes axe", async () => {
    const { container } = renderPage();
    expect((await screen.findByRole('status')).textContent).toBe('Payment made successfully');
    expect(screen.getByText('PAY-261123-7KQ2')).toBeTruthy();
    expect(screen.getByText('Credit Card · Visa •••• 4242')).toBeTruthy();
    const paid = screen.getByRole('table', { name: 'Invoices paid' });
    expect(within(paid).getByText('INV-1001')).toBeTruthy();
    expect(within(paid).getByText('$500.00')).toBeTruthy();
    expect(within(paid).getByText('$1,750.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to billing' }).getAttribute('href')).toBe('/billing/dashboard');
    await expectNoAxeViolations(container);
  });

  it('says an ACH payment is being processed', async () => {
    payment = makePayment({ method: 'ACH', status: 'processing', cardBrand: 'Sandbox Bank', last4: '6789' });
    renderPage();
    expect((await screen.findByRole('status')).textContent).toMatch(/bank payment is being processed/);
    expect(screen.getByText('ACH (Check) · Sandbox Bank •••• 6789')).toBeTruthy();
  });

  it('downloads the receipt, and says so kindly while there is none', async () => {
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Download receipt' });
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The receipt is not available yet. Please try again later.',
    );
    receipt = () => new Response(new TextEncoder().encode('%PDF-1.7\n%%EOF'), { status: 200 });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(button);
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/receipt.pdf'))).toHaveLength(2);
  });

  it("shows 'Record Not Found' for an unknown or malformed id", async () => {
    const { unmount } = renderPage('00000000-0000-4000-8000-00000000dead');
    expect((await screen.findByRole('alert')).textContent).toBe('Record Not Found');
    unmount();
    renderPage('nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Record Not Found');
  });
});
