import { loadPageContent, type PublicPageKey } from '@/features/public-pages/content/page-content';
import { paths } from '@/lib/paths';
import { lazy, open, type RouteEntry } from './route-kit';

/** Open without login (spec 1 §2): sign-in, invite, password reset, legal and documentation pages, guest payment, public tracking. */
const publicPage = (pageKey: PublicPageKey) =>
  lazy(
    // The page's code and its text (a chunk of its own, decision 086) download side by side.
    async () =>
      (await Promise.all([import('@/features/public-pages/components/public-page'), loadPageContent(pageKey)]))[0],
    (m) =>
      function PublicPageRoute() {
        return <m.PublicPage pageKey={pageKey} />;
      },
  );
export const publicRoutes: readonly RouteEntry[] = [
  // Open without login (spec 1 §2).
  {
    path: paths.session.login.path,
    layout: 'public',
    page: lazy(
      () => import('@/features/session/components/login-page'),
      (m) => m.LoginPage,
    ),
    titleKey: 'titles.login',
    trail: [],
    access: { kind: 'signedOut' },
  },
  {
    path: paths.session.invite.path,
    layout: 'public',
    page: lazy(
      () => import('@/features/session/components/invite-page'),
      (m) => m.InvitePage,
    ),
    titleKey: 'titles.invite',
    trail: [],
    access: open,
    hideMenu: true,
  },
  {
    path: paths.session.resetPassword.path,
    layout: 'public',
    page: lazy(
      () => import('@/features/session/components/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
    titleKey: 'titles.resetPassword',
    trail: [],
    access: open,
  },
  {
    path: paths.session.confirmEmailChange.path,
    layout: 'public',
    page: lazy(
      () => import('@/features/profile/components/email-change/confirm-email-change-page'),
      (m) => m.ConfirmEmailChangePage,
    ),
    titleKey: 'account.emailChange.pageTitle',
    trail: [],
    access: open,
  },
  {
    path: paths.legal.terms.path,
    layout: 'public',
    page: publicPage('terms'),
    titleKey: 'titles.terms',
    trail: [],
    access: open,
    hideMenu: true,
  },
  {
    path: paths.legal.privacyStatement.path,
    layout: 'public',
    page: publicPage('privacy-statement'),
    titleKey: 'titles.privacyStatement',
    trail: [],
    access: open,
    hideMenu: true,
  },
  {
    path: paths.legal.freight.path,
    layout: 'public',
    page: publicPage('freight'),
    titleKey: 'titles.freight',
    trail: [],
    access: open,
  },
  {
    path: paths.aboutUs.path,
    layout: 'public',
    page: publicPage('about-us'),
    titleKey: 'titles.aboutUs',
    trail: [],
    access: open,
  },
  {
    path: paths.documentation.edi.path,
    layout: 'public',
    page: publicPage('documentation-edi'),
    titleKey: 'titles.documentationEdi',
    trail: [],
    access: open,
  },
  {
    path: paths.documentation.connect.path,
    layout: 'public',
    page: publicPage('documentation-connect'),
    titleKey: 'titles.documentationConnect',
    trail: [],
    access: open,
  },
  {
    path: paths.documentation.connectFeatureReleases.path,
    layout: 'public',
    page: publicPage('documentation-connect-feature-releases'),
    titleKey: 'titles.documentationConnectFeatureReleases',
    trail: [],
    access: open,
  },
  {
    path: paths.documentation.api.path,
    layout: 'public',
    page: publicPage('documentation-api'),
    titleKey: 'titles.documentationApi',
    trail: [],
    access: open,
  },
  {
    path: paths.documentation.aboutUs.path,
    layout: 'public',
    page: publicPage('documentation-about-us'),
    titleKey: 'titles.documentationAboutUs',
    trail: [],
    access: open,
  },
  // Guest mode: reached from the invoice e-mail's 'Pay invoice' link.
  {
    path: paths.billing.guestPayment.path,
    layout: 'public',
    page: lazy(
      () => import('@/features/billing/components/guest-payment-page'),
      (m) => m.GuestPaymentPage,
    ),
    titleKey: 'titles.guestPayment',
    trail: [],
    access: open,
  },
  {
    path: paths.billing.guestPaymentConfirmation.path,
    layout: 'public',
    page: lazy(
      () => import('@/features/billing/components/guest-payment-confirmation-page'),
      (m) => m.GuestPaymentConfirmationPage,
    ),
    titleKey: 'titles.paymentConfirmation',
    trail: [],
    access: open,
  },
  // Public tracking: open without login, in the shell for a signed-in user.
  {
    path: paths.tracking.track.path,
    layout: 'open',
    page: lazy(
      () => import('@/features/tracking/components/track-page'),
      (m) => m.TrackPage,
    ),
    titleKey: 'titles.track',
    trail: [],
    access: open,
    hideMenu: true,
    menu: { key: 'tracking', labelKey: 'menu.tracking', order: 6, icon: 'tracking', public: true },
  },
  {
    path: paths.tracking.detail.path,
    layout: 'open',
    page: lazy(
      () => import('@/features/tracking/components/tracking-detail-page'),
      (m) => m.TrackingDetailPage,
    ),
    titleKey: 'titles.trackingDetail',
    trail: [],
    access: open,
    hideMenu: true,
  },
  {
    // The list a public lookup shows when several shipments match: as open as the form that leads to it.
    path: paths.tracking.searchResult.path,
    layout: 'open',
    page: lazy(
      () => import('@/features/tracking/components/tracking-search-result-page'),
      (m) => m.TrackingSearchResultPage,
    ),
    titleKey: 'titles.trackingResults',
    trail: [],
    access: open,
  },
];
