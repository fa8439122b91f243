import type { ServiceContext } from '../../context';
import { userTimeZone } from '@connect/domain/dates/time-zones';
import { getConfiguration } from '../configuration/configuration.service';
import { mailWords } from '../mail/mail-words';
import { sendMail } from '../mail/mail.service';
import { findPendingItems, findUsersWithPendingItems, markItemsSent } from './notifications.repository';
import { readStoredNotice, wordDigest, wordNotice } from './notification-texts';
import { inQuietHours, localMinutes } from './quiet-hours';

/** The hour of the user's day the daily digest goes out (decision 034). */
export const digestHour = 8;

type PendingUser = Awaited<ReturnType<typeof findUsersWithPendingItems>>[number];
type PendingItem = Awaited<ReturnType<typeof findPendingItems>>[number];

/**
 * One mail with the user's unsent notices, in the user's language now (decision 100): a notice kept with its code
 * and values is worded afresh; a row kept before reads as its stored title and body.
 */
async function sendHeld(
  ctx: ServiceContext,
  user: PendingUser,
  items: readonly PendingItem[],
  kind: 'digest' | 'held',
): Promise<number> {
  if (items.length === 0) return 0;
  // Claim the items first: a second instance running the same job at the same time sends nothing twice.
  const claimed = new Set(
    await markItemsSent(
      ctx.db,
      items.map((i) => i.id),
    ),
  );
  const mine = items.filter((i) => claimed.has(i.id));
  if (mine.length === 0) return 0;
  const configuration = await getConfiguration(ctx);
  const words = await mailWords(ctx, user.locale);
  const timeZone = userTimeZone(user.timeZone);
  const lines = mine.map((item) => {
    const notice = readStoredNotice(item.notice);
    if (!notice) return item;
    const worded = wordNotice(words, notice, { product: configuration.productName, link: item.link, timeZone });
    return { title: worded.title, body: worded.body, link: item.link };
  });
  const mail = wordDigest(words, kind, { product: configuration.productName, name: user.displayName }, lines);
  await sendMail(ctx, { to: user.email, subject: mail.subject, text: mail.text }).catch((error: unknown) => {
    console.error(`digest mail failed: ${error instanceof Error ? error.message : 'unknown error'}`);
  });
  return mine.length;
}

/**
 * The daily digest job (run hourly, decision 034): for each user with unsent notices whose local clock is in
 * the digest hour (08:00–08:59), or whose oldest notice waits more than a day (an instance was down), and who is
 * not within quiet hours, one mail with every unsent notice. Returns how many notices went out.
 */
export async function sendDailyDigests(ctx: ServiceContext, now = new Date()): Promise<number> {
  let sent = 0;
  for (const user of await findUsersWithPendingItems(ctx.db)) {
    const zone = userTimeZone(user.timeZone);
    if (inQuietHours(now, zone, user.quietHoursStart, user.quietHoursEnd)) continue;
    const items = await findPendingItems(ctx.db, user.userId);
    const oldest = items[0]?.createdAt;
    const overdue = oldest ? now.getTime() - new Date(oldest).getTime() > 24 * 3600 * 1000 : false;
    if (Math.floor(localMinutes(now, zone) / 60) !== digestHour && !overdue) continue;
    sent += await sendHeld(ctx, user, items, 'digest');
  }
  return sent;
}

/**
 * The quiet-hours release job (every few minutes, decision 034): notices of events the user keeps "at once"
 * that were held during quiet hours go out in one mail once the quiet hours are over; daily ones wait for the
 * digest. Returns how many notices went out.
 */
export async function releaseQuietHours(ctx: ServiceContext, now = new Date()): Promise<number> {
  let sent = 0;
  for (const user of await findUsersWithPendingItems(ctx.db)) {
    const zone = userTimeZone(user.timeZone);
    if (inQuietHours(now, zone, user.quietHoursStart, user.quietHoursEnd)) continue;
    const items = (await findPendingItems(ctx.db, user.userId)).filter((i) => i.frequency === 'immediate');
    sent += await sendHeld(ctx, user, items, 'held');
  }
  return sent;
}
