import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyAccessToken } from '../modules/auth/access-token';
import { endSession } from '../modules/auth/live-session.service';
import { demo, signIn, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
let customer: SignedIn;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://portal.example.test' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  customer = await signIn(t.app, demo.customer);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

function open(query: Record<string, string>, origin = 'http://portal.example.test'): Socket {
  const socket = connect(url, {
    path: '/api/socket.io',
    transports: ['websocket'],
    query,
    extraHeaders: { origin },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: Socket) =>
  new Promise<'connected' | string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });

/** The session check fails (the database away for a moment) while `run` runs. */
async function withSessionCheckFailing<T>(run: () => Promise<T>): Promise<T> {
  const spy = vi.spyOn(t.app.sessionCache, 'load').mockRejectedValue(new Error('Connection terminated unexpectedly'));
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

describe('realtime socket', () => {
  it('accepts the portal origin with a live session and answers isConnectionEstablished', async () => {
    const socket = open({ token: customer.token, isImpersonated: 'false', impersonatedToken: '' });
    expect(await outcome(socket)).toBe('connected');
    const accepted = new Promise((resolve) => socket.once('connectionAccepted', resolve));
    socket.emit('isConnectionEstablished');
    expect(await accepted).toMatchObject({ userId: customer.session.user.userId, impersonating: false });
    const message = new Promise((resolve) => socket.once('msgToClient', resolve));
    t.app.realtime.sendToUser(customer.session.user.userId, { type: 'notification', title: 'Shipment departed' });
    expect(await message).toEqual({ type: 'notification', title: 'Shipment departed' });
  });

  it('refuses another origin and a missing or bad token', async () => {
    expect(await outcome(open({ token: customer.token }, 'https://evil.example'))).not.toBe('connected');
    expect(await outcome(open({}))).toBe('access denied');
    expect(await outcome(open({ token: 'not-a-token' }))).toBe('access denied');
  });

  it('closes the socket when the session ends', async () => {
    const own = await signIn(t.app, demo.customer);
    const socket = open({ token: own.token });
    expect(await outcome(socket)).toBe('connected');
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: own.headers });
    expect(await closed).toBe('io server disconnect');
  });

  it('asks the client to retry, and does not deny access, when only the session check fails', async () => {
    const own = await signIn(t.app, demo.customer);
    const refusal = await withSessionCheckFailing(
      () =>
        new Promise<{ message: string; data: unknown }>((resolve) => {
          const socket = open({ token: own.token });
          socket.once('connect', () => resolve({ message: 'connected', data: undefined }));
          socket.once('connect_error', (error: Error & { data?: unknown }) =>
            resolve({ message: error.message, data: error.data }),
          );
        }),
    );
    expect(refusal).toEqual({ message: 'temporarily unavailable', data: { retry: true } });
    // The same token connects once the check works again: nothing was ended.
    expect(await outcome(open({ token: own.token }))).toBe('connected');
  });

  it('keeps an open socket when the periodic check fails, and closes it once the session has ended', async () => {
    const own = await signIn(t.app, demo.customer);
    const socket = open({ token: own.token });
    expect(await outcome(socket)).toBe('connected');
    let closed = false;
    socket.once('disconnect', () => {
      closed = true;
    });
    await withSessionCheckFailing(() => t.app.realtime.recheckNow());
    const delivered = new Promise((resolve) => socket.once('msgToClient', resolve));
    t.app.realtime.sendToUser(own.session.user.userId, { type: 'notification', title: 'Still here' });
    expect(await delivered).toEqual({ type: 'notification', title: 'Still here' });
    expect(closed).toBe(false);

    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    // Ended where realtime does not hear of it (as on another instance without Redis): only the re-check closes it.
    const claims = verifyAccessToken(own.token, t.app.config.sessionSecret, 'access');
    expect(claims).toBeTruthy();
    await endSession({ db: t.app.database.db, sessionCache: t.app.sessionCache }, claims?.sid ?? '', 'test');
    await t.app.realtime.recheckNow();
    expect(await disconnected).toBe('io server disconnect');
  });
});
