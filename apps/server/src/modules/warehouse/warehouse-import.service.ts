import {
  importFieldsOf,
  importMappingSchema,
  requiredImportFields,
  type CommitImportResponse,
  type DryRunResponse,
  type ImportDirection,
  type ImportField,
  type ImportMapping,
  type ImportMappingResponse,
  type ImportProblem,
  type ReadImportResponse,
} from '@connect/contracts/warehouse/warehouse-import.schemas';
import {
  inboundOrderInputSchema,
  outboundOrderInputSchema,
  serviceLevels,
  type InboundOrderValues,
  type OutboundOrderValues,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { messageKeyOf, renderMessage, type MessageKey } from '@connect/contracts/messages/message-keys';
import { enUsWarehouseImportStrings } from '@connect/contracts/i18n/en-us-warehouse-import';
import type { SignedInContext } from '../../context';
import type { Database } from '../../db/client';
import { AppError, said } from '../../errors/app-error';
import { recordCompanyAction } from '../audit/audit.service';
import { alertLowStockOfOrder } from './warehouse-low-stock.service';
import { readImportFile, type ImportSheet } from './warehouse-import.file';
import {
  findAddressesByName,
  findImportMapping,
  findItemsBySku,
  findShipmentsByHouseBill,
  findTakenOrderKeys,
  lockImports,
  upsertImportMapping,
} from './warehouse-import.repository';
import { findWarehouses } from './warehouse.repository';
import { fileNumberRace, insertInboundOrderIn, insertOutboundOrderIn } from './warehouse-orders.service';
import { byOf, orderCreationCompany, tell } from './warehouse.service';

/**
 * Bulk import of inbound and outbound orders (issue #19, decision 059). A file is read (checked by content), its
 * columns mapped to the import's fields, and every row checked with the order form's own schema plus look-ups of
 * the company's items, warehouses, ship-to addresses, shipments and existing orders. Nothing is written unless
 * every row is valid: the commit runs the same check inside one transaction and writes every order or none. The
 * customer's Order/Reference No. groups rows into orders and guards against importing an order twice.
 */

export type Upload = { fileName: string; bytes: Uint8Array };
type Company = { id: string; code: string };

/** The first problems are enough to correct a file; the answer says how many there are in all. */
const shownProblems = 200;
const placeholderId = '00000000-0000-4000-8000-000000000000';

// ------------------------------------------------------------------------------------------- mapping

const keyOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Headers a file commonly uses for each field (besides the field's own name and its label in the wizard). */
const synonyms: Record<ImportField, string[]> = {
  referenceNo: [
    'reference',
    'referenceno',
    'orderreferenceno',
    'orderreference',
    'orderno',
    'ordernumber',
    'po',
    'pono',
    'ponumber',
    'customerreference',
    'ref',
  ],
  fileNumber: ['fileno', 'filenumber', 'file'],
  warehouse: ['warehouse', 'warehousecode', 'wh', 'site'],
  sku: ['sku', 'item', 'itemcode', 'itemno', 'partnumber', 'partno', 'product', 'productcode'],
  quantity: ['quantity', 'qty', 'orderedqty', 'units', 'orderqty'],
  lotNumber: ['lot', 'lotno', 'lotnumber', 'batch'],
  notes: ['notes', 'note', 'comments', 'remarks'],
  supplierName: ['supplier', 'suppliername', 'vendor', 'shipper'],
  expectedDate: ['expecteddate', 'expected', 'eta', 'arrivaldate'],
  carrier: ['carrier'],
  containerNo: ['container', 'containerno', 'containernumber'],
  houseBill: ['housebill', 'hbl', 'hawb', 'housebillno'],
  shipTo: ['shipto', 'shiptoname', 'consignee', 'deliverto'],
  requestedDate: ['requesteddate', 'requested', 'shipdate'],
  serviceLevel: ['servicelevel', 'service'],
};

const fieldLabel = (field: ImportField) => enUsWarehouseImportStrings.fields[field];

/** A mapping guessed from the header row: a field takes the first column whose header names it. */
export function guessMapping(direction: ImportDirection, headers: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  for (const field of importFieldsOf(direction)) {
    const names = new Set([keyOf(field), keyOf(fieldLabel(field)), ...synonyms[field]]);
    const index = headers.findIndex((h, i) => !used.has(i) && names.has(keyOf(h)));
    mapping[field] = index >= 0 ? (headers[index] ?? null) : null;
    if (index >= 0) used.add(index);
  }
  return mapping;
}

function parseMapping(direction: ImportDirection, text: string | undefined): ImportMapping {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    throw new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouseImport.mappingNotValid' });
  }
  const parsed = importMappingSchema.safeParse(value);
  const allowed = new Set<string>(importFieldsOf(direction));
  if (!parsed.success || Object.keys(parsed.data).some((f) => !allowed.has(f)))
    throw new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouseImport.mappingNotValid' });
  return parsed.data;
}

function checkDirectionFields(direction: ImportDirection, mapping: ImportMapping) {
  const allowed = new Set<string>(importFieldsOf(direction));
  if (Object.keys(mapping).some((f) => !allowed.has(f)))
    throw new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouseImport.mappingNotValid' });
}

export async function getImportMapping(
  ctx: SignedInContext,
  direction: ImportDirection,
): Promise<ImportMappingResponse> {
  const company = orderCreationCompany(ctx);
  const row = await findImportMapping(ctx.db, ctx.auth.user.userId, company.id, direction);
  const saved = row ? importMappingSchema.safeParse(row.settings) : undefined;
  return {
    direction,
    mapping: saved?.success ? saved.data : null,
    updatedAt: saved?.success && row ? row.updatedAt.toISOString() : null,
  };
}

export async function saveImportMapping(ctx: SignedInContext, direction: ImportDirection, mapping: ImportMapping) {
  const company = orderCreationCompany(ctx);
  checkDirectionFields(direction, mapping);
  const row = await upsertImportMapping(ctx.db, ctx.auth.user.userId, company.id, direction, mapping);
  return {
    direction,
    mapping,
    updatedAt: (row?.updatedAt ?? new Date()).toISOString(),
    ...said('server.warehouseImport.mappingSaved'),
  };
}

// ------------------------------------------------------------------------------------------- reading

export async function readImport(
  ctx: SignedInContext,
  direction: ImportDirection,
  upload: Upload,
): Promise<ReadImportResponse> {
  const company = orderCreationCompany(ctx);
  const sheet = await readImportFile(upload);
  const guessed = guessMapping(direction, sheet.headers);
  const saved = await findImportMapping(ctx.db, ctx.auth.user.userId, company.id, direction);
  const savedMapping = saved ? importMappingSchema.safeParse(saved.settings) : undefined;
  let mapping = guessed;
  let mappingSource: 'saved' | 'guessed' = 'guessed';
  if (savedMapping?.success) {
    // The saved choice wins for every field whose column this file has; the guess fills the rest.
    const headers = new Set(sheet.headers.map((h) => h.toLowerCase()));
    const usable = Object.entries(savedMapping.data).filter(
      ([field, header]) =>
        importFieldsOf(direction).includes(field as ImportField) && header && headers.has(header.toLowerCase()),
    );
    if (usable.length > 0) {
      mappingSource = 'saved';
      const taken = new Set(usable.map(([, h]) => (h ?? '').toLowerCase()));
      mapping = Object.fromEntries(
        importFieldsOf(direction).map((field) => {
          const mine = usable.find(([f]) => f === field)?.[1];
          const guess = guessed[field];
          return [field, mine ?? (guess && !taken.has(guess.toLowerCase()) ? guess : null)];
        }),
      ) as ImportMapping;
    }
  }
  const visible = sheet.rows.filter((r) => r.some((c) => c.text !== ''));
  return {
    fileName: sheet.fileName,
    kind: sheet.kind,
    headers: sheet.headers,
    sample: visible.slice(0, 5).map((r) => sheet.headers.map((_, i) => r[i]?.text ?? '')),
    rowCount: visible.length,
    mapping,
    mappingSource,
  };
}

// ------------------------------------------------------------------------------------------- the check

type PlannedOrder = {
  referenceNo: string;
  fileNumber: string;
  firstRow: number;
  values: InboundOrderValues | OutboundOrderValues;
  totalQty: number;
};
type Plan = { rowCount: number; orders: PlannedOrder[]; problems: ImportProblem[] };

function problemOf(
  row: number | null,
  column: string | null,
  field: string | null,
  messageKey: MessageKey,
  params?: Record<string, string | number>,
): ImportProblem {
  return { row, column, field, message: renderMessage(messageKey, params), messageKey, ...(params ? { params } : {}) };
}

/** A message of the order schema as a catalogue key: the spec's texts have theirs; a few rule texts map to ours. */
function schemaProblem(row: number, column: string | null, field: string, message: string, value: string) {
  if (message === 'Use a date as YYYY-MM-DD') return problemOf(row, column, field, 'server.warehouseImport.notADate');
  const key = messageKeyOf(message);
  if (key) return problemOf(row, column, field, key);
  if (value === '') return problemOf(row, column, field, 'server.warehouseImport.required');
  return problemOf(row, column, field, 'server.warehouseImport.notValid', { message });
}

const dateFields = new Set<ImportField>(['expectedDate', 'requestedDate']);
/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const excelEpochDays = 25569;

/** A cell's text for a field: a date cell saved as a bare serial number (no date format) reads as its day. */
function valueOf(field: ImportField, text: string): string {
  if (dateFields.has(field) && /^\d{5}(\.\d+)?$/.test(text)) {
    const serial = Math.floor(Number(text));
    if (serial > 20000 && serial < 80000)
      return new Date((serial - excelEpochDays) * 86_400_000).toISOString().slice(0, 10);
  }
  return text;
}

type Row = { number: number; get: (field: ImportField) => string; cells: ImportSheet['rows'][number] };

const headerFieldOf: Record<string, ImportField> = {
  warehouseId: 'warehouse',
  fileNumber: 'fileNumber',
  referenceNo: 'referenceNo',
  supplierName: 'supplierName',
  expectedDate: 'expectedDate',
  carrier: 'carrier',
  containerNo: 'containerNo',
  houseBill: 'houseBill',
  notes: 'notes',
  shipToAddressId: 'shipTo',
  requestedDate: 'requestedDate',
  serviceLevel: 'serviceLevel',
};
const lineFieldOf: Record<string, ImportField> = { itemId: 'sku', quantity: 'quantity', lotNumber: 'lotNumber' };

/**
 * Checks a file against the mapping and the company's data: every problem by row and column, and the orders the
 * file holds when there is none. Runs the same way for the dry run and, inside the import's transaction, the commit.
 */
async function planImport(
  db: Database,
  company: Company,
  direction: ImportDirection,
  sheet: ImportSheet,
  mapping: ImportMapping,
): Promise<Plan> {
  const problems: ImportProblem[] = [];
  const fields = importFieldsOf(direction);
  const headerIndex = new Map<string, number>();
  sheet.headers.forEach((h, i) => {
    if (h !== '' && !headerIndex.has(h.toLowerCase())) headerIndex.set(h.toLowerCase(), i);
  });

  // The mapping against the file: required fields chosen, chosen columns present, no column used twice.
  const columnOf = new Map<ImportField, number>();
  const seen = new Map<number, ImportField>();
  for (const field of fields) {
    const header = mapping[field];
    if (!header) {
      if (requiredImportFields[direction].includes(field))
        problems.push(
          problemOf(null, null, field, 'server.warehouseImport.columnNotMapped', { field: fieldLabel(field) }),
        );
      continue;
    }
    const index = headerIndex.get(header.toLowerCase());
    if (index === undefined) {
      problems.push(problemOf(null, header, field, 'server.warehouseImport.columnMissing', { column: header }));
      continue;
    }
    if (seen.has(index)) {
      problems.push(problemOf(null, header, field, 'server.warehouseImport.columnTwice', { column: header }));
      continue;
    }
    seen.set(index, field);
    columnOf.set(field, index);
  }
  const columnName = (field: ImportField) => {
    const i = columnOf.get(field);
    return i === undefined ? null : (sheet.headers[i] ?? null);
  };

  const rows: Row[] = [];
  sheet.rows.forEach((cells, i) => {
    if (!cells.some((c) => c.text !== '' || c.formulaWithoutValue)) return;
    const number = i + 2;
    rows.push({ number, cells, get: (field) => valueOf(field, cells[columnOf.get(field) ?? -1]?.text ?? '') });
    for (const [field, index] of columnOf)
      if (cells[index]?.formulaWithoutValue)
        problems.push(problemOf(number, columnName(field), field, 'server.warehouseImport.formulaWithoutValue'));
  });
  if (rows.length === 0) problems.push(problemOf(null, null, null, 'server.warehouseImport.noRows'));
  if (problems.length > 0) return { rowCount: rows.length, orders: [], problems };

  // Look-ups of everything the file names, one query each.
  const distinct = (field: ImportField) => [...new Set(rows.map((r) => r.get(field)).filter((v) => v !== ''))];
  const groupsByRef = new Map<string, Row[]>();
  for (const row of rows) {
    const reference = row.get('referenceNo');
    if (reference === '') {
      problems.push(problemOf(row.number, columnName('referenceNo'), 'referenceNo', 'errors.validOrderReference'));
      continue;
    }
    const key = reference.toLowerCase();
    groupsByRef.set(key, [...(groupsByRef.get(key) ?? []), row]);
  }
  const fileNumberOfGroup = (group: Row[]) =>
    group.map((r) => r.get('fileNumber')).find((v) => v !== '') ?? group[0]?.get('referenceNo') ?? '';
  // One after another: inside the import's transaction the queries share one connection.
  const warehouses = await findWarehouses(db, { kind: 'company', companyIds: [company.id] });
  const items = await findItemsBySku(db, company.id, distinct('sku'));
  const shipTos = direction === 'outbound' ? await findAddressesByName(db, company.id, distinct('shipTo')) : [];
  const bills = direction === 'inbound' ? await findShipmentsByHouseBill(db, company.id, distinct('houseBill')) : [];
  const taken = await findTakenOrderKeys(db, company.id, direction === 'inbound' ? 'INBOUND' : 'OUTBOUND', {
    references: [...groupsByRef.values()].map((g) => g[0]?.get('referenceNo') ?? ''),
    fileNumbers: [...groupsByRef.values()].map(fileNumberOfGroup),
  });
  const itemBySku = new Map(items.map((i) => [i.sku.toLowerCase(), i.id]));
  const shipTosByName = new Map<string, string[]>();
  for (const a of shipTos)
    shipTosByName.set(a.name.toLowerCase(), [...(shipTosByName.get(a.name.toLowerCase()) ?? []), a.id]);
  const billSet = new Set(bills.map((b) => b.documentNo.toLowerCase()));

  const orders: PlannedOrder[] = [];
  const fileNumbersInFile = new Map<string, number>();
  for (const group of groupsByRef.values()) {
    const first = group[0];
    if (!first) continue;
    const problemCountBefore = problems.length;

    // An order's header: the first value given in its rows; another value in a later row is a problem.
    const header = (field: ImportField): { value: string; row: number } => {
      let found: { value: string; row: number } | undefined;
      for (const row of group) {
        const value = row.get(field);
        if (value === '') continue;
        if (!found) found = { value, row: row.number };
        else if (value !== found.value)
          problems.push(
            problemOf(row.number, columnName(field), field, 'server.warehouseImport.differsFromRow', {
              row: found.row,
              value: found.value,
            }),
          );
      }
      return found ?? { value: '', row: first.number };
    };
    const referenceNo = first.get('referenceNo');
    for (const row of group.slice(1))
      if (row.get('referenceNo') !== referenceNo)
        problems.push(
          problemOf(row.number, columnName('referenceNo'), 'referenceNo', 'server.warehouseImport.differsFromRow', {
            row: first.number,
            value: referenceNo,
          }),
        );
    const fileNumber = header('fileNumber');
    const fileNumberValue = fileNumber.value || referenceNo;
    const notes = header('notes');

    // Warehouse: a code or name of one of the company's warehouses; may be left out when there is one.
    const warehouse = header('warehouse');
    let warehouseId = placeholderId;
    if (warehouse.value === '') {
      if (warehouses.length === 1) warehouseId = warehouses[0]?.id ?? placeholderId;
      else
        problems.push(
          problemOf(warehouse.row, columnName('warehouse'), 'warehouse', 'server.warehouseImport.chooseWarehouse'),
        );
    } else {
      const wanted = warehouse.value.toLowerCase();
      const found = warehouses.find((w) => w.code.toLowerCase() === wanted || w.name.toLowerCase() === wanted);
      if (found) warehouseId = found.id;
      else
        problems.push(
          problemOf(warehouse.row, columnName('warehouse'), 'warehouse', 'server.warehouseImport.unknownWarehouse', {
            warehouse: warehouse.value,
          }),
        );
    }

    // Lines: one per row with a SKU or a quantity.
    const lineRows: Row[] = [];
    const lines: { itemId: string; quantity: string; lotNumber: string }[] = [];
    for (const row of group) {
      const sku = row.get('sku');
      const quantity = row.get('quantity');
      if (sku === '' && quantity === '') continue;
      if (sku === '') problems.push(problemOf(row.number, columnName('sku'), 'sku', 'server.warehouseImport.required'));
      const itemId = itemBySku.get(sku.toLowerCase());
      if (sku !== '' && !itemId)
        problems.push(problemOf(row.number, columnName('sku'), 'sku', 'server.warehouseImport.unknownSku', { sku }));
      lineRows.push(row);
      lines.push({ itemId: itemId ?? placeholderId, quantity, lotNumber: row.get('lotNumber') });
    }

    let input: Record<string, unknown>;
    if (direction === 'inbound') {
      const houseBill = header('houseBill');
      if (houseBill.value !== '' && !billSet.has(houseBill.value.toLowerCase()))
        problems.push(
          problemOf(houseBill.row, columnName('houseBill'), 'houseBill', 'server.warehouseImport.unknownHouseBill', {
            houseBill: houseBill.value,
          }),
        );
      input = {
        warehouseId,
        fileNumber: fileNumberValue,
        referenceNo,
        supplierName: header('supplierName').value,
        expectedDate: header('expectedDate').value,
        carrier: header('carrier').value,
        containerNo: header('containerNo').value,
        houseBill: houseBill.value,
        notes: notes.value,
        lines,
      };
    } else {
      const shipTo = header('shipTo');
      let shipToAddressId = placeholderId;
      if (shipTo.value !== '') {
        const ids = shipTosByName.get(shipTo.value.toLowerCase()) ?? [];
        if (ids.length === 1) shipToAddressId = ids[0] ?? placeholderId;
        else
          problems.push(
            problemOf(
              shipTo.row,
              columnName('shipTo'),
              'shipTo',
              ids.length === 0 ? 'server.warehouseImport.unknownShipTo' : 'server.warehouseImport.ambiguousShipTo',
              { shipTo: shipTo.value },
            ),
          );
      } else problems.push(problemOf(shipTo.row, columnName('shipTo'), 'shipTo', 'server.warehouseImport.required'));
      const level = header('serviceLevel');
      const serviceLevel = level.value === '' ? 'STD' : level.value.toUpperCase();
      if (!(serviceLevels as readonly string[]).includes(serviceLevel))
        problems.push(
          problemOf(
            level.row,
            columnName('serviceLevel'),
            'serviceLevel',
            'server.warehouseImport.unknownServiceLevel',
          ),
        );
      input = {
        warehouseId,
        fileNumber: fileNumberValue,
        referenceNo,
        shipToAddressId,
        requestedDate: header('requestedDate').value,
        serviceLevel: (serviceLevels as readonly string[]).includes(serviceLevel) ? serviceLevel : 'STD',
        notes: notes.value,
        lines,
      };
    }

    // The order form's own schema: the spec's messages, placed on the row and column they come from.
    const schema = direction === 'inbound' ? inboundOrderInputSchema : outboundOrderInputSchema;
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const [top, index, leaf] = issue.path.map(String);
        if (top === 'lines' && index !== undefined && leaf !== undefined) {
          const field = lineFieldOf[leaf] ?? 'sku';
          const row = lineRows[Number(index)] ?? first;
          problems.push(schemaProblem(row.number, columnName(field), field, issue.message, row.get(field)));
        } else if (top === 'lines') {
          problems.push(schemaProblem(first.number, columnName('sku'), 'sku', issue.message, ''));
        } else {
          const field = headerFieldOf[top ?? ''] ?? 'referenceNo';
          // Without its own value the file number is the reference, whose problems are named once already.
          if (field === 'fileNumber' && fileNumber.value === '') continue;
          const at = field === 'referenceNo' ? { value: referenceNo, row: first.number } : header(field);
          problems.push(schemaProblem(at.row, columnName(field), field, issue.message, at.value));
        }
      }
    }

    // The guard against importing an order twice: its reference, then its file number, in the company's orders.
    if (taken.references.has(referenceNo.toLowerCase()))
      problems.push(
        problemOf(first.number, columnName('referenceNo'), 'referenceNo', 'server.warehouseImport.referenceExists', {
          reference: referenceNo,
        }),
      );
    else if (taken.fileNumbers.has(fileNumberValue.toLowerCase()))
      problems.push(
        problemOf(
          fileNumber.row,
          columnName(fileNumber.value === '' ? 'referenceNo' : 'fileNumber'),
          fileNumber.value === '' ? 'referenceNo' : 'fileNumber',
          'errors.fileNumberExists',
        ),
      );
    const otherRow = fileNumbersInFile.get(fileNumberValue.toLowerCase());
    if (otherRow !== undefined)
      problems.push(
        problemOf(
          fileNumber.row,
          columnName('fileNumber') ?? columnName('referenceNo'),
          'fileNumber',
          'server.warehouseImport.fileNumberInFileTwice',
          {
            fileNumber: fileNumberValue,
          },
        ),
      );
    else fileNumbersInFile.set(fileNumberValue.toLowerCase(), fileNumber.row);

    if (result.success && problems.length === problemCountBefore)
      orders.push({
        referenceNo,
        fileNumber: result.data.fileNumber,
        firstRow: first.number,
        values: result.data,
        totalQty: result.data.lines.reduce((sum, l) => sum + l.quantity, 0),
      });
  }

  // One rule may fail twice on a value (a reference both too long and of other characters): named once per cell.
  const unique = [...new Map(problems.map((p) => [`${p.row}|${p.field}|${p.message}`, p])).values()];
  unique.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || columnRank(a) - columnRank(b));
  return { rowCount: rows.length, orders, problems: unique };

  function columnRank(p: ImportProblem): number {
    const i = p.field ? columnOf.get(p.field as ImportField) : undefined;
    return i ?? -1;
  }
}

