import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { expectNoAxeViolations } from '@/test/axe';
import { noSavedGridSettings } from '@/test/fixtures/grid-settings';
import { renderWithProviders } from '@/test/render';
import { BillingDashboardPage } from './billing-dashboard-page';
import { apiServer, json } from '@/test/api-server';
import { invoiceId, makeInvoice, summary } from '@/test/fixtures/billing';
import { CurrentLocation, noting, signInCustomer, type SeenRequest } from './billing-test-kit';

const rows = [
  makeInvoice(1, { status: 'Past Due', paymentStatus: 'Past Due', dueDate: '2026-10-01', daysPastDue: 53 }),
  makeInvoice(2, {
    status: 'Payment Posted',
    paymentStatus: 'Payment Posted',
    paidCents: 125_000,
    balanceCents: 0,
    payable: false,
  }),
  makeInvoice(3, {
    status: 'Multiple Payments in Process',
    paymentStatus: 'Multiple Payments in Process',
    payable: false,
    children: [
      {
        id: 'c0000000-0000-4000-8000-000000000001',
        parent_id: invoiceId(3),
        reference: 'PAY-261120-AAAA',
        method: 'ACH',
        amountCents: 40_000,
        createdAt: '2026-11-20T09:00:00.000Z',
      },
      {
        id: 'c0000000-0000-4000-8000-000000000002',
        parent_id: invoiceId(3),
        reference: 'PAY-261121-BBBB',
        method: 'ACH',
        amountCents: 30_000,
        createdAt: '2026-11-21T09:00:00.000Z',
      },
    ],
  }),
  makeInvoice(4, { totalCents: 50_050, balanceCents: 50_050 }),
];

let calls: SeenRequest[];

