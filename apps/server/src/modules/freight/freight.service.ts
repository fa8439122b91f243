import type {
  AirportCodesQuery,
  AirportCodesResponse,
  AirRatesResponse,
  CarrierCodesQuery,
  CarrierCodesResponse,
  FreightObject,
  OceanPortCodesQuery,
  OceanPortCodesResponse,
  OceanRatesResponse,
} from '@connect/contracts/freight/freight.schemas';
import { estimateAir, type AirRateBreak, type AirRates } from '@connect/domain/freight/air-rates';
import { formatCents, gramsToKg } from '@connect/domain/freight/money';
import { estimateOcean, oceanContainerType } from '@connect/domain/freight/ocean-rates';
import {
  airPortRestrictionLists,
  isAirLaneAllowed,
  isOriginAllowed,
  type AirPortRestrictionList,
} from '@connect/domain/freight/port-restrictions';
import { airports } from '@connect/domain/reference/airports';
import { carriers } from '@connect/domain/reference/carriers';
import { seaports } from '@connect/domain/reference/seaports';
import { estimateShipmentEmissions } from '@connect/domain/shipments/emissions';
import type { SignedInContext } from '../../context';
import { AppError } from '../../errors/app-error';
import {
  findAirDestinations,
  findAirLane,
  findAirLaneOfTariff,
  findAirOrigins,
  findOceanCarriers,
  findOceanDischargePorts,
  findOceanLane,
  findOceanLoadingPorts,
  findPortRestriction,
  hasValidTariff,
  type AirLaneRow,
  type FreightScope,
} from './freight.repository';
import { cachedPortRestriction } from './port-restriction-cache';

/**
 * The freight estimator (spec 1 §4–§7, spec 2 §3, §5, §9; decision 043). Every call answers in the caller's
 * customer scope: the selected company, which needs the `freight-manager` permission (spec 1 §6). The tariffs read
 * are that company's, valid today (UTC day); the special customer lists are enforced here, not only in the lists.
 */

const freightPermission = 'freight-manager';

type Caller = { scope: FreightScope; restriction: AirPortRestrictionList | null };

async function freightCaller(ctx: SignedInContext): Promise<Caller> {
  const company = ctx.auth.selectedCompany;
  const allowed = company?.permissions.some((p) => p.toLowerCase() === freightPermission) ?? false;
  if (!company || !allowed) throw new AppError('ACCESS_DENIED');
  const scope = { companyId: company.id, today: new Date().toISOString().slice(0, 10) };
  // The company's special list from memory (decision 090): the look-ups then cost one query each.
  const restriction = await cachedPortRestriction(ctx.db, company.id, () => findPortRestriction(ctx.db, company.id));
  return { scope, restriction };
}

const airportPoints = new Map<string, { lat: number; lon: number }>(
  airports.map((a) => [a.code, { lat: a.latitude, lon: a.longitude }]),
);
const airportNames = new Map<string, string>(airports.map((a) => [a.code, `${a.city} (${a.code})`]));
const seaportNames = new Map<string, string>(seaports.map((p) => [p.code, `${p.name} (${p.code})`]));
const carrierNames = new Map<string, string>(carriers.map((c) => [c.code, c.name]));
const named = (names: Map<string, string>) => (code: string) => ({ code, name: names.get(code) ?? code });

function refuseLane(list: AirPortRestrictionList): never {
  const rule = airPortRestrictionLists[list];
  throw new AppError('FREIGHT_LANE_NOT_ALLOWED', {
    messageKey: 'server.freight.laneNotAllowed',
    params: { origins: rule.origins.join(', '), destinations: rule.destinations.join(', ') },
  });
}

export async function listAirportCodes(ctx: SignedInContext, query: AirportCodesQuery): Promise<AirportCodesResponse> {
  const { scope, restriction } = await freightCaller(ctx);
  if (query.type === 'origin') {
    const origins = (await findAirOrigins(ctx.db, scope)).filter((code) => isOriginAllowed(restriction, code));
    return { originAirportCode: origins.map(named(airportNames)), restriction };
  }
  const origin = query.originPort ?? '';
  const destinations = isOriginAllowed(restriction, origin)
    ? (await findAirDestinations(ctx.db, scope, origin)).filter((code) => isAirLaneAllowed(restriction, origin, code))
    : [];
  return { destinationAirportCode: destinations.map(named(airportNames)), restriction };
}

