import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateIntegrationKey } from '../modules/integration/integration.service';
import { AppError } from '../errors/app-error';
import { authenticate } from '../modules/auth/live-session.service';
import { assertSecondFactorSetUp } from '../modules/auth/second-factor-gate.service';
import { recordRequestAudit } from '../modules/audit/audit.service';

export const refreshCookieName = 'connect_rt';

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The client key of an address (sha256, 32 hex characters: login throttling, rate-limit counters): the same address
 * always gives the same key, so the keys of recent addresses are remembered (at most 10,000; emptied when full)
 * instead of hashed on every request (decision 106).
 */
const clientKeys = new Map<string, string>();
function clientKeyOf(ip: string): string {
  let key = clientKeys.get(ip);
  if (key === undefined) {
    key = createHash('sha256').update(ip).digest('hex').slice(0, 32);
    if (clientKeys.size >= 10_000) clientKeys.clear();
    clientKeys.set(ip, key);
  }
  return key;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function setRefreshCookie(app: FastifyInstance, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(refreshCookieName, token, {
    httpOnly: true,
    secure: app.config.publicUrl.startsWith('https:') || app.config.nodeEnv === 'production',
    sameSite: 'strict',
    path: '/api/auth',
    expires: expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(refreshCookieName, { path: '/api/auth' });
}

/**
 * Resolves the caller on every request before validation (so an anonymous call to a protected route is a
 * 401 whatever its input) and enforces the route's declared access. While impersonating, every request is
 * audited with both actor and subject.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);

  app.addHook('onRequest', async (request) => {
    request.ctx.clientKey = clientKeyOf(request.ip);
    request.ctx.clientAddress = request.ip;
    request.ctx.userAgent = headerValue(request, 'user-agent');
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const bearer = bearerOf(request);
    const impersonationToken = headerValue(request, 'x-req-imp');
    if (access === 'guest') request.ctx.guestKey = headerValue(request, 'x-req-key');
    if (access === 'public' || access === 'guest') {
      if (bearer) {
        request.ctx.auth = await authenticate(request.ctx, {
          bearer,
          impersonationToken,
          countsAsActivity: false,
        }).catch(() => undefined);
      }
      return;
    }
    if (access === 'integration') {
      request.ctx.integration = await authenticateIntegrationKey(request.ctx, headerValue(request, 'x-api-key'));
      return;
    }
    // signedIn, staff and admin: a live session, and for staff and admin the role.
    if (!bearer) throw new AppError('UNAUTHENTICATED');
    const auth = await authenticate(request.ctx, { bearer, impersonationToken, countsAsActivity: true });
    request.ctx.auth = auth;
    await assertSecondFactorSetUp(request.ctx, auth, request.routeOptions.url ?? '');
    if (access === 'staff') {
      const isStaff = auth.actor.isAdmin || auth.actor.userType === 'EMPLOYEE';
      if (!isStaff || auth.impersonation) throw new AppError('ACCESS_DENIED');
    }
    if (access === 'admin' && !auth.user.isAdmin) throw new AppError('ACCESS_DENIED');
  });

  // Written before the answer leaves (onSend, not onResponse): once a caller has the answer, its audit row exists.
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.ctx?.auth;
    if (!auth?.impersonation) return payload;
    await recordRequestAudit(request.ctx, {
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      statusCode: reply.statusCode,
    }).catch((error: unknown) => request.log.error({ err: error }, 'audit write failed'));
    return payload;
  });
});
