import { describe, expect, it, vi } from 'vitest';
import { ProviderError, type CreateIntentInput, type WebhookEvent } from '../../../ports/payment-provider';
import { createSandboxProvider, type SandboxProviderOptions } from './sandbox-provider';
import { achReturnTestAccountNumber } from './sandbox-test-data';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

const secret = 'whsec_sandbox_test_secret';
const fixedNow = new Date('2026-03-15T12:00:00.000Z');

type Delivered = { event: WebhookEvent; signatureHeader: string; rawBody: string };

function setUp(options: Partial<SandboxProviderOptions> = {}) {
  const delivered: Delivered[] = [];
  const provider = createSandboxProvider({
    webhookSecret: secret,
    achSettleMs: 'manual',
    now: () => fixedNow,
    deliver: async (event, signatureHeader, rawBody) => {
      delivered.push({ event, signatureHeader, rawBody });
    },
    ...options,
  });
  return { provider, delivered };
}

function cardInput(number: string, cvc = '123') {
  return { number, expMonth: 12, expYear: 2030, cvc, name: 'Pat Shipper' };
}

function intentInput(token: string, overrides: Partial<CreateIntentInput> = {}): CreateIntentInput {
  return {
    amountCents: 12_550,
    currency: 'USD',
    method: { type: 'card', token },
    idempotencyKey: 'pay-inv-1001',
    description: 'Invoice INV-1001',
    metadata: { invoiceNumber: 'INV-1001', companyCode: 'ACME' },
    ...overrides,
  };
}