// ------------------------------------------------------------------------------------------- dry run and commit

export async function dryRunImport(
  ctx: SignedInContext,
  direction: ImportDirection,
  upload: Upload,
  mappingText: string | undefined,
): Promise<DryRunResponse> {
  const company = orderCreationCompany(ctx);
  const mapping = parseMapping(direction, mappingText);
  const sheet = await readImportFile(upload);
  const plan = await planImport(ctx.db, company, direction, sheet, mapping);
  return {
    ok: plan.problems.length === 0,
    rowCount: plan.rowCount,
    orders: plan.orders.map((o) => ({
      referenceNo: o.referenceNo,
      fileNumber: o.fileNumber,
      firstRow: o.firstRow,
      lineCount: o.values.lines.length,
      totalQty: o.totalQty,
    })),
    problems: plan.problems.slice(0, shownProblems),
    problemCount: plan.problems.length,
  };
}

function importFailed(problems: ImportProblem[]): AppError {
  return new AppError('VALIDATION_FAILED', {
    messageKey: 'server.warehouseImport.importFailed',
    params: { count: problems.length },
    details: {
      fields: problems.slice(0, shownProblems).map((p) => ({
        path: p.row === null ? `file.${p.field ?? ''}` : `rows[${p.row}].${p.field ?? ''}`,
        message: p.row === null ? p.message : `Row ${p.row}, ${p.column ?? ''}: ${p.message}`,
        ...(p.messageKey ? { messageKey: p.messageKey } : {}),
        ...(p.params ? { params: p.params } : {}),
      })),
    },
  });
}

