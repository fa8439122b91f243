import {
  isValidTariffNumber,
  tariffImportColumns,
  tariffImportMaxRows,
  tariffImportOptionalColumns,
  tariffInputSchema,
  type TariffImportKindParam,
  type TariffImportProblem,
  type TariffImportResponse,
  type TariffInputParsed,
  type TariffKind,
} from '@connect/contracts/freight/tariffs.schemas';
import { messageKeyOf, renderMessage, type MessageKey } from '@connect/contracts/messages/message-keys';
import type { SignedInContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { recordAdminAction } from '../audit/audit.service';
import { readImportFile, type ImportCell } from '../warehouse/warehouse-import.file';
import {
  findTariffsByNumbers,
  insertTariff,
  lockTariffWrites,
  updateTariff,
  type TariffLines,
} from './tariffs.repository';
import { customersOf, emptyLines, header, invalidNumberKey, linesOf } from './tariffs.service';

/**
 * Tariff import for the forwarder's staff (issue #18, decision 065): a CSV or xlsx file of air lanes, ocean charges or
 * accessorials checked row by row (a dry run answers every problem), then written tariff by tariff.
 */

export type TariffUpload = { fileName: string; bytes: Uint8Array };
const kindOfParam: Record<TariffImportKindParam, TariffKind> = {
  air: 'AIR',
  ocean: 'OCEAN',
  accessorial: 'ACCESSORIAL',
};
const norm = (h: string) => h.toLowerCase().replace(/[\s_#]+/g, '');
const shownProblems = 200;

type Planned = {
  input: TariffInputParsed;
  firstRow: number;
  replaces: string | null;
  companyIds: string[];
  lines: TariffLines;
};

/** The same header value on every row of a tariff; the first row's wins, a different one is a problem. */
type Group = {
  firstRow: number;
  header: Record<string, string>;
  rows: { row: number; cells: Record<string, string> }[];
};

function problem(
  row: number,
  column: string,
  messageKey: MessageKey,
  params?: Record<string, string | number>,
): TariffImportProblem {
  return { row, column, messageKey, ...(params ? { params } : {}), message: renderMessage(messageKey, params) };
}

/** A zod message as a problem: a catalogue text keeps its key, anything else is quoted. */
const zodProblem = (row: number, column: string, message: string) => {
  const key = messageKeyOf(message);
  return key ? problem(row, column, key) : problem(row, column, 'server.freightTariffs.notValid', { message });
};

const headerColumns = ['Tariff #', 'Description', 'Valid From', 'Valid To', 'Customers'];
const truthy = (v: string) => /^(y|yes|true|1|x)$/i.test(v);
const numberOrNull = (v: string) => (v === '' ? null : /^\d{1,3}$/.test(v) ? Number(v) : Number.NaN);

/** The rows of one tariff as the input schema's object, and where each input path comes from in the file. */
function tariffObjectOf(
  kind: TariffKind,
  group: Group,
): { object: unknown; origin: (path: PropertyKey[]) => [number, string] } {
  const h = group.header;
  const customers = (h['Customers'] ?? '').split(/[;,\s]+/).filter((c) => c !== '');
  const base = {
    kind,
    tariffNumber: h['Tariff #'] ?? '',
    description: h['Description'] ?? '',
    validFrom: h['Valid From'] ?? '',
    validTo: h['Valid To'] ?? '',
    customerCodes: customers,
  };
  const headerOrigin: Record<string, string> = {
    tariffNumber: 'Tariff #',
    description: 'Description',
    validFrom: 'Valid From',
    validTo: 'Valid To',
    customerCodes: 'Customers',
  };
  if (kind === 'AIR') {
    const columnOf: Record<string, string> = {
      originPort: 'Origin',
      destinationPort: 'Destination',
      serviceLevel: 'Service Level',
      carrierCode: 'Carrier',
      rate0: 'Rate0',
      rate45: 'Rate45',
      rate100: 'Rate100',
      rate300: 'Rate300',
      rate500: 'Rate500',
      rate1000: 'Rate1000',
      margin: 'Margin',
      marginType: 'Margin Type',
      originCharge: 'Origin Charge',
      originUnit: 'Origin Unit',
      originMinimum: 'Origin Minimum',
      freightMinimum: 'Freight Minimum',
      destHandlingCharge: 'Dest Handling Charge',
      destHandlingUnit: 'Dest Handling Unit',
      destHandlingMin: 'Dest Handling Min',
      transitDays: 'Transit Days',
    };
    const airLanes = group.rows.map(({ cells }) => {
      const lane: Record<string, unknown> = {};
      for (const [field, column] of Object.entries(columnOf)) lane[field] = cells[column] ?? '';
      lane.carrierCode = cells['Carrier'] === '' ? null : cells['Carrier'];
      lane.transitDays = numberOrNull(cells['Transit Days'] ?? '');
      lane.serviceLevel = capitalized(cells['Service Level'] ?? '');
      lane.marginType = (cells['Margin Type'] ?? '').toUpperCase();
      lane.originUnit = (cells['Origin Unit'] ?? '').toUpperCase();
      lane.destHandlingUnit = (cells['Dest Handling Unit'] ?? '').toUpperCase();
      return lane;
    });
    return {
      object: { ...base, airLanes },
      origin: (path) => {
        if (path[0] === 'airLanes' && typeof path[1] === 'number')
          return [group.rows[path[1]]?.row ?? group.firstRow, columnOf[String(path[2])] ?? 'Origin'];
        return [group.firstRow, headerOrigin[String(path[0])] ?? 'Tariff #'];
      },
    };
  }
  if (kind === 'OCEAN') {
    // Rows of the same lane (loading, discharge, carrier, container) form one lane with a charge per row.
    const lanes: { rows: number[]; lane: Record<string, unknown>; charges: Record<string, unknown>[] }[] = [];
    const byKey = new Map<string, (typeof lanes)[number]>();
    for (const { row, cells } of group.rows) {
      const key = ['Port of Loading', 'Port of Discharge', 'Carrier', 'Container Type']
        .map((c) => (cells[c] ?? '').toUpperCase())
        .join('|');
      let lane = byKey.get(key);
      if (!lane) {
        lane = {
          rows: [],
          lane: {
            portOfLoading: cells['Port of Loading'] ?? '',
            portOfDischarge: cells['Port of Discharge'] ?? '',
            carrierCode: cells['Carrier'] ?? '',
            containerType: cells['Container Type'] ?? '',
            transitDays: numberOrNull(cells['Transit Days'] ?? ''),
          },
          charges: [],
        };
        byKey.set(key, lane);
        lanes.push(lane);
      }
      lane.rows.push(row);
      lane.charges.push({
        chargeCode: cells['Charge Code'] ?? '',
        description: cells['Charge Description'] ?? '',
        amount: cells['Amount'] ?? '',
        isPerUnit: truthy(cells['Per Unit'] ?? ''),
      });
    }
    const laneColumn: Record<string, string> = {
      portOfLoading: 'Port of Loading',
      portOfDischarge: 'Port of Discharge',
      carrierCode: 'Carrier',
      containerType: 'Container Type',
      transitDays: 'Transit Days',
    };
    const chargeColumn: Record<string, string> = {
      chargeCode: 'Charge Code',
      description: 'Charge Description',
      amount: 'Amount',
      isPerUnit: 'Per Unit',
    };
    return {
      object: { ...base, oceanLanes: lanes.map((l) => ({ ...l.lane, charges: l.charges })) },
      origin: (path) => {
        if (path[0] === 'oceanLanes' && typeof path[1] === 'number') {
          const lane = lanes[path[1]];
          if (path[2] === 'charges' && typeof path[3] === 'number')
            return [lane?.rows[path[3]] ?? group.firstRow, chargeColumn[String(path[4])] ?? 'Charge Code'];
          return [lane?.rows[0] ?? group.firstRow, laneColumn[String(path[2])] ?? 'Port of Loading'];
        }
        return [group.firstRow, headerOrigin[String(path[0])] ?? 'Tariff #'];
      },
    };
  }
  const columnOf: Record<string, string> = {
    chargeCode: 'Charge Code',
    description: 'Charge Description',
    mode: 'Mode',
    unit: 'Unit',
    amount: 'Amount',
    minimum: 'Minimum',
  };
  const accessorialCharges = group.rows.map(({ cells }) => ({
    chargeCode: cells['Charge Code'] ?? '',
    description: cells['Charge Description'] ?? '',
    mode: (cells['Mode'] ?? '').toUpperCase(),
    unit: (cells['Unit'] ?? '').toUpperCase(),
    amount: cells['Amount'] ?? '',
    minimum: cells['Minimum'] === '' ? '0' : (cells['Minimum'] ?? '0'),
  }));
  return {
    object: { ...base, accessorialCharges },
    origin: (path) => {
      if (path[0] === 'accessorialCharges' && typeof path[1] === 'number')
        return [group.rows[path[1]]?.row ?? group.firstRow, columnOf[String(path[2])] ?? 'Charge Code'];
      return [group.firstRow, headerOrigin[String(path[0])] ?? 'Tariff #'];
    },
  };
}

const capitalized = (v: string) => (v === '' ? v : `${v[0]?.toUpperCase() ?? ''}${v.slice(1).toLowerCase()}`);

/**
 * Checks every row of a tariff file (the same check for the dry run and, inside the import's transaction, the
 * commit): the header row has the kind's columns, each tariff's header values agree across its rows, every tariff
 * passes the create form's schema (with problems placed on the file's row and column), the number is the kind's
 * (the spec's invalid tariff # message otherwise), customers exist, no lane is given twice.
 */
async function planTariffImport(
  db: SignedInContext['db'],
  kindParam: TariffImportKindParam,
  sheet: { headers: string[]; rows: ImportCell[][] },
): Promise<{ planned: Planned[]; problems: TariffImportProblem[]; rowCount: number }> {
  const kind = kindOfParam[kindParam];
  const expected: readonly string[] = tariffImportColumns[kindParam];
  const problems: TariffImportProblem[] = [];
  const indexOf = new Map<string, number>();
  for (const column of expected) {
    const at = sheet.headers.findIndex((h) => norm(h) === norm(column));
    if (at < 0) problems.push(problem(1, column, 'server.freightTariffs.columnMissing', { column }));
    else indexOf.set(column, at);
  }
  if (problems.length > 0) return { planned: [], problems, rowCount: 0 };

  const groups = new Map<string, Group>();
  let rowCount = 0;
  sheet.rows.forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c.text === '' && !c.formulaWithoutValue)) return;
    rowCount += 1;
    const values: Record<string, string> = {};
    for (const column of expected) {
      const cell = cells[indexOf.get(column) ?? -1];
      if (cell?.formulaWithoutValue) problems.push(problem(row, column, 'server.freightTariffs.formulaWithoutValue'));
      values[column] = cell?.text ?? '';
      if (values[column] === '' && !tariffImportOptionalColumns.includes(column) && column !== 'Minimum')
        problems.push(problem(row, column, 'server.freightTariffs.required'));
    }
    const number = (values['Tariff #'] ?? '').toUpperCase();
    if (number === '') return;
    let group = groups.get(number);
    if (!group) {
      group = { firstRow: row, header: {}, rows: [] };
      for (const c of headerColumns) group.header[c] = values[c] ?? '';
      group.header['Tariff #'] = number;
      groups.set(number, group);
    } else {
      for (const c of headerColumns.slice(1)) {
        if ((values[c] ?? '') !== '' && (values[c] ?? '') !== (group.header[c] ?? ''))
          problems.push(
            problem(row, c, 'server.freightTariffs.differsFromRow', {
              row: group.firstRow,
              value: group.header[c] ?? '',
            }),
          );
      }
    }
    group.rows.push({ row, cells: values });
  });

  const existing = new Map(
    (await findTariffsByNumbers(db, [...groups.keys()])).map((t) => [t.tariffNumber, t] as const),
  );
  const planned: Planned[] = [];
  for (const [number, group] of groups) {
    const { object, origin } = tariffObjectOf(kind, group);
    const parsed = tariffInputSchema.safeParse(object);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [row, column] = origin(issue.path);
        problems.push(zodProblem(row, column, issue.message));
      }
      continue;
    }
    const input = parsed.data;
    const taken = existing.get(number);
    if (!isValidTariffNumber(kind, number) || (taken && taken.kind !== kind)) {
      problems.push(problem(group.firstRow, 'Tariff #', invalidNumberKey(kind)));
      continue;
    }
    const { lines, duplicate } = linesOf(input);
    if (duplicate !== undefined)
      problems.push(problem(group.firstRow, 'Tariff #', 'server.freightTariffs.duplicateLane', { lane: duplicate }));
    const customers = await customersOf(db, input.customerCodes);
    if (customers.unknown.length > 0)
      problems.push(
        problem(group.firstRow, 'Customers', 'server.freightTariffs.unknownCustomer', {
          code: customers.unknown.join(', '),
        }),
      );
    planned.push({
      input,
      firstRow: group.firstRow,
      replaces: taken?.id ?? null,
      companyIds: customers.ids,
      lines: lines ?? emptyLines(kind),
    });
  }
  problems.sort((a, b) => a.row - b.row || expected.indexOf(a.column) - expected.indexOf(b.column));
  return { planned, problems, rowCount };
}

