import { ssoFailureReasons, type SsoDiscoverResponse, type SsoFailureReason } from '@connect/contracts/sso/sso.schemas';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { refreshSession } from '@/lib/session/api/refresh-session';
import { beginSession } from '@/lib/session/session-actions';
import { discoverSso, ssoStartUrl } from '../api/sso';

/**
 * The sign-in page's single sign-on path (decision 093), loaded on demand: once an e-mail is typed, its domain is
 * asked about and, when its company signs in through its own identity provider, the SSO button shows. Back from
 * the provider (`?sso=done`) the session is taken from the refresh cookie; a refusal (`?sso=<reason>`) says why.
 */

const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

function isFailure(value: string | null): value is SsoFailureReason {
  return (ssoFailureReasons as readonly string[]).includes(value ?? '');
}

export function SsoSignIn({ email }: { email: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = params.get('sso');
  const [found, setFound] = useState<SsoDiscoverResponse['sso']>(null);
  const [finishing, setFinishing] = useState(outcome === 'done');
  const [finishFailed, setFinishFailed] = useState(false);

  useEffect(() => {
    if (outcome !== 'done') return;
    let live = true;
    refreshSession()
      .then((response) => live && beginSession(response))
      .catch(() => {
        if (!live) return;
        setFinishing(false);
        setFinishFailed(true);
      });
    return () => {
      live = false;
    };
  }, [outcome]);

  useEffect(() => {
    if (!looksLikeEmail(email)) {
      setFound(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      discoverSso(email.trim())
        .then((answer) => live && setFound(answer.sso))
        .catch(() => live && setFound(null));
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [email]);

  const failure: SsoFailureReason | null = finishFailed ? 'failed' : isFailure(outcome) ? outcome : null;
  return (
    <Stack gap="xs">
      {finishing && (
        <Center py="xs">
          <Loader size="sm" aria-label={t('sso.finishing')} />
        </Center>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {t(`sso.failure.${failure}`)}
        </Alert>
      )}
      {found && (
        <>
          <Text size="sm">{t('sso.offered', { company: found.companyName })}</Text>
          <Button component="a" href={ssoStartUrl(found.companyId)} variant={found.required ? 'filled' : 'light'}>
            {t('sso.signInWithSso')}
          </Button>
        </>
      )}
    </Stack>
  );
}
