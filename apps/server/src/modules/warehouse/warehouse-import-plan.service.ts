import {
  importFieldsOf,
  requiredImportFields,
  type ImportDirection,
  type ImportField,
  type ImportMapping,
  type ImportProblem,
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
import type { Database } from '../../db/client';
import { type ImportSheet } from './warehouse-import.file';
import {
  findAddressesByName,
  findItemsBySku,
  findShipmentsByHouseBill,
  findTakenOrderKeys,
} from './warehouse-import.repository';
import { findWarehouses } from './warehouse.repository';

/**
 * The check of an import (issue #19, decision 059): every row of the mapped sheet against the order form's own
 * schema and the company's items, warehouses, ship-to addresses, shipments and existing orders, grouped into
 * orders by Order/Reference No. Used by the dry run and, inside its transaction, by the commit.
 */

type Company = { id: string; code: string };
const placeholderId = '00000000-0000-4000-8000-000000000000';
export const fieldLabel = (field: ImportField) => enUsWarehouseImportStrings.fields[field];

type PlannedOrder = {
  referenceNo: string;
  fileNumber: string;
  firstRow: number;
  values: InboundOrderValues | OutboundOrderValues;
  totalQty: number;
};
export type Plan = { rowCount: number; orders: PlannedOrder[]; problems: ImportProblem[] };

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
export async function planImport(
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
