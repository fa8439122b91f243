import { uiCatalogues } from '@connect/contracts/i18n/ui-catalogues';
import type { AdminLocale, AdminString } from '@connect/contracts/localization/localization-admin.schemas';
import { pseudoLocaleCode } from '@connect/contracts/localization/pseudo-locale';
import type { StringTree } from '@connect/contracts/localization/localization.schemas';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import { recordAdminAction } from '../audit/audit.service';
import { clearConfigurationCache, getConfiguration } from '../configuration/configuration.service';
import {
  countOverridesAndDrafts,
  deleteDraft,
  findAllLocales,
  findDrafts,
  findLocale,
  findUiStringOverrides,
  insertLocale,
  publishDrafts,
  setLocaleActive,
  upsertDraft,
} from './localization.repository';

const catalogues = uiCatalogues as unknown as Record<string, StringTree>;

/** A catalogue as dotted keys → text ("footer.termsOfUse" → "Terms of Use"). */
function flatten(tree: StringTree | undefined, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

let english: Map<string, string> | undefined;
export const englishStrings = () => (english ??= flatten(catalogues['en-US']));

/** The i18next placeholders of a text ({{name}}), sorted and without duplicates. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}

export async function listLocales(ctx: SignedInContext): Promise<AdminLocale[]> {
  const [rows, counts, configuration] = await Promise.all([
    findAllLocales(ctx.db),
    countOverridesAndDrafts(ctx.db),
    getConfiguration(ctx),
  ]);
  return rows.map((row) => ({
    locale_code: row.code,
    locale_name: row.name,
    active: row.active,
    isDefault: row.code === configuration.defaultLocale.locale_code,
    builtIn: row.code in catalogues,
    drafts: counts.drafts.get(row.code) ?? 0,
    overrides: counts.overrides.get(row.code) ?? 0,
  }));
}

/** Adds a locale, switched off; an existing code is 'Locale is Duplicate' (spec 2 §5). */
export async function addLocale(
  ctx: SignedInContext,
  input: { locale_code: string; locale_name: string },
): Promise<{ message: string }> {
  // The pseudo-locale is a preview for admins (decision 074): it never becomes a language readers may choose.
  if (input.locale_code === pseudoLocaleCode) {
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.localization.pseudoNotALocale',
      details: { fields: [fieldIssue('body.locale_code', 'server.localization.pseudoNotALocale')] },
    });
  }
  if (!(await insertLocale(ctx.db, input.locale_code, input.locale_name))) {
    throw new AppError('CONFLICT', {
      messageKey: 'errors.localeDuplicate',
      details: { fields: [fieldIssue('body.locale_code', 'errors.localeDuplicate')] },
    });
  }
  await recordAdminAction(ctx, { action: 'admin.locale.add', details: { locale: input.locale_code } });
  return said('server.localization.localeAdded', { locale: input.locale_code });
}

/** Switches a locale on or off for readers (the default language stays on); every instance sees it within 30 s. */
export async function changeLocaleActive(
  ctx: SignedInContext,
  code: string,
  active: boolean,
): Promise<{ message: string }> {
  const configuration = await getConfiguration(ctx);
  if (!active && code === configuration.defaultLocale.locale_code) {
    throw new AppError('CONFLICT', { messageKey: 'server.localization.defaultStaysActive' });
  }
  if (!(await setLocaleActive(ctx.db, code, active)))
    throw new AppError('NOT_FOUND', { messageKey: 'errors.recordNotFound' });
  clearConfigurationCache();
  await recordAdminAction(ctx, {
    action: active ? 'admin.locale.activate' : 'admin.locale.deactivate',
    details: { locale: code },
  });
  return said('server.localization.localeSaved', { locale: code });
}

export async function requireLocale(ctx: SignedInContext, code: string) {
  const locale = await findLocale(ctx.db, code);
  if (!locale) throw new AppError('NOT_FOUND', { messageKey: 'errors.recordNotFound' });
  return locale;
}