function answerOf(plan: Awaited<ReturnType<typeof planTariffImport>>, imported: boolean): TariffImportResponse {
  return {
    imported,
    rows: plan.rowCount,
    tariffs: plan.planned.map((p) => ({
      tariffNumber: p.input.tariffNumber,
      lines:
        p.lines.kind === 'AIR'
          ? p.lines.airLanes.length
          : p.lines.kind === 'OCEAN'
            ? p.lines.oceanLanes.length
            : p.lines.accessorialCharges.length,
      replaces: p.replaces !== null,
    })),
    problems: plan.problems.slice(0, shownProblems),
    problemCount: plan.problems.length,
  };
}

async function readTariffFile(upload: TariffUpload) {
  const sheet = await readImportFile(upload);
  if (sheet.rows.length > tariffImportMaxRows)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.warehouseImport.tooManyRows',
      params: { max: tariffImportMaxRows },
    });
  return sheet;
}

/** Checks a tariff file and answers what it would import, or every problem by row and column. Writes nothing. */
export async function dryRunTariffImport(
  ctx: SignedInContext,
  kind: TariffImportKindParam,
  upload: TariffUpload,
): Promise<TariffImportResponse> {
  const sheet = await readTariffFile(upload);
  return answerOf(await planTariffImport(ctx.db, kind, sheet), false);
}

