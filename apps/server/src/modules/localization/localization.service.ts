import { uiCatalogues } from '@connect/contracts/i18n/ui-catalogues';
import type { Localization, StringTree } from '@connect/contracts/localization/localization.schemas';
import type { ServiceContext } from '../../context';
import { getConfiguration } from '../configuration/configuration.service';
import { findUiStringOverrides } from './localization.repository';

/**
 * Built-in catalogues by locale (decision 039). en-US is complete, and so are es-MX, es-ES and pt-BR (their test
 * checks every key); a locale without a catalogue, or a key it lacks, falls back to the default language.
 */
const catalogues: Record<string, StringTree> = uiCatalogues as unknown as Record<string, StringTree>;

function cloneTree(tree: StringTree): StringTree {
  return JSON.parse(JSON.stringify(tree)) as StringTree;
}

function mergeInto(target: StringTree, source: StringTree): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else target[key] = typeof value === 'object' ? cloneTree(value) : value;
  }
}

/** Applies a dotted-key override ("footer.termsOfUse") only where the catalogue has that string key. */
function applyOverride(tree: StringTree, dottedKey: string, value: string): void {
  const parts = dottedKey.split('.');
  let node: StringTree = tree;
  for (const [index, part] of parts.entries()) {
    const next = node[part];
    if (index === parts.length - 1) {
      if (typeof next === 'string') node[part] = value;
      return;
    }
    if (typeof next !== 'object') return;
    node = next;
  }
}

/**
 * The UI strings for a locale (spec 1 §7). A locale is used only if it is active; otherwise the default
 * language answers (spec 1 §6).
 */
export async function getLocalization(
  ctx: Pick<ServiceContext, 'db'>,
  requestedLocale: string | undefined,
): Promise<Localization> {
  const configuration = await getConfiguration(ctx);
  const fallbackLocale = configuration.defaultLocale.locale_code;
  const active = new Set(configuration.activeLocales.map((l) => l.locale_code));
  const locale = requestedLocale && active.has(requestedLocale) ? requestedLocale : fallbackLocale;
  const strings = cloneTree(catalogues[fallbackLocale] ?? catalogues['en-US'] ?? {});
  const own = catalogues[locale];
  if (own && locale !== fallbackLocale) mergeInto(strings, own);
  for (const override of await findUiStringOverrides(ctx.db, locale)) {
    applyOverride(strings, override.key, override.value);
  }
  return { locale, requestedLocale: requestedLocale ?? null, fallbackLocale, strings };
}
