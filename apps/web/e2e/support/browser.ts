import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { chromiumArgs } from './chromium';
import { workerBaseUrl } from './workers';

export type Session = {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close: () => Promise<void>;
};

export type BrowserOptions = {
  colorScheme?: 'light' | 'dark';
  /** Another server than the worker's shared one (a journey that needs its own settings). */
  baseUrl?: string;
  /**
   * Console errors the journey expects, e.g. the browser's own line for a 401 answer to a wrong password
   * ("Failed to load resource: ... status of 401"). Anything else still fails the journey.
   */
  expectedConsoleErrors?: RegExp[];
};

export async function openBrowser(options: BrowserOptions = {}): Promise<Session> {
  const browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: chromiumArgs });
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1400, height: 900 },
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if ((options.expectedConsoleErrors ?? []).some((pattern) => pattern.test(text))) return;
    errors.push(text);
  });
  // The console names only the status of a failed load; the answers say which call it was.
  const failedAnswers: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      failedAnswers.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return {
    browser,
    context,
    page,
    baseUrl: options.baseUrl ?? workerBaseUrl(),
    close: async () => {
      await browser.close();
      // A page that logged errors (CSP refusals, failed scripts) fails the journey.
      expect(errors, `browser console errors (failed answers: ${failedAnswers.join('; ') || 'none'})`).toEqual([]);
    },
  };
}

/** Waits (up to 2 s) until no dialog, menu or toast is fading in or out: colours are only final then. */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: 2_000,
    })
    .catch(() => undefined);
}

/** Serious and critical axe findings on the page (or the part `within`), one line each. */
async function severeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * axe on the page as it is now: no serious or critical violations. `within` limits it to one part (e.g. an open
 * menu, once the page around it has passed on its own).
 *
 * A toast that begins to fade out while axe reads colours (it closes by itself after a few seconds) gives a
 * contrast figure for a half-transparent text that no one reads. When something began to move during the
 * analysis and axe found anything, the page is analysed once more after it settles, and that second answer is
 * the one asserted: a real violation is still there then.
 */
export async function expectAccessible(page: Page, label: string, within?: string): Promise<void> {
  await animationsSettled(page);
  await page.evaluate(() => {
    const marked = window as unknown as { connectMoved?: number; connectWatchesMoves?: boolean };
    marked.connectMoved = 0;
    if (marked.connectWatchesMoves) return;
    marked.connectWatchesMoves = true;
    const mark = () => (marked.connectMoved = (marked.connectMoved ?? 0) + 1);
    document.addEventListener('transitionstart', mark, { capture: true });
    document.addEventListener('animationstart', mark, { capture: true });
  });
  let severe = await severeViolations(page, within);
  const moved = await page.evaluate(() => (window as unknown as { connectMoved?: number }).connectMoved ?? 0);
  if (severe.length > 0 && moved > 0) {
    await animationsSettled(page);
    severe = await severeViolations(page, within);
  }
  expect(severe, `axe on ${label}`).toEqual([]);
}
