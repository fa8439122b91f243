// `npm run build -w @connect/server`: the server as JavaScript in dist/ (decision 061 notes, README "Production"):
// src/main.ts and src/db/cli.ts bundled by esbuild with the workspace packages (@connect/*, TypeScript sources)
// inlined and every npm dependency left to node_modules; the migrations copied beside the bundles.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const started = Date.now();

/** npm packages stay external (resolved from node_modules at run time); workspace sources are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@connect/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(here, 'src/main.ts'), cli: path.join(here, 'src/db/cli.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Paths the sources find next to themselves (web/dist, migrations) differ once bundled into dist/.
  define: { __SERVER_COMPILED__: 'true' },
  plugins: [externalPackages],
  logLevel: 'warning',
});
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`server compiled into ${path.relative(process.cwd(), dist) || dist} in ${Date.now() - started} ms`);
