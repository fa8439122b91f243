import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobSchedules } from '../db/schema/profile';

/**
 * Background jobs (decision 034). Every instance runs a runner that polls `job_schedules`; a due job is claimed
 * with ONE atomic UPDATE (its time has come and no live lock), so when several instances poll the same database
 * each run happens once. The claim holds a lock for `lockSeconds`; a crashed instance's lock lapses and another
 * instance takes the job over. Works the same on PGlite and PostgreSQL (plain UPDATE … RETURNING).
 */

export type JobDefinition = {
  name: string;
  /** When the next run is due, given when this one started. */
  next: (startedAt: Date) => Date;
  run: () => Promise<void>;
};

export type JobRunner = {
  readonly instanceId: string;
  /** Creates the schedule rows of jobs not yet known (due at once), then polls every `intervalMs`. */
  start: () => Promise<void>;
  /** Stops polling and waits for a running pass to finish. */
  stop: () => Promise<void>;
  /** One pass: claims and runs every due job; returns the names this instance ran. */
  runDue: () => Promise<string[]>;
};

/** Every `minutes` minutes, on the minute boundary (every 60: at the top of each hour). */
export const everyMinutes =
  (minutes: number) =>
  (startedAt: Date): Date => {
    const step = minutes * 60_000;
    return new Date(Math.floor(startedAt.getTime() / step) * step + step);
  };

export function createJobRunner(options: {
  db: Database;
  jobs: readonly JobDefinition[];
  intervalMs: number;
  lockSeconds?: number;
  instanceId?: string;
  log?: (line: string) => void;
}): JobRunner {
  const { db, jobs, intervalMs } = options;
  const lockSeconds = options.lockSeconds ?? 600;
  const instanceId = options.instanceId ?? randomUUID();
  const log = options.log ?? ((line: string) => console.error(line));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  const ensureRows = async () => {
    if (jobs.length === 0) return;
    await db
      .insert(jobSchedules)
      .values(jobs.map((job) => ({ name: job.name, nextRunAt: sql`now()` })))
      .onConflictDoNothing({ target: jobSchedules.name });
  };

  /** The one statement that decides which instance runs a due job. */
  const claim = async (name: string): Promise<boolean> => {
    const rows = await db
      .update(jobSchedules)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${lockSeconds}::double precision)`,
        lockedBy: instanceId,
      })
      .where(
        and(
          eq(jobSchedules.name, name),
          sql`${jobSchedules.nextRunAt} <= now()`,
          sql`(${jobSchedules.lockedUntil} is null or ${jobSchedules.lockedUntil} < now())`,
        ),
      )
      .returning({ name: jobSchedules.name });
    return rows.length === 1;
  };

  const runDue = async (): Promise<string[]> => {
    const ran: string[] = [];
    for (const job of jobs) {
      if (stopped) break;
      if (!(await claim(job.name))) continue;
      const startedAt = new Date();
      let error: string | null = null;
      try {
        await job.run();
      } catch (e) {
        error = e instanceof Error ? e.message : 'unknown error';
        log(`job ${job.name} failed: ${error}`);
      }
      await db
        .update(jobSchedules)
        .set({
          nextRunAt: job.next(startedAt),
          lockedUntil: null,
          lockedBy: null,
          lastRunAt: startedAt,
          lastError: error,
        })
        .where(and(eq(jobSchedules.name, job.name), eq(jobSchedules.lockedBy, instanceId)));
      ran.push(job.name);
    }
    return ran;
  };

  const tick = () => {
    if (running || stopped) return;
    running = runDue()
      .catch((e: unknown) => log(`job runner pass failed: ${e instanceof Error ? e.message : 'unknown error'}`))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    instanceId,
    runDue,
    start: async () => {
      stopped = false;
      await ensureRows();
      if (intervalMs <= 0) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
