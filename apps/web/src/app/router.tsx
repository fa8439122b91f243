import { createBrowserRouter, Navigate } from 'react-router';
import { HomePage } from '../features/dashboard/components/home-page';
import { PublicPage } from '../features/public-pages/components/public-page';
import { LoginPage } from '../features/session/components/login-page';
import { registerNavigator } from '../lib/session/session-navigation';
import { OpenLayout } from './layouts/open-layout';
import { PublicLayout } from './layouts/public-layout';
import { ShellLayout } from './layouts/shell-layout';
import { RouteGuardOutlet } from './route-guard-outlet';

/** Screens reached by two paths (spec 1 §2: the /customer/ prefix has shipments and track). */
const shipmentDashboardPage = () =>
  import('../features/shipments/components/shipment-dashboard-page').then((m) => ({
    Component: m.ShipmentDashboardPage,
  }));
const trackPage = () => import('../features/tracking/components/track-page').then((m) => ({ Component: m.TrackPage }));
const bookingDashboardPage = () =>
  import('../features/bookings/components/booking-dashboard-page').then((m) => ({
    Component: m.BookingDashboardPage,
  }));
const billingDashboardPage = () =>
  import('../features/billing/components/billing-dashboard-page').then((m) => ({ Component: m.BillingDashboardPage }));
const statementsModule = () => import('../features/billing/components/statements-page');
const guestPaymentModule = () => import('../features/billing/components/guest-payment-page');
/** The booking form in one of its kinds (new, edit, or a template's). */
const bookingFormPage = (kind: 'new' | 'edit' | 'new-template' | 'clone-template' | 'edit-template') => () =>
  import('../features/bookings/components/booking-form-page').then((m) => ({
    Component: () => <m.BookingFormPage kind={kind} />,
  }));

