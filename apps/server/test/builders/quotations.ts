import {
  quotationResponseSchema,
  type MakeOfferInput,
  type OfferOptionInput,
  type Quotation,
  type RequestQuotationInput,
} from '@connect/contracts/quotations/quotations.schemas';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../auth-helpers';

/**
 * Quotations for route tests. Unlike the other builders they go through the API (`POST /api/quotations`, `PUT
 * /api/quotations/:id/offer`): a request is priced from the company's tariff when it is made, and an offer checks
 * the quotation's state. Every answer is read through its contract schema.
 */

const dayFromNow = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A customer's request: 4 pieces of industrial sensors by air express from DFW to GRU (override any field). */
export const quotationRequest = (over: Partial<RequestQuotationInput> = {}): RequestQuotationInput => ({
  mode: 'AIR',
  serviceLevel: 'Express',
  originCode: 'DFW',
  destinationCode: 'GRU',
  incoterms: 'FCA',
  cargoReadyDate: dayFromNow(10),
  commodity: 'Industrial sensors',
  pieces: 4,
  grossWeight: 180,
  weightUnit: 'KG',
  volumeCbm: 1.2,
  notes: '',
  ...over,
});

/** The forwarder's offer, valid 7 days: one American Airlines Cargo option (Express, 2 days) at these prices. */
export const quotationOffer = (
  lines: OfferOptionInput['lines'] = [{ description: 'Air freight', amountCents: 75_600 }],
  over: Partial<MakeOfferInput> = {},
): MakeOfferInput => ({
  validUntil: dayFromNow(7),
  note: '',
  options: [{ carrier: 'American Airlines Cargo', serviceLevel: 'Express', transitDays: 2, lines }],
  ...over,
});

/** `who` requests a quotation (201): the quotation as requested. */
export async function requestQuotation(
  app: FastifyInstance,
  who: SignedIn,
  input: RequestQuotationInput = quotationRequest(),
): Promise<Quotation> {
  const res = await app.inject({ method: 'POST', url: '/api/quotations', headers: who.headers, payload: input });
  if (res.statusCode !== 201) throw new Error(`requesting a quotation answered ${res.statusCode}: ${res.body}`);
  return quotationResponseSchema.parse(res.json()).quotation;
}

/** `staff` make (or revise) the offer of a quotation (200): the quotation as offered. */
export async function offerQuotation(
  app: FastifyInstance,
  staff: SignedIn,
  id: string,
  input: MakeOfferInput = quotationOffer(),
): Promise<Quotation> {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/quotations/${id}/offer`,
    headers: staff.headers,
    payload: input,
  });
  if (res.statusCode !== 200) throw new Error(`offering quotation ${id} answered ${res.statusCode}: ${res.body}`);
  return quotationResponseSchema.parse(res.json()).quotation;
}
