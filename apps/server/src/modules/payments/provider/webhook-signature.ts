import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ProviderError, type WebhookEvent } from '../../../ports/payment-provider';

/** How far (either way) a webhook's signed timestamp may be from the receiver's clock. */
export const webhookToleranceSeconds = 300;

function computeSignature(rawBody: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The signature header for a body: `t=<unix seconds>,v1=<hex hmac-sha256 of "<t>.<raw body>">`. */
export function signWebhook(rawBody: string, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${computeSignature(rawBody, secret, timestamp)}`;
}

function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1') signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return undefined;
  return { timestamp, signatures };
}

/**
 * Checks the signature (constant-time, any of several `v1` values may match, as during a secret rotation) and
 * then the timestamp (within `toleranceSeconds` of `now`, either way). Throws ProviderError('invalid_signature')
 * or ProviderError('timestamp_out_of_tolerance').
 */
export function verifyWebhookSignature(
  rawBody: string,
  signatureHeader: string | undefined,
  secret: string,
  options: { now: Date; toleranceSeconds?: number },
): void {
  const parsed = signatureHeader ? parseSignatureHeader(signatureHeader) : undefined;
  if (!parsed) throw new ProviderError('invalid_signature', 'The webhook signature header is missing or malformed.');
  const expected = Buffer.from(computeSignature(rawBody, secret, parsed.timestamp), 'hex');
  const matches = parsed.signatures.some((signature) => {
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
  });
  if (!matches) throw new ProviderError('invalid_signature', 'The webhook signature does not match the payload.');
  const tolerance = options.toleranceSeconds ?? webhookToleranceSeconds;
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > tolerance) {
    throw new ProviderError('timestamp_out_of_tolerance', 'The webhook timestamp is outside the allowed tolerance.');
  }
}

const isoDateTime = z.iso.datetime();
const failureCodeSchema = z.enum([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'ach_returned',
]);

const paymentIntentSchema = z.object({
  id: z.string().startsWith('pi_'),
  status: z.enum(['succeeded', 'processing', 'failed']),
  amountCents: z.number().int().positive(),
  currency: z.literal('USD'),
  method: z.discriminatedUnion('type', [
    z.object({ type: z.literal('card'), brand: z.string(), last4: z.string().regex(/^\d{4}$/) }),
    z.object({
      type: z.literal('ach'),
      accountType: z.enum(['checking', 'savings']),
      last4: z.string().regex(/^\d{4}$/),
      bankName: z.string().optional(),
    }),
  ]),
  failureCode: failureCodeSchema.nullable(),
  failureMessage: z.string().nullable(),
  description: z.string(),
  metadata: z.record(z.string(), z.string()),
  createdAt: isoDateTime,
});

const webhookEventSchema: z.ZodType<WebhookEvent> = z.object({
  id: z.string().startsWith('evt_'),
  type: z.enum(['payment_intent.succeeded', 'payment_intent.payment_failed']),
  createdAt: isoDateTime,
  intent: paymentIntentSchema,
});

/** Parses a verified body into a WebhookEvent; throws ProviderError('invalid_payload'). */
export function parseWebhookEvent(rawBody: string): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ProviderError('invalid_payload', 'The webhook body is not valid JSON.');
  }
  const result = webhookEventSchema.safeParse(json);
  if (!result.success) throw new ProviderError('invalid_payload', 'The webhook body is not a payment event.');
  return result.data;
}
