import type { AirPortRestrictionList } from '@connect/domain/freight/port-restrictions';
import type { Database } from '../../db/client';

/**
 * The special customer lists (spec 1 §6: DFW-only, CVG-only) per company, kept in memory for a minute (decision
 * 090). Every freight call read the company's list before its own look-up: one query of two for the cascading
 * look-ups. The lists are reference data written by the seed only (no route changes them), so a time limit is the
 * whole invalidation; a list changed by hand in the database shows within `ttlMs` on every instance. Held per
 * database handle (tests run many apps in one process) and bounded in size.
 */

type Entry = { list: AirPortRestrictionList | null; until: number };

export const restrictionTtlMs = 60_000;
const maxEntries = 5_000;
const caches = new WeakMap<Database, Map<string, Entry>>();

export async function cachedPortRestriction(
  db: Database,
  companyId: string,
  load: () => Promise<AirPortRestrictionList | null>,
  now: () => number = Date.now,
): Promise<AirPortRestrictionList | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(companyId);
  if (hit && hit.until > now()) return hit.list;
  const list = await load();
  if (cache.size >= maxEntries) cache.clear();
  cache.set(companyId, { list, until: now() + restrictionTtlMs });
  return list;
}
