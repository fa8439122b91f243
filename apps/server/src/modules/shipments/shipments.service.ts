import type {
  ExportShipmentsQuery,
  GlobalSearchRow,
  ListShipmentsQuery,
  ListShipmentsResponse,
  Milestone,
  ShipmentDetail,
  ShipmentGridField,
  ShipmentRow,
} from '@connect/contracts/shipments/shipments.schemas';
import { enUsShipmentStrings } from '@connect/contracts/i18n/en-us-shipments';
import { calendarDayIn, userTimeZone } from '@connect/domain/dates/time-zones';
import { documentTypes } from '@connect/domain/reference/enumerations';
import { defaultTimeZoneId } from '@connect/domain/reference/time-zones';
import { estimateShipmentEmissions } from '@connect/domain/shipments/emissions';
import { shipmentEventName } from '@connect/domain/shipments/milestones';
import {
  deriveShipmentProgress,
  shipmentStatusColumns,
  timelineStepOf,
  type ShipmentProgressView,
} from '@connect/domain/shipments/shipment-progress';
import { fromYyyymmdd } from '@connect/domain/text/dates';
import { AppError, fieldIssue } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { getConfiguration } from '../configuration/configuration.service';
import { defineKeysetList, type ExportFile } from '../../lib/list-service';
import { renderShipmentDocument, shipmentDocumentTitles } from './shipment-document-pdf';
import {
  findShipmentById,
  findShipmentDocument,
  recordShipmentDocumentSize,
  findShipmentParts,
  findShipmentsPage,
  findShipperOrganizations,
  type findTimelineEvents,
  searchShipments,
  type ShipmentKeyset,
  type ShipmentListFilter,
  type ShipmentRecord,
  type ShipmentScope,
} from './shipments.repository';
import { readerText } from '../billing/billing-text';

/**
 * The shipments a caller may see: those of the selected company, and only with its shipment permission. A
 * company the user belongs to but has not selected is out of scope too (its ids answer 404 like missing ones).
 */
export function shipmentScope(ctx: SignedInContext): ShipmentScope {
  const company = ctx.auth.selectedCompany;
  if (!company || !company.permissions.some((p) => p.toLowerCase() === 'shipment')) throw new AppError('ACCESS_DENIED');
  return { companyIds: [company.id] };
}

/**
 * The zone the caller reads dates in (decision 027): the profile's zone of the person at the screen (the staff
 * member while impersonating, as the web app does), else the configuration's default, else UTC.
 */
export const readerTimeZone = (ctx: SignedInContext): string =>
  userTimeZone(ctx.auth.actor.timeZone, defaultTimeZoneId);

/** Cuts a stored instant into its calendar day (YYYY-MM-DD) in one zone; the grid shows days. */
type DayCutter = (value: Date | null) => string | null;
const dayCutters = new Map<string, DayCutter>();
const dayCutter = (timeZone: string): DayCutter => {
  let cutter = dayCutters.get(timeZone);
  if (!cutter) {
    // One formatter per zone for the process's life (a few hundred zones at most): rows are cut in a loop.
    const cut = calendarDayIn(timeZone);
    cutter = (value) => (value ? cut(value) : null);
    dayCutters.set(timeZone, cutter);
  }
  return cutter;
};
/** UTC days: the shipment documents (the same file for every reader). */
const utcDay = dayCutter('UTC');
export const instant = (value: Date | null): string | null => (value ? value.toISOString() : null);
export const isPending = (s: ShipmentRecord) =>
  !s.eta || !s.originCode || !s.destinationCode || s.originLat === null || s.destinationLat === null;

/**
 * Status and flags as the progress rule reads the row's milestone dates (decision 032): the stored columns are
 * written by the same rule (feed, generator, migration 0011) and serve SQL filters and sort; what is shown is
 * always the rule's, so status, flags and progress never disagree on screen.
 */
const progressOf = (s: ShipmentRecord): ShipmentProgressView<Date> => deriveShipmentProgress(s);

