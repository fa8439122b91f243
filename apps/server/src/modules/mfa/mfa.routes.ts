import { messageResponseSchema, sessionResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  companyCodeParamsSchema,
  companyMfaRequirementSchema,
  companyMfaRequirementsSchema,
  humanCheckChallengeSchema,
  mfaConfirmResultSchema,
  mfaConfirmSchema,
  mfaFlowOnlySchema,
  mfaFlowSchema,
  mfaHumanCheckRequestSchema,
  mfaHumanCheckResultSchema,
  mfaPhoneRequestSchema,
  mfaPhoneResultSchema,
  mfaSendCodeResultSchema,
  mfaSendCodeSchema,
  mfaSignInSchema,
  mfaStatusSchema,
  mfaTotpSetupSchema,
  mfaVerifyPasswordSchema,
  smsOutboxQuerySchema,
  smsOutboxResponseSchema,
} from '@connect/contracts/mfa/mfa.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '@connect/contracts/admin/admin.schemas';
import { defineRoute } from '../../lib/define-route';
import { setRefreshCookie } from '../../plugins/auth';
import { replyWithSession } from '../auth/session-reply';
import { createHumanCheck } from './human-check.service';
import { listCompanyMfaRequirements, resetUserMfa, setCompanyMfaRequirement } from './mfa-admin.service';
import {
  completeSignIn,
  confirmStep,
  getMfaStatus,
  humanCheckStep,
  renewRecoveryCodes,
  resendFlowCode,
  sendSignInCode,
  setPhoneStep,
  startTotpStep,
  verifyPasswordStep,
} from './mfa.service';
import { listSmsOutbox } from './sms.service';

const tags = ['Multi-factor sign-in'];

/**
 * Second factors (spec 1 §4, issue #16, decision 037). The flow steps after the password are public: the flow
 * token proves the password step, so the same calls serve a signed-in user and a sign-in that must set one up.
 */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = { max: app.config.authRateLimitMax * 5, timeWindow: '1 minute', per: 'address' } as const;
  const perCaller = { max: app.config.authRateLimitMax, timeWindow: '1 minute', per: 'caller' } as const;

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/mfa',
    access: 'signedIn',
    tags,
    summary: "The caller's second factors and recovery codes left",
    response: { 200: mfaStatusSchema },
    handler: ({ ctx }) => getMfaStatus(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/verify-password',
    access: 'signedIn',
    rateLimit: perCaller,
    tags,
    summary: 'Step 1 of enabling or removing a second factor: the password again (refused while impersonating)',
    body: mfaVerifyPasswordSchema,
    response: { 200: mfaFlowSchema },
    handler: ({ ctx, body }) => verifyPasswordStep(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/phone',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'Step 2 of enabling the phone factor: the number (15 characters at most; dashes and spaces stripped)',
    body: mfaPhoneRequestSchema,
    response: { 200: mfaPhoneResultSchema },
    handler: ({ ctx, body }) => setPhoneStep(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/totp',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'Enabling an authenticator app: a new secret and its QR code',
    body: mfaFlowOnlySchema,
    response: { 200: mfaTotpSetupSchema },
    handler: ({ ctx, body }) => startTotpStep(ctx, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/human-check',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'A human check (self-hosted proof of work) to solve before a code is sent',
    response: { 200: humanCheckChallengeSchema },
    handler: ({ ctx }) => createHumanCheck(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/human-check',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'Step 3: the solved human check; then a code is sent to the phone where one is needed',
    body: mfaHumanCheckRequestSchema,
    response: { 200: mfaHumanCheckResultSchema },
    handler: ({ ctx, body }) => humanCheckStep(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/resend',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'Send the phone code of a flow again (30 seconds apart)',
    body: mfaFlowOnlySchema,
    response: { 200: mfaSendCodeResultSchema },
    handler: ({ ctx, body }) => resendFlowCode(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/confirm',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'Step 4: the code; enabling confirms the factor, removing removes it (a recovery code also works)',
    body: mfaConfirmSchema,
    response: { 200: mfaConfirmResultSchema.extend({ session: sessionResponseSchema.nullable() }) },
    handler: async ({ ctx, body, reply }) => {
      const outcome = await confirmStep(ctx, body);
      if (outcome.session) {
        setRefreshCookie(app, reply, outcome.session.refreshToken, outcome.session.refreshExpiresAt);
      }
      return { ...outcome.result, session: outcome.session?.response ?? null };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/recovery-codes',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'New recovery codes after the password step (the old ones stop working)',
    body: mfaFlowOnlySchema,
    response: { 200: mfaConfirmResultSchema },
    handler: ({ ctx, body }) => renewRecoveryCodes(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/sign-in/send-code',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: "Sign-in's second step: text a code to one of the user's phones",
    body: mfaSendCodeSchema,
    response: { 200: mfaSendCodeResultSchema },
    handler: ({ ctx, body }) => sendSignInCode(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/sign-in',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: "Sign-in's second step: a factor's code or a recovery code; starts the session",
    body: mfaSignInSchema,
    response: { 200: sessionResponseSchema },
    handler: ({ ctx, body, reply }) => replyWithSession(app, reply, completeSignIn(ctx, body)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/companies/mfa-required',
    access: 'admin',
    tags,
    summary: 'Which companies require a second factor of everyone',
    response: { 200: companyMfaRequirementsSchema },
    handler: ({ ctx }) => listCompanyMfaRequirements(ctx),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/companies/:companyCode/mfa-required',
    access: 'admin',
    tags,
    summary: "Require a second factor of everyone in the company (the forwarder's admin)",
    params: companyCodeParamsSchema,
    body: companyMfaRequirementSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params, body }) => setCompanyMfaRequirement(ctx, params.companyCode, body.required),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/users/:userId/mfa',
    access: 'admin',
    tags,
    summary: "Reset a locked-out user's two-step sign-in (every factor, passkey and recovery code)",
    params: userIdParamsSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params }) => resetUserMfa(ctx, params.userId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/sms-outbox',
    access: 'admin',
    tags,
    summary: 'Text messages the portal sent or stored (codes are masked once a gateway took them)',
    querystring: smsOutboxQuerySchema,
    response: { 200: smsOutboxResponseSchema },
    handler: ({ ctx, query }) => listSmsOutbox(ctx, query),
  });
};
