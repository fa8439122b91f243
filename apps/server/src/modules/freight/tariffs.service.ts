import {
  invalidTariffNumberMessages,
  isValidTariffNumber,
  type TariffDetail,
  type TariffInputParsed,
  type TariffKind,
  type TariffListQuery,
  type TariffListResponse,
  type TariffSummary,
} from '@connect/contracts/freight/tariffs.schemas';
import { messageKeyOf, type MessageKey } from '@connect/contracts/messages/message-keys';
import { formatCents } from '@connect/domain/freight/money';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue, said } from '../../errors/app-error';
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
  findCompaniesByCodes,
  findCustomersOfTariffs,
  findTariffById,
  findTariffLines,
  findTariffsByNumbers,
  insertTariff,
  listTariffRows,
  lockTariffWrites,
  setTariffValidTo,
  updateTariff,
  type CustomerRef,
  type TariffLines,
  type TariffRow,
} from './tariffs.repository';

/**
 * Tariff maintenance for the forwarder's staff (issue #18, decision 065). The routes are `access: 'staff'`, so a
 * customer (or staff impersonating one) is refused before this runs; customers reach tariffs only through the rate
 * calls, in their own scope (decision 043). Ids are looked up among all tariffs: an unknown one is 404.
 */

const todayUtc = () => new Date().toISOString().slice(0, 10);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const money = (c: number) => formatCents(c);

function statusOf(t: { validFrom: string; validTo: string }, today: string): TariffSummary['status'] {
  if (t.validTo < today) return 'expired';
  if (t.validFrom > today) return 'future';
  return 'current';
}

function summaryOf(t: TariffRow, customers: CustomerRef[], lineCount: number, today: string): TariffSummary {
  return {
    id: t.id,
    kind: t.kind,
    tariffNumber: t.tariffNumber,
    description: t.description,
    currency: t.currency,
    validFrom: t.validFrom,
    validTo: t.validTo,
    status: statusOf(t, today),
    customers,
    lineCount,
    updatedAt: new Date(t.updatedAt).toISOString(),
  };
}

export async function listTariffs(ctx: SignedInContext, query: TariffListQuery): Promise<TariffListResponse> {
  const today = todayUtc();
  const rows = await listTariffRows(ctx.db, {
    today,
    status: query.status ?? 'all',
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.search ? { search: query.search } : {}),
  });
  const customers = await findCustomersOfTariffs(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => summaryOf(r, customers.get(r.id) ?? [], r.lineCount, today)) };
}

export async function getTariff(ctx: SignedInContext, id: string): Promise<TariffDetail> {
  const tariff = await findTariffById(ctx.db, id);
  if (!tariff) throw new AppError('NOT_FOUND');
  const customers = (await findCustomersOfTariffs(ctx.db, [id])).get(id) ?? [];
  const lines = await findTariffLines(ctx.db, tariff);
  const lineCount = lines.airLanes.length + lines.oceanLanes.length + lines.accessorialCharges.length;
  return {
    ...summaryOf(tariff, customers, lineCount, todayUtc()),
    airLanes: lines.airLanes.map((l) => ({
      id: l.id,
      originPort: l.originPort,
      destinationPort: l.destinationPort,
      serviceLevel: l.serviceLevel,
      carrierCode: l.carrierCode,
      rate0: money(l.rate0),
      rate45: money(l.rate45),
      rate100: money(l.rate100),
      rate300: money(l.rate300),
      rate500: money(l.rate500),
      rate1000: money(l.rate1000),
      margin: money(l.margin),
      marginType: l.marginType,
      originCharge: money(l.originCharge),
      originUnit: l.originUnit,
      originMinimum: money(l.originMinimum),
      freightMinimum: money(l.freightMinimum),
      destHandlingCharge: money(l.destHandlingCharge),
      destHandlingUnit: l.destHandlingUnit,
      destHandlingMin: money(l.destHandlingMin),
      transitDays: l.transitDays,
    })),
    oceanLanes: lines.oceanLanes.map((l) => ({
      id: l.id,
      portOfLoading: l.portOfLoading,
      portOfDischarge: l.portOfDischarge,
      carrierCode: l.carrierCode,
      containerType: l.containerType,
      transitDays: l.transitDays,
      charges: l.charges.map((c) => ({
        chargeCode: c.chargeCode,
        description: c.description,
        amount: money(c.amountCents),
        isPerUnit: c.isPerUnit,
      })),
    })),
    accessorialCharges: lines.accessorialCharges.map((c) => ({
      id: c.id,
      chargeCode: c.chargeCode,
      description: c.description,
      mode: c.mode,
      unit: c.unit,
      amount: money(c.amountCents),
      minimum: money(c.minimumCents),
    })),
  };
}

// ------------------------------------------------------------------------------------------- lines

type ParsedLines = { lines: TariffLines | null; duplicate: string | undefined };

