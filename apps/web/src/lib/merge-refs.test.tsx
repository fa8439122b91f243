import { render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs';

function Merged({ refs }: { refs: ReadonlyArray<Ref<HTMLDivElement> | undefined> }) {
  const ref = useMergeRefs(refs);
  return <div ref={ref} data-testid="target" />;
}

describe('useMergeRefs (what Mantine ScrollArea gets in place of floating-ui, decision 101)', () => {
  it('sets an object ref and calls a callback ref with the element, and clears both on unmount', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callbackRef = vi.fn();
    const view = render(<Merged refs={[objectRef, callbackRef, undefined]} />);
    const element = view.getByTestId('target');
    expect(objectRef.current).toBe(element);
    expect(callbackRef).toHaveBeenCalledWith(element);
    view.unmount();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });

  it("runs a callback ref's own cleanup instead of calling it with null", () => {
    const cleanup = vi.fn();
    const callbackRef = vi.fn(() => cleanup);
    const view = render(<Merged refs={[callbackRef]} />);
    view.unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callbackRef).toHaveBeenCalledTimes(1);
  });
});
