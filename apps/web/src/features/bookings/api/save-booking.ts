import {
  saveBookingResponseSchema,
  type BookingInput,
  type BookingTemplateInput,
  type QuickBookingInput,
  type ReviewBookingInput,
} from '@connect/contracts/bookings/bookings.schemas';
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

/** POST /api/bookings (new) or PUT /api/bookings/:id: 'Booking saved successfully'. */
export function useSaveBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: BookingInput }) =>
      apiRequest(id ? `/api/bookings/${encodeURIComponent(id)}` : '/api/bookings', {
        method: id ? 'PUT' : 'POST',
        body: values,
        schema: saveBookingResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/booking-templates (new, clone) or PUT /api/booking-templates/:id. */
export function useSaveTemplate() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: BookingTemplateInput }) =>
      apiRequest(id ? `/api/booking-templates/${encodeURIComponent(id)}` : '/api/booking-templates', {
        method: id ? 'PUT' : 'POST',
        body: values,
        schema: saveBookingResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/bookings/:id/submit: a complete booking goes to the forwarder. */
export function useSubmitBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/bookings/${encodeURIComponent(id)}/submit`, {
        method: 'POST',
        schema: saveBookingResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/bookings/quick. */
export function useCreateQuickBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (values: QuickBookingInput) =>
      apiRequest('/api/bookings/quick', { method: 'POST', body: values, schema: saveBookingResponseSchema }),
    onSuccess: refresh,
  });
}

/** POST /api/bookings/:id/review (the forwarder's staff). */
export function useReviewBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ReviewBookingInput }) =>
      apiRequest(`/api/bookings/${encodeURIComponent(id)}/review`, {
        method: 'POST',
        body: review,
        schema: saveBookingResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** DELETE a draft booking or a template. */
export function useDeleteBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ id, template }: { id: string; template: boolean }) =>
      apiRequest(`${template ? '/api/booking-templates' : '/api/bookings'}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: messageResponseSchema,
      }),
    onSuccess: refresh,
  });
}
