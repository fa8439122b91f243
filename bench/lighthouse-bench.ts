import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startServer } from '../apps/web/e2e/support/server';
import { completeWelcomeTour, demoUsers, signIn } from '../apps/web/e2e/support/journeys';

/**
 * First paint, measured (issue 22, decisions 041 and 042): Lighthouse 12 in Chromium on the public pages
 * (mobile preset, as a visitor opening a tracking link on a phone) and, signed in through the real sign-in
 * form, on home, the shipment dashboard and billing (desktop preset). Each page is measured RUNS times
 * (default 3); the median run by performance score is reported. Times are recorded, never asserted: the
 * byte budgets are the test (apps/web/build-tools).
 *
 * `npm run bench:lighthouse -w @connect/bench` starts the real server (built web app, fresh embedded
 * database with the demo data) on a free port; BENCH_BASE_URL measures a server already running instead.
 * The figures go to .tmp/lighthouse/ as JSON and are printed as a Markdown table for bench/RESULTS.md.
 */
const runs = Number(process.env.RUNS ?? 3);
/** `public`, `signed-in` or both (default); NAMES narrows to pages whose name contains one of its comma-separated words. */
const only = process.env.PAGES;
const names = process.env.NAMES?.split(',').map((name) => name.trim());
const wanted = (page: Page) => !names || names.some((name) => page.name.includes(name));
/** KEEP_REPORTS=1: each page's median Lighthouse report is written next to the figures (what the LCP element was, and why). */
const keepReports = process.env.KEEP_REPORTS === '1';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Page = { name: string; path: string; preset: 'mobile' | 'desktop'; signedIn: boolean };
const pages: readonly Page[] = [
  { name: 'sign-in', path: '/u/login', preset: 'mobile', signedIn: false },
  { name: 'public tracking', path: '/tracking/track', preset: 'mobile', signedIn: false },
  { name: 'legal: terms', path: '/legal/terms', preset: 'mobile', signedIn: false },
  { name: 'documentation', path: '/documentation/connect', preset: 'mobile', signedIn: false },
  { name: 'guest payment', path: '/billing/guest-mode-payment', preset: 'mobile', signedIn: false },
  { name: 'home', path: '/', preset: 'desktop', signedIn: true },
  { name: 'shipment dashboard', path: '/shipment/dashboard', preset: 'desktop', signedIn: true },
  { name: 'billing', path: '/billing/dashboard', preset: 'desktop', signedIn: true },
];

export type Figures = {
  page: string;
  path: string;
  preset: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Speed index and cumulative layout shift: the other two parts of the performance score. */
  siMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  totalBytes: number;
};

function figuresOf(page: Page, lhr: Result): Figures {
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const summary = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const transfer = (type: string) => summary?.find((item) => item.resourceType === type)?.transferSize ?? Number.NaN;
  return {
    page: page.name,
    path: page.path,
    preset: page.preset,
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    siMs: numeric('speed-index'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsBytes: transfer('script'),
    cssBytes: transfer('stylesheet'),
    totalBytes: numeric('total-byte-weight'),
  };
}

async function measurePage(port: number, baseUrl: string, page: Page): Promise<Figures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Signed in: keep the session the sign-in form left in the browser.
    disableStorageReset: page.signedIn,
  };
  const results: { figures: Figures; lhr: Result }[] = [];
  let failures = 0;
  for (let run = 0; run < runs; run += 1) {
    if (page.signedIn) await clearHttpCache(port);
    const result = await lighthouse(
      `${baseUrl}${page.path}`,
      flags,
      page.preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (result.lhr.runtimeError) {
      // A trace Chromium failed to record (NO_NAVSTART and the like) is retried, a few times at most.
      failures += 1;
      console.warn(`${page.path}: ${result.lhr.runtimeError.code}, retrying`);
      if (failures > 3) throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
      run -= 1;
      continue;
    }
    const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (page.signedIn && finalPath.startsWith('/u/login'))
      throw new Error(`${page.path} ended on the sign-in page: the session was lost`);
    results.push({ figures: figuresOf(page, result.lhr), lhr: result.lhr });
  }
  results.sort((a, b) => a.figures.performance - b.figures.performance);
  const median = results[Math.floor(results.length / 2)]!;
  if (keepReports) {
    const dir = path.join(root, '.tmp', 'lighthouse', 'reports');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${page.name.replaceAll(/\W+/g, '-')}.json`), JSON.stringify(median.lhr));
  }
  return median.figures;
}

/**
 * Lighthouse keeps the browser's storage for the signed-in runs (disableStorageReset), which also keeps its
 * HTTP cache; emptying the cache (not the cookies or local storage) makes them cold loads like the public ones.
 */
async function clearHttpCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  } finally {
    await browser.close();
  }
}

/** Signs in through the real form in the same browser, so Lighthouse's signed-in runs carry the session. */
async function signInThroughForm(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const tab = await context.newPage();
    await signIn(tab, baseUrl, demoUsers.dana);
    await completeWelcomeTour(tab);
    await tab.getByRole('heading', { level: 1 }).first().waitFor();
    await tab.close();
  } finally {
    // Disconnects only; the browser stays for Lighthouse.
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
export function formatTable(rows: readonly Figures[]): string {
  const lines = [
    '| Page | Preset | Performance | Accessibility | FCP | LCP | TBT | SI | CLS | JS (KB transferred) | CSS (KB) | Total (KB) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.page} \`${r.path}\` | ${r.preset} | ${r.performance.toFixed(2)} | ${r.accessibility.toFixed(2)} | ${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${(r.siMs / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} | ${kb(r.cssBytes)} | ${kb(r.totalBytes)} |`,
    );
  return lines.join('\n');
}

/** Measures every page (or those of PAGES) and answers the median figures per page. */
export async function runLighthouseBenchmark(): Promise<Figures[]> {
  const server = process.env.BENCH_BASE_URL ? undefined : await startServer();
  const baseUrl = process.env.BENCH_BASE_URL ?? server!.baseUrl;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const rows: Figures[] = [];
  try {
    for (const page of pages.filter((p) => !p.signedIn && only !== 'signed-in' && wanted(p))) {
      rows.push(await measurePage(chrome.port, baseUrl, page));
      console.log(`${page.name}: ${JSON.stringify(rows.at(-1))}`);
    }
    if (only !== 'public') await signInThroughForm(chrome.port, baseUrl);
    for (const page of pages.filter((p) => p.signedIn && only !== 'public' && wanted(p))) {
      rows.push(await measurePage(chrome.port, baseUrl, page));
      console.log(`${page.name}: ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    chrome.kill();
    await server?.stop();
  }
  return rows;
}

async function main() {
  const rows = await runLighthouseBenchmark();
  const outDir = path.join(root, '.tmp', 'lighthouse');
  mkdirSync(outDir, { recursive: true });
  const label = process.env.BENCH_LABEL ?? new Date().toISOString().replaceAll(':', '-');
  writeFileSync(path.join(outDir, `${label}.json`), JSON.stringify(rows, null, 2));
  console.log(`\nLighthouse ${runs} run(s) per page, median by performance score (${new Date().toISOString()}):\n`);
  console.log(formatTable(rows));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
