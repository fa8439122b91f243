import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth a compressed copy; source maps (read by developer tools only) and index.html are left out. */
const precompressedExtensions = new Set(['.js', '.css', '.svg', '.json', '.woff', '.txt']);
const minimumBytes = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
      }),
  );
  return nested.flat();
}

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside one built file. */
export async function precompressFile(file: string): Promise<void> {
  const data = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/**
 * Vite plugin (decision 041): after the build is written, every text asset of 1 KB or more gets a brotli and a
 * gzip copy beside it, which the server picks by content negotiation (`@fastify/static` `preCompressed`).
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'connect-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async writeBundle() {
      // The server's renderer (decision 112) is read from disk by Node, never sent to a browser.
      if (serverBuild) return;
      const files = await listFiles(outDir);
      const targets: string[] = [];
      for (const file of files) {
        if (!precompressedExtensions.has(path.extname(file))) continue;
        const { size } = await stat(file);
        if (size >= minimumBytes) targets.push(file);
      }
      await Promise.all(targets.map((file) => precompressFile(file)));
    },
  };
}
