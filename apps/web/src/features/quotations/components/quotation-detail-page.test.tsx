import { makeOfferSchema, quotationResponseSchema } from '@connect/contracts/quotations/quotations.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { QuotationDetailPage } from './quotation-detail-page';
import { Route, Routes, useSearchParams } from 'react-router';
import { quotationFixture } from './quotation-test-data';

function BookingLanding() {
  const [params] = useSearchParams();
  return <p>Booking {params.get('id')}</p>;
}

const q = quotationFixture();
const route = `/quotations/receipt-detail?id=${q.id}`;
const answer = (patch: Parameters<typeof quotationFixture>[0], message = 'Done') =>
  json(quotationResponseSchema.parse({ quotation: quotationFixture(patch), message }));

describe('QuotationDetailPage (customer)', () => {
  beforeEach(() => signInForTest(['freight-manager', 'booking']));

  it('shows the options side by side with their lines and totals, the validity and the countdown', async () => {
    apiServer.use(http.get(`/api/quotations/${q.id}`, () => json(q)));
    renderWithProviders(<QuotationDetailPage />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotation Q-261124-ABCDE' })).toBeTruthy();
    const first = screen.getByRole('region', { name: 'Option 1' });
    expect(within(first).getByText('American Airlines Cargo')).toBeTruthy();
    expect(within(first).getByText('$801.00')).toBeTruthy();
    const second = screen.getByRole('region', { name: 'Option 2' });
    expect(within(second).getByText('LATAM Cargo')).toBeTruthy();
    expect(within(second).getAllByText('$612.00')).toHaveLength(2);
    // Price, transit time and CO₂e of each option side by side.
    expect(within(first).getByText('1,234.5 kg CO₂e')).toBeTruthy();
    expect(within(second).getByText('1,234.5 kg CO₂e')).toBeTruthy();
    expect(within(second).getByText('5')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Expires in 2 d 5 h 30 min');
    expect(screen.getByRole('progressbar', { name: 'Progress: Offered' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Status history of the quotation' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('accepts the chosen option with its id and lands on the booking made from it', async () => {
    const requests = recordRequests();
    const bookingId = '5b0e9a4c-3333-4aaa-8bbb-000000000001';
    apiServer.use(
      http.get(`/api/quotations/${q.id}`, () => json(q)),
      http.post(`/api/quotations/${q.id}/accept`, () =>
        answer({
          status: 'accepted',
          acceptedOptionId: q.options[1]?.id ?? null,
          bookingId,
          allowed: { offer: false, accept: false, reject: false, counter: false },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/quotations/receipt-detail" element={<QuotationDetailPage />} />
        <Route path="/booking/bookings-details" element={<BookingLanding />} />
      </Routes>,
      { route },
    );
    await user.click(await screen.findByRole('button', { name: 'Accept option 2' }));
    expect(await screen.findByText(`Booking ${bookingId}`)).toBeTruthy();
    const accept = requests.find((r) => r.url.pathname.endsWith('/accept'));
    expect(JSON.parse(accept?.body ?? '{}')).toEqual({ optionId: q.options[1]?.id });
  });

  it('offers no accept once the offer has expired, but the counter-offer needs a note', async () => {
    const requests = recordRequests();
    const expired = quotationFixture({
      expired: true,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
      allowed: { offer: false, accept: false, reject: true, counter: true },
    });
    apiServer.use(
      http.get(`/api/quotations/${q.id}`, () => json(expired)),
      http.post(`/api/quotations/${q.id}/counter`, () =>
        answer({ status: 'requested', counterNote: 'Can you do 550?' }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<QuotationDetailPage />, { route });
    expect(await screen.findByText('This offer has expired. Send a counter-offer to ask for a new one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept option/ })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Counter-offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter-offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(requests.some((r) => r.url.pathname.endsWith('/counter'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Your price note/ }), 'Can you do 550?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Quotation Q-261124-ABCDE');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const counter = requests.find((r) => r.url.pathname.endsWith('/counter'));
    expect(JSON.parse(counter?.body ?? '{}')).toEqual({ note: 'Can you do 550?' });
  });

  it('shows Record Not Found for an id the API does not know', async () => {
    apiServer.use(
      http.get(`/api/quotations/${q.id}`, () =>
        json({ error: { code: 'NOT_FOUND', message: 'Record Not Found' } }, 404),
      ),
    );
    renderWithProviders(<QuotationDetailPage />, { route });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the quotations' }).getAttribute('href')).toBe(
      '/quotations/dashboard',
    );
  });
});

describe('QuotationDetailPage (staff)', () => {
  beforeEach(() => signInForTest([], { userType: 'EMPLOYEE', displayName: 'Olivia Ops', selectedCompany: null }));

  it('makes an offer with two options, amounts sent in cents', async () => {
    const requests = recordRequests();
    const requested = quotationFixture({
      status: 'requested',
      options: [],
      validUntil: null,
      expiresAt: null,
      offerNote: '',
      allowed: { offer: true, accept: false, reject: false, counter: false },
    });
    apiServer.use(
      http.get(`/api/quotations/${q.id}`, () => json(requested)),
      http.put(`/api/quotations/${q.id}/offer`, () =>
        answer(
          { allowed: { offer: true, accept: false, reject: false, counter: false } },
          'Offer sent to the customer',
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<QuotationDetailPage />, { route: `/freight-manager/quotation-detail?id=${q.id}` });
    const form = await screen.findByRole('form', { name: 'Make an Offer' });
    expect(screen.getByText('Lone Star Components LLC (LSCOMP)')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Send Offer' }));
    expect(within(form).getByText('This form is not valid.', { exact: false })).toBeTruthy();

    const one = within(form).getByRole('group', { name: 'Option 1' });
    await user.type(within(one).getByRole('textbox', { name: /Carrier/ }), 'American Airlines Cargo');
    await user.type(within(one).getByRole('textbox', { name: /Transit time/ }), '2');
    await user.type(within(one).getByRole('textbox', { name: /Amount/ }), '756.10');
    await user.click(within(form).getByRole('button', { name: 'Add option' }));
    const two = within(form).getByRole('group', { name: 'Option 2' });
    await user.type(within(two).getByRole('textbox', { name: /Carrier/ }), 'LATAM Cargo');
    await user.type(within(two).getByRole('textbox', { name: /Transit time/ }), '5');
    await user.type(within(two).getByRole('textbox', { name: /Amount/ }), '612');
    expect(within(two).getByText('Total: $612.00')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send Offer' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const put = requests.find((r) => r.method === 'PUT');
    const body = makeOfferSchema.parse(JSON.parse(put?.body ?? '{}'));
    expect(body.options.map((o) => [o.carrier, o.serviceLevel, o.transitDays, o.lines])).toEqual([
      ['American Airlines Cargo', 'Express', 2, [{ description: 'Freight', amountCents: 75610 }]],
      ['LATAM Cargo', 'Economy', 5, [{ description: 'Freight', amountCents: 61200 }]],
    ]);
    expect(screen.queryByRole('button', { name: /Accept option/ })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it("starts the first option from the customer's tariff when the request was priced", async () => {
    const requests = recordRequests();
    const priced = quotationFixture({
      status: 'requested',
      options: [],
      validUntil: null,
      expiresAt: null,
      offerNote: '',
      suggestion: {
        tariffNumber: 'AF-LSCOMP-1',
        carrier: null,
        serviceLevel: 'Express',
        transitDays: 3,
        lines: [
          { code: 'ORIGIN', amountCents: 3500 },
          { code: 'FREIGHT', amountCents: 75600 },
          { code: 'DEST_HANDLING', amountCents: 4500 },
        ],
        totalCents: 83600,
        currency: 'USD',
      },
      allowed: { offer: true, accept: false, reject: false, counter: false },
    });
    apiServer.use(
      http.get(`/api/quotations/${q.id}`, () => json(priced)),
      http.put(`/api/quotations/${q.id}/offer`, () => answer({}, 'Offer sent to the customer')),
    );
    const user = userEvent.setup();
    renderWithProviders(<QuotationDetailPage />, { route: `/freight-manager/quotation-detail?id=${q.id}` });
    const form = await screen.findByRole('form', { name: 'Make an Offer' });
    expect(within(form).getByText('Option 1 starts from the customer’s tariff AF-LSCOMP-1: $836.00')).toBeTruthy();
    const one = within(form).getByRole('group', { name: 'Option 1' });
    expect(within(one).getByText('Total: $836.00')).toBeTruthy();
    expect(
      within(one)
        .getAllByRole('textbox', { name: /^Charge/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Origin charges', 'Air freight', 'Destination handling']);
    await user.type(within(one).getByRole('textbox', { name: /Carrier/ }), 'American Airlines Cargo');
    await user.click(within(form).getByRole('button', { name: 'Send Offer' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const body = makeOfferSchema.parse(JSON.parse(requests.find((r) => r.method === 'PUT')?.body ?? '{}'));
    expect(body.options[0]?.lines.map((l) => l.amountCents)).toEqual([3500, 75600, 4500]);
    expect(body.options[0]?.transitDays).toBe(3);
  });
});
