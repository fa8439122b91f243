/// <reference lib="dom" />
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { webAlias } from '../apps/web/build-tools/web-alias';

/**
 * Grid in Chromium: first paint and DOM row count of the shared DataGrid holding 100,000 client-side rows,
 * and a scroll from top to bottom (frame times), against a baseline measured in the same run: a plain React
 * table holding the same rows (no virtualization). Reports ratios, never thresholds.
 */
export type GridBenchResult = {
  rows: number;
  ours: { paintedMs: number; domRows: number; scroll: ScrollStats; lastRowReached: boolean };
  baseline: { paintedMs: number; domRows: number; scroll: ScrollStats };
  ratios: { firstPaint: number; domRows: number; scrollP95Frame: number };
};
type ScrollStats = { frames: number; meanFrameMs: number; p95FrameMs: number; maxFrameMs: number };

const here = path.dirname(fileURLToPath(import.meta.url));
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const file = path.join(dir, new URL(req.url ?? '/', 'http://x').pathname);
    const target = existsSync(file) && statSync(file).isFile() ? file : path.join(dir, 'index.html');
    res.setHeader('content-type', types[path.extname(target)] ?? 'application/octet-stream');
    createReadStream(target).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function runGridBenchmark(options: { rows?: number; runs?: number } = {}): Promise<GridBenchResult> {
  const rows = options.rows ?? 100_000;
  const runs = options.runs ?? Number(process.env.BENCH_GRID_RUNS ?? 3);
  const outDir = mkdtempSync(path.join(tmpdir(), 'connect-grid-bench-'));
  await build({
    root: path.join(here, 'grid-page'),
    plugins: [react()],
    resolve: { alias: webAlias },
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const { server, url } = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const measure = async (variant: 'ours' | 'baseline') => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await page.goto(`${url}/?variant=${variant}&rows=${rows}`);
      await page.waitForFunction(() => 'benchResult' in window, null, { timeout: 180_000 });
      const painted = await page.evaluate(() => {
        const result = (window as { benchResult?: { paintedMs: number; domRows: number } }).benchResult;
        if (!result) throw new Error('no result');
        return result;
      });
      // Scroll the grid from top to bottom in 60 steps, one step per frame, and time the frames.
      const scroll = await page.evaluate(async () => {
        const box = document.querySelector<HTMLElement>('.grid-scroll');
        if (!box) throw new Error('no scroll box');
        const frames: number[] = [];
        const steps = 60;
        let last = performance.now();
        for (let i = 1; i <= steps; i += 1) {
          box.scrollTop = (box.scrollHeight - box.clientHeight) * (i / steps);
          await new Promise((r) => requestAnimationFrame(() => r(undefined)));
          const now = performance.now();
          frames.push(now - last);
          last = now;
        }
        await new Promise((r) => setTimeout(r, 100));
        const sorted = [...frames].sort((a, b) => a - b);
        return {
          frames: frames.length,
          meanFrameMs: frames.reduce((a, b) => a + b, 0) / frames.length,
          p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? NaN,
          maxFrameMs: sorted.at(-1) ?? NaN,
          lastText: document.querySelector('tbody tr:nth-last-child(2)')?.textContent ?? '',
          allText: document.querySelector('tbody')?.textContent ?? '',
        };
      });
      await page.close();
      return { painted, scroll };
    };

    const oursRuns: Awaited<ReturnType<typeof measure>>[] = [];
    for (let i = 0; i < runs; i += 1) oursRuns.push(await measure('ours'));
    const baselineRun = await measure('baseline');
    const pick = (r: (typeof oursRuns)[number]) => ({
      frames: r.scroll.frames,
      meanFrameMs: r.scroll.meanFrameMs,
      p95FrameMs: r.scroll.p95FrameMs,
      maxFrameMs: r.scroll.maxFrameMs,
    });
    const lastHouse = `HB-${100000 + rows - 1}`;
    const ours = {
      paintedMs: median(oursRuns.map((r) => r.painted.paintedMs)),
      domRows: Math.max(...oursRuns.map((r) => r.painted.domRows)),
      scroll: {
        frames: runs * 60,
        meanFrameMs: median(oursRuns.map((r) => r.scroll.meanFrameMs)),
        p95FrameMs: median(oursRuns.map((r) => r.scroll.p95FrameMs)),
        maxFrameMs: Math.max(...oursRuns.map((r) => r.scroll.maxFrameMs)),
      },
      lastRowReached: oursRuns.every((r) => r.scroll.allText.includes(lastHouse)),
    };
    const baseline = {
      paintedMs: baselineRun.painted.paintedMs,
      domRows: baselineRun.painted.domRows,
      scroll: pick(baselineRun),
    };
    return {
      rows,
      ours,
      baseline,
      ratios: {
        firstPaint: ours.paintedMs / baseline.paintedMs,
        domRows: ours.domRows / baseline.domRows,
        scrollP95Frame: ours.scroll.p95FrameMs / baseline.scroll.p95FrameMs,
      },
    };
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await runGridBenchmark({ rows: Number(process.env.BENCH_GRID_ROWS ?? 100_000) });
  console.log(JSON.stringify(result, null, 2));
}
