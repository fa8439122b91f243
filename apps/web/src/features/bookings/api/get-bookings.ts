import {
  bookingSchema,
  listBookingsResponseSchema,
  type ListBookingsQuery,
  type ListBookingsResponse,
} from '@connect/contracts/bookings/bookings.schemas';
import { toGridSearchParams, type GridFilter, type GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

export type BookingListRequest = {
  view: ListBookingsQuery['view'];
  filter?: GridFilter[];
  sort?: GridSort[];
  pageNumber?: number;
  pageSize?: number;
  action?: string;
};

export function bookingsSearchParams(request: BookingListRequest): URLSearchParams {
  const params = toGridSearchParams(request);
  params.set('view', request.view);
  return params;
}

/** GET /api/bookings: one page of bookings, templates, or (staff) bookings to review. */
export function getBookings(request: BookingListRequest, signal?: AbortSignal): Promise<ListBookingsResponse> {
  return apiRequest('/api/bookings', {
    query: Object.fromEntries(bookingsSearchParams(request)),
    schema: listBookingsResponseSchema,
    loader: false,
    signal,
  });
}

/** GET /api/bookings/:id (or /api/booking-templates/:id for a template). */
export function getBooking(id: string, options: { template?: boolean; signal?: AbortSignal } = {}) {
  const base = options.template ? '/api/booking-templates' : '/api/bookings';
  return apiRequest(`${base}/${encodeURIComponent(id)}`, {
    schema: bookingSchema,
    loader: false,
    signal: options.signal,
  });
}

export function useBooking(id: string | undefined, sessionKey: string, template = false) {
  return useQuery({
    queryKey: template ? bookingKeys.template(id ?? '', sessionKey) : bookingKeys.detail(id ?? '', sessionKey),
    queryFn: ({ signal }) => getBooking(id ?? '', { template, signal }),
    enabled: Boolean(id),
  });
}
