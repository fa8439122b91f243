/** Query keys of the resources library (decision 017: the reader's lists carry the tenant key). */
export const resourceKeys = {
  all: ['resources'] as const,
  mine: (tenantKey: string) => [...resourceKeys.all, 'mine', tenantKey] as const,
  admin: () => [...resourceKeys.all, 'admin'] as const,
  adminList: (search: string) => [...resourceKeys.admin(), 'list', search] as const,
  readers: (resourceId: string) => [...resourceKeys.admin(), 'readers', resourceId] as const,
  customers: (term: string) => [...resourceKeys.admin(), 'customers', term] as const,
  companies: () => [...resourceKeys.admin(), 'companies'] as const,
};
