import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), the fields the budget reads. */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

/** A route as the budget sees it: the page modules its first paint needs besides the app entry. */
export type RouteProbe = { name: string; path: string; pages: readonly string[] };

export type RouteBytes = {
  name: string;
  path: string;
  files: string[];
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
};

/** Compresses the way the build's precompression step does (brotli quality 11, gzip level 9). */
export function compressBrotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}
export function compressGzip(data: Buffer): Buffer {
  return gzipSync(data, { level: 9 });
}

/**
 * The files a page needs before it can paint: the entry (`index.html`) and the page modules, each with the
 * closure of their static imports and their CSS. Dynamic imports (loaded on demand) are not counted.
 */
export function collectRouteFiles(manifest: ViteManifest, pages: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  visit(entry);
  for (const page of pages) visit(page);
  return [...files].sort();
}

/** Raw, gzip and brotli bytes of a route's JavaScript and CSS, read from the built `dist` folder. */
export function measureRoute(distDir: string, manifest: ViteManifest, probe: RouteProbe): RouteBytes {
  const files = collectRouteFiles(manifest, probe.pages);
  const sum = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
  for (const file of files) {
    const kind = file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : undefined;
    if (!kind) continue;
    const data = readFileSync(path.join(distDir, file));
    sum[kind].raw += data.length;
    sum[kind].gzip += compressGzip(data).length;
    sum[kind].brotli += compressBrotli(data).length;
  }
  return { name: probe.name, path: probe.path, files, ...sum };
}

export function readManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}
