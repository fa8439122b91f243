/**
 * The words of an event notice in its reader's language (issue #17, decision 100): the pushed title and body, the
 * mail's subject and text and a digest's line, from the catalogue's `mails.notices` through `printWords` (area
 * `mails`, `mailWords`). A notice is a code and its values (`NoticeText`), so a notice kept for a digest is worded
 * when the digest goes out, in the language the reader has then. Days and times are by Intl in the reader's locale
 * and zone, en-US included (decision 107).
 */
import { z } from 'zod';
import { eventTypes } from '@connect/domain/reference/enumerations';
import type { PrintWords } from '../billing/billing-print-words';

/** What a notice says, as a code (`kind`) and its values; stored as is with a digest item. */
export const noticeTextSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('shipment'),
    eventCode: z.number().int(),
    /** The event's name as the feed knows it, for a code the catalogue does not name. */
    eventName: z.string(),
    houseBill: z.string(),
    location: z.string(),
    /** ISO instant of the event. */
    at: z.string(),
    /** The shipment's status: the name of its latest milestone (or as stored). */
    status: z.string(),
  }),
  z.object({
    kind: z.literal('warehouseOrder'),
    eventCode: z.union([z.literal(1001), z.literal(1002), z.literal(1003)]),
    fileNumber: z.string(),
    referenceNo: z.string(),
    note: z.string(),
  }),
  z.object({
    kind: z.literal('lowStock'),
    sku: z.string(),
    description: z.string(),
    warehouseName: z.string(),
    available: z.number(),
    threshold: z.number(),
    /** ISO instant the stock fell; written in the reader's own time zone. */
    at: z.string(),
  }),
  z.object({
    kind: z.literal('receiptDisputed'),
    wrNumber: z.string(),
    byName: z.string(),
    companyName: z.string(),
    reason: z.string(),
  }),
  z.object({
    kind: z.literal('booking'),
    eventTypeId: z.union([z.literal(5555), z.literal(4444), z.literal(3333), z.literal(2222)]),
    reference: z.string(),
    companyName: z.string(),
    /** The forwarder's review notes ('' none). */
    notes: z.string(),
    /** The lane of a submitted booking (2222). */
    origin: z.string(),
    destination: z.string(),
  }),
  z.object({
    kind: z.literal('invoicePosted'),
    invoiceNumber: z.string(),
    amountCents: z.number().int(),
    /** YYYY-MM-DD. */
    dueDate: z.string(),
  }),
]);
export type NoticeText = z.infer<typeof noticeTextSchema>;

