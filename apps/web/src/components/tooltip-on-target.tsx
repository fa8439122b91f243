import { Tooltip } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

export type TooltipOnTargetProps = {
  label: ReactNode;
  target: RefObject<HTMLElement | null>;
  /** Opened by the caller (the text badge's hover and focus); left out, the tooltip follows the target's hover. */
  opened?: boolean;
  multiline?: boolean;
  maw?: number;
};

/**
 * The library's tooltip attached to an element rendered elsewhere; loaded on demand by `DeferredTooltip` and
 * `TextBadge`, so the tooltip code and its positioning library stay out of a page's first download (decision 086).
 */
export function TooltipOnTarget({ label, target, ...options }: TooltipOnTargetProps) {
  // Only the options given: an `opened` passed as undefined would still make the tooltip a controlled one.
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return <Tooltip label={label} target={target} {...given} />;
}
