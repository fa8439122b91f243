import type { PublicTracking, trackResponseSchema } from '@connect/contracts/shipments/tracking.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { anyBody } from '@/lib/shape-checks';
import { paths } from '@/lib/paths';

export type TrackResponse = z.infer<typeof trackResponseSchema>;
export type { PublicTracking };

/**
 * What one lookup asks: the reference, the name check (decision 030; empty when none was typed) and who asks
 * (`viewer`, the user key: a signed-in caller may see their own companies' shipments without the check, so an
 * answer is never served to somebody else after signing in or out).
 */
export type TrackLookup = { reference: string; party: string; viewer: string };

/** Query keys of public tracking: one answer per lookup (case and spacing do not matter to the server). */
export const trackingKeys = {
  all: ['tracking'] as const,
  track: (lookup: TrackLookup) =>
    [
      ...trackingKeys.all,
      'track',
      lookup.viewer,
      lookup.reference.trim().toLowerCase(),
      lookup.party.trim().toLowerCase(),
    ] as const,
};

/**
 * GET /api/tracking/track?reference=…&party=…: open without login; an exact house bill, master bill or container
 * number with the start of its shipper's or consignee's name. A 400 (no name from a signed-out caller) and a 429
 * (too many lookups) come back as an ApiError with the server's message.
 */
export async function trackShipments(lookup: TrackLookup, signal?: AbortSignal): Promise<TrackResponse> {
  const party = lookup.party.trim();
  // The answer's schema loads beside the call (decision 105): a tracking page opened from a link paints without it.
  const [{ trackResponseSchema }, answer] = await Promise.all([
    import('@connect/contracts/shipments/tracking.schemas'),
    apiRequest('/api/tracking/track', {
      query: party ? { reference: lookup.reference.trim(), party } : { reference: lookup.reference.trim() },
      schema: anyBody,
      loader: false,
      signal,
    }),
  ]);
  return trackResponseSchema.parse(answer);
}

/** Shared by the form, the detail and the result list, so moving between them costs no second lookup. */
export function trackQueryOptions(lookup: TrackLookup) {
  return queryOptions({
    queryKey: trackingKeys.track(lookup),
    queryFn: ({ signal }) => trackShipments(lookup, signal),
    retry: false,
    staleTime: 60_000,
  });
}

export function useTrackShipments(lookup: TrackLookup | undefined) {
  return useQuery({
    ...trackQueryOptions(lookup ?? { reference: '', party: '', viewer: '' }),
    enabled: lookup !== undefined,
  });
}

/**
 * Where a tracking answer is shown: the detail of one shipment, or the list when several match. The address
 * carries the reference only: the name check stays in the tab (`tracking-checks.ts`), out of history and links.
 */
export const trackingDetailPath = (reference: string) =>
  `${paths.tracking.detail()}?${new URLSearchParams({ ref: reference }).toString()}`;
export const trackingResultsPath = (reference: string) =>
  `${paths.tracking.searchResult()}?${new URLSearchParams({ ref: reference }).toString()}`;
/** The form with a reference filled in (an address that came without its name check asks for it there). */
export const trackFormPath = (reference: string) =>
  `${paths.tracking.track()}?${new URLSearchParams({ ref: reference }).toString()}`;
