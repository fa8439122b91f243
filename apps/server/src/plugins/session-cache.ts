import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { LiveSession } from '../context';
import { parseSessionCacheEvent, SessionCache, type SessionCacheEvent } from '../modules/auth/session-cache';

export const sessionCacheChannel = 'connect:session-cache';

/**
 * The session cache of decision 015, one per app. With `REDIS_URL`, every forget is published so the other
 * instances forget too; a message that cannot be sent is logged and the TTL bounds what it would have told.
 */
export const sessionCachePlugin = fp(async (app: FastifyInstance) => {
  const instanceId = randomUUID();
  // Set once Redis is connected; forgets before that (none: nothing is cached before the first request) stay local.
  const broadcast: { send?: (event: SessionCacheEvent) => void } = {};
  const cache = new SessionCache<LiveSession>({
    ttlMs: app.config.sessionCacheMs,
    onForget: (event) => broadcast.send?.(event),
  });
  app.decorate('sessionCache', cache);

  if (!app.config.redisUrl || !cache.enabled) return;
  const pub = new Redis(app.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
  const sub = pub.duplicate();
  for (const client of [pub, sub])
    client.on('error', (error: Error) =>
      app.log.warn({ err: { message: error.message } }, 'session cache redis unavailable'),
    );
  broadcast.send = (event) => {
    pub.publish(sessionCacheChannel, JSON.stringify({ ...event, from: instanceId })).catch((error: Error) => {
      app.log.warn({ err: { message: error.message } }, 'session cache forget not published');
    });
  };
  sub.on('message', (channel: string, message: string) => {
    if (channel !== sessionCacheChannel) return;
    const parsed = parseSessionCacheEvent(message);
    if (parsed && parsed.from !== instanceId) cache.apply(parsed.event);
  });
  await sub.subscribe(sessionCacheChannel).catch((error: Error) => {
    app.log.warn({ err: { message: error.message } }, 'session cache not subscribed');
  });
  app.addHook('onClose', async () => {
    pub.disconnect();
    sub.disconnect();
  });
});
