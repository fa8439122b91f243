import type { TariffLaneInputParsed } from '@connect/contracts/freight/tariff-lanes.schemas';
import type { SignedInContext } from '../../context';
import { AppError, said } from '../../errors/app-error';
import { recordAdminAction } from '../audit/audit.service';
import {
  accessorialKey,
  accessorialValues,
  airLaneKey,
  airLaneValues,
  oceanLaneKey,
  oceanLaneValues,
} from './tariff-lane-values';
import {
  deleteLane,
  insertLane,
  laneExists,
  laneKeyTaken,
  updateLane,
  type LaneValues,
} from './tariff-lanes.repository';
import { findTariffById, lockTariffWrites } from './tariffs.repository';
import { badInput, invalidNumberKey } from './tariffs.service';

/**
 * One lane at a time (issue #18, decision 080): the forwarder's staff add, change and remove a lane of an air,
 * ocean or accessorial tariff from its detail screen. The routes are `access: 'staff'` (customers get 403 first);
 * an unknown tariff, or a lane id that is not a lane of that tariff, is 404. A lane of another kind than its tariff
 * answers the spec's invalid tariff # message of the lane's kind (the tariff is not one of that kind); a lane whose
 * key another lane of the tariff holds answers the import's duplicate-lane message. Every write is audited.
 */

function valuesOf(input: TariffLaneInputParsed): { values: LaneValues; key: string } {
  if (input.kind === 'AIR') {
    const { kind, ...lane } = input;
    return { values: { kind, lane: airLaneValues(lane) }, key: airLaneKey(lane) };
  }
  if (input.kind === 'OCEAN') {
    const { kind, ...lane } = input;
    return { values: { kind, lane: oceanLaneValues(lane) }, key: oceanLaneKey(lane) };
  }
  const { kind, ...charge } = input;
  return { values: { kind, lane: accessorialValues(charge) }, key: accessorialKey(charge) };
}

async function tariffOfKind(ctx: SignedInContext, tariffId: string, kind: LaneValues['kind']) {
  const tariff = await findTariffById(ctx.db, tariffId);
  if (!tariff) throw new AppError('NOT_FOUND');
  if (tariff.kind !== kind) throw badInput('body.kind', invalidNumberKey(kind));
  return tariff;
}

export async function addTariffLane(ctx: SignedInContext, tariffId: string, input: TariffLaneInputParsed) {
  await tariffOfKind(ctx, tariffId, input.kind);
  const { values, key } = valuesOf(input);
  const laneId = await ctx.db.transaction(async (tx) => {
    await lockTariffWrites(tx);
    if (await laneKeyTaken(tx, tariffId, values, undefined))
      throw badInput('body', 'server.freightTariffs.duplicateLane', { lane: key });
    return insertLane(tx, tariffId, values);
  });
  await recordAdminAction(ctx, { action: 'freight.tariff.lane.create', details: { tariffId, laneId, lane: key } });
  return { id: laneId, ...said('server.freightTariffs.laneSaved') };
}

export async function editTariffLane(
  ctx: SignedInContext,
  tariffId: string,
  laneId: string,
  input: TariffLaneInputParsed,
) {
  const tariff = await findTariffById(ctx.db, tariffId);
  if (!tariff || !(await laneExists(ctx.db, tariff.kind, tariffId, laneId))) throw new AppError('NOT_FOUND');
  await tariffOfKind(ctx, tariffId, input.kind);
  const { values, key } = valuesOf(input);
  await ctx.db.transaction(async (tx) => {
    await lockTariffWrites(tx);
    if (!(await laneExists(tx, tariff.kind, tariffId, laneId))) throw new AppError('NOT_FOUND');
    if (await laneKeyTaken(tx, tariffId, values, laneId))
      throw badInput('body', 'server.freightTariffs.duplicateLane', { lane: key });
    await updateLane(tx, tariffId, laneId, values);
  });
  await recordAdminAction(ctx, { action: 'freight.tariff.lane.update', details: { tariffId, laneId, lane: key } });
  return { id: laneId, ...said('server.freightTariffs.laneSaved') };
}

export async function removeTariffLane(ctx: SignedInContext, tariffId: string, laneId: string) {
  const tariff = await findTariffById(ctx.db, tariffId);
  if (!tariff) throw new AppError('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    await lockTariffWrites(tx);
    if (!(await laneExists(tx, tariff.kind, tariffId, laneId))) throw new AppError('NOT_FOUND');
    await deleteLane(tx, tariff.kind, tariffId, laneId);
  });
  await recordAdminAction(ctx, { action: 'freight.tariff.lane.delete', details: { tariffId, laneId } });
  return { id: laneId, ...said('server.freightTariffs.laneRemoved') };
}
