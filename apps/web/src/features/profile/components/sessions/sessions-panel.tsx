import type { AccountSession } from '@connect/contracts/account/account.schemas';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session/session-store';
import { userKeyOf } from '@/lib/session/tenant-key';
import { ConfirmActionButton } from './confirm-action-button';
import { useRevokeSession, useSessions, useSignOutOtherSessions } from '@/features/profile/api/sessions-calls';

function useDeviceName() {
  const { t } = useTranslation();
  return (s: AccountSession) => {
    const browser = s.browser || t('account.sessions.unknownBrowser');
    return s.os ? t('account.sessions.browserOn', { browser, os: s.os }) : browser;
  };
}

/**
 * Your sessions (issue #16, decision 036): the browsers and devices signed in to the account, with address, start
 * and last activity; each other one can be signed out, or all of them at once. Not shown while impersonating.
 */
export function SessionsPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const impersonating = Boolean(session.impersonation);
  const sessions = useSessions(userKeyOf(session), !impersonating);
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOtherSessions();
  const { formatDateTime } = useDateFormat();
  const deviceName = useDeviceName();

  const failed = (error: unknown) => notifyError(error instanceof ApiError ? error.message : String(error));
  const others = sessions.data?.items.filter((s) => !s.current) ?? [];

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-sessions">
      <Title order={2} size="h3" id="profile-sessions" mb="xs">
        {t('account.sessions.heading')}
      </Title>
      {impersonating ? (
        <Alert color="yellow" variant="light" role="status">
          {t('account.sessions.notWhileImpersonating')}
        </Alert>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('account.sessions.intro')}
          </Text>
          {sessions.isPending ? (
            <Loader aria-label={t('app.loader')} />
          ) : sessions.error ? (
            <Alert color="red" variant="light" role="alert">
              {sessions.error instanceof ApiError ? sessions.error.message : String(sessions.error)}
            </Alert>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={t('account.sessions.table')} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('account.sessions.device')}</Table.Th>
                    <Table.Th scope="col">{t('account.sessions.address')}</Table.Th>
                    <Table.Th scope="col">{t('account.sessions.started')}</Table.Th>
                    <Table.Th scope="col">{t('account.sessions.lastActivity')}</Table.Th>
                    <Table.Th scope="col">{t('account.sessions.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sessions.data.items.map((s) => {
                    const name = deviceName(s);
                    const address = s.clientAddress || t('account.sessions.unknownAddress');
                    return (
                      <Table.Tr key={s.id}>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <div>
                              <Text size="sm" fw={500}>
                                {name}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {t(`account.sessions.deviceTypes.${s.device}`)}
                              </Text>
                            </div>
                            {s.current && (
                              <Badge variant="light" color="green">
                                {t('account.sessions.thisDevice')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>{address}</Table.Td>
                        <Table.Td>{formatDateTime(new Date(s.startedAt))}</Table.Td>
                        <Table.Td>{formatDateTime(new Date(s.lastActivityAt))}</Table.Td>
                        <Table.Td>
                          {!s.current && (
                            <Button
                              size="xs"
                              variant="light"
                              color="red"
                              aria-label={t('account.sessions.signOutLabel', { device: name, address })}
                              loading={revoke.isPending && revoke.variables === s.id}
                              onClick={() =>
                                revoke.mutate(s.id, {
                                  onSuccess: (answer) => notifySuccess(messageText(answer)),
                                  onError: failed,
                                })
                              }
                            >
                              {t('account.sessions.signOut')}
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {sessions.data &&
            (others.length === 0 ? (
              <Text size="sm">{t('account.sessions.none')}</Text>
            ) : (
              <Group>
                <ConfirmActionButton
                  variant="default"
                  color="red"
                  loading={signOutOthers.isPending}
                  label={t('account.sessions.signOutOthers')}
                  question={t('account.sessions.signOutOthersConfirm')}
                  onConfirm={() =>
                    signOutOthers.mutate(undefined, {
                      onSuccess: (answer) => notifySuccess(messageText(answer)),
                      onError: failed,
                    })
                  }
                />
              </Group>
            ))}
        </Stack>
      )}
    </Card>
  );
}
