import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import {
  quoteComparisonAnswerSchema,
  quoteComparisonSchema,
} from '@connect/contracts/quotations/quote-comparison.schemas';
import { quotationResponseSchema } from '@connect/contracts/quotations/quotations.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCustomerUser } from '../../../test/builders/identity';
import { offerQuotation, quotationOffer, quotationRequest, requestQuotation } from '../../../test/builders/quotations';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dana: SignedIn; // LSCOMP, freight-manager
let jordan: SignedIn; // LSCOMP selected without freight-manager
let serra: SignedIn; // SERRAZ, freight-manager and shipment: another company
let ops: SignedIn; // the forwarder's employee

beforeAll(async () => {
  t = await createTestApp();
  const serraUser = await buildCustomerUser(t.database.db, {
    companyCode: 'SERRAZ',
    permissions: ['freight-manager', 'shipment'],
  });
  [dana, jordan, serra, ops] = await Promise.all([
    signIn(t.app, demo.customer, undefined, '10.0.9.1'),
    signIn(t.app, demo.group, undefined, '10.0.9.2'),
    signIn(t.app, serraUser.email, undefined, '10.0.9.3'),
    signIn(t.app, demo.employee, undefined, '10.0.9.4'),
  ]);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const comparison = (shipmentId: string, who: SignedIn) =>
  call('GET', `/api/shipments/${shipmentId}/quote-comparison`, who);

/** LSCOMP's DFW → GRU air quote (priced from its tariff), offered, accepted; its booking linked to a shipment. */
async function bookedShipment(
  request: { grossWeight: number; weightUnit: 'KG' | 'LB'; volumeCbm: number },
  shipped: { grossWeightKg: number; volumeM3: number },
) {
  const q = await requestQuotation(t.app, dana, quotationRequest(request));
  expect(q.suggestion?.tariffNumber).toBeTruthy();
  const offered = await offerQuotation(
    t.app,
    ops,
    q.id,
    quotationOffer([{ description: 'Air freight', amountCents: q.suggestion?.totalCents ?? 1 }]),
  );
  const optionId = offered.options[0]?.id;
  const accepted = await call('POST', `/api/quotations/${q.id}/accept`, dana, { optionId });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const bookingId = quotationResponseSchema.parse(accepted.json()).quotation.bookingId ?? '';
  // The forwarder receives the booking as a shipment: a demo shipment of LSCOMP stands for it.
  const [shipment] = await queryRows<{ id: string; documentNo: string }>(
    t.database.db,
    sql`select s.id, s.document_no as "documentNo" from shipments s join companies c on c.id = s.company_id
        where c.code = 'LSCOMP' and s.document_no not in (select house_bill from bookings) order by s.document_no limit 1`,
  );
  await t.database.db.execute(
    sql`update bookings set house_bill = ${shipment?.documentNo ?? ''} where id = ${bookingId}`,
  );
  await t.database.db.execute(
    sql`update shipments set gross_weight_kg = ${shipped.grossWeightKg}, volume_m3 = ${shipped.volumeM3}
        where id = ${shipment?.id ?? ''}`,
  );
  return { quote: q, shipmentId: shipment?.id ?? '', houseBill: shipment?.documentNo ?? '' };
}

describe('quote versus shipment', () => {
  it('re-rates the shipment on the quote’s tariff line by line when its weights differ', async () => {
    const { quote, shipmentId, houseBill } = await bookedShipment(
      { grossWeight: 180, weightUnit: 'KG', volumeCbm: 0.5 },
      { grossWeightKg: 260, volumeM3: 0.5 },
    );
    const res = await comparison(shipmentId, dana);
    expect(res.statusCode, res.body).toBe(200);
    const c = quoteComparisonSchema.parse(res.json());
    expect(c).toMatchObject({
      shipmentId,
      houseBill,
      quotationId: quote.id,
      quotationNumber: quote.number,
      tariffNumber: quote.suggestion?.tariffNumber,
      weightsDiffer: true,
      quoted: { grossWeightKg: 180, volumeM3: 0.5, chargeableWeightKg: 180 },
      shipped: { grossWeightKg: 260, volumeM3: 0.5, chargeableWeightKg: 260 },
    });
    // The quoted side is the quote's own tariff estimate; every line's difference adds up to the total's.
    expect(c.quotedTotalCents).toBe(quote.suggestion?.totalCents);
    expect(c.lines.map((l) => l.code)).toEqual(['ORIGIN', 'FREIGHT', 'DEST_HANDLING']);
    for (const l of c.lines) expect(l.differenceCents).toBe(l.shippedCents - l.quotedCents);
    expect(c.lines.reduce((s, l) => s + l.differenceCents, 0)).toBe(c.differenceCents);
    expect(c.differenceCents).toBe(c.shippedTotalCents - c.quotedTotalCents);
    expect(c.lines.find((l) => l.code === 'FREIGHT')?.differenceCents).toBeGreaterThan(0);
  });

  it('reads the quote in pounds the estimator way and shows no difference for the same weights', async () => {
    const { shipmentId } = await bookedShipment(
      { grossWeight: 220.5, weightUnit: 'LB', volumeCbm: 0 },
      { grossWeightKg: 100, volumeM3: 0 },
    );
    const c = quoteComparisonSchema.parse((await comparison(shipmentId, dana)).json());
    expect(c.quoted.grossWeightKg).toBe(100);
    expect(c.weightsDiffer).toBe(false);
    expect(c.lines.every((l) => l.differenceCents === 0)).toBe(true);
    expect(c.differenceCents).toBe(0);
  });

  it('answers 404 for another company or an unknown id; 403 without freight-manager', async () => {
    const { shipmentId } = await bookedShipment(
      { grossWeight: 150, weightUnit: 'KG', volumeCbm: 0 },
      { grossWeightKg: 90, volumeM3: 0 },
    );
    const foreign = await comparison(shipmentId, serra);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('tariffNumber');
    expect((await comparison('00000000-0000-4000-8000-000000000000', dana)).statusCode).toBe(404);
    expect((await comparison('not-an-id', dana)).statusCode).toBe(400);
    const denied = await comparison(shipmentId, jordan);
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('tariffNumber');
    expect(errorEnvelopeSchema.parse(denied.json()).error.code).toBe('ACCESS_DENIED');
  });

  it('answers 200 with NO_QUOTE for a shipment of the caller not booked from a quote (not an error)', async () => {
    const [plain] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select s.id from shipments s join companies c on c.id = s.company_id
          where c.code = 'LSCOMP' and s.document_no not in (select house_bill from bookings) limit 1`,
    );
    expect(plain?.id).toBeTruthy();
    const none = await comparison(plain?.id ?? '', dana);
    expect(none.statusCode, none.body).toBe(200);
    expect(quoteComparisonAnswerSchema.parse(none.json())).toEqual({
      available: false,
      reason: 'NO_QUOTE',
      quotation: null,
    });
  });

  it('answers 200 with NOT_RERATED and the quote when the quote was not priced from a tariff', async () => {
    const { quote, shipmentId } = await bookedShipment(
      { grossWeight: 120, weightUnit: 'KG', volumeCbm: 0 },
      { grossWeightKg: 140, volumeM3: 0 },
    );
    // The same quote offered by hand: no tariff behind it to re-rate on.
    await t.database.db.execute(sql`update quotations set suggestion = null where id = ${quote.id}`);
    const res = await comparison(shipmentId, dana);
    expect(res.statusCode, res.body).toBe(200);
    expect(quoteComparisonAnswerSchema.parse(res.json())).toEqual({
      available: false,
      reason: 'NOT_RERATED',
      quotation: { id: quote.id, number: quote.number },
    });
  });
});
