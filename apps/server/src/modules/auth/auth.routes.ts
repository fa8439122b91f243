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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated } from '../../service-context';
import { clearRefreshCookie, refreshCookieName, setRefreshCookie } from '../../plugins/auth';
import { acceptInvite, confirmPasswordReset, getInvite, requestPasswordReset } from './account-links.service';
import { changePassword, login, logout, refreshSession } from './auth.service';

const tags = ['Identity'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const strictLimit = { max: app.config.authRateLimitMax, timeWindow: '1 minute' };
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: strictLimit },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const issued = await login(request.ctx, request.body);
      setRefreshCookie(app, reply, issued.refreshToken, issued.refreshExpiresAt);
      return issued.response;
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'New access token from the refresh cookie (rotated on every use)',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const issued = await refreshSession(request.ctx, request.cookies[refreshCookieName]);
        setRefreshCookie(app, reply, issued.refreshToken, issued.refreshExpiresAt);
        return issued.response;
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags, summary: 'End the session', response: { 204: z.null() } } },
    async (request, reply) => {
      const header = request.headers.authorization;
      const sessionId = await logout(request.ctx, {
        bearer: header?.startsWith('Bearer ') ? header.slice(7) : undefined,
        refreshToken: request.cookies[refreshCookieName],
      });
      if (sessionId) app.realtime.closeSession(sessionId);
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: { access: 'public', rateLimit: strictLimit },
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => requestPasswordReset(request.ctx, request.body.email),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public', rateLimit: strictLimit },
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        body: passwordResetConfirmSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => confirmPasswordReset(request.ctx, request.body),
  );

  app.get(
    '/api/auth/invite/:token',
    {
      config: { access: 'public', rateLimit: strictLimit },
      schema: {
        tags,
        summary: 'What an invitation link is for',
        params: z.strictObject({ token: tokenSchema }),
        response: { 200: inviteInfoSchema },
      },
    },
    async (request) => getInvite(request.ctx, request.params.token),
  );

  app.post(
    '/api/auth/invite/accept',
    {
      config: { access: 'public', rateLimit: strictLimit },
      schema: {
        tags,
        summary: 'Accept an invitation by choosing a password',
        body: inviteAcceptSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => acceptInvite(request.ctx, request.body),
  );

  app.post(
    '/api/auth/password-change',
    {
      config: { access: 'authenticated', rateLimit: strictLimit },
      schema: {
        tags,
        summary: 'Change the password (needs the current one; refused while impersonating)',
        body: passwordChangeSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => changePassword(authenticated(request.ctx), request.body),
  );
};
