/** Query keys of the reports area; every key holding a customer's data carries the tenant key (decision 017). */
export const reportKeys = {
  all: ['reports'] as const,
  document: (request: unknown, sessionKey: string) => [...reportKeys.all, 'document', sessionKey, request] as const,
  catalogue: (sessionKey: string) => [...reportKeys.all, 'catalogue', sessionKey] as const,
  top: (top: number, sessionKey: string) => [...reportKeys.all, 'top', sessionKey, top] as const,
  admin: () => [...reportKeys.all, 'admin'] as const,
  definitions: () => [...reportKeys.admin(), 'definitions'] as const,
  categories: () => [...reportKeys.admin(), 'categories'] as const,
  manager: () => [...reportKeys.admin(), 'manager'] as const,
  roles: () => [...reportKeys.admin(), 'roles'] as const,
  history: (query: unknown) => [...reportKeys.admin(), 'history', query] as const,
};
