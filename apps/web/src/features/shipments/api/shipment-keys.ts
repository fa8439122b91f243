/** Query keys of the shipments area (list and detail keys come with the shipments screens). */
export const shipmentKeys = {
  all: ['shipments'] as const,
  globalSearch: (keyword: string, sessionKey: string) =>
    [...shipmentKeys.all, 'global-search', keyword, sessionKey] as const,
};
