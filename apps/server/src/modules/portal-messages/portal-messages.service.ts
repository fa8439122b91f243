import type { GridQuery } from '@connect/contracts/grid/grid-query.schemas';
import type {
  AdminMessage,
  MessageDraft,
  UserMessage,
} from '@connect/contracts/portal-messages/portal-messages.schemas';
import sanitizeHtml from 'sanitize-html';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import { defineList, type ListAnswer } from '../../lib/list-service';
import { recordAdminAction } from '../audit/audit.service';
import { getConfiguration } from '../configuration/configuration.service';
import { sendMail } from '../mail/mail.service';
import {
  countActiveUsers,
  countAudience,
  findAudienceEmails,
  findAudienceReceipts,
  findLiveMessageFor,
  findLiveMessagesFor,
  findMessage,
  findMessagesPage,
  findUnknownCompanyCodes,
  insertMessage,
  recordReceipt,
  updateMessage,
  type MessageCounts,
  type MessageListFilter,
  type PortalMessageRow,
  type Reader,
} from './portal-messages.repository';

/** The markup a message may carry: the editor's text formatting and links, nothing that runs or loads. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'code'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions).trim();
}

const emailCopyLimit = 1000;

function toAdminMessage(row: { message: PortalMessageRow; state: string } & MessageCounts): AdminMessage {
  const m = row.message;
  return {
    id: m.id,
    subject: m.texts[m.defaultLocale]?.subject ?? '',
    texts: m.texts,
    defaultLocale: m.defaultLocale,
    audience: { kind: m.audienceKind, values: m.audienceValues },
    severity: m.severity,
    startsAt: m.startsAt.toISOString(),
    endsAt: m.endsAt?.toISOString() ?? null,
    requiresAck: m.requiresAck,
    emailCopy: m.emailCopy,
    emailAddresses: m.emailAddresses,
    state: row.state as AdminMessage['state'],
    publishedAt: m.publishedAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    seenCount: row.seenCount,
    acknowledgedCount: row.acknowledgedCount,
  };
}

const messageList = defineList({
  findPage: findMessagesPage,
  toItem: toAdminMessage,
  exportTitles: { subject: 'Subject', severity: 'Severity', state: 'State', startsAt: 'Start', endsAt: 'End' },
  file: { name: 'messages', title: 'Messages' },
});

export async function listMessages(
  ctx: SignedInContext,
  query: GridQuery & { search?: string | undefined },
): Promise<ListAnswer<AdminMessage>> {
  const filter: MessageListFilter = {
    search: query.search,
    filters: query.filter,
    sort: query.sort,
    now: new Date(),
  };
  return messageList.list(ctx.db, filter, query);
}

async function loadMessage(ctx: SignedInContext, messageId: string) {
  const row = await findMessage(ctx.db, messageId, new Date());
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'errors.recordNotFound' });
  return row;
}

export async function getMessage(ctx: SignedInContext, messageId: string): Promise<AdminMessage> {
  return toAdminMessage(await loadMessage(ctx, messageId));
}

/**
 * What the server checks beyond the contract: the languages are active, the default language is the portal's,
 * the audience names real companies and active users. Bodies are sanitized; empty other languages dropped.
 */