function catchProviderError(run: () => unknown): ProviderError {
  try {
    run();
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('sandbox provider: cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'Visa', '4242'],
    ['5555 5555 5555 4444', 'Mastercard', '4444'],
    ['3782 822463 10005', 'American Express', '0005'],
    ['4111-1111-1111-1111', 'Visa', '1111'],
    ['6011111111111117', 'Discover', '1117'],
    ['3566002020360505', 'JCB', '0505'],
  ])('charges %s successfully, keeping only the brand and last four', async (number, brand, last4) => {
    const { provider } = setUp();
    const card = provider.tokenizeCard(cardInput(number, brand === 'American Express' ? '1234' : '123'));
    expect(card).toEqual({ token: expect.stringMatching(/^tok_/), brand, last4 });

    const intent = await provider.createIntent(intentInput(card.token));
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      amountCents: 12_550,
      currency: 'USD',
      method: { type: 'card', brand, last4 },
      failureCode: null,
      failureMessage: null,
      metadata: { invoiceNumber: 'INV-1001', companyCode: 'ACME' },
      createdAt: fixedNow.toISOString(),
    });
    expect(await provider.retrieveIntent(intent.id)).toEqual(intent);
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
  ])('answers %s with a failed intent (%s), not an exception', async (number, code, message) => {
    const { provider, delivered } = setUp();
    const card = provider.tokenizeCard(cardInput(number));
    const intent = await provider.createIntent(intentInput(card.token));
    expect(intent).toMatchObject({ status: 'failed', failureCode: code, failureMessage: message });
    expect(intent.method).toEqual({ type: 'card', brand: 'Visa', last4: number.slice(-4) });

    await provider.flushDeliveries();
    expect(delivered.map((d) => d.event.type)).toEqual(['payment_intent.payment_failed']);
    expect(delivered[0]?.event.intent.id).toBe(intent.id);
  });

  it('sends a signed payment_intent.succeeded event for a successful card charge', async () => {
    const { provider, delivered } = setUp();
    const card = provider.tokenizeCard(cardInput('4242424242424242'));
    const intent = await provider.createIntent(intentInput(card.token));
    await provider.flushDeliveries();
    expect(delivered).toHaveLength(1);
    const [delivery] = delivered;
    if (!delivery) throw new Error('no delivery');
    const event = provider.verifyWebhook(delivery.rawBody, delivery.signatureHeader);
    expect(event).toEqual(delivery.event);
    expect(event).toMatchObject({ id: expect.stringMatching(/^evt_/), type: 'payment_intent.succeeded' });
    expect(event.intent).toEqual(intent);
  });

  it('requires a 4-digit security code on an Amex and a 3-digit one on other cards', () => {
    const { provider } = setUp();
    const amex = '378282246310005';
    expect(catchProviderError(() => provider.tokenizeCard(cardInput(amex, '123')))).toMatchObject({
      code: 'invalid_cvc',
      message: "Your card's security code must be 4 digits.",
    });
    expect(provider.tokenizeCard(cardInput(amex, '1234')).brand).toBe('American Express');
    expect(catchProviderError(() => provider.tokenizeCard(cardInput('4242424242424242', '1234')))).toMatchObject({
      code: 'invalid_cvc',
      message: "Your card's security code must be 3 digits.",
    });
    expect(catchProviderError(() => provider.tokenizeCard(cardInput('4242424242424242', '12a')))).toMatchObject({
      code: 'invalid_cvc',
    });
  });

  it('refuses an expired card at tokenization and accepts one valid through the current month', () => {
    const { provider } = setUp();
    const lastMonth = { ...cardInput('4242424242424242'), expMonth: 2, expYear: 2026 };
    expect(catchProviderError(() => provider.tokenizeCard(lastMonth))).toMatchObject({
      code: 'invalid_expiry',
      message: "Your card's expiration date is in the past.",
    });
    const lastYear = { ...cardInput('4242424242424242'), expMonth: 12, expYear: 25 };
    expect(catchProviderError(() => provider.tokenizeCard(lastYear)).code).toBe('invalid_expiry');
    const badMonth = { ...cardInput('4242424242424242'), expMonth: 13 };
    expect(catchProviderError(() => provider.tokenizeCard(badMonth))).toMatchObject({
      code: 'invalid_expiry',
      message: "Your card's expiration date is invalid.",
    });
    const tooFarAhead = { ...cardInput('4242424242424242'), expYear: 2060 };
    expect(catchProviderError(() => provider.tokenizeCard(tooFarAhead)).code).toBe('invalid_expiry');
    const thisMonth = { ...cardInput('4242424242424242'), expMonth: 3, expYear: 26 };
    expect(provider.tokenizeCard(thisMonth).last4).toBe('4242');
  });

  it('declines a token whose card expired after it was tokenized', async () => {
    let clock = fixedNow;
    const { provider } = setUp({ now: () => clock });
    const card = provider.tokenizeCard({ ...cardInput('4242424242424242'), expMonth: 3, expYear: 2026 });
    clock = new Date('2026-04-01T00:00:00.000Z');
    const intent = await provider.createIntent(intentInput(card.token));
    expect(intent).toMatchObject({ status: 'failed', failureCode: 'expired_card' });
  });

  it('refuses a number that fails the Luhn check without echoing it', () => {
    const { provider } = setUp();
    const error = catchProviderError(() => provider.tokenizeCard(cardInput('4242 4242 4242 4241')));
    expect(error).toMatchObject({ code: 'invalid_number', message: 'Your card number is invalid.' });
    expect(catchProviderError(() => provider.tokenizeCard(cardInput('4242'))).code).toBe('invalid_number');
    expect(catchProviderError(() => provider.tokenizeCard(cardInput('4242x4242x4242x4242'))).code).toBe(
      'invalid_number',
    );
  });

  it('refuses a number of no listed brand or of a length the brand does not issue', () => {
    const { provider } = setUp();
    expect(catchProviderError(() => provider.tokenizeCard(cardInput('9999999999999995'))).code).toBe('invalid_number');
    expect(catchProviderError(() => provider.tokenizeCard(cardInput('424242424242424'))).code).toBe('invalid_number');
  });

  it('refuses an unknown token, a token of the other kind and an invalid amount', async () => {
    const { provider } = setUp();
    await expect(provider.createIntent(intentInput('tok_missing'))).rejects.toMatchObject({
      code: 'token_not_found',
    });
    const card = provider.tokenizeCard(cardInput('4242424242424242'));
    await expect(
      provider.createIntent(intentInput(card.token, { method: { type: 'ach', token: card.token } })),
    ).rejects.toMatchObject({ code: 'token_not_found' });
    for (const amountCents of [0, -100, 10.5, 100_000_000]) {
      await expect(
        provider.createIntent(intentInput(card.token, { amountCents, idempotencyKey: `k-${amountCents}` })),
      ).rejects.toMatchObject({ code: 'invalid_request' });
    }
    expect(provider.__state().intents).toHaveLength(0);
  });
});