/** A grid row; its instants (ETA, ETD, milestones) become days in the reader's zone, the bill date stays as written. */
export function toShipmentRow(s: ShipmentRecord, day: DayCutter): ShipmentRow {
  const status = shipmentStatusColumns(progressOf(s));
  return {
    id: s.id,
    document_id: s.id,
    event_description: status.eventDescription,
    event_code: status.lastEventCode,
    document_no: s.documentNo,
    master_document_no: s.masterDocumentNo,
    mode_code: s.modeCode,
    E_shipper_booked: day(s.eShipperBooked),
    A_shipper_booked: day(s.aShipperBooked),
    E_pickup: day(s.ePickup),
    A_pickup: day(s.aPickup),
    E_received: day(s.eReceived),
    A_received: day(s.aReceived),
    E_export_customs: day(s.eExportCustoms),
    A_export_customs: day(s.aExportCustoms),
    E_loaded: day(s.eLoaded),
    A_loaded: day(s.aLoaded),
    E_import_customs: day(s.eImportCustoms),
    A_import_customs: day(s.aImportCustoms),
    E_delivered: day(s.eDelivered),
    A_delivered: day(s.aDelivered),
    etd: day(s.etd),
    dep: day(s.dep),
    eta: day(s.eta),
    ata: day(s.ata),
    shipper_name: s.shipperName,
    consignee_name: s.consigneeName,
    departure: s.originCode ? `${s.originName} (${s.originCode})` : '',
    destination: s.destinationCode ? `${s.destinationName} (${s.destinationCode})` : '',
    bill_type: s.billType,
    bill_date: s.billDate,
    total_pieces: s.totalPieces,
    gross_weight: Number(s.grossWeightKg),
    commodity: s.commodity,
    container_no: s.containerNos,
    service_level_name: s.serviceLevelCode === 'EXP' ? 'Express' : 'Standard',
    incoterms: s.incoterms,
    deliveryterms: s.deliveryTerms,
    dlv: day(s.aDelivered),
    exception: s.exception,
    message_count: s.messageCount,
    document_count: s.documentCount,
    ...flagsOf(s, status),
    dataPending: isPending(s),
  };
}

type ListFilters = Omit<ListShipmentsQuery, 'pageNumber' | 'pageSize' | 'cursor' | 'action' | 'withTotal'>;

/**
 * Paging by offset reads and drops every row before the page, so it is allowed only this deep; beyond it the
 * default order pages by `cursor` (flat cost) and a sorted list asks for narrower filters.
 */
export const maxOffsetRows = 10_000;
const tooDeepMessage = `Pages beyond the first ${maxOffsetRows.toLocaleString('en-US')} shipments need narrower filters or the default order`;

function listFilter(scope: ShipmentScope, query: ListFilters, timeZone: string): ShipmentListFilter {
  const fromDate = query.fromDate === undefined ? undefined : fromYyyymmdd(query.fromDate);
  const toDate = query.toDate === undefined ? undefined : fromYyyymmdd(query.toDate);
  const invalid = [
    query.fromDate !== undefined && !fromDate ? 'fromDate' : undefined,
    query.toDate !== undefined && !toDate ? 'toDate' : undefined,
  ].filter((f): f is string => f !== undefined);
  if (invalid.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      details: {
        fields: invalid.map((f) => fieldIssue(`querystring.${f}`, 'server.shipments.notACalendarDay', { field: f })),
      },
    });
  if (fromDate && toDate && fromDate > toDate)
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [fieldIssue('querystring.toDate', 'server.shipments.toDateBeforeFromDate')] },
    });
  return {
    ...scope,
    filters: query.filter,
    sort: query.sort,
    refno: query.refno || undefined,
    billno: query.billno || undefined,
    mbillno: query.mbillno || undefined,
    fromDate,
    toDate,
    modes: query.modeName,
    shipperName: query.orgKey && query.orgKey.toLowerCase() !== 'all' ? query.orgKey : undefined,
    timeZone,
  };
}

const encodeCursor = (keyset: ShipmentKeyset) =>
  Buffer.from(JSON.stringify([keyset.billDate, keyset.id])).toString('base64url');

function decodeCursor(cursor: string): ShipmentKeyset {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(value[0]) &&
      typeof value[1] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(value[1])
    )
      return { billDate: value[0], id: value[1] };
  } catch {
    // falls through to the error below
  }
  throw new AppError('VALIDATION_FAILED', {
    details: { fields: [fieldIssue('querystring.cursor', 'server.shipments.cursorInvalid')] },
  });
}

