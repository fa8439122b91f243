import {
  inviteAcceptSchema,
  inviteInfoSchema,
  loginRequestSchema,
  messageResponseSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sessionResponseSchema,
  tokenSchema,
} from '@connect/contracts/auth/auth.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../lib/define-route';
import { clearRefreshCookie, refreshCookieName } from '../../plugins/auth';
import { acceptInvite, confirmPasswordReset, getInvite, requestPasswordReset } from './account-links.service';
import { addressKey } from '../../lib/rate-limit';
import { changePassword, login, logout, refreshSession, sessionOfRefreshToken } from './auth.service';
import { replyWithSession } from './session-reply';

const tags = ['Identity'];

/** Refreshes count per session; a cookie that names no session counts against its address. */
async function refreshSessionKey(request: FastifyRequest): Promise<string> {
  const sessionId = await sessionOfRefreshToken(request.ctx, request.cookies[refreshCookieName]);
  return sessionId ? `session:${sessionId}` : addressKey(request);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sign-in and mail-sending calls: per account named, and per address (an office shares one, so more there).
  const perAccount = { max: app.config.authRateLimitMax, timeWindow: '1 minute', per: 'account' } as const;
  const perAddress = { max: app.config.authRateLimitMax * 5, timeWindow: '1 minute', per: 'address' } as const;
  const strictLimit = [perAccount, perAddress];
  // Refresh: per session (every page load refreshes once), so one busy office never blocks another user.
  const perSession = { max: 60, timeWindow: '1 minute', per: refreshSessionKey } as const;
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    rateLimit: strictLimit,
    tags,
    summary: 'Sign in with e-mail and password',
    body: loginRequestSchema,
    response: { 200: sessionResponseSchema },
    handler: ({ ctx, body, reply }) => replyWithSession(app, reply, login(ctx, body)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/refresh',
    access: 'public',
    rateLimit: perSession,
    tags,
    summary: 'New access token from the refresh cookie (rotated on every use)',
    response: { 200: sessionResponseSchema },
    handler: async ({ ctx, request, reply }) => {
      try {
        return await replyWithSession(app, reply, refreshSession(ctx, request.cookies[refreshCookieName]));
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/logout',
    access: 'public',
    tags,
    summary: 'End the session',
    response: { 204: z.null() },
    handler: async ({ ctx, headers, request, reply }) => {
      const header = headers.authorization;
      const sessionId = await logout(ctx, {
        bearer: header?.startsWith('Bearer ') ? header.slice(7) : undefined,
        refreshToken: request.cookies[refreshCookieName],
      });
      if (sessionId) app.realtime.closeSession(sessionId);
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/password-reset',
    access: 'public',
    rateLimit: strictLimit,
    tags,
    summary: 'E-mail a password reset link (same answer whether or not the account exists)',
    body: passwordResetRequestSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, body }) => requestPasswordReset(ctx, body.email),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    access: 'public',
    rateLimit: strictLimit,
    tags,
    summary: 'Set a new password with a reset link',
    body: passwordResetConfirmSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, body }) => confirmPasswordReset(ctx, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/invite/:token',
    access: 'public',
    rateLimit: strictLimit,
    tags,
    summary: 'What an invitation link is for',
    params: z.strictObject({ token: tokenSchema }),
    response: { 200: inviteInfoSchema },
    handler: ({ ctx, params }) => getInvite(ctx, params.token),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/invite/accept',
    access: 'public',
    rateLimit: strictLimit,
    tags,
    summary: 'Accept an invitation by choosing a password',
    body: inviteAcceptSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, body }) => acceptInvite(ctx, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/password-change',
    access: 'signedIn',
    rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute', per: 'caller' },
    tags,
    summary: 'Change the password (needs the current one; refused while impersonating)',
    body: passwordChangeSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, body }) => changePassword(ctx, body),
  });
};
