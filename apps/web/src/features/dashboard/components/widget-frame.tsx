import { ActionIcon, Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icons';

/** What the board hands a widget's frame: the drag handle's props, and the remove action. */
export type WidgetFrameControls = {
  handleRef?: Ref<HTMLButtonElement>;
  handleProps?: HTMLAttributes<HTMLButtonElement>;
  onRemove?: () => void;
  dragging?: boolean;
};

/**
 * One widget card: a move handle (mouse or keyboard, through the board's drag-and-drop), the title and its sub
 * heading, a remove button and the body. The card is an article labelled by its title.
 */
export function WidgetFrame({
  id,
  icon,
  title,
  subHeading,
  controls,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  subHeading: string;
  controls: WidgetFrameControls;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `widget-${id}-title`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      h="100%"
      shadow={controls.dragging ? 'lg' : undefined}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" mb="sm">
        <ActionIcon
          ref={controls.handleRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('dashboard.card.move', { name: title })}
          {...controls.handleProps}
        >
          <Icon name="drag" />
        </ActionIcon>
        <ThemeIcon variant="light" size="lg" radius="md">
          <Icon name={icon} />
        </ThemeIcon>
        <Stack gap={0} flex={1} miw={0}>
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {subHeading}
          </Text>
        </Stack>
        {controls.onRemove && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('dashboard.card.remove', { name: title })}
            onClick={controls.onRemove}
          >
            <Icon name="close" />
          </ActionIcon>
        )}
      </Group>
      {children}
    </Card>
  );
}

/**
 * A widget's own loading: a skeleton while its call runs, a message and a retry when it failed (only this widget),
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
