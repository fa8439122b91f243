/**
 * Query keys of the billing area; they carry the session key (or the guest token) so another company's or
 * another link's answers never show.
 */
export const billingKeys = {
  all: ['billing'] as const,
  summary: (sessionKey: string) => [...billingKeys.all, 'summary', sessionKey] as const,
  invoiceLists: () => [...billingKeys.all, 'invoices'] as const,
  invoices: (filters: object, sessionKey: string) => [...billingKeys.invoiceLists(), sessionKey, filters] as const,
  invoice: (id: string, sessionKey: string) => [...billingKeys.all, 'invoice', id, sessionKey] as const,
  payment: (id: string, sessionKey: string) => [...billingKeys.all, 'payment', id, sessionKey] as const,
  guestInvoices: (guestToken: string) => [...billingKeys.all, 'guest', 'invoices', guestToken] as const,
  guestPayment: (id: string, guestToken: string) => [...billingKeys.all, 'guest', 'payment', id, guestToken] as const,
};
