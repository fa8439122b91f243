import { bookingSchema, saveBookingResponseSchema } from '@connect/contracts/bookings/bookings.schemas';
import { airRatesResponseSchema } from '@connect/contracts/freight/freight.schemas';
import {
  listQuotationsResponseSchema,
  quotationCountsSchema,
  quotationResponseSchema,
  quotationSchema,
  type MakeOfferInput,
  type Quotation,
  type RequestQuotationInput,
} from '@connect/contracts/quotations/quotations.schemas';
import { sql } from 'drizzle-orm';
import { quoteCo2eKg } from '@connect/domain/freight/quote-emissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCustomerUser } from '../../../test/builders/identity';
import { quotationRequest } from '../../../test/builders/quotations';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { endOfDayIn } from './quotation-expiry';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let dana: SignedIn; // LSCOMP, every permission (freight-manager and booking included)
let jordan: SignedIn; // LSCOMP selected without freight-manager
let serra: SignedIn; // SERRAZ, freight-manager: another company
let ops: SignedIn; // the forwarder's employee
const addressOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const serraUser = await buildCustomerUser(t.database.db, { companyCode: 'SERRAZ', permissions: ['freight-manager'] });
  [dana, jordan, serra, ops] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.group, undefined, '10.0.2.2'),
    signIn(t.app, serraUser.email, undefined, '10.0.2.3'),
    signIn(t.app, demo.employee, undefined, '10.0.2.4'),
  ]);
  const rows = await queryRows<{ id: string; name: string }>(
    t.database.db,
    sql`select a.id, a.name from addresses a join companies c on c.id = a.company_id where c.code = 'LSCOMP'`,
  );
  for (const r of rows) addressOf.set(r.name, r.id);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The builders' DFW → GRU air request, its origin in lower case and a note for the forwarder. */
const request = (patch: Partial<RequestQuotationInput> = {}): RequestQuotationInput =>
  quotationRequest({ originCode: 'dfw', notes: 'Tail-lift needed at pickup', ...patch });

const offer = (patch: Partial<MakeOfferInput> = {}): MakeOfferInput => ({
  validUntil: day(7),
  note: 'Rates include fuel surcharge',
  options: [
    {
      carrier: 'American Airlines Cargo',
      serviceLevel: 'Express',
      transitDays: 2,
      lines: [
        { description: 'Air freight', amountCents: 75600 },
        { description: 'Origin handling', amountCents: 4500 },
      ],
    },
    {
      carrier: 'LATAM Cargo',
      serviceLevel: 'Economy',
      transitDays: 5,
      lines: [{ description: 'Air freight', amountCents: 61200 }],
    },
  ],
  ...patch,
});

async function requested(who: SignedIn = dana, input: RequestQuotationInput = request()): Promise<Quotation> {
  const res = await call('POST', '/api/quotations', who, input);
  expect(res.statusCode, res.body).toBe(201);
  return quotationResponseSchema.parse(res.json()).quotation;
}

async function offered(input: MakeOfferInput = offer()): Promise<Quotation> {
  const q = await requested();
  const res = await call('PUT', `/api/quotations/${q.id}/offer`, ops, input);
  expect(res.statusCode, res.body).toBe(200);
  return quotationResponseSchema.parse(res.json()).quotation;
}