async function prepareDraft(ctx: SignedInContext, draft: MessageDraft) {
  const configuration = await getConfiguration(ctx);
  const defaultLocale = configuration.defaultLocale.locale_code;
  const active = new Set(configuration.activeLocales.map((l) => l.locale_code));
  const fields = [];
  if (draft.defaultLocale !== defaultLocale) {
    fields.push(fieldIssue('body.defaultLocale', 'server.messages.defaultLocaleRequired', { locale: defaultLocale }));
  }
  for (const locale of Object.keys(draft.texts)) {
    if (!active.has(locale))
      fields.push(fieldIssue(`body.texts.${locale}`, 'server.messages.localeNotActive', { locale }));
  }
  const values = [...new Set(draft.audience.values)];
  if (draft.audience.kind === 'companies') {
    for (const code of await findUnknownCompanyCodes(ctx.db, values)) {
      fields.push(fieldIssue('body.audience.values', 'server.messages.unknownCompany', { code }));
    }
  }
  if (draft.audience.kind === 'users' && (await countActiveUsers(ctx.db, values)) !== values.length) {
    fields.push(fieldIssue('body.audience.values', 'server.messages.unknownUser'));
  }
  const texts: Record<string, { subject: string; body: string }> = {};
  for (const [locale, text] of Object.entries(draft.texts)) {
    const body = sanitizeMessageHtml(text.body);
    if (text.subject === '' && locale !== draft.defaultLocale) continue;
    texts[locale] = { subject: text.subject, body };
  }
  const main = texts[draft.defaultLocale];
  if (main && main.body.replace(/<[^>]*>/g, '').trim() === '') {
    // Only markup was left once unsafe parts were removed.
    fields.push(fieldIssue('body.body', 'errors.messageEmpty'));
  }
  if (fields.length > 0) {
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors.formNotValid', details: { fields } });
  }
  return {
    texts,
    defaultLocale: draft.defaultLocale,
    audienceKind: draft.audience.kind,
    audienceValues: draft.audience.kind === 'everyone' ? [] : values,
    severity: draft.severity,
    startsAt: new Date(draft.startsAt),
    endsAt: draft.endsAt ? new Date(draft.endsAt) : null,
    requiresAck: draft.requiresAck,
    emailCopy: draft.emailCopy,
    emailAddresses: draft.emailAddresses,
  };
}

export async function createMessage(ctx: SignedInContext, draft: MessageDraft): Promise<AdminMessage> {
  const values = await prepareDraft(ctx, draft);
  const id = await insertMessage(ctx.db, { ...values, createdBy: ctx.auth.actor.userId });
  await recordAdminAction(ctx, { action: 'admin.message.create', details: { messageId: id } });
  return getMessage(ctx, id);
}

export async function changeMessage(
  ctx: SignedInContext,
  messageId: string,
  draft: MessageDraft,
): Promise<AdminMessage> {
  const current = await loadMessage(ctx, messageId);
  if (current.message.withdrawnAt) {
    throw new AppError('CONFLICT', { messageKey: 'server.messages.withdrawnCannotChange' });
  }
  const values = await prepareDraft(ctx, draft);
  if (!(await updateMessage(ctx.db, messageId, values))) {
    throw new AppError('CONFLICT', { messageKey: 'server.messages.withdrawnCannotChange' });
  }
  await recordAdminAction(ctx, { action: 'admin.message.update', details: { messageId } });
  return getMessage(ctx, messageId);
}

