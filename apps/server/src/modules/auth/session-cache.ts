/**
 * A short-lived cache of the caller's session row, user row and memberships (decision 015).
 *
 * Every authenticated request used to read them from the database; on the embedded database that read runs on
 * the app's own thread and costs as much as a whole page of the shipment grid. The cache keeps a loaded session
 * for at most `ttlMs`. Every write the app makes to what it holds (logout, revocation, password change,
 * disabling, selected company, memberships, idle touch) forgets the entry in the same request, before the answer
 * leaves, so on one instance a revoked session is refused at once, as before. Other instances hear of the write
 * through `onForget` (Redis pub/sub in plugins/session-cache.ts); a write made behind the app's back, or a lost
 * message, is seen after `ttlMs` at the latest.
 */

export type SessionCacheEvent = { kind: 'session'; id: string } | { kind: 'user'; id: string } | { kind: 'all' };

type Entry<T> = { value: T; userId: string; loadedAt: number };

export type SessionCacheOptions = {
  /** How long an entry may be used; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most; the oldest goes first. */
  maxEntries?: number;
  /** Called for every local forget (not for those received from other instances). */
  onForget?: (event: SessionCacheEvent) => void;
  now?: () => number;
};

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly sessionsByUser = new Map<string, Set<string>>();
  /** Bumped on every forget: a load that started before a forget must not store what it read. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.ttlMs = Math.max(0, options.ttlMs);
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value of a session, or `undefined` when absent or older than the TTL. */
  get(sessionId: string): T | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (this.now() - entry.loadedAt >= this.ttlMs) {
      this.drop(sessionId);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Loads through the cache: a fresh entry is answered as is; otherwise `load` runs and its result is kept,
   * unless something was forgotten while it ran (then it is answered but not kept).
   */
  async load(sessionId: string, load: () => Promise<{ value: T; userId: string } | undefined>): Promise<T | undefined> {
    if (!this.enabled) return (await load())?.value;
    const cached = this.get(sessionId);
    if (cached !== undefined) return cached;
    const startedAt = this.generation;
    const loaded = await load();
    if (!loaded) return undefined;
    if (startedAt === this.generation) this.store(sessionId, loaded.userId, loaded.value);
    return loaded.value;
  }

  /** Changes a cached value in place (e.g. the session's last activity after a touch). */
  update(sessionId: string, change: (value: T) => T): void {
    const entry = this.entries.get(sessionId);
    if (entry) entry.value = change(entry.value);
  }

  forgetSession(sessionId: string): void {
    this.apply({ kind: 'session', id: sessionId });
    this.options.onForget?.({ kind: 'session', id: sessionId });
  }

  forgetUser(userId: string): void {
    this.apply({ kind: 'user', id: userId });
    this.options.onForget?.({ kind: 'user', id: userId });
  }

  clear(): void {
    this.apply({ kind: 'all' });
    this.options.onForget?.({ kind: 'all' });
  }

  /** Applies a forget received from another instance (not passed on again). */
  apply(event: SessionCacheEvent): void {
    this.generation += 1;
    if (event.kind === 'all') {
      this.entries.clear();
      this.sessionsByUser.clear();
    } else if (event.kind === 'session') {
      this.drop(event.id);
    } else {
      for (const sessionId of this.sessionsByUser.get(event.id) ?? []) this.drop(sessionId);
    }
  }

  private store(sessionId: string, userId: string, value: T): void {
    this.drop(sessionId);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    this.entries.set(sessionId, { value, userId, loadedAt: this.now() });
    let sessions = this.sessionsByUser.get(userId);
    if (!sessions) {
      sessions = new Set();
      this.sessionsByUser.set(userId, sessions);
    }
    sessions.add(sessionId);
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.sessionsByUser.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsByUser.delete(entry.userId);
  }
}

/** Parses a forget message of an instance (`{ kind, id?, from }`); anything else is ignored. */
export function parseSessionCacheEvent(message: string): { event: SessionCacheEvent; from: unknown } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, id, from } = value as { kind?: unknown; id?: unknown; from?: unknown };
  if (kind === 'all') return { event: { kind }, from };
  if ((kind === 'session' || kind === 'user') && typeof id === 'string' && id.length > 0 && id.length <= 64)
    return { event: { kind, id }, from };
  return undefined;
}
