/**
 * Typed path helpers for every screen of spec 1 §2 (decision 016). Screens link with
 * `paths.bookings.details({ id })` instead of writing the string; the route registry (`app/routes.ts`) takes
 * each screen's `path` from here, so a path is spelled once.
 */
type QueryValue = string | number | readonly string[] | undefined;
type Query = Record<string, QueryValue>;

/** A screen's path helper: call it for a link, read `path` for the route pattern. */
export type PathHelper<A extends unknown[]> = ((...args: A) => string) & { readonly path: string };

/** `?a=1&b=x,y`: values encoded one by one, lists joined by commas, undefined values left out. */
export function withQuery(path: string, query: Query): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, Exclude<QueryValue, undefined>] => entry[1] !== undefined)
    .map(([key, value]) => {
      const text = Array.isArray(value)
        ? value.map((item: string) => encodeURIComponent(item)).join(',')
        : encodeURIComponent(String(value));
      return `${key}=${text}`;
    });
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

/** A screen without parameters. */
function screen(path: string): PathHelper<[]> {
  return Object.assign(() => path, { path });
}

/** A screen whose parameters travel in the query string. */
function screenWith<A extends unknown[]>(path: string, toQuery: (...args: A) => Query): PathHelper<A> {
  return Object.assign((...args: A) => withQuery(path, toQuery(...args)), { path });
}

export type ShipmentDashboardQuery = { refno?: string; billno?: string; mbillno?: string };

