/** Query keys of the profile area. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (sessionKey: string) => [...profileKeys.all, 'detail', sessionKey] as const,
  company: (sessionKey: string) => [...profileKeys.all, 'company', sessionKey] as const,
  salesPersons: (sessionKey: string) => [...profileKeys.all, 'salesPersons', sessionKey] as const,
  documents: (sessionKey: string) => [...profileKeys.all, 'documents', sessionKey] as const,
  users: (sessionKey: string) => [...profileKeys.all, 'users', sessionKey] as const,
};
