import { useSyncExternalStore } from 'react';

/** Counts requests that asked for the 'Just a moment' overlay. */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function beginLoading(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    emit();
  };
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    // A page the server rendered (decision 112) had no request under way.
    () => false,
  );
}
