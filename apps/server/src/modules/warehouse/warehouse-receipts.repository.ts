import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, asc, count, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { rawRows } from '../../db/raw-rows';
import { companies } from '../../db/schema/identity';
import { warehouseItems, warehouseLocations, warehouseOrders, warehouses } from '../../db/schema/warehouse';
import { warehouseReceiptFiles, warehouseReceiptLines, warehouseReceipts } from '../../db/schema/warehouse-receipts';
import { containsPattern } from '../../db/like-pattern';

/**
 * The warehouse receipts' SQL (decision 058). Every tenant query takes a `ReceiptScope`: the customer's selected
 * company, or `{ kind: 'staff' }` for the forwarder's staff. A receipt outside the scope, or deleted, is not found.
 */
export type ReceiptScope = { kind: 'company'; companyIds: string[] } | { kind: 'staff' };

export type ReceiptRecord = typeof warehouseReceipts.$inferSelect;
export type NewReceipt = typeof warehouseReceipts.$inferInsert;
export type ReceiptLineRecord = typeof warehouseReceiptLines.$inferSelect;
export type NewReceiptLine = Omit<typeof warehouseReceiptLines.$inferInsert, 'receiptId' | 'lineNo'>;
export type ReceiptFileRecord = Omit<typeof warehouseReceiptFiles.$inferSelect, 'content'>;

const inScope = (scope: ReceiptScope, column: PgColumn): SQL | undefined =>
  scope.kind === 'staff' ? undefined : inArray(column, scope.companyIds);

/** Lines of a receipt with a discrepancy: over, short or damaged. */
const discrepancyCountSql = sql<number>`(select count(*)::int from ${warehouseReceiptLines} l where l.receipt_id = ${warehouseReceipts.id} and (l.received_qty <> l.expected_qty or l.damaged_qty > 0))`;
const fileNumberSql = sql<string>`coalesce(${warehouseOrders.fileNumber}, '')`;

export const receiptGridColumns: GridColumns = {
  wrNumber: { column: warehouseReceipts.wrNumber, kind: 'text' },
  receivedAt: { column: warehouseReceipts.receivedAt, kind: 'date' },
  companyCode: { column: companies.code, kind: 'text' },
  warehouseCode: { column: warehouses.code, kind: 'text' },
  shipperName: { column: warehouseReceipts.shipperName, kind: 'text' },
  carrier: { column: warehouseReceipts.carrier, kind: 'text' },
  trackingNo: { column: warehouseReceipts.trackingNo, kind: 'text' },
  pieces: { column: warehouseReceipts.pieces, kind: 'number' },
  weightKg: { column: warehouseReceipts.weightKg, kind: 'number' },
  status: { column: warehouseReceipts.status, kind: 'text' },
  ackStatus: { column: warehouseReceipts.ackStatus, kind: 'text' },
  fileNumber: { column: fileNumberSql, kind: 'text' },
  discrepancyCount: { column: discrepancyCountSql, kind: 'number' },
};

export type ReceiptListFilter = {
  scope: ReceiptScope;
  filters: readonly GridFilter[];
  sort: readonly GridSort[];
  ackStatus?: ReceiptRecord['ackStatus'];
  q?: string;
};

export type ReceiptListRecord = {
  receipt: ReceiptRecord;
  companyCode: string;
  warehouseCode: string;
  fileNumber: string;
  discrepancyCount: number;
};

function receiptWhere(filter: ReceiptListFilter): SQL | undefined {
  const q = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    inScope(filter.scope, warehouseReceipts.companyId),
    isNull(warehouseReceipts.deletedAt),
    filter.ackStatus ? eq(warehouseReceipts.ackStatus, filter.ackStatus) : undefined,
    gridWhere(receiptGridColumns, filter.filters),
    q
      ? or(
          sql`${warehouseReceipts.wrNumber} ilike ${q}`,
          sql`${warehouseReceipts.shipperName} ilike ${q}`,
          sql`${warehouseReceipts.trackingNo} ilike ${q}`,
          sql`${fileNumberSql} ilike ${q}`,
        )
      : undefined,
  );
}

