import type { SessionResponse } from '@connect/contracts/auth/auth.schemas';
import type { MfaSignInDetails } from '@connect/contracts/mfa/mfa.schemas';
import { Anchor, Button, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStep } from '@/entities/second-factor/code-step';
import { EnrolSteps } from '@/entities/second-factor/enrol-steps';
import { ErrorBanner } from '@/entities/second-factor/error-banner';
import { RecoveryCodes } from '@/entities/second-factor/recovery-codes';
import { completeSignIn, sendSignInCode } from '@/entities/second-factor/second-factor-calls';
import { ApiError } from '@/lib/api-client';
import { PasskeySignInButton } from './passkey-sign-in-button';

export type SecondFactorChallenge = { kind: 'required' | 'enrol'; details: MfaSignInDetails };

/**
 * Sign-in's second step (`auth/multi-factor-auth-required`): choose a method, get or read the code, or use a
 * recovery code. When the company requires a second factor the user has not set up, the set-up comes first.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: (session: SessionResponse) => void;
  onBack: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const { details } = challenge;
  const usable = details.factors.filter((factor) => factor.kind !== 'passkey');
  const [factorId, setFactorId] = useState(usable[0]?.id ?? '');
  const [sentTo, setSentTo] = useState<Record<string, string>>({});
  const hasPasskey = details.factors.some((candidate) => candidate.kind === 'passkey');
  const [recovery, setRecovery] = useState(usable.length === 0 && !hasPasskey);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<{ codes: string[]; session: SessionResponse } | null>(null);
  const factor = usable.find((candidate) => candidate.id === factorId);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      if (caught instanceof ApiError && caught.is('LINK_EXPIRED')) onBack(t('mfa.signIn.expired'));
      else setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  if (codes) {
    return (
      <Stack gap="md">
        <RecoveryCodes codes={codes.codes} />
        <Button onClick={() => onSignedIn(codes.session)}>{t('mfa.continue')}</Button>
      </Stack>
    );
  }

  if (challenge.kind === 'enrol') {
    return (
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('mfa.signIn.enrolHeading')}
        </Title>
        <Text>{t('mfa.signIn.enrolIntro')}</Text>
        <EnrolSteps
          flowToken={details.token}
          phoneAvailable={details.phoneAvailable}
          stepOffset={0}
          onRestart={(message) => onBack(message)}
          onFinished={(result) => {
            if (!result.session) return onBack(t('mfa.signIn.expired'));
            if (result.recoveryCodes?.length) setCodes({ codes: result.recoveryCodes, session: result.session });
            else onSignedIn(result.session);
          }}
        />
        <Anchor component="button" type="button" onClick={() => onBack()} w="fit-content">
          {t('mfa.signIn.startOver')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('mfa.signIn.heading')}
      </Title>
      <Text>{t('mfa.signIn.intro')}</Text>
      <ErrorBanner message={error} />
      {recovery ? (
        <CodeStep
          intro={t('mfa.signIn.recoveryCode')}
          busy={busy}
          allowRecovery
          submitLabel={t('mfa.signIn.verify')}
          onSubmit={(code) =>
            void run(async () => onSignedIn(await completeSignIn({ mfaToken: details.token, recoveryCode: code })))
          }
        />
      ) : (
        <>
          {usable.length > 1 && (
            <Radio.Group label={t('mfa.signIn.method')} value={factorId} onChange={setFactorId}>
              <Stack gap="xs" mt="xs">
                {usable.map((candidate) => (
                  <Radio
                    key={candidate.id}
                    value={candidate.id}
                    label={`${t(`mfa.kind.${candidate.kind}`)} ${candidate.label}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {factor?.kind === 'phone' && !sentTo[factor.id] && (
            <Stack gap="xs">
              <Text size="sm">{`${t('mfa.kind.phone')} ${factor.label}`}</Text>
              <Button
                loading={busy}
                onClick={() =>
                  void run(async () => {
                    const sent = await sendSignInCode({ mfaToken: details.token, factorId: factor.id });
                    setSentTo((before) => ({ ...before, [factor.id]: sent.codeSentTo }));
                  })
                }
              >
                {t('mfa.signIn.sendCode')}
              </Button>
            </Stack>
          )}
          {factor && (factor.kind === 'totp' || sentTo[factor.id]) && (
            <CodeStep
              key={factor.id}
              intro={
                factor.kind === 'totp'
                  ? t('mfa.codeIntroApp')
                  : t('mfa.signIn.codeSent', { phone: sentTo[factor.id] ?? factor.label })
              }
              busy={busy}
              submitLabel={t('mfa.signIn.verify')}
              onSubmit={(code) =>
                void run(async () =>
                  onSignedIn(await completeSignIn({ mfaToken: details.token, factorId: factor.id, code })),
                )
              }
              onResend={
                factor.kind === 'phone'
                  ? () =>
                      void run(async () => {
                        const sent = await sendSignInCode({ mfaToken: details.token, factorId: factor.id });
                        setSentTo((before) => ({ ...before, [factor.id]: sent.codeSentTo }));
                      })
                  : undefined
              }
            />
          )}
        </>
      )}
      {hasPasskey && !recovery && (
        <PasskeySignInButton
          mfaToken={details.token}
          onSignedIn={onSignedIn}
          onExpired={(message) => onBack(message)}
        />
      )}
      {(usable.length > 0 || hasPasskey) && (
        <Anchor component="button" type="button" onClick={() => setRecovery(!recovery)} w="fit-content">
          {recovery ? t('mfa.signIn.useMethod') : t('mfa.signIn.useRecovery')}
        </Anchor>
      )}
      <Anchor component="button" type="button" onClick={() => onBack()} w="fit-content">
        {t('mfa.signIn.startOver')}
      </Anchor>
    </Stack>
  );
}
