import { ActionIcon, Button, Drawer, Indicator, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { useTenantKey } from '../../../lib/session/tenant-key';
import { useMyResources } from '../api/my-resources';
import { ResourceList } from './resource-list';

/**
 * The header's resources button (spec 1 §2; shown with the resources permission or to admins, spec 1 §6): a
 * drawer with the resources visible to the reader or their selected company; the badge counts those waiting for
 * the reader's acknowledgment.
 */
export function ResourcesButton() {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const resources = useMyResources(useTenantKey());
  const waiting = (resources.data ?? []).filter((r) => r.requiresAck && !r.acknowledgedAt).length;

  return (
    <>
      <Tooltip label={t('shell.resources')}>
        <Indicator disabled={waiting === 0} label={waiting} size={16} offset={4} color="red">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('shell.resources')}
            aria-haspopup="dialog"
            onClick={drawer.open}
          >
            <Icon name="resources" />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size="md"
        title={
          <Title order={2} size="h4">
            {t('resources.drawerTitle')}
          </Title>
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {resources.isPending ? (
          <Loader size="sm" aria-label={t('app.loader')} />
        ) : resources.isError ? (
          <Stack gap="xs" align="flex-start">
            <Text role="alert">{t('resources.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void resources.refetch()}>
              {t('resources.retry')}
            </Button>
          </Stack>
        ) : (
          <ResourceList resources={resources.data} />
        )}
      </Drawer>
    </>
  );
}
