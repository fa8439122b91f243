/** Query keys of the session's own data; a company change or impersonation switch refetches everything. */
export const sessionKeys = {
  all: ['session'] as const,
  companies: (sessionKey: string) => [...sessionKeys.all, 'companies', sessionKey] as const,
};
