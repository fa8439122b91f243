import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WidgetQuery } from '@/components/widget-query';
import { paths } from '@/lib/paths';
import { useTenantKey } from '@/lib/session/tenant-key';
import { useMyResources } from '../api/my-resources';
import { ResourceOpen } from './resource-open';

/**
 * The home dashboard's Resources widget body (spec 1 §2: frequently accessed links): the reader's most opened
 * resources first (then newest), each opened in one click, and a link to all of them; it loads on its own with a
 * skeleton and a retry. The board decides whether the widget shows at all (`useResourceWidgetVisible`, spec 1 §2's
 * visibility rule) and draws its card and title (decision 056).
 */
export function ResourcesWidget({ limit = 5 }: { limit?: number }) {
  const { t } = useTranslation();
  const resources = useMyResources(useTenantKey());

  return (
    <Stack gap="xs">
      <WidgetQuery query={resources} name={t('resources.widget.title')}>
        {(list) => {
          const top = [...list]
            .sort((a, b) => b.openCount - a.openCount || b.publishAt.localeCompare(a.publishAt))
            .slice(0, limit);
          return top.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('resources.widget.none')}
            </Text>
          ) : (
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {top.map((resource) => (
                <li key={resource.id}>
                  <ResourceOpen resource={resource} variant="link" />
                </li>
              ))}
            </Stack>
          );
        }}
      </WidgetQuery>
      <Anchor component={Link} to={paths.resources.dashboard()} size="sm">
        {t('resources.widget.seeAll')}
      </Anchor>
    </Stack>
  );
}
