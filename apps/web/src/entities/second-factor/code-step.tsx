import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Step 4 of spec 1 §4: the 6-digit code (or, where allowed, a recovery code). */
export function CodeStep({
  intro,
  busy,
  allowRecovery = false,
  submitLabel,
  onSubmit,
  onResend,
}: {
  intro: string;
  busy: boolean;
  allowRecovery?: boolean;
  submitLabel?: string;
  onSubmit: (code: string) => void;
  onResend?: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    const valid = /^[0-9]{6}$/.test(value) || (allowRecovery && /^[a-z2-7]{5}-?[a-z2-7]{5}$/i.test(value));
    if (!value) return setError(t('errors.required'));
    if (!valid) return setError(t('errors.exactLength').replace('{n}', '6'));
    setError(null);
    onSubmit(value);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('mfa.code')}>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        <TextInput
          label={t('mfa.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode={allowRecovery ? 'text' : 'numeric'}
          maxLength={allowRecovery ? 11 : 6}
          withAsterisk
          error={error}
          data-autofocus
        />
        <Button type="submit" loading={busy}>
          {submitLabel ?? t('mfa.verifyCode')}
        </Button>
        {onResend && (
          <Anchor component="button" type="button" size="sm" onClick={onResend} w="fit-content">
            {t('mfa.resend')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