beforeEach(() => {
  calls = [];
  signInCustomer();
  apiServer.use(
    noSavedGridSettings('billing-invoices'),
    http.get(
      '/api/invoice/accountSummary',
      noting(calls, () => json(summary)),
    ),
    http.get(
      '/api/invoices/export',
      noting(
        calls,
        () => new Response('Invoice #,Status\r\nINV-1001,Past Due\r\n', { headers: { 'content-type': 'text/csv' } }),
      ),
    ),
    http.get(
      '/api/invoices',
      noting(calls, (request) => {
        const status = new URLSearchParams(request.search).get('status');
        const items = status ? rows.filter((r) => r.status === status) : rows;
        return json({ items, total: items.length, pageNumber: 1, pageSize: 20 });
      }),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

function renderDashboard() {
  return renderWithProviders(
    <Routes>
      <Route path="/billing/dashboard" element={<BillingDashboardPage />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { route: '/billing/dashboard' },
  );
}

const grid = () => screen.findByRole('grid', { name: 'Invoices' });

describe('BillingDashboardPage', () => {
  it('shows the account summary and the invoices, and passes axe', async () => {
    const { container } = renderDashboard();
    const cards = screen.getByRole('region', { name: 'Account summary' });
    await within(cards).findByText('$12,345.67');
    expect(within(cards).getByText('Total Outstanding')).toBeTruthy();
    expect(within(cards).getByText('4')).toBeTruthy();
    expect(within(cards).getByText('$50,000.00')).toBeTruthy();
    // Available credit = limit − outstanding; the credit notes are the credit balance (issue #23 item 7).
    expect(within(cards).getByText('Available Credit').nextElementSibling?.textContent).toBe('$37,654.33');
    expect(within(cards).getByText('Credit Balance').nextElementSibling?.textContent).toBe('$2,500.00');

    const table = await grid();
    await within(table).findByText('INV-1001');
    const first = within(table).getByText('INV-1001').closest('tr') as HTMLElement;
    expect(within(first).getByText('Past Due')).toBeTruthy();
    expect(within(first).getByText('10/01/2026')).toBeTruthy();
    expect(within(first).getByText('10/20/2026')).toBeTruthy();
    expect(within(first).getAllByText('$1,250.00')).toHaveLength(2);
    expect(within(first).getByText('53')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('opens the payments in process only for the Multiple Payments in Process row', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const table = await grid();
    await within(table).findByText('INV-1003');
    expect(within(table).getAllByRole('button', { name: /^Show details of/ })).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: 'Show details of INV-1001' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Show details of INV-1003' }));
    const sub = await screen.findByRole('grid', { name: 'Payments in process for INV-1003' });
    expect(within(sub).getByText('PAY-261120-AAAA')).toBeTruthy();
    expect(within(sub).getByText('PAY-261121-BBBB')).toBeTruthy();
    expect(within(sub).getByText('$400.00')).toBeTruthy();
    expect(within(sub).getAllByText('ACH (Check)')).toHaveLength(2);
  });

  it('selects payable rows only and pays the selection', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const table = await grid();
    await within(table).findByText('INV-1004');
    const box = (n: number) => within(table).getByRole('checkbox', { name: `Select INV-${1000 + n}` });
    expect((box(2) as HTMLInputElement).disabled).toBe(true);
    expect((box(3) as HTMLInputElement).disabled).toBe(true);
    const pay = screen.getByRole('button', { name: 'Pay selected' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(pay.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Select one or more open invoices to pay.')).toBeTruthy();

    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect((box(1) as HTMLInputElement).checked).toBe(true);
    expect((box(4) as HTMLInputElement).checked).toBe(true);
    expect((box(2) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('2 invoices selected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pay selected' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/billing/payment?invoices=${invoiceId(1)},${invoiceId(4)}`,
    );
  });

  it('says why Pay selected is off without the online payment permission', async () => {
    signInCustomer(['billing']);
    renderDashboard();
    const table = await grid();
    await within(table).findByText('INV-1001');
    const pay = screen.getByRole('button', { name: 'Pay selected' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    const reason = document.getElementById(pay.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Online payment is not enabled for your account.');
  });

  it('filters by status through the quick filter and opens an invoice', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const table = await grid();
    await within(table).findByText('INV-1001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Past Due');
    await waitFor(() => expect(within(table).queryByText('INV-1004')).toBeNull());
    expect(calls.some((c) => c.path === '/api/invoices' && c.search.includes('status=Past+Due'))).toBe(true);
    await user.click(within(table).getByRole('button', { name: 'Actions for INV-1001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    expect((await screen.findByTestId('location')).textContent).toBe(`/billing/invoice-details?id=${invoiceId(1)}`);
  });

  it('exports on the server with the status quick filter and the visible columns', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoices');
    const user = userEvent.setup();
    renderDashboard();
    const table = await grid();
    await within(table).findByText('INV-1001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Past Due');
    await waitFor(() => expect(within(table).queryByText('INV-1004')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalledOnce());
    const sent = calls.find((c) => c.path === '/api/invoices/export');
    const query = new URLSearchParams(sent?.search ?? '');
    expect(query.get('status')).toBe('Past Due');
    expect(query.get('format')).toBe('csv');
    expect(query.get('columns')?.split(',').slice(0, 3)).toEqual(['invoiceNumber', 'status', 'direction']);
    // The rows are not loaded into the browser to build the file.
    expect(calls.filter((c) => c.path === '/api/invoices' && c.search.includes('pageSize=1000'))).toHaveLength(0);
    expect((created.mock.calls[0]?.[0] as Blob).type).toBe('text/csv');
    created.mockRestore();
  });

  it('shows the balance total after 8 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDashboard();
    const table = await grid();
    await within(table).findByText('INV-1004');
    const total = within(table).getByRole('cell', { name: 'Total of Balance' });
    expect(total.textContent).toBe('Calculating…');
    act(() => vi.advanceTimersByTime(8000));
    // 1,250.00 + 0 + 1,250.00 + 500.50
    await waitFor(() => expect(total.textContent).toBe('$3,000.50'));
  });
});
