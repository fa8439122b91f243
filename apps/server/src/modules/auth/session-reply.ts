import type { FastifyInstance, FastifyReply } from 'fastify';
import { setRefreshCookie } from '../../plugins/auth';
import type { IssuedSession } from './auth.service';

/**
 * Starts a session in the browser: waits for the session being issued (sign-in, or its second step in the mfa
 * module), sets its refresh cookie and answers its response body.
 */
export async function replyWithSession(
  app: FastifyInstance,
  reply: FastifyReply,
  issuing: Promise<IssuedSession>,
): Promise<IssuedSession['response']> {
  const issued = await issuing;
  setRefreshCookie(app, reply, issued.refreshToken, issued.refreshExpiresAt);
  return issued.response;
}
