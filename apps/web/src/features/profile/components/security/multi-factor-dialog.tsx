import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { CodeStep } from '@/entities/second-factor/code-step';
import { EnrolSteps } from '@/entities/second-factor/enrol-steps';
import { ErrorBanner } from '@/entities/second-factor/error-banner';
import { HumanCheck } from '@/entities/second-factor/human-check';
import { RecoveryCodes } from '@/entities/second-factor/recovery-codes';
import {
  confirmCode,
  renewRecoveryCodes,
  submitHumanCheck,
  verifyPassword,
} from '@/entities/second-factor/second-factor-calls';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { messageText } from '@/lib/message-text';
import { passkeyErrorMessage } from '@/entities/second-factor/passkey-ceremony';
import { removeWithPasskey } from '@/features/profile/api/passkeys-calls';
import { profileKeys } from '@/features/profile/api/profile-keys';

export type MultiFactorAction =
  | { kind: 'enable' }
  | { kind: 'add' }
  | { kind: 'disable' }
  | { kind: 'remove'; factorId: string; method: string }
  | { kind: 'recovery' };

type Stage =
  | { name: 'password' }
  | { name: 'enrol'; flowToken: string }
  | { name: 'human'; flowToken: string }
  | { name: 'code'; flowToken: string; sentTo: string | null }
  | { name: 'codes'; codes: string[] };

/** Spec 1 §2: the multi-factor dialog is 550 wide. */
export const multiFactorDialogWidth = 550;

/**
 * The multi-factor dialog (spec 1 §2, §4): enabling is password → phone → human check → code (or an authenticator
 * app); disabling is password → human check → code. Recovery codes are shown once at the end.
 */
export function MultiFactorDialog({
  action,
  phoneAvailable,
  hasPasskey,
  onClose,
}: {
  action: MultiFactorAction;
  phoneAvailable: boolean;
  /** The user has a passkey: removing may be proven with it instead of a code. */
  hasPasskey: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const removing = action.kind === 'disable' || action.kind === 'remove';
  const title = {
    enable: t('mfa.dialogEnable'),
    add: t('mfa.dialogAdd'),
    disable: t('mfa.dialogDisable'),
    remove: t('mfa.dialogRemove'),
    recovery: t('mfa.dialogRecovery'),
  }[action.kind];

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['mfa-status'] });
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  };

  const restart = (message: string) => {
    setStage({ name: 'password' });
    setPassword('');
    setError(message);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      if (caught instanceof ApiError && caught.is('LINK_EXPIRED', 'auth/unsupported-second-factor')) {
        restart(caught.message);
      } else if (caught instanceof ApiError && fieldErrorsOf(caught.body).password) {
        setPasswordError(fieldErrorsOf(caught.body).password ?? caught.message);
      } else {
        setError(caught instanceof ApiError ? caught.message : String(caught));
      }
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setPasswordError(t('errors.required'));
    setPasswordError(null);
    void run(async () => {
      const flow = await verifyPassword({
        purpose: removing ? 'disable' : 'enroll',
        password,
        ...(action.kind === 'remove' ? { factorId: action.factorId } : {}),
      });
      if (action.kind === 'recovery') {
        const renewed = await renewRecoveryCodes({ flowToken: flow.flowToken });
        refresh();
        setStage({ name: 'codes', codes: renewed.recoveryCodes ?? [] });
      } else if (removing) setStage({ name: 'human', flowToken: flow.flowToken });
      else setStage({ name: 'enrol', flowToken: flow.flowToken });
    });
  };

  const totalSteps = removing ? 3 : 4;
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={multiFactorDialogWidth}
      closeButtonProps={{ 'aria-label': t('mfa.close') }}
    >
      <Stack gap="md">
        {stage.name !== 'enrol' && <ErrorBanner message={error} />}
        {stage.name === 'password' && (
          <form noValidate onSubmit={submitPassword} aria-label={t('mfa.verifyPassword')}>
            <Stack gap="sm">
              {action.kind !== 'recovery' && (
                <Text size="sm" c="dimmed">
                  {t('mfa.stepOf', { step: 1, total: totalSteps })}
                </Text>
              )}
              <Text size="sm">{t('mfa.passwordIntro')}</Text>
              <PasswordField
                label={t('mfa.password')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={passwordError}
                withAsterisk
                data-autofocus
              />
              <Button type="submit" loading={busy}>
                {t('mfa.verifyPassword')}
              </Button>
            </Stack>
          </form>
        )}
        {stage.name === 'enrol' && (
          <EnrolSteps
            flowToken={stage.flowToken}
            phoneAvailable={phoneAvailable}
            stepOffset={1}
            onRestart={restart}
            onFinished={(result) => {
              refresh();
              notifySuccess(messageText(result));
              if (result.recoveryCodes?.length) setStage({ name: 'codes', codes: result.recoveryCodes });
              else onClose();
            }}
          />
        )}
        {stage.name === 'human' && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('mfa.stepOf', { step: 2, total: totalSteps })}
            </Text>
            <Text size="sm">{t('mfa.humanIntro')}</Text>
            <HumanCheck
              onSolved={(payload) =>
                void run(async () => {
                  const sent = await submitHumanCheck({ flowToken: stage.flowToken, payload });
                  setStage({ name: 'code', flowToken: stage.flowToken, sentTo: sent.codeSentTo });
                })
              }
            />
          </Stack>
        )}
        {stage.name === 'code' && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('mfa.stepOf', { step: 3, total: totalSteps })}
            </Text>
            <CodeStep
              intro={stage.sentTo ? t('mfa.codeIntroPhone', { phone: stage.sentTo }) : t('mfa.codeIntroRemove')}
              busy={busy}
              allowRecovery
              onSubmit={(code) =>
                void run(async () => {
                  const result = await confirmCode({ flowToken: stage.flowToken, code });
                  refresh();
                  notifySuccess(messageText(result));
                  onClose();
                })
              }
            />
            {hasPasskey && (
              <Button
                variant="default"
                loading={busy}
                onClick={() =>
                  void run(async () => {
                    try {
                      const result = await removeWithPasskey(stage.flowToken);
                      refresh();
                      notifySuccess(messageText(result));
                      onClose();
                    } catch (caught) {
                      if (caught instanceof ApiError) throw caught;
                      setError(passkeyErrorMessage(t, caught));
                    }
                  })
                }
              >
                {t('passkeys.useInstead')}
              </Button>
            )}
          </Stack>
        )}
        {stage.name === 'codes' && (
          <Stack gap="md">
            <RecoveryCodes codes={stage.codes} />
            <Button onClick={onClose}>{t('mfa.done')}</Button>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
