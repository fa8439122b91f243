import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppConfig } from '../config/env';
import { rawRows } from '../db/raw-rows';

/**
 * Who may read /metrics (decision 061): with METRICS_TOKEN set, callers sending `Authorization: Bearer <token>`;
 * without it, anybody outside production (a developer's machine) and nobody in production, where the route then
 * answers 404 as if it did not exist, so metrics are never exposed unprotected there.
 */
export type MetricsAccess = { kind: 'token'; token: string } | { kind: 'open' } | { kind: 'off' };

export function metricsAccess(config: Pick<AppConfig, 'nodeEnv' | 'metricsToken'>): MetricsAccess {
  if (config.metricsToken) return { kind: 'token', token: config.metricsToken };
  return config.nodeEnv === 'production' ? { kind: 'off' } : { kind: 'open' };
}

export const metricsPath = '/metrics';

/** The route label of a request: the route pattern (`/api/shipments/:id`), never the raw URL with its ids. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern ?? 'unmatched';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** Rows of a count query on either driver (both answer `{ rows }`). */
async function countRows(app: FastifyInstance, query: ReturnType<typeof sql>) {
  return rawRows<Record<string, unknown>>(app.database.db, query);
}

/**
 * Prometheus metrics at /metrics (decision 061): requests, latency and errors by route pattern, the database pool
 * and statement time, realtime connections, the mail outbox and the background jobs. One registry per app (tests
 * build many apps in one process), so nothing is global.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const access = metricsAccess(app.config);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a server error (5xx), by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database statement',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.database.observeQueries((seconds) => queryDuration.observe(seconds));

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting requests, max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: 'realtime_connections',
    help: 'Realtime (socket.io) connections open on this instance',
    registers: [registry],
    collect() {
      this.set(app.realtime.io.engine.clientsCount);
    },
  });
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Messages in the mail outbox by status (stored: kept for the outbox, sent, failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await countRows(app, sql`select status, count(*)::int as n from mail_outbox group by status`).catch(
        () => undefined,
      );
      if (!rows) return;
      this.reset();
      for (const status of ['stored', 'sent', 'failed']) this.set({ status }, 0);
      for (const row of rows) this.set({ status: String(row.status) }, Number(row.n));
    },
  });
  new Gauge({
    name: 'jobs_queue',
    help: 'Background jobs (decision 034) by state: due and waiting for an instance, running (claimed), failing (last run failed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await countRows(
        app,
        sql`select
          count(*) filter (where next_run_at <= now() and (locked_until is null or locked_until < now()))::int as due,
          count(*) filter (where locked_until >= now())::int as running,
          count(*) filter (where last_error is not null)::int as failing
        from job_schedules`,
      ).catch(() => undefined);
      const row = rows?.[0];
      if (!row) return;
      for (const state of ['due', 'running', 'failing'] as const) this.set({ state }, Number(row[state]));
    },
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeLabel(request);
    if (route === metricsPath) return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
  });

  if (access.kind === 'off') {
    app.log.info('metrics off: set METRICS_TOKEN to expose /metrics in production');
    return;
  }
  app.route({
    method: 'GET',
    url: metricsPath,
    schema: { hide: true },
    handler: async (request, reply) => {
      if (access.kind === 'token' && !bearerMatches(request.headers.authorization, access.token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('unauthorized\n');
      }
      const body = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
    },
  });
});