export const paths = {
  home: screen('/'),
  search: screenWith('/search', (query: Record<string, string | undefined>) => query),
  myProfile: screen('/my-profile'),
  customerProfile: screen('/customer-profile'),
  session: {
    login: screen('/u/login'),
    invite: screen('/u/invite'),
    resetPassword: screen('/u/reset-password'),
    confirmEmailChange: screen('/u/confirm-email'),
  },
  legal: {
    terms: screen('/legal/terms'),
    privacyStatement: screen('/legal/privacy-statement'),
    freight: screen('/legal/freight'),
  },
  aboutUs: screen('/about-us'),
  documentation: {
    edi: screen('/documentation/edi'),
    connect: screen('/documentation/connect'),
    connectFeatureReleases: screen('/documentation/connect-feature-releases'),
    api: screen('/documentation/api'),
    aboutUs: screen('/documentation/about-us'),
  },
  tracking: {
    track: screen('/tracking/track'),
    detail: screen('/tracking/tracking-detail'),
    searchResult: screen('/tracking/search-result'),
  },
  shipments: {
    dashboard: screenWith('/shipment/dashboard', (query: ShipmentDashboardQuery = {}) => query),
    /** View Details opens a grid row with id = document_id (spec 1 §2). */
    details: screenWith('/shipment/shipments-details', (params: { id: string }) => ({ id: params.id })),
  },
  bookings: {
    dashboard: screen('/booking/dashboard'),
    /** `/booking/new-bookings` with id 0 starts a blank booking, or one from a template. */
    new: screenWith('/booking/new-bookings', (params: { templateId?: string } = {}) => ({
      id: '0',
      templateId: params.templateId,
    })),
    edit: screenWith('/booking/edit-bookings', (params: { id: string }) => ({ id: params.id })),
    details: screenWith('/booking/bookings-details', (params: { id: string }) => ({ id: params.id })),
    templates: screen('/booking/templates'),
    createTemplate: screen('/booking/create-template'),
    cloneTemplate: screenWith('/booking/clone-template', (params: { id: string }) => ({ id: params.id })),
    editTemplate: screenWith('/booking/edit-template', (params: { id: string }) => ({ id: params.id })),
  },
  billing: {
    dashboard: screen('/billing/dashboard'),
    invoiceDetails: screenWith('/billing/invoice-details', (params: { id: string }) => ({ id: params.id })),
    payment: screenWith('/billing/payment', (params: { invoiceIds: readonly string[] }) => ({
      invoices: params.invoiceIds,
    })),
    paymentConfirmation: screenWith('/billing/payment-confirmation', (params: { paymentId: string }) => ({
      id: params.paymentId,
    })),
    statements: screen('/billing/statements'),
    monthlyStatement: screen('/billing/monthly-statement'),
    guestPayment: screen('/billing/guest-mode-payment'),
    guestPaymentConfirmation: screenWith(
      '/billing/guest-mode-payment-confirmation',
      (params: { paymentId: string }) => ({
        id: params.paymentId,
      }),
    ),
  },
  addressBook: {
    addresses: screen('/addressbook/addresses'),
  },
  reports: {
    dashboard: screen('/report/dashboard'),
    /** The built-in analytics (decision 068). */
    analytics: screen('/report/analytics'),
    /** Spec 1 §2 report-viewer: documentName with the record's id, or billing_statement with its period (type). */
    viewer: screenWith(
      '/report-viewer',
      (params: {
        documentName: string;
        id?: string;
        type?: string;
        companyCode?: string;
        forwarderCode?: string;
        reportId?: string;
      }) => params,
    ),
    management: screen('/u/reports'),
  },
  resources: {
    dashboard: screen('/resources/dashboard'),
  },
  admin: {
    users: screen('/u/admin'),
    /** The admin home (issue #17): what waits on the admins, each card one click from its screen. */
    home: screen('/u/dashboard'),
    /** The forwarder's default home widgets of a company (issue 21, decision 056). */
    dashboardLayouts: screen('/u/dashboard-layouts'),
    messages: screen('/u/Message'),
    localization: screen('/u/localization'),
  },
  quotations: {
    new: screen('/quotations/new'),
    dashboard: screen('/quotations/dashboard'),
    /** The customer's view of one quotation (spec 1 §2 /quotations/receipt-detail). */
    detail: screenWith('/quotations/receipt-detail', (params: { id: string }) => ({ id: params.id })),
  },
  wms: {
    dashboard: screen('/wms/dashboard'),
    inventory: screen('/wms/inventory'),
    inventoryDetail: screenWith('/wms/inventory-detail', (params: { id: string }) => ({ id: params.id })),
    inboundOrders: screen('/wms/inbound-orders'),
    inboundDetail: screenWith('/wms/inbound-detail', (params: { id: string }) => ({ id: params.id })),
    createInbound: screen('/wms/create-inbound-order'),
    /** Spec 1 §2 `inbound-update/{id}`: the id is a path segment. */
    inboundUpdate: Object.assign((params: { id: string }) => `/wms/inbound-update/${encodeURIComponent(params.id)}`, {
      path: '/wms/inbound-update/:id',
    }),
    outboundOrders: screen('/wms/outbound-orders'),
    outboundDetail: screenWith('/wms/outbound-detail', (params: { id: string }) => ({ id: params.id })),
    createOutbound: screen('/wms/create-outbound-order'),
    /** The order import wizards (decision 059). */
    importInbound: screen('/wms/import-inbound-orders'),
    importOutbound: screen('/wms/import-outbound-orders'),
    outboundUpdate: Object.assign((params: { id: string }) => `/wms/outbound-update/${encodeURIComponent(params.id)}`, {
      path: '/wms/outbound-update/:id',
    }),
  },
  /** Spec 1 §2 /warehousereceipt/* (decision 058). */
  warehouseReceipts: {
    dashboard: screen('/warehousereceipt/dashboard'),
    detail: screenWith('/warehousereceipt/receipt-detail', (params: { id: string }) => ({ id: params.id })),
  },
  freightManager: {
    dashboard: screen('/freight-manager/dashboard'),
    calculator: screen('/freight-manager/calculator'),
    quotations: screen('/freight-manager/quotations'),
    quotationDetail: screenWith('/freight-manager/quotation-detail', (params: { id: string }) => ({ id: params.id })),
    tariffs: screen('/freight-manager/tariffs'),
    tariffDetail: screenWith('/freight-manager/tariff-detail', (params: { id?: string } = {}) => ({ id: params.id })),
  },
} as const;
