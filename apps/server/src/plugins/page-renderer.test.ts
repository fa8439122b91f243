import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pageLocale } from './page-renderer';
import { withRenderedPage, withStartupPreloads } from './web';

/**
 * The server's part of decision 112 with a stand-in for the web build's renderer (the real one is built by
 * `vite build --ssr` and exercised by the browser journeys): which pages it is asked for, in which language and
 * scheme, how its markup lands in index.html, the nonce, compression, reuse, and a renderer that fails.
 */
const indexHtml = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta name="csp-nonce" content="__CSP_NONCE__" />',
  '    <title>Connect</title>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-dom-abc.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

/**
 * Renders /u/login only (as the real renderer answers null for signed-in pages); `?fail` throws; `?slow` waits
 * until the test opens the gate.
 */
const renderer = `
export function isPublicPage(pathname) {
  return pathname === '/u/login';
}
export async function renderPublicPage(url, startup, colorScheme) {
  globalThis.__connectRenders = (globalThis.__connectRenders ?? 0) + 1;
  if (url.includes('fail')) throw new Error('renderer broke');
  if (url.includes('slow')) await globalThis.__connectGate;
  const heading = startup.localization.strings.login.heading;
  return {
    html: '<style nonce="__CSP_NONCE__">:root{}</style><main><h1>' + heading + '</h1><p>' + 'Connect '.repeat(300) + '</p></main>',
    title: startup.configuration.productName + ' | <' + heading + '>',
    lang: startup.localization.locale,
    colorScheme,
  };
}
`;

const renders = () => (globalThis as { __connectRenders?: number }).__connectRenders ?? 0;

