import type { ComponentType } from 'react';
import type { PublicPageKey } from '../features/public-pages/content/page-content';
import type { MenuIcon } from '../lib/navigation-context';
import { paths } from '../lib/paths';
import type { MenuKey, SectionKey, UiKey, UiStrings } from '../lib/i18n-keys';

/**
 * The route registry (decision 016): every screen of spec 1 §2 once, with its path and aliases, layout, lazy
 * page, title, breadcrumb trail, access rule and menu entry. The router, page titles, breadcrumbs, the route
 * guard and the side menu are all derived from it (`route-table.ts`). Adding a screen is adding an entry here.
 */

/** Who may open a screen (spec 1 §2 guarding, §6 permissions). */
export type RouteAccess =
  /** Anyone, signed in or not (login-free pages of spec 1 §2). */
  | { kind: 'open' }
  /** The sign-in page: a signed-in user is taken home (admins to the admin page). */
  | { kind: 'signedOut' }
  /** Any signed-in user; `admin` lets an admin who is not impersonating open it too. */
  | { kind: 'signedIn'; admin?: boolean }
  /** A module permission (compared case-insensitively); `staff` also lets the forwarder's employees in. */
  | { kind: 'permission'; permission: string; staff?: boolean; admin?: boolean }
  /** Admins who are not impersonating (user administration, messages, localization). */
  | { kind: 'admin' }
  /** `inoutOrderCreation_{selected company}` (warehouse order creation and update). */
  | { kind: 'orderCreation' };

export type RouteLayout = 'public' | 'open' | 'shell';

/** A crumb of spec 2 §2: a key under `breadcrumbs.`, linked unless it is the page itself. */
export type Crumb = { label: SectionKey<UiStrings['breadcrumbs']>; to?: string };

/** A side-menu entry of spec 1 §6. `public`: shown only to visitors who are not signed in. */
export type MenuEntry = { key: MenuKey; labelKey: UiKey; order: number; icon: MenuIcon; public?: boolean };

export type LazyPage = () => Promise<{ Component: ComponentType }>;

export type RouteEntry = {
  path: string;
  /** Other paths of the same screen (the `/customer/...` prefix of spec 1 §2). */
  aliases?: readonly string[];
  layout: RouteLayout;
  page: LazyPage;
  titleKey: UiKey;
  /** The breadcrumb trail; an empty list where spec 2 §2 gives the screen none. */
  trail: readonly Crumb[];
  access: RouteAccess;
  menu?: MenuEntry;
  /** Shown without the side menu (spec 1 §2: privacy statement, terms, track, tracking detail, invite). */
  hideMenu?: boolean;
};

/**
 * Screens of spec 1 §2 whose areas are still to be built (warehouse, quotations, reports, resources, admin
 * messages and localization, receipts): their access rule and menu entry are known from the spec; each later
 * issue moves its entries into `appRoutes` with a page, a title and a trail.
 */
export type PlannedRoute = { path: string; access: RouteAccess; menu?: MenuEntry; trail?: readonly Crumb[] };

const crumbs = {
  home: { label: 'home', to: paths.home.path },
  bookings: { label: 'bookings', to: paths.bookings.dashboard.path },
  templates: { label: 'templates', to: paths.bookings.templates.path },
  shipments: { label: 'shipments', to: paths.shipments.dashboard.path },
  billing: { label: 'billing', to: paths.billing.dashboard.path },
  statements: { label: 'statements', to: paths.billing.statements.path },
  inventory: { label: 'inventory', to: '/wms/inventory' },
  inbound: { label: 'inboundOrders', to: '/wms/inbound-orders' },
  outbound: { label: 'outboundOrders', to: '/wms/outbound-orders' },
  quotations: { label: 'freightQuotations', to: '/freight-manager/quotations' },
} satisfies Record<string, Crumb>;
const here = (label: Crumb['label']): Crumb => ({ label });

