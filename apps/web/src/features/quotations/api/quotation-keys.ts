/** Query keys of the quotations area; they carry the session key so another company's answers never show. */
export const quotationKeys = {
  all: ['quotations'] as const,
  lists: () => [...quotationKeys.all, 'list'] as const,
  list: (filters: object, sessionKey: string) => [...quotationKeys.lists(), sessionKey, filters] as const,
  detail: (id: string, sessionKey: string) => [...quotationKeys.all, 'detail', id, sessionKey] as const,
  counts: (sessionKey: string) => [...quotationKeys.all, 'counts', sessionKey] as const,
};
