import type { PasskeyRegistrationResponse } from '@connect/contracts/mfa/passkeys.schemas';
import { passkeyLabelMaxLength } from '@connect/contracts/mfa/passkeys.schemas';
import { Alert, Button, Group, List, Loader, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodes } from '@/entities/second-factor/recovery-codes';
import { mfaStatusQuery, verifyPassword } from '@/entities/second-factor/second-factor-calls';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useSession } from '@/lib/session/session-store';
import { tenantKeyOf } from '@/lib/session/tenant-key';
import { passkeyErrorMessage } from '@/entities/second-factor/passkey-ceremony';
import { createPasskey, registerPasskey } from '@/features/profile/api/passkeys-calls';

type Step =
  | { kind: 'password' }
  | { kind: 'ceremony'; flowToken: string }
  | { kind: 'name'; flowToken: string; response: PasskeyRegistrationResponse }
  | { kind: 'done'; recoveryCodes: string[] | null };

/**
 * My Profile's passkeys (issue #16): the user's passkeys, and adding one — the password again, the browser's
 * ceremony, then a name. Removing one goes through the multi-factor section's removal steps.
 */
export function PasskeysPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  const status = useQuery(mfaStatusQuery(tenantKeyOf(session)));
  const { formatDate } = useDateFormat();
  const [step, setStep] = useState<Step | null>(null);
  const [password, setPassword] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const impersonating = Boolean(session.impersonation);
  const supported = browserSupportsWebAuthn();
  const passkeys = status.data?.factors.filter((factor) => factor.kind === 'passkey') ?? [];

  const close = () => {
    setStep(null);
    setPassword('');
    setLabel('');
    setError(null);
    setPasswordError(null);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setPasswordError(null);
    try {
      await work();
    } catch (caught) {
      const wrongPassword = caught instanceof ApiError ? fieldErrorsOf(caught.body).password : undefined;
      if (wrongPassword) return setPasswordError(wrongPassword);
      if (caught instanceof ApiError && caught.is('LINK_EXPIRED')) setStep({ kind: 'password' });
      setError(passkeyErrorMessage(t, caught));
    } finally {
      setBusy(false);
    }
  };

  const ceremony = (flowToken: string) =>
    run(async () => {
      setStep({ kind: 'ceremony', flowToken });
      const response = await createPasskey(flowToken);
      setStep({ kind: 'name', flowToken, response });
    });

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setPasswordError(t('errors.required'));
    void run(async () => {
      const flow = await verifyPassword({ purpose: 'enroll', password });
      setPassword('');
      await ceremony(flow.flowToken);
    });
  };

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    if (step?.kind !== 'name') return;
    void run(async () => {
      const result = await registerPasskey({ flowToken: step.flowToken, response: step.response, label });
      await client.invalidateQueries({ queryKey: ['mfa-status'] });
      setStep({ kind: 'done', recoveryCodes: result.recoveryCodes });
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="profile-passkeys">
      <Title order={3} size="h5" id="profile-passkeys">
        {t('passkeys.heading')}
      </Title>
      <Text size="sm">{t('passkeys.intro')}</Text>
      {status.isPending ? (
        <Loader size="sm" aria-label={t('app.loader')} />
      ) : passkeys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('passkeys.none')}
        </Text>
      ) : (
        <List listStyleType="none" spacing="xs" aria-label={t('passkeys.listLabel')}>
          {passkeys.map((passkey) => (
            <List.Item key={passkey.id}>
              <Text fw={500}>{passkey.label}</Text>
              <Text size="sm" c="dimmed">
                {t('passkeys.added', { date: formatDate(passkey.createdAt) })},{' '}
                {passkey.lastUsedAt
                  ? t('passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt) })
                  : t('passkeys.neverUsed')}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {impersonating && <Text size="sm">{t('passkeys.impersonating')}</Text>}
      {!supported && <Text size="sm">{t('passkeys.errors.unsupported')}</Text>}
      <Group>
        <Button
          variant="default"
          disabled={impersonating || !supported}
          onClick={() => {
            setError(null);
            setStep({ kind: 'password' });
          }}
        >
          {t('passkeys.add')}
        </Button>
      </Group>

      <Modal
        opened={step !== null}
        onClose={close}
        title={t('passkeys.addTitle')}
        closeButtonProps={{ 'aria-label': t('passkeys.cancel') }}
      >
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {step?.kind === 'password' && (
            <form onSubmit={submitPassword} noValidate>
              <Stack gap="sm">
                <Text size="sm">{t('passkeys.passwordIntro')}</Text>
                <PasswordInput
                  label={t('passkeys.password')}
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  autoComplete="current-password"
                  error={passwordError}
                  required
                  data-autofocus
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={close}>
                    {t('passkeys.cancel')}
                  </Button>
                  <Button type="submit" loading={busy}>
                    {t('passkeys.continue')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
          {step?.kind === 'ceremony' && (
            <Stack gap="sm">
              <Text size="sm">{t('passkeys.ceremonyIntro')}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('passkeys.cancel')}
                </Button>
                <Button loading={busy} onClick={() => void ceremony(step.flowToken)}>
                  {t('passkeys.createPasskey')}
                </Button>
              </Group>
            </Stack>
          )}
          {step?.kind === 'name' && (
            <form onSubmit={submitName} noValidate>
              <Stack gap="sm">
                <Text size="sm">{t('passkeys.nameIntro')}</Text>
                <TextInput
                  label={t('passkeys.name')}
                  placeholder={t('passkeys.namePlaceholder')}
                  value={label}
                  maxLength={passkeyLabelMaxLength}
                  onChange={(event) => setLabel(event.currentTarget.value)}
                  data-autofocus
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={busy}>
                    {t('passkeys.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
          {step?.kind === 'done' && (
            <Stack gap="sm">
              <Text role="status">{t('passkeys.saved')}</Text>
              {step.recoveryCodes && step.recoveryCodes.length > 0 && <RecoveryCodes codes={step.recoveryCodes} />}
              <Group justify="flex-end">
                <Button onClick={close}>{t('passkeys.done')}</Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Modal>
    </Stack>
  );
}
