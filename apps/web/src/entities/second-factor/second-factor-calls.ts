import { sessionResponseSchema, type SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import {
  humanCheckChallengeSchema,
  mfaConfirmResultSchema,
  mfaFlowSchema,
  mfaHumanCheckResultSchema,
  mfaPhoneResultSchema,
  mfaSendCodeResultSchema,
  mfaStatusSchema,
  mfaTotpSetupSchema,
  type HumanCheckChallenge,
  type MfaConfirmResult,
  type MfaFlow,
  type MfaSignInDetails,
  type MfaStatus,
  type MfaTotpSetup,
} from '@connect/contracts/mfa/mfa.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The calls of multi-factor sign-in (decision 037), shared by My Profile and the sign-in page. */

export const mfaStatusQuery = (sessionKey: string) =>
  queryOptions({
    queryKey: ['mfa-status', sessionKey],
    queryFn: ({ signal }): Promise<MfaStatus> =>
      apiRequest('/api/auth/mfa', { schema: mfaStatusSchema, signal, loader: false }),
  });

export function verifyPassword(body: {
  purpose: 'enroll' | 'disable';
  password: string;
  factorId?: string;
}): Promise<MfaFlow> {
  return apiRequest('/api/auth/mfa/verify-password', { method: 'POST', body, schema: mfaFlowSchema });
}

export function setPhone(body: { flowToken: string; phoneNumber: string }): Promise<{ phone: string }> {
  return apiRequest('/api/auth/mfa/phone', { method: 'POST', body, schema: mfaPhoneResultSchema });
}

export function startAuthenticatorApp(body: { flowToken: string }): Promise<MfaTotpSetup> {
  return apiRequest('/api/auth/mfa/totp', { method: 'POST', body, schema: mfaTotpSetupSchema });
}

export function getHumanCheck(): Promise<HumanCheckChallenge> {
  return apiRequest('/api/auth/human-check', { schema: humanCheckChallengeSchema, loader: false });
}

export function submitHumanCheck(body: { flowToken: string; payload: string }): Promise<{ codeSentTo: string | null }> {
  return apiRequest('/api/auth/mfa/human-check', { method: 'POST', body, schema: mfaHumanCheckResultSchema });
}

export function resendCode(body: { flowToken: string }): Promise<{ codeSentTo: string }> {
  return apiRequest('/api/auth/mfa/resend', { method: 'POST', body, schema: mfaSendCodeResultSchema });
}

const confirmAnswerSchema = mfaConfirmResultSchema.extend({ session: sessionResponseSchema.nullable() });

export function confirmCode(body: {
  flowToken: string;
  code: string;
}): Promise<MfaConfirmResult & { session: SessionResponse | null }> {
  return apiRequest('/api/auth/mfa/confirm', { method: 'POST', body, schema: confirmAnswerSchema });
}

export function renewRecoveryCodes(body: { flowToken: string }): Promise<MfaConfirmResult> {
  return apiRequest('/api/auth/mfa/recovery-codes', { method: 'POST', body, schema: mfaConfirmResultSchema });
}

export function sendSignInCode(body: { mfaToken: string; factorId: string }): Promise<{ codeSentTo: string }> {
  return apiRequest('/api/auth/mfa/sign-in/send-code', { method: 'POST', body, schema: mfaSendCodeResultSchema });
}

export function completeSignIn(
  body: { mfaToken: string; factorId: string; code: string } | { mfaToken: string; recoveryCode: string },
): Promise<SessionResponse> {
  return apiRequest('/api/auth/mfa/sign-in', { method: 'POST', body, schema: sessionResponseSchema });
}

/** The second-factor details of a sign-in answer (`auth/multi-factor-*`), or null. */
export function secondFactorOf(error: unknown): { kind: 'required' | 'enrol'; details: MfaSignInDetails } | null {
  if (!(error instanceof ApiError)) return null;
  if (!error.is('auth/multi-factor-auth-required', 'auth/multi-factor-enrollment-required')) return null;
  const parsed = errorEnvelopeSchema.safeParse(error.body);
  const details = parsed.success ? parsed.data.error.details?.mfa : undefined;
  if (!details) return null;
  return { kind: error.is('auth/multi-factor-auth-required') ? 'required' : 'enrol', details };
}