/** A stored notice's code and values, or undefined for a row kept before notices were stored so (or unreadable). */
export function readStoredNotice(stored: unknown): NoticeText | undefined {
  const parsed = noticeTextSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export type NoticeReader = {
  /** The portal's product name (configuration). */
  product: string;
  /** The notice's link for this reader. */
  link: string;
  /** The reader's IANA time zone. */
  timeZone: string;
};

export type NoticeWords = {
  title: string;
  body: string;
  subject: string;
  /** The mail's text for a reader called `name`. */
  text: (name: string) => string;
};

const eventCodeByName = new Map<string, number>(eventTypes.map((e) => [e.name, e.code]));

/**
 * The formats of a notice's days, instants and quantities, by Intl in the reader's locale (decision 107): a day as
 * the locale's short numeric day (en-US `12/01/2026`, as the spec writes dates), an instant in the reader's time
 * zone with the zone's name (`11/24/2026 04:05 CST`). en-US quantities stay plain numbers, as its notices always
 * wrote them (decision 100).
 */
function noticeFormats(words: PrintWords) {
  const plainQuantities = words.locale === 'en-US';
  return {
    /** An ISO instant as the day and 24-hour time in the reader's zone, with the zone's short name. */
    zonedTime: (iso: string, timeZone: string): string => words.instant(iso, timeZone),
    /** A YYYY-MM-DD day. */
    day: (day: string): string => words.date(day),
    /** A quantity. */
    quantity: (value: number): string => (plainQuantities ? String(value) : words.number(value, 0, 3)),
    /** An instant as the reader's medium day and short time in their zone. */
    localTime: (iso: string, timeZone: string): string =>
      new Intl.DateTimeFormat(words.locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
  };
}

/** The name of an event id of spec 1 §3 in the reader's language; `fallback` for an id the catalogue lacks. */
function eventWord(words: PrintWords, code: number, fallback: string): string {
  return words.word(`events.${code}`, fallback);
}

/** A mail's paragraphs: the greeting, then each given paragraph, a blank line between, ending with a line break. */
function mailText(words: PrintWords, name: string, paragraphs: readonly string[]): string {
  return `${[words.say('greeting', { name }), ...paragraphs].join('\n\n')}\n`;
}

/** Every text of one notice for one reader, in the language of `words`. */
export function wordNotice(words: PrintWords, notice: NoticeText, reader: NoticeReader): NoticeWords {
  const say = (key: string, values?: Record<string, string | number>) => words.say(`notices.${key}`, values);
  const formats = noticeFormats(words);
  const { product, link } = reader;
  const open = say('open', { product, link });
  const titled = (title: string, body: string, text: (name: string) => string): NoticeWords => ({
    title,
    body,
    subject: say('subject', { product, title }),
    text,
  });
  switch (notice.kind) {
    case 'shipment': {
      const event = eventWord(words, notice.eventCode, notice.eventName);
      const when = formats.zonedTime(notice.at, reader.timeZone);
      const statusCode = eventCodeByName.get(notice.status);
      const status = statusCode === undefined ? notice.status : eventWord(words, statusCode, notice.status);
      const body = notice.location
        ? say('shipment.bodyAt', { event, location: notice.location, when })
        : say('shipment.body', { event, when });
      const line = say('shipment.line', { houseBill: notice.houseBill, body });
      return titled(say('shipment.title', { event, houseBill: notice.houseBill }), body, (name) =>
        mailText(words, name, [`${line}\n${say('shipment.status', { status })}`, open, say('shipment.why')]),
      );
    }
    case 'warehouseOrder': {
      const event = eventWord(words, notice.eventCode, String(notice.eventCode));
      const values = { event, fileNumber: notice.fileNumber, reference: notice.referenceNo };
      const body = notice.note
        ? say('warehouseOrder.bodyWithNote', { ...values, note: notice.note })
        : say('warehouseOrder.body', values);
      return titled(say('warehouseOrder.title', values), body, (name) =>
        mailText(words, name, [body, open, say('warehouseOrder.why')]),
      );
    }
    case 'lowStock': {
      const body = say('lowStock.body', {
        sku: notice.sku,
        description: notice.description,
        warehouse: notice.warehouseName,
        available: formats.quantity(notice.available),
        threshold: formats.quantity(notice.threshold),
        when: formats.localTime(notice.at, reader.timeZone),
        zone: reader.timeZone,
      });
      return titled(say('lowStock.title', { sku: notice.sku }), body, (name) =>
        mailText(words, name, [body, open, say('lowStock.why')]),
      );
    }
    case 'receiptDisputed': {
      const body = say('receiptDisputed.body', {
        name: notice.byName,
        company: notice.companyName,
        receipt: notice.wrNumber,
        reason: notice.reason,
      });
      return titled(say('receiptDisputed.title', { receipt: notice.wrNumber }), body, (name) =>
        mailText(words, name, [body, open]),
      );
    }
    case 'booking': {
      const event = eventWord(words, notice.eventTypeId, String(notice.eventTypeId));
      const reference = notice.reference;
      const body =
        notice.eventTypeId === 2222
          ? say('booking.submitted', {
              company: notice.companyName,
              reference,
              origin: notice.origin,
              destination: notice.destination,
            })
          : notice.notes
            ? say('booking.withNotes', { event, reference, notes: notice.notes })
            : say(notice.eventTypeId === 5555 ? 'booking.accepted' : 'booking.rejected', { reference });
      return titled(say('booking.title', { event, reference }), body, (name) =>
        mailText(words, name, [body, open, say('booking.why', { company: notice.companyName })]),
      );
    }
    case 'invoicePosted': {
      const invoice = notice.invoiceNumber;
      const amount = words.money(notice.amountCents);
      const due = formats.day(notice.dueDate);
      return {
        title: say('invoicePosted.title', { invoice }),
        body: say('invoicePosted.body', { amount, due }),
        subject: say('invoicePosted.subject', { product, invoice }),
        text: (name) =>
          mailText(words, name, [
            say('invoicePosted.due', { invoice, amount, due }),
            say('invoicePosted.pay', { link }),
            say('invoicePosted.linkWorks', { product }),
          ]),
      };
    }
  }
}

/** A digest mail of `lines` (each notice's title, body and link) in the language of `words`. */
export function wordDigest(
  words: PrintWords,
  kind: 'digest' | 'held',
  reader: { product: string; name: string },
  items: readonly { title: string; body: string; link: string }[],
): { subject: string; text: string } {
  const lines = items
    .map((item) => {
      const line = words.say('notices.digest.item', { title: item.title, body: item.body });
      return item.link ? `${line}\n  ${item.link}` : line;
    })
    .join('\n');
  const count = items.length;
  return {
    subject: words.say(kind === 'digest' ? 'notices.digest.subject' : 'notices.digest.heldSubject', {
      product: reader.product,
      count,
    }),
    text: mailText(words, reader.name, [lines, words.say('notices.digest.change')]),
  };
}
