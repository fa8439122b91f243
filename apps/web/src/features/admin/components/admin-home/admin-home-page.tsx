import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useAdminHome } from '@/features/admin/api/admin-home';
import { AuditCard, IntegrationCard, InvitationsCard, MessagesCard, OutboxCard, UsersCard } from './admin-home-cards';

/**
 * `/u/dashboard` (admins, issue #17): what waits on the forwarder's admins — users and invitations, messages
 * running and how they are acknowledged, mail and texts that failed, the integration feed, the latest activity —
 * each card one click from its screen.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const home = useAdminHome();
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>{t('adminHome.heading')}</Title>
          <Text c="dimmed">{t('adminHome.intro')}</Text>
        </Stack>
        {home.data && (
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t('adminHome.refreshed', { time: formatDateTime(new Date(home.dataUpdatedAt).toISOString()) })}
            </Text>
            <Button variant="default" size="xs" loading={home.isFetching} onClick={() => void home.refetch()}>
              {t('adminHome.refresh')}
            </Button>
          </Group>
        )}
      </Group>
      {home.data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <UsersCard data={home.data} />
            <InvitationsCard data={home.data} />
            <OutboxCard data={home.data} />
            <IntegrationCard data={home.data} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <MessagesCard data={home.data} />
            <AuditCard data={home.data} />
          </SimpleGrid>
        </>
      ) : home.isError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('adminHome.failed')}</Text>
            <Button size="xs" variant="light" onClick={() => void home.refetch()}>
              {t('adminHome.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('adminHome.loading')} />
        </Center>
      )}
    </Stack>
  );
}
