import { userTimeZone } from '@connect/domain/dates/time-zones';
import type { ServiceContext } from '../../context';
import type { PrintWords } from '../billing/billing-print-words';
import { getConfiguration } from '../configuration/configuration.service';
import { mailWords } from '../mail/mail-words';
import { sendMail } from '../mail/mail.service';
import { insertDigestItem, type Recipient } from './notifications.repository';
import { wordNotice, type NoticeText } from './notification-texts';
import { inQuietHours } from './quiet-hours';

/** A notice to deliver: its code and values, its link and what the realtime message carries beside the words. */
export type Notice = {
  companyId: string;
  eventTypeId: number;
  notice: NoticeText;
  /** The notice's link, the same for everyone or one per recipient (an invoice's own 'Pay invoice' link). */
  link: string | ((recipient: Recipient) => Promise<string>);
  push: { type: string; data: Record<string, unknown> };
};

/**
 * One notice to each recipient, worded in the recipient's language (My Profile; an inactive one falls back to the
 * default language, decision 100), as their preference says: in-portal → a realtime `msgToClient`; e-mail → a
 * mail at once, or a digest item when the frequency is daily or the recipient is within quiet hours (sent later
 * by the background jobs, decision 034, and worded again then). A failed mail is logged, nothing undone.
 */
export async function deliver(ctx: ServiceContext, recipients: readonly Recipient[], notice: Notice): Promise<void> {
  if (recipients.length === 0) return;
  const configuration = await getConfiguration(ctx);
  const wordsByLocale = new Map<string, Promise<PrintWords>>();
  const wordsFor = (locale: string) => {
    let words = wordsByLocale.get(locale);
    if (!words) {
      words = mailWords(ctx, locale);
      wordsByLocale.set(locale, words);
    }
    return words;
  };
  const now = new Date();
  for (const recipient of recipients) {
    const link = typeof notice.link === 'string' ? notice.link : await notice.link(recipient);
    const zone = userTimeZone(recipient.timeZone);
    const worded = wordNotice(await wordsFor(recipient.locale), notice.notice, {
      product: configuration.productName,
      link,
      timeZone: zone,
    });
    if (recipient.portalEnabled)
      ctx.push?.(recipient.userId, {
        type: notice.push.type,
        title: worded.title,
        body: worded.body,
        data: notice.push.data,
      });
    if (!recipient.emailEnabled) continue;
    if (
      recipient.frequency === 'daily' ||
      inQuietHours(now, zone, recipient.quietHoursStart, recipient.quietHoursEnd)
    ) {
      await insertDigestItem(ctx.db, {
        userId: recipient.userId,
        companyId: notice.companyId,
        eventTypeId: notice.eventTypeId,
        title: worded.title,
        body: worded.body,
        link,
        notice: notice.notice,
      });
      continue;
    }
    await sendMail(ctx, {
      to: recipient.email,
      subject: worded.subject,
      text: worded.text(recipient.displayName),
    }).catch((error: unknown) => {
      console.error(`${notice.push.type} mail failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    });
  }
}
