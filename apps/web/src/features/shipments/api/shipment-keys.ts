/**
 * Query keys of the shipments area. Keys carry the session key (user, impersonation, selected company) so a
 * change of who is looking never shows another company's cached answers; the grid appends its own request.
 */
export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: () => [...shipmentKeys.all, 'list'] as const,
  list: (filters: object, sessionKey: string) => [...shipmentKeys.lists(), sessionKey, filters] as const,
  /** One shipment's details under any session key (to refresh them after a change). */
  detailOfShipment: (id: string) => [...shipmentKeys.all, 'detail', id] as const,
  detail: (id: string, sessionKey: string) => [...shipmentKeys.detailOfShipment(id), sessionKey] as const,
  organizations: (sessionKey: string) => [...shipmentKeys.all, 'organizations', sessionKey] as const,
  globalSearch: (keyword: string, sessionKey: string) =>
    [...shipmentKeys.all, 'global-search', keyword, sessionKey] as const,
};
