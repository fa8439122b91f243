import {
  passkeyOptionsResultSchema,
  passkeyRegisterResultSchema,
  type PasskeyRegistrationResponse,
} from '@connect/contracts/mfa/passkeys.schemas';
import { mfaConfirmResultSchema, type MfaConfirmResult } from '@connect/contracts/mfa/mfa.schemas';
import type { SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { proveWithPasskey } from '@/entities/second-factor/passkey-ceremony';
import { apiRequest } from '@/lib/api-client';

/** Passkeys in My Profile (issue #16): adding one after the password step, and a passkey as the proof of a removal. */

/** POST /api/auth/mfa/passkey/options, then the browser's ceremony: the new credential. */
export async function createPasskey(flowToken: string): Promise<PasskeyRegistrationResponse> {
  const { options } = await apiRequest('/api/auth/mfa/passkey/options', {
    method: 'POST',
    body: { flowToken },
    schema: passkeyOptionsResultSchema,
  });
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return response as PasskeyRegistrationResponse;
}

/** POST /api/auth/mfa/passkey/register: keeps the new passkey under its name. */
export function registerPasskey(body: {
  flowToken: string;
  response: PasskeyRegistrationResponse;
  label: string;
}): Promise<MfaConfirmResult & { session: SessionResponse | null }> {
  return apiRequest('/api/auth/mfa/passkey/register', { method: 'POST', body, schema: passkeyRegisterResultSchema });
}

/**
 * Removal with a passkey as the proof (after the password and the human check of the removal flow):
 * POST /api/auth/mfa/disable/passkey/options, the browser's ceremony, POST /api/auth/mfa/disable/passkey.
 */
export function removeWithPasskey(flowToken: string): Promise<MfaConfirmResult> {
  return proveWithPasskey(
    { options: '/api/auth/mfa/disable/passkey/options', finish: '/api/auth/mfa/disable/passkey' },
    { flowToken },
    mfaConfirmResultSchema,
  );
}
