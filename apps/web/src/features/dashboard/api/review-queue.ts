import { listBookingsResponseSchema } from '@connect/contracts/bookings/bookings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How many submitted bookings wait for the forwarder's review (staff only): one row asked for, its total read. */
export function useReviewQueueCount(sessionKey: string, enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'review-queue', sessionKey],
    enabled,
    queryFn: async ({ signal }) => {
      const page = await apiRequest('/api/bookings', {
        query: { view: 'review', status: 'submitted', pageNumber: 1, pageSize: 1 },
        schema: listBookingsResponseSchema,
        loader: false,
        signal,
      });
      return page.total;
    },
  });
}
