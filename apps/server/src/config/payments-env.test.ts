import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function env(values: Record<string, string>): NodeJS.ProcessEnv {
  const dir = mkdtempSync(path.join(tmpdir(), 'connect-pay-env-'));
  dirs.push(dir);
  return { DATA_DIR: dir, ...values };
}
function problemsOf(values: Record<string, string>): string[] {
  try {
    loadConfig(env(values));
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const production = { NODE_ENV: 'production', SESSION_SECRET: 'production-secret-production-secret-0001' };
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_live_SECRETvalue0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_SECRETwebhook0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_PUBLISHABLEvalue0123456789',
};

describe('payment provider configuration (issue #15: no sandbox in production)', () => {
  it('runs the sandbox outside production without any setting', () => {
    expect(loadConfig(env({})).payments).toEqual({ provider: 'sandbox', simulatedInProduction: false });
    expect(loadConfig(env({ NODE_ENV: 'test' })).payments).toEqual({
      provider: 'sandbox',
      simulatedInProduction: false,
    });
  });

  it('refuses to start in production without a real provider, naming the variable', () => {
    expect(problemsOf(production)).toEqual([
      'PAYMENT_PROVIDER is required when NODE_ENV=production: set it to stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the sandbox accepts test cards)',
    ]);
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toEqual([
      'PAYMENT_PROVIDER must be stripe when NODE_ENV=production (the sandbox accepts test cards); a staging site sets PAYMENTS_SANDBOX_IN_PRODUCTION=true',
    ]);
    expect(problemsOf({ ...production, PAYMENTS_SANDBOX_IN_PRODUCTION: 'false' })[0]).toMatch(/^PAYMENT_PROVIDER /);
  });

  it('runs the sandbox in production only when a staging site says so, and then marks payments simulated', () => {
    expect(loadConfig(env({ ...production, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' })).payments).toEqual({
      provider: 'sandbox',
      simulatedInProduction: true,
    });
    expect(
      loadConfig(env({ ...production, PAYMENT_PROVIDER: 'sandbox', PAYMENTS_SANDBOX_IN_PRODUCTION: 'yes' })).payments,
    ).toEqual({ provider: 'sandbox', simulatedInProduction: true });
    expect(problemsOf({ PAYMENTS_SANDBOX_IN_PRODUCTION: 'maybe' })).toEqual([
      'PAYMENTS_SANDBOX_IN_PRODUCTION must be true or false',
    ]);
    expect(
      problemsOf({ ...production, ...stripeKeys, PAYMENT_PROVIDER: 'stripe', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }),
    ).toEqual(['PAYMENTS_SANDBOX_IN_PRODUCTION applies only with PAYMENT_PROVIDER=sandbox']);
  });

  it('needs both Stripe secrets and never echoes them', () => {
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe',
      'STRIPE_PUBLISHABLE_KEY is required when NODE_ENV=production and PAYMENT_PROVIDER=stripe (the payment form creates payment methods with Stripe.js)',
    ]);
    const wrong = problemsOf({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'pk_live_PUBLISHABLEnotSECRET99',
      STRIPE_WEBHOOK_SECRET: 'SECRETwithoutPrefix0123',
    });
    expect(wrong).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)',
      'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)',
    ]);
    expect(wrong.join(' ')).not.toMatch(/PUBLISHABLEnotSECRET|SECRETwithoutPrefix/);
    expect(problemsOf({ PAYMENT_PROVIDER: 'paypal' })).toEqual(['PAYMENT_PROVIDER must be sandbox or stripe']);
  });

  it('configures Stripe from its variables; a local API base only outside production', () => {
    expect(loadConfig(env({ ...production, ...stripeKeys, PAYMENT_PROVIDER: 'stripe' })).payments).toEqual({
      provider: 'stripe',
      secretKey: stripeKeys.STRIPE_SECRET_KEY,
      webhookSecret: stripeKeys.STRIPE_WEBHOOK_SECRET,
      apiBase: 'https://api.stripe.com',
      browser: {
        publishableKey: stripeKeys.STRIPE_PUBLISHABLE_KEY,
        scriptUrl: 'https://js.stripe.com/endive/stripe.js',
      },
    });
    const local = { ...stripeKeys, PAYMENT_PROVIDER: 'stripe', STRIPE_API_BASE: 'http://127.0.0.1:12111/' };
    expect(loadConfig(env(local)).payments).toMatchObject({ apiBase: 'http://127.0.0.1:12111' });
    expect(problemsOf({ ...production, ...local })).toEqual([
      'STRIPE_API_BASE must start with https:// when NODE_ENV=production',
    ]);
    // Outside production the publishable key may be left out (server-side tests); the form then has no Stripe.js.
    const { STRIPE_PUBLISHABLE_KEY: _publishable, ...secretsOnly } = stripeKeys;
    expect(loadConfig(env({ ...secretsOnly, PAYMENT_PROVIDER: 'stripe' })).payments).toMatchObject({
      provider: 'stripe',
      browser: undefined,
    });
    expect(problemsOf({ ...local, STRIPE_API_BASE: 'ftp://stripe.example' })).toEqual([
      'STRIPE_API_BASE must start with http:// or https://',
    ]);
  });

  it('gives the browser the publishable key and Stripe.js URL, and refuses a production site without them (decision 057)', () => {
    const { STRIPE_PUBLISHABLE_KEY: _publishable, ...secretsOnly } = stripeKeys;
    const problems = problemsOf({ ...production, ...secretsOnly, PAYMENT_PROVIDER: 'stripe' });
    expect(problems).toEqual([
      'STRIPE_PUBLISHABLE_KEY is required when NODE_ENV=production and PAYMENT_PROVIDER=stripe (the payment form creates payment methods with Stripe.js)',
    ]);
    expect(
      loadConfig(
        env({
          ...stripeKeys,
          STRIPE_SECRET_KEY: 'sk_test_SECRETvalue0123456789',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_PUBLISHABLEvalue0123456789',
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_JS_URL: 'http://127.0.0.1:12111/v3/stripe.js',
        }),
      ).payments,
    ).toMatchObject({
      browser: {
        publishableKey: 'pk_test_PUBLISHABLEvalue0123456789',
        scriptUrl: 'http://127.0.0.1:12111/v3/stripe.js',
      },
    });
    expect(
      problemsOf({ ...production, ...stripeKeys, PAYMENT_PROVIDER: 'stripe', STRIPE_JS_URL: 'http://127.0.0.1/s.js' }),
    ).toEqual(['STRIPE_JS_URL must start with https:// when NODE_ENV=production']);
    const mixed = problemsOf({
      ...production,
      ...stripeKeys,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_PUBLISHABLEvalue0123456789',
    });
    expect(mixed).toEqual(['STRIPE_PUBLISHABLE_KEY must be a live key like STRIPE_SECRET_KEY (pk_live_…)']);
    expect(mixed.join(' ')).not.toMatch(/PUBLISHABLEvalue|SECRETvalue/);
    expect(
      problemsOf({ PAYMENT_PROVIDER: 'stripe', ...stripeKeys, STRIPE_PUBLISHABLE_KEY: 'sk_live_notPublic0123' }),
    ).toEqual(['STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_… or pk_test_…)']);
  });
});
