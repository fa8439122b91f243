import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe';
import { ProviderError, type CreateIntentInput, type PaymentProvider } from '../../../ports/payment-provider';
import { createStripeProvider, encodeStripeForm } from './stripe-provider';

const secretKey = 'sk_test_adapterSecret0123456789';
const webhookSecret = 'whsec_adapterWebhook0123456789';
let fake: FakeStripe;
let provider: PaymentProvider;
const delivered: { rawBody: string; signatureHeader: string }[] = [];
let keyCount = 0;

beforeAll(async () => {
  fake = await startFakeStripe({
    secretKey,
    publishableKey: 'pk_test_adapterPublishable0123',
    webhookSecret,
    deliver: async (rawBody, signatureHeader) => {
      delivered.push({ rawBody, signatureHeader });
    },
  });
  provider = createStripeProvider({ secretKey, webhookSecret, apiBase: fake.url, retryDelayMs: () => 5 });
});
afterAll(async () => fake.close());

function intentInput(token: string, overrides: Partial<CreateIntentInput> = {}): CreateIntentInput {
  keyCount += 1;
  return {
    amountCents: 12_550,
    currency: 'USD',
    method: { type: 'card', token },
    idempotencyKey: `connect-test-${keyCount}`,
    description: 'Connect payment P-1',
    metadata: { paymentId: 'p-1', companyId: 'c-1' },
    ...overrides,
  };
}

function sign(rawBody: string, at: number, secret = webhookSecret): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${rawBody}`).digest('hex')}`;
}

