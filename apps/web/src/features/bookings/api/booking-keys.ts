/** Query keys of the bookings area; they carry the session key so another company's answers never show. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (filters: object, sessionKey: string) => [...bookingKeys.lists(), sessionKey, filters] as const,
  detail: (id: string, sessionKey: string) => [...bookingKeys.all, 'detail', id, sessionKey] as const,
  template: (id: string, sessionKey: string) => [...bookingKeys.all, 'template', id, sessionKey] as const,
};
