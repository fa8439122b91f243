import type { PaymentFailureCode } from '../../../ports/payment-provider';

/**
 * The sandbox's catalogue: the well-known processor test numbers and what they do. The card rules its
 * tokenization applies (brand, length, Luhn, expiry, CVC length) come from `@connect/domain/billing/card`.
 *
 * Cards (any future expiry, any CVC of the right length):
 * - 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (Amex): succeed;
 * - 4000 0000 0000 0002: card_declined; 4000 0000 0000 9995: insufficient_funds;
 *   4000 0000 0000 0069: expired_card; 4000 0000 0000 0127: incorrect_cvc;
 * - any other valid number of a listed brand (`@connect/domain/billing/card`) succeeds, e.g. 4111 1111 1111 1111.
 *
 * Bank accounts (any valid ABA routing number, e.g. 110000000 "Sandbox Test Bank"):
 * - account 000111222 is returned by the bank (ach_returned) when it settles;
 * - any other account number of 4 to 17 digits (e.g. 000123456789) settles as succeeded.
 */

export type CardOutcome = 'succeeds' | Exclude<PaymentFailureCode, 'ach_returned'>;
export type BankOutcome = 'succeeds' | 'ach_returned';

/** User-facing English text for each failure, as a processor phrases it. */
export const failureMessages: Record<PaymentFailureCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  ach_returned: 'Your bank returned the payment. Check the account details or choose another payment method.',
};

/** Test card numbers (digits only) whose charge fails; every other valid number succeeds. */
const failingTestCards: ReadonlyMap<string, CardOutcome> = new Map<string, CardOutcome>([
  ['4000000000000002', 'card_declined'],
  ['4000000000009995', 'insufficient_funds'],
  ['4000000000000069', 'expired_card'],
  ['4000000000000127', 'incorrect_cvc'],
]);

export const achReturnTestAccountNumber = '000111222';

const sandboxBankNames: ReadonlyMap<string, string> = new Map([
  ['110000000', 'Sandbox Test Bank'],
  ['021000021', 'JPMorgan Chase Bank'],
  ['011000015', 'Federal Reserve Bank of Boston'],
]);

export function outcomeForCard(digits: string): CardOutcome {
  return failingTestCards.get(digits) ?? 'succeeds';
}

export function outcomeForBankAccount(accountNumber: string): BankOutcome {
  return accountNumber === achReturnTestAccountNumber ? 'ach_returned' : 'succeeds';
}

export function bankNameForRouting(routingNumber: string): string | undefined {
  return sandboxBankNames.get(routingNumber);
}
