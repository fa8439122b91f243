import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config/env';
import type { PaymentsRuntime } from '../../context';
import { createSandboxProvider, type SandboxProvider } from '../payments/provider/sandbox-provider';
import { createStripeProvider } from '../payments/provider/stripe-provider';

export const sandboxWebhookPath = '/api/payments/webhooks/sandbox';
export const webhookSignatureHeader = 'connect-signature';
export const stripeWebhookPath = '/api/payments/webhooks/stripe';
export const stripeSignatureHeader = 'stripe-signature';

/** The sandbox behind each runtime, whole: the context holds only its port (decision 111). */
const sandboxProviders = new WeakMap<PaymentsRuntime, SandboxProvider>();

/** The built-in sandbox of a runtime with all its controls (settling ACH, deliveries, state), for tests. */
export function sandboxProviderOf(runtime: PaymentsRuntime): SandboxProvider | undefined {
  return sandboxProviders.get(runtime);
}

/**
 * The payment provider of this instance (decision 026), chosen by the configuration:
 * - `stripe`: Stripe's API; its webhooks arrive at `/api/payments/webhooks/stripe`, signed with
 *   STRIPE_WEBHOOK_SECRET. No sandbox and no token routes exist.
 * - `sandbox` (outside production, or a staging site with PAYMENTS_SANDBOX_IN_PRODUCTION=true): test cards, ACH that
 *   settles after a while, signed webhooks delivered to our own webhook route; the secret is derived from the
 *   session secret, so nothing else needs configuring.
 */
export function createPaymentsRuntime(
  config: AppConfig,
  deliver: (event: { signature: string; rawBody: string }) => Promise<void>,
): PaymentsRuntime {
  const payments = config.payments;
  if (payments.provider === 'stripe') {
    return {
      provider: createStripeProvider({
        secretKey: payments.secretKey,
        webhookSecret: payments.webhookSecret,
        apiBase: payments.apiBase,
      }),
      sandbox: undefined,
      simulated: false,
      webhook: { path: stripeWebhookPath, signatureHeader: stripeSignatureHeader },
      webhookSecret: payments.webhookSecret,
      browser: payments.browser,
    };
  }
  const webhookSecret = createHmac('sha256', config.sessionSecret).update('sandbox-payments-webhook').digest('hex');
  const sandbox = createSandboxProvider({
    webhookSecret,
    achSettleMs: config.nodeEnv === 'test' ? 'manual' : 2000,
    deliver: (_event, signature, rawBody) => deliver({ signature, rawBody }),
  });
  const runtime: PaymentsRuntime = {
    provider: sandbox,
    sandbox,
    simulated: payments.simulatedInProduction,
    webhook: { path: sandboxWebhookPath, signatureHeader: webhookSignatureHeader },
    webhookSecret,
  };
  sandboxProviders.set(runtime, sandbox);
  return runtime;
}
