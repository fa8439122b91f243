import type { Address } from '@connect/contracts/addressbook/addressbook.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiError, apiServer, json } from '@/test/api-server';
import { makeAddress } from '@/test/fixtures/addressbook';
import { makeBooking } from '@/test/fixtures/bookings';
import { signInForTest } from '@/test/session';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { BookingFormPage } from './booking-form-page';

const address = (n: number, name: string): Address =>
  makeAddress(n, {
    name,
    addressText: `${n} Main St, Dallas, TX 75201, US`,
    city: 'Dallas',
    postalCode: '75201',
  });

const book = [address(1, 'Lone Star Components LLC'), address(2, 'Shenzhen Huaxin Electronics Co., Ltd.')];
let posted: unknown[];

beforeEach(() => {
  posted = [];
  window.localStorage.clear();
  signInForTest(['booking', 'addressbook']);
  apiServer.use(
    http.get('/api/addressbook/addresses', () =>
      json({ items: book, total: book.length, pageNumber: 1, pageSize: 1000 }),
    ),
    http.post('/api/bookings', async ({ request }) => {
      posted.push(await request.json());
      return apiError('INTERNAL', 500, 'Error');
    }),
    http.get('/api/bookings/:id', () => apiError('NOT_FOUND', 404, 'Record Not Found')),
  );
});

afterEach(() => {
  clearSession();
});

