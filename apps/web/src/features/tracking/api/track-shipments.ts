import { trackResponseSchema, type PublicTracking } from '@connect/contracts/shipments/shipments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type TrackResponse = z.infer<typeof trackResponseSchema>;
export type { PublicTracking };

/** Query keys of public tracking: one answer per reference (case does not matter to the server). */
export const trackingKeys = {
  all: ['tracking'] as const,
  track: (reference: string) => [...trackingKeys.all, 'track', reference.trim().toLowerCase()] as const,
};

/**
 * GET /api/tracking/track?reference=…: open without login; exact house bill, master bill or container number.
 * A 429 (too many lookups) comes back as an ApiError with the server's message.
 */
export function trackShipments(reference: string, signal?: AbortSignal): Promise<TrackResponse> {
  return apiRequest('/api/tracking/track', {
    query: { reference: reference.trim() },
    schema: trackResponseSchema,
    loader: false,
    signal,
  });
}

/** Shared by the form, the detail and the result list, so moving between them costs no second lookup. */
export function trackQueryOptions(reference: string) {
  return queryOptions({
    queryKey: trackingKeys.track(reference),
    queryFn: ({ signal }) => trackShipments(reference, signal),
    retry: false,
    staleTime: 60_000,
  });
}

export function useTrackShipments(reference: string | undefined) {
  return useQuery({ ...trackQueryOptions(reference ?? ''), enabled: reference !== undefined });
}

/** Where a tracking answer is shown: the detail of one shipment, or the list when several match. */
export const trackingDetailPath = (reference: string) =>
  `/tracking/tracking-detail?${new URLSearchParams({ ref: reference }).toString()}`;
export const trackingResultsPath = (reference: string) =>
  `/tracking/search-result?${new URLSearchParams({ ref: reference }).toString()}`;
