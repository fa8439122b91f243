import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import type { GlobalSearchMatchField, ShipmentMode } from '@connect/contracts/shipments/shipments.schemas';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { companies } from '../../db/schema/identity';
import {
  shipmentContainers,
  shipmentDocuments,
  shipmentEvents,
  shipmentNotes,
  shipmentPartyNames,
  shipmentReferences,
  shipments,
} from '../../db/schema/shipments';
import { scopedRow, type ScopedId, type ScopedRow } from '../../lib/scoped';
import { containsPattern } from '../../db/like-pattern';

export type ShipmentRecord = typeof shipments.$inferSelect;
/** A shipment read under the caller's scope: its id reaches the shipment's parts. */
export type ShipmentId = ScopedId<'shipment'>;
export type ShipmentInsert = typeof shipments.$inferInsert;

/** The tenant scope every shipment read takes: the ids of the companies the caller may see. */
export type ShipmentScope = { companyIds: readonly string[] };

const serviceLevelName = sql`(case ${shipments.serviceLevelCode} when 'EXP' then 'Express' else 'Standard' end)`;
const departure = sql`(${shipments.originName} || ' (' || ${shipments.originCode} || ')')`;
const destination = sql`(${shipments.destinationName} || ' (' || ${shipments.destinationCode} || ')')`;

/** The shipment grid's fields as SQL (spec 2 §3): what its filters and sort may name. */
export const shipmentGridColumns: GridColumns = {
  event_description: { column: shipments.eventDescription, kind: 'text' },
  document_no: { column: shipments.documentNo, kind: 'text' },
  master_document_no: { column: shipments.masterDocumentNo, kind: 'text' },
  mode_code: { column: shipments.modeCode, kind: 'text' },
  E_shipper_booked: { column: shipments.eShipperBooked, kind: 'date' },
  A_shipper_booked: { column: shipments.aShipperBooked, kind: 'date' },
  E_pickup: { column: shipments.ePickup, kind: 'date' },
  A_pickup: { column: shipments.aPickup, kind: 'date' },
  E_received: { column: shipments.eReceived, kind: 'date' },
  A_received: { column: shipments.aReceived, kind: 'date' },
  E_export_customs: { column: shipments.eExportCustoms, kind: 'date' },
  A_export_customs: { column: shipments.aExportCustoms, kind: 'date' },
  E_loaded: { column: shipments.eLoaded, kind: 'date' },
  A_loaded: { column: shipments.aLoaded, kind: 'date' },
  E_import_customs: { column: shipments.eImportCustoms, kind: 'date' },
  A_import_customs: { column: shipments.aImportCustoms, kind: 'date' },
  E_delivered: { column: shipments.eDelivered, kind: 'date' },
  A_delivered: { column: shipments.aDelivered, kind: 'date' },
  etd: { column: shipments.etd, kind: 'date' },
  dep: { column: shipments.dep, kind: 'date' },
  eta: { column: shipments.eta, kind: 'date' },
  ata: { column: shipments.ata, kind: 'date' },
  shipper_name: { column: shipments.shipperName, kind: 'text' },
  consignee_name: { column: shipments.consigneeName, kind: 'text' },
  departure: { column: departure, kind: 'text' },
  destination: { column: destination, kind: 'text' },
  bill_type: { column: shipments.billType, kind: 'text' },
  bill_date: { column: shipments.billDate, kind: 'date' },
  total_pieces: { column: shipments.totalPieces, kind: 'number' },
  gross_weight: { column: shipments.grossWeightKg, kind: 'number' },
  commodity: { column: shipments.commodity, kind: 'text' },
  container_no: { column: shipments.containerNos, kind: 'text' },
  service_level_name: { column: serviceLevelName, kind: 'text' },
  incoterms: { column: shipments.incoterms, kind: 'text' },
  deliveryterms: { column: shipments.deliveryTerms, kind: 'text' },
  dlv: { column: shipments.aDelivered, kind: 'date' },
  exception: { column: shipments.exception, kind: 'text' },
  message_count: { column: shipments.messageCount, kind: 'number' },
  document_count: { column: shipments.documentCount, kind: 'number' },
};

export type ShipmentListFilter = ShipmentScope & {
  filters: readonly GridFilter[];
  sort: readonly GridSort[];
  refno?: string;
  billno?: string;
  mbillno?: string;
  fromDate?: string;
  toDate?: string;
  modes: readonly ShipmentMode[];
  shipperName?: string;
  /** The caller's IANA zone: date filters on instant columns (ETA, ETD, milestones) compare days there. */
  timeZone: string;
};

