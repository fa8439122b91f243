import {
  areaWidgetTypes,
  dashboardColumns,
  dashboardWidgetCatalogue,
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
import { Alert, Box, Button, Skeleton, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alwaysVisible, useAreaWidgets, type AreaWidget, type AreaWidgets } from '@/components/area-widgets';
import { useTenantKey } from '@/lib/session/tenant-key';
import { useChangeLayout, useDashboardWidgets } from '../api/dashboard-widgets';
import { BoardFrame, BoardSkeleton, rememberBoardShape, widgetCardMinHeight } from './board-frame';
import { jumpToNextWidget } from './keyboard-swap';
import { WidgetFrame, type WidgetFrameControls } from './widget-frame';
import { isOwnWidget, widgetRegistry, type WidgetAccess } from './widget-registry';
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

/**
 * The area widgets (decision 056) this board may not show: those the app did not register, and those whose own rule
 * (the resources widget's visibility entries) says no or has not answered yet; `pending` holds the latter, whose
 * place the board keeps until the rule answers. The registry is fixed for the page, so the rules run in the same
 * order on every render.
 */
function useHiddenAreaWidgets(
  areas: Partial<AreaWidgets>,
  placed: ReadonlySet<string>,
): { hidden: ReadonlySet<string>; pending: ReadonlySet<string> } {
  const hidden = new Set<string>();
  const pending = new Set<string>();
  for (const type of areaWidgetTypes) {
    const entry = areas[type];
    const visible = (entry?.useVisible ?? alwaysVisible)(Boolean(entry) && placed.has(type));
    if (!entry || visible !== true) hidden.add(type);
    if (entry && visible === undefined) pending.add(type);
  }
  return { hidden, pending };
}

/** Another area's widget: the board's card around the area's body, which loads (code and data) on its own. */
function AreaWidgetCard({
  type,
  entry,
  title,
  controls,
}: {
  type: DashboardWidgetType;
  entry: AreaWidget;
  title: string;
  controls: WidgetFrameControls;
}) {
  const { t } = useTranslation();
  const { Body } = entry;
  return (
    <WidgetFrame
      id={type}
      icon={entry.icon}
      title={title}
      subHeading={t(`dashboard.widgets.${type}.subHeading`)}
      controls={controls}
    >
      <Suspense
        fallback={
          <Stack gap="xs" role="status" aria-label={t('dashboard.card.loading', { name: title })}>
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} radius="sm" width="80%" />
          </Stack>
        }
      >
        <Body />
      </Suspense>
    </WidgetFrame>
  );
}

function BoardItem({
  type,
  title,
  access,
  area,
  onRemove,
}: {
  type: DashboardWidgetType;
  title: string;
  access: WidgetAccess;
  area: AreaWidget | undefined;
  onRemove: () => void;
}) {
  const drag = useDraggable({ id: type, data: { title } });
  const drop = useDroppable({ id: type, data: { title } });
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
      {isOwnWidget(type) ? (
        (() => {
          const { Widget } = widgetRegistry[type];
          return <Widget controls={controls} access={access} />;
        })()
      ) : area ? (
        <AreaWidgetCard type={type} entry={area} title={title} controls={controls} />
      ) : null}
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
  const areas = useAreaWidgets();
  // The saved lists (every widget the user may have), and what the board shows of them.
  const widgets = active.data?.widgets ?? [];
  const removedWidgets = removed.data?.widgets ?? [];
  const { hidden, pending } = useHiddenAreaWidgets(areas, new Set([...widgets, ...removedWidgets].map((w) => w.type)));
  const shown = widgets.filter((w) => !hidden.has(w.type) || pending.has(w.type));
  const removedShown = removedWidgets.filter((w) => !hidden.has(w.type));
  const columns = dashboardColumns(removedWidgets);
  const tenant = useTenantKey();
  // The next visit's placeholder takes the room of this board: its widgets and the add card.
  useEffect(() => {
    if (active.data && removed.data && pending.size === 0)
      rememberBoardShape(tenant, { cells: shown.length + 1, columns });
  }, [active.data, removed.data, pending.size, tenant, shown.length, columns]);
  const titleOf = (type: string) =>
    dashboardWidgetCatalogue.some((w) => w.type === type)
      ? t(`dashboard.widgets.${type as DashboardWidgetType}.title`)
      : type;

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
    <BoardFrame
      userId={userId}
      source={active.data && t(`dashboard.board.source.${active.data.source}`)}
      actions={
        <>
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
        </>
      }
    >
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
        <BoardSkeleton tenant={tenant} />
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
            {shown.map((w) => (
              <div role="listitem" key={w.type}>
                {pending.has(w.type) ? (
                  // An area widget whose rule has not answered yet keeps its place, so the board does not move.
                  <Skeleton height={widgetCardMinHeight} radius="md" />
                ) : (
                  <BoardItem
                    type={w.type}
                    title={titleOf(w.type)}
                    access={access}
                    area={isOwnWidget(w.type) ? undefined : areas[w.type]}
                    onRemove={() => change.mutate({ kind: 'remove', type: w.type })}
                  />
                )}
              </div>
            ))}
            <div role="listitem">
              <UnstyledButton
                onClick={() => setDialogOpen(true)}
                w="100%"
                h="100%"
                mih={widgetCardMinHeight}
                p="md"
                bd="2px dashed var(--mantine-color-default-border)"
                bdrs="md"
                aria-describedby="add-widget-hint"
              >
                <Stack align="center" gap={4}>
                  <Text fw={600}>{t('dashboard.board.addWidget')}</Text>
                  <Text size="sm" c="dimmed" id="add-widget-hint" ta="center">
                    {shown.length === 0 ? t('dashboard.board.empty') : t('dashboard.board.addWidgetHint')}
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
        removed={removedShown}
        loading={!removed.data}
        onAdd={(type) => {
          add(type);
          setDialogOpen(false);
        }}
      />
    </BoardFrame>
  );
}
