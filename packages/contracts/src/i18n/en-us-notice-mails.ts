/**
 * en-US words of the event notices (issue #17, decision 100): the mails, the in-portal pushes and the daily digest
 * and quiet-hours mails of `notifications.service.ts`. Merged as `mails.notices`; each notice is worded in its
 * recipient's language. `title` and `body` are what the portal pushes and what a digest lists; `events` names the
 * event ids of spec 1 §3 (and a shipment's status, which is the name of its latest milestone).
 */
export const enUsNoticeMailStrings = {
  subject: '{{product}}: {{title}}',
  open: 'Open it in {{product}}: {{link}}',
  events: {
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
  },
  shipment: {
    title: '{{event}}: {{houseBill}}',
    body: '{{event}} on {{when}}.',
    bodyAt: '{{event}} at {{location}} on {{when}}.',
    line: 'Shipment {{houseBill}}: {{body}}',
    status: 'Status: {{status}}',
    why: 'You receive this because shipment notifications are on for your company. Change them on My Profile.',
  },
  warehouseOrder: {
    title: '{{event}}: {{fileNumber}}',
    body: '{{event}}: order {{fileNumber}} (reference {{reference}}).',
    bodyWithNote: '{{event}}: order {{fileNumber}} (reference {{reference}}). {{note}}.',
    why: 'You receive this because WMS notifications are on for your company. Change them on My Profile.',
  },
  lowStock: {
    title: 'Low stock: {{sku}}',
    body: '{{sku}} ({{description}}) at {{warehouse}}: {{available}} available, at or below the threshold of {{threshold}}, on {{when}} ({{zone}}).',
    why: 'You receive this because WMS notifications (Order Allocated) are on for your company. Change them on My Profile.',
  },
  receiptDisputed: {
    title: 'Receipt disputed: {{receipt}}',
    body: '{{name}} ({{company}}) disputes warehouse receipt {{receipt}}: {{reason}}',
  },
  booking: {
    title: '{{event}}: {{reference}}',
    accepted: 'Your booking {{reference}} has been accepted.',
    rejected: 'Your booking {{reference}} has been rejected.',
    withNotes: '{{event}} for {{reference}}: {{notes}}',
    submitted: '{{company}} submitted booking {{reference}} ({{origin}} to {{destination}}).',
    why: 'You receive this because booking notifications are on for {{company}}. Change them on My Profile.',
  },
  invoicePosted: {
    title: 'Invoice Posted: {{invoice}}',
    body: '{{amount}} due {{due}}',
    subject: '{{product}}: invoice {{invoice}}',
    due: 'Invoice {{invoice}} for {{amount}} is due on {{due}}.',
    pay: 'Pay invoice: {{link}}',
    linkWorks: 'The link works for 30 days without signing in. Or sign in to {{product}} to see all your invoices.',
  },
  digest: {
    subject_one: '{{product}}: your daily digest ({{count}})',
    subject_other: '{{product}}: your daily digest ({{count}})',
    heldSubject_one: '{{product}}: notices held during your quiet hours ({{count}})',
    heldSubject_other: '{{product}}: notices held during your quiet hours ({{count}})',
    item: '- {{title}}: {{body}}',
    change: 'Change what you receive on My Profile.',
  },
};
