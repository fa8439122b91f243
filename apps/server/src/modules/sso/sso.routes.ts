import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  ssoCallbackQuerySchema,
  ssoCompaniesResponseSchema,
  ssoCompanyParamsSchema,
  ssoDiscoverRequestSchema,
  ssoDiscoverResponseSchema,
  ssoSettingsInputSchema,
  ssoSettingsResponseSchema,
  ssoSettingsSavedSchema,
  ssoStartQuerySchema,
} from '@connect/contracts/sso/sso.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../lib/define-route';
import { setRefreshCookie } from '../../plugins/auth';
import {
  failureLocation,
  finishSsoSignIn,
  ssoLoginMinutes,
  startSsoSignIn,
  successLocation,
  discoverSso,
} from './sso-sign-in.service';
import { getSsoSettings, listSsoCompanies, removeSsoSettings, saveSsoSettings } from './sso-settings.service';

const tags = ['Single sign-on'];
export const ssoStateCookie = 'connect_sso_state';
const redirect = { 302: z.null().describe('Sends the browser on (Location)') };

/** Single sign-on per customer company (issue #17, decision 093): the admin's settings and the sign-in calls. */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = { max: app.config.authRateLimitMax * 5, timeWindow: '1 minute', per: 'address' } as const;
  const secureCookie = app.config.publicUrl.startsWith('https:') || app.config.nodeEnv === 'production';

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/sso',
    access: 'admin',
    tags,
    summary: 'Every company with whether it signs in through its own identity provider',
    response: { 200: ssoCompaniesResponseSchema },
    handler: ({ ctx }) => listSsoCompanies(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/sso/:companyId',
    access: 'admin',
    tags,
    summary: "A company's single sign-on settings (the client secret is never answered)",
    params: ssoCompanyParamsSchema,
    response: { 200: ssoSettingsResponseSchema },
    handler: ({ ctx, params }) => getSsoSettings(ctx, params.companyId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/sso/:companyId',
    access: 'admin',
    tags,
    summary: "Sets a company's identity provider, e-mail domains, default permissions and 'SSO required' (audited)",
    params: ssoCompanyParamsSchema,
    body: ssoSettingsInputSchema,
    response: { 200: ssoSettingsSavedSchema },
    handler: ({ ctx, params, body }) => saveSsoSettings(ctx, params.companyId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/sso/:companyId',
    access: 'admin',
    tags,
    summary: "Removes a company's single sign-on (audited)",
    params: ssoCompanyParamsSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params }) => removeSsoSettings(ctx, params.companyId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/sso/discover',
    access: 'public',
    rateLimit: [perAddress],
    tags,
    summary: "Whether the e-mail's domain signs in through its company's identity provider (never whether it exists)",
    body: ssoDiscoverRequestSchema,
    response: { 200: ssoDiscoverResponseSchema },
    handler: ({ ctx, body }) => discoverSso(ctx, body.email),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sso/start',
    access: 'public',
    rateLimit: [perAddress],
    tags,
    summary: "Sends the browser to the company's identity provider (code flow with PKCE, state and nonce)",
    querystring: ssoStartQuerySchema,
    response: redirect,
    handler: async ({ ctx, query, request, reply }) => {
      const started = await startSsoSignIn(ctx, query.companyId, request.log);
      if (started.state)
        reply.setCookie(ssoStateCookie, started.state, {
          httpOnly: true,
          secure: secureCookie,
          // Lax: the provider sends the browser back with a top-level GET from its own site.
          sameSite: 'lax',
          path: '/api/sso',
          maxAge: ssoLoginMinutes * 60,
        });
      return reply.redirect(started.location, 302);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sso/callback',
    access: 'public',
    rateLimit: [perAddress],
    tags,
    summary: 'The identity provider sends the browser back here; a session starts, or the sign-in page says why not',
    querystring: ssoCallbackQuerySchema,
    response: redirect,
    handler: async ({ ctx, query, request, reply }) => {
      const callbackUrl = new URL(request.url, app.config.publicUrl);
      const outcome = await finishSsoSignIn(
        ctx,
        {
          ...(query.state === undefined ? {} : { state: query.state }),
          ...(request.cookies[ssoStateCookie] === undefined ? {} : { cookieState: request.cookies[ssoStateCookie] }),
          ...(query.error === undefined ? {} : { error: query.error }),
          callbackUrl,
        },
        request.log,
      );
      reply.clearCookie(ssoStateCookie, { path: '/api/sso' });
      if (!outcome.ok) return reply.redirect(failureLocation(outcome.reason), 302);
      setRefreshCookie(app, reply, outcome.issued.refreshToken, outcome.issued.refreshExpiresAt);
      return reply.redirect(successLocation, 302);
    },
  });
};
