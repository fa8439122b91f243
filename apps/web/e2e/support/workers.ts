import { inject } from 'vitest';

/**
 * Journeys run in two workers (decision 077), each against a server of its own, so that two journeys never see
 * each other's data; `E2E_WORKERS` changes the count (1 gives the old one-file-at-a-time run).
 */
export const journeyWorkers = Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? '2', 10) || 1);

/** The shared server of the worker this journey runs in (vitest numbers its workers from 1: `VITEST_POOL_ID`). */
export function workerBaseUrl(): string {
  const urls = inject('baseUrls');
  const slot = Math.max(0, Number.parseInt(process.env.VITEST_POOL_ID ?? '1', 10) - 1);
  return urls[slot % urls.length]!;
}
