// `npm start`: builds the web app only when its sources changed since the last build, so a second start is quick.
// The sources are hashed (apps/web and the packages it bundles, the lock file, the base tsconfig); the hash is kept
// in apps/web/dist/.source-hash after a successful build. A build by other means (`npm run build -w @connect/web`)
// empties dist/ and so removes the stamp: the next start builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'apps/web/dist');
const stamp = path.join(dist, '.source-hash');
const skipped = new Set(['node_modules', 'dist', 'dist-ssr', '.tmp', 'test-results', 'coverage', 'e2e']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (skipped.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  const inputs = [
    ...files(path.join(root, 'apps/web')),
    ...files(path.join(root, 'packages')),
    path.join(root, 'package-lock.json'),
    path.join(root, 'tsconfig.base.json'),
  ];
  for (const file of inputs) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const started = Date.now();
const current = sourceHash();
const built =
  existsSync(path.join(dist, 'index.html')) &&
  existsSync(path.join(root, 'apps/web/dist-ssr/server-render.js')) &&
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8') === current;
if (built) {
  console.log(`web app unchanged since its last build: reusing apps/web/dist (checked in ${Date.now() - started} ms)`);
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@connect/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, current);
}