export async function listOceanPortCodes(
  ctx: SignedInContext,
  query: OceanPortCodesQuery,
): Promise<OceanPortCodesResponse> {
  const { scope } = await freightCaller(ctx);
  if (query.type === 'origin')
    return { loadingPort: (await findOceanLoadingPorts(ctx.db, scope, query.containerType)).map(named(seaportNames)) };
  const ports = await findOceanDischargePorts(ctx.db, scope, {
    containerType: query.containerType,
    portOfLoading: query.originPort ?? '',
  });
  return { dischargePort: ports.map(named(seaportNames)) };
}

export async function listCarrierCodes(ctx: SignedInContext, query: CarrierCodesQuery): Promise<CarrierCodesResponse> {
  const { scope } = await freightCaller(ctx);
  const codes = await findOceanCarriers(ctx.db, scope, query);
  return { carrierCodes: codes.map(named(carrierNames)) };
}

const toAirRates = (lane: AirLaneRow): AirRates => ({
  rate0: lane.rate0,
  rate45: lane.rate45,
  rate100: lane.rate100,
  rate300: lane.rate300,
  rate500: lane.rate500,
  rate1000: lane.rate1000,
  margin: lane.margin,
  marginType: lane.marginType,
  originCharge: lane.originCharge,
  originUnit: lane.originUnit,
  originMinimum: lane.originMinimum,
  freightMinimum: lane.freightMinimum,
  destHandlingCharge: lane.destHandlingCharge,
  destHandlingUnit: lane.destHandlingUnit,
  destHandlingMin: lane.destHandlingMin,
});

const breakOut = (b: AirRateBreak) => ({ key: b.key, fromKg: b.fromKg, toKg: b.toKg });
/** Cents as a number of currency units for the spec's `totalEstimatedCost` (2 decimals, exact as a decimal). */
const costOf = (cents: number) => Number(formatCents(cents));

async function noRates(ctx: SignedInContext, scope: FreightScope, kind: 'AIR' | 'OCEAN'): Promise<never> {
  if (!(await hasValidTariff(ctx.db, scope, kind)))
    throw new AppError('NO_RATES_FOUND', { messageKey: 'server.freight.noRecordForCustomer' });
  if (kind === 'OCEAN') throw new AppError('NO_RATES_FOUND', { messageKey: 'server.freight.oceanRatesNotFound' });
  throw new AppError('NO_RATES_FOUND', { messageKey: 'errors.noRatesFound' });
}

/** The air lane's CO₂e for the chargeable weight (UK government factor, GLEC-style distance: great circle + 95 km), or null. */
function airCo2e(origin: string, destination: string, chargeableKg: number) {
  const e = estimateShipmentEmissions({
    mode: 'AIR',
    origin: airportPoints.get(origin) ?? null,
    destination: airportPoints.get(destination) ?? null,
    chargeableWeightKg: chargeableKg,
  });
  return e
    ? {
        co2eKg: e.co2eKg,
        distanceKm: Math.round(e.distanceKm),
        factorKgPerTonneKm: e.factorKgPerTonneKm,
        source: e.source,
      }
    : null;
}

