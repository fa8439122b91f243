/**
 * What the report scheduler says (`server.reportSchedules.*`, decision 025, decision 069): the form's validation
 * messages and the results of saving, running and re-sending a schedule.
 */
export const reportScheduleMessages = {
  nameMandatory: 'Schedule Name is mandatory',
  companyMandatory: 'Choose the company the report is for',
  reportMandatory: 'Choose a report',
  unknownReport: 'This report cannot be scheduled',
  timeOfDayInvalid: 'Enter the time as HH:MM (00:00 to 23:59)',
  dayOfWeekMandatory: 'Choose the day of the week',
  dayOfMonthMandatory: 'Choose a day of the month from 1 to 28',
  cronMandatory: 'Cron Expression is mandatory',
  cronInvalid: 'This is not a valid cron expression (minute hour day month weekday)',
  cronTooOften: 'A schedule can run at most once an hour',
  timeZoneInvalid: 'Choose a time zone',
  recipientsMandatory: 'Add at least one recipient',
  emailInvalid: 'Enter a valid e-mail address',
  saved: 'Schedule saved successfully',
  deleted: 'Schedule deleted successfully',
  ran: 'The report ran and went to its recipients',
  ranSkipped: 'The report had no rows and was not sent',
  ranNoRecipients: 'No recipient may see this report; nothing was sent',
  ranFailed: 'The report could not be made; the owner was told by e-mail',
  resent: 'The archived report was sent again',
  nothingToResend: 'This run has no archived file to send again',
  linkExpired: 'This link has expired or is not valid',
};
