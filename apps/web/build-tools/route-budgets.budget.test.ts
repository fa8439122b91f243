import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KB, routeBudgets } from './route-budgets';
import { collectRouteFiles, measureRoute, readManifest } from './route-bytes';

/**
 * Byte budgets (issue 22, decision 042), run by `npm test` after the web build: what a first visit to each
 * route downloads before it can paint (the entry and the page's static imports), compressed with brotli as the
 * server sends it. Bytes are deterministic for a given build, so they can be a test; times cannot.
 */
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

describe('byte budgets of the web build', () => {
  it('has a build with its manifest (run "npm run build -w @connect/web" first)', () => {
    expect(existsSync(path.join(distDir, '.vite', 'manifest.json'))).toBe(true);
  });

  for (const budget of routeBudgets) {
    it(`${budget.name} (${budget.path}) stays within ${budget.maxJs / KB} KB of JS and ${budget.maxCss / KB} KB of CSS`, () => {
      const bytes = measureRoute(distDir, readManifest(distDir), budget);
      expect(bytes.js.brotli, `${budget.name}: compressed JS bytes`).toBeLessThanOrEqual(budget.maxJs);
      expect(bytes.css.brotli, `${budget.name}: compressed CSS bytes`).toBeLessThanOrEqual(budget.maxCss);
    });
  }

  for (const budget of routeBudgets) {
    it(`${budget.name} (${budget.path}) needs at most ${budget.maxScripts} scripts before it paints`, () => {
      const scripts = collectRouteFiles(readManifest(distDir), budget.pages).filter((file) => file.endsWith('.js'));
      expect(scripts.length, `${budget.name}: ${scripts.join(', ')}`).toBeLessThanOrEqual(budget.maxScripts);
    });
  }

  it('keeps the signed-in shell, grid, PDF, spreadsheet, map, document-viewer and translation-mode code off the public pages', () => {
    const manifest = readManifest(distDir);
    const heavyModule =
      /shell-layout|\/shell-|data-grid|exceljs|jspdf|jszip|html2canvas|office-zip|document-viewer|shipment-route-drawing|translation-mode/u;
    const heavy = Object.entries(manifest)
      .filter(([key, chunk]) => heavyModule.test(key) || heavyModule.test(chunk.file))
      .map(([, chunk]) => chunk.file);
    // The patterns still name real chunks of this build (a rename must not make this test pass by default).
    expect(heavy.length).toBeGreaterThanOrEqual(9);
    // The shell's own modules in their chunk (decision 116) are among them.
    expect(heavy.some((file) => /^assets\/shell-(?!layout)/u.test(file))).toBe(true);
    for (const budget of routeBudgets.filter((b) => b.kind === 'public')) {
      const files = collectRouteFiles(manifest, budget.pages);
      expect(
        files.filter((file) => heavy.includes(file)),
        budget.name,
      ).toEqual([]);
    }
  });
});
