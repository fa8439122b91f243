/**
 * en-US strings of the notifications section of My Profile (spec 1 §2, §9 module labels; issue #16 channels,
 * frequency and quiet hours). Merged into `enUsStrings.notifications`.
 */
export const enUsNotificationStrings = {
  heading: 'Notifications',
  intro: 'Choose which events you are told about, how and how often.',
  loadFailed: 'Your notification settings could not be loaded.',
  modules: {
    shipments: 'Shipments & Tracking',
    billing: 'Billings',
    bookings: 'Bookings',
    wms: 'WMS',
  },
  allGroupCompanies: 'All group companies',
  allGroupCompaniesHint: 'A change here applies to every company of your group that has the module.',
  companyPanel: '{{name}} ({{code}})',
  columns: {
    event: 'Event',
    on: 'On',
    email: 'E-mail',
    portal: 'In portal',
    frequency: 'Frequency',
  },
  toggle: '{{event}} notifications',
  emailFor: 'E-mail for {{event}}',
  portalFor: 'In-portal notice for {{event}}',
  frequencyFor: 'Frequency for {{event}}',
  frequency: {
    immediate: 'At once',
    daily: 'Daily digest',
  },
  noPermission: 'You do not have the {{module}} module for this company',
  applyTo: {
    label: 'Apply changes to',
    account: 'This account only',
    all: 'All my companies',
  },
  save: 'Save notifications',
  saved: 'Notification preferences saved',
  quietHours: {
    heading: 'Quiet hours',
    hint: 'No e-mail between these times ({{zone}}); notices are sent when the quiet hours end. Leave both empty for none.',
    start: 'Quiet hours start',
    end: 'Quiet hours end',
    save: 'Save quiet hours',
    saved: 'Quiet hours saved',
  },
} as const;
