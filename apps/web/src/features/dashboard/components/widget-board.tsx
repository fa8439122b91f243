import {
  dashboardColumns,
  type DashboardWidget,
  type DashboardWidgetType,
} from '@connect/contracts/dashboard/dashboard.schemas';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Alert, Box, Button, Group, Skeleton, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLayout, useDashboardWidgets } from '../api/dashboard-widgets';
import { DashboardTip } from './dashboard-tip';
import { jumpToNextWidget } from './keyboard-swap';
import type { WidgetFrameControls } from './widget-frame';
import { widgetRegistry, type WidgetAccess } from './widget-registry';
import { WidgetsDialog } from './widgets-dialog';

/** The active list with two widgets exchanged, numbered 1… in the new order (spec 1 §4: a drop swaps the two). */
export function swapWidgets(list: readonly DashboardWidget[], a: string, b: string) {
  const order = list.map((w) => w.type);
  const i = order.indexOf(a as DashboardWidgetType);
  const j = order.indexOf(b as DashboardWidgetType);
  if (i < 0 || j < 0 || i === j) return undefined;
  [order[i], order[j]] = [order[j] as DashboardWidgetType, order[i] as DashboardWidgetType];
  return order.map((type, index) => ({ type, sequenceId: index + 1 }));
}

function BoardItem({
  type,
  title,
  access,
  onRemove,
}: {
  type: DashboardWidgetType;
  title: string;
  access: WidgetAccess;
  onRemove: () => void;
}) {
  const drag = useDraggable({ id: type, data: { title } });
  const drop = useDroppable({ id: type, data: { title } });
  const { Widget } = widgetRegistry[type];
  const controls: WidgetFrameControls = {
    handleRef: drag.setActivatorNodeRef,
    handleProps: { ...drag.attributes, ...drag.listeners },
    onRemove,
    dragging: drag.isDragging,
  };
  const target = drop.isOver && !drag.isDragging;
  return (
    <Box
      ref={(node: HTMLDivElement | null) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      data-widget={type}
      style={{
        transform: drag.transform ? `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` : undefined,
        zIndex: drag.isDragging ? 10 : undefined,
        position: 'relative',
        outline: target ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: 2,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Widget controls={controls} access={access} />
    </Box>
  );
}

/**
 * The home dashboard's widgets (spec 1 §2, §4, §9; issue 21; decision 051): the active widgets in the user's order,
 * 3 columns (2 when the shipments widget is removed), an add-widget card and the Widgets dialog, Reset to the
 * company default, and drag-and-drop by mouse or keyboard where a drop on another widget swaps the two and saves.
 */
export function WidgetBoard({ access, userId }: { access: WidgetAccess; userId: string }) {
  const { t } = useTranslation();
  const { active, removed } = useDashboardWidgets(true);
  const change = useChangeLayout();
  const [dialogOpen, setDialogOpen] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpToNextWidget }),
  );
  const widgets = active.data?.widgets ?? [];
  const removedWidgets = removed.data?.widgets ?? [];
  const columns = dashboardColumns(removedWidgets);
  const titleOf = (type: string) =>
    type in widgetRegistry ? t(`dashboard.widgets.${type as DashboardWidgetType}.title`) : type;

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active: a }) => t('dashboard.dnd.pickedUp', { name: titleOf(String(a.id)) }),
      onDragOver: ({ active: a, over }) =>
        over && over.id !== a.id
          ? t('dashboard.dnd.over', { name: titleOf(String(a.id)), target: titleOf(String(over.id)) })
          : t('dashboard.dnd.overNothing', { name: titleOf(String(a.id)) }),
      onDragEnd: ({ active: a, over }) =>
        over && over.id !== a.id
          ? t('dashboard.dnd.swapped', { name: titleOf(String(a.id)), target: titleOf(String(over.id)) })
          : t('dashboard.dnd.droppedInPlace', { name: titleOf(String(a.id)) }),
      onDragCancel: ({ active: a }) => t('dashboard.dnd.cancelled', { name: titleOf(String(a.id)) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titleOf only reads t
    [t],
  );

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    if (!over) return;
    const swapped = swapWidgets(widgets, String(a.id), String(over.id));
    if (swapped) change.mutate({ kind: 'save', userWidgets: swapped });
  };

  const add = (type: DashboardWidgetType) => {
    const last = Math.max(0, ...widgets.map((w) => w.sequenceId));
    change.mutate({
      kind: 'save',
      userWidgets: [
        ...widgets.map(({ type: ty, sequenceId }) => ({ type: ty, sequenceId })),
        { type, sequenceId: last + 1 },
      ],
    });
  };

  return (
    <section aria-labelledby="home-widgets">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h3" id="home-widgets">
            {t('dashboard.board.heading')}
          </Title>
          {active.data && (
            <Text size="sm" c="dimmed">
              {t(`dashboard.board.source.${active.data.source}`)}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => setDialogOpen(true)}>
            {t('dashboard.board.addWidget')}
          </Button>
          <Button
            variant="default"
            title={t('dashboard.board.resetHint')}
            loading={change.isPending && change.variables.kind === 'reset'}
            onClick={() => change.mutate({ kind: 'reset' })}
          >
            {t('dashboard.board.reset')}
          </Button>
        </Group>
      </Group>

      <Stack gap="sm" mb="sm">
        <DashboardTip userId={userId} tip="enhancement" />
        <DashboardTip userId={userId} tip="help" />
      </Stack>

      {change.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {t('dashboard.board.saveFailed')}
        </Alert>
      )}

      {active.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('dashboard.board.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void active.refetch()}>
              {t('dashboard.board.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !active.data ? (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('dashboard.dnd.instructions') } }}
        >
          <SimpleGrid
            cols={{ base: 1, md: 2, lg: columns }}
            spacing="md"
            data-columns={columns}
            aria-label={t('dashboard.board.heading')}
            role="list"
          >
            {widgets.map((w) => (
              <div role="listitem" key={w.type}>
                <BoardItem
                  type={w.type}
                  title={titleOf(w.type)}
                  access={access}
                  onRemove={() => change.mutate({ kind: 'remove', type: w.type })}
                />
              </div>
            ))}
            <div role="listitem">
              <UnstyledButton
                onClick={() => setDialogOpen(true)}
                w="100%"
                h="100%"
                mih={120}
                p="md"
                bd="2px dashed var(--mantine-color-default-border)"
                bdrs="md"
                aria-describedby="add-widget-hint"
              >
                <Stack align="center" gap={4}>
                  <Text fw={600}>{t('dashboard.board.addWidget')}</Text>
                  <Text size="sm" c="dimmed" id="add-widget-hint" ta="center">
                    {widgets.length === 0 ? t('dashboard.board.empty') : t('dashboard.board.addWidgetHint')}
                  </Text>
                </Stack>
              </UnstyledButton>
            </div>
          </SimpleGrid>
        </DndContext>
      )}

      <WidgetsDialog
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        removed={removedWidgets}
        loading={!removed.data}
        onAdd={(type) => {
          add(type);
          setDialogOpen(false);
        }}
      />
    </section>
  );
}
