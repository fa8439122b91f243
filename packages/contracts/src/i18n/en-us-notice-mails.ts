/**
 * en-US words of the event notices (issue #17, decision 100): the mails, the in-portal pushes and the daily digest
 * and quiet-hours mails of `notifications.service.ts`. Merged as `mails.notices`; each notice is worded in its
 * recipient's language. `title` and `body` are what the portal pushes and what a digest lists; the events' names are
 * the `events` area's, shared with the shipment screens.
 */
export const enUsNoticeMailStrings = {
  subject: '{{product}}: {{title}}',
  open: 'Open it in {{product}}: {{link}}',
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
