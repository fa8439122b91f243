import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  freightAirLanes,
  freightOceanCharges,
  freightOceanLanes,
  freightPortRestrictions,
  freightTariffCustomers,
  freightTariffs,
} from '../../db/schema/freight';

/**
 * The freight tariffs as a customer reaches them: every query takes the caller's company (`FreightScope`) and the
 * day, and joins from `freight_tariff_customers (company_id, tariff_id)` to tariffs valid that day, then to the
 * lanes by their `(tariff_id, …)` unique indexes. Another company's tariff is never read.
 */
export type FreightScope = { companyId: string; today: string };

export type AirLaneRow = typeof freightAirLanes.$inferSelect & {
  tariffNumber: string;
  currency: string;
  validFrom: string;
  validTo: string;
};
export type OceanLaneRow = typeof freightOceanLanes.$inferSelect & {
  tariffNumber: string;
  currency: string;
  validFrom: string;
  validTo: string;
};
export type OceanChargeRow = typeof freightOceanCharges.$inferSelect;

const validTariffs = (scope: FreightScope, kind: 'AIR' | 'OCEAN') =>
  and(
    eq(freightTariffCustomers.companyId, scope.companyId),
    eq(freightTariffs.kind, kind),
    lte(freightTariffs.validFrom, scope.today),
    gte(freightTariffs.validTo, scope.today),
  );

/**
 * The one join every look-up makes: from the company's tariff customers to its tariffs of this kind valid today,
 * then to their lanes, with the look-up's own lane conditions. `query` is a select from `freight_tariff_customers`
 * in dynamic mode (its fields chosen by the caller); the caller orders and limits.
 */
function validLanes<Q extends PgSelect>(
  query: Q,
  scope: FreightScope,
  kind: 'AIR' | 'OCEAN',
  conditions: (SQL | undefined)[],
) {
  const lanes = kind === 'AIR' ? freightAirLanes : freightOceanLanes;
  return query
    .innerJoin(freightTariffs, eq(freightTariffs.id, freightTariffCustomers.tariffId))
    .innerJoin(lanes, eq(lanes.tariffId, freightTariffs.id))
    .where(and(validTariffs(scope, kind), ...conditions));
}

const tariffColumns = {
  tariffNumber: freightTariffs.tariffNumber,
  currency: freightTariffs.currency,
  validFrom: freightTariffs.validFrom,
  validTo: freightTariffs.validTo,
};

/** The special customer list of a company (spec 1 §6), or null. */
export async function findPortRestriction(db: Database, companyId: string): Promise<'DFW_ONLY' | 'CVG_ONLY' | null> {
  const [row] = await db
    .select({ listCode: freightPortRestrictions.listCode })
    .from(freightPortRestrictions)
    .where(eq(freightPortRestrictions.companyId, companyId));
  return row?.listCode ?? null;
}

/** Origin airports of the company's valid air tariffs (distinct, sorted); the query is exported for its plan test. */
export const airOriginsQuery = (db: Database, scope: FreightScope) =>
  validLanes(
    db.selectDistinct({ code: freightAirLanes.originPort }).from(freightTariffCustomers).$dynamic(),
    scope,
    'AIR',
    [],
  ).orderBy(asc(freightAirLanes.originPort));

export async function findAirOrigins(db: Database, scope: FreightScope): Promise<string[]> {
  return (await airOriginsQuery(db, scope)).map((r) => r.code);
}

/** Destination airports from one origin in the company's valid air tariffs. */
export const airDestinationsQuery = (db: Database, scope: FreightScope, originPort: string) =>
  validLanes(
    db.selectDistinct({ code: freightAirLanes.destinationPort }).from(freightTariffCustomers).$dynamic(),
    scope,
    'AIR',
    [eq(freightAirLanes.originPort, originPort)],
  ).orderBy(asc(freightAirLanes.destinationPort));

export async function findAirDestinations(db: Database, scope: FreightScope, originPort: string): Promise<string[]> {
  return (await airDestinationsQuery(db, scope, originPort)).map((r) => r.code);
}

/** The company's air lane for origin, destination and service level; the newest valid tariff wins. */
export async function findAirLane(
  db: Database,
  scope: FreightScope,
  lane: { originPort: string; destinationPort: string; serviceLevel: 'Economy' | 'Express' },
): Promise<AirLaneRow | undefined> {
  const [row] = await validLanes(
    db
      .select({ lane: freightAirLanes, ...tariffColumns })
      .from(freightTariffCustomers)
      .$dynamic(),
    scope,
    'AIR',
    [
      eq(freightAirLanes.originPort, lane.originPort),
      eq(freightAirLanes.destinationPort, lane.destinationPort),
      eq(freightAirLanes.serviceLevel, lane.serviceLevel),
    ],
  )
    .orderBy(desc(freightTariffs.validFrom), asc(freightTariffs.tariffNumber))
    .limit(1);
  return row ? { ...row.lane, ...pickTariff(row) } : undefined;
}

const pickTariff = (r: { tariffNumber: string; currency: string; validFrom: string; validTo: string }) => ({
  tariffNumber: r.tariffNumber,
  currency: r.currency,
  validFrom: r.validFrom,
  validTo: r.validTo,
});

