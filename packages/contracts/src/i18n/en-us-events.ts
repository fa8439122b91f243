/**
 * en-US names of the event ids of spec 1 §3, by code (issue #17): the milestones and statuses on the shipment
 * screens and public tracking, and the event notices' mails and pushes (decision 100). A shipment's status is the
 * name of its latest milestone, so screens word it by its code; the forwarder's own English name is the fallback
 * for a code the catalogue lacks.
 */
export const enUsEventStrings = {
  25: 'Shipper Booked',
  1: 'Shipment Pickup',
  12: 'Shipment Received',
  13: 'Export Customs Clearance',
  112: 'Shipment Loaded',
  4: 'Departure from Origin',
  5: 'Arrival at Destination',
  11: 'Import Customs Clearance',
  6: 'Delivered to Consignee',
  21: 'Exceptions',
  8888: 'Shipment Notes',
  6666: 'Prealert',
  7777: 'Prealert with Attachment',
  9999: 'Invoice Posted',
  5555: 'Booking Accepted',
  4444: 'Booking Rejected',
  3333: 'Booking Notes',
  2222: 'Booking Submitted',
  1001: 'Order Allocated',
  1002: 'Order Confirmed',
  1003: 'Order Voided',
};
