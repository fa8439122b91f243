import { useMergedRef } from '@mantine/hooks';
import type { Ref, RefCallback } from 'react';

/**
 * `@floating-ui/react`'s `useMergeRefs(refs)` signature over Mantine's own `useMergedRef(...refs)`: Mantine's
 * ScrollArea gets it in place of the positioning library's (build-tools/scroll-area-refs.ts, decision 101), so a page
 * with a table does not download that library for one hook. Every ref is set to the element (a callback ref's own
 * cleanup runs on unmount, else it is called with null; an object ref is set back to null).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return useMergedRef<T>(...refs);
}
