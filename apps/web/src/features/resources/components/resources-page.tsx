import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useTenantKey } from '@/lib/session/tenant-key';
import { useMyResources } from '../api/my-resources';
import { AdminResourcesPage } from './admin-resources-page';
import { ResourceList } from './resource-list';

/** The customer's library: every resource visible to them or their selected company, by category. */
function ResourceLibraryPage() {
  const { t } = useTranslation();
  const resources = useMyResources(useTenantKey());
  return (
    <Stack>
      <Title order={1}>{t('resources.library.heading')}</Title>
      <Text c="dimmed">{t('resources.library.intro')}</Text>
      {resources.isPending ? (
        <Loader aria-label={t('app.loader')} />
      ) : resources.isError ? (
        <Text role="alert">{resources.error.message}</Text>
      ) : (
        <ResourceList resources={resources.data} headingOrder={2} />
      )}
    </Stack>
  );
}

/**
 * /resources/dashboard (spec 1 §2): the admins' dashboard for the forwarder's admins (spec 1 §6: admin-only); a
 * customer with the resources permission, or an admin acting as one, reads the library there instead.
 */
export function ResourcesPage() {
  const acting = effectiveUser(useSession());
  return acting?.admin ? <AdminResourcesPage /> : <ResourceLibraryPage />;
}
