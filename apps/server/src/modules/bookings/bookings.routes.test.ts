import {
  bookingSchema,
  listBookingsResponseSchema,
  saveBookingResponseSchema,
  type BookingInput,
  type SaveBookingResponse,
} from '@connect/contracts/bookings/bookings.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let customer: SignedIn; // LSCOMP, every permission
let group: SignedIn; // LSCOMP selected (booking), also GCMEDS (booking)
let employee: SignedIn;
let admin: SignedIn;
/** Address ids of LSCOMP's book by name, and one of SERRAZ's. */
const addressOf = new Map<string, string>();
let foreignAddress = '';
let lscompHouseBill = '';

beforeAll(async () => {
  t = await createTestApp();
  [customer, group, employee, admin] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.group, undefined, '10.0.0.2'),
    signIn(t.app, demo.employee, undefined, '10.0.0.3'),
    signIn(t.app, demo.admin, undefined, '10.0.0.4'),
  ]);
  const rows = await queryRows<{ code: string; id: string; name: string }>(
    t.database.db,
    sql`select c.code, a.id, a.name from addresses a join companies c on c.id = a.company_id`,
  );
  for (const r of rows) if (r.code === 'LSCOMP') addressOf.set(r.name, r.id);
  foreignAddress = rows.find((r) => r.code === 'SERRAZ')?.id ?? '';
  const [bill] = await queryRows<{ document_no: string }>(
    t.database.db,
    sql`select s.document_no from shipments s join companies c on c.id = s.company_id where c.code = 'LSCOMP' limit 1`,
  );
  lscompHouseBill = bill?.document_no ?? '';
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const fieldsOf = (body: unknown) =>
  (body as { error: { details?: { fields?: { path: string; message: string }[] } } }).error.details?.fields ?? [];

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const complete = (): BookingInput => ({
  mode: 'AIR',
  serviceLevel: 'EXP',
  incoterms: 'FCA',
  freightTerms: 'PREPAID',
  originCode: 'dfw',
  destinationCode: 'SZX',
  cargoReadyDate: inAWeek,
  commodity: 'Industrial sensors',
  parties: {
    shipper: addressOf.get('Lone Star Components LLC') ?? null,
    consignee: addressOf.get('Shenzhen Huaxin Electronics Co., Ltd.') ?? null,
    notify: null,
    pickup: addressOf.get('Lone Star Components - Grand Prairie DC') ?? null,
    delivery: null,
  },
  // Two rows in CM/KG: 2 × (120 × 80 × 100 cm, 150 kg) and 1 × (50 × 40 × 30 cm, 12.5 kg).
  cargo: [
    { qty: 2, length: 120, width: 80, height: 100, grossWeight: 150, boxPackaging: false, cargoType: 'PLT' },
    { qty: 1, length: 50, width: 40, height: 30, grossWeight: 12.5, boxPackaging: true, cargoType: 'CTN' },
  ],
  weightUnit: 'KG',
  volumeUnit: 'CM',
  customerReferences: ['PO-77812'],
  notes: 'Tail-lift needed at pickup',
});

async function createDraft(who: SignedIn = customer, input: BookingInput = complete()): Promise<SaveBookingResponse> {
  const res = await call('POST', '/api/bookings', who, input);
  expect(res.statusCode, res.body).toBe(201);
  return saveBookingResponseSchema.parse(res.json());
}

async function submitted(): Promise<SaveBookingResponse> {
  const draft = await createDraft();
  const res = await call('POST', `/api/bookings/${draft.booking.id}/submit`, customer);
  expect(res.statusCode, res.body).toBe(200);
  return saveBookingResponseSchema.parse(res.json());
}

