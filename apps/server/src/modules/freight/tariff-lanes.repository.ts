import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  freightAccessorialCharges,
  freightAirLanes,
  freightOceanCharges,
  freightOceanLanes,
  freightTariffs,
} from '../../db/schema/freight';
import type { AccessorialValues, AirLaneValues, OceanLaneValues } from './tariff-lane-values';

/**
 * One lane of a tariff (decision 080): staff add, change and remove a lane at a time. A lane is always looked up
 * together with its tariff's id, so a lane of another tariff is not found (404) like a missing one. Only
 * `tariff-lanes.service.ts` calls this, after checking the caller is staff.
 */

export type LaneValues =
  | { kind: 'AIR'; lane: AirLaneValues }
  | { kind: 'OCEAN'; lane: OceanLaneValues }
  | { kind: 'ACCESSORIAL'; lane: AccessorialValues };

type Kind = LaneValues['kind'];

const tableOf = (kind: Kind) =>
  kind === 'AIR' ? freightAirLanes : kind === 'OCEAN' ? freightOceanLanes : freightAccessorialCharges;

/** True when the tariff has a lane with this id. */
export async function laneExists(db: Database, kind: Kind, tariffId: string, laneId: string): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, laneId), eq(table.tariffId, tariffId)));
  return rows.length > 0;
}

/** True when another lane of the tariff has the same key (air: ports and service level; ocean: ports, carrier,
 * container; accessorial: charge code). `exceptId` is the lane being changed. */
export async function laneKeyTaken(
  db: Database,
  tariffId: string,
  values: LaneValues,
  exceptId: string | undefined,
): Promise<boolean> {
  let where: SQL | undefined;
  let table;
  if (values.kind === 'AIR') {
    table = freightAirLanes;
    where = and(
      eq(freightAirLanes.tariffId, tariffId),
      eq(freightAirLanes.originPort, values.lane.originPort),
      eq(freightAirLanes.destinationPort, values.lane.destinationPort),
      eq(freightAirLanes.serviceLevel, values.lane.serviceLevel),
      exceptId ? ne(freightAirLanes.id, exceptId) : undefined,
    );
  } else if (values.kind === 'OCEAN') {
    table = freightOceanLanes;
    where = and(
      eq(freightOceanLanes.tariffId, tariffId),
      eq(freightOceanLanes.portOfLoading, values.lane.portOfLoading),
      eq(freightOceanLanes.portOfDischarge, values.lane.portOfDischarge),
      eq(freightOceanLanes.carrierCode, values.lane.carrierCode),
      eq(freightOceanLanes.containerType, values.lane.containerType),
      exceptId ? ne(freightOceanLanes.id, exceptId) : undefined,
    );
  } else {
    table = freightAccessorialCharges;
    where = and(
      eq(freightAccessorialCharges.tariffId, tariffId),
      eq(freightAccessorialCharges.chargeCode, values.lane.chargeCode),
      exceptId ? ne(freightAccessorialCharges.id, exceptId) : undefined,
    );
  }
  const rows = await db.select({ id: table.id }).from(table).where(where).limit(1);
  return rows.length > 0;
}

async function writeOceanCharges(db: Database, laneId: string, charges: OceanLaneValues['charges']): Promise<void> {
  await db.delete(freightOceanCharges).where(eq(freightOceanCharges.laneId, laneId));
  if (charges.length > 0)
    await db.insert(freightOceanCharges).values(charges.map((c, i) => ({ ...c, laneId, lineNo: i + 1 })));
}

const touch = (db: Database, tariffId: string) =>
  db.update(freightTariffs).set({ updatedAt: new Date() }).where(eq(freightTariffs.id, tariffId));

/** Adds a lane to a tariff; call inside a transaction. */
export async function insertLane(db: Database, tariffId: string, values: LaneValues): Promise<string> {
  let id: string | undefined;
  if (values.kind === 'AIR') {
    [{ id } = { id: undefined }] = await db
      .insert(freightAirLanes)
      .values({ ...values.lane, tariffId })
      .returning({ id: freightAirLanes.id });
  } else if (values.kind === 'OCEAN') {
    const { charges, ...lane } = values.lane;
    [{ id } = { id: undefined }] = await db
      .insert(freightOceanLanes)
      .values({ ...lane, tariffId })
      .returning({ id: freightOceanLanes.id });
    if (id) await writeOceanCharges(db, id, charges);
  } else {
    [{ id } = { id: undefined }] = await db
      .insert(freightAccessorialCharges)
      .values({ ...values.lane, tariffId })
      .returning({ id: freightAccessorialCharges.id });
  }
  if (!id) throw new Error('lane was not written');
  await touch(db, tariffId);
  return id;
}

/** Changes a lane of a tariff (an ocean lane's charges are replaced); call inside a transaction. */
export async function updateLane(db: Database, tariffId: string, laneId: string, values: LaneValues): Promise<void> {
  if (values.kind === 'AIR')
    await db
      .update(freightAirLanes)
      .set(values.lane)
      .where(and(eq(freightAirLanes.id, laneId), eq(freightAirLanes.tariffId, tariffId)));
  else if (values.kind === 'OCEAN') {
    const { charges, ...lane } = values.lane;
    await db
      .update(freightOceanLanes)
      .set(lane)
      .where(and(eq(freightOceanLanes.id, laneId), eq(freightOceanLanes.tariffId, tariffId)));
    await writeOceanCharges(db, laneId, charges);
  } else
    await db
      .update(freightAccessorialCharges)
      .set(values.lane)
      .where(and(eq(freightAccessorialCharges.id, laneId), eq(freightAccessorialCharges.tariffId, tariffId)));
  await touch(db, tariffId);
}

/** Removes a lane of a tariff (an ocean lane's charges go with it); call inside a transaction. */
export async function deleteLane(db: Database, kind: Kind, tariffId: string, laneId: string): Promise<void> {
  const table = tableOf(kind);
  await db.delete(table).where(and(eq(table.id, laneId), eq(table.tariffId, tariffId)));
  await touch(db, tariffId);
}
