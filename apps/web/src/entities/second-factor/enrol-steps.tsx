import type { MfaConfirmResult } from '@connect/contracts/mfa/mfa.schemas';
import type { SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { Button, CopyButton, Group, Image, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { CodeStep } from './code-step';
import { ErrorBanner } from './error-banner';
import { HumanCheck } from './human-check';
import { confirmCode, resendCode, setPhone, startAuthenticatorApp, submitHumanCheck } from './second-factor-calls';
import type { MfaTotpSetup } from '@connect/contracts/mfa/mfa.schemas';

export type EnrolFinished = MfaConfirmResult & { session: SessionResponse | null };

type Step =
  | { name: 'choose' }
  | { name: 'phone' }
  | { name: 'human'; phone: string }
  | { name: 'code'; via: 'phone'; phone: string }
  | { name: 'app'; setup: MfaTotpSetup };

/** Spec 1 §5: the phone input takes at most 15 characters (dashes and spaces are stripped by the server). */
const phoneMaxLength = 15;

/**
 * Enabling a second factor after the password step (spec 1 §4): a phone (number, human check, code) or an
 * authenticator app (QR code, code). A badly formatted phone goes back to the phone step; an unsupported
 * factor or an expired flow goes back to step 1 (`onRestart`).
 */
export function EnrolSteps({
  flowToken,
  phoneAvailable,
  stepOffset,
  onFinished,
  onRestart,
}: {
  flowToken: string;
  phoneAvailable: boolean;
  /** Steps already taken (the password): the phone path is steps 2–4 of 4 in the spec's dialog. */
  stepOffset: number;
  onFinished: (result: EnrolFinished) => void;
  onRestart: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [method, setMethod] = useState<'phone' | 'app'>(phoneAvailable ? 'phone' : 'app');
  const [phone, setPhoneValue] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const total = stepOffset + 3;

  const fail = (caught: unknown, fallback: Step['name'] = step.name) => {
    const message = caught instanceof ApiError ? caught.message : String(caught);
    if (caught instanceof ApiError && caught.is('auth/unsupported-second-factor', 'LINK_EXPIRED')) {
      onRestart(message);
      return;
    }
    if (
      caught instanceof ApiError &&
      caught.is('auth/invalid-phone-number', 'VALIDATION_FAILED') &&
      fallback === 'phone'
    ) {
      setStep({ name: 'phone' });
      setPhoneError(fieldErrorsOf(caught.body).phoneNumber ?? message);
      return;
    }
    setError(message);
  };

  const run = async (work: () => Promise<void>, fallback?: Step['name']) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      fail(caught, fallback);
    } finally {
      setBusy(false);
    }
  };

  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'phone') return setStep({ name: 'phone' });
    void run(async () => setStep({ name: 'app', setup: await startAuthenticatorApp({ flowToken }) }));
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const stripped = phone.replace(/[\s-]/g, '');
    if (!phone.trim()) return setPhoneError(t('errors.required'));
    if (!/^\+?[1-9][0-9]{6,14}$/.test(stripped)) return setPhoneError(t('errors.phoneBadlyFormatted'));
    setPhoneError(null);
    void run(async () => {
      const answer = await setPhone({ flowToken, phoneNumber: phone });
      setStep({ name: 'human', phone: answer.phone });
    }, 'phone');
  };

  const confirm = (code: string) =>
    void run(async () => {
      const result = await confirmCode({ flowToken, code });
      onFinished(result);
    });

  const stepLabel = (n: number) => (
    <Text size="sm" c="dimmed">
      {t('mfa.stepOf', { step: stepOffset + n, total })}
    </Text>
  );

  return (
    <Stack gap="md">
      <ErrorBanner message={error} />
      {step.name === 'choose' && (
        <form noValidate onSubmit={choose} aria-label={t('mfa.chooseMethod')}>
          <Stack gap="sm">
            <Radio.Group
              label={t('mfa.chooseMethod')}
              value={method}
              onChange={(value) => setMethod(value === 'app' ? 'app' : 'phone')}
            >
              <Stack gap="xs" mt="xs">
                <Radio
                  value="phone"
                  label={t('mfa.methodPhone')}
                  description={phoneAvailable ? t('mfa.methodPhoneHint') : t('mfa.phoneUnavailable')}
                  disabled={!phoneAvailable}
                />
                <Radio value="app" label={t('mfa.methodApp')} description={t('mfa.methodAppHint')} />
              </Stack>
            </Radio.Group>
            <Button type="submit" loading={busy}>
              {t('mfa.continue')}
            </Button>
          </Stack>
        </form>
      )}
      {step.name === 'phone' && (
        <form noValidate onSubmit={submitPhone} aria-label={t('mfa.verifyPhone')}>
          <Stack gap="sm">
            {stepLabel(1)}
            <Text size="sm">{t('mfa.phoneIntro')}</Text>
            <TextInput
              label={t('mfa.phoneNumber')}
              type="tel"
              autoComplete="tel"
              maxLength={phoneMaxLength}
              value={phone}
              onChange={(event) => setPhoneValue(event.currentTarget.value)}
              error={phoneError}
              withAsterisk
              data-autofocus
            />
            <Button type="submit" loading={busy}>
              {t('mfa.verifyPhone')}
            </Button>
          </Stack>
        </form>
      )}
      {step.name === 'human' && (
        <Stack gap="sm">
          {stepLabel(2)}
          <Text size="sm">{t('mfa.humanIntro')}</Text>
          <HumanCheck
            onSolved={(payload) =>
              void run(async () => {
                const sent = await submitHumanCheck({ flowToken, payload });
                setStep({ name: 'code', via: 'phone', phone: sent.codeSentTo ?? step.phone });
              })
            }
          />
        </Stack>
      )}
      {step.name === 'code' && (
        <Stack gap="sm">
          {stepLabel(3)}
          <CodeStep
            intro={t('mfa.codeIntroPhone', { phone: step.phone })}
            busy={busy}
            onSubmit={confirm}
            onResend={() => void run(async () => void (await resendCode({ flowToken })))}
          />
        </Stack>
      )}
      {step.name === 'app' && (
        <Stack gap="sm">
          {stepLabel(1)}
          <Text size="sm">{t('mfa.appIntro')}</Text>
          <Image src={step.setup.qrCodeDataUrl} alt={t('mfa.qrAlt')} w={200} h={200} />
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t('mfa.secretKey')}
              value={step.setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              readOnly
              ff="monospace"
              style={{ flex: 1 }}
            />
            <CopyButton value={step.setup.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('mfa.copied') : t('mfa.copyKey')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <CodeStep intro={t('mfa.codeIntroApp')} busy={busy} onSubmit={confirm} />
        </Stack>
      )}
    </Stack>
  );
}
