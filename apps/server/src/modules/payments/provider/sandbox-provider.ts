import { randomBytes } from 'node:crypto';
import { isValidAbaRoutingNumber } from '@connect/domain/billing/aba-routing';
import {
  cardBrand,
  cardNumberLengthOk,
  cvcLengthOk,
  isExpiryValid,
  isLuhnValid,
  type CardBrand,
} from '@connect/domain/billing/card';
import {
  ProviderError,
  type BankAccountToken,
  type BankAccountTokenInput,
  type CardToken,
  type CardTokenInput,
  type CreateIntentInput,
  type PaymentIntent,
  type PaymentProvider,
  type SandboxTokenizer,
  type WebhookEvent,
} from '../../../ports/payment-provider';
import {
  bankNameForRouting,
  failureMessages,
  outcomeForBankAccount,
  outcomeForCard,
  type BankOutcome,
  type CardOutcome,
} from './sandbox-test-data';
import { parseWebhookEvent, signWebhook, verifyWebhookSignature } from './webhook-signature';

/**
 * The built-in sandbox processor: payment intents, card and bank-account tokens, the well-known test numbers
 * (see sandbox-test-data.ts), ACH that settles later, and signed webhooks. State lives in memory.
 *
 * Only the brand, last four digits, expiry and the test outcome of a card are kept — never its number or
 * security code; a bank account keeps its type, last four digits and bank name — never the account number.
 */

export type SandboxProviderOptions = {
  webhookSecret: string;
  /** Called with every signed event (card results at once, ACH when it settles). Failures are recorded, not thrown. */
  deliver?: (event: WebhookEvent, signatureHeader: string, rawBody: string) => Promise<void>;
  /** How long an ACH intent stays 'processing' before it settles on its own; 'manual' waits for settlePending(). */
  achSettleMs?: number | 'manual';
  now?: () => Date;
};

type CardTokenRecord = {
  kind: 'card';
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
  createdAt: string;
};
type BankTokenRecord = {
  kind: 'ach';
  token: string;
  accountType: 'checking' | 'savings';
  last4: string;
  bankName?: string;
  outcome: BankOutcome;
  createdAt: string;
};
type TokenRecord = CardTokenRecord | BankTokenRecord;

type EventDelivery = 'not_configured' | 'pending' | 'delivered' | 'failed';
type EventRecord = {
  event: WebhookEvent;
  rawBody: string;
  delivery: EventDelivery;
  attempts: number;
  lastError: string | null;
};

type PendingAch = { outcome: BankOutcome; timer: NodeJS.Timeout | undefined };

export type SandboxStateSnapshot = {
  intents: PaymentIntent[];
  tokens: TokenRecord[];
  idempotencyKeys: { key: string; fingerprint: string; intentId: string }[];
  pendingAchIntentIds: string[];
  events: (EventRecord & { intentId: string })[];
};

export type SandboxProvider = PaymentProvider &
  SandboxTokenizer & {
    /** Settles every pending ACH intent now and waits for the webhooks; answers how many settled. */
    settlePending(): Promise<number>;
    /** Sends every event whose delivery failed once more (newly signed); answers how many were delivered. */
    redeliverFailedEvents(): Promise<number>;
    /** Waits until every webhook delivery under way has finished. */
    flushDeliveries(): Promise<void>;
    /** A JSON-safe copy of the internal state, for tests and debugging. */
    __state(): SandboxStateSnapshot;
  };

export const defaultAchSettleMs = 2000;
const maxAmountCents = 99_999_999;

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function invalidRequest(message: string): ProviderError {
  return new ProviderError('invalid_request', message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validateIntentInput(input: CreateIntentInput): void {
  if (!isRecord(input)) throw invalidRequest('The payment request is invalid.');
  const { amountCents, currency, method, idempotencyKey, description, metadata } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > maxAmountCents) {
    throw invalidRequest('The amount must be between $0.01 and $999,999.99, in whole cents.');
  }
  if (currency !== 'USD') throw invalidRequest('Only USD payments are supported.');
  if (!isRecord(method) || (method.type !== 'card' && method.type !== 'ach') || typeof method.token !== 'string') {
    throw invalidRequest('The payment method is invalid.');
  }
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length < 1 || idempotencyKey.length > 255) {
    throw invalidRequest('The idempotency key must be 1 to 255 characters.');
  }
  if (typeof description !== 'string') throw invalidRequest('The description must be text.');
  if (!isRecord(metadata) || !Object.values(metadata).every((value) => typeof value === 'string')) {
    throw invalidRequest('Metadata values must be text.');
  }
}

/** Everything that makes two requests "the same body" for idempotency. */
function fingerprintIntentInput(input: CreateIntentInput): string {
  const metadata = Object.entries(input.metadata).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    input.amountCents,
    input.currency,
    input.method.type,
    input.method.token,
    input.description,
    metadata,
  ]);
}

