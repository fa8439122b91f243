import { sessionStorageKeys } from '@/lib/session/session-store';

const prefix = 'connect.';
/** Choices that are not caches: the welcome tour shows once per browser (spec 1 §4), also after Clear Cache. */
const choices = ['welcomeTourSeen'];

/**
 * Clear Cache (spec 1 §2): removes what Connect keeps in this browser (the address-book cache, search
 * history, stored configuration and texts…), except the session's own keys, so the user stays signed in, and
 * the welcome tour's flag. Answers the number of entries removed. The caller then reloads the data.
 */
export function clearBrowserCache(storage: Storage = window.localStorage): number {
  const keep = new Set<string>([...Object.values(sessionStorageKeys), ...choices].map((key) => prefix + key));
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