/** Plain text of a message body for the e-mail copy's text part. */
function textOf(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h3|h4|blockquote)>/g, '\n').replace(/<br\s*\/?>/g, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Publishes a draft: it shows from its start to its end. With an e-mail copy, the audience (at most 1000 active
 * users) and the extra addresses get it in the default language, one mail each through the outbox.
 */
export async function publishMessage(ctx: SignedInContext, messageId: string): Promise<AdminMessage> {
  const current = await loadMessage(ctx, messageId);
  if (current.message.withdrawnAt) {
    throw new AppError('CONFLICT', { messageKey: 'server.messages.withdrawnCannotChange' });
  }
  if (current.message.publishedAt) throw new AppError('CONFLICT', { messageKey: 'server.messages.alreadyPublished' });
  const at = new Date();
  await updateMessage(ctx.db, messageId, { publishedAt: at });
  await recordAdminAction(ctx, { action: 'admin.message.publish', details: { messageId } });
  const message = current.message;
  if (message.emailCopy) {
    const main = message.texts[message.defaultLocale];
    const audience =
      message.audienceKind === 'everyone' ? [] : await findAudienceEmails(ctx.db, message, emailCopyLimit);
    const recipients = [...new Set([...audience, ...message.emailAddresses].map((e) => e.toLowerCase()))];
    for (const to of recipients) {
      await sendMail(ctx, {
        to,
        subject: main?.subject ?? '',
        text: textOf(main?.body ?? ''),
        html: main?.body ?? '',
      }).catch((error: unknown) => {
        console.error(`message copy failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      });
    }
  }
  return getMessage(ctx, messageId);
}

export async function withdrawMessage(ctx: SignedInContext, messageId: string): Promise<AdminMessage> {
  const current = await loadMessage(ctx, messageId);
  if (!current.message.withdrawnAt) {
    await updateMessage(ctx.db, messageId, { withdrawnAt: new Date() });
    await recordAdminAction(ctx, { action: 'admin.message.withdraw', details: { messageId } });
  }
  return getMessage(ctx, messageId);
}

/** Who the message is meant for and what each did (at most 1000 people, acknowledged and seen first). */
export async function listMessageReceipts(ctx: SignedInContext, messageId: string) {
  const { message } = await loadMessage(ctx, messageId);
  const { rows, total } = await findAudienceReceipts(ctx.db, message, 1000);
  return {
    audienceSize: total,
    items: rows.map((r) => ({
      userId: r.userId,
      displayName: r.displayName,
      email: r.email,
      seenAt: r.seenAt?.toISOString() ?? null,
      acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
    })),
  };
}

function readerOf(ctx: SignedInContext): Reader {
  return {
    userId: ctx.auth.user.userId,
    companyCodes: ctx.auth.companies.map((c) => c.code),
    permissions: [...new Set(ctx.auth.companies.flatMap((c) => c.permissions))],
  };
}

/** The caller's live messages, each in their language when it has a text in it, else the default language's. */
export async function listMyMessages(ctx: SignedInContext): Promise<UserMessage[]> {
  const rows = await findLiveMessagesFor(ctx.db, readerOf(ctx), new Date());
  return rows.map(({ message, receipt }) => {
    const locale = message.texts[ctx.auth.user.locale] ? ctx.auth.user.locale : message.defaultLocale;
    const text = message.texts[locale] ?? { subject: '', body: '' };
    return {
      id: message.id,
      locale,
      subject: text.subject,
      body: text.body,
      severity: message.severity,
      startsAt: message.startsAt.toISOString(),
      endsAt: message.endsAt?.toISOString() ?? null,
      requiresAck: message.requiresAck,
      seenAt: receipt?.seenAt.toISOString() ?? null,
      dismissedAt: receipt?.dismissedAt?.toISOString() ?? null,
      acknowledgedAt: receipt?.acknowledgedAt?.toISOString() ?? null,
    };
  });
}

/**
 * Records that the caller saw, closed or acknowledged a live message meant for them (another's or an ended one is
 * 404). While impersonating nothing is recorded for the customer, and acknowledging is refused.
 */
export async function recordMyReceipt(
  ctx: SignedInContext,
  messageId: string,
  action: 'seen' | 'dismiss' | 'acknowledge',
): Promise<{ message: string }> {
  const message = await findLiveMessageFor(ctx.db, readerOf(ctx), messageId, new Date());
  if (!message) throw new AppError('NOT_FOUND', { messageKey: 'errors.recordNotFound' });
  if (ctx.auth.impersonation) {
    if (action === 'acknowledge') {
      throw new AppError('ACCESS_DENIED', { messageKey: 'server.messages.impersonationReadOnly' });
    }
    return said('server.messages.saved');
  }
  await recordReceipt(ctx.db, messageId, ctx.auth.user.userId, action, new Date());
  return said(action === 'acknowledge' ? 'server.messages.acknowledged' : 'server.messages.saved');
}

/** How many active users a message is meant for (the admin home's acknowledgment rates). */
export function messageAudienceSize(
  ctx: SignedInContext,
  message: Pick<PortalMessageRow, 'audienceKind' | 'audienceValues'>,
): Promise<number> {
  return countAudience(ctx.db, message);
}
