import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { localizationQuerySchema } from '@connect/contracts/localization/localization.schemas';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { anonymousKey, limitsHook } from '../lib/rate-limit';
import { sendError } from './errors';
import {
  colorSchemeCookie,
  createPageRenderer,
  firstLanguage,
  localeCookie,
  type PageData,
  type RenderedPage,
} from './page-renderer';
import { cspHeader } from './security';
import { escapeHtml } from '../lib/html-text';

/** Set to true by the server's build (apps/server/build.mjs): the code then runs from apps/server/dist/main.js. */
declare const __SERVER_COMPILED__: boolean | undefined;
const compiled = typeof __SERVER_COMPILED__ !== 'undefined' && __SERVER_COMPILED__;
const defaultDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  compiled ? '../../web/dist' : '../../../web/dist',
);

const appScriptTag = /^\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n/gm;

/**
 * index.html with a public page the server rendered (decision 112): its markup, title and language. The
 * application's scripts wait in a template until the page has painted (`start-after-paint.js`).
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  const lang = escapeHtml(page.lang);
  const scripts = (indexHtml.match(appScriptTag) ?? []).join('');
  return indexHtml
    .replace(appScriptTag, '')
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}" data-mantine-color-scheme="${page.colorScheme}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => '  <script src="/start-after-paint.js" defer></script>\n  </head>')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-rendered="${lang}">${page.html}</div>\n    <template id="app-scripts">\n${scripts}    </template>`,
    );
}

/**
 * index.html asking for the two start-up calls at once with the page (decision 112): the browser's start-up
 * (`lib/startup.ts`) makes the same two requests once its script has run, and gets these answers. The strings are
 * asked for in the language the browser will ask for: the chosen one (its cookie), else its first language.
 */
export function withStartupPreloads(indexHtml: string, cookieLocale: string | undefined, acceptLanguage?: string) {
  // Only a tag the call accepts, as the browser's start-up sends only such a tag.
  const locale = [cookieLocale, firstLanguage(acceptLanguage)].find(
    (tag) => tag !== undefined && localizationQuerySchema.safeParse({ locale: tag }).success,
  );
  const strings = `/api/legacy/edge/common/localization${locale ? `?locale=${locale}` : ''}`;
  const links = [
    '<link rel="preload" as="fetch" crossorigin href="/api/legacy/edge/common/configuration">',
    `<link rel="preload" as="fetch" crossorigin href="${strings}">`,
  ];
  return indexHtml.replace(/(<title>[^<]*<\/title>)/, (title) => [title, ...links].join('\n    '));
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The page compressed for the request's Accept-Encoding. The compression plugin works on routes only, and the
 * page is the not-found handler's answer; a rendered page is tens of kilobytes (decision 112).
 */
async function encodedPage(request: FastifyRequest, html: string) {
  const header = request.headers['accept-encoding'];
  const encoding = typeof header === 'string' ? negotiate(header, ['br', 'gzip']) : null;
  if (!encoding || html.length < 1024) return { encoding: null, body: html };
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gz(html, { level: 6 });
  return { encoding, body };
}

export type WebPluginOptions = {
  /** The start-up data the public pages are rendered with on the server; without it the browser renders them. */
  pageData?: PageData;
};

/**
 * Serves the built web app with SPA fallback; unknown /api paths answer a JSON 404. The public pages come
 * rendered by the server when the web build has its renderer (decision 112).
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebPluginOptions) => {
  const distDir = app.config.webDistDir ? path.resolve(app.config.webDistDir) : defaultDist;
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (!hasWeb) app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';
  // Built beside the web build: apps/web/dist-ssr next to apps/web/dist.
  const rendererFile = path.join(`${distDir}-ssr`, 'server-render.js');
  const pages = hasWeb && options.pageData ? createPageRenderer(rendererFile, options.pageData, app.log) : undefined;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes a brotli and a gzip copy beside each text asset (decision 041); the request's
      // Accept-Encoding picks one, with `Vary: accept-encoding`.
      preCompressed: true,
      // Hashed assets never change.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['accept-language'];
    const acceptLanguage = Array.isArray(header) ? header[0] : header;
    const cookieLocale = request.cookies[localeCookie];
    const rendered = pages
      ? await pages.page({
          url: request.url,
          cookieLocale,
          acceptLanguage,
          colorScheme: request.cookies[colorSchemeCookie],
        })
      : null;
    const page = rendered ? withRenderedPage(indexHtml, rendered) : indexHtml;
    const html = withStartupPreloads(page, cookieLocale, acceptLanguage);
    const nonce = randomBytes(16).toString('base64');
    const encoded = await encodedPage(request, html.replaceAll('__CSP_NONCE__', nonce));
    if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
    return (
      reply
        // The rendered page follows the language (Accept-Language, the language cookie).
        .header('vary', 'accept-encoding, accept-language, cookie')
        .code(200)
        .header('content-security-policy', cspHeader([nonce], app.config.payments))
        // Revalidated on every load (decision 041): never served from a cache without asking, but allowed in the
        // back/forward cache. No ETag: the nonce makes every answer different.
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(encoded.body)
    );
  };

  // Unknown API paths count against the anonymous budget (probing); the HTML page is never limited.
  const probeLimit = limitsHook(
    app.rateLimits,
    [{ id: 'api-anonymous', limit: { max: app.config.publicRateLimitMax, timeWindow: '1 minute', per: anonymousKey } }],
    undefined,
  );
  const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');
  const limitApiProbes = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url.split('?')[0] ?? '/')) await probeLimit(request, reply);
  };

  app.setNotFoundHandler({ preHandler: limitApiProbes }, (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = isApiPath(url);
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) return sendIndex(request, reply);
    return sendError(reply, request, 'ROUTE_NOT_FOUND', { message: `No route ${request.method} ${url}` });
  });
});
