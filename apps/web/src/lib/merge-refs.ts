import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

type Cleanup = () => void;

/**
 * One callback ref that sets every ref given (callback or object), the way `@floating-ui/react`'s `useMergeRefs`
 * does: null while every ref is null; when the element changes, the cleanups of the previous one run first (a
 * callback ref's returned cleanup, else a call with null; an object ref is set back to null). Mantine's ScrollArea
 * gets it in place of the positioning library's (build-tools/scroll-area-refs.ts, decision 101).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined);
  const attach = useCallback(
    (instance: T): Cleanup => {
      const cleanups = refs.map((ref): Cleanup | undefined => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const cleanup = ref(instance);
          return typeof cleanup === 'function' ? cleanup : () => ref(null);
        }
        ref.current = instance;
        return () => {
          ref.current = null;
        };
      });
      return () => cleanups.forEach((cleanup) => cleanup?.());
    },
    // The refs themselves are the dependencies (the caller passes a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: T | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = attach(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
}
