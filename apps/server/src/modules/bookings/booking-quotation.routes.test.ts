import {
  bookingSchema,
  saveBookingResponseSchema,
  type BookingInput,
} from '@connect/contracts/bookings/bookings.schemas';
import {
  quotationResponseSchema,
  quotationSchema,
  type Quotation,
} from '@connect/contracts/quotations/quotations.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCustomerUser } from '../../../test/builders/identity';
import { offerQuotation, quotationRequest, requestQuotation } from '../../../test/builders/quotations';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

/** A booking's quotation number (issue #18, decision 072): checked in the selected company, and the quote Used. */

let t: TestApp;
let dana: SignedIn; // LSCOMP, every permission (booking and freight-manager)
let serra: SignedIn; // SERRAZ, booking and freight-manager: another company
let ops: SignedIn; // the forwarder's employee

beforeAll(async () => {
  t = await createTestApp();
  const serraUser = await buildCustomerUser(t.database.db, {
    companyCode: 'SERRAZ',
    permissions: ['freight-manager', 'booking'],
  });
  [dana, serra, ops] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, serraUser.email, undefined, '10.0.3.2'),
    signIn(t.app, demo.employee, undefined, '10.0.3.3'),
  ]);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const offeredQuote = async (who: SignedIn = dana): Promise<Quotation> =>
  offerQuotation(t.app, ops, (await requestQuotation(t.app, who)).id);

const draft = (quotationNumber: string): BookingInput => ({
  mode: 'AIR',
  originCode: 'DFW',
  destinationCode: 'GRU',
  commodity: 'Industrial sensors',
  quotationNumber,
});

const quoteOf = async (id: string) => {
  const res = await call('GET', `/api/quotations/${id}`, dana);
  expect(res.statusCode, res.body).toBe(200);
  return quotationSchema.parse(res.json());
};

async function expectInvalid(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(400);
  const error = errorOf(res);
  expect(error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey: 'errors.invalidQuotation' });
  expect(error.details?.fields).toEqual([
    { path: 'body.quotationNumber', message: 'Invalid Quotation #', messageKey: 'errors.invalidQuotation' },
  ]);
}

describe('a booking with a quotation number', () => {
  it('keeps a valid number (typed in any case) and makes the quote Used, once', async () => {
    const q = await offeredQuote();
    const res = await call('POST', '/api/bookings', dana, draft(q.number.toLowerCase()));
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = saveBookingResponseSchema.parse(res.json());
    expect(booking.quotationNumber).toBe(q.number);
    const detail = bookingSchema.parse((await call('GET', `/api/bookings/${booking.id}`, dana)).json());
    expect(detail.quotationNumber).toBe(q.number);

    const used = await quoteOf(q.id);
    expect(used).toMatchObject({ status: 'used', bookingId: booking.id });
    expect(used.history.map((h) => h.action)).toEqual(['requested', 'offered', 'used']);

    // Saving the booking again with its number does not use the quote again; a second booking cannot use it.
    const again = await call('PUT', `/api/bookings/${booking.id}`, dana, draft(q.number));
    expect(again.statusCode, again.body).toBe(200);
    expect((await quoteOf(q.id)).history.map((h) => h.action)).toEqual(['requested', 'offered', 'used']);
    await expectInvalid(await call('POST', '/api/bookings', dana, draft(q.number)));
  });

  it("answers 'Invalid Quotation #' for another company's number exactly as for an unknown one", async () => {
    const foreign = await offeredQuote(serra);
    const byForeign = await call('POST', '/api/bookings', dana, draft(foreign.number));
    const byUnknown = await call('POST', '/api/bookings', dana, draft('Q-000000-XXXXX'));
    await expectInvalid(byForeign);
    await expectInvalid(byUnknown);
    // The same answer but for the request's own id.
    const withoutRequestId = (res: Awaited<ReturnType<typeof call>>) => {
      const error = errorOf(res);
      return { ...error, details: { ...error.details, requestId: undefined } };
    };
    expect(withoutRequestId(byForeign)).toEqual(withoutRequestId(byUnknown));
    // Nothing was saved and the other company's quote is untouched.
    const still = await call('GET', `/api/quotations/${foreign.id}`, serra);
    expect(quotationSchema.parse(still.json()).status).toBe('offered');
    // A malformed number is refused with the same text by the schema.
    const malformed = await call('POST', '/api/bookings', dana, draft('Q 1; drop'));
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).details?.fields).toEqual([
      expect.objectContaining({ path: 'body.quotationNumber', message: 'Invalid Quotation #' }),
    ]);
  });

  it('refuses an expired offer and a quote not yet offered, on a new booking and on a changed draft', async () => {
    const q = await offeredQuote();
    await t.database.db.execute(sql`update quotations set expires_at = now() - interval '1 minute' where id = ${q.id}`);
    await expectInvalid(await call('POST', '/api/bookings', dana, draft(q.number)));
    expect((await quoteOf(q.id)).status).toBe('offered');

    const open = await requestQuotation(
      t.app,
      dana,
      quotationRequest({ serviceLevel: 'Economy', pieces: 1, grossWeight: 10, volumeCbm: 0 }),
    );
    const plain = await call('POST', '/api/bookings', dana, draft(''));
    expect(plain.statusCode, plain.body).toBe(201);
    const { booking } = saveBookingResponseSchema.parse(plain.json());
    expect(booking.quotationNumber).toBe('');
    await expectInvalid(await call('PUT', `/api/bookings/${booking.id}`, dana, draft(open.number)));
    await expectInvalid(await call('PUT', `/api/bookings/${booking.id}`, dana, draft(q.number)));
  });

  it('keeps the number of a booking made by accepting an offer, used once the booking is submitted', async () => {
    const q = await offeredQuote();
    const accepted = await call('POST', `/api/quotations/${q.id}/accept`, dana, { optionId: q.options[0]?.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { bookingId } = quotationResponseSchema.parse(accepted.json()).quotation;
    const booking = bookingSchema.parse((await call('GET', `/api/bookings/${bookingId}`, dana)).json());
    expect(booking.quotationNumber).toBe(q.number);
    // Accepted, not yet used: the booking is still a draft.
    expect((await quoteOf(q.id)).status).toBe('accepted');
  });

  it('refuses the number on templates and unknown or server-owned fields (mass assignment)', async () => {
    const q = await offeredQuote();
    for (const extra of [{ quotationId: q.id }, { quotationStatus: 'used' }, { status: 'accepted' }]) {
      const res = await call('POST', '/api/bookings', dana, { ...draft(q.number), ...extra });
      expect(res.statusCode, res.body).toBe(400);
    }
    const template = await call('POST', '/api/booking-templates', dana, { ...draft(q.number), templateName: 'From Q' });
    expect(template.statusCode, template.body).toBe(400);
    // Nothing above used the quote.
    expect((await quoteOf(q.id)).status).toBe('offered');
  });
});