/**
 * The shipment grid on the list pattern (decision 024): the default order (bill date, then id, newest first) is
 * read by keyset, a chosen sort by offset; the export walks the list the same way.
 */
const shipmentList = defineKeysetList<ShipmentListFilter, ShipmentRecord, ShipmentKeyset, ShipmentRow>({
  findPage: (db, filter, page) => findShipmentsPage(db, filter, { ...page, keyset: page.after }),
  keyAfter: (row, filter) => (filter.sort.length === 0 ? { billDate: row.billDate, id: row.id } : undefined),
  toItem: (row, filter) => toShipmentRow(row, dayCutter(filter.timeZone)),
  exportTitles: enUsShipmentStrings.columns satisfies Record<ShipmentGridField, string>,
  file: { name: 'shipments', title: 'Shipments' },
  exportWords: { columns: 'shipments.columns', title: 'grid.exportFiles.shipments' },
});

/** The shipment grid (server mode): filters, sort, paging by offset, or by keyset with `cursor`. */
export async function listShipments(ctx: SignedInContext, query: ListShipmentsQuery): Promise<ListShipmentsResponse> {
  const filter = listFilter(shipmentScope(ctx), query, readerTimeZone(ctx));
  if (query.cursor && filter.sort.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [fieldIssue('querystring.cursor', 'server.shipments.cursorDefaultOrderOnly')] },
    });
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const offset = (query.pageNumber - 1) * query.pageSize;
  if (!after && offset >= maxOffsetRows)
    throw new AppError('VALIDATION_FAILED', {
      message: tooDeepMessage,
      details: { fields: [{ path: 'querystring.pageNumber', message: tooDeepMessage }] },
    });
  const page = await shipmentList.list(ctx.db, filter, {
    offset,
    limit: query.pageSize,
    after,
    withTotal: query.withTotal,
  });
  return {
    items: page.items,
    total: page.total,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}

export async function listShipperOrganizations(ctx: SignedInContext) {
  const names = await findShipperOrganizations(ctx.db, shipmentScope(ctx));
  return names.map((name) => ({ OrganizationKey: name, OrganizationName: name }));
}

/** The list with the same filters and scope as a streamed CSV, .xlsx or PDF file. */
export async function exportShipments(ctx: SignedInContext, query: ExportShipmentsQuery): Promise<ExportFile> {
  return shipmentList.exportFile(
    ctx.db,
    listFilter(shipmentScope(ctx), query, readerTimeZone(ctx)),
    query,
    await readerText(ctx),
  );
}

type EventRecord = Awaited<ReturnType<typeof findTimelineEvents>>[number];

/**
 * The timeline: the nine milestones in timeline order, each once, with the dates and state the progress rule
 * gives it from the shipment's milestone columns (done with its actual date, planned with its estimate, or not
 * set), its place and description from its latest event that carried the date shown; then exceptions, notes and
 * other events by time (left out with `milestonesOnly`, as public tracking does).
 */
export function toMilestones(
  s: ShipmentRecord,
  events: readonly EventRecord[],
  options: { milestonesOnly?: boolean } = {},
): Milestone[] {
  const when = (e: EventRecord) => (e.actualAt ?? e.estimatedAt ?? e.createdAt).getTime();
  const byTime = [...events].sort((a, b) => when(a) - when(b) || a.createdAt.getTime() - b.createdAt.getTime());
  const milestones = progressOf(s).milestones.map((m): Milestone => {
    const own = byTime.filter((e) => e.eventCode === m.code);
    const source =
      own.findLast((e) => (m.state === 'done' ? e.actualAt !== null : e.estimatedAt !== null)) ?? own.at(-1);
    return {
      eventCode: m.code,
      name: m.name,
      estimatedAt: instant(m.estimatedAt),
      actualAt: instant(m.actualAt),
      locationCode: source?.locationCode ?? '',
      locationName: source?.locationName ?? '',
      description: source?.description ?? '',
    };
  });
  if (options.milestonesOnly) return milestones;
  const others = byTime
    .filter((e) => timelineStepOf(e.eventCode) === undefined)
    .map((e): Milestone => ({
      eventCode: e.eventCode,
      name: shipmentEventName(e.eventCode),
      estimatedAt: instant(e.estimatedAt),
      actualAt: instant(e.actualAt),
      locationCode: e.locationCode,
      locationName: e.locationName,
      description: e.description,
    }));
  return [...milestones, ...others];
}

