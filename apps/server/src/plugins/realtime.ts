import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Principal } from '../context';
import { AppError } from '../errors/app-error';
import { authenticate } from '../modules/auth/live-session.service';

export type RealtimeMessage = { type: string; title?: string; body?: string; data?: Record<string, unknown> };

export type Realtime = {
  io: Server;
  /** Sends `msgToClient` to every socket of a user, on every instance (Redis adapter). */
  sendToUser: (userId: string, message: RealtimeMessage) => void;
  /** Sends `msgToClient` to every signed-in socket, on every instance (content the server filters per caller). */
  broadcast: (message: RealtimeMessage) => void;
  /** Closes every socket of a session (logout) or of a user (disabled). */
  closeSession: (sessionId: string) => void;
  closeUser: (userId: string) => void;
  /** Checks every socket of this instance against its session now (the timer does it every 30 s). */
  recheckNow: () => Promise<void>;
};

const recheckMs = 30_000;

/**
 * Why a handshake was refused, as the client reads it (`connect_error`'s message and `data`). Only an answer of the
 * session check itself (an `AppError`: expired token, ended session or impersonation) denies access; a failure of
 * the check (the database or the session cache away for a moment) says so and asks the client to try again, so a
 * short outage neither signs people out nor leaves them without realtime until they reload.
 */
export function handshakeRefusal(error: unknown): Error & { data?: { retry: boolean } } {
  if (error instanceof AppError) return new Error('access denied');
  return Object.assign(new Error('temporarily unavailable'), { data: { retry: true } });
}

/**
 * The Redis adapter publishes without waiting for the answer (`pubClient.publish(...)` with no catch), so a publish
 * that fails while Redis is away would be an unhandled rejection that ends the process (found by the Redis fault
 * test, decision 055). The publisher's `publish` therefore never rejects: a failure is logged and the message stays
 * local to this instance, which is what realtime without Redis means.
 */
export function publishWithoutRejection(client: Redis, warn: (message: string) => void): Redis {
  const publish = client.publish.bind(client);
  const safe = (channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      warn(error instanceof Error ? error.message : 'publish failed');
      return 0;
    });
  Object.defineProperty(client, 'publish', { value: safe, configurable: true, writable: true });
  return client;
}

function allowedOrigins(publicUrl: string): Set<string> {
  const origin = new URL(publicUrl).origin;
  const set = new Set([origin]);
  // The same server reached as localhost or 127.0.0.1 in development.
  const url = new URL(publicUrl);
  if (url.hostname === 'localhost') set.add(origin.replace('localhost', '127.0.0.1'));
  if (url.hostname === '127.0.0.1') set.add(origin.replace('127.0.0.1', 'localhost'));
  return set;
}

/**
 * The realtime socket of spec 1 §7 (socket.io on the API host). The handshake carries `token`,
 * `isImpersonated` and `impersonatedToken`; it is authenticated by the same session as HTTP calls, the
 * Origin must be the portal's, and sockets close when their session ends.
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const origins = allowedOrigins(app.config.publicUrl);
  const io = new Server(app.server, {
    path: '/api/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
    cors: { origin: [...origins], credentials: false },
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, typeof origin === 'string' && origins.has(origin));
    },
  });

  if (app.config.redisUrl) {
    // Without an offline queue a publish fails at once while Redis is away instead of piling up.
    const pub = new Redis(app.config.redisUrl, {
      lazyConnect: false,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    const sub = new Redis(app.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
    for (const client of [pub, sub])
      client.on('error', (error: Error) =>
        app.log.warn({ err: { message: error.message } }, 'realtime redis unavailable'),
      );
    publishWithoutRejection(pub, (message) =>
      app.log.warn({ err: { message } }, 'realtime message not published to the other instances'),
    );
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      pub.disconnect();
      sub.disconnect();
    });
  }

  io.use(async (socket, next) => {
    const query = socket.handshake.query;
    const token = typeof query.token === 'string' ? query.token : undefined;
    const impersonated =
      query.isImpersonated === 'true' && typeof query.impersonatedToken === 'string'
        ? query.impersonatedToken
        : undefined;
    if (!token) return next(new Error('access denied'));
    try {
      const principal = await authenticate(
        { db: app.database.db, config: app.config, sessionCache: app.sessionCache },
        { bearer: token, impersonationToken: impersonated, countsAsActivity: false },
      );
      socket.data.principal = principal;
      socket.data.token = token;
      socket.data.impersonated = impersonated;
      next();
    } catch (error) {
      if (!(error instanceof AppError)) app.log.warn({ err: error }, 'realtime handshake: session check failed');
      next(handshakeRefusal(error));
    }
  });

  io.on('connection', (socket: Socket) => {
    const principal = socket.data.principal as Principal;
    void socket.join([
      `user:${principal.user.userId}`,
      `session:${principal.sessionId}`,
      `actor:${principal.actor.userId}`,
    ]);
    socket.on('isConnectionEstablished', () => {
      socket.emit('connectionAccepted', {
        userId: principal.user.userId,
        impersonating: Boolean(principal.impersonation),
      });
    });
  });

  // Sessions can also end without a request on this instance (idle, password change elsewhere): re-check.
  const recheckNow = async () => {
    for (const socket of await io.local.fetchSockets()) {
      try {
        await authenticate(
          { db: app.database.db, config: app.config, sessionCache: app.sessionCache },
          {
            bearer: socket.data.token as string,
            impersonationToken: socket.data.impersonated as string | undefined,
            countsAsActivity: false,
          },
        );
      } catch (error) {
        // The session ended: close. The check itself failed (database away): keep the socket, check again later.
        if (error instanceof AppError) socket.disconnect(true);
        else app.log.warn({ err: error }, 'realtime re-check: session check failed, socket kept');
      }
    }
  };
  const timer = setInterval(() => {
    recheckNow().catch(() => undefined);
  }, recheckMs);
  timer.unref();

  /**
   * Closes the rooms' sockets here at once, then asks the other instances. The Redis adapter closes even this
   * instance's sockets only when its own request comes back from Redis, so without Redis an ended session kept its
   * socket open until the next re-check (found by the Redis fault test, decision 055).
   */
  const closeRooms = (rooms: string[]) => {
    for (const room of rooms) io.local.in(room).disconnectSockets(true);
    if (app.config.redisUrl) for (const room of rooms) io.in(room).disconnectSockets(true);
  };

  const realtime: Realtime = {
    io,
    sendToUser: (userId, message) => {
      io.to(`user:${userId}`).emit('msgToClient', message);
    },
    broadcast: (message) => {
      io.emit('msgToClient', message);
    },
    closeSession: (sessionId) => closeRooms([`session:${sessionId}`]),
    closeUser: (userId) => closeRooms([`actor:${userId}`, `user:${userId}`]),
    recheckNow,
  };
  app.decorate('realtime', realtime);
  // Open websockets would keep the HTTP server from closing: drop them first.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    io.local.disconnectSockets(true);
    io.engine.close();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}