/** A server whose web build is the index.html above with the stand-in renderer beside it; `stop` removes both. */
async function serverWithStandIn(): Promise<{ t: TestApp; stop: () => Promise<void> }> {
  const dist = mkdtempSync(path.join(tmpdir(), 'connect-dist-'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  mkdirSync(`${dist}-ssr`);
  writeFileSync(path.join(`${dist}-ssr`, 'server-render.js'), renderer);
  const t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  return {
    t,
    stop: async () => {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(`${dist}-ssr`, { recursive: true, force: true });
    },
  };
}

describe('public pages rendered by the server (decision 112)', () => {
  let t: TestApp;
  let stop = async () => {};
  const headings: Record<string, string> = {};
  beforeAll(async () => {
    ({ t, stop } = await serverWithStandIn());
    for (const locale of ['en-US', 'es-MX', 'pt-BR']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/legacy/edge/common/localization?locale=${locale}` });
      headings[locale] = (res.json() as { strings: { login: { heading: string } } }).strings.login.heading;
    }
  });
  afterAll(() => stop());

  it('answers a public page with its markup, title and language, the style nonce the CSP names, scripts held back', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/u/login',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(headings['es-MX']).not.toBe(headings['en-US']);
    expect(res.body).toContain(`<h1>${headings['es-MX']}</h1>`);
    expect(res.body).toContain('<html lang="es-MX" data-mantine-color-scheme="light">');
    expect(res.body).toContain('<div id="root" data-rendered="es-MX">');
    // The title is escaped.
    expect(res.body).toContain(`<title>Connect | &lt;${headings['es-MX']}&gt;</title>`);
    const nonce = /<style nonce="([^"]+)">/.exec(res.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(res.body).not.toContain('__CSP_NONCE__');
    // The scripts wait in a template for the first paint; the style sheet stays in the head.
    const [head, body] = res.body.split('</head>');
    expect(head).not.toContain('index-abc.js');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('/assets/index-abc.css');
    expect(head).toContain('<script src="/start-after-paint.js" defer></script>');
    expect(body).toMatch(/<template id="app-scripts">[\s\S]*index-abc\.js[\s\S]*react-dom-abc\.js[\s\S]*<\/template>/);
    expect(String(res.headers['vary'])).toMatch(/accept-language/);
    expect(String(res.headers['vary'])).toMatch(/cookie/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('prefers the language and scheme cookies; an inactive language falls back to the default', async () => {
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/u/login',
      headers: { 'accept-language': 'es-MX', cookie: 'connect_locale=pt-BR; connect_color_scheme=dark' },
    });
    expect(chosen.body).toContain(`<h1>${headings['pt-BR']}</h1>`);
    expect(chosen.body).toContain('<html lang="pt-BR" data-mantine-color-scheme="dark">');
    const inactive = await t.app.inject({
      method: 'GET',
      url: '/u/login',
      headers: { 'accept-language': 'nl-NL', cookie: 'connect_locale=xx-XX; connect_color_scheme=purple' },
    });
    expect(inactive.body).toContain(`<h1>${headings['en-US']}</h1>`);
    expect(inactive.body).toContain('<html lang="en-US" data-mantine-color-scheme="light">');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/u/login', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain(`<h1>${headings['en-US']}</h1>`);
    expect(res.rawPayload.length).toBeLessThan(html.length / 3);
  });

  it('renders a page once a minute per address, language and scheme', async () => {
    const before = renders();
    await t.app.inject({ method: 'GET', url: '/u/login?reuse=1' });
    await t.app.inject({ method: 'GET', url: '/u/login?reuse=1' });
    expect(renders() - before).toBe(1);
    await t.app.inject({ method: 'GET', url: '/u/login?reuse=1', headers: { cookie: 'connect_color_scheme=dark' } });
    expect(renders() - before).toBe(2);
  });

  it('leaves other pages, and pages the renderer fails on, to the browser', async () => {
    const asked = renders();
    const signedIn = await t.app.inject({ method: 'GET', url: '/shipment/dashboard' });
    // The renderer is not even asked for a page it does not render.
    expect(renders()).toBe(asked);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(signedIn.body).not.toContain('start-after-paint');
    const failed = await t.app.inject({ method: 'GET', url: '/u/login?fail=1' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    // A failure is not kept: the next request asks the renderer again.
    const before = renders();
    await t.app.inject({ method: 'GET', url: '/u/login?fail=1' });
    expect(renders() - before).toBe(1);
  });
});

describe('a flood of new addresses', () => {
  let t: TestApp;
  let stop = async () => {};
  beforeAll(async () => {
    ({ t, stop } = await serverWithStandIn());
  });
  afterAll(() => stop());

  it('renders four at a time and answers the rest with the plain page at once', async () => {
    const before = renders();
    // The renders under way wait until the test lets them finish, so however slowly each request gets to the
    // renderer on a busy machine, the first four are still rendering when the other six arrive.
    let open = () => {};
    (globalThis as { __connectGate?: Promise<void> }).__connectGate = new Promise<void>((resolve) => (open = resolve));
    let answered = 0;
    const asked = Array.from({ length: 10 }, (_, i) =>
      t.app.inject({ method: 'GET', url: `/u/login?slow=${i}` }).then((res) => {
        answered += 1;
        return res;
      }),
    );
    await vi.waitFor(() => expect(answered).toBe(6), { timeout: 10_000 });
    open();
    const answers = await Promise.all(asked);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(answers.filter((res) => res.body.includes('data-rendered=')).length).toBe(4);
    expect(answers.filter((res) => res.body.includes('<div id="root"></div>')).length).toBe(6);
    expect(renders() - before).toBe(4);
    // Once they are done, a new address is rendered again.
    const after = await t.app.inject({ method: 'GET', url: '/u/login?slow=after' });
    expect(after.body).toContain('data-rendered=');
  });
});

describe('the language of a rendered page', () => {
  const configuration = {
    activeLocales: [{ locale_code: 'en-US' }, { locale_code: 'es-MX' }],
    defaultLocale: { locale_code: 'en-US' },
  } as Parameters<typeof pageLocale>[0];

  it("follows the cookie, then the browser's first language when active, then the default", () => {
    expect(pageLocale(configuration, 'es-MX', 'en-US')).toBe('es-MX');
    expect(pageLocale(configuration, undefined, 'es-MX,en;q=0.8')).toBe('es-MX');
    expect(pageLocale(configuration, undefined, 'fr-FR,es-MX;q=0.8')).toBe('en-US');
    expect(pageLocale(configuration, 'pt-BR', undefined)).toBe('en-US');
    expect(pageLocale(configuration, undefined, '')).toBe('en-US');
  });
});

describe('index.html asking for the start-up calls with the page', () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)];

  it('asks for the configuration, and the strings in the language the browser will ask for', () => {
    const chosen = preloads(withStartupPreloads(indexHtml, 'pt-BR', 'es-MX,es;q=0.9'));
    expect(chosen.map((m) => m[1])).toEqual([
      '/api/legacy/edge/common/configuration',
      '/api/legacy/edge/common/localization?locale=pt-BR',
    ]);
    const browser = preloads(withStartupPreloads(indexHtml, undefined, 'es-MX,es;q=0.9'));
    expect(browser[1]?.[1]).toBe('/api/legacy/edge/common/localization?locale=es-MX');
    // Not a tag the call accepts (nor anything to inject markup with): the default language, as the browser asks.
    const odd = preloads(withStartupPreloads(indexHtml, '"><script>', 'x-klingon'));
    expect(odd[1]?.[1]).toBe('/api/legacy/edge/common/localization');
  });

  it('puts them in every page the server sends', async () => {
    const { t, stop } = await serverWithStandIn();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/shipment/dashboard',
        headers: { cookie: 'connect_locale=es-MX' },
      });
      const [head] = res.body.split('</head>');
      expect(preloads(head ?? '').map((m) => m[1])).toEqual([
        '/api/legacy/edge/common/configuration',
        '/api/legacy/edge/common/localization?locale=es-MX',
      ]);
    } finally {
      await stop();
    }
  });
});

describe('index.html with a rendered page', () => {
  it('keeps markup that looks like a replacement pattern as it is', () => {
    const html = withRenderedPage(indexHtml, {
      html: '<p>$& $1 $$</p>',
      title: '$&',
      lang: 'en-US',
      colorScheme: 'light',
    });
    expect(html).toContain('<p>$& $1 $$</p>');
    expect(html).toContain('<title>$&amp;</title>');
  });
});
