import { authMessages } from '../auth/auth-messages';
import { reportMessages } from '../reports/report-messages';
import { messages } from './messages';

/**
 * Every error the API answers carries one of these codes. The HTTP status and the default
 * user-facing message live beside the code so server and client read them from one place.
 */
export const errorCodes = {
  VALIDATION_FAILED: { status: 400, message: messages.formNotValid },
  UNAUTHENTICATED: { status: 401, message: messages.accessDenied },
  ACCESS_DENIED: { status: 403, message: messages.accessDenied },
  NOT_FOUND: { status: 404, message: messages.recordNotFound },
  ROUTE_NOT_FOUND: { status: 404, message: messages.notFound },
  CONFLICT: { status: 409, message: messages.errorUpdatingRecord },
  PAYLOAD_TOO_LARGE: { status: 413, message: messages.fileNotValid },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: messages.fileNotValid },
  RATE_LIMITED: { status: 429, message: messages.tooManyRequests },
  /** A link (invite, password reset) that was valid once but is no longer. */
  LINK_EXPIRED: { status: 410, message: authMessages.resetExpired },
  /** The impersonation token sent as x-req-imp has expired or was ended: act as yourself again. */
  IMPERSONATION_ENDED: { status: 403, message: 'Impersonation has ended.' },
  // Identity codes of spec 1 §8. A wrong password and an unknown e-mail share 'auth/wrong-password'.
  'auth/wrong-password': { status: 401, message: authMessages['auth/wrong-password'] },
  'auth/too-many-requests': { status: 429, message: authMessages['auth/too-many-requests'] },
  'auth/id-token-expired': { status: 401, message: authMessages['auth/id-token-expired'] },
  /** The password was right; a second factor is needed (details.mfa: the flow token and the user's factors). */
  'auth/multi-factor-auth-required': { status: 401, message: 'Enter the code of your second sign-in step.' },
  /** The password was right, but the company requires a second factor and the user has none yet (details.mfa). */
  'auth/multi-factor-enrollment-required': {
    status: 403,
    message: 'Your company requires a second sign-in step. Set one up to continue.',
  },
  /** Spec 1 §8 (auth/invalid-phone-number): the multi-factor dialog goes back to step 2. */
  'auth/invalid-phone-number': { status: 400, message: messages.phoneBadlyFormatted },
  /** Spec 1 §5/§8 captchaNotVerified. */
  'auth/captcha-not-verified': { status: 400, message: messages.captchaNotVerified },
  /** The text message with a code could not be handed to the gateway. */
  SMS_NOT_SENT: {
    status: 502,
    message: 'The text message could not be sent. Try again, or use another sign-in method.',
  },
  /** Spec 1 §8: the dialog goes back to step 1. */
  'auth/unsupported-second-factor': { status: 400, message: messages.unsupportedSecondFactor },
  /** Legacy code 601: the company code is missing from the session. */
  COMPANY_MISSING: { status: 400, message: messages.noCompanyCodes },
  /** Legacy codes 701 (failed to connect) and 702 (network or instance error). */
  DATABASE_UNREACHABLE: { status: 500, message: messages.couldNotConnectToDatabase },
  INTERNAL: { status: 500, message: messages.genericError },
  /** The database is overloaded: no pooled connection came free in time or a statement hit the server's timeout (Retry-After). */
  SERVICE_BUSY: { status: 503, message: messages.tooManyRequests },
  /** Freight rates (spec 2 §5): no tariff of the caller's company answers the lane ('No Rates Found for given parameters'). */
  NO_RATES_FOUND: { status: 404, message: messages.noRatesFound },
  /** Freight rates (spec 1 §6): the caller's company is on a special customer list that excludes this lane. */
  FREIGHT_LANE_NOT_ALLOWED: { status: 403, message: messages.noRatesFound },
  /** Payments: the Idempotency-Key was used before with another request body. */
  IDEMPOTENCY_MISMATCH: { status: 422, message: 'This Idempotency-Key was already used for a different payment' },
  /** Payments: a request with the same Idempotency-Key is still being processed. */
  IN_FLIGHT: { status: 409, message: 'The same payment is still being processed' },
  /** Payments: the provider declined the card or account (the message is the provider's). */
  PAYMENT_DECLINED: { status: 402, message: 'The payment was declined' },
  /** Guest mode: a missing, tampered or expired guest link or session (spec 1: 'invalid url'). */
  GUEST_INVALID: { status: 403, message: messages.invalidUrl },
  /** Guest mode: every invoice of the link is paid, so the link has ended (spec 1: 'Invoice already paid'). */
  GUEST_LINK_PAID: { status: 410, message: messages.invoiceAlreadyPaid },
  /** Guest mode: the link was opened on another device first; it works only there (issue #15). */
  GUEST_LINK_IN_USE: {
    status: 403,
    message: 'This payment link was already opened on another device. Open it there, or sign in to pay.',
  },
  /** Reports: a report name the portal does not render yet (quotation and quotation_freight until quotations exist). */
  REPORT_NOT_AVAILABLE: { status: 404, message: reportMessages.notAvailable },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];

/** The legacy numeric codes of spec 1 §8 that mean "could not connect to database". */
export const databaseLegacyCodes = [701, 702] as const;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCodes, value);
}