export async function findReceiptsPage(
  db: Database,
  filter: ReceiptListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ReceiptListRecord[]; total: number }> {
  const where = receiptWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({
        receipt: warehouseReceipts,
        companyCode: companies.code,
        warehouseCode: warehouses.code,
        fileNumber: fileNumberSql,
        discrepancyCount: discrepancyCountSql,
      })
      .from(warehouseReceipts)
      .innerJoin(companies, eq(companies.id, warehouseReceipts.companyId))
      .innerJoin(warehouses, eq(warehouses.id, warehouseReceipts.warehouseId))
      .leftJoin(warehouseOrders, eq(warehouseOrders.id, warehouseReceipts.orderId))
      .where(where)
      .orderBy(
        ...gridOrderBy(receiptGridColumns, filter.sort, [
          sql`${warehouseReceipts.receivedAt} desc`,
          sql`${warehouseReceipts.id} desc`,
        ]),
      )
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ value: count() })
      .from(warehouseReceipts)
      .innerJoin(companies, eq(companies.id, warehouseReceipts.companyId))
      .innerJoin(warehouses, eq(warehouses.id, warehouseReceipts.warehouseId))
      .leftJoin(warehouseOrders, eq(warehouseOrders.id, warehouseReceipts.orderId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, discrepancyCount: Number(r.discrepancyCount) })),
    total: Number(totals[0]?.value ?? 0),
  };
}

export async function countReceiptsByAck(db: Database, scope: ReceiptScope, since: Date) {
  const where = and(inScope(scope, warehouseReceipts.companyId), isNull(warehouseReceipts.deletedAt));
  const [byAck, recent] = await Promise.all([
    db
      .select({ ackStatus: warehouseReceipts.ackStatus, value: count() })
      .from(warehouseReceipts)
      .where(where)
      .groupBy(warehouseReceipts.ackStatus),
    db
      .select({ value: count() })
      .from(warehouseReceipts)
      .where(and(where, gte(warehouseReceipts.receivedAt, since))),
  ]);
  return { byAck, last30Days: Number(recent[0]?.value ?? 0) };
}

export type ReceiptDetailRecord = {
  receipt: ReceiptRecord;
  companyCode: string;
  companyName: string;
  warehouse: typeof warehouses.$inferSelect;
  locationCode: string | null;
  order: { id: string; fileNumber: string; referenceNo: string } | null;
  lines: (ReceiptLineRecord & { sku: string; description: string; unitOfMeasure: string })[];
  files: ReceiptFileRecord[];
};

