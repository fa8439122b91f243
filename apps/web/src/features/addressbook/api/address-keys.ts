/** Query keys of the address book; they carry the session key so another company's answers never show. */
export const addressKeys = {
  all: ['addresses'] as const,
  lists: () => [...addressKeys.all, 'list'] as const,
  list: (filters: object, sessionKey: string) => [...addressKeys.lists(), sessionKey, filters] as const,
  detail: (id: string, sessionKey: string) => [...addressKeys.all, 'detail', id, sessionKey] as const,
};
