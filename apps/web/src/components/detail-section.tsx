import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of a detail screen: a region named by its level-2 heading (the render prop gets its id). */
export function DetailSection({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children(id)}
    </Paper>
  );
}
