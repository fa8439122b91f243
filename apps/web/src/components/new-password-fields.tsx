import type { GetInputProps } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

/**
 * A new password (with the rules as its hint) and its confirmation, for a form validated by a schema made with
 * `withPasswordConfirmation` (fields `password` and `confirmPassword`).
 */
export function NewPasswordFields({
  form,
}: {
  form: { getInputProps: GetInputProps<{ password: string; confirmPassword: string }> };
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('password.new')}
        description={t('password.hint')}
        withAsterisk
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t('password.confirm')}
        withAsterisk
        autoComplete="new-password"
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
