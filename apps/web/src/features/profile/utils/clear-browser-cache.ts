import { sessionStorageKeys } from '../../../lib/session/session-store';

const prefix = 'connect.';

/**
 * Clear Cache (spec 1 §2): removes what Connect keeps in this browser (the address-book cache, search
 * history, stored configuration and texts, tour and tooltip flags…), except the session's own keys, so the
 * user stays signed in. Answers the number of entries removed. The caller then reloads the data.
 */
export function clearBrowserCache(storage: Storage = window.localStorage): number {
  const keep = new Set<string>(Object.values(sessionStorageKeys).map((key) => prefix + key));
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix) && !keep.has(key)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
  try {
    window.sessionStorage.clear();
  } catch {
    // storage disabled: nothing kept there either
  }
  return doomed.length;
}
