/** The notifications area's server messages (`server.notifications.*`, decision 025). */
export const notificationMessages = {
  saved: 'Notification preferences saved',
  quietHoursSaved: 'Quiet hours saved',
  noPermission: 'You do not have the {{module}} permission for company {{companyCode}}',
  unknownEvent: 'Event {{eventTypeId}} is not a notification of module {{module}}',
  notForYou: 'Event {{eventTypeId}} is not available to you',
  clockTime: 'Use the form HH:MM (00:00 to 23:59)',
  bothOrNeither: 'Give both a start and an end, or neither',
  startEndDiffer: 'Start and end must differ',
} as const;
