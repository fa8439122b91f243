import type { InvoiceStatusName } from '@connect/contracts/billing/billing.schemas';
import type { SectionKey, UiStrings } from '@/lib/i18n-keys';

/** The i18n key of each invoice status of spec 2 (`billing.statuses.<key>`). */
export const invoiceStatusKeys: Record<InvoiceStatusName, SectionKey<UiStrings['billing']['statuses']>> = {
  'Past Due': 'pastDue',
  'Payment Posted': 'paymentPosted',
  'In Process': 'inProcess',
  Current: 'current',
  'Credit Balance': 'creditBalance',
  'Multiple Payments in Process': 'multiplePaymentsInProcess',
};

/** Capsule colours of the statuses (Mantine colour names). */
export const invoiceStatusColors: Record<InvoiceStatusName, string> = {
  'Past Due': 'red',
  'Payment Posted': 'green',
  'In Process': 'blue',
  Current: 'teal',
  'Credit Balance': 'grape',
  'Multiple Payments in Process': 'orange',
};

/** The status whose rows open a sub-grid of their payments in process (spec 2 §2, §9). */
export const multiplePaymentsInProcess: InvoiceStatusName = 'Multiple Payments in Process';
