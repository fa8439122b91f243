import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { bookingDocuments, bookingHistory, bookings } from '../../db/schema/bookings';
import { companies } from '../../db/schema/identity';
import { shipments } from '../../db/schema/shipments';
import { scopedRow, type ChildValues, type ScopedId, type ScopedRow } from '../../lib/scoped';

/** A booking read (or inserted) under the caller's scope: its id reaches the booking's child rows. */
export type BookingRecord = ScopedRow<typeof bookings.$inferSelect, 'booking'>;
export type BookingId = ScopedId<'booking'>;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingWithCompany = BookingRecord & { companyCode: string; companyName: string };

/**
 * Whose bookings a caller may touch: a customer's selected company, or every company for the forwarder's staff
 * reviewing (then drafts stay out of reach). Always passed, so forgetting the scope is a type error.
 */
export type BookingScope = { kind: 'company'; companyIds: string[] } | { kind: 'review' };

function scopeWhere(scope: BookingScope, templates: boolean): SQL | undefined {
  return and(
    isNull(bookings.deletedAt),
    eq(bookings.isTemplate, templates),
    scope.kind === 'company' ? inArray(bookings.companyId, scope.companyIds) : ne(bookings.status, 'created'),
  );
}

const partyName = (party: 'shipper' | 'consignee') => sql`coalesce(${bookings.parties} -> ${party} ->> 'name', '')`;

export const bookingGridColumns: GridColumns = {
  reference: { column: bookings.reference, kind: 'text' },
  status: { column: bookings.status, kind: 'text' },
  StatusNotes: { column: bookings.statusNotes, kind: 'text' },
  mode: { column: bookings.mode, kind: 'text' },
  originCode: { column: bookings.originCode, kind: 'text' },
  destinationCode: { column: bookings.destinationCode, kind: 'text' },
  shipperName: { column: partyName('shipper'), kind: 'text' },
  consigneeName: { column: partyName('consignee'), kind: 'text' },
  cargoReadyDate: { column: bookings.cargoReadyDate, kind: 'date' },
  totalQty: { column: bookings.totalQty, kind: 'number' },
  totalChargeableWeight: { column: bookings.totalChargeableWeight, kind: 'number' },
  weightUnit: { column: bookings.weightUnit, kind: 'text' },
  houseBill: { column: bookings.houseBill, kind: 'text' },
  companyCode: { column: companies.code, kind: 'text' },
  templateName: { column: bookings.templateName, kind: 'text' },
  submittedAt: { column: bookings.submittedAt, kind: 'date' },
  updatedAt: { column: bookings.updatedAt, kind: 'date' },
};

export type BookingListFilter = {
  scope: BookingScope;
  templates: boolean;
  filters: readonly GridFilter[];
  sort: readonly GridSort[];
  status?: string;
};

const withCompany = { booking: bookings, companyCode: companies.code, companyName: companies.name };
const flatten = (r: {
  booking: typeof bookings.$inferSelect;
  companyCode: string;
  companyName: string;
}): BookingWithCompany => ({
  ...scopedRow<typeof bookings.$inferSelect, 'booking'>(r.booking),
  companyCode: r.companyCode,
  companyName: r.companyName,
});

export async function findBookingsPage(
  db: Database,
  filter: BookingListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: BookingWithCompany[]; total: number }> {
  const where = and(
    scopeWhere(filter.scope, filter.templates),
    gridWhere(bookingGridColumns, filter.filters),
    filter.status ? eq(bookings.status, filter.status as BookingRecord['status']) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(withCompany)
      .from(bookings)
      .innerJoin(companies, eq(companies.id, bookings.companyId))
      .where(where)
      .orderBy(...gridOrderBy(bookingGridColumns, filter.sort, [desc(bookings.updatedAt), desc(bookings.id)]))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ value: count() })
      .from(bookings)
      .innerJoin(companies, eq(companies.id, bookings.companyId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: Number(totals[0]?.value ?? 0) };
}

export async function findBookingById(
  db: Database,
  scope: BookingScope,
  id: string,
  options: { templates: boolean; forUpdate?: boolean },
): Promise<BookingWithCompany | undefined> {
  const query = db
    .select(withCompany)
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .where(and(scopeWhere(scope, options.templates), eq(bookings.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: bookings }) : await query;
  return row ? flatten(row) : undefined;
}

export async function insertBooking(db: Database, values: NewBooking): Promise<BookingRecord> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('booking insert returned nothing');
  return scopedRow(row);
}

export async function updateBooking(db: Database, id: BookingId, values: Partial<NewBooking>): Promise<BookingRecord> {
  const [row] = await db
    .update(bookings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error('booking update found nothing');
  return scopedRow(row);
}

export async function referenceExists(db: Database, reference: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference)).limit(1);
  return Boolean(row);
}

export async function insertHistory(
  db: Database,
  values: ChildValues<typeof bookingHistory.$inferInsert, 'bookingId', 'booking'>,
): Promise<void> {
  await db.insert(bookingHistory).values(values);
}

export async function findHistory(db: Database, bookingId: BookingId) {
  return db
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(asc(bookingHistory.at), asc(bookingHistory.id));
}

export async function findDocuments(db: Database, bookingId: BookingId) {
  return db
    .select({
      id: bookingDocuments.id,
      documentType: bookingDocuments.documentType,
      fileName: bookingDocuments.fileName,
      contentType: bookingDocuments.contentType,
      fileSize: bookingDocuments.fileSize,
      createdAt: bookingDocuments.createdAt,
    })
    .from(bookingDocuments)
    .where(eq(bookingDocuments.bookingId, bookingId))
    .orderBy(asc(bookingDocuments.createdAt));
}

export async function findDocumentFile(db: Database, bookingId: BookingId, documentId: string) {
  const [row] = await db
    .select()
    .from(bookingDocuments)
    .where(and(eq(bookingDocuments.bookingId, bookingId), eq(bookingDocuments.id, documentId)))
    .limit(1);
  return row;
}

export async function insertDocument(
  db: Database,
  values: ChildValues<typeof bookingDocuments.$inferInsert, 'bookingId', 'booking'>,
) {
  const [row] = await db.insert(bookingDocuments).values(values).returning({ id: bookingDocuments.id });
  return row;
}

export async function deleteDocument(db: Database, bookingId: BookingId, documentId: string): Promise<boolean> {
  const rows = await db
    .delete(bookingDocuments)
    .where(and(eq(bookingDocuments.bookingId, bookingId), eq(bookingDocuments.id, documentId)))
    .returning({ id: bookingDocuments.id });
  return rows.length > 0;
}

export async function countDocuments(db: Database, bookingId: BookingId): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bookingDocuments)
    .where(eq(bookingDocuments.bookingId, bookingId));
  return Number(row?.value ?? 0);
}

/** Whether the company has a live shipment with this house bill (a received booking links to it). */
export async function shipmentExists(db: Database, companyId: string, houseBill: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), eq(shipments.documentNo, houseBill), isNull(shipments.deletedAt)))
    .limit(1);
  return Boolean(row);
}
