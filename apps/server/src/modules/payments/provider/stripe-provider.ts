import { z } from 'zod';
import type { CardBrand } from '@connect/domain/billing/card';
import {
  ProviderError,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentFailureCode,
  type PaymentIntent,
  type PaymentMethodSummary,
  type PaymentProvider,
  type WebhookEvent,
} from '../../../ports/payment-provider';
import { verifyWebhookSignature } from './webhook-signature';

/**
 * A real processor behind `PaymentProvider`: Stripe's REST API (PaymentIntents, form-encoded, `Idempotency-Key`)
 * called with plain `fetch`, and its webhooks (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of `<t>.<raw body>`, 300 s
 * tolerance). The browser turns card or bank details into a PaymentMethod (`pm_…`) with Stripe's own script, so the
 * portal only ever sees that id, the brand and the last four digits.
 *
 * Network failures, 429 and 5xx answers are retried with the same idempotency key (Stripe answers a repeated key
 * with the first result), so a payment is never charged twice and a lost answer does not fail a charge that happened.
 */

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** `https://api.stripe.com` in production; a local fake in tests. */
  apiBase: string;
  /** Pinned API version: the shapes mapped below are this version's. */
  apiVersion?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Extra attempts after a network failure, 429 or 5xx (default 2). */
  retries?: number;
  /** Wait before retry n (ms); default 250 · 2^n. */
  retryDelayMs?: (attempt: number) => number;
  /** Per request (default 30 s). */
  timeoutMs?: number;
};

export const stripeApiVersion = '2024-06-20';

const brandNames: Record<string, CardBrand> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

const stripeError = z.object({
  type: z.string(),
  code: z.string().optional(),
  decline_code: z.string().optional(),
  message: z.string().optional(),
  param: z.string().optional(),
  payment_intent: z.unknown().optional(),
});

const stripePaymentMethod = z.object({
  id: z.string(),
  type: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullish(),
  us_bank_account: z
    .object({
      account_type: z.string().nullish(),
      last4: z.string().nullish(),
      bank_name: z.string().nullish(),
    })
    .nullish(),
});

const stripeIntent = z.object({
  id: z.string().startsWith('pi_'),
  object: z.literal('payment_intent'),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  created: z.number().int(),
  description: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_method: z.union([z.string(), stripePaymentMethod]).nullish(),
  payment_method_types: z.array(z.string()).default([]),
  last_payment_error: stripeError.nullish(),
});
type StripeIntent = z.infer<typeof stripeIntent>;

const stripeEvent = z.object({
  id: z.string().startsWith('evt_'),
  object: z.literal('event'),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});

const handledEventTypes = {
  'payment_intent.succeeded': 'payment_intent.succeeded',
  'payment_intent.payment_failed': 'payment_intent.payment_failed',
} as const;

/** Stripe's form encoding: nested keys in brackets (`metadata[paymentId]`, `expand[0]`). */
export function encodeStripeForm(params: Record<string, unknown>): string {
  const pairs: [string, string][] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === 'object')
      for (const [child, inner] of Object.entries(value as Record<string, unknown>)) add(`${key}[${child}]`, inner);
    else pairs.push([key, String(value)]);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return new URLSearchParams(pairs).toString();
}

function failureCodeOf(intent: StripeIntent): PaymentFailureCode {
  const error = intent.last_payment_error;
  if (intent.payment_method_types.includes('us_bank_account') && !intent.payment_method_types.includes('card'))
    return 'ach_returned';
  if (!error) return 'card_declined';
  if (error.code === 'expired_card' || error.decline_code === 'expired_card') return 'expired_card';
  if (error.code === 'incorrect_cvc' || error.decline_code === 'incorrect_cvc') return 'incorrect_cvc';
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') return 'insufficient_funds';
  return 'card_declined';
}

function statusOf(intent: StripeIntent): IntentStatus {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing') return 'processing';
  // requires_payment_method (declined), canceled, and requires_action (an authentication this server-side flow does
  // not offer; error_on_requires_action makes Stripe decline those instead) all end the payment.
  return 'failed';
}

/** What the intent says about its payment method; a webhook's intent names only the method's id. */
function methodOf(intent: StripeIntent): PaymentMethodSummary {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : undefined;
  const isAch = method ? method.type === 'us_bank_account' : intent.payment_method_types[0] === 'us_bank_account';
  if (isAch) {
    const bank = method?.us_bank_account;
    return {
      type: 'ach',
      accountType: bank?.account_type === 'savings' ? 'savings' : 'checking',
      last4: bank?.last4 ?? '',
      ...(bank?.bank_name ? { bankName: bank.bank_name } : {}),
    };
  }
  return {
    type: 'card',
    brand: method?.card ? (brandNames[method.card.brand] ?? 'Card') : '',
    last4: method?.card?.last4 ?? '',
  };
}