describe('sandbox provider: idempotency', () => {
  it('answers the same intent for the same key and body', async () => {
    const { provider, delivered } = setUp();
    const card = provider.tokenizeCard(cardInput('4242424242424242'));
    const first = await provider.createIntent(intentInput(card.token));
    const reordered = { companyCode: 'ACME', invoiceNumber: 'INV-1001' };
    const second = await provider.createIntent(intentInput(card.token, { metadata: reordered }));
    expect(second).toEqual(first);
    await provider.flushDeliveries();
    expect(delivered).toHaveLength(1);
  });

  it('makes one intent from 50 concurrent calls with one key', async () => {
    const { provider } = setUp();
    const card = provider.tokenizeCard(cardInput('4242424242424242'));
    const intents = await Promise.all(Array.from({ length: 50 }, () => provider.createIntent(intentInput(card.token))));
    expect(new Set(intents.map((intent) => intent.id)).size).toBe(1);
    expect(provider.__state().intents).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    const { provider } = setUp();
    const card = provider.tokenizeCard(cardInput('4242424242424242'));
    await provider.createIntent(intentInput(card.token));
    await expect(provider.createIntent(intentInput(card.token, { amountCents: 12_551 }))).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
    await expect(
      provider.createIntent(intentInput(card.token, { metadata: { invoiceNumber: 'INV-1002' } })),
    ).rejects.toBeInstanceOf(ProviderError);
    expect(provider.__state().intents).toHaveLength(1);
  });

  it('answers the same decline for a retried key', async () => {
    const { provider } = setUp();
    const card = provider.tokenizeCard(cardInput('4000000000000002'));
    const first = await provider.createIntent(intentInput(card.token));
    const again = await provider.createIntent(intentInput(card.token));
    expect(again).toEqual(first);
    expect(again.status).toBe('failed');
  });
});

