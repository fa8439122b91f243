import { defineConfig } from 'vitest/config';
import { webAlias } from '../build-tools/web-alias';

export default defineConfig({
  // Journeys that read the route registry import web sources, which use the `@/` alias (decision 071).
  resolve: { alias: webAlias },
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