export const portOf = (s: ShipmentRecord, end: 'origin' | 'destination') =>
  end === 'origin'
    ? { code: s.originCode, name: s.originName, country: s.originCountry, lat: s.originLat, lon: s.originLon }
    : {
        code: s.destinationCode,
        name: s.destinationName,
        country: s.destinationCountry,
        lat: s.destinationLat,
        lon: s.destinationLon,
      };

/** The five milestone flags (and the delivery exception) as the API names them, from the progress rule. */
function flagsOf(s: ShipmentRecord, status: ReturnType<typeof shipmentStatusColumns>) {
  return {
    booked_flag: status.bookedFlag,
    departed_flag: status.departedFlag,
    arrived_flag: status.arrivedFlag,
    customs_cleared_flag: status.customsClearedFlag,
    delivered_flag: status.deliveredFlag,
    deliveryException: s.deliveryException,
  };
}

/**
 * The status (the latest milestone's name, and its event code the screens word it by) and the five flags of
 * spec 2 §4, as the progress rule reads the milestone dates.
 */
export function statusOf(s: ShipmentRecord) {
  const status = shipmentStatusColumns(progressOf(s));
  return { status: status.eventDescription, statusCode: status.lastEventCode, flags: flagsOf(s, status) };
}

const documentTypeName = (code: string) =>
  shipmentDocumentTitles[code] ?? documentTypes.find((d) => d.code === code)?.name ?? code;

function emissionsOf(s: ShipmentRecord) {
  const origin = portOf(s, 'origin');
  const destination = portOf(s, 'destination');
  if (origin.lat === null || origin.lon === null || destination.lat === null || destination.lon === null) return null;
  return (
    estimateShipmentEmissions({
      mode: s.modeCode,
      origin: { lat: origin.lat, lon: origin.lon },
      destination: { lat: destination.lat, lon: destination.lon },
      chargeableWeightKg: Number(s.chargeableWeightKg),
    }) ?? null
  );
}

/** One shipment of the caller's selected company with everything the details screen shows. */
export async function getShipmentDetail(ctx: SignedInContext, id: string): Promise<ShipmentDetail> {
  const s = await findShipmentById(ctx.db, { id, ...shipmentScope(ctx) });
  if (!s) throw new AppError('NOT_FOUND');
  const parts = await findShipmentParts(ctx.db, s.id);
  return {
    id: s.id,
    companyCode: s.companyCode,
    houseBill: s.documentNo,
    masterBill: s.masterDocumentNo,
    mode: s.modeCode,
    serviceLevel: s.serviceLevelCode === 'EXP' ? 'Express' : 'Standard',
    incoterms: s.incoterms,
    deliveryTerms: s.deliveryTerms,
    origin: portOf(s, 'origin'),
    destination: portOf(s, 'destination'),
    carrier: { code: s.carrierCode, name: s.carrierName },
    vessel: s.vessel,
    voyage: s.voyage,
    flightNo: s.flightNo,
    shipper: { name: s.shipperName, address: s.shipperAddress },
    consignee: { name: s.consigneeName, address: s.consigneeAddress },
    notify: { name: s.notifyName, address: s.notifyAddress },
    pieces: s.totalPieces,
    grossWeightKg: Number(s.grossWeightKg),
    volumeM3: Number(s.volumeM3),
    chargeableWeightKg: Number(s.chargeableWeightKg),
    commodity: s.commodity,
    hazardous: s.hazardous,
    billType: s.billType,
    billDate: s.billDate,
    etd: instant(s.etd),
    dep: instant(s.dep),
    eta: instant(s.eta),
    ata: instant(s.ata),
    ...statusOf(s),
    dataPending: isPending(s),
    milestones: toMilestones(s, parts.events),
    references: parts.references.map((r) => ({ type: r.refType, value: r.refValue })),
    containers: parts.containers.map((c) => ({
      containerNo: c.containerNo,
      containerType: c.containerType,
      sealNo: c.sealNo,
    })),
    documents: parts.documents.map((d) => ({
      id: d.id,
      type: d.docType,
      typeName: documentTypeName(d.docType),
      attachmentName: d.fileName,
      contentType: d.contentType,
      fileSize: d.fileSize,
      entryDate: d.createdAt.toISOString(),
      enteredBy: d.enteredBy,
      isViewAllowed: d.isViewAllowed,
      isDownloadAllowed: d.isDownloadAllowed,
    })),
    notes: parts.notes.map((n) => ({
      id: n.id,
      kind: n.kind,
      body: n.body,
      author: n.author,
      createdAt: n.createdAt.toISOString(),
    })),
    emissions: emissionsOf(s),
  };
}

