import { sessionResponseSchema, type SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { passkeyOptionsResultSchema } from '@connect/contracts/mfa/passkeys.schemas';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { TFunction } from 'i18next';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * Sign-in's second step with a passkey (issue #16): POST /api/auth/mfa/sign-in/passkey/options, the browser's
 * ceremony, then POST /api/auth/mfa/sign-in/passkey, which starts the session.
 */
export async function signInWithPasskey(mfaToken: string): Promise<SessionResponse> {
  const { options } = await apiRequest('/api/auth/mfa/sign-in/passkey/options', {
    method: 'POST',
    body: { mfaToken },
    schema: passkeyOptionsResultSchema,
  });
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return apiRequest('/api/auth/mfa/sign-in/passkey', {
    method: 'POST',
    body: { mfaToken, response },
    schema: sessionResponseSchema,
  });
}

/** A failed passkey sign-in worded for the user: the server's message, or the browser's failure in plain words. */
export function passkeySignInError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return t('passkeys.errors.cancelled');
  if (name === 'NotSupportedError') return t('passkeys.errors.unsupported');
  return t('passkeys.errors.failed');
}