describe('sandbox provider: ACH', () => {
  const bankAccount = {
    routingNumber: '110000000',
    accountNumber: '000123456789',
    accountType: 'checking' as const,
    holderName: 'Acme Logistics LLC',
  };

  it('is processing at once, then settles as succeeded with a delivered, verifiable webhook', async () => {
    const { provider, delivered } = setUp();
    const bank = provider.tokenizeBankAccount(bankAccount);
    expect(bank).toEqual({ token: expect.stringMatching(/^btok_/), last4: '6789', bankName: 'Sandbox Test Bank' });

    const intent = await provider.createIntent(intentInput(bank.token, { method: { type: 'ach', token: bank.token } }));
    expect(intent).toMatchObject({
      status: 'processing',
      method: { type: 'ach', accountType: 'checking', last4: '6789', bankName: 'Sandbox Test Bank' },
      failureCode: null,
    });
    await provider.flushDeliveries();
    expect(delivered).toHaveLength(0);

    expect(await provider.settlePending()).toBe(1);
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded' });
    expect(delivered).toHaveLength(1);
    const [delivery] = delivered;
    if (!delivery) throw new Error('no delivery');
    const event = provider.verifyWebhook(delivery.rawBody, delivery.signatureHeader);
    expect(event.id).toMatch(/^evt_/);
    expect(event.type).toBe('payment_intent.succeeded');
    expect(event.intent).toMatchObject({ id: intent.id, status: 'succeeded' });

    expect(await provider.settlePending()).toBe(0);
    expect(delivered).toHaveLength(1);
  });

  it(`returns account ${achReturnTestAccountNumber} when it settles`, async () => {
    const { provider, delivered } = setUp();
    const bank = provider.tokenizeBankAccount({
      ...bankAccount,
      routingNumber: '021000021',
      accountNumber: achReturnTestAccountNumber,
      accountType: 'savings',
    });
    const intent = await provider.createIntent(intentInput(bank.token, { method: { type: 'ach', token: bank.token } }));
    expect(intent.status).toBe('processing');
    expect(await provider.settlePending()).toBe(1);
    const settled = await provider.retrieveIntent(intent.id);
    expect(settled).toMatchObject({
      status: 'failed',
      failureCode: 'ach_returned',
      failureMessage: expect.stringContaining('Your bank returned the payment'),
      method: { type: 'ach', accountType: 'savings', last4: '1222', bankName: 'JPMorgan Chase Bank' },
    });
    const [delivery] = delivered;
    if (!delivery) throw new Error('no delivery');
    expect(provider.verifyWebhook(delivery.rawBody, delivery.signatureHeader)).toMatchObject({
      type: 'payment_intent.payment_failed',
      intent: { id: intent.id, failureCode: 'ach_returned' },
    });
  });

  it('settles on its own after achSettleMs', async () => {
    const { provider, delivered } = setUp({ achSettleMs: 0 });
    const bank = provider.tokenizeBankAccount(bankAccount);
    const intent = await provider.createIntent(intentInput(bank.token, { method: { type: 'ach', token: bank.token } }));
    expect(intent.status).toBe('processing');
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded' });
    expect(await provider.settlePending()).toBe(0);
    provider.close();
  });

  it('validates routing and account numbers', () => {
    const { provider } = setUp();
    expect(
      catchProviderError(() => provider.tokenizeBankAccount({ ...bankAccount, routingNumber: '110000001' })),
    ).toMatchObject({ code: 'invalid_routing_number', message: 'The routing number is invalid.' });
    expect(catchProviderError(() => provider.tokenizeBankAccount({ ...bankAccount, accountNumber: '12ab' })).code).toBe(
      'invalid_account_number',
    );
    expect(catchProviderError(() => provider.tokenizeBankAccount({ ...bankAccount, holderName: ' ' })).code).toBe(
      'invalid_request',
    );
    const other = provider.tokenizeBankAccount({ ...bankAccount, routingNumber: '011000138' });
    expect(other).toEqual({ token: expect.stringMatching(/^btok_/), last4: '6789' });
  });

  it('records a failed delivery and sends it again on request', async () => {
    let failing = true;
    const received: string[] = [];
    const { provider } = setUp({
      deliver: async (event) => {
        if (failing) throw new Error('billing is down');
        received.push(event.id);
      },
    });
    const bank = provider.tokenizeBankAccount(bankAccount);
    await provider.createIntent(intentInput(bank.token, { method: { type: 'ach', token: bank.token } }));
    expect(await provider.settlePending()).toBe(1);
    expect(provider.__state().events).toMatchObject([
      { delivery: 'failed', attempts: 1, lastError: 'billing is down' },
    ]);
    failing = false;
    expect(await provider.redeliverFailedEvents()).toBe(1);
    expect(provider.__state().events).toMatchObject([{ delivery: 'delivered', attempts: 2, lastError: null }]);
    expect(received).toHaveLength(1);
  });
});

