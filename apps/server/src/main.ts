import { randomUUID } from 'node:crypto';
import { ConfigError, loadConfig } from './config/env';
import { buildApp } from './app';
import { createDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare';
import { demoPassword, demoUsers } from './db/seed/demo-data';
import { databaseConnectionLegacyCode } from './errors/app-error';
import { createJobRunner } from './lib/jobs';
import { embeddedMaintenanceJobs } from './db/embedded-maintenance';
import { analyticsSummaryJobs } from './modules/analytics/analytics-summary.service';
import { notificationJobs } from './modules/notifications/notifications.jobs';
import { reportScheduleJobs } from './modules/report-schedules/report-schedules.jobs';

function printDemoLogins(log: (line: string) => void) {
  log('Demo logins (password for all: ' + demoPassword + '):');
  for (const user of demoUsers) log(`  ${user.email.padEnd(46)} ${user.description}`);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let database;
  try {
    database = createDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, database });
  const log = (line: string) => app.log.info(line);
  // Background jobs (decision 034): every instance polls; each due run is claimed by one instance only.
  const pollSeconds = config.jobsPollSeconds;
  const jobs = createJobRunner({
    db: database.db,
    intervalMs: pollSeconds * 1000,
    log: (line) => app.log.error(line),
    jobs: [
      ...notificationJobs(() => ({
        db: database.db,
        config,
        mailer: app.mailer,
        requestId: `job-${randomUUID()}`,
        push: (userId, message) => app.realtime.sendToUser(userId, message),
      })),
      ...reportScheduleJobs(() => ({ db: database.db, config, mailer: app.mailer, requestId: `job-${randomUUID()}` })),
      ...analyticsSummaryJobs(() => database.db),
      ...embeddedMaintenanceJobs(database),
    ],
  });
  const startJobs = () => {
    if (pollSeconds > 0)
      jobs.start().catch((error: unknown) => {
        app.log.error(`Background jobs did not start: ${error instanceof Error ? error.message : 'unknown error'}`);
      });
  };

  const prepare = async (): Promise<boolean> => {
    try {
      await prepareDatabase(database, { seedDemo: config.seedDemo, log });
      app.readiness.migrated = true;
      app.readiness.lastError = undefined;
      return true;
    } catch (error) {
      if (databaseConnectionLegacyCode(error)) {
        app.readiness.lastError = 'database unreachable';
        app.log.error('Could not connect to database; retrying in 5 s');
        return false;
      }
      throw error;
    }
  };

  // An unreachable PostgreSQL must not stop the server: it answers 503 on /readyz and retries.
  const ready = await prepare();
  let retry: NodeJS.Timeout | undefined;
  if (ready) startJobs();
  else {
    retry = setInterval(() => {
      void prepare().then((ok) => {
        if (ok && retry) {
          clearInterval(retry);
          startJobs();
        }
      });
    }, 5000);
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Connect is listening on ${config.publicUrl} (database: ${database.kind})`);
  if (config.seedDemo) printDemoLogins(log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    if (retry) clearInterval(retry);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await jobs.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
