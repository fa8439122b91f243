import { ActionIcon, Anchor, Button, Drawer, Indicator, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icons';
import { paths } from '@/lib/paths';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useTenantKey } from '@/lib/session/tenant-key';
import { useMyResources } from '../api/my-resources';
import { ResourceList } from './resource-list';

/**
 * The header's resources button (spec 1 §2; shown with the resources permission or to admins, spec 1 §6): a
 * drawer with the resources visible to the reader or their selected company; the badge counts those waiting for
 * the reader's acknowledgment. Admins also find the way to the resources dashboard there.
 */
export function ResourcesButton() {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const resources = useMyResources(useTenantKey());
  const admin = effectiveUser(useSession())?.admin ?? false;
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
        {admin && (
          <Anchor component={Link} to={paths.resources.dashboard()} onClick={drawer.close} display="block" mb="md">
            {t('resources.manage')}
          </Anchor>
        )}
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
