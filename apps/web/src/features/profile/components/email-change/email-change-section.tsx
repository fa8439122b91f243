import { emailChangeRequestSchema } from '@connect/contracts/account/account.schemas';
import { Alert, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session/session-store';
import { userKeyOf } from '@/lib/session/tenant-key';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  useCancelMyEmailChange,
  useMyEmailChange,
  useRequestEmailChange,
} from '@/features/profile/api/email-change-calls';

/**
 * The sign-in e-mail (issue #16, decision 036): the current address, a change in progress with which address has
 * confirmed it (and Cancel), or the form that asks for one: the new address and the current password. Not while
 * impersonating.
 */
export function EmailChangeSection() {
  const { t } = useTranslation();
  const session = useSession();
  const impersonating = Boolean(session.impersonation);
  const pending = useMyEmailChange(userKeyOf(session), !impersonating);
  const request = useRequestEmailChange();
  const cancel = useCancelMyEmailChange();
  const { formatDateTime } = useDateFormat();
  const form = useSchemaForm(emailChangeRequestSchema, { newEmail: '', currentPassword: '' });
  const change = pending.data?.change ?? null;
  const failure =
    request.error instanceof ApiError && !fieldErrorsOf(request.error.body).newEmail ? request.error.message : null;

  const step = (label: string, confirmed: boolean) => (
    <List.Item>
      {label}: {confirmed ? t('account.emailChange.confirmed') : t('account.emailChange.waiting')}
    </List.Item>
  );

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-email-change">
      <Title order={2} size="h3" id="profile-email-change" mb="xs">
        {t('account.emailChange.heading')}
      </Title>
      {impersonating ? (
        <Alert color="yellow" variant="light" role="status">
          {t('account.emailChange.notWhileImpersonating')}
        </Alert>
      ) : (
        <Stack maw={520}>
          <Text size="sm">
            {t('account.emailChange.current')}: <strong>{session.user?.email}</strong>
          </Text>
          {change ? (
            <Stack gap="xs" role="status">
              <Text size="sm">
                {t('account.emailChange.pending', {
                  email: change.newEmail,
                  until: formatDateTime(new Date(change.expiresAt)),
                })}
              </Text>
              <List size="sm">
                {step(t('account.emailChange.oldAddress'), change.oldConfirmed)}
                {step(t('account.emailChange.newAddress'), change.newConfirmed)}
              </List>
              <Group>
                <Button
                  variant="default"
                  color="red"
                  loading={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(undefined, {
                      onSuccess: (answer) => notifySuccess(messageText(answer)),
                      onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
                    })
                  }
                >
                  {t('account.emailChange.cancel')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <form
              noValidate
              aria-label={t('account.emailChange.heading')}
              onSubmit={form.onSubmit((values) =>
                request.mutate(values, {
                  onSuccess: (answer) => {
                    notifySuccess(messageText(answer));
                    form.reset();
                  },
                  onError: (error) => {
                    if (error instanceof ApiError) {
                      const fields = fieldErrorsOf(error.body);
                      form.setErrors({
                        ...(fields.newEmail ? { newEmail: fields.newEmail } : {}),
                        ...(fields.currentPassword ? { currentPassword: fields.currentPassword } : {}),
                      });
                    }
                  },
                }),
              )}
            >
              <Stack>
                <Text size="sm" c="dimmed">
                  {t('account.emailChange.intro')}
                </Text>
                {failure && !form.errors.currentPassword && (
                  <Alert color="red" variant="light" role="alert">
                    {failure}
                  </Alert>
                )}
                <TextInput
                  label={t('account.emailChange.newEmail')}
                  type="email"
                  withAsterisk
                  autoComplete="email"
                  {...form.getInputProps('newEmail')}
                />
                <PasswordField
                  label={t('account.emailChange.currentPassword')}
                  withAsterisk
                  autoComplete="current-password"
                  {...form.getInputProps('currentPassword')}
                />
                <Group>
                  <Button type="submit" loading={request.isPending}>
                    {t('account.emailChange.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Card>
  );
}