/** A shipment document's bytes: stored ones as they are, demo documents rendered from the shipment. */
export async function getShipmentDocumentFile(
  ctx: SignedInContext,
  params: { shipmentId: string; documentId: string; disposition: 'inline' | 'attachment' },
): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
  const scope = shipmentScope(ctx);
  const document = await findShipmentDocument(ctx.db, { ...scope, ...params });
  if (!document) throw new AppError('NOT_FOUND', { messageKey: 'errors.noDocumentAvailable' });
  const allowed = params.disposition === 'inline' ? document.isViewAllowed : document.isDownloadAllowed;
  if (!allowed) throw new AppError('ACCESS_DENIED');
  if (document.content)
    return { bytes: document.content, fileName: document.fileName, contentType: document.contentType };
  const s = await findShipmentById(ctx.db, { id: params.shipmentId, ...scope });
  if (!s) throw new AppError('NOT_FOUND', { messageKey: 'errors.noDocumentAvailable' });
  const [parts, configuration] = await Promise.all([findShipmentParts(ctx.db, s.id), getConfiguration(ctx)]);
  const bytes = await renderShipmentDocument(document.docType, {
    forwarderName: configuration.forwarder.name,
    houseBill: s.documentNo,
    masterBill: s.masterDocumentNo,
    mode: s.modeCode,
    billDate: s.billDate,
    shipper: { name: s.shipperName, address: s.shipperAddress },
    consignee: { name: s.consigneeName, address: s.consigneeAddress },
    notify: { name: s.notifyName, address: s.notifyAddress },
    origin: `${s.originName} (${s.originCode})`,
    destination: `${s.destinationName} (${s.destinationCode})`,
    carrier: s.carrierName ? `${s.carrierName} (${s.carrierCode})` : '',
    vesselOrFlight: s.modeCode === 'AIR' ? s.flightNo : [s.vessel, s.voyage].filter(Boolean).join(' / '),
    etd: utcDay(s.etd) ?? '',
    eta: utcDay(s.eta) ?? '',
    pieces: s.totalPieces,
    grossWeightKg: Number(s.grossWeightKg),
    volumeM3: Number(s.volumeM3),
    chargeableWeightKg: Number(s.chargeableWeightKg),
    commodity: s.commodity,
    incoterms: s.incoterms,
    containers: parts.containers.map((c) => ({
      containerNo: c.containerNo,
      containerType: c.containerType,
      sealNo: c.sealNo,
    })),
    references: parts.references.map((r) => ({ type: r.refType, value: r.refValue })),
  });
  if (bytes.length !== document.fileSize) {
    await recordShipmentDocumentSize(ctx.db, { ...scope, ...params, fileSize: bytes.length });
  }
  return { bytes, fileName: document.fileName, contentType: 'application/pdf' };
}

/** GET Shipment/globalSearch/{keyword}: at most 100 matches in the selected company, best first. */
export async function globalSearch(ctx: SignedInContext, keyword: string): Promise<GlobalSearchRow[]> {
  const rows = await searchShipments(ctx.db, { ...shipmentScope(ctx), keyword, limit: 100 });
  const day = dayCutter(readerTimeZone(ctx));
  return rows.map((r) => ({ ...toShipmentRow(r, day), matched_on: r.matchedOn, matched_value: r.matchedValue }));
}
