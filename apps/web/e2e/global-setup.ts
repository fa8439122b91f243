import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './support/chromium';
import { repoRoot, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

/** Starts the real server (built web app, fresh embedded database with demo data) on a free port. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run "npm run build" before the browser journeys');
  }
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await server.stop();
  };
}
