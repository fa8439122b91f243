import type { DashboardWidget, DashboardWidgetType } from '@connect/contracts/dashboard/dashboard.schemas';
import { Button, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { useAreaWidgets } from '@/components/area-widgets';
import { widgetIcon } from './widget-registry';

/** The Add Widget dialog, titled Widgets (spec 1 §2): the removed widgets, each added back with one button. */
export function WidgetsDialog({
  opened,
  onClose,
  removed,
  loading,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  removed: readonly DashboardWidget[];
  loading: boolean;
  onAdd: (type: DashboardWidgetType) => void;
}) {
  const { t } = useTranslation();
  const areas = useAreaWidgets();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dashboard.dialog.title')}
      closeButtonProps={{ 'aria-label': t('dashboard.dialog.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('dashboard.dialog.intro')}</Text>
        {loading ? (
          <Loader size="sm" aria-label={t('dashboard.card.loading', { name: t('dashboard.dialog.title') })} />
        ) : removed.length === 0 ? (
          <Text size="sm">{t('dashboard.dialog.none')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {removed.map((w) => {
              const title = t(`dashboard.widgets.${w.type}.title`);
              return (
                <Group key={w.type} component="li" justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" radius="md">
                      <Icon name={widgetIcon(w.type, areas) ?? 'settings'} size={16} />
                    </ThemeIcon>
                    <Stack gap={0}>
                      <Text fw={600}>{title}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`dashboard.widgets.${w.type}.subHeading`)}
                      </Text>
                    </Stack>
                  </Group>
                  <Button
                    size="xs"
                    onClick={() => onAdd(w.type)}
                    aria-label={t('dashboard.dialog.addNamed', { name: title })}
                  >
                    {t('dashboard.dialog.add')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