describe('webhook verification', () => {
  const body = JSON.stringify({ hello: 'world' });

  async function deliveredEvent() {
    const { provider, delivered } = setUp();
    const card = provider.tokenizeCard(cardInput('4242424242424242'));
    await provider.createIntent(intentInput(card.token));
    await provider.flushDeliveries();
    const [delivery] = delivered;
    if (!delivery) throw new Error('no delivery');
    return { provider, delivery };
  }

  it('signs as t=<unix seconds>,v1=<hex hmac-sha256>', () => {
    const header = signWebhook(body, secret, fixedNow);
    expect(header).toMatch(/^t=1773576000,v1=[0-9a-f]{64}$/);
    expect(() => verifyWebhookSignature(body, header, secret, { now: fixedNow })).not.toThrow();
  });

  it('rejects a tampered body', async () => {
    const { provider, delivery } = await deliveredEvent();
    const tampered = delivery.rawBody.replace('"amountCents":12550', '"amountCents":1');
    expect(tampered).not.toBe(delivery.rawBody);
    expect(catchProviderError(() => provider.verifyWebhook(tampered, delivery.signatureHeader)).code).toBe(
      'invalid_signature',
    );
  });

  it('rejects a body signed with another secret', async () => {
    const { provider, delivery } = await deliveredEvent();
    const forged = signWebhook(delivery.rawBody, 'whsec_someone_else', fixedNow);
    expect(catchProviderError(() => provider.verifyWebhook(delivery.rawBody, forged)).code).toBe('invalid_signature');
  });

  it('rejects a timestamp 10 minutes old or ahead, and accepts one within 300 s', async () => {
    const { provider, delivery } = await deliveredEvent();
    const tenMinutesAgo = signWebhook(delivery.rawBody, secret, new Date(fixedNow.getTime() - 600_000));
    expect(catchProviderError(() => provider.verifyWebhook(delivery.rawBody, tenMinutesAgo))).toMatchObject({
      code: 'timestamp_out_of_tolerance',
    });
    const tenMinutesAhead = signWebhook(delivery.rawBody, secret, new Date(fixedNow.getTime() + 600_000));
    expect(catchProviderError(() => provider.verifyWebhook(delivery.rawBody, tenMinutesAhead)).code).toBe(
      'timestamp_out_of_tolerance',
    );
    const laterReceiver = new Date(fixedNow.getTime() + 299_000);
    expect(provider.verifyWebhook(delivery.rawBody, delivery.signatureHeader, laterReceiver).id).toBe(
      delivery.event.id,
    );
    const tooLate = new Date(fixedNow.getTime() + 301_000);
    expect(
      catchProviderError(() => provider.verifyWebhook(delivery.rawBody, delivery.signatureHeader, tooLate)).code,
    ).toBe('timestamp_out_of_tolerance');
  });

  it('rejects a missing or malformed header', async () => {
    const { provider, delivery } = await deliveredEvent();
    for (const header of [undefined, '', 'garbage', 't=abc,v1=00', `t=${Math.floor(fixedNow.getTime() / 1000)}`]) {
      expect(catchProviderError(() => provider.verifyWebhook(delivery.rawBody, header)).code).toBe('invalid_signature');
    }
    const [timestamp] = delivery.signatureHeader.split(',');
    expect(catchProviderError(() => provider.verifyWebhook(delivery.rawBody, `${timestamp},v1=abcd`)).code).toBe(
      'invalid_signature',
    );
  });

  it('accepts any matching v1 signature (secret rotation)', async () => {
    const { provider, delivery } = await deliveredEvent();
    const old = signWebhook(delivery.rawBody, 'whsec_old', fixedNow).split(',')[1];
    const header = `${delivery.signatureHeader},${old}`;
    expect(provider.verifyWebhook(delivery.rawBody, header).id).toBe(delivery.event.id);
  });

  it('rejects a correctly signed body that is not a payment event', () => {
    const { provider } = setUp();
    for (const raw of [body, 'not json', JSON.stringify({ id: 'evt_1', type: 'charge.refunded' })]) {
      const header = signWebhook(raw, secret, fixedNow);
      expect(catchProviderError(() => provider.verifyWebhook(raw, header)).code).toBe('invalid_payload');
    }
  });
});

describe('sandbox provider: no card or account data at rest', () => {
  it('never keeps a card number, a security code or an account number', async () => {
    const { provider, delivered } = setUp();
    const cards = [
      { number: '4242 4242 4242 4242', cvc: '371' },
      { number: '5555555555554444', cvc: '958' },
      { number: '3782-822463-10005', cvc: '7319' },
      { number: '4000000000000002', cvc: '846' },
    ];
    for (const [index, card] of cards.entries()) {
      const token = provider.tokenizeCard({ ...cardInput(card.number, card.cvc), name: 'Pat Shipper' });
      await provider.createIntent(intentInput(token.token, { idempotencyKey: `card-${index}` }));
    }
    const accountNumber = '000987654321';
    const bank = provider.tokenizeBankAccount({
      routingNumber: '110000000',
      accountNumber,
      accountType: 'checking',
      holderName: 'Acme Logistics LLC',
    });
    await provider.createIntent(
      intentInput(bank.token, { method: { type: 'ach', token: bank.token }, idempotencyKey: 'ach-1' }),
    );
    await provider.settlePending();

    const state = JSON.stringify(provider.__state());
    const webhooks = JSON.stringify(delivered);
    for (const text of [state, webhooks]) {
      for (const card of cards) {
        const digits = card.number.replace(/\D/g, '');
        expect(text).not.toContain(digits);
        expect(text).not.toContain(card.number);
        expect(text).not.toContain(digits.slice(0, 12));
        expect(text).not.toContain(`"${card.cvc}"`);
        expect(text).not.toContain(`:${card.cvc}`);
      }
      expect(text).not.toContain(accountNumber);
      expect(text).not.toMatch(/"(number|cvc|cvv|accountNumber)"/i);
    }
    expect(state).toContain('"last4":"4242"');
  });
});
