/** Query keys of the freight look-ups; they carry the tenant key so another company's lanes never show. */
export const freightKeys = {
  all: ['freight'] as const,
  airOrigins: (tenant: string) => [...freightKeys.all, 'air-origins', tenant] as const,
  airDestinations: (tenant: string, origin: string) =>
    [...freightKeys.all, 'air-destinations', tenant, origin] as const,
  loadingPorts: (tenant: string) => [...freightKeys.all, 'loading-ports', tenant] as const,
  dischargePorts: (tenant: string, loading: string) =>
    [...freightKeys.all, 'discharge-ports', tenant, loading] as const,
  carriers: (tenant: string, loading: string, discharge: string) =>
    [...freightKeys.all, 'carriers', tenant, loading, discharge] as const,
};
