import type { TFunction } from 'i18next';
import type { UiKey } from '@/lib/i18n-keys';

/** A Stripe.js error as `createPaymentMethod` and the card Element's change event give it. */
export type StripeProblem = { type?: string; code?: string; decline_code?: string; message?: string; param?: string };

/** Stripe's error codes → the catalogue's words for them; codes not listed show Stripe's own (localized) message. */
const stripeCodes: Record<string, UiKey> = {
  incomplete_number: 'billing.payment.stripe.errors.incompleteNumber',
  invalid_number: 'billing.payment.stripe.errors.invalidNumber',
  incorrect_number: 'billing.payment.stripe.errors.invalidNumber',
  incomplete_expiry: 'billing.payment.stripe.errors.incompleteExpiry',
  invalid_expiry_year_past: 'billing.payment.stripe.errors.expiryPast',
  invalid_expiry_month_past: 'billing.payment.stripe.errors.expiryPast',
  invalid_expiry_year: 'billing.payment.stripe.errors.incompleteExpiry',
  invalid_expiry_month: 'billing.payment.stripe.errors.incompleteExpiry',
  incomplete_cvc: 'billing.payment.stripe.errors.incompleteCvc',
  invalid_cvc: 'billing.payment.stripe.errors.incompleteCvc',
  incorrect_cvc: 'billing.payment.stripe.errors.incorrectCvc',
  card_declined: 'billing.payment.stripe.errors.cardDeclined',
  expired_card: 'billing.payment.stripe.errors.expiredCard',
};

/** The catalogue key for a Stripe error, if the catalogue words it. */
export function stripeMessageKey(problem: StripeProblem): UiKey | undefined {
  if (problem.type === 'api_connection_error') return 'billing.payment.stripe.errors.connection';
  return problem.code ? stripeCodes[problem.code] : undefined;
}

/** A Stripe error in the user's words: the catalogue's when it knows the code, else Stripe's own (localized). */
export function stripeErrorText(t: TFunction, problem: StripeProblem): string {
  const key = stripeMessageKey(problem);
  return key ? t(key) : (problem.message ?? t('billing.payment.stripe.errors.generic'));
}

/** Stripe's brand codes → the display names the form, the review and the receipts use (as the server maps them). */
const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

export function stripeBrandName(code: string | undefined): string | undefined {
  return code ? brandNames[code] : undefined;
}