describe('bookings', () => {
  it('saves a draft with parties copied from the address book and the totals worked out', async () => {
    const { booking, message } = await createDraft();
    expect(message).toBe('Booking saved successfully');
    expect(booking.reference).toMatch(/^REF-\d{6}-[A-Z2-9]{5}$/);
    expect(booking.status).toBe('created');
    expect(booking.originCode).toBe('DFW');
    expect(booking.parties.shipper?.name).toBe('Lone Star Components LLC');
    expect(booking.parties.shipper?.city).toBe('Dallas');
    expect(booking.parties.notify).toBeNull();
    // Volume: (2 × 960,000 + 60,000) cm³ = 1.98 m³; volumetric 1,980,000 ÷ 6000 = 330 kg; gross 2 × 150 + 12.5 =
    // 312.5 kg; chargeable = max(312.5, 330) = 330 (already a half).
    expect(booking.totals).toEqual({
      totalQty: 3,
      totalGrossWeight: 312.5,
      totalVolume: 1.98,
      totalChargeableWeight: 330,
    });
    expect(booking.allowed).toEqual({ edit: true, submit: true, review: false, delete: true });
    expect(booking.history.map((h) => h.action)).toEqual(['created']);
  });

  it('refuses fields the server owns (status, company, reference) and unknown ones', async () => {
    for (const extra of [
      { status: 'accepted' },
      { companyId: '00000000-0000-4000-8000-000000000000' },
      { reference: 'REF-1' },
      { houseBill: 'X' },
    ]) {
      const res = await call('POST', '/api/bookings', customer, { ...complete(), ...extra });
      expect(res.statusCode).toBe(400);
    }
  });

  it("refuses another company's address as a party, and the same origin and destination", async () => {
    const res = await call('POST', '/api/bookings', customer, {
      ...complete(),
      parties: { ...complete().parties, shipper: foreignAddress },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual([
      { path: 'body.parties.shipper', message: 'Please select shipper.', messageKey: 'errors.selectShipper' },
    ]);
    const same = await call('POST', '/api/bookings', customer, { ...complete(), destinationCode: 'DFW' });
    expect(same.statusCode).toBe(400);
    expect(fieldsOf(same.json())).toEqual([
      {
        path: 'body.destinationCode',
        message: 'Origin and Destination cannot be same',
        messageKey: 'errors.originDestinationSame',
      },
    ]);
  });

  it("names every missing field on submit ('Required Fields need to be populated') and keeps the draft", async () => {
    const draft = await createDraft(customer, { mode: 'AIR', originCode: 'DFW', cargo: [] });
    const res = await call('POST', `/api/bookings/${draft.booking.id}/submit`, customer);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { message: string } };
    expect(body.error.message).toBe('Required Fields need to be populated');
    expect(fieldsOf(body)).toEqual(
      expect.arrayContaining([
        { path: 'body.parties.shipper', message: 'Shipper: This is required', messageKey: 'errors.shipperRequired' },
        {
          path: 'body.parties.consignee',
          message: 'Consignee: This is required',
          messageKey: 'errors.consigneeRequired',
        },
        { path: 'body.destinationCode', message: 'Destination is a required field' },
        { path: 'body.cargo', message: 'Add at least one cargo row' },
      ]),
    );
    const again = bookingSchema.parse((await call('GET', `/api/bookings/${draft.booking.id}`, customer)).json());
    expect(again.status).toBe('created');
  });

  it('submits, tells the employees (2222), and the employee accepts with notes; the customer is told (5555)', async () => {
    const { booking, message } = await submitted();
    expect(message).toBe('Booking submitted successfully');
    expect(booking.status).toBe('submitted');
    expect(booking.allowed.edit).toBe(false);
    expect((await call('PUT', `/api/bookings/${booking.id}`, customer, complete())).statusCode).toBe(409);

    const outbox = async () =>
      (
        (await call('GET', '/api/admin/mail-outbox?pageSize=200', admin)).json() as {
          items: { to: string; subject: string; text: string }[];
        }
      ).items;
    expect(
      (await outbox()).some(
        (m) => m.to === demo.employee && m.subject.includes(`Booking Submitted: ${booking.reference}`),
      ),
    ).toBe(true);

    const review = listBookingsResponseSchema.parse((await call('GET', '/api/bookings?view=review', employee)).json());
    expect(review.items.map((r) => r.reference)).toContain(booking.reference);
    expect(review.items.every((r) => r.status !== 'created')).toBe(true);
    expect((await call('GET', '/api/bookings?view=review', customer)).statusCode).toBe(403);
    expect((await call('POST', `/api/bookings/${booking.id}/review`, customer, { action: 'accept' })).statusCode).toBe(
      403,
    );

    const accepted = saveBookingResponseSchema.parse(
      (
        await call('POST', `/api/bookings/${booking.id}/review`, employee, {
          action: 'accept',
          notes: 'Space confirmed on CX 881, cut-off Thursday 14:00',
        })
      ).json(),
    );
    expect(accepted.booking.status).toBe('accepted');
    expect(accepted.booking.statusNotes).toBe('Space confirmed on CX 881, cut-off Thursday 14:00');
    const seen = listBookingsResponseSchema.parse((await call('GET', '/api/bookings?pageSize=200', customer)).json());
    const row = seen.items.find((r) => r.id === booking.id);
    expect(row).toMatchObject({ status: 'accepted', StatusNotes: 'Space confirmed on CX 881, cut-off Thursday 14:00' });
    expect(
      (await outbox()).some(
        (m) => m.to === demo.customer && m.subject.includes(`Booking Accepted: ${booking.reference}`),
      ),
    ).toBe(true);
    // Accepting twice is a conflict, not a second notice; the reason is a code the reader's language words.
    const twice = await call('POST', `/api/bookings/${booking.id}/review`, employee, { action: 'accept' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: 'A booking that is accepted cannot be accepted',
        messageKey: 'server.bookings.cannotAccept',
        params: { status: 'accepted' },
      },
    });
  });

  it('rejects only with notes, lets the customer correct and resubmit, and marks received with a real house bill', async () => {
    const { booking } = await submitted();
    const noNotes = await call('POST', `/api/bookings/${booking.id}/review`, employee, { action: 'reject' });
    expect(noNotes.statusCode).toBe(400);
    expect(fieldsOf(noNotes.json())).toEqual([
      { path: 'body.notes', message: 'This field is required', messageKey: 'errors.required' },
    ]);
    const rejected = saveBookingResponseSchema.parse(
      (
        await call('POST', `/api/bookings/${booking.id}/review`, employee, {
          action: 'reject',
          notes: 'Lithium batteries need a DGD',
        })
      ).json(),
    );
    expect(rejected.booking.status).toBe('rejected');
    expect(rejected.booking.allowed).toMatchObject({ review: true, edit: false });
    const fixed = await call('PUT', `/api/bookings/${booking.id}`, customer, { ...complete(), hazardous: true });
    expect(fixed.statusCode).toBe(200);
    expect((await call('POST', `/api/bookings/${booking.id}/submit`, customer)).statusCode).toBe(200);
    await call('POST', `/api/bookings/${booking.id}/review`, employee, { action: 'accept' });

    const unknown = await call('POST', `/api/bookings/${booking.id}/review`, employee, {
      action: 'received',
      houseBill: 'NOPE0000001',
    });
    expect(unknown.statusCode).toBe(400);
    const received = saveBookingResponseSchema.parse(
      (
        await call('POST', `/api/bookings/${booking.id}/review`, employee, {
          action: 'received',
          houseBill: lscompHouseBill,
        })
      ).json(),
    );
    expect(received.booking).toMatchObject({ status: 'received', houseBill: lscompHouseBill });
    expect(received.booking.history.map((h) => h.action)).toEqual([
      'created',
      'submitted',
      'rejected',
      'saved',
      'submitted',
      'accepted',
      'received',
    ]);
  });

  it('answers 404 for a booking of another company, of a member company not selected, deleted or missing', async () => {
    // The group user creates a booking for GCMEDS, then selects LSCOMP again.
    const switchTo = (code: string) =>
      call('POST', '/api/customer/updateSelectedCompany', group, { selectedCompany: code });
    expect((await switchTo('GCMEDS')).statusCode).toBe(200);
    const gcmedsAddress = (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`select a.id from addresses a join companies c on c.id = a.company_id where c.code = 'GCMEDS' limit 1`,
      )
    )[0]?.id;
    const theirs = await createDraft(group, {
      ...complete(),
      parties: { shipper: gcmedsAddress ?? null, consignee: null, notify: null, pickup: null, delivery: null },
    });
    expect((await switchTo('LSCOMP')).statusCode).toBe(200);
    const mine = await createDraft();
    expect((await call('DELETE', `/api/bookings/${mine.booking.id}`, customer)).statusCode).toBe(200);
    for (const id of [theirs.booking.id, mine.booking.id, '00000000-0000-4000-8000-000000000000']) {
      for (const [method, url] of [
        ['GET', `/api/bookings/${id}`],
        ['PUT', `/api/bookings/${id}`],
        ['DELETE', `/api/bookings/${id}`],
        ['POST', `/api/bookings/${id}/submit`],
        ['GET', `/api/bookings/${id}/confirmation/SLI`],
      ] as const) {
        const who = id === theirs.booking.id ? group : customer;
        const res = await call(method, url, who, method === 'PUT' ? complete() : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    // Drafts are not the staff's to see.
    expect((await call('GET', `/api/bookings/${theirs.booking.id}`, employee)).statusCode).toBe(404);
  });
});

describe('booking documents', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const upload = (id: string, query: string, body: Buffer, who: SignedIn = customer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/documents?${query}`,
      headers: { ...who.headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  it('stores a checked PDF and gives the same bytes back; refuses disguised, oversized and untyped files', async () => {
    const { booking } = await createDraft();
    const ok = await upload(booking.id, 'documentType=COMMINVOICE&fileName=..%2F..%2Finvoice%20881.pdf', pdf);
    expect(ok.statusCode, ok.body).toBe(201);
    const saved = saveBookingResponseSchema.parse(ok.json());
    const [document] = saved.booking.documents;
    expect(document).toMatchObject({
      documentType: 'COMMINVOICE',
      contentType: 'application/pdf',
      fileSize: pdf.length,
    });
    expect(document?.fileName).not.toContain('/');
    expect(document?.fileName.endsWith('.pdf')).toBe(true);
    const back = await call('GET', `/api/bookings/${booking.id}/documents/${document?.id ?? ''}`, customer);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pdf)).toBe(true);
    expect(back.headers['x-content-type-options']).toBe('nosniff');

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(booking.id, 'documentType=PACKLIST&fileName=list.pdf', png)).statusCode).toBe(415);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>%PDF-1.4');
    expect((await upload(booking.id, 'documentType=PACKLIST&fileName=list.pdf', html)).statusCode).toBe(415);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(booking.id, 'documentType=PACKLIST&fileName=big.pdf', big)).statusCode).toBe(413);
    const untyped = await upload(booking.id, 'fileName=list.pdf', pdf);
    expect(untyped.statusCode).toBe(400);
    expect(fieldsOf(untyped.json())).toEqual([
      {
        path: 'querystring.documentType',
        message: 'Please select document type.',
        messageKey: 'errors.selectDocumentType',
      },
    ]);
    // A booking of GCMEDS (the group user's other company): not the customer's to upload to.
    await call('POST', '/api/customer/updateSelectedCompany', group, { selectedCompany: 'GCMEDS' });
    const other = await createDraft(group, { mode: 'AIR' });
    await call('POST', '/api/customer/updateSelectedCompany', group, { selectedCompany: 'LSCOMP' });
    expect((await upload(other.booking.id, 'documentType=Other&fileName=x.pdf', pdf)).statusCode).toBe(404);
  });

  it('renders cargo labels and the letter of instruction once submitted, the confirmation once accepted', async () => {
    const { booking } = await submitted();
    for (const kind of ['CargoLabels', 'SLI']) {
      const res = await call('GET', `/api/bookings/${booking.id}/confirmation/${kind}`, customer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await call('GET', `/api/bookings/${booking.id}/confirmation/BookingConfirm`, customer)).statusCode).toBe(
      409,
    );
    await call('POST', `/api/bookings/${booking.id}/review`, employee, { action: 'accept' });
    const confirm = await call('GET', `/api/bookings/${booking.id}/confirmation/BookingConfirm`, customer);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-disposition']).toContain(`${booking.reference} Booking Confirmation.pdf`);
  });
});

describe('booking templates', () => {
  it("needs a name ('Please enter Template Name'), keeps templates out of the bookings list, and edits one", async () => {
    const nameless = await call('POST', '/api/booking-templates', customer, { ...complete(), templateName: '  ' });
    expect(nameless.statusCode).toBe(400);
    expect(fieldsOf(nameless.json())).toEqual([
      { path: 'body.templateName', message: 'Please enter Template Name', messageKey: 'errors.enterTemplateName' },
    ]);
    const res = await call('POST', '/api/booking-templates', customer, {
      ...complete(),
      templateName: 'DFW to SZX air',
    });
    expect(res.statusCode, res.body).toBe(201);
    const template = saveBookingResponseSchema.parse(res.json());
    expect(template.booking.reference).toMatch(/^TEMPLATE-/);
    expect(template.message).toBe('Template saved successfully');
    const templates = listBookingsResponseSchema.parse(
      (await call('GET', '/api/bookings?view=templates', customer)).json(),
    );
    expect(templates.items.map((r) => r.templateName)).toContain('DFW to SZX air');
    const bookingsList = listBookingsResponseSchema.parse(
      (await call('GET', '/api/bookings?pageSize=200', customer)).json(),
    );
    expect(bookingsList.items.some((r) => r.id === template.booking.id)).toBe(false);
    expect((await call('GET', `/api/bookings/${template.booking.id}`, customer)).statusCode).toBe(404);
    const renamed = await call('PUT', `/api/booking-templates/${template.booking.id}`, customer, {
      ...complete(),
      templateName: 'DFW to SZX air (express)',
    });
    expect(saveBookingResponseSchema.parse(renamed.json()).booking.templateName).toBe('DFW to SZX air (express)');
    expect((await call('DELETE', `/api/booking-templates/${template.booking.id}`, customer)).statusCode).toBe(200);
    expect((await call('GET', `/api/booking-templates/${template.booking.id}`, customer)).statusCode).toBe(404);
  });
});

describe('quick bookings, exports and races', () => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const upload = (id: string, type: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/documents?documentType=${type}&fileName=${type}.pdf`,
      headers: { ...customer.headers, 'content-type': 'application/octet-stream' },
      payload: pdf,
    });

  it('takes a quick booking with its three documents, and not before they are all there', async () => {
    const res = await call('POST', '/api/bookings/quick', customer, {
      mode: 'OCEAN-FCL',
      originCode: 'USHOU',
      destinationCode: 'NLRTM',
      cargoReadyDate: inAWeek,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = saveBookingResponseSchema.parse(res.json());
    expect(booking).toMatchObject({ isQuick: true, status: 'created', mode: 'OCEAN-FCL' });
    expect((await upload(booking.id, 'COMMINVOICE')).statusCode).toBe(201);
    const early = await call('POST', `/api/bookings/${booking.id}/submit`, customer);
    expect(early.statusCode).toBe(400);
    expect(fieldsOf(early.json())).toEqual([
      { path: 'body.documents.PACKLIST', message: 'Packing List is a required field' },
      { path: 'body.documents.SHIPLETTER', message: "Shipper's Letter of Instruction is a required field" },
    ]);
    expect((await upload(booking.id, 'PACKLIST')).statusCode).toBe(201);
    expect((await upload(booking.id, 'SHIPLETTER')).statusCode).toBe(201);
    const done = await call('POST', `/api/bookings/${booking.id}/submit`, customer);
    expect(done.statusCode, done.body).toBe(200);
    expect(saveBookingResponseSchema.parse(done.json()).booking.status).toBe('submitted');
    const limited = await signIn(t.app, demo.limited, undefined, '10.0.0.9');
    expect(
      (
        await call('POST', '/api/bookings/quick', limited, {
          mode: 'AIR',
          originCode: 'GRU',
          destinationCode: 'MIA',
          cargoReadyDate: inAWeek,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("exports the caller's bookings as CSV, cells escaped, nothing of another company", async () => {
    await createDraft();
    const res = await call('GET', '/api/bookings/export?format=csv&columns=reference,status,shipperName', customer);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Reference,Status,Shipper');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.startsWith('REF-'))).toBe(true);
    const foreign = await queryRows<{ reference: string }>(
      t.database.db,
      sql`select b.reference from bookings b join companies c on c.id = b.company_id where c.code <> 'LSCOMP'`,
    );
    expect(foreign.length).toBeGreaterThan(0);
    for (const row of foreign) expect(res.body).not.toContain(row.reference);

    await call('POST', '/api/booking-templates', customer, { ...complete(), templateName: '=SUM(1+1)*cmd' });
    const templates = await call(
      'GET',
      '/api/bookings/export?format=csv&view=templates&columns=templateName',
      customer,
    );
    expect(templates.body).toContain("'=SUM(1+1)*cmd");
    expect(templates.body).not.toMatch(/^=SUM/m);
  });

  it('lets only one of two reviewers accepting at the same time win', async () => {
    const { booking } = await submitted();
    const [first, second] = await Promise.all([
      call('POST', `/api/bookings/${booking.id}/review`, employee, { action: 'accept' }),
      call('POST', `/api/bookings/${booking.id}/review`, admin, { action: 'reject', notes: 'No space' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const final = bookingSchema.parse((await call('GET', `/api/bookings/${booking.id}`, customer)).json());
    expect(final.history.filter((h) => h.action === 'accepted' || h.action === 'rejected')).toHaveLength(1);
  });
});
