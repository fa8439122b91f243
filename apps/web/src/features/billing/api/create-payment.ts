import { paymentSchema, type CreatePaymentInput, type Payment } from '@connect/contracts/billing/billing.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiErrorOf, ApiError, apiRequest, prepareRequestHeaders, readBody } from '../../../lib/api-client';
import { extractErrorText } from '../../../lib/error-text';
import { beginLoading } from '../../../lib/loader-store';
import { requestHeaders } from '../../../lib/request-headers';
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
 * POST /api/payments (or the guest's) with its Idempotency-Key header. The API client has no way to add a header,
 * so this sends the request itself with the same credentials and reads failures the way the client does (the
 * provider's decline text on 402, 'Invoice already paid' on 400, 409 while the same key is in flight).
 */
export async function createPayment(options: {
  channel: PaymentChannel;
  /** The guest's key (guest channel). */
  guestToken?: string;
  body: CreatePaymentInput;
  idempotencyKey: string;
}): Promise<Payment> {
  const { channel, body, idempotencyKey } = options;
  // A guest has no session to renew: its key alone goes along.
  if (channel === 'guest') applyGuestKey(options.guestToken ?? '');
  const credentials = channel === 'guest' ? requestHeaders() : await prepareRequestHeaders();
  const done = beginLoading();
  try {
    let response: Response;
    try {
      response = await fetch(new URL(paymentsPath[channel], window.location.origin), {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
          ...credentials,
        },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiError(extractErrorText({ status: 0 }).text, 0, undefined, undefined, false);
    }
    if (!response.ok) throw await apiErrorOf(response);
    return paymentSchema.parse(await readBody(response));
  } finally {
    done();
  }
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

/** The receipt PDF of a payment. */
export function receiptPath(channel: PaymentChannel, id: string): string {
  return `${paymentsPath[channel]}/${encodeURIComponent(id)}/receipt.pdf`;
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