function listWhere(filter: ShipmentListFilter): SQL | undefined {
  return and(
    inArray(shipments.companyId, [...filter.companyIds]),
    isNull(shipments.deletedAt),
    filter.billno ? sql`${shipments.documentNo} ilike ${containsPattern(filter.billno)}` : undefined,
    filter.mbillno ? sql`${shipments.masterDocumentNo} ilike ${containsPattern(filter.mbillno)}` : undefined,
    filter.refno
      ? or(
          sql`${shipments.documentNo} ilike ${containsPattern(filter.refno)}`,
          sql`exists (select 1 from ${shipmentReferences} r where r.shipment_id = ${shipments.id} and r.ref_value ilike ${containsPattern(filter.refno)})`,
        )
      : undefined,
    filter.fromDate ? sql`${shipments.billDate} >= ${filter.fromDate}` : undefined,
    filter.toDate ? sql`${shipments.billDate} <= ${filter.toDate}` : undefined,
    filter.modes.length > 0 ? inArray(shipments.modeCode, [...filter.modes]) : undefined,
    filter.shipperName ? sql`lower(${shipments.shipperName}) = lower(${filter.shipperName})` : undefined,
    gridWhere(shipmentGridColumns, filter.filters, { timeZone: filter.timeZone }),
  );
}

/** Where a keyset page starts: after this (bill date, id) in the default order (bill date desc, id desc). */
export type ShipmentKeyset = { billDate: string; id: string };

/**
 * One page of the list. With the default order a `keyset` (the last row of the previous page) replaces the
 * offset, so page 12,500 costs what page 1 costs; a chosen sort pages by offset.
 */
export async function findShipmentsPage(
  db: Database,
  filter: ShipmentListFilter,
  page: { offset: number; limit: number; keyset?: ShipmentKeyset; withTotal?: boolean },
): Promise<{ rows: ShipmentRecord[]; total: number | null }> {
  const where = listWhere(filter);
  const keysetWhere =
    page.keyset && filter.sort.length === 0
      ? sql`(${shipments.billDate}, ${shipments.id}) < (${page.keyset.billDate}::date, ${page.keyset.id}::uuid)`
      : undefined;
  const order =
    filter.sort.length === 0
      ? [desc(shipments.billDate), desc(shipments.id)]
      : gridOrderBy(shipmentGridColumns, filter.sort, [sql`${shipments.billDate} desc`, sql`${shipments.id} desc`]);
  const rowsQuery = db
    .select()
    .from(shipments)
    .where(and(where, keysetWhere))
    .orderBy(...order)
    .offset(keysetWhere ? 0 : page.offset)
    .limit(page.limit);
  const [rows, totalRows] = await Promise.all([
    rowsQuery,
    page.withTotal === false ? Promise.resolve([]) : db.select({ value: count() }).from(shipments).where(where),
  ]);
  return { rows, total: page.withTotal === false ? null : Number(totalRows[0]?.value ?? 0) };
}

/** Distinct shipper organizations of the scope (filter panel). */
export async function findShipperOrganizations(db: Database, scope: ShipmentScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: shipments.shipperName })
    .from(shipments)
    .where(
      and(
        inArray(shipments.companyId, [...scope.companyIds]),
        isNull(shipments.deletedAt),
        sql`${shipments.shipperName} <> ''`,
      ),
    )
    .orderBy(asc(shipments.shipperName))
    .limit(500);
  return rows.map((r) => r.name);
}

/** A shipment of the scope, or undefined (missing, deleted or another company's: the caller cannot tell). */
export async function findShipmentById(
  db: Database,
  { id, companyIds }: ShipmentScope & { id: string },
): Promise<(ScopedRow<ShipmentRecord, 'shipment'> & { companyCode: string }) | undefined> {
  const [row] = await db
    .select({ shipment: shipments, companyCode: companies.code })
    .from(shipments)
    .innerJoin(companies, eq(companies.id, shipments.companyId))
    .where(and(eq(shipments.id, id), inArray(shipments.companyId, [...companyIds]), isNull(shipments.deletedAt)));
  return row ? { ...scopedRow<ShipmentRecord, 'shipment'>(row.shipment), companyCode: row.companyCode } : undefined;
}