describe('BookingFormPage', () => {
  it("lists what is missing on 'Save and Submit' with the catalogue's texts and sends nothing", async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BookingFormPage kind="new" />, { route: '/booking/new-bookings?id=0' });
    await screen.findByRole('heading', { level: 1, name: 'New Booking' });
    await user.click(screen.getByRole('button', { name: 'Save and Submit' }));
    const summary = await screen.findByRole('alert', { name: /Required Fields need to be populated/ });
    expect(within(summary).getByText('Shipper: This is required')).toBeTruthy();
    expect(within(summary).getByText('Consignee: This is required')).toBeTruthy();
    expect(within(summary).getByText('Mode is a required field')).toBeTruthy();
    expect(posted).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('offers the booking parties of the address book and keeps what was typed when the save fails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingFormPage kind="new" />, { route: '/booking/new-bookings?id=0' });
    const shipper = await screen.findByRole('combobox', { name: /^Shipper/ });
    await waitFor(() => expect(within(shipper).getAllByRole('option').length).toBe(3));
    await user.selectOptions(shipper, book[0]?.addressId ?? '');
    await user.type(screen.getByRole('textbox', { name: /^Commodity/ }), 'Industrial sensors');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      commodity: 'Industrial sensors',
      parties: { shipper: book[0]?.addressId, consignee: null },
      cargo: [],
      weightUnit: 'LB',
      volumeUnit: 'IN',
    });
    expect((screen.getByRole('textbox', { name: /^Commodity/ }) as HTMLInputElement).value).toBe('Industrial sensors');
  });

  it("shows the server's 'Invalid Quotation #' under the Quotation # field and keeps the typed number", async () => {
    apiServer.use(
      http.post('/api/bookings', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid Quotation #',
              messageKey: 'errors.invalidQuotation',
              details: {
                fields: [
                  {
                    path: 'body.quotationNumber',
                    message: 'Invalid Quotation #',
                    messageKey: 'errors.invalidQuotation',
                  },
                ],
              },
            },
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BookingFormPage kind="new" />, { route: '/booking/new-bookings?id=0' });
    const field = await screen.findByRole('textbox', { name: 'Quotation #' });
    await user.type(field, 'Q-000000-XXXXX');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ quotationNumber: 'Q-000000-XXXXX' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    const descriptions = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(descriptions).toContain('Invalid Quotation #');
    expect((field as HTMLInputElement).value).toBe('Q-000000-XXXXX');
    await expectNoAxeViolations(container);

    // Typing again clears the message.
    await user.type(field, 'Y');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows the quotation number of a booking made from a quote, and offers no such field on a template', async () => {
    const id = '00000000-0000-4000-8000-0000000000bb';
    const fromQuote = makeBooking({
      id,
      reference: 'REF-261123-ABCDE',
      freightTerms: '',
      destinationCode: 'GRU',
      customerReferences: ['Q-261123-ABCDE'],
      quotationNumber: 'Q-261123-ABCDE',
      quotationId: '00000000-0000-4000-8000-0000000000cc',
    });
    apiServer.use(http.get(`/api/bookings/${id}`, () => json(fromQuote)));
    const { unmount } = renderWithProviders(<BookingFormPage kind="edit" />, {
      route: `/booking/edit-bookings?id=${id}`,
    });
    const field = await screen.findByRole('textbox', { name: 'Quotation #' });
    expect((field as HTMLInputElement).value).toBe('Q-261123-ABCDE');
    unmount();

    renderWithProviders(<BookingFormPage kind="new-template" />, { route: '/booking/create-template' });
    await screen.findByRole('textbox', { name: /^Template name/ });
    expect(screen.queryByRole('textbox', { name: 'Quotation #' })).toBeNull();
  });

  it('says which template a new booking starts from and takes its values', async () => {
    const template = makeBooking({
      id: '00000000-0000-4000-8000-0000000000aa',
      reference: 'TEMPLATE-261123-ABCDE',
      isTemplate: true,
      templateName: 'DFW to FRA sensors',
      destinationCode: 'FRA',
      cargo: [{ qty: 2, length: 120, width: 80, height: 100, grossWeight: 150, boxPackaging: false, cargoType: '' }],
      totals: { totalQty: 2, totalGrossWeight: 300, totalVolume: 1.92, totalChargeableWeight: 320 },
      allowed: { edit: true, submit: false, review: false, delete: true },
    });
    apiServer.use(http.get(`/api/booking-templates/${template.id}`, () => json(template)));
    renderWithProviders(<BookingFormPage kind="new" />, {
      route: `/booking/new-bookings?id=0&templateId=${template.id}`,
    });
    await screen.findByText('Started from the template DFW to FRA sensors');
    expect((screen.getByRole('textbox', { name: /^Commodity/ }) as HTMLInputElement).value).toBe('Industrial sensors');
    expect((screen.getByRole('textbox', { name: 'Quantity, row 1' }) as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('combobox', { name: 'Weight Unit' }) as HTMLSelectElement).value).toBe('KG');
  });

  describe("a missing or wrong id: 'Record Not Found' with a way back (issue #23 item 11)", () => {
    const cases = [
      { kind: 'edit', route: '/booking/edit-bookings', back: 'Back to bookings', href: '/booking/dashboard' },
      { kind: 'edit', route: '/booking/edit-bookings?id=0', back: 'Back to bookings', href: '/booking/dashboard' },
      { kind: 'edit-template', route: '/booking/edit-template', back: 'Back to templates', href: '/booking/templates' },
      {
        kind: 'clone-template',
        route: '/booking/clone-template?id=abc',
        back: 'Back to templates',
        href: '/booking/templates',
      },
      {
        kind: 'edit',
        route: '/booking/edit-bookings?id=9b2f4c1e-0000-4000-8000-00000000beef',
        back: 'Back to bookings',
        href: '/booking/dashboard',
      },
      {
        kind: 'new',
        route: '/booking/new-bookings?id=0&templateId=nope',
        back: 'Back to bookings',
        href: '/booking/dashboard',
      },
    ] as const;
    for (const { kind, route, back, href } of cases) {
      it(`${route}`, async () => {
        const { container } = renderWithProviders(<BookingFormPage kind={kind} />, { route });
        const alert = await screen.findByRole('alert');
        expect(within(alert).getByText('Record Not Found')).toBeTruthy();
        expect(alert.textContent).not.toContain('This form is not valid.');
        expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe(href);
        await expectNoAxeViolations(container);
      });
    }
  });

  it('marks party addresses the address book flags, in the list and under the chosen one (issue #23 item 10)', async () => {
    const flaggedAddress = { ...address(3, 'Lone Star Components L.L.C.'), isDuplicate: true, unStandarized: true };
    const withFlagged = [...book, flaggedAddress];
    apiServer.use(
      http.get('/api/addressbook/addresses', () =>
        json({ items: withFlagged, total: withFlagged.length, pageNumber: 1, pageSize: 1000 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookingFormPage kind="new" />, { route: '/booking/new-bookings?id=0' });
    const shipper = await screen.findByRole('combobox', { name: /^Shipper/ });
    await waitFor(() => expect(within(shipper).getAllByRole('option').length).toBe(4));
    const flagged = within(shipper).getByRole('option', { name: /L\.L\.C\./ });
    expect(flagged.textContent).toContain('(Possible duplicate, Needs review)');
    expect(within(shipper).getByRole('option', { name: /^Lone Star Components LLC/ }).textContent).not.toContain('(');
    await user.selectOptions(shipper, flaggedAddress.addressId);
    expect(
      await screen.findByText(/The address book holds a similar address: check this is the one you mean\./),
    ).toBeTruthy();
  });
});