/** Loading ports of the company's valid ocean tariffs for a container type. */
export const oceanLoadingPortsQuery = (db: Database, scope: FreightScope, containerType: string) =>
  validLanes(
    db.selectDistinct({ code: freightOceanLanes.portOfLoading }).from(freightTariffCustomers).$dynamic(),
    scope,
    'OCEAN',
    [eq(freightOceanLanes.containerType, containerType)],
  ).orderBy(asc(freightOceanLanes.portOfLoading));

export async function findOceanLoadingPorts(
  db: Database,
  scope: FreightScope,
  containerType: string,
): Promise<string[]> {
  return (await oceanLoadingPortsQuery(db, scope, containerType)).map((r) => r.code);
}

export const oceanDischargePortsQuery = (
  db: Database,
  scope: FreightScope,
  q: { containerType: string; portOfLoading: string },
) =>
  validLanes(
    db.selectDistinct({ code: freightOceanLanes.portOfDischarge }).from(freightTariffCustomers).$dynamic(),
    scope,
    'OCEAN',
    [eq(freightOceanLanes.containerType, q.containerType), eq(freightOceanLanes.portOfLoading, q.portOfLoading)],
  ).orderBy(asc(freightOceanLanes.portOfDischarge));

export async function findOceanDischargePorts(
  db: Database,
  scope: FreightScope,
  q: { containerType: string; portOfLoading: string },
): Promise<string[]> {
  return (await oceanDischargePortsQuery(db, scope, q)).map((r) => r.code);
}

export const oceanCarriersQuery = (
  db: Database,
  scope: FreightScope,
  q: { containerType: string; portOfLoading: string; portOfDischarge: string },
) =>
  validLanes(
    db.selectDistinct({ code: freightOceanLanes.carrierCode }).from(freightTariffCustomers).$dynamic(),
    scope,
    'OCEAN',
    [
      eq(freightOceanLanes.containerType, q.containerType),
      eq(freightOceanLanes.portOfLoading, q.portOfLoading),
      eq(freightOceanLanes.portOfDischarge, q.portOfDischarge),
    ],
  ).orderBy(asc(freightOceanLanes.carrierCode));

export async function findOceanCarriers(
  db: Database,
  scope: FreightScope,
  q: { containerType: string; portOfLoading: string; portOfDischarge: string },
): Promise<string[]> {
  return (await oceanCarriersQuery(db, scope, q)).map((r) => r.code);
}

/** The company's ocean lane with its charges (line order); the newest valid tariff wins. */
export async function findOceanLane(
  db: Database,
  scope: FreightScope,
  q: { containerType: string; portOfLoading: string; portOfDischarge: string; carrierCode: string },
): Promise<{ lane: OceanLaneRow; charges: OceanChargeRow[] } | undefined> {
  const [row] = await validLanes(
    db
      .select({ lane: freightOceanLanes, ...tariffColumns })
      .from(freightTariffCustomers)
      .$dynamic(),
    scope,
    'OCEAN',
    [
      eq(freightOceanLanes.containerType, q.containerType),
      eq(freightOceanLanes.portOfLoading, q.portOfLoading),
      eq(freightOceanLanes.portOfDischarge, q.portOfDischarge),
      eq(freightOceanLanes.carrierCode, q.carrierCode),
    ],
  )
    .orderBy(desc(freightTariffs.validFrom), asc(freightTariffs.tariffNumber))
    .limit(1);
  if (!row) return undefined;
  const charges = await db
    .select()
    .from(freightOceanCharges)
    .where(eq(freightOceanCharges.laneId, row.lane.id))
    .orderBy(asc(freightOceanCharges.lineNo));
  return { lane: { ...row.lane, ...pickTariff(row) }, charges };
}

/** Does the company have any valid tariff of this kind (tells "no rates for you" from "no rates for this lane")? */
export async function hasValidTariff(db: Database, scope: FreightScope, kind: 'AIR' | 'OCEAN'): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(freightTariffCustomers)
    .innerJoin(freightTariffs, eq(freightTariffs.id, freightTariffCustomers.tariffId))
    .where(validTariffs(scope, kind))
    .limit(1);
  return row !== undefined;
}

/**
 * The air lane of a tariff by number, when the company is one of its customers, whatever its validity today: a
 * shipment booked from a quote is re-rated on the quote's tariff even after that tariff ended (decision 081).
 */
export async function findAirLaneOfTariff(
  db: Database,
  companyId: string,
  tariffNumber: string,
  lane: { originPort: string; destinationPort: string; serviceLevel: 'Economy' | 'Express' },
): Promise<AirLaneRow | undefined> {
  const [row] = await db
    .select({ lane: freightAirLanes, ...tariffColumns })
    .from(freightTariffCustomers)
    .innerJoin(freightTariffs, eq(freightTariffs.id, freightTariffCustomers.tariffId))
    .innerJoin(freightAirLanes, eq(freightAirLanes.tariffId, freightTariffs.id))
    .where(
      and(
        eq(freightTariffCustomers.companyId, companyId),
        eq(freightTariffs.tariffNumber, tariffNumber),
        eq(freightTariffs.kind, 'AIR'),
        eq(freightAirLanes.originPort, lane.originPort),
        eq(freightAirLanes.destinationPort, lane.destinationPort),
        eq(freightAirLanes.serviceLevel, lane.serviceLevel),
      ),
    )
    .limit(1);
  return row ? { ...row.lane, ...pickTariff(row) } : undefined;
}
