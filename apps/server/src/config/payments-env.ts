import { z } from 'zod';

/**
 * The payment provider's part of the environment (decision 026). Outside production the built-in sandbox runs by
 * default; production refuses to start without a real provider (`PAYMENT_PROVIDER=stripe` and its keys), unless
 * `PAYMENTS_SANDBOX_IN_PRODUCTION=true` says this is a staging deployment whose payments are simulated (every page
 * then says so). Messages name the variable and never echo a value.
 */

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const defaultStripeApiBase = 'https://api.stripe.com';
/** The Stripe.js that `@stripe/stripe-js` (the version the web app pins) loads itself (decision 057). */
export const defaultStripeJsUrl = 'https://js.stripe.com/endive/stripe.js';

export const paymentsEnvShape = {
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe'], { message: 'must be sandbox or stripe' }).optional(),
  PAYMENTS_SANDBOX_IN_PRODUCTION: flag.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_[A-Za-z0-9]{8,}$/, { message: 'must be a Stripe secret key (sk_live_… or sk_test_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=_-]{8,}$/, { message: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(live|test)_[A-Za-z0-9]{8,}$/, { message: 'must be a Stripe publishable key (pk_live_… or pk_test_…)' })
    .optional(),
  STRIPE_API_BASE: z
    .string()
    .url({ message: 'must be a URL' })
    .refine((value) => !URL.canParse(value) || ['http:', 'https:'].includes(new URL(value).protocol), {
      message: 'must start with http:// or https://',
    })
    .optional(),
  /** Where the browser loads Stripe.js from (decision 057): Stripe's own by default; a local fake in the journeys. */
  STRIPE_JS_URL: z
    .string()
    .url({ message: 'must be a URL' })
    .refine((value) => !URL.canParse(value) || ['http:', 'https:'].includes(new URL(value).protocol), {
      message: 'must start with http:// or https://',
    })
    .optional(),
};

type PaymentsEnv = {
  NODE_ENV: 'development' | 'production' | 'test';
  PAYMENT_PROVIDER?: 'sandbox' | 'stripe' | undefined;
  PAYMENTS_SANDBOX_IN_PRODUCTION?: boolean | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_API_BASE?: string | undefined;
  STRIPE_JS_URL?: string | undefined;
};

/** What the browser needs to create payment methods with Stripe.js (decision 057); both are public. */
export type StripeBrowserConfig = { publishableKey: string; scriptUrl: string };

export type PaymentsConfig =
  | {
      provider: 'sandbox';
      /** NODE_ENV=production with PAYMENTS_SANDBOX_IN_PRODUCTION=true: a staging site; every page says payments are simulated. */
      simulatedInProduction: boolean;
    }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** `https://api.stripe.com`, or a local fake in tests. */
      apiBase: string;
      /** Absent outside production when no STRIPE_PUBLISHABLE_KEY is set: the web form then cannot take card or bank details. */
      browser: StripeBrowserConfig | undefined;
    };

function chosenProvider(env: PaymentsEnv): 'sandbox' | 'stripe' | undefined {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  if (env.NODE_ENV !== 'production' || env.PAYMENTS_SANDBOX_IN_PRODUCTION) return 'sandbox';
  return undefined;
}

/** The cross-variable rules; each issue names its variable. */
export function checkPaymentsEnv(env: PaymentsEnv, ctx: z.RefinementCtx): void {
  const issue = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
  const production = env.NODE_ENV === 'production';
  const provider = chosenProvider(env);
  if (production && provider === undefined) {
    issue(
      'PAYMENT_PROVIDER',
      'is required when NODE_ENV=production: set it to stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the sandbox accepts test cards)',
    );
  }
  if (production && provider === 'sandbox' && !env.PAYMENTS_SANDBOX_IN_PRODUCTION) {
    issue(
      'PAYMENT_PROVIDER',
      'must be stripe when NODE_ENV=production (the sandbox accepts test cards); a staging site sets PAYMENTS_SANDBOX_IN_PRODUCTION=true',
    );
  }
  if (env.PAYMENTS_SANDBOX_IN_PRODUCTION && provider === 'stripe') {
    issue('PAYMENTS_SANDBOX_IN_PRODUCTION', 'applies only with PAYMENT_PROVIDER=sandbox');
  }
  if (provider === 'stripe') {
    if (!env.STRIPE_SECRET_KEY) issue('STRIPE_SECRET_KEY', 'is required when PAYMENT_PROVIDER=stripe');
    if (!env.STRIPE_WEBHOOK_SECRET) issue('STRIPE_WEBHOOK_SECRET', 'is required when PAYMENT_PROVIDER=stripe');
    if (production && env.STRIPE_API_BASE && new URL(env.STRIPE_API_BASE).protocol !== 'https:') {
      issue('STRIPE_API_BASE', 'must start with https:// when NODE_ENV=production');
    }
    if (production && !env.STRIPE_PUBLISHABLE_KEY) {
      issue(
        'STRIPE_PUBLISHABLE_KEY',
        'is required when NODE_ENV=production and PAYMENT_PROVIDER=stripe (the payment form creates payment methods with Stripe.js)',
      );
    }
    if (production && env.STRIPE_JS_URL && new URL(env.STRIPE_JS_URL).protocol !== 'https:') {
      issue('STRIPE_JS_URL', 'must start with https:// when NODE_ENV=production');
    }
    const secretMode = /^(?:sk|rk)_(live|test)_/.exec(env.STRIPE_SECRET_KEY ?? '')?.[1];
    const publishableMode = /^pk_(live|test)_/.exec(env.STRIPE_PUBLISHABLE_KEY ?? '')?.[1];
    if (secretMode && publishableMode && secretMode !== publishableMode) {
      issue('STRIPE_PUBLISHABLE_KEY', `must be a ${secretMode} key like STRIPE_SECRET_KEY (pk_${secretMode}_…)`);
    }
  }
}

/** The provider settings of a validated environment. */
export function paymentsConfigFrom(env: PaymentsEnv): PaymentsConfig {
  const provider = chosenProvider(env);
  if (provider === 'stripe') {
    return {
      provider: 'stripe',
      secretKey: env.STRIPE_SECRET_KEY ?? '',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      apiBase: (env.STRIPE_API_BASE ?? defaultStripeApiBase).replace(/\/+$/, ''),
      browser: env.STRIPE_PUBLISHABLE_KEY
        ? { publishableKey: env.STRIPE_PUBLISHABLE_KEY, scriptUrl: env.STRIPE_JS_URL ?? defaultStripeJsUrl }
        : undefined,
    };
  }
  return { provider: 'sandbox', simulatedInProduction: env.NODE_ENV === 'production' };
}