function toIntent(intent: StripeIntent): PaymentIntent {
  const status = statusOf(intent);
  const failed = status === 'failed';
  return {
    id: intent.id,
    status,
    amountCents: intent.amount,
    currency: 'USD',
    method: methodOf(intent),
    failureCode: failed ? failureCodeOf(intent) : null,
    failureMessage: failed ? (intent.last_payment_error?.message ?? 'The payment was declined.') : null,
    description: intent.description ?? '',
    metadata: intent.metadata ?? {},
    createdAt: new Date(intent.created * 1000).toISOString(),
  };
}

function parseIntent(value: unknown): PaymentIntent {
  const parsed = stripeIntent.safeParse(value);
  if (!parsed.success) throw new Error('Stripe answered a payment intent this server does not understand.');
  return toIntent(parsed.data);
}

type StripeAnswer = { status: number; body: unknown };

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  if (!options.secretKey) throw new Error('The Stripe payment provider needs a secret key.');
  if (!options.webhookSecret) throw new Error('The Stripe payment provider needs a webhook signing secret.');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => 250 * 2 ** attempt);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = options.apiBase.replace(/\/+$/, '');

  /** One call, retried on network failures, 429 and 5xx. Never puts the key or a body in an error message. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<StripeAnswer> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': options.apiVersion ?? stripeApiVersion,
      accept: 'application/json',
    };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const body = form ? encodeStripeForm(form) : undefined;
    let lastProblem = 'no answer';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt - 1)));
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        lastProblem = error instanceof Error ? error.name : 'network error';
        continue;
      }
      const text = await response.text();
      if (response.status === 429 || response.status >= 500) {
        lastProblem = `HTTP ${response.status}`;
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new Error(`Stripe answered HTTP ${response.status} without JSON.`);
      }
      return { status: response.status, body: json };
    }
    throw new Error(`Stripe could not be reached (${lastProblem}).`);
  }

  function refusal(answer: StripeAnswer): never {
    const parsed = z.object({ error: stripeError }).safeParse(answer.body);
    const error = parsed.success ? parsed.data.error : undefined;
    if (answer.status === 401 || answer.status === 403)
      throw new Error(`Stripe refused the API key (HTTP ${answer.status}).`);
    if (error?.type === 'idempotency_error')
      throw new ProviderError(
        'idempotency_mismatch',
        'This idempotency key was already used for a different payment request.',
      );
    if (error?.code === 'resource_missing' && error.param === 'payment_method')
      throw new ProviderError('token_not_found', 'The payment method was not found. Enter the details again.');
    throw new ProviderError('invalid_request', error?.message ?? 'The payment request is invalid.');
  }

  return {
    name: 'stripe',
    createIntent: async (input: CreateIntentInput) => {
      const ach = input.method.type === 'ach';
      const answer = await call(
        'POST',
        '/v1/payment_intents',
        {
          amount: input.amountCents,
          currency: 'usd',
          payment_method: input.method.token,
          payment_method_types: [ach ? 'us_bank_account' : 'card'],
          confirm: true,
          ...(ach
            ? { mandate_data: { customer_acceptance: { type: 'offline' } } }
            : { error_on_requires_action: true }),
          description: input.description,
          metadata: input.metadata,
          expand: ['payment_method'],
        },
        input.idempotencyKey,
      );
      if (answer.status === 200) return parseIntent(answer.body);
      // A decline answers 402 with the failed intent inside the error: an outcome, not an exception.
      const declined = z.object({ error: stripeError }).safeParse(answer.body);
      if (answer.status === 402 && declined.success && declined.data.error.payment_intent) {
        const intent = parseIntent(declined.data.error.payment_intent);
        if (intent.status === 'failed' && !intent.failureMessage && declined.data.error.message)
          intent.failureMessage = declined.data.error.message;
        return intent;
      }
      return refusal(answer);
    },
    retrieveIntent: async (id: string) => {
      if (!/^pi_[A-Za-z0-9]+$/.test(id)) return undefined;
      const answer = await call('GET', `/v1/payment_intents/${id}?expand[]=payment_method`);
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) return refusal(answer);
      return parseIntent(answer.body);
    },
    verifyWebhook: (rawBody: string, signatureHeader: string | undefined, at: Date = now()): WebhookEvent => {
      verifyWebhookSignature(rawBody, signatureHeader, options.webhookSecret, { now: at });
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new ProviderError('invalid_payload', 'The webhook body is not valid JSON.');
      }
      const event = stripeEvent.safeParse(json);
      const type = event.success ? handledEventTypes[event.data.type as keyof typeof handledEventTypes] : undefined;
      const intent = event.success ? stripeIntent.safeParse(event.data.data.object) : undefined;
      if (!event.success || !type || !intent?.success)
        throw new ProviderError('invalid_payload', 'The webhook body is not a payment event.');
      return {
        id: event.data.id,
        type,
        createdAt: new Date(event.data.created * 1000).toISOString(),
        intent: toIntent(intent.data),
      };
    },
  };
}
