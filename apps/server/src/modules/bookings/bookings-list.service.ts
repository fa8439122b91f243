import type {
  BookingRow,
  ExportBookingsQuery,
  ListBookingsQuery,
  ListBookingsResponse,
} from '@connect/contracts/bookings/bookings.schemas';
import { enUsBookingStrings } from '@connect/contracts/i18n/en-us-bookings';
import { AppError } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { defineList, type ExportFile } from '../../lib/list-service';
import { findBookingsPage, type BookingScope, type BookingWithCompany } from './bookings.repository';
import { anyBookingPermission, customerScope, isReviewer } from './bookings.service';
import { readerText } from '../billing/billing-text';

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

function listFilter(ctx: SignedInContext, query: Pick<ListBookingsQuery, 'view' | 'filter' | 'sort' | 'status'>) {
  return {
    scope: listScope(ctx, query.view),
    templates: query.view === 'templates',
    filters: query.filter,
    sort: query.sort,
    status: query.status,
  };
}

const bookingList = defineList({
  findPage: findBookingsPage,
  toItem: toBookingRow,
  exportTitles: enUsBookingStrings.columns,
  file: { name: 'bookings', title: 'Bookings' },
  exportWords: { columns: 'bookings.columns', title: 'grid.exportFiles.bookings' },
});
const templateList = defineList({
  findPage: findBookingsPage,
  toItem: toBookingRow,
  exportTitles: enUsBookingStrings.columns,
  file: { name: 'bookings', title: 'Booking Templates' },
  exportWords: { columns: 'bookings.columns', title: 'grid.exportFiles.bookingTemplates' },
});

/** The list with the same view, filters and sort as a streamed CSV, .xlsx or PDF file. */
export async function exportBookings(ctx: SignedInContext, query: ExportBookingsQuery): Promise<ExportFile> {
  const list = query.view === 'templates' ? templateList : bookingList;
  return list.exportFile(ctx.db, listFilter(ctx, query), query, await readerText(ctx));
}

export async function listBookings(ctx: SignedInContext, query: ListBookingsQuery): Promise<ListBookingsResponse> {
  return bookingList.list(ctx.db, listFilter(ctx, query), query);
}
