/**
 * The user-facing texts of the specification's error and message catalogues
 * (spec 1 §8, spec 2 §5 and §8). Texts are kept exactly as specified, typos included.
 */
export const messages = {
  accessDenied: 'Access denied',
  accessDeniedLower: 'access denied',
  noUserFound: 'No user found',
  couldNotConnectToDatabase: 'Could not connect to database',
  couldNotConnectToServer: 'Could not connect to server',
  captchaNotVerified: 'Captcha not verified. Please refresh and try again',
  unsupportedSecondFactor: 'Un supported second factor',
  errorUpdatingRecord: 'Error occured while updating record',
  fileNotFound: 'File not found',
  fileNotValid: 'File is not valid',
  errorSendingEmail: 'Error Occurred while sending email',
  invoiceAlreadyPaid: 'Invoice already paid',
  invoiceAlreadyAdded: 'Invoice already added',
  connectionRefused: 'Connection refused',
  recordNotFound: 'Record Not Found',
  noCustomerCompanies:
    'There was an eror getting customer companies. Please make sure customer is assigned to a company',
  formNotValid: 'This form is not valid.',
  noCompanyCodes: 'No companyCodes or companyGroupings were found',
  noRecordsFound: 'No Records Found',
  noRecordsAvailable: 'No Records Available.',
  invalidUrl: 'invalid url',
  genericError: 'Error',
  errorMessageSummary: 'Error Message',
  noDataAvailable: 'No data available',
  emailAddressRequired: 'Email address required',
  invalidBase64: 'Invalid Base64 string or file type',
  noDocumentAvailable: 'No document available',
  noRatesFound: 'No Rates Found for given parameters',
  invalidQuotation: 'Invalid Quotation #',
  invalidAirTariffNumber: 'Invalid Air Freight Sell Rate Tariff #',
  invalidOceanTariffNumber: 'Invalid Ocean Freight Sell Rate Tariff #',
  invalidAccessorialTariffNumber: 'Invalid Accessorial Sell Rate Tariff #',
  requiredFieldsMissing: 'Required Fields need to be populated',
  // Form validator (spec 1 §5, spec 2 §5)
  requiredDefault: '* required',
  required: 'This field is required',
  minValue: 'Value must be greater than or equal to {min}',
  maxValue: 'Value must be less than or equal to {max}',
  exactLength: 'Exactly {n} characters are required',
  invalidEmail: 'Invalid Email',
  fieldRequired: '%s is a required field',
  // Booking validation catalogue (spec 2 §5)
  selectDocumentType: 'Please select document type.',
  originDestinationSame: 'Origin and Destination cannot be same',
  selectShipper: 'Please select shipper.',
  selectConsignee: 'Please select Consignee.',
  shipperRequired: 'Shipper: This is required',
  consigneeRequired: 'Consignee: This is required',
  enterTemplateName: 'Please enter Template Name',
  addFileToUpload: 'Please add the file to upload.',
  // Success texts (spec 1 §8)
  bookingSaved: 'Booking saved successfully',
  paymentMade: 'Payment made successfully',
  emailSent: 'Email sent successfully',
  passwordResetSent: 'An email has been sent with a password reset link',
  documentProcessing: 'Your document is being processed',
  // Admin messages (spec 2 §5)
  subjectEmpty: 'Subject cannot be empty.',
  messageEmpty: 'Message cannot be empty.',
  addOneEmail: 'Please add one email to send.',
  addOneCustomer: 'Please add one customer.',
  addOneCompany: 'Please add one company.',
  // Resources (spec 2 §5)
  titleEmpty: "Title can't be empty.",
  descriptionEmpty: "Description can't be empty.",
  selectAtleastOneModule: 'Please select atleast one module',
  selectAtleastOneVisibility: 'Please select atleast one visibility',
  // Localization (spec 2 §5)
  localeDuplicate: 'Locale is Duplicate',
  // Others used across screens
  pleaseSelectAtleastOneUser: 'Please select atleast one user',
  pleaseEnterValidEmail: 'Please enter valid email address',
  emailAlreadyInList: 'email address already exist in list',
  phoneBadlyFormatted: 'Phone Number is badly formatted',
  // Warehouse orders (spec 2 §5)
  addOrderItem: 'Please add atleast one order item.',
  validOrderReference: 'Please enter valid Order/Reference No.',
  orderQtyPositive: 'Order quantity must be greater than zero.',
  orderReferenceTooLong: 'Order / Reference cannot be more than 20 characters.',
  fileNumberExists: 'File Number already exist',
  fileNoEmpty: 'File No cannot be empty or null',
  imageFormatsOnly: 'Only following formats are allowed : jpg, jpeg, bmp, png, jfif',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notFound: 'Not found',
} as const;

export type MessageKey = keyof typeof messages;

/** Replaces `{name}` placeholders (and the catalogue's single `%s`) with values. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template
    .replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
    )
    .replace('%s', values.s !== undefined ? String(values.s) : '%s');
}
