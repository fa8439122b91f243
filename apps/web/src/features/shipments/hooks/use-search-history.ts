import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from '@/lib/storage';

/** Recent keywords kept (spec 1 §9: the shipment search history is kept locally). */
export const searchHistoryLimit = 10;

const historySchema = z.array(z.string().trim().min(1).max(100)).max(searchHistoryLimit);

function readHistory(storageKey: string): string[] {
  const parsed = historySchema.safeParse(readStored(storageKey));
  return parsed.success ? parsed.data : [];
}

/**
 * The shipment search history in this browser (localStorage), newest first, one list per user and company so
 * people sharing a browser do not see each other's searches.
 */
export function useSearchHistory(ownerKey: string) {
  const storageKey = `shipments.searchHistory.${ownerKey}`;
  const [entries, setEntries] = useState<string[]>(() => readHistory(storageKey));
  useEffect(() => setEntries(readHistory(storageKey)), [storageKey]);

  const remember = useCallback(
    (keyword: string) => {
      const text = keyword.trim();
      if (!text || text.length > 100) return;
      const current = readHistory(storageKey);
      const next = [text, ...current.filter((k) => k.toLowerCase() !== text.toLowerCase())].slice(
        0,
        searchHistoryLimit,
      );
      writeStored(storageKey, next);
      setEntries(next);
    },
    [storageKey],
  );
  const clear = useCallback(() => {
    removeStored(storageKey);
    setEntries([]);
  }, [storageKey]);
  return { entries, remember, clear };
}
