import type { Booking, SaveBookingResponse } from '@connect/contracts/bookings/bookings.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applySessionResponse, clearSession } from '@/lib/session/session-store';
import { apiError, apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { makeBooking as makeBookingAnswer, makeBookingParty } from '@/test/fixtures/bookings';
import { renderWithProviders } from '@/test/render';
import { BookingDetailPage } from './booking-detail-page';

const pdfBytes = () => new Response(new TextEncoder().encode('%PDF-1.7\n%%EOF'), { status: 200 });

const bookingId = '3b0c6f52-8f57-4c1e-9a3e-0000000000b1';
const documentId = '3b0c6f52-8f57-4c1e-9a3e-0000000000d1';

const makeBooking = (overrides: Partial<Booking> = {}): Booking =>
  makeBookingAnswer({
    id: bookingId,
    reference: 'REF-261120-K7M2Q',
    cargoReadyDate: '2026-12-01',
    parties: {
      shipper: makeBookingParty('Lone Star Components LLC', {
        contactPersonName: 'Dana Whitfield',
        telNo: '+1 214 555 0100',
        email: 'dana.whitfield@lonestar-components.example',
      }),
      consignee: makeBookingParty('Shenzhen Huaxin Electronics Co., Ltd.', {
        address: '88 Keji Rd',
        city: 'Shenzhen',
        stateProvince: 'GD',
        postalCode: '518057',
        countryCode: 'CN',
      }),
      notify: null,
      pickup: makeBookingParty('Lone Star Components - Grand Prairie DC', {
        city: 'Grand Prairie',
        postalCode: '75050',
      }),
      delivery: null,
    },
    cargo: [
      { qty: 2, length: 120, width: 80, height: 100, grossWeight: 150, boxPackaging: false, cargoType: 'PLT' },
      { qty: 1, length: 50, width: 40, height: 30, grossWeight: 12.5, boxPackaging: true, cargoType: 'CTN' },
    ],
    totals: { totalQty: 3, totalGrossWeight: 312.5, totalVolume: 1.98, totalChargeableWeight: 330 },
    customerReferences: ['PO-77812', 'INV-5521'],
    notes: 'Tail-lift needed at pickup',
    history: [
      { action: 'created', status: 'created', notes: '', actorName: 'Dana Whitfield', at: '2026-11-20T14:05:00.000Z' },
    ],
    createdAt: '2026-11-20T14:05:00.000Z',
    updatedAt: '2026-11-20T14:05:00.000Z',
    ...overrides,
  });

const invoiceDocument = {
  id: documentId,
  documentType: 'COMMINVOICE',
  fileName: 'invoice.pdf',
  contentType: 'application/pdf',
  fileSize: 20480,
  uploadedAt: '2026-11-21T09:30:00.000Z',
};

/**
 * XMLHttpRequest as the upload uses it; the test decides when progress and the answer arrive. It stays a fake
 * beside the MSW server: MSW would answer the upload, but not let a test hold it half-way through its progress
 * events or abort it at a chosen moment, which is what these tests check.
 */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

let current: Booking;
let calls: { method: string; path: string; body?: unknown }[];

/** Notes a call with its JSON body, as the tests check them. */
async function record(request: Request): Promise<void> {
  const body = request.headers.get('content-type')?.includes('json')
    ? ((await request.clone().json()) as unknown)
    : undefined;
  calls.push({ method: request.method, path: new URL(request.url).pathname, body });
}

function signIn(kind: 'customer' | 'employee', morePermissions: string[] = []) {
  applySessionResponse({
    accessToken: 'access-1',
    expiresAt: Date.now() + 600_000,
    impersonation: null,
    user: {
      userId: kind === 'customer' ? '7f1a2c3d-0000-4000-8000-000000000009' : '7f1a2c3d-0000-4000-8000-000000000001',
      displayName: kind === 'customer' ? 'Dana Whitfield' : 'Marco Ruiz',
      email: kind === 'customer' ? 'dana.whitfield@lonestar-components.example' : 'marco.ruiz@meridian.example',
      userType: kind === 'customer' ? 'CUSTOMER' : 'EMPLOYEE',
      admin: false,
      permissions: kind === 'customer' ? ['booking', 'quickBooking', ...morePermissions] : [],
      selectedCompany: kind === 'customer' ? 'LSCOMP' : null,
      reportUrl: null,
      timezone: 'UTC',
      locale: 'en-US',
      personId: null,
      companyGroup: null,
      inactivityTimeout: 3600,
    },
  });
}

beforeEach(() => {
  current = makeBooking();
  calls = [];
  FakeXhr.last = undefined;
  signIn('customer');
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  apiServer.use(
    http.get(`/api/bookings/${bookingId}`, async ({ request }) => {
      await record(request);
      return json(current);
    }),
    http.get('/api/bookings/:id', async ({ request }) => {
      await record(request);
      return apiError('NOT_FOUND', 404, 'Record Not Found');
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/object-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

const route = (id: string) => `/booking/bookings-details?id=${id}`;
const renderPage = (id = bookingId) => renderWithProviders(<BookingDetailPage />, { route: route(id) });
const section = (name: string) => screen.getByRole('region', { name });
const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const heading = (reference = 'REF-261120-K7M2Q') =>
  screen.findByRole('heading', { level: 1, name: `Booking ${reference}` });

describe('BookingDetailPage', () => {
  it('shows the booking: status with progress, route, parties, cargo with totals, references and history', async () => {
    const { container } = renderPage();
    await heading();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Summary',
      'Route and terms',
      'Parties',
      'Cargo',
      'References and notes',
      'Documents',
      'History',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Progress: Booking Created, 25 %' })).toBeTruthy();
    expect(within(section('Summary')).getByText('Booking Created (25 %)')).toBeTruthy();
    // A customer does not see the company line (the staff do); no house bill yet.
    expect(within(section('Summary')).queryByText('Company', { selector: 'dt' })).toBeNull();
    expect(within(section('Summary')).queryByText('House bill', { selector: 'dt' })).toBeNull();

    const routeSection = section('Route and terms');
    expect(fact(routeSection, 'Mode')).toBe('Air');
    expect(fact(routeSection, 'Service level')).toBe('Express');
    expect(fact(routeSection, 'Incoterms')).toBe('FCA – Free Carrier');
    expect(fact(routeSection, 'Freight terms')).toBe('Prepaid');
    // Ports by name with their codes, as the form lists them (issue #23 item 10).
    expect(fact(routeSection, 'Origin')).toBe('Dallas Dallas/Fort Worth International Airport, US (DFW)');
    expect(fact(routeSection, 'Destination')).toBe("Shenzhen Shenzhen Bao'an International Airport, CN (SZX)");
    expect(fact(routeSection, 'Cargo ready date')).toBe('12/01/2026');
    expect(fact(routeSection, 'Hazardous (dangerous goods)')).toBe('No');

    const parties = section('Parties');
    expect(
      within(parties)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Shipper', 'Consignee', 'Notify party', 'Pickup address', 'Delivery address']);
    expect(within(parties).getByText('Shenzhen Huaxin Electronics Co., Ltd.')).toBeTruthy();
    expect(within(parties).getByText('88 Keji Rd, Shenzhen, GD 518057, CN')).toBeTruthy();
    expect(
      within(parties).getByText(
        'Contact: Dana Whitfield · +1 214 555 0100 · dana.whitfield@lonestar-components.example',
      ),
    ).toBeTruthy();
    expect(within(parties).getAllByText('Not given')).toHaveLength(2);

    const cargo = section('Cargo');
    const rows = within(within(cargo).getByRole('table', { name: 'Cargo' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: '120 × 80 × 100 CM' })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByRole('cell', { name: '12.5 KG' })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByRole('cell', { name: 'Carton' })).toBeTruthy();
    expect(fact(cargo, 'Total Quantity (Pcs)')).toBe('3');
    expect(fact(cargo, 'Total Gross Weight')).toBe('312.5 KG');
    expect(fact(cargo, 'Total Volume')).toBe('1.98 m³');
    expect(fact(cargo, 'Total Chargeable Weight')).toBe('330 KG');

    expect(fact(section('References and notes'), 'Customer references')).toBe('PO-77812, INV-5521');
    expect(fact(section('References and notes'), 'Notes')).toBe('Tail-lift needed at pickup');
    const history = within(section('History')).getAllByRole('listitem');
    expect(history.map((h) => h.textContent)).toEqual([
      'Created by Dana Whitfield11/20/2026 14:05 UTC · Booking Created',
    ]);

    // A draft: Edit and Submit, an upload form, no booking PDFs yet.
    expect(screen.getByRole('link', { name: 'Edit Booking' }).getAttribute('href')).toBe(
      `/booking/edit-bookings?id=${bookingId}`,
    );
    expect(screen.getByRole('button', { name: 'Submit Booking' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Upload a document' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Booking documents' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("links the booking's quotation number to the quotation's detail, and shows no link without a number", async () => {
    signIn('customer', ['freight-manager']);
    const quotationId = '3b0c6f52-8f57-4c1e-9a3e-0000000000e1';
    current = makeBooking({ quotationNumber: 'Q-261120-ABCDE', quotationId });
    const { container, unmount } = renderPage();
    await heading();
    const link = within(section('Summary')).getByRole('link', { name: 'Q-261120-ABCDE' });
    expect(link.getAttribute('href')).toBe(`/quotations/receipt-detail?id=${quotationId}`);
    expect(fact(section('Summary'), 'Quotation #')).toBe('Q-261120-ABCDE');
    await expectNoAxeViolations(container);
    unmount();

    current = makeBooking();
    renderPage();
    await heading();
    expect(within(section('Summary')).queryByText('Quotation #')).toBeNull();
  });

  it('shows the quotation number as text to a customer without the quotation screens (freight-manager)', async () => {
    current = makeBooking({ quotationNumber: 'Q-261120-ABCDE', quotationId: '3b0c6f52-8f57-4c1e-9a3e-0000000000e1' });
    renderPage();
    await heading();
    expect(fact(section('Summary'), 'Quotation #')).toBe('Q-261120-ABCDE');
    expect(within(section('Summary')).queryByRole('link', { name: 'Q-261120-ABCDE' })).toBeNull();
  });

  it('writes the status notes out under the bar instead of the default text, and the default without notes', async () => {
    current = makeBooking({
      status: 'received',
      statusNotes: 'Space confirmed on CX 881, cut-off Thursday 14:00',
      houseBill: 'MGLA25110042',
      submittedAt: '2026-11-21T10:00:00.000Z',
      allowed: { edit: false, submit: false, review: false, delete: false },
    });
    const first = renderPage();
    await heading();
    const summary = section('Summary');
    expect(screen.getByRole('progressbar', { name: 'Progress: Booking Received, 100 %' })).toBeTruthy();
    expect(within(summary).getByText('Space confirmed on CX 881, cut-off Thursday 14:00')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'MGLA25110042' }).getAttribute('href')).toBe(
      '/shipment/dashboard?billno=MGLA25110042',
    );
    expect(fact(summary, 'Submitted')).toBe('11/21/2026 10:00 UTC');
    expect(screen.queryByRole('button', { name: 'Submit Booking' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Upload a document' })).toBeNull();
    first.unmount();

    current = makeBooking({
      status: 'accepted',
      statusNotes: 'Lithium batteries need a DGD',
      allowed: { edit: false, submit: false, review: false, delete: false },
    });
    const second = renderPage();
    await heading();
    expect(within(section('Summary')).getByText('Lithium batteries need a DGD')).toBeTruthy();
    expect(screen.queryByText('Your booking with Meridian has been accepted')).toBeNull();
    second.unmount();

    current = makeBooking({ status: 'rejected', allowed: { edit: true, submit: true, review: false, delete: false } });
    renderPage();
    await heading();
    expect(screen.getByRole('progressbar', { name: 'Progress: Booking Rejected, 25 %' })).toBeTruthy();
    expect(within(section('Summary')).getByText('Your booking with Meridian has been rejected')).toBeTruthy();
  });

  it('uploads a document with a progress bar, then lists it', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await heading();
    expect(within(section('Documents')).getByText('No documents yet.')).toBeTruthy();

    // Nothing chosen: both messages, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select document type.')).toBeTruthy();
    expect(screen.getByText('Please add the file to upload.')).toBeTruthy();
    expect(FakeXhr.last).toBeUndefined();

    await user.selectOptions(screen.getByRole('combobox', { name: /^Document type/ }), 'COMMINVOICE');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['%PDF-1.7\n%%EOF'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(screen.queryByText('Please select document type.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/bookings/${bookingId}/documents?documentType=COMMINVOICE&fileName=invoice.pdf`);
    expect(xhr.headers['Content-Type']).toBe('application/octet-stream');
    expect(xhr.body).toBe(file);

    act(() => xhr.progress(512, 1024));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Uploading 50 %')).toBeTruthy();

    current = makeBooking({ documents: [invoiceDocument] });
    const answer: SaveBookingResponse = { booking: current, message: 'Document uploaded successfully' };
    act(() => xhr.respond(201, answer));
    const documents = await screen.findByRole('table', { name: 'Documents' });
    const row = within(documents).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Commercial Invoice', 'invoice.pdf', '20 KB', '11/21/2026', 'DownloadRemove']);
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();

    // Download goes through the API client (the session travels along) and saves the bytes.
    apiServer.use(
      http.get(`/api/bookings/${bookingId}/documents/${documentId}`, async ({ request }) => {
        await record(request);
        return pdfBytes();
      }),
    );
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(row).getByRole('button', { name: 'Download invoice.pdf' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(calls.some((c) => c.path === `/api/bookings/${bookingId}/documents/${documentId}`)).toBe(true);
  });

  it("shows 'File is not valid' for a refused file and keeps the chosen type", async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await heading();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /^Document type/ });
    await user.selectOptions(select, 'PACKLIST');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['<html>'], 'list.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() =>
      (FakeXhr.last as FakeXhr).respond(415, {
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'File is not valid' },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('File is not valid');
    expect(select.value).toBe('PACKLIST');
    expect(screen.getByText('list.pdf')).toBeTruthy();
    expect(within(section('Documents')).getByText('No documents yet.')).toBeTruthy();
  });

  it('names the documents a quick booking still needs', async () => {
    current = makeBooking({
      isQuick: true,
      parties: { shipper: null, consignee: null, notify: null, pickup: null, delivery: null },
      cargo: [],
      documents: [invoiceDocument],
    });
    renderPage();
    await heading();
    expect(screen.getByText('Quick booking')).toBeTruthy();
    expect(screen.getByText('Still missing:')).toBeTruthy();
    const missing = screen
      .getByText('Still missing:')
      .parentElement?.querySelectorAll('li') as NodeListOf<HTMLLIElement>;
    expect([...missing].map((li) => li.textContent)).toEqual(['Packing List', 'Shipper’s Letter of Instruction']);
  });

  it('lists every missing field when the submit is refused, and keeps the booking on screen', async () => {
    const user = userEvent.setup();
    apiServer.use(
      http.post(`/api/bookings/${bookingId}/submit`, async ({ request }) => {
        await record(request);
        return json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Required Fields need to be populated',
              details: {
                fields: [
                  { path: 'body.parties.shipper', message: 'Shipper: This is required' },
                  { path: 'body.destinationCode', message: 'Destination is a required field' },
                  { path: 'body.cargo', message: 'Add at least one cargo row' },
                ],
              },
            },
          },
          400,
        );
      }),
    );
    renderPage();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Submit Booking' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Required Fields need to be populated')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shipper: This is required', 'Destination is a required field', 'Add at least one cargo row']);
    expect(screen.getByRole('heading', { level: 1, name: 'Booking REF-261120-K7M2Q' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress: Booking Created, 25 %' })).toBeTruthy();
  });

  it('lets the staff reject only with notes, sends them, and shows the new status', async () => {
    signIn('employee');
    current = makeBooking({
      status: 'submitted',
      submittedAt: '2026-11-21T10:00:00.000Z',
      allowed: { edit: false, submit: false, review: true, delete: false },
    });
    apiServer.use(
      http.post(`/api/bookings/${bookingId}/review`, async ({ request }) => {
        await record(request);
        const review = (await request.json()) as { action: string; notes: string };
        current = makeBooking({
          status: 'rejected',
          statusNotes: review.notes,
          allowed: { edit: false, submit: false, review: true, delete: false },
        });
        return json({ booking: current, message: 'Booking rejected' });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderPage();
    await heading();
    expect(fact(section('Summary'), 'Company')).toBe('Lone Star Components LLC (LSCOMP)');
    const actions = screen.getByRole('group', { name: 'Review actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Reject', 'Add Notes']);
    expect(screen.queryByRole('button', { name: 'Submit Booking' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Upload a document' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cargo Labels (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Booking Confirmation (PDF)' })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(within(actions).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject booking REF-261120-K7M2Q' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/review'))).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Notes for the customer/ }),
      'Lithium batteries need a DGD',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/review'))).toHaveLength(1));
    expect(calls.find((c) => c.path.endsWith('/review'))?.body).toEqual({
      action: 'reject',
      notes: 'Lithium batteries need a DGD',
    });
    expect(await screen.findByRole('progressbar', { name: 'Progress: Booking Rejected, 25 %' })).toBeTruthy();
    expect(within(section('Summary')).getByText('Lithium batteries need a DGD')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Review actions' })).getAllByRole('button')).toHaveLength(1);
  });

  it('opens a booking PDF through the API client', async () => {
    current = makeBooking({
      status: 'accepted',
      allowed: { edit: false, submit: false, review: false, delete: false },
    });
    apiServer.use(
      http.get(`/api/bookings/${bookingId}/confirmation/:documentName`, async ({ request }) => {
        await record(request);
        return pdfBytes();
      }),
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    const user = userEvent.setup();
    renderPage();
    await heading();
    const region = section('Booking documents');
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Booking Confirmation (PDF)', 'Cargo Labels (PDF)', 'Shipper’s Letter of Instruction (PDF)']);
    await user.click(within(region).getByRole('button', { name: 'Booking Confirmation (PDF)' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:http://localhost/object-1', '_blank'));
    expect(calls.some((c) => c.path === `/api/bookings/${bookingId}/confirmation/BookingConfirm`)).toBe(true);
  });

  it("answers 'Record Not Found' for a missing or another company's booking, and for a malformed id", async () => {
    const missing = renderPage('3b0c6f52-8f57-4c1e-9a3e-0000000000ff');
    expect(await screen.findByText('Record Not Found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to bookings' })).toBeTruthy();
    missing.unmount();

    calls = [];
    renderPage('not-a-booking');
    expect(await screen.findByText('Record Not Found')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
