import type { EmailChangeStatus } from '@connect/contracts/account/account.schemas';
import { tokenSchema } from '@connect/contracts/auth/auth.schemas';
import { Alert, Anchor, Badge, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { messageText } from '@/lib/message-text';
import { paths } from '@/lib/paths';
import { useAnswerEmailChange, useEmailChangeStatus } from '@/features/profile/api/email-change-calls';

function Progress({ status }: { status: EmailChangeStatus }) {
  const { t } = useTranslation();
  const line = (label: string, confirmed: boolean) => (
    <List.Item>
      {label}: {confirmed ? t('account.emailChange.confirmed') : t('account.emailChange.waiting')}
    </List.Item>
  );
  return (
    <Stack gap="xs">
      <Text fw={500}>{t('account.emailChange.progress')}</Text>
      <List aria-label={t('account.emailChange.progress')}>
        {line(t('account.emailChange.oldAddress'), status.oldConfirmed)}
        {line(t('account.emailChange.newAddress'), status.newConfirmed)}
      </List>
    </Stack>
  );
}

/**
 * /u/confirm-email?token= (issue #16, decision 036): the page both e-mails link to. It shows which address the
 * link was sent to and how far the change has come; Confirm records this address's confirmation, and the current
 * address's link can also cancel the change.
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const tokenOk = tokenSchema.safeParse(token).success;
  const status = useEmailChangeStatus(token, tokenOk);
  const answer = useAnswerEmailChange();
  const { formatDateTime } = useDateFormat();
  const current = answer.data ?? status.data;
  const failure =
    (answer.error instanceof ApiError && answer.error.message) ||
    (status.error instanceof ApiError && status.error.message) ||
    null;

  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl" radius="md">
      <Stack>
        <Title order={1}>{t('account.emailChange.pageTitle')}</Title>
        {!tokenOk ? (
          <Alert color="red" variant="light" role="alert">
            {t('account.emailChange.invalidLink')}
          </Alert>
        ) : status.isPending ? (
          <Loader aria-label={t('app.loader')} />
        ) : !current ? (
          <Alert color="red" variant="light" role="alert">
            {failure ?? t('account.emailChange.invalidLink')}
          </Alert>
        ) : (
          <Stack>
            <Group gap="xs">
              <Badge
                variant="light"
                color={current.state === 'completed' ? 'green' : current.state === 'pending' ? 'blue' : 'gray'}
              >
                {t(`account.emailChange.states.${current.state}`)}
              </Badge>
              {current.state === 'pending' && (
                <Text size="sm" c="dimmed">
                  {formatDateTime(new Date(current.expiresAt))}
                </Text>
              )}
            </Group>
            <Text>
              {current.state === 'completed'
                ? t('account.emailChange.pageIntroDone', { new: current.newEmail })
                : t('account.emailChange.pageIntro', { old: current.oldEmail, new: current.newEmail })}
            </Text>
            <Text size="sm">
              {t('account.emailChange.linkFor', { side: t(`account.emailChange.sides.${current.side}`) })}
            </Text>
            <Progress status={current} />
            {answer.data && (
              <Alert color={answer.data.state === 'cancelled' ? 'yellow' : 'green'} variant="light" role="status">
                {messageText(answer.data)}
              </Alert>
            )}
            {failure && answer.isError && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            {current.state === 'pending' && (
              <Group>
                {!(current.side === 'old' ? current.oldConfirmed : current.newConfirmed) && (
                  <Button
                    loading={answer.isPending && answer.variables.action === 'confirm'}
                    onClick={() => answer.mutate({ token, action: 'confirm' })}
                  >
                    {t('account.emailChange.confirm')}
                  </Button>
                )}
                {current.side === 'old' && (
                  <Button
                    variant="default"
                    color="red"
                    loading={answer.isPending && answer.variables.action === 'cancel'}
                    onClick={() => answer.mutate({ token, action: 'cancel' })}
                  >
                    {t('account.emailChange.cancelFromOld')}
                  </Button>
                )}
              </Group>
            )}
            {current.state === 'completed' && (
              <Anchor component={Link} to={paths.session.login()}>
                {t('account.emailChange.goToSignIn')}
              </Anchor>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
