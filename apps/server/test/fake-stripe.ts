import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStripeJsSource } from './fake-stripe-js';

/**
 * A local stand-in for the few parts of Stripe's HTTP API the portal uses, for tests: PaymentMethods (what Stripe's
 * browser script creates), PaymentIntents (create + confirm, retrieve) with Idempotency-Key replay, declines answered
 * as HTTP 402 with the intent inside, ACH (us_bank_account) that stays `processing` until `settlePending()`, and
 * webhooks signed `Stripe-Signature: t=…,v1=HMAC-SHA256(t.body)`, handed to `deliver`.
 *
 * The outcomes follow Stripe's documented test numbers (4242… succeeds, 4000…0002 declined, …9995 insufficient
 * funds, …0069 expired, …0127 incorrect CVC; bank account 000123456789 settles, 000111111113 fails).
 *
 * It also serves a fake Stripe.js at `scriptUrl` (`fake-stripe-js.ts`, decision 057) whose payment methods are made
 * here, so a browser journey can pay with the Stripe provider end to end.
 */

export type FakeStripeOptions = {
  secretKey: string;
  publishableKey?: string;
  webhookSecret: string;
  /** Receives each signed event; without it events are only recorded. */
  deliver?: (rawBody: string, signatureHeader: string) => Promise<void>;
};

type Outcome =
  | { kind: 'succeeds' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string }
  | { kind: 'ach_fails'; code: string; message: string };

type PaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card' | 'us_bank_account';
  card?: { brand: string; last4: string; exp_month: number; exp_year: number };
  us_bank_account?: { account_type: string; last4: string; bank_name: string; routing_number: string };
  billing_details: { name: string | null };
  created: number;
};

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  created: number;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  last_payment_error: Record<string, unknown> | null;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  form: Record<string, string>;
};

export type FakeStripe = {
  url: string;
  /** The fake Stripe.js (`STRIPE_JS_URL` of a server under test). */
  scriptUrl: string;
  requests: RecordedRequest[];
  events: { id: string; type: string; rawBody: string; signatureHeader: string }[];
  intents: () => Intent[];
  /** Answers the next `count` API calls with `status` (a 500 or 429 the client should retry). */
  failNext: (count: number, status?: number) => void;
  /** Settles every processing ACH intent and delivers its webhook; answers how many settled. */
  settlePending: () => Promise<number>;
  /** Waits until every webhook the fake has started sending was answered. */
  flushDeliveries: () => Promise<void>;
  /** Signs and delivers an event about an intent as it is now (also used to replay one). */
  sendEvent: (type: string, intentId: string) => Promise<{ rawBody: string; signatureHeader: string }>;
  /** A PaymentMethod as the browser script would create it (card or bank details never reach the portal). */
  createCardMethod: (number: string, cvc?: string) => Promise<string>;
  createBankMethod: (accountNumber: string, routingNumber?: string) => Promise<string>;
  close: () => Promise<void>;
};

