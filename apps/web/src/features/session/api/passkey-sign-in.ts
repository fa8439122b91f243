import { sessionResponseSchema, type SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { proveWithPasskey } from '@/entities/second-factor/passkey-ceremony';

/**
 * Sign-in's second step with a passkey (issue #16): POST /api/auth/mfa/sign-in/passkey/options, the browser's
 * ceremony, then POST /api/auth/mfa/sign-in/passkey, which starts the session.
 */
export function signInWithPasskey(mfaToken: string): Promise<SessionResponse> {
  return proveWithPasskey(
    { options: '/api/auth/mfa/sign-in/passkey/options', finish: '/api/auth/mfa/sign-in/passkey' },
    { mfaToken },
    sessionResponseSchema,
  );
}