/**
 * Thin route table: each route assembles a feature. Every route passes the guard (spec 1 §2); open pages
 * use the public layout, the others the signed-in shell. Screens most users never open load on demand.
 * Unknown paths go to /u/login.
 */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <RouteGuardOutlet />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { path: '/u/login', element: <LoginPage /> },
            {
              path: '/u/invite',
              lazy: () =>
                import('../features/session/components/invite-page').then((m) => ({ Component: m.InvitePage })),
            },
            {
              path: '/u/reset-password',
              lazy: () =>
                import('../features/session/components/reset-password-page').then((m) => ({
                  Component: m.ResetPasswordPage,
                })),
            },
            { path: '/legal/terms', element: <PublicPage pageKey="terms" /> },
            { path: '/legal/privacy-statement', element: <PublicPage pageKey="privacy-statement" /> },
            { path: '/legal/freight', element: <PublicPage pageKey="freight" /> },
            { path: '/about-us', element: <PublicPage pageKey="about-us" /> },
            { path: '/documentation/edi', element: <PublicPage pageKey="documentation-edi" /> },
            { path: '/documentation/connect', element: <PublicPage pageKey="documentation-connect" /> },
            {
              path: '/documentation/connect-feature-releases',
              element: <PublicPage pageKey="documentation-connect-feature-releases" />,
            },
            { path: '/documentation/api', element: <PublicPage pageKey="documentation-api" /> },
            { path: '/documentation/about-us', element: <PublicPage pageKey="documentation-about-us" /> },
            // Guest mode (spec 1): open without login, reached from the invoice e-mail's 'Pay invoice' link.
            {
              path: '/billing/guest-mode-payment',
              lazy: () => guestPaymentModule().then((m) => ({ Component: m.GuestPaymentPage })),
            },
            {
              path: '/billing/guest-mode-payment-confirmation',
              lazy: () =>
                import('../features/billing/components/guest-payment-confirmation-page').then((m) => ({
                  Component: m.GuestPaymentConfirmationPage,
                })),
            },
          ],
        },
        {
          // Public tracking: open without login (spec 1 §2), in the shell for a signed-in user.
          element: <OpenLayout />,
          children: [
            { path: '/tracking/track', lazy: trackPage },
            {
              path: '/tracking/tracking-detail',
              lazy: () =>
                import('../features/tracking/components/tracking-detail-page').then((m) => ({
                  Component: m.TrackingDetailPage,
                })),
            },
            {
              path: '/tracking/search-result',
              lazy: () =>
                import('../features/tracking/components/tracking-search-result-page').then((m) => ({
                  Component: m.TrackingSearchResultPage,
                })),
            },
          ],
        },
        {
          element: <ShellLayout />,
          children: [
            { index: true, element: <HomePage /> },
            { path: '/shipment/dashboard', lazy: shipmentDashboardPage },
            { path: '/customer/shipments', lazy: shipmentDashboardPage },
            {
              path: '/shipment/shipments-details',
              lazy: () =>
                import('../features/shipments/components/shipment-detail-page').then((m) => ({
                  Component: m.ShipmentDetailPage,
                })),
            },
            { path: '/customer/track', lazy: trackPage },
            {
              path: '/my-profile',
              lazy: () =>
                import('../features/profile/components/my-profile-page').then((m) => ({ Component: m.MyProfilePage })),
            },
            {
              path: '/search',
              lazy: () =>
                import('../features/shipments/components/search-results-page').then((m) => ({
                  Component: m.SearchResultsPage,
                })),
            },
            { path: '/billing/dashboard', lazy: billingDashboardPage },
            { path: '/invoices/dashboard', lazy: billingDashboardPage },
            { path: '/customer/invoices', lazy: billingDashboardPage },
            {
              path: '/billing/invoice-details',
              lazy: () =>
                import('../features/billing/components/invoice-details-page').then((m) => ({
                  Component: m.InvoiceDetailsPage,
                })),
            },
            {
              path: '/billing/payment',
              lazy: () =>
                import('../features/billing/components/payment-page').then((m) => ({ Component: m.PaymentPage })),
            },
            {
              path: '/billing/payment-confirmation',
              lazy: () =>
                import('../features/billing/components/payment-confirmation-page').then((m) => ({
                  Component: m.PaymentConfirmationPage,
                })),
            },
            {
              path: '/billing/statements',
              lazy: () => statementsModule().then((m) => ({ Component: m.StatementsPage })),
            },
            {
              path: '/billing/monthly-statement',
              lazy: () => statementsModule().then((m) => ({ Component: m.MonthlyStatementPage })),
            },
            { path: '/booking/dashboard', lazy: bookingDashboardPage },
            { path: '/customer/bookings', lazy: bookingDashboardPage },
            { path: '/booking/new-bookings', lazy: bookingFormPage('new') },
            { path: '/customer/bookings/new', lazy: bookingFormPage('new') },
            { path: '/booking/edit-bookings', lazy: bookingFormPage('edit') },
            { path: '/booking/create-template', lazy: bookingFormPage('new-template') },
            { path: '/booking/clone-template', lazy: bookingFormPage('clone-template') },
            { path: '/booking/edit-template', lazy: bookingFormPage('edit-template') },
            {
              path: '/booking/templates',
              lazy: () =>
                import('../features/bookings/components/booking-templates-page').then((m) => ({
                  Component: m.BookingTemplatesPage,
                })),
            },
            {
              path: '/booking/bookings-details',
              lazy: () =>
                import('../features/bookings/components/booking-detail-page').then((m) => ({
                  Component: m.BookingDetailPage,
                })),
            },
            {
              path: '/addressbook/addresses',
              lazy: () =>
                import('../features/addressbook/components/address-book-page').then((m) => ({
                  Component: m.AddressBookPage,
                })),
            },
            {
              path: '/u/admin',
              lazy: () => import('../features/admin/components/admin-page').then((m) => ({ Component: m.AdminPage })),
            },
          ],
        },
        { path: '*', element: <Navigate to="/u/login" replace /> },
      ],
    },
  ]);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