/** Events, references, containers, documents (without bytes) and notes of one shipment already in scope. */
export async function findShipmentParts(db: Database, shipmentId: ShipmentId) {
  const [events, references, containers, documents, notes] = await Promise.all([
    db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId)),
    db
      .select()
      .from(shipmentReferences)
      .where(eq(shipmentReferences.shipmentId, shipmentId))
      .orderBy(shipmentReferences.refType, shipmentReferences.refValue),
    db
      .select()
      .from(shipmentContainers)
      .where(eq(shipmentContainers.shipmentId, shipmentId))
      .orderBy(shipmentContainers.containerNo),
    db
      .select({
        id: shipmentDocuments.id,
        docType: shipmentDocuments.docType,
        fileName: shipmentDocuments.fileName,
        contentType: shipmentDocuments.contentType,
        fileSize: shipmentDocuments.fileSize,
        isViewAllowed: shipmentDocuments.isViewAllowed,
        isDownloadAllowed: shipmentDocuments.isDownloadAllowed,
        enteredBy: shipmentDocuments.enteredBy,
        createdAt: shipmentDocuments.createdAt,
      })
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.shipmentId, shipmentId))
      .orderBy(shipmentDocuments.createdAt, shipmentDocuments.docType),
    db
      .select()
      .from(shipmentNotes)
      .where(eq(shipmentNotes.shipmentId, shipmentId))
      .orderBy(desc(shipmentNotes.createdAt)),
  ]);
  return { events, references, containers, documents, notes };
}

/** One document of a shipment in scope, with its bytes (null for a document rendered on request). */
export async function findShipmentDocument(
  db: Database,
  { shipmentId, documentId, companyIds }: ShipmentScope & { shipmentId: string; documentId: string },
) {
  const [row] = await db
    .select({ document: shipmentDocuments })
    .from(shipmentDocuments)
    .innerJoin(shipments, eq(shipments.id, shipmentDocuments.shipmentId))
    .where(
      and(
        eq(shipmentDocuments.id, documentId),
        eq(shipmentDocuments.shipmentId, shipmentId),
        inArray(shipments.companyId, [...companyIds]),
        isNull(shipments.deletedAt),
      ),
    );
  return row?.document;
}

/**
 * Keeps the size of a document rendered on request (demo documents have no stored bytes), so the documents list
 * shows it from then on. Writes only when the size changed (the PDF follows the shipment's data).
 */
export async function recordShipmentDocumentSize(
  db: Database,
  {
    shipmentId,
    documentId,
    fileSize,
    companyIds,
  }: ShipmentScope & { shipmentId: string; documentId: string; fileSize: number },
): Promise<void> {
  await db
    .update(shipmentDocuments)
    .set({ fileSize })
    .where(
      and(
        eq(shipmentDocuments.id, documentId),
        eq(shipmentDocuments.shipmentId, shipmentId),
        sql`${shipmentDocuments.fileSize} <> ${fileSize}`,
        sql`exists (select 1 from ${shipments} where ${shipments.id} = ${shipmentId} and ${inArray(shipments.companyId, [...companyIds])})`,
      ),
    );
}

/** The fields a global search match is reported on, in the order they are tried. */
const matchFields: { field: GlobalSearchMatchField; expr: SQL }[] = [
  { field: 'houseBill', expr: sql`${shipments.documentNo}` },
  { field: 'masterBill', expr: sql`${shipments.masterDocumentNo}` },
  { field: 'container', expr: sql`${shipments.containerNos}` },
  {
    field: 'commercialInvoice',
    expr: sql`(select string_agg(r.ref_value, ' ') from ${shipmentReferences} r where r.shipment_id = ${shipments.id} and r.ref_type = 'INV')`,
  },
  {
    field: 'purchaseOrder',
    expr: sql`(select string_agg(r.ref_value, ' ') from ${shipmentReferences} r where r.shipment_id = ${shipments.id} and r.ref_type = 'PO')`,
  },
  {
    field: 'customerReference',
    expr: sql`(select string_agg(r.ref_value, ' ') from ${shipmentReferences} r where r.shipment_id = ${shipments.id} and r.ref_type = 'CUS')`,
  },
  { field: 'shipper', expr: sql`${shipments.shipperName}` },
  { field: 'consignee', expr: sql`${shipments.consigneeName}` },
];
/** The party fields, whose names `shipment_party_names` holds. */
const partyMatchFields = matchFields.filter((f) => f.field === 'shipper' || f.field === 'consignee');

/**
 * Global search over house bill, master bill, containers, commercial invoice #, PO #, customer references,
 * shipper and consignee (`search_text`, pg_trgm GIN index). First the substring matches, newest first (the
 * list's index walks them in order); only when they are fewer than `limit` and the keyword has no digits
 * (references are not misspelt, names are) a second step adds the shipments of the party names most similar to
 * the keyword by word similarity (`<%`), looked up in `shipment_party_names`.
 */
const similarNamesSearched = 3;