/** Cards are valid through the last day of their expiry month (UTC). */
function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  if (!options.webhookSecret) throw new Error('The sandbox payment provider needs a webhook secret.');
  const secret = options.webhookSecret;
  const now = options.now ?? (() => new Date());
  const achSettleMs = options.achSettleMs ?? defaultAchSettleMs;
  const deliver = options.deliver;

  const intents = new Map<string, PaymentIntent>();
  const tokens = new Map<string, TokenRecord>();
  const idempotency = new Map<string, { fingerprint: string; intentId: string }>();
  const pendingAch = new Map<string, PendingAch>();
  const events = new Map<string, EventRecord>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  function track(delivery: Promise<void>): void {
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  /** Never rejects: the outcome is kept on the event record. */
  async function attemptDelivery(record: EventRecord): Promise<void> {
    if (!deliver) return;
    // Deliver after the caller has had its answer, as a real processor's webhook arrives separately.
    await new Promise<void>((resolve) => setImmediate(resolve));
    record.attempts += 1;
    try {
      await deliver(structuredClone(record.event), signWebhook(record.rawBody, secret, now()), record.rawBody);
      record.delivery = 'delivered';
      record.lastError = null;
    } catch (error) {
      record.delivery = 'failed';
      record.lastError = error instanceof Error ? error.message : String(error);
    }
  }

  function emitEvent(intent: PaymentIntent): void {
    const event: WebhookEvent = {
      id: newId('evt'),
      type: intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      createdAt: now().toISOString(),
      intent: structuredClone(intent),
    };
    const record: EventRecord = {
      event,
      rawBody: JSON.stringify(event),
      delivery: deliver ? 'pending' : 'not_configured',
      attempts: 0,
      lastError: null,
    };
    events.set(event.id, record);
    if (deliver) track(attemptDelivery(record));
  }

  async function flushDeliveries(): Promise<void> {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  }

  function settleAch(intentId: string): boolean {
    const pending = pendingAch.get(intentId);
    if (!pending) return false;
    clearTimeout(pending.timer);
    pendingAch.delete(intentId);
    const intent = intents.get(intentId);
    if (!intent || intent.status !== 'processing') return false;
    if (pending.outcome === 'ach_returned') {
      intent.status = 'failed';
      intent.failureCode = 'ach_returned';
      intent.failureMessage = failureMessages.ach_returned;
    } else {
      intent.status = 'succeeded';
    }
    emitEvent(intent);
    return true;
  }

  function findToken(input: CreateIntentInput): TokenRecord {
    const record = tokens.get(input.method.token);
    if (!record || record.kind !== input.method.type) {
      throw new ProviderError('token_not_found', 'The payment method was not found. Enter the details again.');
    }
    return record;
  }

  /** Synchronous from the idempotency check to the insert, so concurrent calls with one key make one intent. */
  function createIntentNow(input: CreateIntentInput): PaymentIntent {
    validateIntentInput(input);
    const fingerprint = fingerprintIntentInput(input);
    const previous = idempotency.get(input.idempotencyKey);
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        throw new ProviderError(
          'idempotency_mismatch',
          'This idempotency key was already used for a different payment request.',
        );
      }
      const intent = intents.get(previous.intentId);
      if (intent) return intent;
    }
    const token = findToken(input);
    const base = {
      id: newId('pi'),
      amountCents: input.amountCents,
      currency: 'USD' as const,
      description: input.description,
      metadata: { ...input.metadata },
      createdAt: now().toISOString(),
    };
    let intent: PaymentIntent;
    if (token.kind === 'card') {
      const outcome: CardOutcome = isExpired(token.expMonth, token.expYear, now()) ? 'expired_card' : token.outcome;
      intent = {
        ...base,
        status: outcome === 'succeeds' ? 'succeeded' : 'failed',
        method: { type: 'card', brand: token.brand, last4: token.last4 },
        failureCode: outcome === 'succeeds' ? null : outcome,
        failureMessage: outcome === 'succeeds' ? null : failureMessages[outcome],
      };
    } else {
      intent = {
        ...base,
        status: 'processing',
        method: {
          type: 'ach',
          accountType: token.accountType,
          last4: token.last4,
          ...(token.bankName === undefined ? {} : { bankName: token.bankName }),
        },
        failureCode: null,
        failureMessage: null,
      };
    }
    intents.set(intent.id, intent);
    idempotency.set(input.idempotencyKey, { fingerprint, intentId: intent.id });
    if (token.kind === 'card') {
      emitEvent(intent);
    } else {
      const intentId = intent.id;
      const timer =
        achSettleMs === 'manual' || closed
          ? undefined
          : setTimeout(() => settleAch(intentId), Math.max(0, achSettleMs));
      timer?.unref();
      pendingAch.set(intentId, { outcome: token.outcome, timer });
    }
    return intent;
  }

  function tokenizeCard(input: CardTokenInput): CardToken {
    // Digits, optionally grouped by single spaces or dashes, as the payer types them.
    const typed = typeof input.number === 'string' ? input.number.trim() : '';
    const digits = /^\d+(?:[ -]\d+)*$/.test(typed) ? typed.replace(/[ -]/g, '') : '';
    const brand = cardBrand(digits);
    if (!brand || !cardNumberLengthOk(digits, brand) || !isLuhnValid(digits)) {
      throw new ProviderError('invalid_number', 'Your card number is invalid.');
    }
    const today = now();
    const { expMonth } = input;
    const expYear = Number.isInteger(input.expYear) && input.expYear < 100 ? 2000 + input.expYear : input.expYear;
    if (!isExpiryValid(expMonth, expYear, today.toISOString().slice(0, 10))) {
      const past = Number.isInteger(expMonth) && Number.isInteger(expYear) && isExpired(expMonth, expYear, today);
      const message = past ? "Your card's expiration date is in the past." : "Your card's expiration date is invalid.";
      throw new ProviderError('invalid_expiry', message);
    }
    if (typeof input.cvc !== 'string' || !cvcLengthOk(input.cvc.trim(), brand)) {
      const length = brand === 'American Express' ? 4 : 3;
      throw new ProviderError('invalid_cvc', `Your card's security code must be ${length} digits.`);
    }
    const record: CardTokenRecord = {
      kind: 'card',
      token: newId('tok'),
      brand,
      last4: digits.slice(-4),
      expMonth,
      expYear,
      outcome: outcomeForCard(digits),
      createdAt: today.toISOString(),
    };
    tokens.set(record.token, record);
    return { token: record.token, brand: record.brand, last4: record.last4 };
  }

  function tokenizeBankAccount(input: BankAccountTokenInput): BankAccountToken {
    const routingNumber = typeof input.routingNumber === 'string' ? input.routingNumber.trim() : '';
    if (!isValidAbaRoutingNumber(routingNumber)) {
      throw new ProviderError('invalid_routing_number', 'The routing number is invalid.');
    }
    const accountNumber = typeof input.accountNumber === 'string' ? input.accountNumber.trim() : '';
    if (!/^\d{4,17}$/.test(accountNumber)) {
      throw new ProviderError('invalid_account_number', 'The account number must be 4 to 17 digits.');
    }
    if (input.accountType !== 'checking' && input.accountType !== 'savings') {
      throw invalidRequest('Choose a checking or savings account.');
    }
    if (typeof input.holderName !== 'string' || input.holderName.trim() === '') {
      throw invalidRequest("Enter the account holder's name.");
    }
    const bankName = bankNameForRouting(routingNumber);
    const record: BankTokenRecord = {
      kind: 'ach',
      token: newId('btok'),
      accountType: input.accountType,
      last4: accountNumber.slice(-4),
      ...(bankName === undefined ? {} : { bankName }),
      outcome: outcomeForBankAccount(accountNumber),
      createdAt: now().toISOString(),
    };
    tokens.set(record.token, record);
    return { token: record.token, last4: record.last4, ...(bankName === undefined ? {} : { bankName }) };
  }

  return {
    name: 'sandbox',
    createIntent: async (input) => structuredClone(createIntentNow(input)),
    retrieveIntent: async (id) => {
      const intent = intents.get(id);
      return intent ? structuredClone(intent) : undefined;
    },
    verifyWebhook: (rawBody, signatureHeader, at = now()) => {
      verifyWebhookSignature(rawBody, signatureHeader, secret, { now: at });
      return parseWebhookEvent(rawBody);
    },
    tokenizeCard,
    tokenizeBankAccount,
    settlePending: async () => {
      let settled = 0;
      for (const intentId of [...pendingAch.keys()]) if (settleAch(intentId)) settled += 1;
      await flushDeliveries();
      return settled;
    },
    redeliverFailedEvents: async () => {
      const failed = [...events.values()].filter((record) => record.delivery === 'failed');
      for (const record of failed) {
        record.delivery = 'pending';
        track(attemptDelivery(record));
      }
      await flushDeliveries();
      return failed.filter((record) => record.delivery === 'delivered').length;
    },
    flushDeliveries,
    close: () => {
      closed = true;
      for (const pending of pendingAch.values()) {
        clearTimeout(pending.timer);
        pending.timer = undefined;
      }
    },
    __state: () =>
      structuredClone({
        intents: [...intents.values()],
        tokens: [...tokens.values()],
        idempotencyKeys: [...idempotency.entries()].map(([key, value]) => ({ key, ...value })),
        pendingAchIntentIds: [...pendingAch.keys()],
        events: [...events.values()].map((record) => ({ ...record, intentId: record.event.intent.id })),
      }),
  };
}
