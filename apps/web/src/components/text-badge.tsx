import { Badge, Stack, Text, type BadgeProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** The tooltip's code loads only for a badge that has something to explain (decision 086). */
const TooltipOnTarget = lazy(() => import('./tooltip-on-target').then((m) => ({ default: m.TooltipOnTarget })));

type TextBadgeProps = Omit<BadgeProps, 'children'> & {
  /** The badge's text. Empty, blank or missing shows the catalogue's fallback, never a blank chip. */
  children: string | null | undefined;
  /** What the badge means (e.g. why data is pending): the tooltip always says it. */
  hint?: string;
};

/** Whether the label is cut off (its text is wider than the room it has); re-measured when either changes. */
function useTruncated(rootRef: RefObject<HTMLDivElement | null>, text: string): boolean {
  const [truncated, setTruncated] = useState(false);
  useLayoutEffect(() => {
    const label = rootRef.current?.querySelector<HTMLElement>('.mantine-Badge-label');
    if (!label) return;
    const measure = () => setTruncated(label.scrollWidth > label.clientWidth + 0.5);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(label);
    return () => observer.disconnect();
  }, [rootRef, text]);
  return truncated;
}

/**
 * Whether the grid cell around the badge has the keyboard focus: in a grid, cells are the focus stops (decision
 * 010) and the badge's tooltip opens with its cell, so the badge itself stays out of the tab order.
 */
function useCellFocus(rootRef: RefObject<HTMLDivElement | null>): { inCell: boolean; cellFocused: boolean } {
  const [state, setState] = useState({ inCell: false, cellFocused: false });
  useEffect(() => {
    const cell = rootRef.current?.closest<HTMLElement>('[role="gridcell"], [role="cell"], td');
    if (!cell) return;
    const focusIn = () => setState({ inCell: true, cellFocused: true });
    const focusOut = () => setState({ inCell: true, cellFocused: false });
    setState({ inCell: true, cellFocused: cell.contains(document.activeElement) });
    cell.addEventListener('focusin', focusIn);
    cell.addEventListener('focusout', focusOut);
    return () => {
      cell.removeEventListener('focusin', focusIn);
      cell.removeEventListener('focusout', focusOut);
    };
  }, [rootRef]);
  return state;
}

/**
 * A status badge (chip) that never hides its text: when the label does not fit, a tooltip shows it in full on
 * hover and on keyboard focus (the badge takes focus then, or its grid cell does), and the full text is always in
 * the page for screen readers. A blank value shows the catalogue's fallback instead of an empty chip.
 */
export function TextBadge({ children, hint, className, ...badge }: TextBadgeProps) {
  const { t } = useTranslation();
  const text = children?.trim() ? children.trim() : t('common.badgeEmpty');
  const rootRef = useRef<HTMLDivElement>(null);
  const truncated = useTruncated(rootRef, text);
  const { inCell, cellFocused } = useCellFocus(rootRef);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const explains = truncated || hint !== undefined;
  const label = truncated ? (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {text}
      </Text>
      {hint && <Text size="xs">{hint}</Text>}
    </Stack>
  ) : (
    hint
  );
  return (
    <>
      <Badge
        {...badge}
        ref={rootRef}
        className={className ? `text-badge ${className}` : 'text-badge'}
        // Focusable only when the tooltip has something to say, and never inside a grid (its cell is the stop).
        tabIndex={explains && !inCell ? 0 : undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {text}
      </Badge>
      {explains && (
        <Suspense fallback={null}>
          <TooltipOnTarget
            label={label}
            target={rootRef}
            opened={hovered || focused || cellFocused}
            multiline
            maw={320}
          />
        </Suspense>
      )}
    </>
  );
}
