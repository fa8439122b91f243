import { z } from 'zod';
import { messageKeyFields } from '../errors/error-envelope.schemas';
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
  /** One key exactly (the in-portal translation mode opens the text it was shown, decision 083). */
  key: z.string().trim().min(1).max(200).optional(),
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

// ---- Files, the missing-keys report and the pseudo-locale (issue #17, decision 074) -------------------------------

/** A locale as a file: JSON (flat key → text) or XLIFF (1.2 written; 1.2 and 2.0 read). */
export const localeFileFormats = ['json', 'xliff'] as const;
export type LocaleFileFormat = (typeof localeFileFormats)[number];
/** What export writes: JSON, XLIFF 1.2 (`xliff`, what every tool reads) or XLIFF 2.0 (`xliff2`, decision 082). */
export const localeExportFormats = ['json', 'xliff', 'xliff2'] as const;
export type LocaleExportFormat = (typeof localeExportFormats)[number];
export const exportLocaleQuerySchema = z.strictObject({ format: z.enum(localeExportFormats).default('json') });

/** The largest file an admin may import (the whole catalogue as XLIFF is about a quarter of it). */
export const localeImportMaxChars = 2_000_000;
/** The most texts one file may carry (the catalogue has a few thousand). */
export const localeImportMaxEntries = 20_000;

/** The file's text; its kind is read from the content, never from the name. */
export const localeImportSchema = z.strictObject({
  fileName: z.string().trim().max(255).optional(),
  content: z.string({ message: messages.required }).min(1, { message: messages.required }).max(localeImportMaxChars),
});

/**
 * What importing a text would do: `new` (no translation yet), `changed`, `unchanged`; refused: `unknown` (no such
 * key in the catalogue) and `placeholders` (the text loses or adds a `{{name}}` of the English text).
 */
export const importStatuses = ['new', 'changed', 'unchanged', 'unknown', 'placeholders'] as const;
export type ImportStatus = (typeof importStatuses)[number];
export const importItemSchema = z.object({
  key: z.string(),
  status: z.enum(importStatuses),
  text: z.string(),
  /** The locale's text now (draft, else published override, else built-in); null when it has none. */
  current: z.string().nullable(),
  /** Why a text is refused, in the reader's language. */
  problem: z.object({ message: z.string(), ...messageKeyFields }).nullable(),
});
export type ImportItem = z.infer<typeof importItemSchema>;
export const importPreviewSchema = z.object({
  format: z.enum(localeFileFormats),
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    unknown: z.number().int(),
    placeholders: z.number().int(),
  }),
  items: z.array(importItemSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The missing-keys report: no translation at all, or the English text where the language needs its own. */
export const missingReasons = ['untranslated', 'sameAsEnglish'] as const;
export const missingKeysQuerySchema = z.strictObject({ format: z.enum(['json', 'csv']).default('json') });
export const missingKeySchema = z.object({
  key: z.string(),
  area: z.string(),
  english: z.string(),
  reason: z.enum(missingReasons),
});
export type MissingKey = z.infer<typeof missingKeySchema>;
export const missingKeysResponseSchema = z.object({
  locale: z.string(),
  total: z.number().int(),
  items: z.array(missingKeySchema),
});
