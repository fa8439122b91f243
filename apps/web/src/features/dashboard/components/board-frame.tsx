import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { permittedWidgetTypes } from '@connect/contracts/dashboard/dashboard-widgets';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { readStored, writeStored } from '@/lib/storage';
import { DashboardTip } from './dashboard-tip';

/** The least height of a widget card, so that a card keeps its size when its data arrives (issue 22). */
export const widgetCardMinHeight = 280;

/** What the board last showed for this user and company: its cells (widgets and the add card) and columns. */
type BoardShape = { cells: number; columns: 2 | 3 };
const shapeKey = (tenant: string) => `dashboard.shape.${tenant}`;

/**
 * A first visit's board (nothing remembered yet) is the standard layout: every widget of the catalogue the user's
 * permissions open, and the add card. A company default or hidden areas may differ by a few cells; a fixed guess
 * of three made the page below move down on every first visit (issue 22).
 */
export function standardBoardCells(permissions: readonly string[]): number {
  return permittedWidgetTypes(permissions).length + 1;
}

function storedShape(tenant: string, firstVisitCells: number): BoardShape {
  const stored = readStored<Partial<BoardShape>>(shapeKey(tenant));
  const cells = typeof stored?.cells === 'number' && stored.cells > 0 ? Math.min(stored.cells, 24) : firstVisitCells;
  return { cells, columns: stored?.columns === 2 ? 2 : 3 };
}

/** Remembers the board's shape, so the next visit's placeholder takes the same room as the board it stands for. */
export function rememberBoardShape(tenant: string, shape: BoardShape): void {
  const stored = readStored<Partial<BoardShape>>(shapeKey(tenant));
  if (stored?.cells !== shape.cells || stored.columns !== shape.columns) writeStored(shapeKey(tenant), shape);
}

/** The board's cells while its layout loads: as many, and as tall, as the board showed last time. */
export function BoardSkeleton({ tenant }: { tenant: string }) {
  const acting = effectiveUser(useSession());
  const { cells, columns } = storedShape(tenant, standardBoardCells(acting?.permissions ?? []));
  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: columns }} spacing="md" aria-busy="true">
      {Array.from({ length: cells }, (_, i) => (
        <Skeleton key={i} height={widgetCardMinHeight} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The board's frame: its heading with the layout's source (a placeholder line until it is known), the actions,
 * the tips and the board. Drawn the same while the board's code and layout load, so nothing moves when they arrive.
 */
export function BoardFrame({
  userId,
  source,
  actions,
  children,
}: {
  userId: string;
  source: string | undefined;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-widgets">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h3" id="home-widgets">
            {t('dashboard.board.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {source ?? (
              <Skeleton
                component="span"
                display="inline-block"
                height="1em"
                width={240}
                style={{ verticalAlign: 'middle' }}
              />
            )}
          </Text>
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>

      <Stack gap="sm" mb="sm">
        <DashboardTip userId={userId} tip="enhancement" />
        <DashboardTip userId={userId} tip="help" />
      </Stack>

      {children}
    </section>
  );
}
