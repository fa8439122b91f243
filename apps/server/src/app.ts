import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import './fastify-types';
import { routeAccessLevels, type Readiness } from './fastify-types';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { healthRoutes } from './modules/health/health.routes';
import { localizationRoutes } from './modules/localization/localization.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { passkeyRoutes } from './modules/mfa/passkeys.routes';
import { emailChangeRoutes } from './modules/auth/email-change.routes';
import { invitationsRoutes } from './modules/auth/invitations.routes';
import { sessionsRoutes } from './modules/auth/sessions.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { gridSettingsRoutes } from './modules/grid-settings/grid-settings.routes';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { supportRoutes } from './modules/support/support.routes';
import { integrationRoutes } from './modules/integration/integration.routes';
import { shipmentsRoutes } from './modules/shipments/shipments.routes';
import { addressbookRoutes } from './modules/addressbook/addressbook.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { guestRoutes } from './modules/billing/guest.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { freightRoutes } from './modules/freight/freight.routes';
import { freightTariffRoutes } from './modules/freight/tariffs.routes';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes';
import { warehouseReceiptRoutes } from './modules/warehouse/warehouse-receipts.routes';
import { warehouseImportRoutes } from './modules/warehouse/warehouse-import.routes';
import { quotationsRoutes } from './modules/quotations/quotations.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { portalMessagesRoutes } from './modules/portal-messages/portal-messages.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { reportScheduleRoutes } from './modules/report-schedules/report-schedules.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { resourcesRoutes } from './modules/resources/resources.routes';
import type { Mailer, PaymentsRuntime } from './context';
import { createMailer } from './modules/mail/mailer';
import { createPaymentsRuntime, sandboxWebhookPath, webhookSignatureHeader } from './modules/billing/payments-runtime';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { OneLinePerRequest, prettyTransport, usesPrettyLogs } from './lib/request-log';
import { responseSerializerCompiler } from './lib/response-serializer';
import { openApiPlugin } from './plugins/openapi';
import { realtimePlugin } from './plugins/realtime';
import { securityPlugin } from './plugins/security';
import { sessionCachePlugin } from './plugins/session-cache';
import { webPlugin } from './plugins/web';
import { getConfiguration } from './modules/configuration/configuration.service';
import { getLocalization } from './modules/localization/localization.service';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Whether the database was already migrated by the caller (main.ts migrates before or after listen). */
  migrated?: boolean;
  /** Tests pass their own (an SMTP sink); default: SMTP when SMTP_URL is set, else the outbox. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
};

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/** Log options: no secrets, no personal data (query strings may hold guest keys or e-mail addresses). */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Development: pino-pretty, one line per entry (decision 062); production and tests: JSON.
    ...(usesPrettyLogs(config.nodeEnv) ? { transport: prettyTransport } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-req-key"]',
        'req.headers["x-req-imp"]',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
  };
}

export type RouteTableEntry = { method: string; url: string; access: string };

/**
 * The onRoute check: every API route declares who may call it (defineRoute, decision 018); a route without a
 * declaration, or with an unknown level, stops start-up. Each route lands in `routes` (the route table) and its
 * OpenAPI entry says how it authenticates.
 */
export function checkRouteAccess(routes: RouteTableEntry[]): (route: RouteOptions) => void {
  return (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'HEAD')) return;
    const needsDeclaration = route.url.startsWith('/api/') || route.url === '/healthz' || route.url === '/readyz';
    const isDocs = route.url.startsWith('/api/docs');
    const access = route.config?.access;
    if (needsDeclaration && !isDocs && !access) {
      throw new Error(`route ${methods.join(',')} ${route.url} does not declare config.access`);
    }
    if (access && !routeAccessLevels.includes(access)) {
      throw new Error(`route ${methods.join(',')} ${route.url} declares an unknown access level '${access}'`);
    }
    for (const method of methods)
      routes.push({ method, url: route.url, access: isDocs ? 'public' : (access ?? 'public') });
    // Document in OpenAPI how each protected route authenticates.
    if (access && access !== 'public' && route.schema && !route.schema.security) {
      route.schema.security =
        access === 'guest'
          ? [{ guestKey: [] }]
          : access === 'integration'
            ? [{ integrationKey: [] }]
            : [{ bearer: [] }, { bearer: [], impersonation: [] }];
    }
  };
}

