import type { SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { Alert, Button, Stack } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { passkeyErrorMessage } from '@/entities/second-factor/passkey-ceremony';
import { signInWithPasskey } from '../api/passkey-sign-in';

/**
 * "Use a passkey" in sign-in's second step (issue #16): the browser asks for one of the user's passkeys and the
 * session starts. A flow that expired or had too many failures is handed back through `onExpired`.
 */
export function PasskeySignInButton({
  mfaToken,
  onSignedIn,
  onExpired,
}: {
  mfaToken: string;
  onSignedIn: (session: SessionResponse) => void;
  onExpired?: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = browserSupportsWebAuthn();

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signInWithPasskey(mfaToken));
    } catch (caught) {
      const message = passkeyErrorMessage(t, caught);
      if (caught instanceof ApiError && caught.is('LINK_EXPIRED') && onExpired) onExpired(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      {(error ?? !supported) && (
        <Alert color="red" variant="light" role="alert">
          {error ?? t('passkeys.errors.unsupported')}
        </Alert>
      )}
      <Button onClick={() => void start()} loading={busy} disabled={!supported} w="fit-content">
        {t('passkeys.useInstead')}
      </Button>
    </Stack>
  );
}
