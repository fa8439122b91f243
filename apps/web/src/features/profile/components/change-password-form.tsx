import { authMessages } from '@connect/contracts/auth/auth-messages';
import { passwordChangeSchema } from '@connect/contracts/auth/auth.schemas';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PasswordField } from '@/components/password-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { withPasswordConfirmation } from '@/lib/password-confirmation';
import { useChangePassword } from '../api/change-password';
import { messageText } from '@/lib/message-text';

const changeFormSchema = withPasswordConfirmation(
  passwordChangeSchema.extend({ password: passwordChangeSchema.shape.newPassword }).omit({ newPassword: true }),
);

/** Change password: the current one, a new one and its confirmation. Refused while impersonating. */
export function ChangePasswordForm({ impersonating }: { impersonating: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useSchemaForm(changeFormSchema, { currentPassword: '', password: '', confirmPassword: '' });
  const failure = change.error instanceof ApiError ? change.error.message : null;

  if (impersonating) {
    return (
      <Alert color="yellow" variant="light" role="status">
        {authMessages.refusedWhileImpersonating}
      </Alert>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('profile.changePassword')}
      onSubmit={form.onSubmit((values) =>
        change.mutate(
          { currentPassword: values.currentPassword, newPassword: values.password },
          {
            onSuccess: (response) => {
              notifySuccess(messageText(response));
              form.reset();
            },
            onError: (error) => {
              if (error instanceof ApiError) {
                const fields = fieldErrorsOf(error.body);
                form.setErrors({
                  ...(fields.currentPassword ? { currentPassword: fields.currentPassword } : {}),
                  ...(fields.newPassword ? { password: fields.newPassword } : {}),
                });
              }
            },
          },
        ),
      )}
    >
      <Stack maw={420}>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordField
          label={t('password.current')}
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields form={form} />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('profile.changePasswordSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