/** One receipt in the scope; `lock` takes its row lock (FOR UPDATE) inside the caller's transaction. */
export async function findReceiptById(
  db: Database,
  scope: ReceiptScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ReceiptDetailRecord | undefined> {
  const where = and(
    eq(warehouseReceipts.id, id),
    isNull(warehouseReceipts.deletedAt),
    inScope(scope, warehouseReceipts.companyId),
  );
  if (options.lock) await db.select({ id: warehouseReceipts.id }).from(warehouseReceipts).where(where).for('update');
  const [head] = await db
    .select({
      receipt: warehouseReceipts,
      companyCode: companies.code,
      companyName: companies.name,
      warehouse: warehouses,
      locationCode: warehouseLocations.code,
      orderId: warehouseOrders.id,
      fileNumber: warehouseOrders.fileNumber,
      referenceNo: warehouseOrders.referenceNo,
    })
    .from(warehouseReceipts)
    .innerJoin(companies, eq(companies.id, warehouseReceipts.companyId))
    .innerJoin(warehouses, eq(warehouses.id, warehouseReceipts.warehouseId))
    .leftJoin(warehouseLocations, eq(warehouseLocations.id, warehouseReceipts.locationId))
    .leftJoin(warehouseOrders, eq(warehouseOrders.id, warehouseReceipts.orderId))
    .where(where)
    .limit(1);
  if (!head) return undefined;
  const [lines, files] = await Promise.all([
    db
      .select({
        line: warehouseReceiptLines,
        sku: warehouseItems.sku,
        description: warehouseItems.description,
        unitOfMeasure: warehouseItems.unitOfMeasure,
      })
      .from(warehouseReceiptLines)
      .innerJoin(warehouseItems, eq(warehouseItems.id, warehouseReceiptLines.itemId))
      .where(eq(warehouseReceiptLines.receiptId, id))
      .orderBy(asc(warehouseReceiptLines.lineNo)),
    db
      .select({
        id: warehouseReceiptFiles.id,
        receiptId: warehouseReceiptFiles.receiptId,
        lineId: warehouseReceiptFiles.lineId,
        fileName: warehouseReceiptFiles.fileName,
        contentType: warehouseReceiptFiles.contentType,
        fileSize: warehouseReceiptFiles.fileSize,
        sha256: warehouseReceiptFiles.sha256,
        uploadedByName: warehouseReceiptFiles.uploadedByName,
        uploadedBy: warehouseReceiptFiles.uploadedBy,
        createdAt: warehouseReceiptFiles.createdAt,
      })
      .from(warehouseReceiptFiles)
      .where(eq(warehouseReceiptFiles.receiptId, id))
      .orderBy(asc(warehouseReceiptFiles.createdAt), asc(warehouseReceiptFiles.id)),
  ]);
  return {
    receipt: head.receipt,
    companyCode: head.companyCode,
    companyName: head.companyName,
    warehouse: head.warehouse,
    locationCode: head.locationCode,
    order:
      head.orderId && head.fileNumber !== null && head.referenceNo !== null
        ? { id: head.orderId, fileNumber: head.fileNumber, referenceNo: head.referenceNo }
        : null,
    lines: lines.map((l) => ({ ...l.line, sku: l.sku, description: l.description, unitOfMeasure: l.unitOfMeasure })),
    files,
  };
}

/** The next WR number from the sequence (never shared by two receipts). */
export async function nextWrNumber(db: Database): Promise<string> {
  const rows = await rawRows<{ n: string }>(db, sql`select nextval('warehouse_receipt_no_seq')::text as n`);
  return `WR${rows[0]?.n ?? ''}`;
}

/** Inserts a receipt and its lines (numbered from 1 in the order given). */
export async function insertReceipt(
  db: Database,
  values: Omit<NewReceipt, 'wrNumber'> & { wrNumber?: string },
  lines: NewReceiptLine[],
): Promise<ReceiptRecord> {
  const wrNumber = values.wrNumber ?? (await nextWrNumber(db));
  const [row] = await db
    .insert(warehouseReceipts)
    .values({ ...values, wrNumber })
    .returning();
  if (!row) throw new Error('receipt not inserted');
  if (lines.length > 0)
    await db.insert(warehouseReceiptLines).values(lines.map((l, i) => ({ ...l, lineNo: i + 1, receiptId: row.id })));
  return row;
}

export async function updateReceipt(db: Database, id: string, values: Partial<NewReceipt>): Promise<void> {
  await db
    .update(warehouseReceipts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(warehouseReceipts.id, id));
}

export async function updateReceiptLine(
  db: Database,
  receiptId: string,
  lineId: string,
  values: { damagedQty: number; note: string },
): Promise<void> {
  await db
    .update(warehouseReceiptLines)
    .set(values)
    .where(and(eq(warehouseReceiptLines.id, lineId), eq(warehouseReceiptLines.receiptId, receiptId)));
}

export async function insertReceiptFile(
  db: Database,
  values: typeof warehouseReceiptFiles.$inferInsert,
): Promise<ReceiptFileRecord> {
  const [row] = await db.insert(warehouseReceiptFiles).values(values).returning({
    id: warehouseReceiptFiles.id,
    receiptId: warehouseReceiptFiles.receiptId,
    lineId: warehouseReceiptFiles.lineId,
    fileName: warehouseReceiptFiles.fileName,
    contentType: warehouseReceiptFiles.contentType,
    fileSize: warehouseReceiptFiles.fileSize,
    sha256: warehouseReceiptFiles.sha256,
    uploadedByName: warehouseReceiptFiles.uploadedByName,
    uploadedBy: warehouseReceiptFiles.uploadedBy,
    createdAt: warehouseReceiptFiles.createdAt,
  });
  if (!row) throw new Error('file not inserted');
  return row;
}

/** A file's bytes, only through a receipt the caller reaches (the receipt is checked first by the service). */
export async function findReceiptFileContent(db: Database, receiptId: string, fileId: string) {
  const [row] = await db
    .select({
      fileName: warehouseReceiptFiles.fileName,
      contentType: warehouseReceiptFiles.contentType,
      content: warehouseReceiptFiles.content,
    })
    .from(warehouseReceiptFiles)
    .where(and(eq(warehouseReceiptFiles.id, fileId), eq(warehouseReceiptFiles.receiptId, receiptId)))
    .limit(1);
  return row;
}

/** Weight per unit and default location of items, for a receipt made from an inbound order. */
export async function findItemsWeight(db: Database, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      id: warehouseItems.id,
      weightKg: warehouseItems.weightKg,
      defaultLocationId: warehouseItems.defaultLocationId,
    })
    .from(warehouseItems)
    .where(inArray(warehouseItems.id, itemIds));
}
