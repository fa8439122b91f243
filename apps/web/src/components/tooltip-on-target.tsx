import { Tooltip } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

/** The library's tooltip attached to an element rendered elsewhere; loaded on demand by `DeferredTooltip`. */
export function TooltipOnTarget({ label, target }: { label: ReactNode; target: RefObject<HTMLElement | null> }) {
  return <Tooltip label={label} target={target} />;
}
