import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Configuration } from '@connect/contracts/configuration/configuration.schemas';
import type { Localization } from '@connect/contracts/localization/localization.schemas';
import type { FastifyBaseLogger } from 'fastify';

/** What the web build's server renderer (`apps/web/src/server-render.tsx`) gives for a public page. */
export type PageScheme = 'light' | 'dark';
export type RenderedPage = { html: string; title: string; lang: string; colorScheme: PageScheme };

type Renderer = {
  isPublicPage: (pathname: string) => boolean;
  renderPublicPage: RenderPublicPage;
};

type RenderPublicPage = (
  url: string,
  startup: { configuration: Configuration; localization: Localization },
  colorScheme: PageScheme,
) => Promise<RenderedPage | null>;

/** Where the page's texts come from: the same services as the start-up calls the browser makes. */
export type PageData = {
  configuration: () => Promise<Configuration>;
  localization: (locale: string) => Promise<Localization>;
};

/** The cookies the browser keeps the chosen language and colour scheme in (`apps/web/src/lib/i18n.ts`,
 * `lib/color-scheme.ts`), so the page starts in them. */
export const localeCookie = 'connect_locale';
export const colorSchemeCookie = 'connect_color_scheme';

/** What a request says about how its page should look. */
export type PageRequest = {
  url: string;
  cookieLocale: string | undefined;
  acceptLanguage: string | undefined;
  colorScheme: string | undefined;
};

/** How long a rendered page is reused: an admin's published text reaches the first paint within a minute. */
const reuseMs = 60_000;
const maxPages = 500;
/**
 * Renders under way at most (each takes a few to some tens of milliseconds of CPU, one at a time): beyond them, a
 * flood of new addresses gets the plain page the browser renders, and costs the server nothing more.
 */
const maxRendersUnderWay = 4;

/** The first language tag of an Accept-Language header (the browser's own language), if any. */
export function firstLanguage(acceptLanguage: string | undefined): string | undefined {
  return acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() || undefined;
}

/**
 * The language of a page, as the browser would choose it before its first render (`lib/startup.ts`): the
 * language the visitor chose (cookie), else the browser's first language when it is active, else the default.
 */
export function pageLocale(
  configuration: Configuration,
  cookieLocale: string | undefined,
  acceptLanguage: string | undefined,
): string {
  const active = new Set(configuration.activeLocales.map((l) => l.locale_code));
  if (cookieLocale && active.has(cookieLocale)) return cookieLocale;
  const first = firstLanguage(acceptLanguage);
  if (first && active.has(first)) return first;
  return configuration.defaultLocale.locale_code;
}

/**
 * Renders the public pages on the server (decision 112) with the web build's renderer when it has been built
 * (`dist-ssr/server-render.js`), and keeps each page a minute per address and language. Any failure answers
 * null, and the caller serves the plain page the browser renders itself.
 */
export function createPageRenderer(rendererFile: string, data: PageData, log: FastifyBaseLogger) {
  let renderer: Promise<Renderer | null> | undefined;
  const pages = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  let underWay = 0;

  const loadRenderer = () =>
    (renderer ??= existsSync(rendererFile)
      ? import(pathToFileURL(rendererFile).href).then(
          (module: Renderer) => module,
          (error: unknown) => {
            log.warn({ err: error }, 'the server renderer of the public pages could not be loaded');
            return null;
          },
        )
      : Promise.resolve(null));

  const render = async (
    { renderPublicPage }: Renderer,
    url: string,
    locale: string,
    scheme: PageScheme,
  ): Promise<RenderedPage | null> => {
    underWay += 1;
    try {
      const [configuration, localization] = await Promise.all([data.configuration(), data.localization(locale)]);
      return await renderPublicPage(url, { configuration, localization }, scheme);
    } finally {
      underWay -= 1;
    }
  };

  // Loaded at start, in the background: the first visitor does not wait for React and the pages to load.
  void loadRenderer();

  return {
    async page({ url, cookieLocale, acceptLanguage, colorScheme }: PageRequest) {
      try {
        const loaded = await loadRenderer();
        // Signed-in pages and unknown addresses: the browser renders them, nothing is read for them here.
        if (!loaded?.isPublicPage(new URL(url, 'http://connect.local').pathname)) return null;
        const locale = pageLocale(await data.configuration(), cookieLocale, acceptLanguage);
        const scheme: PageScheme = colorScheme === 'dark' ? 'dark' : 'light';
        const key = `${locale} ${scheme} ${url}`;
        const now = Date.now();
        const kept = pages.get(key);
        if (kept && now - kept.at < reuseMs) return await kept.page;
        if (underWay >= maxRendersUnderWay) return null;
        const page = render(loaded, url, locale, scheme);
        pages.delete(key);
        if (pages.size >= maxPages) pages.delete(pages.keys().next().value ?? '');
        pages.set(key, { at: now, page });
        // Only rendered pages are kept: addresses the browser renders itself, and failures, are not.
        const forget = () => {
          if (pages.get(key)?.page === page) pages.delete(key);
        };
        const rendered = await page.catch((error: unknown) => {
          forget();
          throw error;
        });
        if (!rendered) forget();
        return rendered;
      } catch (error) {
        log.warn({ err: error, url }, 'a public page could not be rendered on the server');
        return null;
      }
    },
  };
}
