import type { Configuration } from '@connect/contracts/configuration/configuration.schemas';
import type { Localization } from '@connect/contracts/localization/localization.schemas';
import i18next from 'i18next';
import { prerender } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { publicRouteTree } from './app/router';
import { composeTitle, findRoute } from './app/route-table';
import { publicRoutes } from './app/routes/public-routes';

/**
 * The server's renderer of the public pages (decision 112): the same route tree, providers and pages as the
 * browser, rendered to HTML so that a phone paints the page before any script has arrived. The browser then
 * renders the same page over it (`main.tsx`). Built by `vite build --ssr` into `dist-ssr/server-render.js`;
 * the server imports it when it is there.
 */

export type RenderedPage = { html: string; title: string; lang: string; colorScheme: PageScheme };

/** The colour scheme of the request's cookie (`lib/color-scheme.ts`); light unless the visitor chose dark. */
export type PageScheme = 'light' | 'dark';

/** The placeholder the server replaces with each answer's CSP nonce (the UI library's style elements). */
const noncePlaceholder = '__CSP_NONCE__';

let initialised: Promise<unknown> | undefined;

function initI18nOnce() {
  initialised ??= i18next.use(initReactI18next).init({
    lng: 'en-US',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    initAsync: false,
  });
  return initialised;
}

/** Whether a path is one of the public pages the server renders (not the catch-all). */
export function isPublicPage(pathname: string): boolean {
  const entry = findRoute(pathname);
  return entry !== undefined && publicRoutes.includes(entry);
}

/**
 * Renders a public page at `url` (path and query) with the configuration and strings the browser would load,
 * or returns null for any other address (the browser renders those itself).
 */
export async function renderPublicPage(
  url: string,
  startup: { configuration: Configuration; localization: Localization },
  colorScheme: PageScheme = 'light',
): Promise<RenderedPage | null> {
  const request = new Request(new URL(url, 'http://connect.local'));
  const { pathname } = new URL(request.url);
  if (!isPublicPage(pathname)) return null;
  await initI18nOnce();
  // One render at a time: the UI library's strings are i18next's one instance, set to this page's language.
  const previous = queue;
  let release = () => {};
  queue = new Promise<void>((resolve) => (release = resolve));
  await previous;
  try {
    return await renderInLanguage(request, pathname, startup, colorScheme);
  } finally {
    release();
  }
}

let queue: Promise<void> = Promise.resolve();

async function renderInLanguage(
  request: Request,
  pathname: string,
  startup: { configuration: Configuration; localization: Localization },
  colorScheme: PageScheme,
): Promise<RenderedPage | null> {
  const handler = createStaticHandler(publicRouteTree());
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const { localization, configuration } = startup;
  i18next.addResourceBundle(localization.locale, 'translation', localization.strings, true, true);
  void i18next.changeLanguage(localization.locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` waits for every lazy part of the page (its panels and fields load on demand in the browser).
  const { prelude } = await prerender(
    <AppProviders configuration={configuration} styleNonce={noncePlaceholder} colorScheme={colorScheme}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const html = await new Response(prelude).text();
  const key = findRoute(pathname)?.titleKey;
  return {
    html,
    title: composeTitle(configuration.productName, key ? i18next.t(key) : undefined),
    lang: localization.locale,
    colorScheme,
  };
}
