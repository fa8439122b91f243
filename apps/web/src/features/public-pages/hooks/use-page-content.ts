import { useTranslation } from 'react-i18next';
import { enUsPages } from '../content/en-us/index-map';
import type { PublicPageContent, PublicPageKey } from '../content/page-content';

/** Page texts per locale; a locale without its own text of a page shows the en-US text. */
const pagesByLocale: Record<string, Partial<Record<PublicPageKey, PublicPageContent>>> = {
  'en-US': enUsPages,
};

export function usePageContent(key: PublicPageKey): PublicPageContent {
  const { i18n } = useTranslation();
  return pagesByLocale[i18n.language]?.[key] ?? enUsPages[key];
}
