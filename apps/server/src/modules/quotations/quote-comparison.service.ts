import type { QuoteComparisonAnswer } from '@connect/contracts/quotations/quote-comparison.schemas';
import { estimateAir, type AirEstimate } from '@connect/domain/freight/air-rates';
import { gramsToKg, poundsToKgGrams } from '@connect/domain/freight/money';
import type { SignedInContext } from '../../context';
import { airRatesOfTariff } from '../freight/freight.service';
import { getShipmentDetail } from '../shipments/shipments.service';
import { findQuotationIdOfShipment } from './quote-comparison.repository';
import { findQuotationById } from './quotations.repository';
import { readScope } from './quotations.service';

/**
 * Quote versus shipment (issue #18, decision 081): a shipment booked from an air quote priced from the customer's
 * tariff is re-rated on that tariff's lane (valid today or not) twice — with the weights the quote assumed and with
 * the shipment's — and the two estimates are set side by side line by line. The shipment is found in the caller's
 * scope (another company's or an unknown id is 404), the quote in the caller's quotation scope (customers need
 * `freight-manager`, 403 otherwise). Nothing to compare is an answer, not an error (decision 089): a shipment without
 * a quote answers `NO_QUOTE`; a quote not priced from a tariff (ocean, or offered by hand) or whose lane is gone
 * answers `NOT_RERATED`, naming the quote.
 */

/** IATA's volumetric rule: 6 000 cm³ per kilogram, 166.667 kg per m³ (3 decimals, as the estimator keeps weights). */
const volumetricKg = (m3: number) => Math.round((Math.max(0, m3) * 1_000_000) / 6) / 1000;

function weightsOf(e: AirEstimate, grossWeightKg: number, volumeM3: number) {
  return { grossWeightKg, volumeM3, chargeableWeightKg: e.chargeable.chargeableWeight };
}

export async function compareShipmentWithQuote(
  ctx: SignedInContext,
  shipmentId: string,
): Promise<QuoteComparisonAnswer> {
  const scope = readScope(ctx);
  const shipment = await getShipmentDetail(ctx, shipmentId);
  const link = await findQuotationIdOfShipment(ctx.db, shipment.companyCode, shipment.houseBill);
  const quote = link ? await findQuotationById(ctx.db, scope, link.quotationId) : undefined;
  if (!link || !quote) return { available: false, reason: 'NO_QUOTE', quotation: null };
  const notRerated = {
    available: false,
    reason: 'NOT_RERATED',
    quotation: { id: quote.id, number: quote.number },
  } as const;
  if (quote.mode !== 'AIR' || !quote.suggestion) return notRerated;
  const lane = await airRatesOfTariff(ctx, link.companyId, quote.suggestion.tariffNumber, {
    originPort: quote.originCode,
    destinationPort: quote.destinationCode,
    serviceLevel: quote.suggestion.serviceLevel,
  });
  if (!lane) return notRerated;

  const gross = Number(quote.grossWeight);
  const quotedGrossKg = quote.weightUnit === 'LB' ? gramsToKg(poundsToKgGrams(Math.max(0, gross))) : gross;
  const quotedVolume = Number(quote.volumeCbm);
  const quoted = estimateAir(lane.rates, {
    weightUnit: 'KG',
    grossWeight: quotedGrossKg,
    volumetricWeight: volumetricKg(quotedVolume),
  });
  const shipped = estimateAir(lane.rates, {
    weightUnit: 'KG',
    grossWeight: Math.max(0, shipment.grossWeightKg),
    volumetricWeight: volumetricKg(shipment.volumeM3),
  });
  const amountOf = (e: AirEstimate, code: string) => e.lines.find((l) => l.code === code)?.amountCents ?? 0;
  const lines = (['ORIGIN', 'FREIGHT', 'DEST_HANDLING'] as const).map((code) => {
    const quotedCents = amountOf(quoted, code);
    const shippedCents = amountOf(shipped, code);
    return { code, quotedCents, shippedCents, differenceCents: shippedCents - quotedCents };
  });
  return {
    available: true,
    shipmentId: shipment.id,
    houseBill: shipment.houseBill,
    quotationId: quote.id,
    quotationNumber: quote.number,
    tariffNumber: quote.suggestion.tariffNumber,
    currency: lane.currency,
    quoted: weightsOf(quoted, quotedGrossKg, quotedVolume),
    shipped: weightsOf(shipped, shipment.grossWeightKg, shipment.volumeM3),
    weightsDiffer: quotedGrossKg !== shipment.grossWeightKg || quotedVolume !== shipment.volumeM3,
    lines,
    quotedTotalCents: quoted.totalCents,
    shippedTotalCents: shipped.totalCents,
    differenceCents: shipped.totalCents - quoted.totalCents,
  };
}