/** Imports a tariff file all or nothing: any problem answers 400 with the problems, and nothing is written. */
export async function commitTariffImport(
  ctx: SignedInContext,
  kind: TariffImportKindParam,
  upload: TariffUpload,
): Promise<TariffImportResponse> {
  const sheet = await readTariffFile(upload);
  const answer = await ctx.db.transaction(async (tx) => {
    await lockTariffWrites(tx);
    const plan = await planTariffImport(tx, kind, sheet);
    if (plan.problems.length > 0 || plan.planned.length === 0)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'server.warehouseImport.importFailed',
        params: { count: Math.max(plan.problems.length, 1) },
        details: {
          fields: plan.problems.slice(0, shownProblems).map((p) => ({
            path: `rows[${p.row}].${p.column}`,
            message: `Row ${p.row}, ${p.column}: ${p.message}`,
            messageKey: p.messageKey as MessageKey,
            ...(p.params ? { params: p.params } : {}),
          })),
        },
      });
    for (const p of plan.planned) {
      if (p.replaces) await updateTariff(tx, p.replaces, header(p.input), p.companyIds, p.lines);
      else await insertTariff(tx, header(p.input), p.companyIds, p.lines);
    }
    return answerOf(plan, true);
  });
  await recordAdminAction(ctx, {
    action: 'freight.tariff.import',
    details: { kind, tariffs: answer.tariffs.map((t) => t.tariffNumber) },
  });
  return answer;
}
