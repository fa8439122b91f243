/**
 * The server's own texts of tariff maintenance (`server.freightTariffs.*`, decisions 025 and 065); the spec's
 * invalid tariff # messages are `errors.invalid…TariffNumber`.
 */
export const freightTariffMessages = {
  saved: 'Tariff saved',
  expired: 'Tariff expired',
  laneSaved: 'Lane saved',
  laneRemoved: 'Lane removed',
  unknownCustomer: 'Unknown customer {{code}}: use the code of a customer company.',
  duplicateLane: 'This lane is given twice in the tariff ({{lane}}).',
  expireBeforeStart: 'A tariff cannot end before its first day ({{validFrom}}).',
  sendMultipart: 'Send the file as multipart/form-data with a single part named file',
  columnMissing: 'The file has no column {{column}}.',
  required: 'Enter a value.',
  notValid: '{{message}}',
  differsFromRow: 'Differs from row {{row}} of the same tariff ({{value}}).',
  otherKind: 'This tariff number belongs to a tariff of another kind.',
  formulaWithoutValue: 'This cell holds a formula without a saved value; enter the value.',
  imported_one: '{{count}} tariff imported',
  imported_other: '{{count}} tariffs imported',
} as const;