describe('Stripe adapter against a local fake of the Stripe API', () => {
  it('charges a card: one form-encoded, idempotent PaymentIntent confirmed at once; brand and last four only', async () => {
    const token = await fake.createCardMethod('5555555555554444');
    const before = fake.requests.length;
    const intent = await provider.createIntent(intentInput(token));
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      amountCents: 12_550,
      currency: 'USD',
      method: { type: 'card', brand: 'Mastercard', last4: '4444' },
      failureCode: null,
      failureMessage: null,
      description: 'Connect payment P-1',
      metadata: { paymentId: 'p-1', companyId: 'c-1' },
    });
    const [sent] = fake.requests.slice(before);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      headers: {
        'idempotency-key': `connect-test-${keyCount}`,
        'stripe-version': '2024-06-20',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: '[present]',
      },
      form: {
        amount: '12550',
        currency: 'usd',
        confirm: 'true',
        payment_method: token,
        'payment_method_types[0]': 'card',
        error_on_requires_action: 'true',
        'metadata[paymentId]': 'p-1',
        'expand[0]': 'payment_method',
      },
    });
    expect(await provider.retrieveIntent(intent.id)).toEqual(intent);
    expect(await provider.retrieveIntent('pi_doesnotexist')).toBeUndefined();
    expect(await provider.retrieveIntent('../v1/customers')).toBeUndefined();
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
  ])('answers the 402 decline of %s as a failed intent (%s), not an exception', async (number, code, message) => {
    const intent = await provider.createIntent(intentInput(await fake.createCardMethod(number)));
    expect(intent).toMatchObject({
      status: 'failed',
      failureCode: code,
      failureMessage: message,
      method: { type: 'card', brand: 'Visa', last4: number.slice(-4) },
    });
  });

  it('answers the same intent for a retried key, and refuses the key with another body', async () => {
    const token = await fake.createCardMethod('4242424242424242');
    const input = intentInput(token);
    const first = await provider.createIntent(input);
    expect(await provider.createIntent(input)).toEqual(first);
    await expect(provider.createIntent({ ...input, amountCents: 12_551 })).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
    expect(fake.intents().filter((i) => i.payment_method === token)).toHaveLength(1);
  });

  it('refuses an unknown payment method as token_not_found', async () => {
    await expect(provider.createIntent(intentInput('pm_unknown000'))).rejects.toMatchObject({
      code: 'token_not_found',
    });
    const error = await provider.createIntent(intentInput('pm_unknown000')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
  });

  it('retries an outage with the same key and charges once; gives up without leaking the key', async () => {
    const token = await fake.createCardMethod('4242424242424242');
    fake.failNext(2, 503);
    const before = fake.requests.length;
    const intent = await provider.createIntent(intentInput(token));
    expect(intent.status).toBe('succeeded');
    const attempts = fake.requests.slice(before);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a.headers['idempotency-key'])).size).toBe(1);
    expect(fake.intents().filter((i) => i.payment_method === token)).toHaveLength(1);

    fake.failNext(3, 500);
    const failure = await provider.createIntent(intentInput(token)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ProviderError);
    expect(String((failure as Error).message)).toBe('Stripe could not be reached (HTTP 500).');

    const wrongKey = createStripeProvider({
      secretKey: 'sk_test_wrongKey0123456789',
      webhookSecret,
      apiBase: fake.url,
    });
    const refused = await wrongKey.createIntent(intentInput(token)).catch((e: unknown) => e);
    expect((refused as Error).message).toBe('Stripe refused the API key (HTTP 401).');
    expect((refused as Error).message).not.toContain('wrongKey');
  });

  it('keeps ACH processing until the bank settles, then verifies the signed webhook', async () => {
    const ok = await provider
      .createIntent(intentInput(await fake.createBankMethod('000123456789'), { method: { type: 'ach', token: '' } }))
      .catch(() => undefined);
    expect(ok).toBeUndefined(); // an empty token is refused

    const token = await fake.createBankMethod('000123456789');
    const intent = await provider.createIntent(intentInput(token, { method: { type: 'ach', token } }));
    expect(intent).toMatchObject({
      status: 'processing',
      method: { type: 'ach', accountType: 'checking', last4: '6789', bankName: 'STRIPE TEST BANK' },
    });
    expect(fake.requests.at(-1)?.form).toMatchObject({
      'payment_method_types[0]': 'us_bank_account',
      'mandate_data[customer_acceptance][type]': 'offline',
    });
    const returned = await fake.createBankMethod('000111111113');
    const failing = await provider.createIntent(intentInput(returned, { method: { type: 'ach', token: returned } }));

    delivered.length = 0;
    expect(await fake.settlePending()).toBe(2);
    const events = delivered.map((d) => provider.verifyWebhook(d.rawBody, d.signatureHeader));
    expect(events.find((e) => e.intent.id === intent.id)).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'payment_intent.succeeded',
      intent: { status: 'succeeded', method: { type: 'ach', last4: '' } },
    });
    expect(events.find((e) => e.intent.id === failing.id)).toMatchObject({
      type: 'payment_intent.payment_failed',
      intent: {
        status: 'failed',
        failureCode: 'ach_returned',
        failureMessage: "The customer's bank account has been closed.",
      },
    });
  });

  it('refuses a forged, tampered, stale or unhandled webhook', async () => {
    const token = await fake.createCardMethod('4242424242424242');
    const intent = await provider.createIntent(intentInput(token));
    const { rawBody, signatureHeader } = await fake.sendEvent('payment_intent.succeeded', intent.id);
    expect(provider.verifyWebhook(rawBody, signatureHeader).intent).toMatchObject({
      id: intent.id,
      status: 'succeeded',
    });

    const now = Math.floor(Date.now() / 1000);
    const refusal = (body: string, header: string | undefined) => {
      try {
        provider.verifyWebhook(body, header);
      } catch (error) {
        if (error instanceof ProviderError) return error.code;
        throw error;
      }
      return 'accepted';
    };
    expect(refusal(rawBody, undefined)).toBe('invalid_signature');
    expect(refusal(rawBody, sign(rawBody, now, 'whsec_someoneElse0123456789'))).toBe('invalid_signature');
    expect(refusal(rawBody.replace('"succeeded"', '"processing"'), signatureHeader)).toBe('invalid_signature');
    expect(refusal(rawBody, sign(rawBody, now - 301))).toBe('timestamp_out_of_tolerance');
    const other = JSON.stringify({ ...JSON.parse(rawBody), type: 'customer.created' });
    expect(refusal(other, sign(other, now))).toBe('invalid_payload');
    expect(refusal('not json', sign('not json', now))).toBe('invalid_payload');
  });

  it('encodes nested parameters the way Stripe reads them', () => {
    expect(
      decodeURIComponent(
        encodeStripeForm({ a: 1, m: { k: 'v w' }, list: ['x', 'y'], skip: undefined, n: { d: { e: true } } }),
      ),
    ).toBe('a=1&m[k]=v+w&list[0]=x&list[1]=y&n[d][e]=true');
  });
});
