import { resourceModules, type Resource, type ResourceModule } from '@connect/contracts/resources/resources.schemas';
import { Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRecordResourceRead } from '../api/my-resources';
import { ResourceOpen } from './resource-open';

type HeadingOrder = 2 | 3;

/**
 * The resources a reader may see, by category (a category without resources is not shown), with a module
 * filter, each with open and, where the forwarder asks for it, acknowledge.
 */
export function ResourceList({ resources, headingOrder = 3 }: { resources: Resource[]; headingOrder?: HeadingOrder }) {
  const { t } = useTranslation();
  const [module, setModule] = useState<ResourceModule | ''>('');
  const present = resourceModules.filter((m) => resources.some((r) => r.modules.includes(m)));
  const shown = module ? resources.filter((r) => r.modules.includes(module)) : resources;
  const categories = [...new Set(shown.map((r) => r.category))].sort((a, b) =>
    a === '' ? 1 : b === '' ? -1 : a.localeCompare(b),
  );

  if (resources.length === 0) return <Text c="dimmed">{t('resources.none')}</Text>;
  return (
    <Stack gap="lg">
      {present.length > 1 && (
        <NativeSelect
          label={t('resources.module')}
          value={module}
          onChange={(event) => setModule(event.currentTarget.value as ResourceModule | '')}
          data={[
            { value: '', label: t('resources.allModules') },
            ...present.map((m) => ({ value: m, label: t(`resources.modules.${m}`) })),
          ]}
          maw={280}
        />
      )}
      {categories.map((category) => (
        <Stack key={category || '-'} gap="sm" component="section" aria-label={category || t('resources.general')}>
          <Title order={headingOrder} size="h5">
            {category || t('resources.general')}
          </Title>
          {shown
            .filter((r) => r.category === category)
            .map((resource) => (
              <ResourceItem key={resource.id} resource={resource} headingOrder={(headingOrder + 1) as 3 | 4} />
            ))}
        </Stack>
      ))}
    </Stack>
  );
}

function ResourceItem({ resource, headingOrder }: { resource: Resource; headingOrder: 3 | 4 }) {
  const { t } = useTranslation();
  const { formatDate, formatDateTime } = useDateFormat();
  const record = useRecordResourceRead();
  const headingId = `resource-${resource.id}`;
  const acknowledge = () =>
    record.mutate(
      { resourceId: resource.id, action: 'acknowledge' },
      {
        onSuccess: () => notifySuccess(messageText({ message: '', messageKey: 'server.resources.acknowledged' })),
        onError: (error) => notifyError(error.message),
      },
    );

  return (
    <Stack gap={4} component="article" aria-labelledby={headingId}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={headingOrder} size="h6" id={headingId}>
          {resource.title}
        </Title>
        <Badge variant="light" color="gray" size="sm">
          {t(`resources.kinds.${resource.kind}`)}
        </Badge>
      </Group>
      <Text size="sm">{resource.description}</Text>
      <Group gap="xs">
        {resource.modules.map((m) => (
          <Badge key={m} variant="outline" size="xs" color="gray">
            {t(`resources.modules.${m}`)}
          </Badge>
        ))}
        {resource.expiresAt && (
          <Text size="xs" c="dimmed">
            {t('resources.until', { date: formatDate(resource.expiresAt) })}
          </Text>
        )}
      </Group>
      <Group gap="sm">
        <ResourceOpen resource={resource} />
        {resource.requiresAck &&
          (resource.acknowledgedAt ? (
            <Text size="xs" c="dimmed">
              {t('resources.acknowledgedOn', { date: formatDateTime(resource.acknowledgedAt) })}
            </Text>
          ) : (
            <>
              <Button
                size="xs"
                variant="filled"
                onClick={acknowledge}
                loading={record.isPending}
                aria-label={t('resources.acknowledgeTitle', { title: resource.title })}
              >
                {t('resources.acknowledge')}
              </Button>
              <Text size="xs" fw={500}>
                {t('resources.needsAck')}
              </Text>
            </>
          ))}
      </Group>
    </Stack>
  );
}