/** Fastify's form of TRUST_PROXY: a hop count trusts that many proxies nearest to the server. */
function trustProxyOption(
  setting: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    // Only the configured proxies may name the client (TRUST_PROXY, decision 028); off by default.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Development: one line per request instead of two JSON entries (decision 062).
    ...(usesPrettyLogs(config.nodeEnv) ? { logController: new OneLinePerRequest() } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by a serializer compiled from their zod schema; checked against zod outside production (decision 106).
  app.setSerializerCompiler(responseSerializerCompiler({ checked: config.nodeEnv !== 'production' }));

  const readiness: Readiness = { migrated: options.migrated ?? false, lastError: undefined };
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('readiness', readiness);
  app.decorateRequest('ctx', null as never);
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: `Connect <no-reply@${new URL(config.publicUrl).hostname}>` });
  app.decorate('mailer', mailer);
  const payments = createPaymentsRuntime(config, (event) =>
    app
      .inject({
        method: 'POST',
        url: sandboxWebhookPath,
        headers: { 'content-type': 'application/json', [webhookSignatureHeader]: event.signature },
        payload: event.rawBody,
      })
      .then((res) => {
        if (res.statusCode >= 300) throw new Error(`webhook answered ${res.statusCode}`);
      }),
  );
  app.decorate('payments', payments);
  app.addHook('onRequest', async (request, reply) => {
    request.ctx = {
      db: database.db,
      config,
      mailer,
      requestId: request.id,
      push: (userId, message) => app.realtime.sendToUser(userId, message),
      payments,
      sessionCache: app.sessionCache,
    };
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    payments.sandbox?.close();
    mailer.close();
    await database.close();
  });

  const routes: RouteTableEntry[] = [];
  app.addHook('onRoute', checkRouteAccess(routes));
  app.decorate('routeTable', () => [...routes]);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(sessionCachePlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin);
  await app.register(metricsPlugin);
  await app.register(openApiPlugin);
  await app.register(healthRoutes);
  await app.register(configurationRoutes);
  await app.register(localizationRoutes);
  await app.register(referenceRoutes);
  await app.register(authRoutes);
  await app.register(mfaRoutes);
  await app.register(ssoRoutes);
  await app.register(passkeyRoutes);
  await app.register(sessionsRoutes);
  await app.register(invitationsRoutes);
  await app.register(emailChangeRoutes);
  await app.register(profileRoutes);
  await app.register(impersonationRoutes);
  await app.register(adminRoutes);
  await app.register(supportRoutes);
  await app.register(gridSettingsRoutes);
  await app.register(exportsRoutes);
  await app.register(shipmentsRoutes);
  await app.register(addressbookRoutes);
  await app.register(bookingsRoutes);
  await app.register(freightRoutes);
  await app.register(freightTariffRoutes);
  await app.register(warehouseRoutes);
  await app.register(warehouseReceiptRoutes);
  await app.register(warehouseImportRoutes);
  await app.register(quotationsRoutes);
  await app.register(dashboardRoutes);
  await app.register(billingRoutes);
  await app.register(guestRoutes);
  await app.register(integrationRoutes);
  await app.register(notificationsRoutes);
  await app.register(portalMessagesRoutes);
  await app.register(reportsRoutes);
  await app.register(reportScheduleRoutes);
  await app.register(analyticsRoutes);
  await app.register(resourcesRoutes);
  // The public pages are rendered on the server with the same start-up data the browser loads (decision 112).
  const pageContext = { db: database.db, payments };
  await app.register(webPlugin, {
    pageData: {
      configuration: () => getConfiguration(pageContext),
      localization: (locale) => getLocalization(pageContext, locale),
    },
  });
  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: () => RouteTableEntry[];
    mailer: Mailer;
    payments: PaymentsRuntime;
  }
}