export async function searchShipments(
  db: Database,
  { companyIds, keyword, limit }: ShipmentScope & { keyword: string; limit: number },
): Promise<(ShipmentRecord & { matchedOn: GlobalSearchMatchField; matchedValue: string })[]> {
  const lowered = keyword.toLowerCase();
  const pattern = containsPattern(lowered);
  /** The first of `fields` whose lowered text matches `like`, as `then` makes of it (its code or its value). */
  const firstMatch = (like: string, fields: typeof matchFields, then: (f: (typeof matchFields)[number]) => SQL) =>
    sql.join(
      [
        sql`case`,
        ...fields.map((f) => sql`when lower(coalesce(${f.expr}, '')) like ${like} then ${then(f)}`),
        sql`else null end`,
      ],
      sql` `,
    );
  // A substring match names its field; a similar name's shipment names the party whose name was similar (the
  // dictionary holds shipper and consignee names only, so the reference subqueries are not needed there).
  const select = (similarTo?: string) =>
    db
      .select({
        shipment: shipments,
        matchedOn: similarTo
          ? sql<GlobalSearchMatchField>`'similarName'`
          : sql<GlobalSearchMatchField>`${firstMatch(pattern, matchFields, (f) => sql`${f.field}`)}`,
        matchedValue: similarTo
          ? sql<string | null>`${firstMatch(similarTo, partyMatchFields, (f) => f.expr)}`
          : sql<string | null>`${firstMatch(pattern, matchFields, (f) => f.expr)}`,
      })
      .from(shipments);
  const scope = and(inArray(shipments.companyId, [...companyIds]), isNull(shipments.deletedAt));
  const exact = await select()
    .where(and(scope, sql`${shipments.searchText} like ${pattern}`))
    .orderBy(desc(shipments.billDate), desc(shipments.id))
    .limit(limit);
  const rows = [...exact];
  if (rows.length < limit && lowered.length >= 3 && !/\d/.test(lowered)) {
    // A misspelt name: the closest names in the scope's dictionary of party names (small), then the shipments
    // of each, newest first; ranking every shipment that shares trigrams with the keyword would read thousands.
    const names = await db
      .select({ nameKey: shipmentPartyNames.nameKey })
      .from(shipmentPartyNames)
      .where(
        and(
          inArray(shipmentPartyNames.companyId, [...companyIds]),
          sql`${lowered} <% ${shipmentPartyNames.nameKey}`,
          sql`${shipmentPartyNames.nameKey} not like ${pattern}`,
        ),
      )
      .groupBy(shipmentPartyNames.nameKey)
      .orderBy(
        sql`max(word_similarity(${lowered}, ${shipmentPartyNames.nameKey})) desc`,
        asc(shipmentPartyNames.nameKey),
      )
      .limit(similarNamesSearched);
    for (const { nameKey } of names) {
      if (rows.length >= limit) break;
      const seen = rows.map((r) => r.shipment.id);
      const namePattern = containsPattern(nameKey);
      const similar = await select(namePattern)
        .where(
          and(
            scope,
            sql`${shipments.searchText} like ${namePattern}`,
            sql`${shipments.searchText} not like ${pattern}`,
            seen.length > 0 ? notInArray(shipments.id, seen) : undefined,
          ),
        )
        .orderBy(desc(shipments.billDate), desc(shipments.id))
        .limit(limit - rows.length);
      rows.push(...similar);
    }
  }
  return rows.map((r) => ({
    ...r.shipment,
    matchedOn: r.matchedOn ?? 'similarName',
    matchedValue: r.matchedValue ?? '',
  }));
}

/**
 * Public tracking: an exact (case-insensitive) house bill, master bill or container number, across every
 * company. Exact on purpose: a public lookup must not let anyone browse by fragments.
 */
export async function findShipmentsByTrackingReference(
  db: Database,
  reference: string,
  limit: number,
): Promise<ShipmentRecord[]> {
  const lowered = reference.toLowerCase();
  return db
    .select()
    .from(shipments)
    .where(
      and(
        isNull(shipments.deletedAt),
        // A union of three index lookups: an OR with a subquery would scan the whole table.
        sql`${shipments.id} in (
          select s.id from ${shipments} s where lower(s.document_no) = ${lowered}
          union select s.id from ${shipments} s where lower(s.master_document_no) = ${lowered}
          union select c.shipment_id from ${shipmentContainers} c where lower(c.container_no) = ${lowered})`,
      ),
    )
    .orderBy(desc(shipments.billDate), desc(shipments.id))
    .limit(limit);
}

export async function findTimelineEvents(db: Database, shipmentIds: readonly string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, [...shipmentIds]));
}
