import { saveBookingResponseSchema, type BookingInput } from '@connect/contracts/bookings/bookings.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCustomerUser, chooseLocale, signInAs } from '../../../test/builders/identity';
import { pdfText } from '../../../test/pdf-text';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The booking documents in the reader's language (decision 098): a booking's confirmation, cargo labels and letter
 * of instruction are worded and formatted in the downloading user's My Profile language, file name included.
 */

let t: TestApp;
let customer: SignedIn;
let employee: SignedIn;
const addressOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  [customer, employee] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.employee, undefined, '10.0.0.3'),
  ]);
  const rows = await queryRows<{ id: string; name: string }>(
    t.database.db,
    sql`select a.id, a.name from addresses a join companies c on c.id = a.company_id where c.code = 'LSCOMP'`,
  );
  for (const r of rows) addressOf.set(r.name, r.id);
});
afterAll(async () => t.close());

/** A booking user of LSCOMP who chose `locale` in My Profile, signed in. */
async function readerIn(locale: string): Promise<SignedIn> {
  const user = await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['booking'] });
  const session = await signInAs(t.app, user);
  await chooseLocale(t.app, session, locale);
  return session;
}

const booking = (): BookingInput => ({
  mode: 'AIR',
  serviceLevel: 'EXP',
  incoterms: 'FCA',
  freightTerms: 'PREPAID',
  originCode: 'DFW',
  destinationCode: 'SZX',
  cargoReadyDate: '2030-03-14',
  commodity: 'Industrial sensors',
  parties: {
    shipper: addressOf.get('Lone Star Components LLC') ?? null,
    consignee: addressOf.get('Shenzhen Huaxin Electronics Co., Ltd.') ?? null,
    notify: null,
    pickup: null,
    delivery: null,
  },
  cargo: [{ qty: 2, length: 120, width: 80, height: 100, grossWeight: 1150.5, boxPackaging: false, cargoType: 'PLT' }],
  weightUnit: 'KG',
  volumeUnit: 'CM',
  customerReferences: ['PO-77812'],
  notes: 'Tail-lift needed at pickup',
});

const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
/** The PDF's text with runs of white space (no-break spaces included) as one space. */
const textOf = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

describe('booking documents in the reader’s language', () => {
  it('a pt-BR user downloads the booking confirmation and labels in Portuguese; an en-US user keeps English', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: customer.headers,
      payload: booking(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, reference } = saveBookingResponseSchema.parse(created.json()).booking;
    const submit = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/submit`, headers: customer.headers });
    expect(submit.statusCode, submit.body).toBe(200);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/review`,
      headers: employee.headers,
      payload: { action: 'accept' },
    });
    expect(accept.statusCode, accept.body).toBe(200);

    const portuguese = await readerIn('pt-BR');
    const confirmation = await get(portuguese, `/api/bookings/${id}/confirmation/BookingConfirm`);
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    expect(String(confirmation.headers['content-disposition'])).toContain(
      encodeURIComponent(`${reference} Confirmação de reserva.pdf`),
    );
    const text = textOf(confirmation.rawPayload);
    for (const expected of [
      'Confirmação de reserva',
      'REFERÊNCIA DA RESERVA',
      reference,
      'Aceita',
      '14/03/2030',
      'Aéreo',
      'Expresso',
      'PRÉ-PAGO',
      'Lone Star Components LLC',
      'PESO BRUTO (KG)',
      '1.150,50',
      '2.301,00',
      'Peso taxado:',
      'PO-77812',
      'OBSERVAÇÕES',
    ])
      expect(text).toContain(expected);
    for (const english of ['Booking Confirmation', 'BOOKING REFERENCE', 'Chargeable weight', '03/14/2030'])
      expect(text).not.toContain(english);

    const labels = await get(portuguese, `/api/bookings/${id}/confirmation/CargoLabels`);
    expect(labels.statusCode).toBe(200);
    expect(textOf(labels.rawPayload)).toContain('1 de 2');
    expect(textOf(labels.rawPayload)).toContain('ENTREGAR A');
    const sli = await get(portuguese, `/api/bookings/${id}/confirmation/SLI`);
    expect(sli.statusCode).toBe(200);
    expect(textOf(sli.rawPayload)).toContain('CARTA DE INSTRUÇÕES DO EMBARCADOR');

    // The colleague who reads in English gets the same booking's confirmation in English, as before.
    const english = await get(customer, `/api/bookings/${id}/confirmation/BookingConfirm`);
    expect(english.headers['content-disposition']).toContain(`${reference} Booking Confirmation.pdf`);
    const englishText = textOf(english.rawPayload);
    for (const expected of ['Booking Confirmation', 'Accepted', '03/14/2030', '2,301.00', 'PREPAID'])
      expect(englishText).toContain(expected);
  });
});
