import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GuestSession } from '@connect/contracts/billing/billing.schemas';
import { messages } from '@connect/contracts/errors/messages';
import { AppError } from '../../errors/app-error';
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
  bindLinkToDevice,
  findLinkDeviceHash,
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

/** The browser cookie a link is bound to: 256 random bits, stored (on the link) only as SHA-256. */
export const guestDeviceCookieName = 'connect_gd';
const isDeviceToken = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

export type OpenedGuestSession = {
  session: GuestSession;
  /** The device cookie to (re)set: the one the browser sent, or a new one. */
  deviceToken: string;
};

/**
 * Exchanges a link for a short-lived guest session: the key must be live and the link's other parameters must
 * be the ones it was made with (a tampered company code or invoice list is refused like a wrong key). Issue #15:
 * - a link whose invoices are all paid has ended ('Invoice already paid', 410);
 * - the first exchange binds the link to the browser's device cookie; a later exchange from the same browser
 *   opens a new session (a reload after the session expired), one from any other device is refused and audited.
 */
export async function openGuestSession(
  ctx: ServiceContext,
  input: { id: string; companyCode: string; invoices: string },
  deviceCookie: string | undefined,
): Promise<OpenedGuestSession> {
  const now = new Date();
  const found = await findGuestLink(ctx.db, hash(input.id), now);
  if (!found || found.companyCode !== input.companyCode) throw invalid();
  const linked = await findInvoiceNumbers(ctx.db, found.link.companyId, found.link.invoiceIds);
  const expected = linked
    .map((n) => n.invoiceNumber)
    .sort()
    .join(',');
  const given = input.invoices
    .split(',')
    .map((n) => n.trim())
    .sort()
    .join(',');
  if (expected !== given) throw invalid();
  if (linked.every((invoice) => invoice.balanceCents <= 0))
    throw new AppError('GUEST_LINK_PAID', { message: messages.invoiceAlreadyPaid });

  const deviceToken = isDeviceToken(deviceCookie) ? deviceCookie : newSecret();
  const deviceHash = hash(deviceToken);
  const firstDevice = !found.link.deviceHash && (await bindLinkToDevice(ctx.db, found.link.id, deviceHash, now));
  const boundTo = firstDevice
    ? deviceHash
    : (found.link.deviceHash ?? (await findLinkDeviceHash(ctx.db, found.link.id)));
  if (!boundTo || !safeEqual(boundTo, deviceHash)) {
    await recordCompanyAction(ctx, {
      action: 'guest.exchange_refused',
      companyId: found.link.companyId,
      details: { guestLinkId: found.link.id, reason: 'other_device' },
    });
    throw new AppError('GUEST_LINK_IN_USE', { messageKey: 'server.billing.guestLinkOtherDevice' });
  }

  const token = newSecret();
  const expiresAt = new Date(now.getTime() + guestSessionMinutes * 60_000);
  await insertGuestSession(ctx.db, { linkId: found.link.id, tokenHash: hash(token), expiresAt });
  await recordCompanyAction(ctx, {
    action: 'guest.session_opened',
    companyId: found.link.companyId,
    details: { guestLinkId: found.link.id, firstDevice },
  });
  return {
    session: {
      guestToken: token,
      expiresAt: expiresAt.toISOString(),
      companyCode: found.companyCode,
      companyName: found.companyName,
    },
    deviceToken,
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
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
    amountCents: invoice.balanceCents,
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
