import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { z } from 'zod';
import { renewSession } from './session/session-actions';
import { getSessionState, useSession } from './session/session-store';

/** A `msgToClient` message of the realtime socket (spec 1 §7). */
export const realtimeMessageSchema = z.object({
  type: z.string(),
  title: z.string().optional(),
  body: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

const retryBaseMs = 2_000;
const retryMaxMs = 30_000;

/** The pause before the next handshake after a refusal, or undefined when the refusal is final ('access denied'). */
export function handshakeRetryDelay(refusalData: unknown, retries: number): number | undefined {
  const retry =
    typeof refusalData === 'object' && refusalData !== null && 'retry' in refusalData && refusalData.retry === true;
  return retry ? Math.min(retryBaseMs * 2 ** retries, retryMaxMs) : undefined;
}

/**
 * Opens the realtime socket on the API host with the session's token (query args token, isImpersonated,
 * impersonatedToken), asks `isConnectionEstablished` and passes every valid `msgToClient` to `onMessage`.
 * Answers a function that closes it.
 */
export function connectRealtime(options: {
  token: string;
  impersonationToken: string | null;
  onMessage: (message: RealtimeMessage) => void;
  /** The server closed the socket (the session was revoked or ended, or the token expired). */
  onClosedByServer?: () => void;
}): () => void {
  const socket = io({
    path: '/api/socket.io',
    transports: ['websocket'],
    query: {
      token: options.token,
      isImpersonated: options.impersonationToken ? 'true' : 'false',
      ...(options.impersonationToken ? { impersonatedToken: options.impersonationToken } : {}),
    },
    reconnectionDelayMax: 30_000,
  });
  socket.on('connect', () => socket.emit('isConnectionEstablished'));
  // A refused handshake is not retried by socket.io. The server asks for a retry when only its session check failed
  // (database away for a moment): try again after a growing pause; 'access denied' stays refused.
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect_error', (error: Error & { data?: unknown }) => {
    const delay = socket.active ? undefined : handshakeRetryDelay(error.data, retries);
    if (delay === undefined) return;
    retries += 1;
    retryTimer = setTimeout(() => socket.connect(), delay);
  });
  socket.on('connect', () => {
    retries = 0;
  });
  // socket.io does not reconnect after the server's own disconnect: the caller decides what it means.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') options.onClosedByServer?.();
  });
  socket.on('msgToClient', (payload: unknown) => {
    const parsed = realtimeMessageSchema.safeParse(payload);
    if (parsed.success) options.onMessage(parsed.data);
  });
  return () => {
    clearTimeout(retryTimer);
    socket.removeAllListeners();
    socket.disconnect();
  };
}

const recheckGapMs = 10_000;
/** The browser's own sign-out or a token change closes the socket too: wait until those have settled. */
const settleMs = 1_500;
let lastRecheckAt = 0;

/**
 * The server closes a session's socket when the session is revoked from another device, the user is disabled or
 * the e-mail changed (decision 036): the session is checked, so a revoked browser signs out without waiting for its
 * next click; a session still good just gets a new token (and so a new socket). Not when this browser itself
 * signed out or changed its token meanwhile (logout, company switch, impersonation): nothing is asked then.
 */
function recheckSession(): void {
  const token = getSessionState().accessToken;
  setTimeout(() => {
    const state = getSessionState();
    if (state.status !== 'signed-in' || state.accessToken !== token) return;
    if (Date.now() - lastRecheckAt < recheckGapMs) return;
    lastRecheckAt = Date.now();
    void renewSession().catch(() => undefined);
  }, settleMs);
}

/**
 * Keeps one socket open while signed in; a new access token (refresh, company change, impersonation) opens a
 * new socket with it, so the server's periodic session check never meets an expired token.
 */
export function useRealtimeMessages(onMessage: (message: RealtimeMessage) => void): void {
  const session = useSession();
  const token = session.status === 'signed-in' ? session.accessToken : null;
  const impersonationToken = session.impersonationToken;
  // The latest handler, read when a message arrives: a new handler each render must not reopen the socket.
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (!token) return undefined;
    return connectRealtime({
      token,
      impersonationToken,
      onMessage: (message) => handler.current(message),
      onClosedByServer: recheckSession,
    });
  }, [token, impersonationToken]);
}
