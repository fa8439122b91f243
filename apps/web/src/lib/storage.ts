/** Browser storage that never throws (private mode, quota, disabled storage) and namespaces its keys. */
const prefix = 'connect.';

export function readStored<T>(key: string): T | undefined {
  try {
    const raw = window.localStorage.getItem(prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(prefix + key, JSON.stringify(value));
  } catch {
    // Storage is a cache here: losing it costs a request, nothing else.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(prefix + key);
  } catch {
    // see writeStored
  }
}