/** GET freight/Rates: the caller's air rates on the lane and the estimate, explained. */
export async function getAirRates(ctx: SignedInContext, freight: FreightObject): Promise<AirRatesResponse> {
  const { scope, restriction } = await freightCaller(ctx);
  const originPort = freight.originPort ?? '';
  const destinationPort = freight.destinationPort ?? '';
  if (restriction && !isAirLaneAllowed(restriction, originPort, destinationPort)) refuseLane(restriction);
  const lane = await findAirLane(ctx.db, scope, { originPort, destinationPort, serviceLevel: freight.serviceLevel });
  if (!lane) return noRates(ctx, scope, 'AIR');
  const rates = toAirRates(lane);
  const e = estimateAir(rates, {
    weightUnit: freight.weightUnit,
    grossWeight: freight.totalGrossWeight ?? 0,
    volumetricWeight: freight.totalVolumetricWeight,
  });
  return {
    freight: {
      ...freight,
      totalChargeableWeight: e.chargeable.chargeableWeight,
      totalEstimatedCost: costOf(e.totalCents),
    },
    rates: {
      tariffNumber: lane.tariffNumber,
      validFrom: lane.validFrom,
      validTo: lane.validTo,
      currency: lane.currency,
      transitDays: lane.transitDays,
      originPort: lane.originPort,
      destinationPort: lane.destinationPort,
      serviceLevel: lane.serviceLevel,
      carrier: lane.carrierCode,
      rate0: formatCents(lane.rate0),
      rate45: formatCents(lane.rate45),
      rate100: formatCents(lane.rate100),
      rate300: formatCents(lane.rate300),
      rate500: formatCents(lane.rate500),
      rate1000: formatCents(lane.rate1000),
      // Basis points read as a percentage with 2 decimals: 1250 → "12.50".
      margin: formatCents(lane.margin),
      marginType: lane.marginType,
      originCharge: formatCents(lane.originCharge),
      originUnit: lane.originUnit,
      originMinimum: formatCents(lane.originMinimum),
      freightUnit: 'K',
      freightMinimum: formatCents(lane.freightMinimum),
      destHandlingCharge: formatCents(lane.destHandlingCharge),
      destHandlingUnit: lane.destHandlingUnit,
      destHandlingMin: formatCents(lane.destHandlingMin),
    },
    estimate: {
      chargeable: {
        weightUnit: e.chargeable.weightUnit,
        grossWeight: e.chargeable.grossWeight,
        volumetricWeight: e.chargeable.volumetricWeight,
        basis: e.chargeable.basis,
        chargeableWeight: e.chargeable.chargeableWeight,
        chargeableKg: gramsToKg(e.chargeable.chargeableGrams),
      },
      weightBreak: breakOut(e.freight.weightBreak),
      appliedBreak: breakOut(e.freight.appliedBreak),
      billedKg: gramsToKg(e.freight.billedGrams),
      higherBreakApplied: e.freight.higherBreakApplied,
      savingCents: e.freight.savingCents,
      ownBreakCents: e.freight.ownBreakCents,
      nextBreak: e.nextBreak
        ? {
            break: breakOut(e.nextBreak.nextBreak),
            rateCents: e.nextBreak.rateCents,
            freightCents: e.nextBreak.freightCents,
            extraCents: e.nextBreak.extraCents,
          }
        : null,
      lines: e.lines.map((l) => ({
        code: l.code,
        unit: l.unit,
        rateCents: l.rateCents,
        quantityKg: l.quantityGrams === null ? null : gramsToKg(l.quantityGrams),
        calculatedCents: l.calculatedCents,
        minimumCents: l.minimumCents,
        minimumApplied: l.minimumApplied,
        margin: l.margin,
        amountCents: l.amountCents,
      })),
      totalCents: e.totalCents,
      currency: lane.currency,
      co2e: airCo2e(originPort, destinationPort, gramsToKg(e.chargeable.chargeableGrams)),
    },
  };
}

/** GET freight/OceanRates: the caller's 20' GP rate on the lane and carrier, summed for the container count. */
export async function getOceanRates(ctx: SignedInContext, freight: FreightObject): Promise<OceanRatesResponse> {
  const { scope } = await freightCaller(ctx);
  const found = await findOceanLane(ctx.db, scope, {
    containerType: oceanContainerType,
    portOfLoading: freight.portOfLoading ?? '',
    portOfDischarge: freight.portOfDischarge ?? '',
    carrierCode: freight.carrier ?? '',
  });
  if (!found) return noRates(ctx, scope, 'OCEAN');
  const { lane, charges } = found;
  const e = estimateOcean(
    charges.map((c) => ({
      chargeCode: c.chargeCode,
      description: c.description,
      amountCents: c.amountCents,
      isPerUnit: c.isPerUnit,
    })),
    freight.containerCount ?? 1,
  );
  return {
    freight: { ...freight, totalEstimatedCost: costOf(e.totalCents) },
    rate: {
      tariffNumber: lane.tariffNumber,
      validFrom: lane.validFrom,
      validTo: lane.validTo,
      currency: lane.currency,
      transitDays: lane.transitDays,
      portOfLoading: lane.portOfLoading,
      portOfDischarge: lane.portOfDischarge,
      carrier: lane.carrierCode,
      containerType: oceanContainerType,
      rateDetails: charges.map((c) => ({
        chargeCode: c.chargeCode,
        description: c.description,
        amount: formatCents(c.amountCents),
        isPerUnit: c.isPerUnit,
      })),
    },
    estimate: { ...e, currency: lane.currency },
  };
}

/** The rates of an air lane of one tariff of the company, valid or not (a quote's re-rating, decision 081). */
export async function airRatesOfTariff(
  ctx: SignedInContext,
  companyId: string,
  tariffNumber: string,
  lane: { originPort: string; destinationPort: string; serviceLevel: 'Economy' | 'Express' },
): Promise<{ rates: AirRates; currency: string } | undefined> {
  const row = await findAirLaneOfTariff(ctx.db, companyId, tariffNumber, lane);
  return row ? { rates: toAirRates(row), currency: row.currency } : undefined;
}