const detail = async (id: string, who: SignedIn) => {
  const res = await call('GET', `/api/quotations/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return quotationSchema.parse(res.json());
};

describe('quotations', () => {
  it('lets a customer request a quote: Quotation Requested, numbered, in its own list and in the staff list', async () => {
    const res = await call('POST', '/api/quotations', dana, request());
    expect(res.statusCode, res.body).toBe(201);
    const { quotation: q, message } = quotationResponseSchema.parse(res.json());
    expect(message).toBe('Quotation requested');
    expect(q.number).toMatch(/^Q-\d{6}-[A-Z2-9]{5}$/);
    expect(q).toMatchObject({
      status: 'requested',
      companyCode: 'LSCOMP',
      originCode: 'DFW',
      destinationCode: 'GRU',
      pieces: 4,
      grossWeight: 180,
      validUntil: null,
      expired: false,
      options: [],
      allowed: { offer: false, accept: false, reject: false, counter: false },
    });
    expect(q.history.map((h) => [h.action, h.status])).toEqual([['requested', 'requested']]);

    const mine = listQuotationsResponseSchema.parse((await call('GET', '/api/quotations?pageSize=200', dana)).json());
    expect(mine.items.map((i) => i.id)).toContain(q.id);
    expect(new Set(mine.items.map((i) => i.companyCode))).toEqual(new Set(['LSCOMP']));
    const staff = listQuotationsResponseSchema.parse(
      (await call('GET', '/api/quotations?pageSize=200&status=requested', ops)).json(),
    );
    expect(staff.items.map((i) => i.id)).toContain(q.id);
    expect((await detail(q.id, ops)).allowed.offer).toBe(true);
  });

  it("keeps an air request priced from the customer's own tariff, line by line, for the staff to start from", async () => {
    const q = await requested(dana, request({ volumeCbm: 0 }));
    const params = new URLSearchParams({
      filters: JSON.stringify({
        mode: 'Air',
        serviceLevel: 'Express',
        originPort: 'DFW',
        destinationPort: 'GRU',
        totalGrossWeight: 180,
        totalVolumetricWeight: 0,
        weightUnit: 'KG',
        volumeUnit: 'CM',
      }),
    });
    const rates = airRatesResponseSchema.parse(
      (await call('GET', `/api/freight/Rates?${params.toString()}`, dana)).json(),
    );
    expect(q.suggestion).toEqual({
      tariffNumber: rates.rates.tariffNumber,
      carrier: rates.rates.carrier,
      serviceLevel: 'Express',
      transitDays: rates.rates.transitDays,
      lines: rates.estimate.lines.map((l) => ({ code: l.code, amountCents: l.amountCents })),
      totalCents: rates.estimate.totalCents,
      currency: 'USD',
    });
    expect(q.suggestion?.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(q.suggestion?.totalCents);
    // No tariff prices the lane, or the mode is not air: nothing suggested, the request still goes in.
    expect((await requested(dana, request({ destinationCode: 'XXX' }))).suggestion).toBeNull();
    expect(
      (
        await requested(
          dana,
          request({ mode: 'OCEAN-FCL', originCode: 'USHOU', destinationCode: 'BRSSZ', containerCount: 2 }),
        )
      ).suggestion,
    ).toBeNull();
  });

  it('refuses a request with the same origin and destination, and one without the freight-manager permission', async () => {
    const same = await call('POST', '/api/quotations', dana, request({ destinationCode: 'DFW' }));
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).details?.fields?.map((f) => f.message)).toContain('Origin and Destination cannot be same');
    expect((await call('POST', '/api/quotations', jordan, request())).statusCode).toBe(403);
    expect((await call('GET', '/api/quotations', jordan)).statusCode).toBe(403);
    // Staff answer requests; they do not make them.
    expect((await call('POST', '/api/quotations', ops, request())).statusCode).toBe(403);
  });

  it('rejects fields a client may not set (mass assignment), on the request and on the offer', async () => {
    for (const extra of [
      { status: 'accepted' },
      { companyId: '00000000-0000-4000-8000-000000000000' },
      { number: 'X' },
    ]) {
      const res = await call('POST', '/api/quotations', dana, { ...request(), ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const q = await requested();
    const withStatus = await call('PUT', `/api/quotations/${q.id}/offer`, ops, { ...offer(), status: 'accepted' });
    expect(withStatus.statusCode).toBe(400);
    const withTotal = await call('PUT', `/api/quotations/${q.id}/offer`, ops, {
      ...offer(),
      options: [{ ...offer().options[0], totalCents: 1 }],
    });
    expect(withTotal.statusCode).toBe(400);
    expect((await detail(q.id, dana)).status).toBe('requested');
  });

  it('lets only staff make an offer; two options priced line by line, valid to the end of the day', async () => {
    const q = await requested();
    expect((await call('PUT', `/api/quotations/${q.id}/offer`, dana, offer())).statusCode).toBe(403);
    const past = await call('PUT', `/api/quotations/${q.id}/offer`, ops, offer({ validUntil: day(-2) }));
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).messageKey).toBe('server.quotations.validUntilPast');

    const res = await call('PUT', `/api/quotations/${q.id}/offer`, ops, offer());
    expect(res.statusCode, res.body).toBe(200);
    const { quotation: o, message } = quotationResponseSchema.parse(res.json());
    expect(message).toBe('Offer sent to the customer');
    expect(o.status).toBe('offered');
    expect(o.options.map((x) => [x.carrier, x.serviceLevel, x.transitDays, x.totalCents])).toEqual([
      ['American Airlines Cargo', 'Express', 2, 80100],
      ['LATAM Cargo', 'Economy', 5, 61200],
    ]);
    // Each option shows the cargo's CO₂e on the lane: 1.2 m³ is 200 kg chargeable (more than the 180 kg gross).
    const co2e = quoteCo2eKg({
      mode: 'AIR',
      originCode: 'DFW',
      destinationCode: 'GRU',
      grossWeight: 200,
      weightUnit: 'KG',
      volumeCbm: 0,
    });
    expect(co2e).toBeGreaterThan(0);
    expect(o.options.map((x) => x.co2eKg)).toEqual([co2e, co2e]);
    expect(o.validUntil).toBe(day(7));
    // Dana's profile zone: the offer ends at midnight after its last day there.
    const [zone] = await queryRows<{ time_zone: string }>(
      t.database.db,
      sql`select time_zone from quotations where id = ${q.id}`,
    );
    expect(o.expiresAt).toBe(endOfDayIn(day(7), zone?.time_zone ?? 'UTC').toISOString());
    const seen = await detail(q.id, dana);
    expect(seen.allowed).toEqual({ offer: false, accept: true, reject: true, counter: true });
    expect(seen.offerNote).toBe('Rates include fuel surcharge');
  });

  it('accepts one option: a booking prefilled from the quote, the quote Accepted, then Used once booked', async () => {
    const q = await offered();
    const second = q.options[1];
    const res = await call('POST', `/api/quotations/${q.id}/accept`, dana, { optionId: second?.id });
    expect(res.statusCode, res.body).toBe(200);
    const { quotation: a, message } = quotationResponseSchema.parse(res.json());
    expect(message).toBe('Offer accepted. Complete the booking created from it.');
    expect(a.status).toBe('accepted');
    expect(a.acceptedOptionId).toBe(second?.id);
    expect(a.bookingId).not.toBeNull();
    expect(a.allowed.accept).toBe(false);

    const bookingRes = await call('GET', `/api/bookings/${a.bookingId}`, dana);
    expect(bookingRes.statusCode).toBe(200);
    const booking = bookingSchema.parse(bookingRes.json());
    expect(booking).toMatchObject({
      status: 'created',
      mode: 'AIR',
      serviceLevel: 'STD',
      incoterms: 'FCA',
      originCode: 'DFW',
      destinationCode: 'GRU',
      cargoReadyDate: day(10),
      commodity: 'Industrial sensors',
      customerReferences: [q.number],
      quotationNumber: q.number,
    });
    expect(booking.totals).toMatchObject({ totalQty: 4, totalGrossWeight: 180 });

    // Accepting twice is refused.
    expect((await call('POST', `/api/quotations/${q.id}/accept`, dana, { optionId: second?.id })).statusCode).toBe(409);

    // The customer completes the booking and submits it: the quote is Used.
    const { id: _id, reference: _r, status: _s, ...rest } = booking;
    void _id;
    void _r;
    void _s;
    const put = await call('PUT', `/api/bookings/${booking.id}`, dana, {
      mode: rest.mode,
      serviceLevel: rest.serviceLevel,
      incoterms: rest.incoterms,
      freightTerms: 'PREPAID',
      originCode: rest.originCode,
      destinationCode: rest.destinationCode,
      cargoReadyDate: rest.cargoReadyDate,
      commodity: rest.commodity,
      parties: {
        shipper: addressOf.get('Lone Star Components LLC') ?? null,
        consignee: addressOf.get('Shenzhen Huaxin Electronics Co., Ltd.') ?? null,
        notify: null,
        pickup: null,
        delivery: null,
      },
      cargo: [{ qty: 4, length: 100, width: 80, height: 60, grossWeight: 45, boxPackaging: false, cargoType: 'PLT' }],
      weightUnit: 'KG',
      volumeUnit: 'CM',
      customerReferences: [q.number],
    });
    expect(put.statusCode, put.body).toBe(200);
    const submit = await call('POST', `/api/bookings/${booking.id}/submit`, dana);
    expect(submit.statusCode, submit.body).toBe(200);
    expect(saveBookingResponseSchema.parse(submit.json()).booking.status).toBe('submitted');
    const used = await detail(q.id, dana);
    expect(used.status).toBe('used');
    expect(used.history.map((h) => h.action)).toEqual(['requested', 'offered', 'accepted', 'used']);
  });

  it('refuses accepting an expired offer or an option of another quote; the customer may still counter', async () => {
    const q = await offered();
    const other = await offered();
    const foreignOption = await call('POST', `/api/quotations/${q.id}/accept`, dana, {
      optionId: other.options[0]?.id,
    });
    expect(foreignOption.statusCode).toBe(400);
    expect(errorOf(foreignOption).messageKey).toBe('server.quotations.unknownOption');

    await t.database.db.execute(sql`update quotations set expires_at = now() - interval '1 minute' where id = ${q.id}`);
    const seen = await detail(q.id, dana);
    expect(seen.expired).toBe(true);
    expect(seen.allowed).toMatchObject({ accept: false, counter: true });
    const res = await call('POST', `/api/quotations/${q.id}/accept`, dana, { optionId: q.options[0]?.id });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).messageKey).toBe('server.quotations.expired');
    expect((await detail(q.id, dana)).status).toBe('offered');
    const rows = await queryRows<{ status: string; booking_id: string | null }>(
      t.database.db,
      sql`select status, booking_id from quotations where id = ${q.id}`,
    );
    expect(rows[0]).toEqual({ status: 'offered', booking_id: null });

    const counts = quotationCountsSchema.parse((await call('GET', '/api/quotations/counts', dana)).json());
    expect(counts.expired).toBeGreaterThanOrEqual(1);

    // A counter-offer asks for a new offer; staff revise it with a new validity and it can be accepted again.
    const counter = await call('POST', `/api/quotations/${q.id}/counter`, dana, { note: 'Can you do 550 USD?' });
    expect(counter.statusCode, counter.body).toBe(200);
    const c = quotationResponseSchema.parse(counter.json()).quotation;
    expect(c.status).toBe('requested');
    expect(c.counterNote).toBe('Can you do 550 USD?');
    const revised = await call('PUT', `/api/quotations/${q.id}/offer`, ops, offer({ validUntil: day(3) }));
    expect(revised.statusCode, revised.body).toBe(200);
    const r = quotationResponseSchema.parse(revised.json()).quotation;
    expect(r.expired).toBe(false);
    expect(r.history.map((h) => h.action)).toEqual(['requested', 'offered', 'countered', 'revised']);
  });

  it('rejects with a reason (final) and refuses answers to a quote that is not offered', async () => {
    const fresh = await requested();
    expect((await call('POST', `/api/quotations/${fresh.id}/reject`, dana, { reason: 'Too late' })).statusCode).toBe(
      409,
    );
    const q = await offered();
    expect((await call('POST', `/api/quotations/${q.id}/reject`, dana, { reason: '' })).statusCode).toBe(400);
    const res = await call('POST', `/api/quotations/${q.id}/reject`, dana, { reason: 'Found a cheaper rate' });
    expect(res.statusCode, res.body).toBe(200);
    const r = quotationResponseSchema.parse(res.json()).quotation;
    expect(r).toMatchObject({ status: 'rejected', rejectReason: 'Found a cheaper rate' });
    expect((await call('PUT', `/api/quotations/${q.id}/offer`, ops, offer())).statusCode).toBe(409);
    expect((await call('POST', `/api/quotations/${q.id}/counter`, dana, { note: 'Again?' })).statusCode).toBe(409);
    // Staff do not answer offers for the customer.
    expect((await call('POST', `/api/quotations/${q.id}/reject`, ops, { reason: 'x' })).statusCode).toBe(403);
  });

  it("answers 404 for another company's quote on every id route, and for an unknown id", async () => {
    const q = await offered();
    const optionId = q.options[0]?.id;
    const routes: [Method, string, unknown][] = [
      ['GET', `/api/quotations/${q.id}`, undefined],
      ['POST', `/api/quotations/${q.id}/accept`, { optionId }],
      ['POST', `/api/quotations/${q.id}/reject`, { reason: 'No' }],
      ['POST', `/api/quotations/${q.id}/counter`, { note: 'Lower?' }],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(method, url, serra, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = listQuotationsResponseSchema.parse((await call('GET', '/api/quotations?pageSize=200', serra)).json());
    expect(list.items.map((i) => i.id)).not.toContain(q.id);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/quotations/${unknown}`, dana)).statusCode).toBe(404);
    expect((await call('PUT', `/api/quotations/${unknown}/offer`, ops, offer())).statusCode).toBe(404);
    expect((await call('GET', '/api/quotations/not-a-uuid', dana)).statusCode).toBe(400);
    expect((await detail(q.id, dana)).status).toBe('offered');
  });

  it("lists the offers that run out within a week, as the home page's Needs my attention asks", async () => {
    const soon = await offered(offer({ validUntil: day(3) }));
    const later = await offered(offer({ validUntil: day(20) }));
    const filter = encodeURIComponent(
      JSON.stringify([{ field: 'validUntil', operator: 'between', value: [day(0), day(7)] }]),
    );
    const res = await call(
      'GET',
      `/api/quotations?status=offered&sort=validUntil%3Dasc&pageSize=200&filter=${filter}`,
      dana,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = listQuotationsResponseSchema.parse(res.json()).items.map((q) => q.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(later.id);
    // Another company's customer never sees them.
    const foreign = await call('GET', `/api/quotations?status=offered&filter=${filter}`, serra);
    expect(listQuotationsResponseSchema.parse(foreign.json()).items.map((q) => q.id)).not.toContain(soon.id);
  });

  it('counts quotations by status in the caller scope', async () => {
    const mine = quotationCountsSchema.parse((await call('GET', '/api/quotations/counts', dana)).json());
    const all = quotationCountsSchema.parse((await call('GET', '/api/quotations/counts', ops)).json());
    const foreign = quotationCountsSchema.parse((await call('GET', '/api/quotations/counts', serra)).json());
    expect(mine.counts.offered).toBeGreaterThan(0);
    expect(all.counts.offered).toBeGreaterThanOrEqual(mine.counts.offered);
    expect(foreign.counts).toEqual({ requested: 0, offered: 0, accepted: 0, rejected: 0, used: 0 });
  });

  it("finds a usable quote by its number, and answers 'Invalid Quotation #' for any other", async () => {
    const q = await offered();
    const byNumber = (number: string, who: SignedIn = dana) =>
      call('GET', `/api/quotations/by-number?number=${encodeURIComponent(number)}`, who);
    const found = await byNumber(q.number.toLowerCase());
    expect(found.statusCode, found.body).toBe(200);
    expect(quotationSchema.parse(found.json()).id).toBe(q.id);
    const invalid = async (res: Awaited<ReturnType<typeof byNumber>>) => {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ messageKey: 'errors.invalidQuotation', message: 'Invalid Quotation #' });
    };
    await invalid(await byNumber(q.number, serra));
    await invalid(await byNumber('Q-000000-XXXXX'));
    await invalid(await byNumber((await requested()).number));
    await t.database.db.execute(sql`update quotations set expires_at = now() - interval '1 minute' where id = ${q.id}`);
    await invalid(await byNumber(q.number));
    expect((await byNumber('')).statusCode).toBe(400);
  });
});
