export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'code'; label: string; text: string };

export type ContentSection = { id: string; heading: string; blocks: readonly ContentBlock[] };

export type PublicPageContent = { title: string; lead: string; updated?: string; sections: readonly ContentSection[] };

export type PublicPageKey =
  | 'terms'
  | 'privacy-statement'
  | 'freight'
  | 'about-us'
  | 'documentation-edi'
  | 'documentation-connect'
  | 'documentation-connect-feature-releases'
  | 'documentation-api'
  | 'documentation-about-us';

/**
 * Each page's text is its own chunk, fetched with the page's code when its route opens (decision 086): a visitor
 * of the terms does not download the documentation. The texts are en-US only; every locale shows them.
 */
const loaders: Record<PublicPageKey, () => Promise<PublicPageContent>> = {
  terms: () => import('./en-us/terms').then((m) => m.termsContent),
  'privacy-statement': () => import('./en-us/privacy-statement').then((m) => m.privacyStatementContent),
  freight: () => import('./en-us/freight').then((m) => m.freightContent),
  'about-us': () => import('./en-us/about-us').then((m) => m.aboutUsContent),
  'documentation-edi': () => import('./en-us/documentation-edi').then((m) => m.documentationEdiContent),
  'documentation-connect': () => import('./en-us/documentation-connect').then((m) => m.documentationConnectContent),
  'documentation-connect-feature-releases': () =>
    import('./en-us/documentation-connect-feature-releases').then((m) => m.documentationConnectFeatureReleasesContent),
  'documentation-api': () => import('./en-us/documentation-api').then((m) => m.documentationApiContent),
  'documentation-about-us': () => import('./en-us/documentation-about-us').then((m) => m.documentationAboutUsContent),
};

const loaded = new Map<PublicPageKey, PublicPageContent>();

/** Fetches a page's text once; the route awaits it beside the page's code, so the page renders with it. */
export async function loadPageContent(key: PublicPageKey): Promise<void> {
  if (!loaded.has(key)) loaded.set(key, await loaders[key]());
}

/** A page's text, loaded by its route before it renders. */
export function loadedPageContent(key: PublicPageKey): PublicPageContent {
  const content = loaded.get(key);
  if (!content) throw new Error(`the text of the public page ${key} was not loaded by its route`);
  return content;
}
