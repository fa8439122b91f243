import type {
  ImportItem,
  ImportPreview,
  ImportStatus,
  LocaleExportFormat,
  MissingKey,
} from '@connect/contracts/localization/localization-admin.schemas';
import type { Localization, StringTree } from '@connect/contracts/localization/localization.schemas';
import { pseudoLocaleCode, pseudoLocalizeTree } from '@connect/contracts/localization/pseudo-locale';
import { mayEqualEnglish } from '@connect/contracts/localization/same-as-english';
import { escapeCsvCell, csvNeedsQuotes } from '@connect/domain/grid/export-cells';
import type { SignedInContext } from '../../context';
import { AppError, said } from '../../errors/app-error';
import { recordAdminAction } from '../audit/audit.service';
import { placeholdersOf, stringsOf } from './localization-admin.service';
import { readLocaleFile, writeJson, writeXliff, writeXliff20 } from './localization-files';
import { upsertDrafts } from './localization.repository';

/** A locale's text as the admin last left it: the draft (null draft: the built-in text), else what readers see. */
const latest = (item: { hasDraft: boolean; draft: string | null; builtIn: string | null; current: string | null }) =>
  item.hasDraft ? (item.draft ?? item.builtIn) : item.current;

/**
 * A locale as a file (issue #17, decision 074): JSON holds the keys the locale has a text for; XLIFF holds every
 * key with its English source and, where there is one, the locale's text as the target. Published texts only:
 * drafts stay on the screen until published.
 */
export async function exportLocale(
  ctx: SignedInContext,
  code: string,
  format: LocaleExportFormat,
): Promise<{ contentType: string; fileName: string; body: string }> {
  const strings = await stringsOf(ctx, code);
  await recordAdminAction(ctx, { action: 'admin.strings.export', details: { locale: code, format } });
  if (format === 'json') {
    return {
      contentType: 'application/json; charset=utf-8',
      fileName: `connect-${code}.json`,
      body: writeJson(strings.flatMap((s) => (s.current === null ? [] : [[s.key, s.current] as [string, string]]))),
    };
  }
  const units = strings.map((s) => ({ key: s.key, english: s.english, text: s.current }));
  return {
    contentType: 'application/xliff+xml; charset=utf-8',
    fileName: format === 'xliff2' ? `connect-${code}.xliff20.xlf` : `connect-${code}.xlf`,
    body: format === 'xliff2' ? writeXliff20(code, units) : writeXliff(code, units),
  };
}

/**
 * What a file would change, key by key. Unknown keys and texts that do not keep the English text's placeholders
 * are refused (listed with the reason); the others are new, changed or unchanged against the locale's latest text.
 */
async function compare(ctx: SignedInContext, code: string, content: string): Promise<ImportPreview> {
  const strings = new Map((await stringsOf(ctx, code)).map((s) => [s.key, s]));
  const file = readLocaleFile(content);
  if (file.targetLanguage !== null && file.targetLanguage.toLowerCase() !== code.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.localization.fileOtherLanguage',
      params: { fileLocale: file.targetLanguage.slice(0, 20), locale: code },
    });
  }
  const counts: Record<ImportStatus, number> = { new: 0, changed: 0, unchanged: 0, unknown: 0, placeholders: 0 };
  const items: ImportItem[] = [];
  for (const [key, text] of file.entries) {
    const known = strings.get(key);
    let status: ImportStatus;
    let problem: ImportItem['problem'] = null;
    const current = known ? latest(known) : null;
    if (!known) {
      status = 'unknown';
      problem = said('server.localization.unknownKeyRefused');
    } else {
      const expected = placeholdersOf(known.english);
      if (placeholdersOf(text).join(',') !== expected.join(',')) {
        status = 'placeholders';
        const placeholders = expected.length ? expected.map((p) => `{{${p}}}`).join(', ') : '—';
        problem = said('server.localization.placeholdersRefused', { placeholders });
      } else if (current === null) status = 'new';
      else status = current === text ? 'unchanged' : 'changed';
    }
    counts[status] += 1;
    items.push({ key, status, text, current, problem });
  }
  return { format: file.format, counts, items };
}

/** The dry run: nothing is saved. */
export async function previewImport(ctx: SignedInContext, code: string, content: string): Promise<ImportPreview> {
  return compare(ctx, code, content);
}

/** Saves the new and changed texts of a file as drafts (published with the screen's publish step); refused keys are left. */
export async function applyImport(
  ctx: SignedInContext,
  code: string,
  content: string,
): Promise<{ message: string; count: number }> {
  const preview = await compare(ctx, code, content);
  const drafts = preview.items
    .filter((item) => item.status === 'new' || item.status === 'changed')
    .map((item) => ({ key: item.key, value: item.text }));
  if (drafts.length === 0) throw new AppError('CONFLICT', { messageKey: 'server.localization.nothingToImport' });
  await upsertDrafts(ctx.db, code, drafts, ctx.auth.actor.userId);
  await recordAdminAction(ctx, {
    action: 'admin.strings.import',
    details: {
      locale: code,
      format: preview.format,
      count: drafts.length,
      refused: preview.counts.unknown + preview.counts.placeholders,
    },
  });
  return { ...said('server.localization.imported', { count: drafts.length }), count: drafts.length };
}

/**
 * The missing-keys report: keys with no text in the locale (readers see the default language), and keys whose text
 * is the English one though the language needs its own (codes, units and the listed same words excepted, as in the
 * UI catalogues' test). The English source itself misses nothing.
 */
export async function missingKeys(ctx: SignedInContext, code: string): Promise<MissingKey[]> {
  const strings = await stringsOf(ctx, code);
  if (code === 'en-US') return [];
  return strings.flatMap((s): MissingKey[] => {
    if (s.current === null) return [{ key: s.key, area: s.area, english: s.english, reason: 'untranslated' }];
    if (s.current === s.english && !mayEqualEnglish(code, s.current))
      return [{ key: s.key, area: s.area, english: s.english, reason: 'sameAsEnglish' }];
    return [];
  });
}

const csvCell = (value: string) => {
  const text = String(escapeCsvCell(value) ?? '');
  return csvNeedsQuotes(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The report as CSV (UTF-8 with a byte-order mark for spreadsheets), every cell escaped against formulas. */
export function missingKeysCsv(items: MissingKey[]): string {
  const rows = [['key', 'area', 'english', 'reason'], ...items.map((i) => [i.key, i.area, i.english, i.reason])];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The pseudo-locale's strings (admins only): the English catalogue with its published overrides, pseudo-localized. */
export async function pseudoLocalization(ctx: SignedInContext): Promise<Localization> {
  const english = await stringsOf(ctx, 'en-US');
  const tree: StringTree = {};
  for (const item of english) {
    const parts = item.key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else node = node[part] = {};
    }
    node[parts[parts.length - 1] ?? item.key] = item.current ?? item.english;
  }
  return {
    locale: pseudoLocaleCode,
    requestedLocale: pseudoLocaleCode,
    fallbackLocale: 'en-US',
    strings: pseudoLocalizeTree(tree),
  };
}
