import { authMessages } from '@connect/contracts/auth/auth-messages';
import { newPasswordSchema, tokenSchema } from '@connect/contracts/auth/auth.schemas';
import { Alert, Anchor, Button, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { DoneSignInPanel } from './done-sign-in-panel';
import { withPasswordConfirmation } from '@/lib/password-confirmation';
import { paths } from '@/lib/paths';
import { messageText } from '@/lib/message-text';

const resetFormSchema = withPasswordConfirmation(z.object({ password: newPasswordSchema }));

/** /u/reset-password?token=: a new password and its confirmation, from the link in the reset e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const tokenOk = tokenSchema.safeParse(token).success;
  const confirm = useConfirmPasswordReset();
  const form = useSchemaForm(resetFormSchema, { password: '', confirmPassword: '' });
  const failure = confirm.error instanceof ApiError ? confirm.error.message : null;

  return (
    <Paper withBorder p="xl" maw={520} mx="auto" mt="xl" radius="md">
      <Stack>
        <Title order={1}>{t('resetPassword.heading')}</Title>
        {!tokenOk ? (
          <Stack>
            <Alert color="red" variant="light" role="alert">
              {authMessages.resetInvalid}
            </Alert>
            <Anchor component={Link} to={paths.session.login()}>
              {t('resetPassword.requestNew')}
            </Anchor>
          </Stack>
        ) : confirm.isSuccess ? (
          <DoneSignInPanel
            title={t('resetPassword.done')}
            message={messageText(confirm.data)}
            signInLabel={t('resetPassword.goToSignIn')}
          />
        ) : (
          <form
            noValidate
            aria-label={t('resetPassword.heading')}
            onSubmit={form.onSubmit((values) =>
              confirm.mutate(
                { token, password: values.password },
                {
                  onError: (error) => {
                    if (error instanceof ApiError) form.setErrors(fieldErrorsOf(error.body));
                  },
                },
              ),
            )}
          >
            <Stack>
              {failure && (
                <Alert color="red" variant="light" role="alert">
                  {failure}{' '}
                  <Anchor component={Link} to={paths.session.login()}>
                    {t('resetPassword.requestNew')}
                  </Anchor>
                </Alert>
              )}
              <NewPasswordFields form={form} />
              <Button type="submit" loading={confirm.isPending}>
                {t('resetPassword.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
