import { accountMessages } from '../account/account-messages';
import { authMessages } from '../auth/auth-messages';
import { freightMessages } from '../freight/freight-messages';
import { freightTariffMessages } from '../freight/tariff-messages';
import { mfaMessages } from '../mfa/mfa-messages';
import { passkeyMessages } from '../mfa/passkey-messages';
import { trackingMessages } from '../shipments/tracking-messages';
import { notificationMessages } from '../notifications/notification-messages';
import { portalMessageMessages } from '../portal-messages/portal-message-messages';
import { localizationMessages } from '../localization/localization-messages';
import { reportMessages } from '../reports/report-messages';
import { reportScheduleMessages } from '../report-schedules/report-schedule-messages';
import { quotationMessages } from '../quotations/quotation-messages';
import { resourceMessages } from '../resources/resource-messages';
import { warehouseReceiptMessages } from '../warehouse/warehouse-receipt-messages';
import { warehouseImportMessages } from '../warehouse/warehouse-import-messages';
import { adminUsersMessages } from '../admin/admin-users-messages';
import { ssoMessages } from '../sso/sso-messages';

/**
 * What the server says beyond the spec's catalogue (`errors.*`), as texts of the en-US catalogue under
 * `server.*` (decision 025). The server sends the key and its parameters; the web app words it in the user's
 * language, and `message` carries this en-US text for other API clients. No service writes English.
 */
