import { defineConfig } from 'vitest/config';
import { webAlias } from '../build-tools/web-alias';
import { journeyWorkers } from './support/workers';

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
    // Two journeys at a time, each worker on its own server (decision 077).
    fileParallelism: journeyWorkers > 1,
    maxWorkers: journeyWorkers,
  },
});
