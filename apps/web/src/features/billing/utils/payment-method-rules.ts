import { isValidAbaRoutingNumber } from '@connect/domain/billing/aba-routing';
import {
  cardBrand,
  cardNumberLengthOk,
  cvcLengthOk,
  isExpiryValid,
  isLuhnValid,
  type CardBrand,
} from '@connect/domain/billing/card';
import type { UiKey } from '@/lib/i18n-keys';

/**
 * Client-side checks of the card and bank account details before they go to the payment provider's token
 * endpoint (the provider checks again). Each answers the i18n key of its message, or undefined when fine.
 */

const required = 'billing.payment.errors.required';

/** The digits of a card number typed with spaces or dashes; undefined for anything else. */
export function cardDigits(number: string): string | undefined {
  const trimmed = number.trim();
  return /^\d+(?:[ -]\d+)*$/.test(trimmed) ? trimmed.replace(/[ -]/g, '') : undefined;
}

export function checkCardNumber(number: string): UiKey | undefined {
  if (number.trim() === '') return required;
  const digits = cardDigits(number);
  if (digits === undefined) return 'billing.payment.errors.cardNumberInvalid';
  const brand = cardBrand(digits);
  if (!brand) return 'billing.payment.errors.cardBrandUnknown';
  if (!cardNumberLengthOk(digits, brand) || !isLuhnValid(digits)) return 'billing.payment.errors.cardNumberInvalid';
  return undefined;
}

/** 'MM/YY' → month and four-digit year; undefined when it is not written that way. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** The payer's calendar day, YYYY-MM-DD (a card is good through the end of its month where the payer is). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function checkExpiry(text: string, today = localToday()): UiKey | undefined {
  if (text.trim() === '') return required;
  const expiry = parseExpiry(text);
  if (!expiry) return 'billing.payment.errors.expiryInvalid';
  return isExpiryValid(expiry.month, expiry.year, today) ? undefined : 'billing.payment.errors.cardExpired';
}

export function checkCvc(cvc: string, brand: CardBrand | undefined): UiKey | undefined {
  if (cvc.trim() === '') return required;
  return cvcLengthOk(cvc.trim(), brand) ? undefined : 'billing.payment.errors.cvcInvalid';
}

export function checkRequired(text: string): UiKey | undefined {
  return text.trim() === '' ? required : undefined;
}

/** ABA routing number: nine digits with a valid checksum and Federal Reserve prefix. */
export function checkRoutingNumber(value: string): UiKey | undefined {
  if (value.trim() === '') return required;
  return isValidAbaRoutingNumber(value) ? undefined : 'billing.payment.errors.routingInvalid';
}

/** US bank account numbers: 4 to 17 digits. */
export function checkAccountNumber(value: string): UiKey | undefined {
  if (value.trim() === '') return required;
  return /^\d{4,17}$/.test(value.trim()) ? undefined : 'billing.payment.errors.accountNumberInvalid';
}
