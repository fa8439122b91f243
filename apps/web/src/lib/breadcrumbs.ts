/**
 * Breadcrumb trails of spec 2 §2: home; booking; shipments; billing; warehouse; report and resources
 * dashboards; freight quotations and calculator; address book; warehouse receipts; my profile. Any other
 * path gets an empty trail. Labels are UI-string keys under `breadcrumbs.`; the last crumb is the page.
 */
export type Crumb = { label: string; to?: string };

const home: Crumb = { label: 'home', to: '/' };
const booking: Crumb = { label: 'bookings', to: '/booking/dashboard' };
const templates: Crumb = { label: 'templates', to: '/booking/templates' };
const shipments: Crumb = { label: 'shipments', to: '/shipment/dashboard' };
const billing: Crumb = { label: 'billing', to: '/billing/dashboard' };
const statements: Crumb = { label: 'statements', to: '/billing/statements' };
const inventory: Crumb = { label: 'inventory', to: '/wms/inventory' };
const inbound: Crumb = { label: 'inboundOrders', to: '/wms/inbound-orders' };
const outbound: Crumb = { label: 'outboundOrders', to: '/wms/outbound-orders' };
const quotations: Crumb = { label: 'freightQuotations', to: '/freight-manager/quotations' };
const page = (label: string): Crumb => ({ label });

const trails: Record<string, Crumb[]> = {
  '/': [page('home')],
  '/booking/dashboard': [home, page('bookings')],
  '/booking/new-bookings': [home, booking, page('newBooking')],
  '/booking/create-template': [home, booking, templates, page('newTemplate')],
  '/booking/edit-template': [home, booking, templates, page('editTemplate')],
  '/booking/clone-template': [home, booking, templates, page('createClone')],
  '/booking/templates': [home, booking, page('templates')],
  '/booking/edit-bookings': [home, booking, page('editBooking')],
  '/booking/bookings-details': [home, booking, page('bookingDetails')],
  '/shipment/dashboard': [home, page('shipments')],
  '/shipment/shipments-details': [home, shipments, page('shipmentDetails')],
  '/billing/dashboard': [home, page('billing')],
  '/billing/payment': [home, billing, page('payment')],
  '/billing/payment-confirmation': [home, billing, page('paymentConfirmation')],
  '/billing/invoice-details': [home, billing, page('invoiceDetails')],
  '/billing/statements': [home, billing, page('statements')],
  '/billing/monthly-statement': [home, billing, statements, page('monthlyStatements')],
  '/wms/inventory': [home, page('inventory')],
  '/wms/inventory-detail': [home, inventory, page('inventoryDetail')],
  '/wms/inbound-orders': [home, page('inboundOrders')],
  '/wms/inbound-detail': [home, inbound, page('inboundDetail')],
  '/wms/create-inbound-order': [home, inbound, page('createInbound')],
  '/wms/outbound-orders': [home, page('outboundOrders')],
  '/wms/outbound-detail': [home, outbound, page('outboundDetail')],
  '/wms/create-outbound-order': [home, outbound, page('createOutbound')],
  '/report/dashboard': [home, page('reports')],
  '/resources/dashboard': [home, page('resources')],
  '/freight-manager/quotations': [home, page('freightQuotations')],
  '/freight-manager/quotation-detail': [home, quotations, page('quotationDetail')],
  '/freight-manager/calculator': [home, page('freightCalculator')],
  '/addressbook/addresses': [home, page('addresses')],
  '/warehousereceipt/dashboard': [home, page('warehouseReceipts')],
  '/my-profile': [home, page('myProfile')],
};

export function breadcrumbTrail(pathname: string): Crumb[] {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trails[normalized] ?? [];
}
