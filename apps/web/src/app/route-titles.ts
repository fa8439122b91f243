/** The route-to-title map of spec 1 §2: page titles are the product name plus this page name. */
export const routeTitleKeys: Record<string, string> = {
  '/': 'titles.home',
  '/my-profile': 'titles.myProfile',
  '/search': 'titles.search',
  '/shipment/dashboard': 'titles.shipments',
  '/customer/shipments': 'titles.shipments',
  '/shipment/shipments-details': 'titles.shipmentDetails',
  '/tracking/track': 'titles.track',
  '/customer/track': 'titles.track',
  '/tracking/tracking-detail': 'titles.trackingDetail',
  '/tracking/search-result': 'titles.trackingResults',
  '/addressbook/addresses': 'titles.addressBook',
  '/billing/dashboard': 'titles.billing',
  '/invoices/dashboard': 'titles.billing',
  '/customer/invoices': 'titles.billing',
  '/billing/invoice-details': 'titles.invoiceDetails',
  '/billing/payment': 'titles.payment',
  '/billing/payment-confirmation': 'titles.paymentConfirmation',
  '/billing/statements': 'titles.statements',
  '/billing/monthly-statement': 'titles.monthlyStatement',
  '/billing/guest-mode-payment': 'titles.guestPayment',
  '/billing/guest-mode-payment-confirmation': 'titles.paymentConfirmation',
  '/booking/dashboard': 'titles.bookings',
  '/customer/bookings': 'titles.bookings',
  '/booking/new-bookings': 'titles.newBooking',
  '/customer/bookings/new': 'titles.newBooking',
  '/booking/edit-bookings': 'titles.editBooking',
  '/booking/bookings-details': 'titles.bookingDetails',
  '/booking/templates': 'titles.bookingTemplates',
  '/booking/create-template': 'titles.createTemplate',
  '/booking/clone-template': 'titles.cloneTemplate',
  '/booking/edit-template': 'titles.editTemplate',
  '/u/admin': 'titles.admin',
  '/u/reset-password': 'titles.resetPassword',
  '/u/login': 'titles.login',
  '/u/invite': 'titles.invite',
  '/legal/terms': 'titles.terms',
  '/legal/privacy-statement': 'titles.privacyStatement',
  '/legal/freight': 'titles.freight',
  '/about-us': 'titles.aboutUs',
  '/documentation/edi': 'titles.documentationEdi',
  '/documentation/connect': 'titles.documentationConnect',
  '/documentation/connect-feature-releases': 'titles.documentationConnectFeatureReleases',
  '/documentation/api': 'titles.documentationApi',
  '/documentation/about-us': 'titles.documentationAboutUs',
};

export function titleKeyFor(pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeTitleKeys[normalized];
}

export function composeTitle(productName: string, pageName: string | undefined): string {
  return pageName ? `${productName} | ${pageName}` : productName;
}
