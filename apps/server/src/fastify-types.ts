import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { LiveSession, ServiceContext } from './context';
import type { LimitRegistry } from './lib/rate-limit';
import type { SessionCache } from './modules/auth/session-cache';

/**
 * Who may call a route. Every /api route must declare one (checked when routes are registered; `defineRoute`
 * in lib/define-route.ts sets it) and plugins/auth.ts enforces it: public (anyone; a valid token is still read),
 * guest (guest-payment key), signedIn (a live session), staff (admin or employee, acting as themselves), admin,
 * integration (an API key of the forwarder's operating system in `x-api-key`). Decision 018.
 */
export const routeAccessLevels = ['public', 'guest', 'signedIn', 'staff', 'admin', 'integration'] as const;
export type RouteAccess = (typeof routeAccessLevels)[number];

export type Readiness = { migrated: boolean; lastError: string | undefined };

// Module augmentation needs `interface`: this is the one place the house style allows it.
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    readiness: Readiness;
    /** Sessions loaded by recent requests (plugins/session-cache.ts, decision 015). */
    sessionCache: SessionCache<LiveSession>;
    /** The rate-limit counters (plugins/security.ts, lib/rate-limit.ts, decision 028). */
    rateLimits: LimitRegistry;
  }
  interface FastifyRequest {
    ctx: ServiceContext;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The message of this route's 429 answer, when the generic one would not tell the user what to do. */
    rateLimitMessage?: string;
  }
}
