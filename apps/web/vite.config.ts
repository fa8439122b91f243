import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build-tools/chunk-groups';
import { precompressAssets } from './build-tools/precompress';
import { scrollAreaRefs } from './build-tools/scroll-area-refs';
import { webAlias } from './build-tools/web-alias';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [scrollAreaRefs(), react(), precompressAssets()],
  resolve: { alias: webAlias },
  server: {
    port: 5173,
    proxy: {
      '/api/socket.io': { target: 'ws://localhost:8080', ws: true },
      '/api': 'http://localhost:8080',
      '/healthz': 'http://localhost:8080',
      '/readyz': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The byte budgets' test (build-tools/route-budgets.budget.test.ts, decision 042) reads the manifest.
    manifest: true,
    chunkSizeWarningLimit: 900,
    // The server's renderer (decision 112) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    // The entry's static imports in one chunk, the signed-in shell's own modules in another (decision 116).
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: chunkGroups() } } },
  },
}));
