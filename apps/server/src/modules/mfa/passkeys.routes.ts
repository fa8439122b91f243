import { sessionResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { mfaConfirmResultSchema } from '@connect/contracts/mfa/mfa.schemas';
import {
  passkeyDisableSchema,
  passkeyFlowSchema,
  passkeyOptionsResultSchema,
  passkeyRegisterResultSchema,
  passkeyRegisterSchema,
  passkeySignInOptionsSchema,
  passkeySignInSchema,
} from '@connect/contracts/mfa/passkeys.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { setRefreshCookie } from '../../plugins/auth';
import { replyWithSession } from '../auth/session-reply';
import {
  disableWithPasskey,
  passkeyDisableOptions,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  signInWithPasskey,
} from './passkeys.service';

const tags = ['Multi-factor sign-in'];

/**
 * Passkeys as a second factor (issue #16). Like the other flow steps these are public: the flow token proves the
 * password step (enrolment, removal) or the password of a sign-in.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = { max: app.config.authRateLimitMax * 5, timeWindow: '1 minute', per: 'address' } as const;

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/passkey/options',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'Adding a passkey, after the password step: the options for the browser to create one',
    body: passkeyFlowSchema,
    response: { 200: passkeyOptionsResultSchema },
    handler: ({ ctx, body }) => passkeyRegistrationOptions(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/passkey/register',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'Adding a passkey: the browser-made credential and its name (recovery codes come with the first factor)',
    body: passkeyRegisterSchema,
    response: { 200: passkeyRegisterResultSchema },
    handler: async ({ ctx, body, reply }) => {
      const outcome = await registerPasskey(ctx, body);
      if (outcome.session) {
        setRefreshCookie(app, reply, outcome.session.refreshToken, outcome.session.refreshExpiresAt);
      }
      return { ...outcome.result, session: outcome.session?.response ?? null };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/disable/passkey/options',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'Removing a second factor, after the password and the human check: options to prove it with a passkey',
    body: passkeyFlowSchema,
    response: { 200: passkeyOptionsResultSchema },
    handler: ({ ctx, body }) => passkeyDisableOptions(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/disable/passkey',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'Removing a second factor with a passkey as the proof (instead of a code)',
    body: passkeyDisableSchema,
    response: { 200: mfaConfirmResultSchema },
    handler: async ({ ctx, body }) => (await disableWithPasskey(ctx, body)).result,
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/sign-in/passkey/options',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: "Sign-in's second step: the options for the browser to ask for one of the user's passkeys",
    body: passkeySignInOptionsSchema,
    response: { 200: passkeyOptionsResultSchema },
    handler: ({ ctx, body }) => passkeySignInOptions(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/sign-in/passkey',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: "Sign-in's second step with a passkey; starts the session",
    body: passkeySignInSchema,
    response: { 200: sessionResponseSchema },
    handler: ({ ctx, body, reply }) => replyWithSession(app, reply, signInWithPasskey(ctx, body)),
  });
};
