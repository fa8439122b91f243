import { passkeyOptionsResultSchema } from '@connect/contracts/mfa/passkeys.schemas';
import {
  startAuthentication,
  WebAuthnError,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * Proving a flow with a passkey (decision 038), for sign-in's second step and for removing a factor: the server's
 * options for this flow, the browser's ceremony, then the answer to the finishing call.
 */
export async function proveWithPasskey<T>(
  calls: { options: string; finish: string },
  flow: { mfaToken: string } | { flowToken: string },
  schema: z.ZodType<T>,
): Promise<T> {
  const { options } = await apiRequest(calls.options, {
    method: 'POST',
    body: flow,
    schema: passkeyOptionsResultSchema,
  });
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return apiRequest(calls.finish, { method: 'POST', body: { ...flow, response }, schema });
}

/** A failed passkey step worded for the user: the server's message, or the browser's failure in plain words. */
export function passkeyErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return t('passkeys.errors.alreadyRegistered');
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return t('passkeys.errors.cancelled');
  if (name === 'NotSupportedError') return t('passkeys.errors.unsupported');
  return t('passkeys.errors.failed');
}
