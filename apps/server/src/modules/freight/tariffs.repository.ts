import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  freightAccessorialCharges,
  freightAirLanes,
  freightOceanCharges,
  freightOceanLanes,
  freightTariffCustomers,
  freightTariffs,
} from '../../db/schema/freight';
import { companies } from '../../db/schema/identity';
import type { AccessorialValues, AirLaneValues, OceanLaneValues } from './tariff-lane-values';
import { containsPattern } from '../../db/like-pattern';

/**
 * Tariff maintenance (decision 065): the forwarder's staff read and write every tariff. Only `tariffs.service.ts`
 * calls this, after checking the caller is staff; nothing here is reachable from a customer's scope.
 */

type Kind = 'AIR' | 'OCEAN' | 'ACCESSORIAL';
export type TariffRow = typeof freightTariffs.$inferSelect;
export type { AccessorialValues, AirLaneValues, OceanLaneValues };
export type TariffLines =
  | { kind: 'AIR'; airLanes: AirLaneValues[] }
  | { kind: 'OCEAN'; oceanLanes: OceanLaneValues[] }
  | { kind: 'ACCESSORIAL'; accessorialCharges: AccessorialValues[] };
export type TariffHeader = {
  tariffNumber: string;
  description: string;
  validFrom: string;
  validTo: string;
};
export type CustomerRef = { id: string; code: string; name: string };

export async function findCompaniesByCodes(db: Database, codes: string[]): Promise<CustomerRef[]> {
  if (codes.length === 0) return [];
  return db
    .select({ id: companies.id, code: companies.code, name: companies.name })
    .from(companies)
    .where(inArray(sql`upper(${companies.code})`, codes));
}

export async function listTariffRows(
  db: Database,
  filter: { kind?: Kind; search?: string; today: string; status: 'current' | 'future' | 'expired' | 'all' },
): Promise<(TariffRow & { lineCount: number })[]> {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(freightTariffs.kind, filter.kind));
  if (filter.status === 'current')
    where.push(sql`${freightTariffs.validFrom} <= ${filter.today} and ${freightTariffs.validTo} >= ${filter.today}`);
  if (filter.status === 'future') where.push(sql`${freightTariffs.validFrom} > ${filter.today}`);
  if (filter.status === 'expired') where.push(sql`${freightTariffs.validTo} < ${filter.today}`);
  if (filter.search) {
    const like = containsPattern(filter.search);
    const byCustomer = db
      .select({ id: freightTariffCustomers.tariffId })
      .from(freightTariffCustomers)
      .innerJoin(companies, eq(companies.id, freightTariffCustomers.companyId))
      .where(or(ilike(companies.code, like), ilike(companies.name, like)));
    const matched = or(
      ilike(freightTariffs.tariffNumber, like),
      ilike(freightTariffs.description, like),
      inArray(freightTariffs.id, byCustomer),
    );
    if (matched) where.push(matched);
  }
  const lineCount = sql<number>`case ${freightTariffs.kind}
      when 'AIR' then (select count(*) from ${freightAirLanes} where ${freightAirLanes.tariffId} = ${freightTariffs.id})
      when 'OCEAN' then (select count(*) from ${freightOceanLanes} where ${freightOceanLanes.tariffId} = ${freightTariffs.id})
      else (select count(*) from ${freightAccessorialCharges} where ${freightAccessorialCharges.tariffId} = ${freightTariffs.id})
    end`.mapWith(Number);
  return db
    .select({
      id: freightTariffs.id,
      tariffNumber: freightTariffs.tariffNumber,
      kind: freightTariffs.kind,
      description: freightTariffs.description,
      currency: freightTariffs.currency,
      validFrom: freightTariffs.validFrom,
      validTo: freightTariffs.validTo,
      createdAt: freightTariffs.createdAt,
      updatedAt: freightTariffs.updatedAt,
      lineCount,
    })
    .from(freightTariffs)
    .where(and(...where))
    .orderBy(asc(freightTariffs.kind), asc(freightTariffs.tariffNumber))
    .limit(1000);
}

export async function findCustomersOfTariffs(db: Database, tariffIds: string[]): Promise<Map<string, CustomerRef[]>> {
  const byTariff = new Map<string, CustomerRef[]>();
  if (tariffIds.length === 0) return byTariff;
  const rows = await db
    .select({
      tariffId: freightTariffCustomers.tariffId,
      id: companies.id,
      code: companies.code,
      name: companies.name,
    })
    .from(freightTariffCustomers)
    .innerJoin(companies, eq(companies.id, freightTariffCustomers.companyId))
    .where(inArray(freightTariffCustomers.tariffId, tariffIds))
    .orderBy(asc(companies.code));
  for (const { tariffId, ...c } of rows) byTariff.set(tariffId, [...(byTariff.get(tariffId) ?? []), c]);
  return byTariff;
}

