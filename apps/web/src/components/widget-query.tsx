import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A home widget's own loading (decisions 051, 056; shared so that an area's widget body loads like the
 * dashboard's own): a skeleton while its call runs, a message and a retry when it failed (only this widget),
 * the body once the data is there.
 */
export function WidgetQuery<T>({
  query,
  name,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'refetch' | 'isFetching'>;
  name: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('dashboard.card.failed')}</Text>
          <Button size="xs" variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('dashboard.card.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="xs" role="status" aria-label={t('dashboard.card.loading', { name })}>
      <Skeleton height={14} radius="sm" />
      <Skeleton height={14} radius="sm" width="80%" />
      <Skeleton height={14} radius="sm" width="60%" />
    </Stack>
  );
}
