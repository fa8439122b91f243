import { createHash, randomBytes } from 'node:crypto';
import type { GuestSession } from '@connect/contracts/billing/billing.schemas';
import { AppError } from '../../errors/app-error';
import { formatUsd } from '@connect/domain/billing/money';
import type { SignedInContext, ServiceContext } from '../../context';
import { recordCompanyAction } from '../audit/audit.service';
import { notifyInvoicePosted } from '../notifications/notifications.service';
import type { BillingScope } from './billing.repository';
import {
  findGuestLink,
  findGuestSession,
  findInvoiceForPosting,
  findInvoiceNumbers,
  insertGuestLink,
  insertGuestSession,
  markLinkExchanged,
} from './guest.repository';

/** How long a 'Pay invoice' link works, and how long the guest session it is exchanged for lasts. */
export const guestLinkDays = 30;
export const guestSessionMinutes = 30;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** 256 random bits, URL-safe. */
const newSecret = () => randomBytes(32).toString('base64url');

/**
 * A 'Pay invoice' link for some invoices of one company (spec 1 guest mode: `id` is the guest key, with
 * `companyCode` and `invoices`). Only the key's hash is stored; the key is in the link and nowhere else.
 */
export async function createGuestLink(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  input: { companyId: string; companyCode: string; invoiceIds: string[]; email: string },
): Promise<{ url: string; expiresAt: Date }> {
  const numbers = await findInvoiceNumbers(ctx.db, input.companyId, input.invoiceIds);
  if (numbers.length !== input.invoiceIds.length) throw new AppError('NOT_FOUND');
  const key = newSecret();
  const expiresAt = new Date(Date.now() + guestLinkDays * 86_400_000);
  await insertGuestLink(ctx.db, {
    companyId: input.companyId,
    keyHash: hash(key),
    invoiceIds: input.invoiceIds,
    email: input.email,
    expiresAt,
  });
  const query = new URLSearchParams({
    id: key,
    companyCode: input.companyCode,
    invoices: numbers
      .map((n) => n.invoiceNumber)
      .sort()
      .join(','),
  });
  return { url: `${ctx.config.publicUrl}/billing/guest-mode-payment?${query.toString()}`, expiresAt };
}

const invalid = () => new AppError('GUEST_INVALID');

/**
 * Exchanges a link for a short-lived guest session: the key must be live and the link's other parameters must
 * be the ones it was made with (a tampered company code or invoice list is refused like a wrong key).
 */
export async function openGuestSession(
  ctx: Pick<ServiceContext, 'db'>,
  input: { id: string; companyCode: string; invoices: string },
): Promise<GuestSession> {
  const now = new Date();
  const found = await findGuestLink(ctx.db, hash(input.id), now);
  if (!found || found.companyCode !== input.companyCode) throw invalid();
  const numbers = await findInvoiceNumbers(ctx.db, found.link.companyId, found.link.invoiceIds);
  const expected = numbers
    .map((n) => n.invoiceNumber)
    .sort()
    .join(',');
  const given = input.invoices
    .split(',')
    .map((n) => n.trim())
    .sort()
    .join(',');
  if (expected !== given) throw invalid();
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + guestSessionMinutes * 60_000);
  await insertGuestSession(ctx.db, { linkId: found.link.id, tokenHash: hash(token), expiresAt });
  if (!found.link.exchangedAt) await markLinkExchanged(ctx.db, found.link.id, now);
  return {
    guestToken: token,
    expiresAt: expiresAt.toISOString(),
    companyCode: found.companyCode,
    companyName: found.companyName,
  };
}

export type GuestPrincipal = { scope: BillingScope; companyId: string; linkId: string; email: string };

/** The guest behind an `x-req-key` header: only the linked invoices of that company, nothing else. */
export async function resolveGuest(
  ctx: Pick<ServiceContext, 'db'>,
  token: string | undefined,
): Promise<GuestPrincipal> {
  if (!token || token.length > 200) throw invalid();
  const found = await findGuestSession(ctx.db, hash(token), new Date());
  if (!found) throw invalid();
  return {
    scope: { companyIds: [found.link.companyId], invoiceIds: found.link.invoiceIds },
    companyId: found.link.companyId,
    linkId: found.link.id,
    email: found.link.email,
  };
}

/**
 * The forwarder posts an invoice (Invoice Posted, 9999): each billing user of the company who keeps the event on
 * gets an e-mail with a 'Pay invoice' link of their own.
 */
export async function postInvoice(ctx: SignedInContext, invoiceId: string): Promise<{ notified: number }> {
  const invoice = await findInvoiceForPosting(ctx.db, invoiceId);
  if (!invoice) throw new AppError('NOT_FOUND');
  const notified = await notifyInvoicePosted(ctx, {
    companyId: invoice.companyId,
    invoiceNumber: invoice.invoiceNumber,
    amountText: formatUsd(invoice.balanceCents),
    dueDate: invoice.dueDate,
    payLink: async (email) =>
      (
        await createGuestLink(ctx, {
          companyId: invoice.companyId,
          companyCode: invoice.companyCode,
          invoiceIds: [invoice.id],
          email,
        })
      ).url,
  });
  await recordCompanyAction(ctx, {
    action: 'invoice.posted',
    companyId: invoice.companyId,
    details: { invoiceId, notified },
  });
  return { notified };
}
