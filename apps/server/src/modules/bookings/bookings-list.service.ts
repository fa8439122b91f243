import type { Readable } from 'node:stream';
import type {
  BookingRow,
  ExportBookingsQuery,
  ListBookingsQuery,
  ListBookingsResponse,
} from '@connect/contracts/bookings/bookings.schemas';
import { enUsBookingStrings } from '@connect/contracts/i18n/en-us-bookings';
import { AppError } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { csvExport, exportMime, pagedRows, pdfExport, xlsxExport, type ExportColumn } from '../exports/stream-export';
import { findBookingsPage, type BookingScope, type BookingWithCompany } from './bookings.repository';
import { anyBookingPermission, customerScope, isReviewer } from './bookings.service';

/** The bookings grid: rows, the list by view (mine, templates, the staff's review) and its exports. */

const num = (value: string | number) => Number(value);

export function toBookingRow(b: BookingWithCompany): BookingRow {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    StatusCode: b.status,
    StatusNotes: b.statusNotes,
    mode: b.mode,
    originCode: b.originCode,
    destinationCode: b.destinationCode,
    shipperName: b.parties.shipper?.name ?? '',
    consigneeName: b.parties.consignee?.name ?? '',
    cargoReadyDate: b.cargoReadyDate,
    totalQty: b.totalQty,
    totalChargeableWeight: num(b.totalChargeableWeight),
    weightUnit: b.weightUnit,
    houseBill: b.houseBill,
    companyCode: b.companyCode,
    templateName: b.templateName,
    submittedAt: b.submittedAt?.toISOString() ?? null,
    updatedAt: b.updatedAt.toISOString(),
  };
}

export function listScope(ctx: SignedInContext, view: ListBookingsQuery['view']): BookingScope {
  if (view === 'review') {
    if (!isReviewer(ctx)) throw new AppError('ACCESS_DENIED');
    return { kind: 'review' };
  }
  return customerScope(ctx, anyBookingPermission);
}

/** The list with the same view, filters and sort as a streamed CSV, .xlsx or PDF file. */
export function exportBookings(
  ctx: SignedInContext,
  query: ExportBookingsQuery,
): { stream: Readable; filename: string; contentType: string } {
  const filter = {
    scope: listScope(ctx, query.view),
    templates: query.view === 'templates',
    filters: query.filter,
    sort: query.sort,
    status: query.status,
  };
  const rows = async function* () {
    for await (const row of pagedRows((offset, limit) =>
      findBookingsPage(ctx.db, filter, { offset, limit }).then((p) => p.rows),
    ))
      yield toBookingRow(row);
  };
  const columns: ExportColumn<BookingRow>[] = query.columns.map((field) => ({
    field,
    title: enUsBookingStrings.columns[field],
  }));
  const title = query.view === 'templates' ? 'Booking Templates' : 'Bookings';
  const stream =
    query.format === 'csv'
      ? csvExport(columns, rows())
      : query.format === 'xlsx'
        ? xlsxExport(columns, rows(), title)
        : pdfExport(columns, rows(), { title });
  return { stream, filename: `bookings.${query.format}`, contentType: exportMime[query.format] };
}

export async function listBookings(ctx: SignedInContext, query: ListBookingsQuery): Promise<ListBookingsResponse> {
  const { rows, total } = await findBookingsPage(
    ctx.db,
    {
      scope: listScope(ctx, query.view),
      templates: query.view === 'templates',
      filters: query.filter,
      sort: query.sort,
      status: query.status,
    },
    { offset: (query.pageNumber - 1) * query.pageSize, limit: query.pageSize },
  );
  return { items: rows.map(toBookingRow), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}
