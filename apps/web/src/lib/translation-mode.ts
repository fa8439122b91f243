import { useSyncExternalStore } from 'react';

/**
 * Whether the admin's in-portal translation mode is on in this tab (decision 083). Kept in the tab's session
 * storage, so a reload keeps it and another tab or the next sign-in does not. This file is all the mode costs while
 * it is off: the recorder, the Alt+click handler and the dialog load only when it is switched on.
 */
const storageKey = 'connect.translationMode';

function readStored(): boolean {
  try {
    return window.sessionStorage.getItem(storageKey) === 'on';
  } catch {
    return false; // storage refused (private mode, tests): the mode starts off
  }
}

let on = typeof window === 'undefined' ? false : readStored();
const listeners = new Set<() => void>();

export function isTranslationModeOn(): boolean {
  return on;
}

export function setTranslationMode(next: boolean): void {
  if (next === on) return;
  on = next;
  try {
    if (next) window.sessionStorage.setItem(storageKey, 'on');
    else window.sessionStorage.removeItem(storageKey);
  } catch {
    // Not kept for a reload; the switch still works in this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTranslationModeOn(): boolean {
  return useSyncExternalStore(subscribe, isTranslationModeOn, () => false);
}