/** The input's lines as the tables hold them (cents), and the first lane given twice, if any. */
export function linesOf(input: TariffInputParsed): ParsedLines {
  const seen = new Set<string>();
  let duplicate: string | undefined;
  const once = (key: string) => {
    if (seen.has(key)) duplicate ??= key;
    seen.add(key);
  };
  if (input.kind === 'AIR') {
    if (!input.airLanes) return { lines: null, duplicate };
    return {
      lines: {
        kind: 'AIR',
        airLanes: input.airLanes.map((l) => {
          once(airLaneKey(l));
          return airLaneValues(l);
        }),
      },
      duplicate,
    };
  }
  if (input.kind === 'OCEAN') {
    if (!input.oceanLanes) return { lines: null, duplicate };
    return {
      lines: {
        kind: 'OCEAN',
        oceanLanes: input.oceanLanes.map((l) => {
          once(oceanLaneKey(l));
          return oceanLaneValues(l);
        }),
      },
      duplicate,
    };
  }
  if (!input.accessorialCharges) return { lines: null, duplicate };
  return {
    lines: {
      kind: 'ACCESSORIAL',
      accessorialCharges: input.accessorialCharges.map((c) => {
        once(accessorialKey(c));
        return accessorialValues(c);
      }),
    },
    duplicate,
  };
}

export const invalidNumberKey = (kind: TariffKind): MessageKey => {
  const key = messageKeyOf(invalidTariffNumberMessages[kind]);
  if (!key) throw new Error(`no catalogue key for ${invalidTariffNumberMessages[kind]}`);
  return key;
};

/** The customers by code; unknown codes named. */
export async function customersOf(db: SignedInContext['db'], codes: string[]) {
  const unique = [...new Set(codes)];
  const found = await findCompaniesByCodes(db, unique);
  const byCode = new Map(found.map((c) => [c.code.toUpperCase(), c]));
  return { ids: found.map((c) => c.id), unknown: unique.filter((c) => !byCode.has(c)) };
}

export function badInput(path: string, messageKey: MessageKey, params?: Record<string, string | number>): AppError {
  return new AppError('VALIDATION_FAILED', {
    messageKey,
    ...(params ? { params } : {}),
    details: { fields: [fieldIssue(path, messageKey, params)] },
  });
}

async function checkedWrite(ctx: SignedInContext, input: TariffInputParsed) {
  if (!isValidTariffNumber(input.kind, input.tariffNumber))
    throw badInput('body.tariffNumber', invalidNumberKey(input.kind));
  const { lines, duplicate } = linesOf(input);
  if (duplicate !== undefined) throw badInput('body', 'server.freightTariffs.duplicateLane', { lane: duplicate });
  const customers = await customersOf(ctx.db, input.customerCodes);
  if (customers.unknown.length > 0)
    throw badInput('body.customerCodes', 'server.freightTariffs.unknownCustomer', {
      code: customers.unknown.join(', '),
    });
  return { lines, companyIds: customers.ids };
}

export const header = (input: TariffInputParsed) => ({
  tariffNumber: input.tariffNumber,
  description: input.description,
  validFrom: input.validFrom,
  validTo: input.validTo,
});

export async function createTariff(ctx: SignedInContext, input: TariffInputParsed) {
  const { lines, companyIds } = await checkedWrite(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    await lockTariffWrites(tx);
    const [taken] = await findTariffsByNumbers(tx, [input.tariffNumber]);
    if (taken) throw badInput('body.tariffNumber', invalidNumberKey(input.kind));
    return insertTariff(tx, header(input), companyIds, lines ?? emptyLines(input.kind));
  });
  await recordAdminAction(ctx, { action: 'freight.tariff.create', details: { tariffId: id } });
  return { id, ...said('server.freightTariffs.saved') };
}

export const emptyLines = (kind: TariffKind): TariffLines =>
  kind === 'AIR'
    ? { kind, airLanes: [] }
    : kind === 'OCEAN'
      ? { kind, oceanLanes: [] }
      : { kind, accessorialCharges: [] };

export async function editTariff(ctx: SignedInContext, id: string, input: TariffInputParsed) {
  const existing = await findTariffById(ctx.db, id);
  if (!existing) throw new AppError('NOT_FOUND');
  // The kind of a tariff never changes: its lanes are of that kind.
  if (existing.kind !== input.kind) throw badInput('body.kind', 'server.freightTariffs.otherKind');
  const { lines, companyIds } = await checkedWrite(ctx, input);
  await ctx.db.transaction(async (tx) => {
    await lockTariffWrites(tx);
    const [taken] = await findTariffsByNumbers(tx, [input.tariffNumber]);
    if (taken && taken.id !== id) throw badInput('body.tariffNumber', invalidNumberKey(input.kind));
    await updateTariff(tx, id, header(input), companyIds, lines);
  });
  await recordAdminAction(ctx, { action: 'freight.tariff.update', details: { tariffId: id } });
  return { id, ...said('server.freightTariffs.saved') };
}

export async function expireTariff(ctx: SignedInContext, id: string, input: { validTo?: string | undefined }) {
  const tariff = await findTariffById(ctx.db, id);
  if (!tariff) throw new AppError('NOT_FOUND');
  const validTo = input.validTo ?? dayBefore(todayUtc());
  if (validTo < tariff.validFrom)
    throw badInput('body.validTo', 'server.freightTariffs.expireBeforeStart', { validFrom: tariff.validFrom });
  // Expiring never lengthens a tariff.
  if (validTo < tariff.validTo) await setTariffValidTo(ctx.db, id, validTo);
  await recordAdminAction(ctx, { action: 'freight.tariff.expire', details: { tariffId: id, validTo } });
  return { id, ...said('server.freightTariffs.expired') };
}
