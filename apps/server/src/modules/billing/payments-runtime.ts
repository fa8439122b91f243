import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config/env';
import type { PaymentsRuntime } from '../../context';
import { createSandboxProvider } from '../payments/provider/sandbox-provider';

export const sandboxWebhookPath = '/api/payments/webhooks/sandbox';
export const webhookSignatureHeader = 'connect-signature';

/**
 * The payment provider of this instance: the built-in sandbox (test cards, ACH that settles after a while, signed
 * webhooks delivered to our own webhook route). A real processor plugs in here behind the same interface. The
 * webhook secret is derived from the session secret, so nothing else needs configuring.
 */
export function createPaymentsRuntime(
  config: AppConfig,
  deliver: (event: { signature: string; rawBody: string }) => Promise<void>,
): PaymentsRuntime {
  const webhookSecret = createHmac('sha256', config.sessionSecret).update('sandbox-payments-webhook').digest('hex');
  const sandbox = createSandboxProvider({
    webhookSecret,
    achSettleMs: config.nodeEnv === 'test' ? 'manual' : 2000,
    deliver: (_event, signature, rawBody) => deliver({ signature, rawBody }),
  });
  return { provider: sandbox, sandbox, webhookSecret };
}
