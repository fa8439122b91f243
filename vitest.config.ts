import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webAlias } from './apps/web/build-tools/web-alias';

const routeTests = ['apps/server/src/**/*.test.ts'];

/**
 * Vitest's own default is one worker less than the cores, which is a single worker on the two-core machines that
 * run `npm test`: the route and component files run on every core instead (decision 077).
 */
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: webAlias },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Byte budgets of the web build (decision 042): run by `npm test` after the build, never before.
        test: {
          name: 'budgets',
          include: ['apps/web/build-tools/**/*.budget.test.ts'],
          environment: 'node',
          // Each route's bundle is compressed with gzip and Brotli at their highest levels: seconds on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        // React components (grid, form kit) rendered in jsdom with Testing Library.
        resolve: { alias: webAlias },
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          maxWorkers: workers,
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup-components.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'routes-embedded',
          include: routeTests,
          maxWorkers: workers,
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { TEST_DB_KIND: 'embedded' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'routes-postgres',
          include: routeTests,
          maxWorkers: workers,
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { TEST_DB_KIND: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Fault tests (decision 055): the real server as processes against a private PostgreSQL and Redis that
        // the tests stop, restart and kill; one file at a time.
        test: {
          name: 'faults',
          include: ['apps/server/test/faults/**/*.fault.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