/** Every UI string of a locale, in the English catalogue's order, with its built-in text, override and draft. */
export async function stringsOf(ctx: SignedInContext, code: string): Promise<AdminString[]> {
  await requireLocale(ctx, code);
  const source = englishStrings();
  const builtIn = code === 'en-US' ? source : flatten(catalogues[code]);
  const [overrideRows, draftRows] = await Promise.all([findUiStringOverrides(ctx.db, code), findDrafts(ctx.db, code)]);
  const overrides = new Map(overrideRows.map((r) => [r.key, r.value]));
  const drafts = new Map(draftRows.map((r) => [r.key, r.value]));
  const all: AdminString[] = [];
  for (const [key, text] of source) {
    const override = overrides.get(key) ?? null;
    const own = builtIn.get(key) ?? null;
    all.push({
      key,
      area: key.split('.')[0] ?? key,
      english: text,
      current: override ?? own,
      builtIn: own,
      override,
      draft: drafts.get(key) ?? null,
      hasDraft: drafts.has(key),
    });
  }
  return all;
}

/**
 * Every UI string of a locale by key and area with its English source, the built-in translation, the published
 * override and the draft; "missing" has no translation at all (readers see English), "changed" differs from the
 * built-in text or has a draft.
 */
export async function listStrings(
  ctx: SignedInContext,
  code: string,
  query: {
    key?: string | undefined;
    search?: string | undefined;
    area?: string | undefined;
    status: 'all' | 'missing' | 'changed';
    pageNumber: number;
    pageSize: number;
  },
) {
  const all = await stringsOf(ctx, code);
  const term = query.search?.toLowerCase();
  const filtered = all.filter(
    (item) =>
      (!query.key || item.key === query.key) &&
      (!query.area || item.area === query.area) &&
      (query.status === 'all' ||
        (query.status === 'missing' ? item.current === null : item.override !== null || item.hasDraft)) &&
      (!term ||
        item.key.toLowerCase().includes(term) ||
        item.english.toLowerCase().includes(term) ||
        (item.current ?? '').toLowerCase().includes(term)),
  );
  const start = (query.pageNumber - 1) * query.pageSize;
  return {
    items: filtered.slice(start, start + query.pageSize),
    total: filtered.length,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    areas: [...new Set(all.map((i) => i.area))].sort(),
  };
}

/**
 * Keeps an admin's change as a draft of the locale. The key must be one of the catalogue's texts, and a text keeps
 * exactly the English text's placeholders ({{name}}), so no screen loses a value it shows.
 */
export async function saveStringDraft(
  ctx: SignedInContext,
  code: string,
  input: { key: string; value: string | null },
): Promise<{ message: string }> {
  await requireLocale(ctx, code);
  const source = englishStrings().get(input.key);
  if (source === undefined) {
    throw new AppError('NOT_FOUND', { messageKey: 'server.localization.unknownKey', params: { key: input.key } });
  }
  if (input.value !== null) {
    if (input.value.trim() === '') {
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'errors.formNotValid',
        details: { fields: [fieldIssue('body.value', 'errors.required')] },
      });
    }
    const expected = placeholdersOf(source);
    if (placeholdersOf(input.value).join(',') !== expected.join(',')) {
      const placeholders = expected.length ? expected.map((p) => `{{${p}}}`).join(', ') : '—';
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'server.localization.placeholdersDiffer',
        params: { placeholders },
        details: { fields: [fieldIssue('body.value', 'server.localization.placeholdersDiffer', { placeholders })] },
      });
    }
  }
  await upsertDraft(ctx.db, { locale: code, key: input.key, value: input.value, updatedBy: ctx.auth.actor.userId });
  return said('server.localization.draftSaved');
}

export async function discardStringDraft(
  ctx: SignedInContext,
  code: string,
  key: string,
): Promise<{ message: string }> {
  await requireLocale(ctx, code);
  if (!(await deleteDraft(ctx.db, code, key))) throw new AppError('NOT_FOUND', { messageKey: 'errors.recordNotFound' });
  return said('server.localization.draftSaved');
}

/** Publishes a locale's drafts at once; readers get them on their next load of the strings (the route tells them). */
export async function publishLocale(ctx: SignedInContext, code: string): Promise<{ message: string; count: number }> {
  await requireLocale(ctx, code);
  const count = await publishDrafts(ctx.db, code);
  if (count === 0) throw new AppError('CONFLICT', { messageKey: 'server.localization.nothingToPublish' });
  await recordAdminAction(ctx, { action: 'admin.strings.publish', details: { locale: code, count } });
  return { ...said('server.localization.published', { count }), count };
}
