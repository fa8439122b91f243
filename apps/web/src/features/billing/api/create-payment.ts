import { paymentSchema, type CreatePaymentInput, type Payment } from '@connect/contracts/billing/payments.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';
import { applyGuestKey } from './guest-session';

/** Who pays: a signed-in customer (`/api/payments`) or a guest with a link (`/api/guest/payments`, x-req-key). */
export type PaymentChannel = 'customer' | 'guest';

const paymentsPath: Record<PaymentChannel, string> = { customer: '/api/payments', guest: '/api/guest/payments' };

/**
 * A key for one payment attempt: the server makes one payment per key (retries of the attempt reuse it). A UUID;
 * 32 random hex digits where the browser offers no randomUUID (it exists in secure contexts only).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /api/payments (or the guest's) with its Idempotency-Key header: the server makes one payment per key.
 * Failures carry their codes (PAYMENT_DECLINED with the provider's text, IN_FLIGHT, IDEMPOTENCY_MISMATCH).
 */
export function createPayment(options: {
  channel: PaymentChannel;
  /** The guest's key (guest channel). */
  guestToken?: string;
  body: CreatePaymentInput;
  idempotencyKey: string;
}): Promise<Payment> {
  const { channel, body, idempotencyKey } = options;
  // A guest has no session to renew: its key alone goes along.
  if (channel === 'guest') applyGuestKey(options.guestToken ?? '');
  return apiRequest(paymentsPath[channel], {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: paymentSchema,
    bypassSessionCheck: channel === 'guest',
  });
}

/** GET /api/payments/:id (or the guest's, with the guest's key): the payment as its receipt. */
export function getPayment(
  channel: PaymentChannel,
  id: string,
  options: { guestToken?: string; signal?: AbortSignal } = {},
): Promise<Payment> {
  const { signal } = options;
  if (channel === 'guest') applyGuestKey(options.guestToken ?? '');
  return apiRequest(`${paymentsPath[channel]}/${encodeURIComponent(id)}`, {
    schema: paymentSchema,
    loader: false,
    signal,
    bypassSessionCheck: channel === 'guest',
  });
}

/**
 * The receipt PDF of a payment. A guest's page sends its own language (`locale`), since the server knows no
 * profile for a guest; a signed-in user's receipt reads in their My Profile language.
 */
export function receiptPath(channel: PaymentChannel, id: string, locale?: string): string {
  const path = `${paymentsPath[channel]}/${encodeURIComponent(id)}/receipt.pdf`;
  return channel === 'guest' && locale ? `${path}?locale=${encodeURIComponent(locale)}` : path;
}

/** A payment: `key` is the session key, or for a guest the guest's key. */
export function usePayment(channel: PaymentChannel, id: string | undefined, key: string) {
  return useQuery({
    queryKey: channel === 'guest' ? billingKeys.guestPayment(id ?? '', key) : billingKeys.payment(id ?? '', key),
    queryFn: ({ signal }) =>
      getPayment(channel, id ?? '', { signal, guestToken: channel === 'guest' ? key : undefined }),
    enabled: Boolean(id) && key !== '',
  });
}