const open: RouteAccess = { kind: 'open' };
const signedIn: RouteAccess = { kind: 'signedIn' };
const permission = (name: string, options: { staff?: boolean; admin?: boolean } = {}): RouteAccess => ({
  kind: 'permission',
  permission: name,
  ...options,
});

/** A page module's named component, loaded when the route is first visited. */
function lazy<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return () => load().then((module) => ({ Component: pick(module) }));
}

const publicPage = (pageKey: PublicPageKey) =>
  lazy(
    () => import('../features/public-pages/components/public-page'),
    (m) =>
      function PublicPageRoute() {
        return <m.PublicPage pageKey={pageKey} />;
      },
  );
const bookingForm = (kind: 'new' | 'edit' | 'new-template' | 'clone-template' | 'edit-template') =>
  lazy(
    () => import('../features/bookings/components/booking-form-page'),
    (m) =>
      function BookingFormRoute() {
        return <m.BookingFormPage kind={kind} />;
      },
  );
const statements = () => import('../features/billing/components/statements-page');

export const appRoutes: readonly RouteEntry[] = [
  // Open without login (spec 1 §2).
  {
    path: paths.session.login.path,
    layout: 'public',
    page: lazy(
      () => import('../features/session/components/login-page'),
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
      () => import('../features/session/components/invite-page'),
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
      () => import('../features/session/components/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
    titleKey: 'titles.resetPassword',
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
      () => import('../features/billing/components/guest-payment-page'),
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
      () => import('../features/billing/components/guest-payment-confirmation-page'),
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
      () => import('../features/tracking/components/track-page'),
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
      () => import('../features/tracking/components/tracking-detail-page'),
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
      () => import('../features/tracking/components/tracking-search-result-page'),
      (m) => m.TrackingSearchResultPage,
    ),
    titleKey: 'titles.trackingResults',
    trail: [],
    access: open,
  },

  // The signed-in shell.
  {
    path: paths.home.path,
    layout: 'shell',
    page: lazy(
      () => import('../features/dashboard/components/home-page'),
      (m) => m.HomePage,
    ),
    titleKey: 'titles.home',
    trail: [here('home')],
    access: signedIn,
    menu: { key: 'home', labelKey: 'menu.home', order: 1, icon: 'home' },
  },
  {
    path: paths.search.path,
    layout: 'shell',
    page: lazy(
      () => import('../features/shipments/components/search-results-page'),
      (m) => m.SearchResultsPage,
    ),
    titleKey: 'titles.search',
    trail: [],
    // Search paths are always allowed to a signed-in user (spec 1 §2).
    access: { kind: 'signedIn', admin: true },
  },
  {
    path: paths.myProfile.path,
    layout: 'shell',
    page: lazy(
      () => import('../features/profile/components/my-profile-page'),
      (m) => m.MyProfilePage,
    ),
    titleKey: 'titles.myProfile',
    trail: [crumbs.home, here('myProfile')],
    access: { kind: 'signedIn', admin: true },
  },
  {
    path: paths.shipments.dashboard.path,
    aliases: ['/customer/shipments'],
    layout: 'shell',
    page: lazy(
      () => import('../features/shipments/components/shipment-dashboard-page'),
      (m) => m.ShipmentDashboardPage,
    ),
    titleKey: 'titles.shipments',
    trail: [crumbs.home, here('shipments')],
    access: permission('shipment'),
    menu: { key: 'shipments', labelKey: 'menu.shipments', order: 3, icon: 'shipment' },
  },
  {
    path: paths.shipments.details.path,
    layout: 'shell',
    page: lazy(
      () => import('../features/shipments/components/shipment-detail-page'),
      (m) => m.ShipmentDetailPage,
    ),
    titleKey: 'titles.shipmentDetails',
    trail: [crumbs.home, crumbs.shipments, here('shipmentDetails')],
    access: permission('shipment'),
  },
  {
    path: '/customer/track',
    layout: 'shell',
    page: lazy(
      () => import('../features/tracking/components/track-page'),
      (m) => m.TrackPage,
    ),
    titleKey: 'titles.track',
    trail: [],
    access: signedIn,
  },
  {
    path: paths.billing.dashboard.path,
    aliases: ['/invoices/dashboard', '/customer/invoices'],
    layout: 'shell',
    page: lazy(
      () => import('../features/billing/components/billing-dashboard-page'),
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
    page: lazy(
      () => import('../features/billing/components/invoice-details-page'),
      (m) => m.InvoiceDetailsPage,
    ),
    titleKey: 'titles.invoiceDetails',
    trail: [crumbs.home, crumbs.billing, here('invoiceDetails')],
    access: permission('billing'),
  },
  {
    path: paths.billing.payment.path,
    layout: 'shell',
    page: lazy(
      () => import('../features/billing/components/payment-page'),
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
      () => import('../features/billing/components/payment-confirmation-page'),
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
  {
    path: paths.bookings.dashboard.path,
    aliases: ['/customer/bookings'],
    layout: 'shell',
    page: lazy(
      () => import('../features/bookings/components/booking-dashboard-page'),
      (m) => m.BookingDashboardPage,
    ),
    titleKey: 'titles.bookings',
    trail: [crumbs.home, here('bookings')],
    // The forwarder's employees review every company's bookings from the same screen.
    access: permission('booking', { staff: true }),
    menu: { key: 'bookings', labelKey: 'menu.bookings', order: 2, icon: 'booking' },
  },
  {
    path: paths.bookings.new.path,
    aliases: ['/customer/bookings/new'],
    layout: 'shell',
    page: bookingForm('new'),
    titleKey: 'titles.newBooking',
    trail: [crumbs.home, crumbs.bookings, here('newBooking')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.edit.path,
    layout: 'shell',
    page: bookingForm('edit'),
    titleKey: 'titles.editBooking',
    trail: [crumbs.home, crumbs.bookings, here('editBooking')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.createTemplate.path,
    layout: 'shell',
    page: bookingForm('new-template'),
    titleKey: 'titles.createTemplate',
    trail: [crumbs.home, crumbs.bookings, crumbs.templates, here('newTemplate')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.cloneTemplate.path,
    layout: 'shell',
    page: bookingForm('clone-template'),
    titleKey: 'titles.cloneTemplate',
    trail: [crumbs.home, crumbs.bookings, crumbs.templates, here('createClone')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.editTemplate.path,
    layout: 'shell',
    page: bookingForm('edit-template'),
    titleKey: 'titles.editTemplate',
    trail: [crumbs.home, crumbs.bookings, crumbs.templates, here('editTemplate')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.templates.path,
    layout: 'shell',
    page: lazy(
      () => import('../features/bookings/components/booking-templates-page'),
      (m) => m.BookingTemplatesPage,
    ),
    titleKey: 'titles.bookingTemplates',
    trail: [crumbs.home, crumbs.bookings, here('templates')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.details.path,
    layout: 'shell',
    page: lazy(
      () => import('../features/bookings/components/booking-detail-page'),
      (m) => m.BookingDetailPage,
    ),
    titleKey: 'titles.bookingDetails',
    trail: [crumbs.home, crumbs.bookings, here('bookingDetails')],
    access: permission('booking', { staff: true }),
  },
  {
    path: paths.addressBook.addresses.path,
    layout: 'shell',
    page: lazy(
      () => import('../features/addressbook/components/address-book-page'),
      (m) => m.AddressBookPage,
    ),
    titleKey: 'titles.addressBook',
    trail: [crumbs.home, here('addresses')],
    access: permission('addressbook'),
    menu: { key: 'addressbook', labelKey: 'menu.addressBook', order: 9, icon: 'addressbook' },
  },
  {
    path: paths.admin.users.path,
    layout: 'shell',
    page: lazy(
      () => import('../features/admin/components/admin-page'),
      (m) => m.AdminPage,
    ),
    titleKey: 'titles.admin',
    trail: [],
    access: { kind: 'admin' },
    menu: { key: 'userManagement', labelKey: 'menu.userManagement', order: 11, icon: 'users' },
  },
];

const wms = permission('wms');
const quotation = permission('freight-manager');

/** Spec 1 §2 screens still to come; the issues that build them empty this list. */
export const notYetRoutes: readonly PlannedRoute[] = [
  { path: '/u/dashboard', access: { kind: 'admin' } },
  {
    path: '/u/Message',
    access: { kind: 'admin' },
    menu: { key: 'message', labelKey: 'menu.message', order: 10, icon: 'message' },
  },
  {
    path: '/u/localization',
    access: { kind: 'admin' },
    menu: { key: 'localization', labelKey: 'menu.localization', order: 12, icon: 'localization' },
  },
  {
    path: '/wms/dashboard',
    access: wms,
    menu: { key: 'wms', labelKey: 'menu.wms', order: 5, icon: 'wms' },
  },
  { path: '/wms/inventory', access: wms, trail: [crumbs.home, here('inventory')] },
  { path: '/wms/inventory-detail', access: wms, trail: [crumbs.home, crumbs.inventory, here('inventoryDetail')] },
  { path: '/wms/inbound-orders', access: wms, trail: [crumbs.home, here('inboundOrders')] },
  { path: '/wms/inbound-detail', access: wms, trail: [crumbs.home, crumbs.inbound, here('inboundDetail')] },
  {
    path: '/wms/create-inbound-order',
    access: { kind: 'orderCreation' },
    trail: [crumbs.home, crumbs.inbound, here('createInbound')],
  },
  { path: '/wms/inbound-update', access: { kind: 'orderCreation' } },
  { path: '/wms/outbound-orders', access: wms, trail: [crumbs.home, here('outboundOrders')] },
  { path: '/wms/outbound-detail', access: wms, trail: [crumbs.home, crumbs.outbound, here('outboundDetail')] },
  {
    path: '/wms/create-outbound-order',
    access: { kind: 'orderCreation' },
    trail: [crumbs.home, crumbs.outbound, here('createOutbound')],
  },
  { path: '/wms/outbound-update', access: { kind: 'orderCreation' } },
  { path: '/quotations/new', access: quotation },
  { path: '/quotations/dashboard', access: quotation },
  { path: '/quotations/receipt-detail', access: quotation },
  {
    path: '/freight-manager/dashboard',
    access: quotation,
    menu: { key: 'quotations', labelKey: 'menu.quotations', order: 7, icon: 'quotation' },
  },
  { path: '/freight-manager/calculator', access: quotation, trail: [crumbs.home, here('freightCalculator')] },
  { path: '/freight-manager/quotations', access: quotation, trail: [crumbs.home, here('freightQuotations')] },
  {
    path: '/freight-manager/quotation-detail',
    access: quotation,
    trail: [crumbs.home, crumbs.quotations, here('quotationDetail')],
  },
  {
    path: '/report/dashboard',
    access: permission('report', { admin: true }),
    menu: { key: 'reports', labelKey: 'menu.reports', order: 8, icon: 'report' },
    trail: [crumbs.home, here('reports')],
  },
  { path: '/report-viewer', access: permission('report', { admin: true }) },
  {
    path: '/resources/dashboard',
    access: permission('resource', { admin: true }),
    trail: [crumbs.home, here('resources')],
  },
  {
    path: '/warehousereceipt/dashboard',
    access: permission('warehousereceipt'),
    menu: { key: 'warehousereceipts', labelKey: 'menu.warehouseReceipts', order: 10, icon: 'warehousereceipt' },
    trail: [crumbs.home, here('warehouseReceipts')],
  },
  { path: '/warehousereceipt/receipt-detail', access: permission('warehousereceipt') },
  { path: '/customer-profile', access: signedIn },
];