export const serverMessages = {
  warehouse: {
    orderSaved: 'Order saved successfully',
    orderVoided: 'Order voided',
    orderAllocated: 'Order allocated',
    orderNotAllocated: 'Not enough stock to allocate the order; it stays open',
    orderReceived: 'Order received',
    orderConfirmed: 'Order confirmed',
    stockAdjusted: 'Stock adjusted',
    insufficientStock: 'Not enough available stock of {{sku}} (available {{available}}, ordered {{ordered}})',
    notEditable: 'This order can no longer be changed',
    statusNotAllowed: 'This order is {{status}}; this step is not possible',
    unknownItem: 'Choose one of your items',
    unknownWarehouse: 'Choose one of your warehouses',
    unknownShipTo: 'Choose a ship-to address from your address book',
    noShipmentWithHouseBill: 'No shipment of this company has this house bill',
    adjustBelowAllocated: 'On hand cannot go below zero or below the allocated quantity',
    receiveLinesMismatch: 'Give a received quantity for each line of the order',
    lotRequired: 'Line {{line}}: {{sku}} is lot-tracked; give the lot number',
    expiryRequired: 'Line {{line}}: {{sku}} tracks expiry; give the expiry date of the lot',
    serialCountMismatch:
      'Line {{line}}: {{sku}} is serial-tracked; give one serial number per unit received ({{count}} given for {{quantity}})',
    shipSerialCount:
      'Line {{line}}: {{sku}} is serial-tracked; give one serial number per unit shipped ({{count}} given for {{quantity}})',
    serialNotInStock:
      'Line {{line}}: serial number {{serial}} of {{sku}} is given twice or is not in stock at this warehouse',
    lotNotTracked: '{{sku}} is not lot-tracked; leave the lot number empty',
    serialNotTracked: '{{sku}} is not serial-tracked; give no serial numbers',
    adjustLotUnknown: 'Lot {{lot}} of {{sku}} has no stock at this warehouse',
    adjustExpiryRequired: '{{sku}} tracks expiry; give the expiry date of the new lot {{lot}}',
    adjustLotExpiry: 'Lot {{lot}} of {{sku}} has expiry {{expected}}; a lot has one expiry date ({{given}} given)',
    adjustSerialCount:
      '{{sku}} is serial-tracked; give one serial number per unit adjusted ({{count}} given for {{quantity}})',
    adjustSerialDuplicate: 'Serial number {{serial}} of {{sku}} is given twice or is already in stock',
    adjustSerialNotInStock: 'Serial number {{serial}} of {{sku}} is given twice or is not in stock at this warehouse',
    lotExpiryMismatch:
      'Line {{line}}: lot {{lot}} of {{sku}} was received with expiry {{expected}}; a lot has one expiry date ({{given}} given)',
    serialDuplicate: 'Line {{line}}: serial number {{serial}} of {{sku}} is given twice or was received before',
    voidReasonRequired: 'Give a reason to void the order',
    duplicateEvent: 'This event was received before',
  },
  auth: authMessages,
  mfa: mfaMessages,
  passkey: passkeyMessages,
  account: accountMessages,
  freight: freightMessages,
  freightTariffs: freightTariffMessages,
  messages: portalMessageMessages,
  localization: localizationMessages,
  reports: reportMessages,
  reportSchedules: reportScheduleMessages,
  quotations: quotationMessages,
  resources: resourceMessages,
  warehouseReceipts: warehouseReceiptMessages,
  warehouseImport: warehouseImportMessages,
  adminUsers: adminUsersMessages,
  sso: ssoMessages,
  addressbook: {
    saved: 'Address saved successfully',
    deleted: 'Address deleted successfully',
    imported_one: '{{count}} address imported',
    imported_other: '{{count}} addresses imported',
    sendCsv: 'Send the file as text/csv',
    unknownColumn: 'Unknown column: {{column}}',
    missingColumn: 'Missing column: {{column}}',
    noRows: 'The file has no address rows',
    tooManyRows: 'A file may hold at most {{max}} addresses',
    rowProblem: 'Row {{row}}, {{column}}: {{problem}}',
    moreProblems: '… and {{count}} more problems',
    chooseAddressType: 'Choose an address type',
    chooseCountry: 'Choose a country',
    airportCode: 'An airport code is 3 letters (IATA)',
    portCode: 'A port code is 5 characters (UN/LOCODE, e.g. USHOU)',
  },
  admin: {
    cannotDisableSelf: 'You cannot disable your own account.',
    userDisabled: 'User disabled',
    userEnabled: 'User enabled',
    enableBeforeInvite: 'This user is disabled. Enable the user before inviting them again.',
  },
  bookings: {
    submitted: 'Booking submitted successfully',
    templateSaved: 'Template saved successfully',
    deleted: 'Booking deleted successfully',
    accepted: 'Booking accepted',
    rejected: 'Booking rejected',
    notesAdded: 'Notes added to the booking',
    received: 'Booking marked as received',
    uploaded: 'Document uploaded successfully',
    documentRemoved: 'Document removed',
    notEditable: 'This booking can no longer be changed',
    tooManyDocuments: 'A booking holds at most {{max}} documents',
    documentsAfterSubmit: 'The documents are ready once the booking is submitted',
    confirmationAfterAccept: 'The booking confirmation is ready once the booking is accepted',
    sendOctetStream: 'Send the file as application/octet-stream',
    noShipmentWithHouseBill: 'No shipment of this company has this house bill',
    cannotAccept: 'A booking that is {{status}} cannot be accepted',
    cannotReject: 'A booking that is {{status}} cannot be rejected',
    cannotAddNotes: 'A booking that is {{status}} cannot be given notes',
    cannotMarkReceived: 'A booking that is {{status}} cannot be marked received',
  },
  shipments: {
    houseBillOfOtherCompany: 'This house bill belongs to another company',
    noCompanyWithCode: 'No company has this code',
    eventNeedsDate: 'An event needs estimatedAt or actualAt',
    toDateBeforeFromDate: 'To Date must not be before From Date',
    notACalendarDay: '{{field}} is not a calendar day',
    cursorInvalid: 'cursor is not valid',
    cursorDefaultOrderOnly: 'cursor pages the default order only; drop sort',
  },
  tracking: trackingMessages,
  integration: {
    keyRequired: 'A valid API key is required',
    keyRevoked: 'Key revoked',
  },
  billing: {
    monthNotBegun: 'A monthly statement covers a month that has begun',
    overCredit: 'The amount is more than the credit available',
    declined: 'The payment was declined',
    declinedBecause: '{{reason}}',
    webhookRefused: 'Webhook refused: {{reason}}',
    detailsMissing: 'The card or account details are missing',
    periodCodes: 'periodCode is YTD, L6M, L3M or LM',
    creditNeedsSignIn: 'Invoice credit can be applied only when signed in',
    guestLinkOtherDevice: 'This payment link was already opened on another device. Open it there, or sign in to pay.',
  },
  profile: {
    noCompanies: 'There was an eror getting customer companies. Please make sure customer is assigned to a company',
    nameSaved: 'Display name saved',
    profileSaved: 'Profile saved successfully',
    imageSaved: 'Profile picture saved',
    imageUnreadable: 'The picture could not be read. Choose another jpg, jpeg, bmp, png or jfif file.',
    localeNotActive: 'Choose one of the active languages',
    timeoutOptions: 'Choose an inactivity timeout of 1 to 8 hours',
    timezoneFixed: 'The time zone is set by your forwarder and cannot be changed here',
    notificationsElsewhere: 'Save notification choices with the notification settings',
    companySaved: 'Company details saved successfully',
    companyNotEditable: 'The details of this company cannot be changed here. Contact your account owner.',
    noSelectedCompany: 'Select a company first',
    groupNoDocuments: 'Company-group users do not see company documents',
    documentDeleted: 'Document deleted successfully',
    documentActionNotAllowed: 'This action is not allowed for this document',
  },
  notifications: notificationMessages,
  input: {
    nulCharacter: 'Text must not contain the NUL character',
    brokenUnicode: 'Text must not contain broken Unicode characters',
  },
  grid: {
    filterDate: '{{field}} takes dates as YYYY-MM-DD',
    filterNumber: '{{field}} takes numbers',
    filterWholeNumber: '{{field}} takes whole numbers from {{min}} to {{max}}',
    filterBoolean: '{{field}} takes yes or no (true or false)',
    unknownFilterField: 'Unknown filter field: {{field}}',
    unknownSortField: 'Unknown sort field: {{field}}',
  },
} as const;
