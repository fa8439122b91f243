import { z } from 'zod';
import { messages } from '../errors/messages';

/**
 * The admin's localization screen (`/u/localization`, issue #17): locales (spec 2 §3 locale entry: locale_code,
 * locale_name) and the UI strings by key with their English source, drafts and publishing.
 */
export const localeCodeSchema = z
  .string({ message: messages.required })
  .trim()
  .regex(/^[a-z]{2,3}-[A-Z]{2}$/, { message: 'A locale code is like pt-BR' });

export const adminLocaleSchema = z.object({
  locale_code: z.string(),
  locale_name: z.string(),
  active: z.boolean(),
  isDefault: z.boolean(),
  /** Built-in translation shipped with the portal (otherwise the default language fills every key). */
  builtIn: z.boolean(),
  drafts: z.number().int(),
  overrides: z.number().int(),
});
export type AdminLocale = z.infer<typeof adminLocaleSchema>;
export const adminLocalesResponseSchema = z.array(adminLocaleSchema);

export const addLocaleSchema = z.strictObject({
  locale_code: localeCodeSchema,
  locale_name: z.string({ message: messages.required }).trim().min(1, { message: messages.required }).max(80),
});

export const localeParamsSchema = z.strictObject({ localeCode: localeCodeSchema });
export const setLocaleActiveSchema = z.strictObject({ active: z.boolean() });

export const stringStatuses = ['all', 'missing', 'changed'] as const;
export const adminStringsQuerySchema = z.strictObject({
  search: z.string().trim().max(200).optional(),
  area: z.string().trim().max(60).optional(),
  status: z.enum(stringStatuses).default('all'),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminStringSchema = z.object({
  key: z.string(),
  area: z.string(),
  english: z.string(),
  /** The text readers see now: the published override, else the built-in translation, else null (English shows). */
  current: z.string().nullable(),
  builtIn: z.string().nullable(),
  override: z.string().nullable(),
  /** The unpublished change: a text, or null with `hasDraft` when the change is "back to the built-in text". */
  draft: z.string().nullable(),
  hasDraft: z.boolean(),
});
export type AdminString = z.infer<typeof adminStringSchema>;
export const adminStringsResponseSchema = z.object({
  items: z.array(adminStringSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  areas: z.array(z.string()),
});

export const saveStringDraftSchema = z.strictObject({
  key: z.string().trim().min(1).max(200),
  /** The new text; null to go back to the built-in text. */
  value: z.string().max(5000).nullable(),
});
