import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, type RouteEntry } from './route-kit';

/** Billing: invoices (also /invoices/dashboard and /customer/invoices), invoice details, payment, statements. */
const statements = () => import('@/features/billing/components/statements-page');

export const billingRoutes: readonly RouteEntry[] = [
  {
    path: paths.billing.dashboard.path,
    aliases: ['/invoices/dashboard', '/customer/invoices'],
    layout: 'shell',
    page: lazy(
      () => import('@/features/billing/components/billing-dashboard-page'),
      (m) => m.BillingDashboardPage,
    ),
    titleKey: 'titles.billing',
    trail: [crumbs.home, here('billing')],
    access: permission('billing'),
    menu: { key: 'billings', labelKey: 'menu.billings', order: 4, icon: 'billing' },
  },
  {
    path: paths.billing.invoiceDetails.path,
    layout: 'shell',
    // With the link to the shipment's quote versus shipment in its slot (decision 089).
    page: lazy(
      () => import('@/app/invoice-details-with-quote'),
      (m) => m.InvoiceDetailsWithQuoteComparison,
    ),
    titleKey: 'titles.invoiceDetails',
    trail: [crumbs.home, crumbs.billing, here('invoiceDetails')],
    access: permission('billing'),
  },
  {
    path: paths.billing.payment.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/billing/components/payment-page'),
      (m) => m.PaymentPage,
    ),
    titleKey: 'titles.payment',
    trail: [crumbs.home, crumbs.billing, here('payment')],
    access: permission('billing'),
  },
  {
    path: paths.billing.paymentConfirmation.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/billing/components/payment-confirmation-page'),
      (m) => m.PaymentConfirmationPage,
    ),
    titleKey: 'titles.paymentConfirmation',
    trail: [crumbs.home, crumbs.billing, here('paymentConfirmation')],
    access: permission('billing'),
  },
  {
    path: paths.billing.statements.path,
    layout: 'shell',
    page: lazy(statements, (m) => m.StatementsPage),
    titleKey: 'titles.statements',
    trail: [crumbs.home, crumbs.billing, here('statements')],
    access: permission('billing'),
  },
  {
    path: paths.billing.monthlyStatement.path,
    layout: 'shell',
    page: lazy(statements, (m) => m.MonthlyStatementPage),
    titleKey: 'titles.monthlyStatement',
    trail: [crumbs.home, crumbs.billing, crumbs.statements, here('monthlyStatements')],
    access: permission('billing'),
  },
];