const cardOutcomes: Record<string, Outcome> = {
  '4000000000000002': {
    kind: 'declined',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    kind: 'declined',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { kind: 'declined', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { kind: 'declined', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};
const bankOutcomes: Record<string, Outcome> = {
  '000111111113': {
    kind: 'ach_fails',
    code: 'account_closed',
    message: "The customer's bank account has been closed.",
  },
};

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('6011') || number.startsWith('65')) return 'discover';
  return 'unknown';
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unixNow = () => Math.floor(Date.now() / 1000);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Stripe-style bracket keys back into nested values: `metadata[a]=1` → { metadata: { a: '1' } }. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const methods = new Map<string, PaymentMethod & { outcome: Outcome }>();
  const intents = new Map<string, Intent>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: RecordedRequest[] = [];
  const events: FakeStripe['events'] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };

  const publicIntent = (intent: Intent, expand: boolean) => {
    if (!expand || !intent.payment_method) return structuredClone(intent);
    const method = methods.get(intent.payment_method);
    if (!method) return structuredClone(intent);
    const { outcome: _outcome, ...shown } = method;
    return { ...structuredClone(intent), payment_method: structuredClone(shown) };
  };

  async function sendEvent(type: string, intentId: string) {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2024-06-20',
      created: unixNow(),
      type,
      livemode: false,
      data: { object: publicIntent(intent, false) },
    };
    const rawBody = JSON.stringify(event);
    const t = unixNow();
    const signatureHeader = `t=${t},v1=${createHmac('sha256', options.webhookSecret).update(`${t}.${rawBody}`).digest('hex')}`;
    events.push({ id: event.id, type, rawBody, signatureHeader });
    if (options.deliver) await options.deliver(rawBody, signatureHeader);
    return { rawBody, signatureHeader };
  }
  const pendingDeliveries = new Set<Promise<unknown>>();
  const deliverLater = (type: string, intentId: string) => {
    const delivery = new Promise((resolve) => setImmediate(resolve)).then(() => sendEvent(type, intentId));
    pendingDeliveries.add(delivery);
    void delivery.catch(() => undefined).finally(() => pendingDeliveries.delete(delivery));
  };

  function error(status: number, body: Record<string, unknown>) {
    return { status, body: { error: body } };
  }

  function createMethod(form: Record<string, string>): { status: number; body: unknown } {
    if (form.type === 'card') {
      const card = nested(form, 'card');
      const number = (card.number ?? '').replace(/\D/g, '');
      if (number.length < 13)
        return error(402, { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' });
      const method = {
        id: id('pm'),
        object: 'payment_method' as const,
        type: 'card' as const,
        card: {
          brand: brandOf(number),
          last4: number.slice(-4),
          exp_month: Number(card.exp_month),
          exp_year: Number(card.exp_year),
        },
        billing_details: { name: null },
        created: unixNow(),
        outcome: cardOutcomes[number] ?? { kind: 'succeeds' as const },
      };
      methods.set(method.id, method);
      const { outcome: _outcome, ...shown } = method;
      return { status: 200, body: shown };
    }
    if (form.type === 'us_bank_account') {
      const bank = nested(form, 'us_bank_account');
      const account = bank.account_number ?? '';
      const method = {
        id: id('pm'),
        object: 'payment_method' as const,
        type: 'us_bank_account' as const,
        us_bank_account: {
          account_type: bank.account_type ?? 'checking',
          last4: account.slice(-4),
          bank_name: 'STRIPE TEST BANK',
          routing_number: bank.routing_number ?? '',
        },
        billing_details: { name: nested(form, 'billing_details').name ?? null },
        created: unixNow(),
        outcome: bankOutcomes[account] ?? { kind: 'succeeds' as const },
      };
      methods.set(method.id, method);
      const { outcome: _outcome, ...shown } = method;
      return { status: 200, body: shown };
    }
    return error(400, {
      type: 'invalid_request_error',
      code: 'parameter_invalid_empty',
      param: 'type',
      message: 'Invalid type',
    });
  }

  function createIntent(form: Record<string, string>): { status: number; body: unknown } {
    const amount = Number(form.amount);
    if (!Number.isSafeInteger(amount) || amount < 50)
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      });
    if (form.currency !== 'usd')
      return error(400, { type: 'invalid_request_error', param: 'currency', message: 'Invalid currency' });
    const method = methods.get(form.payment_method ?? '');
    if (!method)
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${form.payment_method ?? ''}'`,
      });
    const types = Object.entries(form)
      .filter(([key]) => key.startsWith('payment_method_types['))
      .map(([, value]) => value);
    if (!types.includes(method.type))
      return error(400, {
        type: 'invalid_request_error',
        param: 'payment_method',
        message: 'The PaymentMethod type is not allowed.',
      });
    if (method.type === 'us_bank_account' && !form['mandate_data[customer_acceptance][type]'])
      return error(400, { type: 'invalid_request_error', param: 'mandate_data', message: 'A mandate is required.' });
    const intent: Intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: 'requires_confirmation',
      created: unixNow(),
      description: form.description ?? null,
      metadata: nested(form, 'metadata'),
      payment_method: method.id,
      payment_method_types: types,
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    const expand = form['expand[0]'] === 'payment_method';
    if (form.confirm !== 'true') return { status: 200, body: publicIntent(intent, expand) };
    if (method.type === 'us_bank_account') {
      intent.status = 'processing';
      return { status: 200, body: publicIntent(intent, expand) };
    }
    if (method.outcome.kind === 'declined') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: method.outcome.code,
        ...(method.outcome.declineCode ? { decline_code: method.outcome.declineCode } : {}),
        message: method.outcome.message,
        payment_method: publicIntent(intent, true).payment_method,
      };
      deliverLater('payment_intent.payment_failed', intent.id);
      return error(402, {
        type: 'card_error',
        code: method.outcome.code,
        ...(method.outcome.declineCode ? { decline_code: method.outcome.declineCode } : {}),
        message: method.outcome.message,
        payment_intent: publicIntent(intent, expand),
      });
    }
    intent.status = 'succeeded';
    deliverLater('payment_intent.succeeded', intent.id);
    return { status: 200, body: publicIntent(intent, expand) };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    // The browser half: the fake Stripe.js, and its calls from the page's origin (a form post, as Stripe.js makes).
    if (request.method === 'GET' && url.pathname === '/v3/stripe.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(fakeStripeJsSource);
    }
    if (url.pathname === '/v1/payment_methods') {
      response.setHeader('access-control-allow-origin', '*');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type',
        });
        return response.end();
      }
    }
    const form = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : raw));
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      headers: {
        'idempotency-key': header('idempotency-key'),
        'stripe-version': header('stripe-version'),
        'content-type': header('content-type'),
        authorization: header('authorization') ? '[present]' : undefined,
      },
      form,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return send(failures.status, { error: { type: 'api_error', message: 'Simulated outage' } });
    }
    const bearer = /^Bearer (.+)$/.exec(header('authorization') ?? '')?.[1];
    const isSecret = bearer === options.secretKey;
    // Stripe.js sends the publishable key in the form body (`key=pk_…`); server code sends it as a bearer token.
    const publishable = bearer ?? (url.pathname === '/v1/payment_methods' ? form.key : undefined);
    const isPublishable = publishable !== undefined && publishable === options.publishableKey;
    if (!isSecret && !(isPublishable && url.pathname === '/v1/payment_methods'))
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });

    if (request.method === 'POST' && url.pathname === '/v1/payment_methods') {
      const answer = createMethod(form);
      return send(answer.status, answer.body);
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = header('idempotency-key');
      const fingerprint = createHash('sha256').update(raw).digest('hex');
      if (key) {
        const seen = idempotency.get(key);
        if (seen) {
          if (seen.fingerprint !== fingerprint)
            return send(400, {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            });
          response.writeHead(seen.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
          return response.end(seen.body);
        }
      }
      const answer = createIntent(form);
      const body = JSON.stringify(answer.body);
      if (key) idempotency.set(key, { fingerprint, status: answer.status, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      return response.end(body);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve?.[1]) {
      const intent = intents.get(retrieve[1]);
      if (!intent)
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        });
      return send(200, publicIntent(intent, url.searchParams.get('expand[]') === 'payment_method'));
    }
    return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function createMethodOverHttp(form: Record<string, string>): Promise<string> {
    const response = await fetch(`${url}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.publishableKey ?? options.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });
    const body = (await response.json()) as { id?: string };
    if (!body.id) throw new Error('the fake refused the payment method');
    return body.id;
  }

  return {
    url,
    scriptUrl: `${url}/v3/stripe.js`,
    requests,
    events,
    intents: () => [...intents.values()].map((intent) => structuredClone(intent)),
    failNext: (count, status = 500) => {
      failures = { count, status };
    },
    settlePending: async () => {
      let settled = 0;
      for (const intent of intents.values()) {
        if (intent.status !== 'processing') continue;
        const method = methods.get(intent.payment_method ?? '');
        settled += 1;
        if (method?.outcome.kind === 'ach_fails') {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = {
            type: 'invalid_request_error',
            code: method.outcome.code,
            message: method.outcome.message,
          };
          await sendEvent('payment_intent.payment_failed', intent.id);
        } else {
          intent.status = 'succeeded';
          await sendEvent('payment_intent.succeeded', intent.id);
        }
      }
      return settled;
    },
    sendEvent,
    flushDeliveries: async () => {
      while (pendingDeliveries.size > 0) await Promise.allSettled([...pendingDeliveries]);
    },
    createCardMethod: (number, cvc = '123') =>
      createMethodOverHttp({
        type: 'card',
        'card[number]': number,
        'card[exp_month]': '12',
        'card[exp_year]': String(new Date().getFullYear() + 3),
        'card[cvc]': cvc,
      }),
    createBankMethod: (accountNumber, routingNumber = '110000000') =>
      createMethodOverHttp({
        type: 'us_bank_account',
        'us_bank_account[routing_number]': routingNumber,
        'us_bank_account[account_number]': accountNumber,
        'us_bank_account[account_holder_type]': 'company',
        'us_bank_account[account_type]': 'checking',
        'billing_details[name]': 'Acme Logistics LLC',
      }),
    close: async () => {
      await Promise.allSettled([...pendingDeliveries]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
