// Prints the per-route bytes of the current web build (`npm run build -w @connect/web` first):
// node --import tsx apps/web/budgets/report.ts [distDir]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KB, routeBudgets } from './route-budgets';
import { measureRoute, readManifest } from './route-bytes';

const distDir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const manifest = readManifest(distDir);
const kb = (n: number) => (n / KB).toFixed(1).padStart(7);
console.log('route                      JS raw   JS gz  JS br | CSS raw  CSS gz  CSS br | budget JS  CSS | target JS');
for (const budget of routeBudgets) {
  const m = measureRoute(distDir, manifest, budget);
  console.log(
    `${budget.name.padEnd(24)} ${kb(m.js.raw)} ${kb(m.js.gzip)} ${kb(m.js.brotli)} | ${kb(m.css.raw)} ${kb(m.css.gzip)} ${kb(m.css.brotli)} | ${kb(budget.maxJs)} ${kb(budget.maxCss)} | ${kb(budget.targetJs)}`,
  );
}
