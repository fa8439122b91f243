import { permissionKeys } from '@connect/domain/reference/enumerations';
import { z } from 'zod';
import { messages } from '../errors/messages';
import { gridPageSchema, gridQuerySchema } from '../grid/grid-query.schemas';
import { portalMessageMessages } from './portal-message-messages';

/**
 * Admin messages to customers (`/u/Message`, issue #17): the admin's draft, the list, the audience's view and
 * the receipts. Texts per language; the default language's text is required (spec 2 §5 messages).
 */
export const messageSeverities = ['info', 'warning', 'critical'] as const;
export const messageAudienceKinds = ['everyone', 'companies', 'users', 'roles'] as const;
export const messageBodyMaxLength = 20_000;

const localeCode = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, { message: 'A locale is like en-US' });

export const messageTextSchema = z.strictObject({
  subject: z.string().trim().max(200).default(''),
  /** HTML from the editor; the server keeps only safe markup (paragraphs, emphasis, lists, links). */
  body: z.string().max(messageBodyMaxLength).default(''),
});

const emailEntry = z.string().trim().toLowerCase().max(254).email({ message: messages.pleaseEnterValidEmail });

/** Strips the editor's empty markup: `<p></p>` or `<p><br></p>` is no message. */
export function htmlHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

export const messageDraftSchema = z
  .strictObject({
    /** Per locale code; `defaultLocale` must be present with a subject and a body. */
    texts: z.record(localeCode, messageTextSchema),
    defaultLocale: localeCode,
    audience: z.strictObject({
      kind: z.enum(messageAudienceKinds),
      /** Company codes, user ids or permission keys, by kind; empty for everyone. */
      values: z.array(z.string().trim().min(1).max(80)).max(500).default([]),
    }),
    severity: z.enum(messageSeverities),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    requiresAck: z.boolean().default(false),
    emailCopy: z.boolean().default(false),
    /** Extra addresses for the e-mail copy (besides the audience's own). */
    emailAddresses: z.array(emailEntry).max(100).default([]),
  })
  .superRefine((draft, ctx) => {
    const main = draft.texts[draft.defaultLocale];
    if (!main || main.subject === '')
      ctx.addIssue({ code: 'custom', path: ['subject'], message: messages.subjectEmpty });
    if (!main || !htmlHasText(main.body))
      ctx.addIssue({ code: 'custom', path: ['body'], message: messages.messageEmpty });
    for (const [locale, text] of Object.entries(draft.texts)) {
      if (locale === draft.defaultLocale) continue;
      // Another language is all or nothing: a subject without a body (or the reverse) is a mistake.
      if ((text.subject === '') !== !htmlHasText(text.body)) {
        ctx.addIssue({
          code: 'custom',
          path: ['texts', locale, text.subject === '' ? 'subject' : 'body'],
          message: text.subject === '' ? messages.subjectEmpty : messages.messageEmpty,
        });
      }
    }
    const { kind, values } = draft.audience;
    if (kind !== 'everyone' && values.length === 0) {
      const message =
        kind === 'companies'
          ? messages.addOneCompany
          : kind === 'users'
            ? messages.pleaseSelectAtleastOneUser
            : messages.required;
      ctx.addIssue({ code: 'custom', path: ['audience', 'values'], message });
    }
    if (kind === 'users' && values.some((v) => !z.uuid().safeParse(v).success)) {
      ctx.addIssue({ code: 'custom', path: ['audience', 'values'], message: messages.noUserFound });
    }
    if (kind === 'roles' && values.some((v) => !(permissionKeys as readonly string[]).includes(v))) {
      ctx.addIssue({ code: 'custom', path: ['audience', 'values'], message: messages.required });
    }
    if (new Set(draft.emailAddresses).size !== draft.emailAddresses.length) {
      ctx.addIssue({ code: 'custom', path: ['emailAddresses'], message: messages.emailAlreadyInList });
    }
    if (draft.emailCopy && kind === 'everyone' && draft.emailAddresses.length === 0) {
      // An e-mail copy to everyone is not sent to every user: the admin names the addresses.
      ctx.addIssue({ code: 'custom', path: ['emailAddresses'], message: messages.addOneEmail });
    }
    if (draft.endsAt && Date.parse(draft.endsAt) <= Date.parse(draft.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: portalMessageMessages.endBeforeStart });
    }
  });
export type MessageDraft = z.infer<typeof messageDraftSchema>;

export const messageStates = ['draft', 'scheduled', 'live', 'ended', 'withdrawn'] as const;

/** A message as the admin's list and editor see it, with its audience's counts. */
export const adminMessageSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  texts: z.record(z.string(), z.object({ subject: z.string(), body: z.string() })),
  defaultLocale: z.string(),
  audience: z.object({ kind: z.enum(messageAudienceKinds), values: z.array(z.string()) }),
  severity: z.enum(messageSeverities),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  requiresAck: z.boolean(),
  emailCopy: z.boolean(),
  emailAddresses: z.array(z.string()),
  state: z.enum(messageStates),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  seenCount: z.number().int(),
  acknowledgedCount: z.number().int(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageGridFields = ['subject', 'severity', 'state', 'startsAt', 'endsAt', 'createdAt'] as const;
export const adminMessagesQuerySchema = gridQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export const adminMessagesResponseSchema = gridPageSchema(adminMessageSchema);

export const messageIdParamsSchema = z.strictObject({ messageId: z.uuid({ message: messages.recordNotFound }) });

/** Who was meant to see a message, and what each did. */
export const messageReceiptSchema = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  email: z.string(),
  seenAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
});
export const messageReceiptsResponseSchema = z.object({
  audienceSize: z.number().int(),
  items: z.array(messageReceiptSchema),
});

/** A message as its audience sees it: in the reader's language (or the default), with their own receipt. */
export const userMessageSchema = z.object({
  id: z.uuid(),
  locale: z.string(),
  subject: z.string(),
  body: z.string(),
  severity: z.enum(messageSeverities),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  requiresAck: z.boolean(),
  seenAt: z.string().nullable(),
  dismissedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
});
export type UserMessage = z.infer<typeof userMessageSchema>;
export const userMessagesResponseSchema = z.array(userMessageSchema);

export const messageReceiptActionSchema = z.strictObject({ action: z.enum(['seen', 'dismiss', 'acknowledge']) });
