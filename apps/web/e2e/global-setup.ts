import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './support/chromium';
import { repoRoot, startServer } from './support/server';
import { journeyWorkers } from './support/workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per journey worker (support/workers). */
    baseUrls: string[];
    chromiumPath: string;
  }
}

/**
 * Starts the real server (built web app, fresh embedded database with demo data) on a free port, once per journey
 * worker: a worker's journeys run one after another against its own server.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run "npm run build" before the browser journeys');
  }
  const started = await Promise.allSettled(Array.from({ length: journeyWorkers }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await stopAll();
  };
}