export async function commitImport(
  ctx: SignedInContext,
  direction: ImportDirection,
  upload: Upload,
  mappingText: string | undefined,
): Promise<CommitImportResponse> {
  const company = orderCreationCompany(ctx);
  const actor = byOf(ctx);
  const mapping = parseMapping(direction, mappingText);
  const sheet = await readImportFile(upload);
  const written = await ctx.db
    .transaction(async (tx) => {
      await lockImports(tx, company.id, direction);
      const plan = await planImport(tx, company, direction, sheet, mapping);
      if (plan.problems.length > 0 || plan.orders.length === 0) throw importFailed(plan.problems);
      const out: { orderId: string; referenceNo: string; fileNumber: string; allocated: boolean }[] = [];
      for (const order of plan.orders) {
        if (direction === 'inbound') {
          const orderId = await insertInboundOrderIn(tx, company, actor, order.values as InboundOrderValues);
          out.push({ orderId, referenceNo: order.referenceNo, fileNumber: order.fileNumber, allocated: false });
        } else {
          const r = await insertOutboundOrderIn(ctx, tx, company, actor, order.values as OutboundOrderValues);
          out.push({
            orderId: r.orderId,
            referenceNo: order.referenceNo,
            fileNumber: order.fileNumber,
            allocated: r.allocated,
          });
        }
      }
      return out;
    })
    .catch(fileNumberRace);
  await recordCompanyAction(ctx, {
    action: `wms.${direction}.import`,
    companyId: company.id,
    details: { fileName: sheet.fileName, orderIds: written.map((w) => w.orderId) },
  });
  for (const w of written) if (w.allocated) await tell(ctx, w.orderId, 1001);
  for (const w of written) if (w.allocated) await alertLowStockOfOrder(ctx, w.orderId);
  return {
    imported: written.map(({ orderId, referenceNo, fileNumber }) => ({ orderId, referenceNo, fileNumber })),
    ...said('server.warehouseImport.imported', { count: written.length }),
  };
}
