import { authMessages } from '@connect/contracts/auth/auth-messages';
import { inviteAcceptSchema, tokenSchema } from '@connect/contracts/auth/auth.schemas';
import { Alert, Anchor, Button, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useAcceptInvite } from '../api/accept-invite';
import { useInvite } from '../api/get-invite';
import { ssoStartUrl } from '../api/sso';
import { DoneSignInPanel } from './done-sign-in-panel';
import { withPasswordConfirmation } from '@/lib/password-confirmation';
import { paths } from '@/lib/paths';
import { messageText } from '@/lib/message-text';
import { useDateFormat } from '@/lib/dates/use-date-format';

const inviteFormSchema = withPasswordConfirmation(inviteAcceptSchema.omit({ token: true }));

/**
 * /u/invite?token=: open without login; shows the invitation, then a display name and a password — or, for a company
 * that signs in only through its own single sign-on, the button that signs in through it and so accepts.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const tokenOk = tokenSchema.safeParse(token).success;
  const invite = useInvite(token, tokenOk);
  const accept = useAcceptInvite();
  const form = useSchemaForm(inviteFormSchema, { displayName: '', password: '', confirmPassword: '' });

  const linkProblem = !tokenOk
    ? authMessages.inviteInvalid
    : invite.error
      ? invite.error instanceof ApiError
        ? invite.error.message
        : authMessages.inviteInvalid
      : null;

  let body;
  if (linkProblem) {
    body = (
      <Stack>
        <Alert color="red" variant="light" role="alert" title={t('invite.unusable')}>
          {linkProblem}
        </Alert>
        <Anchor component={Link} to={paths.session.login()}>
          {t('invite.goToSignIn')}
        </Anchor>
      </Stack>
    );
  } else if (!invite.data) {
    body = <Loader aria-label={t('app.loader')} />;
  } else if (accept.isSuccess) {
    body = (
      <DoneSignInPanel
        title={t('invite.done')}
        message={messageText(accept.data)}
        signInLabel={t('invite.goToSignIn')}
      />
    );
  } else if (invite.data.singleSignOn) {
    // The company signs in only through its own sign-on: the first sign-on accepts the invitation (decision 093).
    const info = invite.data;
    const ssoCompanyId = invite.data.singleSignOn.companyId;
    body = (
      <Stack>
        <Text>
          {t('invite.ssoIntro', { invitedBy: info.invitedBy, companyName: info.companyName, email: info.email })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('invite.expires', { date: formatDateTime(new Date(info.expiresAt)) })}
        </Text>
        <Button component="a" href={ssoStartUrl(ssoCompanyId)}>
          {t('invite.ssoSubmit')}
        </Button>
      </Stack>
    );
  } else {
    const info = invite.data;
    const failure = accept.error instanceof ApiError ? accept.error.message : null;
    body = (
      <Stack>
        <Text>{t('invite.intro', { invitedBy: info.invitedBy, companyName: info.companyName })}</Text>
        <Text size="sm" c="dimmed">
          {t('invite.expires', {
            date: formatDateTime(new Date(info.expiresAt)),
          })}
        </Text>
        <form
          noValidate
          aria-label={t('invite.heading')}
          onSubmit={form.onSubmit((values) =>
            accept.mutate(
              { token, displayName: values.displayName.trim(), password: values.password },
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
                {failure}
              </Alert>
            )}
            <TextInput label={t('invite.email')} value={info.email} readOnly autoComplete="username" />
            <TextInput
              label={t('invite.displayName')}
              withAsterisk
              autoComplete="name"
              {...form.getInputProps('displayName')}
            />
            <NewPasswordFields form={form} />
            <Button type="submit" loading={accept.isPending}>
              {t('invite.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    );
  }

  return (
    <Paper withBorder p="xl" maw={520} mx="auto" mt="xl" radius="md">
      <Stack>
        <Title order={1}>{t('invite.heading')}</Title>
        {body}
      </Stack>
    </Paper>
  );
}
