import type { CardBrand } from '@connect/domain/billing/card';

/**
 * The payment-provider boundary (decision 111). Billing talks to a `PaymentProvider` only, so a real card processor
 * plugs in beside the built-in sandbox (`modules/payments/provider/sandbox-provider.ts`) without touching billing.
 * These are ports below every module: the context (`context.ts`) holds them and the provider modules implement them.
 *
 * The portal never sees, stores or logs a card number or security code: the provider's browser SDK (simulated by
 * the sandbox's `tokenizeCard`) turns them into a token, and intents carry only the brand, the last four digits
 * and that token.
 */

export type PaymentMethodInput = { type: 'card'; token: string } | { type: 'ach'; token: string };

export type IntentStatus = 'succeeded' | 'processing' | 'failed';

export type PaymentFailureCode =
  'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'ach_returned';

export type PaymentMethodSummary =
  /**
   * `brand` is a display name from `cardBrands` in `@connect/domain/billing/card` ('Visa', 'American Express', …);
   * an adapter for a real processor maps the processor's brand codes ('visa', 'amex', …) to these.
   */
  | { type: 'card'; brand: string; last4: string }
  | { type: 'ach'; accountType: 'checking' | 'savings'; last4: string; bankName?: string };

export type PaymentIntent = {
  /** `pi_…` */
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: 'USD';
  method: PaymentMethodSummary;
  failureCode: PaymentFailureCode | null;
  /** User-facing English text, null unless the intent failed. */
  failureMessage: string | null;
  description: string;
  metadata: Record<string, string>;
  /** ISO 8601 */
  createdAt: string;
};

export type WebhookEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed';

export type WebhookEvent = {
  /** `evt_…` — the key for replay protection on the billing side. */
  id: string;
  type: WebhookEventType;
  /** ISO 8601 */
  createdAt: string;
  intent: PaymentIntent;
};

export type CreateIntentInput = {
  amountCents: number;
  currency: 'USD';
  method: PaymentMethodInput;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
};

export type PaymentProvider = {
  name: string;
  /**
   * Idempotent on idempotencyKey: the same key answers the same intent (same body) or throws a
   * ProviderError('idempotency_mismatch') for another body. A card decline is answered as an intent with
   * status 'failed', not thrown; ACH answers 'processing' and settles later (announced by a webhook).
   */
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | undefined>;
  /**
   * Verifies a webhook: signature header `t=<unix seconds>,v1=<hex hmac-sha256 of "<t>.<raw body>">`,
   * tolerance 300 s either way; throws ProviderError('invalid_signature' | 'timestamp_out_of_tolerance' |
   * 'invalid_payload'). Replays (same event id) are the caller's to ignore.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now?: Date): WebhookEvent;
};

export type ProviderErrorCode =
  | 'idempotency_mismatch'
  | 'invalid_signature'
  | 'timestamp_out_of_tolerance'
  | 'invalid_payload'
  | 'invalid_request'
  | 'token_not_found'
  | 'invalid_number'
  | 'invalid_expiry'
  | 'invalid_cvc'
  | 'invalid_routing_number'
  | 'invalid_account_number';

/** A request the provider refused. The message is user-facing English and never contains card or account data. */
export class ProviderError extends Error {
  readonly code: ProviderErrorCode;

  constructor(code: ProviderErrorCode, message: string) {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
  }
}

export type CardTokenInput = { number: string; expMonth: number; expYear: number; cvc: string; name?: string };
export type CardToken = { token: string; brand: CardBrand; last4: string };

export type BankAccountTokenInput = {
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  holderName: string;
};
export type BankAccountToken = { token: string; last4: string; bankName?: string };

/** What the app uses of the built-in sandbox: its token routes (the browser SDK's stand-in) and its shutdown. */
export type SandboxTokenizer = {
  /** What the provider's browser SDK does: validates the card and answers a token. Throws ProviderError. */
  tokenizeCard(input: CardTokenInput): CardToken;
  /** What the provider's browser SDK does for a bank account (ACH). Throws ProviderError. */
  tokenizeBankAccount(input: BankAccountTokenInput): BankAccountToken;
  /** Stops the ACH timers (pending intents then settle only through settlePending()). */
  close(): void;
};
