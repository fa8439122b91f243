import { apiFetchFile } from '@/lib/api-client';
import { saveBlob, type DirectLink } from '@/components/data-grid/export-kit/download';
import { receiptPath, type PaymentChannel } from './create-payment';
import { applyGuestKey } from './guest-session';

/**
 * GET /api/payments/:id/receipt.pdf (or the guest's) and saves it. Answers a direct link when the browser
 * refused the automatic download; throws the ApiError of a failed call (404 while no receipt exists).
 */
export async function downloadReceipt(options: {
  channel: PaymentChannel;
  paymentId: string;
  fileName: string;
  guestToken?: string;
  /** The page's language: a guest's receipt is worded in it. */
  locale?: string;
}): Promise<DirectLink | null> {
  if (options.channel === 'guest') applyGuestKey(options.guestToken ?? '');
  const response = await apiFetchFile(receiptPath(options.channel, options.paymentId, options.locale));
  const blob = await response.blob();
  return saveBlob(blob, options.fileName);
}
