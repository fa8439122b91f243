import { ActionIcon, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/icons';
import { widgetCardMinHeight } from './board-frame';

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
      mih={widgetCardMinHeight}
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

export { WidgetQuery } from '@/components/widget-query';
