import { cloneElement, lazy, Suspense, useRef, type ReactElement, type ReactNode, type Ref } from 'react';

/**
 * The tooltip's code (with its positioning library) loads after the first paint, beside the element it
 * describes (decision 086): the public pages' header buttons need it on hover, not to paint.
 */
const TooltipOnTarget = lazy(() => import('./tooltip-on-target').then((m) => ({ default: m.TooltipOnTarget })));

/**
 * `<Tooltip label>` for a header button, without the tooltip code in the first download. The button renders
 * at once and is never re-mounted (focus and references stay); the tooltip attaches to it once loaded. The child
 * must forward its ref and carry no ref of its own.
 */
export function DeferredTooltip({
  label,
  children,
}: {
  label: ReactNode;
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}) {
  const target = useRef<HTMLElement>(null);
  return (
    <>
      {cloneElement(children, { ref: target })}
      <Suspense fallback={null}>
        <TooltipOnTarget label={label} target={target} />
      </Suspense>
    </>
  );
}