export async function findTariffById(db: Database, id: string, forUpdate = false): Promise<TariffRow | undefined> {
  const q = db.select().from(freightTariffs).where(eq(freightTariffs.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function findTariffsByNumbers(db: Database, numbers: string[]): Promise<TariffRow[]> {
  if (numbers.length === 0) return [];
  return db.select().from(freightTariffs).where(inArray(freightTariffs.tariffNumber, numbers));
}

export async function countLines(db: Database, tariff: { id: string; kind: Kind }): Promise<number> {
  const table =
    tariff.kind === 'AIR' ? freightAirLanes : tariff.kind === 'OCEAN' ? freightOceanLanes : freightAccessorialCharges;
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.tariffId, tariff.id));
  return row?.n ?? 0;
}

export async function findTariffLines(db: Database, tariff: { id: string; kind: Kind }) {
  const airLanes =
    tariff.kind === 'AIR'
      ? await db
          .select()
          .from(freightAirLanes)
          .where(eq(freightAirLanes.tariffId, tariff.id))
          .orderBy(
            asc(freightAirLanes.originPort),
            asc(freightAirLanes.destinationPort),
            asc(freightAirLanes.serviceLevel),
          )
      : [];
  const oceanLanes =
    tariff.kind === 'OCEAN'
      ? await db
          .select()
          .from(freightOceanLanes)
          .where(eq(freightOceanLanes.tariffId, tariff.id))
          .orderBy(
            asc(freightOceanLanes.portOfLoading),
            asc(freightOceanLanes.portOfDischarge),
            asc(freightOceanLanes.carrierCode),
          )
      : [];
  const oceanCharges =
    oceanLanes.length > 0
      ? await db
          .select()
          .from(freightOceanCharges)
          .where(
            inArray(
              freightOceanCharges.laneId,
              oceanLanes.map((l) => l.id),
            ),
          )
          .orderBy(asc(freightOceanCharges.lineNo))
      : [];
  const accessorialCharges =
    tariff.kind === 'ACCESSORIAL'
      ? await db
          .select()
          .from(freightAccessorialCharges)
          .where(eq(freightAccessorialCharges.tariffId, tariff.id))
          .orderBy(asc(freightAccessorialCharges.chargeCode))
      : [];
  return {
    airLanes,
    oceanLanes: oceanLanes.map((lane) => ({ ...lane, charges: oceanCharges.filter((c) => c.laneId === lane.id) })),
    accessorialCharges,
  };
}

/** Serializes writers of tariffs (numbers are unique; an import checks them before it writes). */
export async function lockTariffWrites(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('freight_tariffs_write'))`);
}

async function replaceLines(db: Database, tariffId: string, lines: TariffLines): Promise<void> {
  await db.delete(freightAirLanes).where(eq(freightAirLanes.tariffId, tariffId));
  await db.delete(freightOceanLanes).where(eq(freightOceanLanes.tariffId, tariffId));
  await db.delete(freightAccessorialCharges).where(eq(freightAccessorialCharges.tariffId, tariffId));
  if (lines.kind === 'AIR' && lines.airLanes.length > 0) {
    for (let i = 0; i < lines.airLanes.length; i += 500)
      await db.insert(freightAirLanes).values(lines.airLanes.slice(i, i + 500).map((l) => ({ ...l, tariffId })));
  }
  if (lines.kind === 'OCEAN') {
    for (const { charges, ...lane } of lines.oceanLanes) {
      const [row] = await db
        .insert(freightOceanLanes)
        .values({ ...lane, tariffId })
        .returning({ id: freightOceanLanes.id });
      if (!row) throw new Error('ocean lane was not written');
      if (charges.length > 0)
        await db.insert(freightOceanCharges).values(charges.map((c, i) => ({ ...c, laneId: row.id, lineNo: i + 1 })));
    }
  }
  if (lines.kind === 'ACCESSORIAL' && lines.accessorialCharges.length > 0)
    await db.insert(freightAccessorialCharges).values(lines.accessorialCharges.map((c) => ({ ...c, tariffId })));
}

async function replaceCustomers(db: Database, tariffId: string, companyIds: string[]): Promise<void> {
  await db.delete(freightTariffCustomers).where(eq(freightTariffCustomers.tariffId, tariffId));
  if (companyIds.length > 0)
    await db.insert(freightTariffCustomers).values(companyIds.map((companyId) => ({ tariffId, companyId })));
}

/** Writes a new tariff (header, customers, lines); call inside a transaction. */
export async function insertTariff(
  db: Database,
  header: TariffHeader,
  companyIds: string[],
  lines: TariffLines,
): Promise<string> {
  const [row] = await db
    .insert(freightTariffs)
    .values({ ...header, kind: lines.kind })
    .returning({ id: freightTariffs.id });
  if (!row) throw new Error('tariff was not written');
  await replaceCustomers(db, row.id, companyIds);
  await replaceLines(db, row.id, lines);
  return row.id;
}

/** Replaces a tariff's header, customers and lines (its kind stays); call inside a transaction. */
export async function updateTariff(
  db: Database,
  id: string,
  header: TariffHeader,
  companyIds: string[],
  lines: TariffLines | null,
): Promise<void> {
  await db
    .update(freightTariffs)
    .set({ ...header, updatedAt: new Date() })
    .where(eq(freightTariffs.id, id));
  await replaceCustomers(db, id, companyIds);
  if (lines) await replaceLines(db, id, lines);
}

export async function setTariffValidTo(db: Database, id: string, validTo: string): Promise<void> {
  await db.update(freightTariffs).set({ validTo, updatedAt: new Date() }).where(eq(freightTariffs.id, id));
}
