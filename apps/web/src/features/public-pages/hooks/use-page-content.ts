import { loadedPageContent, type PublicPageContent, type PublicPageKey } from '../content/page-content';

/** The page's text (en-US for every locale until a locale has its own), loaded by the page's route. */
export function usePageContent(key: PublicPageKey): PublicPageContent {
  return loadedPageContent(key);
}
