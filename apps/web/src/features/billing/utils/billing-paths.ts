/** The billing screens' paths (spec 1 §2). */
export const billingPaths = {
  dashboard: () => '/billing/dashboard',
  invoiceDetails: (id: string) => `/billing/invoice-details?id=${encodeURIComponent(id)}`,
  payment: (invoiceIds: readonly string[]) =>
    `/billing/payment?invoices=${invoiceIds.map((id) => encodeURIComponent(id)).join(',')}`,
  confirmation: (paymentId: string) => `/billing/payment-confirmation?id=${encodeURIComponent(paymentId)}`,
  guestPayment: () => '/billing/guest-mode-payment',
  guestConfirmation: (paymentId: string) =>
    `/billing/guest-mode-payment-confirmation?id=${encodeURIComponent(paymentId)}`,
};
