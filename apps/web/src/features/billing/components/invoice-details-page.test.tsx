import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { apiServer, json } from '@/test/api-server';
import { makeDetail, makeInvoice, paymentId } from '@/test/fixtures/billing';
import { notFound, signInCustomer } from './billing-test-kit';
import { InvoiceDetailsPage } from './invoice-details-page';

const invoice = makeInvoice(1, {
  status: 'In Process',
  paymentStatus: 'In Process',
  children: [
    {
      id: paymentId,
      parent_id: makeInvoice(1).id,
      reference: 'PAY-261120-AAAA',
      method: 'ACH',
      amountCents: 25_000,
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
});
const detail = makeDetail(invoice, {
  payments: [
    {
      id: paymentId,
      reference: 'PAY-261120-AAAA',
      method: 'ACH',
      status: 'processing',
      amountCents: 25_000,
      cardBrand: 'Sandbox Bank',
      last4: '6789',
      createdAt: '2026-11-20T09:00:00.000Z',
      allocatedCents: 25_000,
    },
  ],
});

beforeEach(() => {
  signInCustomer();
  apiServer.use(
    http.get(`/api/invoices/${invoice.id}`, () => json(detail)),
    http.get('/api/invoices/:id', () => notFound()),
  );
});

afterEach(() => {
  clearSession();
});

const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('InvoiceDetailsPage', () => {
  it('shows the facts, charges and payments, offers to pay it, and passes axe', async () => {
    const { container } = renderWithProviders(<InvoiceDetailsPage />, {
      route: `/billing/invoice-details?id=${invoice.id}`,
    });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-1001' });
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(fact(summary, 'Status')).toBe('In Process');
    expect(fact(summary, 'Company')).toBe('Lone Star Components LLC (LSCOMP)');
    expect(fact(summary, 'Invoice date')).toBe('10/20/2026');
    expect(fact(summary, 'Due date')).toBe('11/19/2026');
    expect(fact(summary, 'Balance')).toBe('$1,250.00');

    const charges = screen.getByRole('table', { name: 'Charges' });
    expect(within(charges).getAllByRole('row')).toHaveLength(4);
    expect(within(charges).getByText('Fuel surcharge')).toBeTruthy();
    expect(within(charges).getAllByText('$1,250.00')).toHaveLength(1);

    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('PAY-261120-AAAA')).toBeTruthy();
    expect(within(payments).getByText('ACH (Check) · Sandbox Bank •••• 6789')).toBeTruthy();
    expect(within(payments).getByText('Processing')).toBeTruthy();

    const pay = screen.getByRole('link', { name: 'Pay this invoice' });
    expect(pay.getAttribute('href')).toBe(`/billing/payment?invoices=${invoice.id}`);
    await expectNoAxeViolations(container);
  });

  it("keeps the invoice's days and shows a payment's time in the user's zone (Chicago)", async () => {
    signInForTest(['billing', 'billingOnlinePymt'], { timezone: 'Central Standard Time' });
    renderWithProviders(<InvoiceDetailsPage />, { route: `/billing/invoice-details?id=${invoice.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-1001' });
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(fact(summary, 'Invoice date')).toBe('10/20/2026');
    expect(fact(summary, 'Due date')).toBe('11/19/2026');
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('11/20/2026 03:00 CST')).toBeTruthy();
  });

  it('offers no payment without the online payment permission', async () => {
    signInCustomer(['billing']);
    renderWithProviders(<InvoiceDetailsPage />, { route: `/billing/invoice-details?id=${invoice.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-1001' });
    expect(screen.queryByRole('link', { name: 'Pay this invoice' })).toBeNull();
  });

  it("shows 'Record Not Found' for an unknown id (404) and for a malformed one", async () => {
    const { unmount } = renderWithProviders(<InvoiceDetailsPage />, {
      route: `/billing/invoice-details?id=${makeInvoice(9).id}`,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Record Not Found');
    unmount();
    renderWithProviders(<InvoiceDetailsPage />, { route: '/billing/invoice-details?id=nope' });
    expect((await screen.findByRole('alert')).textContent).toBe('Record Not Found');
    expect(screen.getByRole('link', { name: 'Back to billing' })).toBeTruthy();
  });
});
